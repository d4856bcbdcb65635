CREATE TABLE "recommendations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"items" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recommendations_note_length" CHECK (char_length("recommendations"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recommendation_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "referring_salon_id" uuid;--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recommendations_salon_created_at_idx" ON "recommendations" USING btree ("salon_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_recommendation_id_recommendations_id_fk" FOREIGN KEY ("recommendation_id") REFERENCES "public"."recommendations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_referring_salon_id_salons_id_fk" FOREIGN KEY ("referring_salon_id") REFERENCES "public"."salons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_referring_salon_idx" ON "orders" USING btree ("referring_salon_id","created_at" DESC NULLS LAST) WHERE "orders"."referring_salon_id" is not null;