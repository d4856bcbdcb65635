CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"actor" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_status_known" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "refunds_reason_known" CHECK ("refunds"."reason" in ('admin', 'late-payment')),
	CONSTRAINT "refunds_amount_positive" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "test_bank_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"description" text NOT NULL,
	"status" text NOT NULL,
	"bank" text,
	"return_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"language" text NOT NULL,
	"settles_at" timestamp with time zone,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"refund_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_bank_payments_status_known" CHECK ("test_bank_payments"."status" in ('open', 'paid', 'failed', 'canceled', 'expired')),
	CONSTRAINT "test_bank_payments_method_known" CHECK ("test_bank_payments"."method" in ('ideal', 'bancontact', 'card')),
	CONSTRAINT "test_bank_payments_amount_not_negative" CHECK ("test_bank_payments"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_payment_method_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_known";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_known";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "reverse_charge" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charge_ref" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "attention" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_bank_payments" ADD CONSTRAINT "test_bank_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_reason_unique" ON "refunds" USING btree ("payment_id","reason") WHERE "refunds"."status" <> 'failed';--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "test_bank_payments_settles_idx" ON "test_bank_payments" USING btree ("settles_at") WHERE "test_bank_payments"."status" = 'open';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payment_method_known" CHECK ("invoices"."payment_method" in ('ideal', 'bancontact', 'card', 'invoice'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_known" CHECK ("orders"."payment_method" in ('ideal', 'bancontact', 'card', 'invoice'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_known" CHECK ("payments"."method" is null or "payments"."method" in ('ideal', 'bancontact', 'card'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_within_amount" CHECK ("payments"."refunded_amount" >= 0 and "payments"."refunded_amount" <= "payments"."amount");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('pending', 'succeeded', 'declined', 'cancelled', 'expired'));