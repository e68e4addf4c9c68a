-- What RFQs feed into the performance score (server/modules/performance/compute.ts).
-- A quote on an invitation answers it (the response rate): the supplier's score is marked stale, as a
-- reply in chat does (migration 0015). Quotes on open-board requests move nothing.
CREATE FUNCTION "quotes_mark_scores_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM mark_supplier_scores_stale(ARRAY(
    SELECT DISTINCT q.seller_id FROM new_rows q
    WHERE EXISTS (SELECT 1 FROM rfq_invitations i WHERE i.rfq_id = q.rfq_id AND i.seller_id = q.seller_id)
  ));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "quotes_scores_inserted" AFTER INSERT ON "quotes" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "quotes_mark_scores_stale"();
