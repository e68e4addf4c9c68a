-- Every API process keeps a seller's product list pages a few seconds (server/lib/scoped-crud.ts,
-- `list.keptUntilChanged`). A change to a seller's products, their stock or their images tells every process to
-- drop that seller's pages, on the channel the other caches use (migration 0012); a category change
-- (its path shows in every list) drops them all. PostgreSQL sends identical notifications of one
-- transaction once, so a bulk import is one message.
CREATE FUNCTION "notify_seller_products_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sellers uuid[];
  seller uuid;
BEGIN
  IF TG_TABLE_NAME = 'product_images' THEN
    IF TG_OP = 'DELETE' THEN
      sellers := ARRAY(SELECT "seller_id" FROM "products" WHERE "id" = OLD."product_id");
    ELSE
      sellers := ARRAY(SELECT "seller_id" FROM "products" WHERE "id" = NEW."product_id");
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    sellers := ARRAY[NEW."seller_id"];
  ELSIF TG_OP = 'DELETE' THEN
    sellers := ARRAY[OLD."seller_id"];
  ELSE
    sellers := ARRAY[OLD."seller_id", NEW."seller_id"];
  END IF;
  -- An image removed with its product finds no product here: the product's own row names the seller.
  FOREACH seller IN ARRAY sellers LOOP
    PERFORM pg_notify('marketplace_events', json_build_object('invalidate', 'products', 'id', seller)::text);
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "notify_categories_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('marketplace_events', '{"invalidate":"products"}');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_list_changed" AFTER INSERT OR UPDATE OR DELETE ON "products" FOR EACH ROW EXECUTE FUNCTION "notify_seller_products_changed"();--> statement-breakpoint
CREATE TRIGGER "inventory_list_changed" AFTER INSERT OR UPDATE OR DELETE ON "inventory" FOR EACH ROW EXECUTE FUNCTION "notify_seller_products_changed"();--> statement-breakpoint
CREATE TRIGGER "product_images_list_changed" AFTER INSERT OR UPDATE OR DELETE ON "product_images" FOR EACH ROW EXECUTE FUNCTION "notify_seller_products_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_list_changed" AFTER INSERT OR UPDATE OR DELETE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_categories_changed"();
