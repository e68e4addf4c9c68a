-- A company's audit trail is append-only for every client of the database, not only for the API: a
-- correction is a new entry. (A company is never deleted, so its entries' cascade never runs.)
CREATE FUNCTION "company_audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'company_audit_events is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "company_audit_events_no_update_or_delete" BEFORE UPDATE OR DELETE ON "company_audit_events" FOR EACH ROW EXECUTE FUNCTION "company_audit_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "company_audit_events_no_truncate" BEFORE TRUNCATE ON "company_audit_events" FOR EACH STATEMENT EXECUTE FUNCTION "company_audit_events_append_only"();
