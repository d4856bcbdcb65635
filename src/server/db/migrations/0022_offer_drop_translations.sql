ALTER TABLE "drops" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "drops" ADD CONSTRAINT "drops_translations_object" CHECK (jsonb_typeof("drops"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_translations_object" CHECK (jsonb_typeof("offers"."translations") = 'object');