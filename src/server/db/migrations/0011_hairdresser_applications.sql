ALTER TABLE "salons" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "website" text;