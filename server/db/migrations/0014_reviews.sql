CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"overall_rating" integer NOT NULL,
	"quality_rating" integer NOT NULL,
	"communication_rating" integer NOT NULL,
	"delivery_rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone,
	"reply_updated_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_ratings_in_range" CHECK ("reviews"."overall_rating" between 1 and 5 and "reviews"."quality_rating" between 1 and 5 and "reviews"."communication_rating" between 1 and 5 and "reviews"."delivery_rating" between 1 and 5),
	CONSTRAINT "reviews_hidden_with_reason" CHECK ("reviews"."hidden_at" is null or "reviews"."hidden_reason" is not null)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_key" ON "reviews" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "reviews_seller_created_idx" ON "reviews" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "reviews_buyer_idx" ON "reviews" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id","order_id");--> statement-breakpoint
-- Product and store pages show reviews: a new, changed, hidden or deleted review drops the cached public
-- answers in every process, as a catalogue change does (notify_catalogue_changed, migration 0012).
CREATE TRIGGER "reviews_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
