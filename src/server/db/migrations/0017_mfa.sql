CREATE TABLE "auth_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"factor_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "auth_factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"friendly_name" text,
	"factor_type" text DEFAULT 'totp' NOT NULL,
	"status" text DEFAULT 'unverified' NOT NULL,
	"secret_sealed" text NOT NULL,
	"last_used_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_factors_user_name_unique" UNIQUE("user_id","friendly_name"),
	CONSTRAINT "auth_factors_type_known" CHECK ("auth_factors"."factor_type" = 'totp'),
	CONSTRAINT "auth_factors_status_known" CHECK ("auth_factors"."status" in ('unverified', 'verified'))
);
--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "aal" text DEFAULT 'aal1' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD COLUMN "amr" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_challenges" ADD CONSTRAINT "auth_challenges_factor_id_auth_factors_id_fk" FOREIGN KEY ("factor_id") REFERENCES "public"."auth_factors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_factors" ADD CONSTRAINT "auth_factors_user_id_auth_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."auth_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_challenges_factor_idx" ON "auth_challenges" USING btree ("factor_id");--> statement-breakpoint
CREATE INDEX "auth_factors_user_status_idx" ON "auth_factors" USING btree ("user_id","status");--> statement-breakpoint
ALTER TABLE "auth_sessions" ADD CONSTRAINT "auth_sessions_aal_known" CHECK ("auth_sessions"."aal" in ('aal1', 'aal2'));