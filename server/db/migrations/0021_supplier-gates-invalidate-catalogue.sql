-- A supplier's public page shows only a seller past every onboarding gate (publicSupplierSql), so a
-- seller falling back behind one (a changed mobile number waiting for its code) must drop the cached
-- catalogue answers at once, as a suspension does: the trigger of migration 0012 now watches the
-- email and mobile verification flags too.
DROP TRIGGER IF EXISTS "sellers_catalogue_changed" ON "users";--> statement-breakpoint
CREATE TRIGGER "sellers_catalogue_changed" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (('seller' = ANY(OLD.roles) OR 'seller' = ANY(NEW.roles))
    AND (OLD.name, OLD.roles, OLD.status, OLD.business_details, OLD.verification_status, OLD.is_email_verified, OLD.is_mobile_verified)
      IS DISTINCT FROM (NEW.name, NEW.roles, NEW.status, NEW.business_details, NEW.verification_status, NEW.is_email_verified, NEW.is_mobile_verified))
  EXECUTE FUNCTION "notify_catalogue_changed"();
