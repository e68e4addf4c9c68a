-- The seller ledger is append-only for every client of the database, not only for the API: corrections are new entries.
CREATE FUNCTION "seller_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'seller_ledger_entries is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "seller_ledger_no_update_or_delete" BEFORE UPDATE OR DELETE ON "seller_ledger_entries" FOR EACH ROW EXECUTE FUNCTION "seller_ledger_append_only"();--> statement-breakpoint
CREATE TRIGGER "seller_ledger_no_truncate" BEFORE TRUNCATE ON "seller_ledger_entries" FOR EACH STATEMENT EXECUTE FUNCTION "seller_ledger_append_only"();
