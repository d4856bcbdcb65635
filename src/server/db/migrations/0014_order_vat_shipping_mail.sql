ALTER TABLE "emails" ADD COLUMN "body_html" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_breakdown" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_registration" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_vat_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_country" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "carrier" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_number" text;--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "colour" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vat_not_negative" CHECK ("orders"."vat_amount" >= 0);--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_colour_hex" CHECK ("product_variants"."colour" is null or "product_variants"."colour" ~ '^#[0-9a-f]{6}$');--> statement-breakpoint
-- Orders placed before VAT was recorded: every price was already VAT-inclusive at the standard
-- 21 %, so their VAT is that of the total, by the rule of src/domain/vat.ts (rounded half up).
UPDATE "orders" SET
  "vat_amount" = "total" - round("total" * 100 / 121.0)::integer,
  "vat_breakdown" = jsonb_build_array(jsonb_build_object(
    'rate', 21,
    'net', round("total" * 100 / 121.0)::integer,
    'vat', "total" - round("total" * 100 / 121.0)::integer))
WHERE "total" > 0 AND "vat_breakdown" = '[]'::jsonb;
