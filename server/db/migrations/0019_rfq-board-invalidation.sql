-- Every API process keeps the suppliers' RFQ boards a few seconds (server/modules/rfq/board-cache.ts).
-- A change to a request, its items, its invitations or its quotes tells every process to drop them, on
-- the channel the other caches use (migration 0012); one NOTIFY per transaction, whoever wrote.
CREATE FUNCTION "notify_rfqs_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('marketplace_events', '{"invalidate":"rfq"}');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "rfqs_board_changed" AFTER INSERT OR UPDATE OR DELETE ON "rfqs" FOR EACH STATEMENT EXECUTE FUNCTION "notify_rfqs_changed"();--> statement-breakpoint
CREATE TRIGGER "rfq_lines_board_changed" AFTER INSERT OR UPDATE OR DELETE ON "rfq_lines" FOR EACH STATEMENT EXECUTE FUNCTION "notify_rfqs_changed"();--> statement-breakpoint
CREATE TRIGGER "rfq_invitations_board_changed" AFTER INSERT OR UPDATE OR DELETE ON "rfq_invitations" FOR EACH STATEMENT EXECUTE FUNCTION "notify_rfqs_changed"();--> statement-breakpoint
CREATE TRIGGER "quotes_board_changed" AFTER INSERT OR UPDATE OR DELETE ON "quotes" FOR EACH STATEMENT EXECUTE FUNCTION "notify_rfqs_changed"();
