CREATE TABLE "offers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "offers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_product_id" integer,
	"target_name" text,
	"audience" text DEFAULT 'all' NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"code" text,
	"min_subtotal" integer DEFAULT 0 NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_kind_known" CHECK ("offers"."kind" in ('percent', 'amount')),
	CONSTRAINT "offers_target_type_known" CHECK ("offers"."target_type" in ('product', 'category', 'family', 'order')),
	CONSTRAINT "offers_audience_known" CHECK ("offers"."audience" in ('all', 'client', 'business')),
	CONSTRAINT "offers_value_positive" CHECK ("offers"."value" > 0),
	CONSTRAINT "offers_uses_within_max" CHECK ("offers"."max_uses" is null or "offers"."uses" <= "offers"."max_uses")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "offer_title" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "code_discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_title" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "offer_saving" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_target_product_id_products_id_fk" FOREIGN KEY ("target_product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_code_unique" ON "offers" USING btree (upper("code"));--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE set null ON UPDATE no action;