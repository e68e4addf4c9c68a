CREATE TABLE "supplier_scores" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"response_rate" double precision,
	"response_samples" integer DEFAULT 0 NOT NULL,
	"response_period_days" integer DEFAULT 0 NOT NULL,
	"reply_median_seconds" integer,
	"reply_samples" integer DEFAULT 0 NOT NULL,
	"reply_period_days" integer DEFAULT 0 NOT NULL,
	"on_time_rate" double precision,
	"on_time_samples" integer DEFAULT 0 NOT NULL,
	"on_time_period_days" integer DEFAULT 0 NOT NULL,
	"cancellation_rate" double precision,
	"cancellation_samples" integer DEFAULT 0 NOT NULL,
	"cancellation_period_days" integer DEFAULT 0 NOT NULL,
	"rating" double precision,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_period_days" integer DEFAULT 0 NOT NULL,
	"band" text DEFAULT 'new' NOT NULL,
	"public_facts" jsonb,
	"computed_at" timestamp with time zone,
	"stale_since" timestamp with time zone,
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "supplier_scores" ADD CONSTRAINT "supplier_scores_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_scores_stale_idx" ON "supplier_scores" USING btree ("stale_since") WHERE "supplier_scores"."stale_since" is not null;--> statement-breakpoint
CREATE INDEX "supplier_scores_computed_idx" ON "supplier_scores" USING btree ("computed_at");--> statement-breakpoint
-- What moves a score marks its row stale, whoever makes the change (a route, a script, psql); the job in
-- the API processes (server/modules/performance/job.ts) computes stale rows within seconds. A row already
-- stale is not written again, so a burst of orders or messages costs one write, and a seller without a
-- row gets one.
CREATE FUNCTION "mark_supplier_scores_stale"(sellers uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(sellers, 1), 0) = 0 THEN
    RETURN;
  END IF;
  INSERT INTO supplier_scores (seller_id, stale_since)
    SELECT DISTINCT seller, now() FROM unnest(sellers) AS seller WHERE seller IS NOT NULL
    ON CONFLICT (seller_id) DO NOTHING;
  UPDATE supplier_scores SET stale_since = now() WHERE seller_id = ANY(sellers) AND stale_since IS NULL;
END;
$$;--> statement-breakpoint
-- Orders: a new order (the cancellation rate's sample) and every change of status (confirmed, shipped,
-- delivered, cancelled). Statement triggers over the changed rows, so a bulk insert marks each seller once.
CREATE FUNCTION "orders_mark_scores_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM mark_supplier_scores_stale(ARRAY(SELECT DISTINCT seller_id FROM new_rows));
  ELSE
    PERFORM mark_supplier_scores_stale(ARRAY(
      SELECT DISTINCT n.seller_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.status IS DISTINCT FROM n.status
    ));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_scores_inserted" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_mark_scores_stale"();--> statement-breakpoint
CREATE TRIGGER "orders_scores_updated" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_mark_scores_stale"();--> statement-breakpoint
-- Reviews: written, deleted, or their overall rating or visibility changed (staff hiding one).
CREATE FUNCTION "reviews_mark_scores_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM mark_supplier_scores_stale(ARRAY(SELECT DISTINCT seller_id FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM mark_supplier_scores_stale(ARRAY(SELECT DISTINCT seller_id FROM old_rows));
  ELSE
    PERFORM mark_supplier_scores_stale(ARRAY(
      SELECT DISTINCT n.seller_id FROM new_rows n JOIN old_rows o ON o.id = n.id
      WHERE (o.overall_rating, o.hidden_at IS NULL) IS DISTINCT FROM (n.overall_rating, n.hidden_at IS NULL)
    ));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_scores_inserted" AFTER INSERT ON "reviews" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "reviews_mark_scores_stale"();--> statement-breakpoint
CREATE TRIGGER "reviews_scores_updated" AFTER UPDATE ON "reviews" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "reviews_mark_scores_stale"();--> statement-breakpoint
CREATE TRIGGER "reviews_scores_deleted" AFTER DELETE ON "reviews" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "reviews_mark_scores_stale"();--> statement-breakpoint
-- Chat: the supplier's messages in buyers' threads (a reply answers a conversation). A buyer's message
-- moves nothing at once: an unanswered conversation counts once its 24 hours are over, which the job's
-- regular refresh picks up.
CREATE FUNCTION "messages_mark_scores_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM mark_supplier_scores_stale(ARRAY(
    SELECT DISTINCT c.supplier_id FROM new_rows m JOIN conversations c ON c.id = m.conversation_id
    WHERE c.kind IN ('inquiry', 'order') AND m.sender_id = c.supplier_id
  ));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "messages_scores_inserted" AFTER INSERT ON "messages" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "messages_mark_scores_stale"();--> statement-breakpoint
-- Catalogue cards, product pages and store pages show `public_facts`: when they change, the cached
-- public answers of every process go (notify_catalogue_changed, migration 0012). Marking a row stale or
-- claiming it changes nothing buyers see, so it announces nothing.
CREATE TRIGGER "supplier_scores_catalogue_changed" AFTER UPDATE ON "supplier_scores" FOR EACH ROW
  WHEN (OLD.public_facts IS DISTINCT FROM NEW.public_facts)
  EXECUTE FUNCTION "notify_catalogue_changed"();
