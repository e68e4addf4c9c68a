-- The Verified badge on cards and store pages says when and what staff checked (users.verification_grant),
-- so a new grant drops the cached catalogue answers too, even when the status stays 'verified'.
DROP TRIGGER IF EXISTS "sellers_catalogue_changed" ON "users";--> statement-breakpoint
CREATE TRIGGER "sellers_catalogue_changed" AFTER UPDATE ON "users" FOR EACH ROW
  WHEN (('seller' = ANY(OLD.roles) OR 'seller' = ANY(NEW.roles))
    AND (OLD.name, OLD.roles, OLD.status, OLD.business_details, OLD.verification_status, OLD.verification_grant, OLD.is_email_verified, OLD.is_mobile_verified)
      IS DISTINCT FROM (NEW.name, NEW.roles, NEW.status, NEW.business_details, NEW.verification_status, NEW.verification_grant, NEW.is_email_verified, NEW.is_mobile_verified))
  EXECUTE FUNCTION "notify_catalogue_changed"();
