CREATE TABLE "sealing_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "access_key_hash" text;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "access_key_sealed" text;