-- Every change to what public pages show is announced on the channel tress_changes (issue 33),
-- from the database itself: whatever writes it (an admin's edit, an order taking stock, a seed,
-- a hand-run UPDATE), the notice is sent when its transaction commits and never for one that
-- rolled back, and every instance LISTENing hears it (services/changes.ts). The instances' page
-- stores and answer caches forget what the change made old.
--
-- Payloads: `products:<id>` for a product, its variants (stock, prices) and its pictures; the
-- table's name for the rest (settings, offers, drops, drop_items, salons, lockers). NOTIFY sends
-- a payload once per transaction however many rows repeat it.
--
-- A drop item's units_left changes with every hold in a drop's rush: the drop's stream carries
-- it live (tress_drops), so it announces nothing here; only its other columns do.
CREATE FUNCTION tress_notify_table_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('tress_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- TG_ARGV[0]: the column holding the product's id (products: id; the others: product_id).
CREATE FUNCTION tress_notify_product_change() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
DECLARE
  changed_row jsonb := to_jsonb(CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END);
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF to_jsonb(OLD) ->> TG_ARGV[0] IS DISTINCT FROM changed_row ->> TG_ARGV[0] THEN
      PERFORM pg_notify('tress_changes', 'products:' || (to_jsonb(OLD) ->> TG_ARGV[0]));
    END IF;
  END IF;
  PERFORM pg_notify('tress_changes', 'products:' || (changed_row ->> TG_ARGV[0]));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_change_notice AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION tress_notify_product_change('id');
--> statement-breakpoint
CREATE TRIGGER product_variants_change_notice AFTER INSERT OR UPDATE OR DELETE ON product_variants
  FOR EACH ROW EXECUTE FUNCTION tress_notify_product_change('product_id');
--> statement-breakpoint
CREATE TRIGGER product_images_change_notice AFTER INSERT OR UPDATE OR DELETE ON product_images
  FOR EACH ROW EXECUTE FUNCTION tress_notify_product_change('product_id');
--> statement-breakpoint
CREATE TRIGGER settings_change_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION tress_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER offers_change_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON offers
  FOR EACH STATEMENT EXECUTE FUNCTION tress_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER drops_change_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON drops
  FOR EACH STATEMENT EXECUTE FUNCTION tress_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER drop_items_change_notice
  AFTER INSERT OR DELETE OR TRUNCATE
     OR UPDATE OF position, product_id, variant_id, variant, drop_price, drop_business_price,
       units_total, per_order_limit
  ON drop_items
  FOR EACH STATEMENT EXECUTE FUNCTION tress_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER salons_change_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON salons
  FOR EACH STATEMENT EXECUTE FUNCTION tress_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER lockers_change_notice AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON lockers
  FOR EACH STATEMENT EXECUTE FUNCTION tress_notify_table_change();
