-- Seller home and analytics (server/modules/seller-analytics). Reads never scan raw history: views and
-- sales are kept as daily counters, written with each view and by triggers on orders and their lines.

-- Product views. A visit is one product, one UTC day, one visitor (a random id from a first-party
-- cookie, never an address, account or other personal field); it exists only so that a reload counts
-- once, and rows older than yesterday are deleted. The daily counters are what every figure reads.
CREATE TABLE "product_view_visits" (
	"product_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor_id" uuid NOT NULL,
	CONSTRAINT "product_view_visits_pkey" PRIMARY KEY ("product_id", "day", "visitor_id")
);
--> statement-breakpoint
ALTER TABLE "product_view_visits" ADD CONSTRAINT "product_view_visits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_view_visits_day_idx" ON "product_view_visits" USING btree ("day");--> statement-breakpoint
CREATE TABLE "product_views_daily" (
	"product_id" uuid NOT NULL,
	"day" date NOT NULL,
	"seller_id" uuid NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_views_daily_pkey" PRIMARY KEY ("product_id", "day")
);
--> statement-breakpoint
ALTER TABLE "product_views_daily" ADD CONSTRAINT "product_views_daily_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_views_daily" ADD CONSTRAINT "product_views_daily_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A seller's products over a range of days, read from the index alone.
CREATE INDEX "product_views_daily_seller_day_idx" ON "product_views_daily" USING btree ("seller_id", "day") INCLUDE ("product_id", "views");--> statement-breakpoint
CREATE TABLE "seller_views_daily" (
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "seller_views_daily_pkey" PRIMARY KEY ("seller_id", "day")
);
--> statement-breakpoint
ALTER TABLE "seller_views_daily" ADD CONSTRAINT "seller_views_daily_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint

-- Sales: orders that count as revenue (confirmed, shipped, delivered: REVENUE_STATUSES in
-- src/contract/seller-analytics.ts) by the UTC day they were placed, per seller and currency, and per
-- product (line totals; `orders` counts the orders that held the product).
CREATE TABLE "seller_sales_daily" (
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"revenue_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "seller_sales_daily_pkey" PRIMARY KEY ("seller_id", "day", "currency")
);
--> statement-breakpoint
ALTER TABLE "seller_sales_daily" ADD CONSTRAINT "seller_sales_daily_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "product_sales_daily" (
	"product_id" uuid NOT NULL,
	"day" date NOT NULL,
	"currency" text NOT NULL,
	"seller_id" uuid NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"revenue_minor" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sales_daily_pkey" PRIMARY KEY ("product_id", "day", "currency")
);
--> statement-breakpoint
ALTER TABLE "product_sales_daily" ADD CONSTRAINT "product_sales_daily_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sales_daily" ADD CONSTRAINT "product_sales_daily_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_sales_daily_seller_day_idx" ON "product_sales_daily" USING btree ("seller_id", "day") INCLUDE ("product_id", "currency", "orders", "quantity", "revenue_minor");--> statement-breakpoint

-- Adds (sign 1) or takes away (sign -1) one order's part of the sales counters.
CREATE FUNCTION "seller_analytics_count_order"(o "orders", sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d date := (o.created_at AT TIME ZONE 'UTC')::date;
BEGIN
  INSERT INTO "seller_sales_daily" AS s ("seller_id", "day", "currency", "orders", "revenue_minor")
  VALUES (o.seller_id, d, o.currency, sign, sign * o.total_minor)
  ON CONFLICT ("seller_id", "day", "currency") DO UPDATE SET "orders" = s."orders" + excluded."orders", "revenue_minor" = s."revenue_minor" + excluded."revenue_minor";
  INSERT INTO "product_sales_daily" AS p ("product_id", "day", "currency", "seller_id", "orders", "quantity", "revenue_minor")
  SELECT l.product_id, d, o.currency, o.seller_id, sign, sign * sum(l.quantity), sign * sum(l.line_total_minor)
  FROM "order_lines" l WHERE l.order_id = o.id AND l.product_id IS NOT NULL GROUP BY l.product_id
  ON CONFLICT ("product_id", "day", "currency") DO UPDATE SET "orders" = p."orders" + excluded."orders", "quantity" = p."quantity" + excluded."quantity", "revenue_minor" = p."revenue_minor" + excluded."revenue_minor";
END;
$$;--> statement-breakpoint
CREATE FUNCTION "seller_analytics_orders_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status IN ('confirmed', 'shipped', 'delivered') THEN
    PERFORM "seller_analytics_count_order"(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN ('confirmed', 'shipped', 'delivered') THEN
    PERFORM "seller_analytics_count_order"(NEW, 1);
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_sales_inserted" AFTER INSERT ON "orders" FOR EACH ROW WHEN (NEW.status IN ('confirmed', 'shipped', 'delivered')) EXECUTE FUNCTION "seller_analytics_orders_changed"();--> statement-breakpoint
-- Only what moves the counters: counting or not, and the day, currency, total and seller (a status
-- change between confirmed, shipped and delivered changes nothing).
CREATE TRIGGER "orders_sales_updated" AFTER UPDATE ON "orders" FOR EACH ROW
  WHEN ((OLD.status IN ('confirmed', 'shipped', 'delivered') OR NEW.status IN ('confirmed', 'shipped', 'delivered'))
    AND ((OLD.status IN ('confirmed', 'shipped', 'delivered')) IS DISTINCT FROM (NEW.status IN ('confirmed', 'shipped', 'delivered'))
      OR (OLD.created_at, OLD.currency, OLD.total_minor, OLD.seller_id) IS DISTINCT FROM (NEW.created_at, NEW.currency, NEW.total_minor, NEW.seller_id)))
  EXECUTE FUNCTION "seller_analytics_orders_changed"();--> statement-breakpoint
-- Before: the lines (deleted with the order) are still there to be taken away.
CREATE TRIGGER "orders_sales_deleted" BEFORE DELETE ON "orders" FOR EACH ROW WHEN (OLD.status IN ('confirmed', 'shipped', 'delivered')) EXECUTE FUNCTION "seller_analytics_orders_changed"();--> statement-breakpoint
-- Lines written, changed or removed on an order that already counts (an order is usually written
-- pending and counts from its confirmation, when its lines are read by the order's trigger).
CREATE FUNCTION "seller_analytics_order_lines_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o "orders";
  line "order_lines";
  sign integer;
BEGIN
  FOREACH sign IN ARRAY ARRAY[-1, 1] LOOP
    IF sign = -1 AND TG_OP = 'INSERT' OR sign = 1 AND TG_OP = 'DELETE' THEN
      CONTINUE;
    END IF;
    IF sign = -1 THEN line := OLD; ELSE line := NEW; END IF;
    -- A line that is no catalogue product (an item of a quote) counts in the order's total only.
    IF line.product_id IS NULL THEN
      CONTINUE;
    END IF;
    SELECT * INTO o FROM "orders" WHERE id = line.order_id;
    -- No order: the line goes with its order, whose trigger took it away already.
    IF NOT FOUND OR o.status NOT IN ('confirmed', 'shipped', 'delivered') THEN
      CONTINUE;
    END IF;
    INSERT INTO "product_sales_daily" AS p ("product_id", "day", "currency", "seller_id", "orders", "quantity", "revenue_minor")
    VALUES (
      line.product_id, (o.created_at AT TIME ZONE 'UTC')::date, o.currency, o.seller_id,
      -- The order counts once per product, whatever the number of its lines of that product.
      CASE WHEN EXISTS (SELECT 1 FROM "order_lines" x WHERE x.order_id = line.order_id AND x.product_id = line.product_id AND x.id <> line.id) THEN 0 ELSE sign END,
      sign * line.quantity, sign * line.line_total_minor)
    ON CONFLICT ("product_id", "day", "currency") DO UPDATE SET "orders" = p."orders" + excluded."orders", "quantity" = p."quantity" + excluded."quantity", "revenue_minor" = p."revenue_minor" + excluded."revenue_minor";
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "order_lines_sales_changed" AFTER INSERT OR UPDATE OR DELETE ON "order_lines" FOR EACH ROW EXECUTE FUNCTION "seller_analytics_order_lines_changed"();--> statement-breakpoint
-- Orders written before this migration.
INSERT INTO "seller_sales_daily" ("seller_id", "day", "currency", "orders", "revenue_minor")
SELECT seller_id, (created_at AT TIME ZONE 'UTC')::date, currency, count(*), sum(total_minor)
FROM "orders" WHERE status IN ('confirmed', 'shipped', 'delivered') GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "product_sales_daily" ("product_id", "day", "currency", "seller_id", "orders", "quantity", "revenue_minor")
SELECT l.product_id, (o.created_at AT TIME ZONE 'UTC')::date, o.currency, o.seller_id, count(DISTINCT o.id), sum(l.quantity), sum(l.line_total_minor)
FROM "orders" o JOIN "order_lines" l ON l.order_id = o.id
WHERE o.status IN ('confirmed', 'shipped', 'delivered') AND l.product_id IS NOT NULL GROUP BY 1, 2, 3, 4;--> statement-breakpoint

-- Buyer demand: searches of the public catalogue per UTC day, normalised query and category (the
-- filter's, else the best hit's), with how many searches and what the latest one found. Nothing about
-- who searched. Kept SEARCH_RETENTION_DAYS (90) days.
CREATE TABLE "search_demand_daily" (
	"day" date NOT NULL,
	"query" text NOT NULL,
	"category_id" uuid,
	"results" integer NOT NULL,
	"searches" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_demand_daily_key" ON "search_demand_daily" USING btree ("day", "query", (coalesce("category_id", '00000000-0000-0000-0000-000000000000'::uuid)));--> statement-breakpoint
CREATE INDEX "search_demand_daily_category_day_idx" ON "search_demand_daily" USING btree ("category_id", "day");--> statement-breakpoint
CREATE INDEX "search_demand_daily_zero_idx" ON "search_demand_daily" USING btree ("day", "category_id") WHERE "results" = 0;--> statement-breakpoint

-- The action queue and the figures, each an index range.
-- Inquiries a seller received over a period, and per product.
CREATE INDEX "conversations_supplier_inquiry_created_idx" ON "conversations" USING btree ("supplier_id", "created_at") INCLUDE ("product_id") WHERE "kind" = 'inquiry';--> statement-breakpoint
-- Conversations whose last message is the buyer's: waiting for the supplier.
CREATE INDEX "conversations_supplier_awaiting_idx" ON "conversations" USING btree ("supplier_id", "last_message_at") WHERE "kind" <> 'support' AND "last_sender_id" = "customer_id";--> statement-breakpoint
CREATE INDEX "products_seller_unpublished_idx" ON "products" USING btree ("seller_id", "moderated_at") WHERE "moderation_status" = 'unpublished';--> statement-breakpoint
-- The categories a seller sells in, and its largest minimum order (the bound of the below-MOQ check).
CREATE INDEX "products_seller_published_category_idx" ON "products" USING btree ("seller_id", "category_id") WHERE "status" = 'published';--> statement-breakpoint
CREATE INDEX "products_seller_published_moq_idx" ON "products" USING btree ("seller_id", "moq") WHERE "status" = 'published';--> statement-breakpoint
-- Stock available (on hand minus held): all of it, and what is at or below its low-stock threshold.
CREATE INDEX "inventory_seller_available_idx" ON "inventory" USING btree ("seller_id", ("on_hand" - "reserved"));--> statement-breakpoint
CREATE INDEX "inventory_seller_low_idx" ON "inventory" USING btree ("seller_id", ("on_hand" - "reserved")) WHERE "on_hand" - "reserved" <= "low_stock_threshold";
