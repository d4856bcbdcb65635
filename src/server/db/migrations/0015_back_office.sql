CREATE TABLE "batch_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "batch_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"batch_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batch_orders" (
	"batch_id" integer NOT NULL,
	"order_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "batch_orders_pkey" PRIMARY KEY("batch_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batches_status_known" CHECK ("batches"."status" in ('open', 'ordered', 'received', 'shipped', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_counters_pkey" PRIMARY KEY("kind","year"),
	CONSTRAINT "invoice_counters_kind_known" CHECK ("invoice_counters"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoice_counters_last_not_negative" CHECK ("invoice_counters"."last" >= 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"credits_invoice_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"net" integer NOT NULL,
	"vat" integer NOT NULL,
	"gross" integer NOT NULL,
	"reverse_charge" boolean DEFAULT false NOT NULL,
	"payment_method" text NOT NULL,
	"download_token_hash" text NOT NULL,
	"issued_by" text,
	"paid_at" timestamp with time zone,
	"paid_by" text,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_download_token_hash_unique" UNIQUE("download_token_hash"),
	CONSTRAINT "invoices_series_unique" UNIQUE("kind","year","seq"),
	CONSTRAINT "invoices_kind_known" CHECK ("invoices"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_payment_method_known" CHECK ("invoices"."payment_method" in ('card', 'invoice')),
	CONSTRAINT "invoices_seq_positive" CHECK ("invoices"."seq" > 0),
	CONSTRAINT "invoices_adds_up" CHECK ("invoices"."gross" = "invoices"."net" + "invoices"."vat"),
	CONSTRAINT "invoices_credit_note_refers" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."credits_invoice_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_city" text;--> statement-breakpoint
ALTER TABLE "batch_events" ADD CONSTRAINT "batch_events_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_orders" ADD CONSTRAINT "batch_orders_batch_id_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_orders" ADD CONSTRAINT "batch_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credits_invoice_id_fk" FOREIGN KEY ("credits_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_events_batch_at_idx" ON "batch_events" USING btree ("batch_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "batch_orders_one_batch_per_order" ON "batch_orders" USING btree ("order_id") WHERE "batch_orders"."released_at" is null;--> statement-breakpoint
CREATE INDEX "batches_created_at_idx" ON "batches" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_per_order" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_one_credit_note_per_invoice" ON "invoices" USING btree ("credits_invoice_id") WHERE "invoices"."kind" = 'credit_note';--> statement-breakpoint
CREATE INDEX "invoices_issued_at_idx" ON "invoices" USING btree ("issued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
-- Orders placed before the delivery city was recorded: the home address's city, the locker's or
-- the pickup salon's (issue 16: analytics by city).
UPDATE "orders" SET "delivery_city" = CASE "delivery"->>'method'
    WHEN 'home' THEN "delivery"->'address'->>'city'
    WHEN 'locker' THEN (SELECT "city" FROM "lockers" WHERE "code" = "orders"."delivery"->>'lockerId')
    WHEN 'salon' THEN (SELECT "city" FROM "salons" WHERE "id"::text = lower("orders"."delivery"->>'salonId'))
  END
WHERE "delivery_city" IS NULL;--> statement-breakpoint
-- An invoice or credit note never changes once issued: only its payment may be recorded, once;
-- no row is ever deleted.
CREATE FUNCTION "invoices_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'An issued invoice is never deleted' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  IF (to_jsonb(NEW) - 'paid_at' - 'paid_by') IS DISTINCT FROM (to_jsonb(OLD) - 'paid_at' - 'paid_by')
     OR (OLD."paid_at" IS NOT NULL AND (NEW."paid_at" IS DISTINCT FROM OLD."paid_at" OR NEW."paid_by" IS DISTINCT FROM OLD."paid_by")) THEN
    RAISE EXCEPTION 'An issued invoice never changes' USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "invoices_immutable" BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "invoices_immutable"();
