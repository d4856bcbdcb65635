CREATE TABLE "partner_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"salon_id" uuid NOT NULL,
	"month" text NOT NULL,
	"amount" integer NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_by" text NOT NULL,
	CONSTRAINT "partner_payouts_salon_month_unique" UNIQUE("salon_id","month"),
	CONSTRAINT "partner_payouts_amount_not_negative" CHECK ("partner_payouts"."amount" >= 0),
	CONSTRAINT "partner_payouts_month_format" CHECK ("partner_payouts"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_rate_bps" integer;--> statement-breakpoint
ALTER TABLE "salons" ADD COLUMN "commission_rate_bps" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_payouts" ADD CONSTRAINT "partner_payouts_salon_id_salons_id_fk" FOREIGN KEY ("salon_id") REFERENCES "public"."salons"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_commission_rate_bps_range" CHECK ("orders"."commission_rate_bps" is null or "orders"."commission_rate_bps" between 0 and 5000);--> statement-breakpoint
ALTER TABLE "salons" ADD CONSTRAINT "salons_commission_rate_bps_range" CHECK ("salons"."commission_rate_bps" between 0 and 5000);