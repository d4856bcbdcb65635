ALTER TABLE "contact_messages" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "recommendations" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "suggestions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_language_code" CHECK ("contact_messages"."language" ~ '^[a-z]{2,3}(-[A-Z]{2})?$');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_language_code" CHECK ("orders"."language" ~ '^[a-z]{2,3}(-[A-Z]{2})?$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_translations_object" CHECK (jsonb_typeof("products"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "recommendations" ADD CONSTRAINT "recommendations_language_code" CHECK ("recommendations"."language" ~ '^[a-z]{2,3}(-[A-Z]{2})?$');--> statement-breakpoint
ALTER TABLE "salons" ADD CONSTRAINT "salons_language_code" CHECK ("salons"."language" ~ '^[a-z]{2,3}(-[A-Z]{2})?$');--> statement-breakpoint
ALTER TABLE "suggestions" ADD CONSTRAINT "suggestions_language_code" CHECK ("suggestions"."language" ~ '^[a-z]{2,3}(-[A-Z]{2})?$');