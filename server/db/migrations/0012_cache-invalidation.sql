-- Every API process keeps two caches (server/plugins/channel.ts): signed-in sessions with their user,
-- and the public catalogue's answers. These triggers tell every process what went stale, on the
-- channel live events use, whoever made the change (a route, a script, psql). PostgreSQL sends a
-- NOTIFY when its transaction commits, and identical ones of one transaction only once.
CREATE FUNCTION "notify_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('marketplace_events', json_build_object('invalidate', 'user', 'id', OLD.id)::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "notify_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('marketplace_events', json_build_object('invalidate', 'user', 'id', OLD.user_id)::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_changed" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "notify_user_changed"();--> statement-breakpoint
CREATE TRIGGER "sessions_changed" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "notify_session_changed"();--> statement-breakpoint
CREATE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('marketplace_events', '{"invalidate":"catalogue"}');
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Drafts are not in the catalogue: only a change to or from a published product shows.
CREATE TRIGGER "products_published_inserted" AFTER INSERT ON "products" FOR EACH ROW WHEN (NEW.status = 'published') EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "products_published_updated" AFTER UPDATE ON "products" FOR EACH ROW WHEN (OLD.status = 'published' OR NEW.status = 'published') EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "products_published_deleted" AFTER DELETE ON "products" FOR EACH ROW WHEN (OLD.status = 'published') EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
-- The catalogue shows stock only while it is below the minimum order (available_below_moq).
CREATE FUNCTION "notify_catalogue_stock_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  product record;
BEGIN
  SELECT status, moq INTO product FROM products WHERE id = coalesce(NEW.product_id, OLD.product_id);
  IF product.status = 'published'
    AND (coalesce(OLD.on_hand - OLD.reserved, 0) < product.moq OR coalesce(NEW.on_hand - NEW.reserved, 0) < product.moq)
    AND (coalesce(OLD.on_hand - OLD.reserved, 0) IS DISTINCT FROM coalesce(NEW.on_hand - NEW.reserved, 0)) THEN
    PERFORM pg_notify('marketplace_events', '{"invalidate":"catalogue"}');
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "inventory_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "inventory" FOR EACH ROW EXECUTE FUNCTION "notify_catalogue_stock_changed"();--> statement-breakpoint
CREATE FUNCTION "notify_catalogue_image_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM products WHERE id = coalesce(NEW.product_id, OLD.product_id) AND status = 'published') THEN
    PERFORM pg_notify('marketplace_events', '{"invalidate":"catalogue"}');
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_images_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "product_images" FOR EACH ROW EXECUTE FUNCTION "notify_catalogue_image_changed"();--> statement-breakpoint
-- Store names, logos and the supplier page come from the store profile; suppliers' names, countries,
-- verification and status from their account.
CREATE TRIGGER "store_sections_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "store_sections" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "sellers_catalogue_changed" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (('seller' = ANY(OLD.roles) OR 'seller' = ANY(NEW.roles))
    AND (OLD.name, OLD.roles, OLD.status, OLD.business_details, OLD.verification_status) IS DISTINCT FROM (NEW.name, NEW.roles, NEW.status, NEW.business_details, NEW.verification_status))
  EXECUTE FUNCTION "notify_catalogue_changed"();--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
