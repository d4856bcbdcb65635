CREATE TABLE "drop_holds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" integer NOT NULL,
	"cart_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_by" uuid,
	"consumed_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drop_holds_quantity_positive" CHECK ("drop_holds"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "drop_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "drop_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"drop_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"product_id" integer NOT NULL,
	"variant_id" integer,
	"variant" text,
	"drop_price" integer NOT NULL,
	"drop_business_price" integer,
	"units_total" integer NOT NULL,
	"units_left" integer NOT NULL,
	"per_order_limit" integer NOT NULL,
	CONSTRAINT "drop_items_units_left_in_range" CHECK ("drop_items"."units_left" >= 0),
	CONSTRAINT "drop_items_units_total_covers_left" CHECK ("drop_items"."units_left" <= "drop_items"."units_total"),
	CONSTRAINT "drop_items_price_not_negative" CHECK ("drop_items"."drop_price" >= 0),
	CONSTRAINT "drop_items_business_price_not_negative" CHECK ("drop_items"."drop_business_price" >= 0),
	CONSTRAINT "drop_items_limit_positive" CHECK ("drop_items"."per_order_limit" > 0)
);
--> statement-breakpoint
CREATE TABLE "drop_list_members" (
	"salon_id" uuid PRIMARY KEY NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"audience" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drops_audience_known" CHECK ("drops"."audience" in ('public', 'salons')),
	CONSTRAINT "drops_ends_after_start" CHECK ("drops"."ends_at" > "drops"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "drop_item_id" integer;--> statement-breakpoint
ALTER TABLE "drop_holds" ADD CONSTRAINT "drop_holds_item_id_drop_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."drop_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_holds" ADD CONSTRAINT "drop_holds_consumed_by_orders_id_fk" FOREIGN KEY ("consumed_by") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_items" ADD CONSTRAINT "drop_items_drop_id_drops_id_fk" FOREIGN KEY ("drop_id") REFERENCES "public"."drops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_items" ADD CONSTRAINT "drop_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_items" ADD CONSTRAINT "drop_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drop_list_members" ADD CONSTRAINT "drop_list_members_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drop_holds_one_open_per_cart" ON "drop_holds" USING btree ("item_id","cart_id") WHERE "drop_holds"."consumed_at" is null and "drop_holds"."released_at" is null;--> statement-breakpoint
CREATE INDEX "drop_holds_open_expiry_idx" ON "drop_holds" USING btree ("expires_at") WHERE "drop_holds"."consumed_at" is null and "drop_holds"."released_at" is null;--> statement-breakpoint
CREATE INDEX "drop_items_drop_idx" ON "drop_items" USING btree ("drop_id","position");--> statement-breakpoint
CREATE INDEX "drops_audience_ends_idx" ON "drops" USING btree ("audience","ends_at");--> statement-breakpoint
CREATE INDEX "drops_unsettled_idx" ON "drops" USING btree ("ends_at") WHERE "drops"."settled_at" is null;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_drop_item_id_drop_items_id_fk" FOREIGN KEY ("drop_item_id") REFERENCES "public"."drop_items"("id") ON DELETE restrict ON UPDATE no action;