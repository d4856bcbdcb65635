ALTER TABLE "order_lines" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "box_size" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "box_position" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "box_eligible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_or_box" CHECK (("order_lines"."product_id" is null) = ("order_lines"."box_size" is not null));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_box_not_nested" CHECK ("order_lines"."box_size" is null or "order_lines"."box_position" is null);