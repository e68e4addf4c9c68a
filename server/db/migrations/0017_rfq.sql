-- Requests for quotation and quotes (server/db/schema-rfq.ts). Orders keep the RFQ and the quote they
-- came from; an accepted quote's item need not be a catalogue product; chat gets quote threads.
CREATE TABLE "rfqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"buyer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"category_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"visibility" text DEFAULT 'open' NOT NULL,
	"buyer_country" text,
	"delivery_country" text NOT NULL,
	"delivery_city" text NOT NULL,
	"incoterm" text NOT NULL,
	"required_by" date NOT NULL,
	"payment_terms" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"quotes_wanted" integer DEFAULT 10 NOT NULL,
	"quote_count" integer DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	"staff_close_kind" text,
	"closed_by" uuid,
	"expiry_warned_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfqs_number_unique" UNIQUE("number"),
	CONSTRAINT "rfqs_status_known" CHECK ("rfqs"."status" in ('draft', 'open', 'closed', 'awarded', 'expired', 'cancelled')),
	CONSTRAINT "rfqs_visibility_known" CHECK ("rfqs"."visibility" in ('open', 'invited')),
	CONSTRAINT "rfqs_incoterm_known" CHECK ("rfqs"."incoterm" in ('EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'CPT', 'DAP', 'DDP')),
	CONSTRAINT "rfqs_quotes_wanted_range" CHECK ("rfqs"."quotes_wanted" between 1 and 20),
	CONSTRAINT "rfqs_quote_count_range" CHECK ("rfqs"."quote_count" >= 0 and "rfqs"."quote_count" <= "rfqs"."quotes_wanted"),
	CONSTRAINT "rfqs_opened_when_posted" CHECK ("rfqs"."status" = 'draft' or "rfqs"."status" = 'cancelled' or "rfqs"."opened_at" is not null),
	CONSTRAINT "rfqs_staff_close_kind_known" CHECK ("rfqs"."staff_close_kind" is null or ("rfqs"."staff_close_kind" in ('spam', 'abuse') and "rfqs"."status" = 'closed'))
);
--> statement-breakpoint
CREATE TABLE "rfq_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rfq_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit" text NOT NULL,
	"target_unit_price_minor" bigint,
	"specifications" text DEFAULT '' NOT NULL,
	CONSTRAINT "rfq_lines_quantity_range" CHECK ("rfq_lines"."quantity" between 1 and 1000000000),
	CONSTRAINT "rfq_lines_target_positive" CHECK ("rfq_lines"."target_unit_price_minor" is null or "rfq_lines"."target_unit_price_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "rfq_invitations" (
	"rfq_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rfq_invitations_rfq_id_seller_id_pk" PRIMARY KEY("rfq_id","seller_id")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rfq_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"currency" text NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"total_minor" bigint NOT NULL,
	"decline_reason" text,
	"decided_at" timestamp with time zone,
	"buyer_revealed_at" timestamp with time zone,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_status_known" CHECK ("quotes"."status" in ('submitted', 'revised', 'shortlisted', 'accepted', 'declined', 'withdrawn', 'expired')),
	CONSTRAINT "quotes_declined_with_reason" CHECK ("quotes"."status" <> 'declined' or "quotes"."decline_reason" is not null),
	CONSTRAINT "quotes_accepted_with_order" CHECK ("quotes"."status" <> 'accepted' or "quotes"."order_id" is not null),
	CONSTRAINT "quotes_version_positive" CHECK ("quotes"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "quote_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"currency" text NOT NULL,
	"incoterm" text NOT NULL,
	"shipping_cost_minor" bigint DEFAULT 0 NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"payment_terms" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_versions_incoterm_known" CHECK ("quote_versions"."incoterm" in ('EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'CPT', 'DAP', 'DDP')),
	CONSTRAINT "quote_versions_shipping_not_negative" CHECK ("quote_versions"."shipping_cost_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_version_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version_id" uuid NOT NULL,
	"rfq_line_id" uuid NOT NULL,
	"product_id" uuid,
	"unit_price_minor" bigint NOT NULL,
	"price_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"moq" integer NOT NULL,
	"lead_time_days" integer NOT NULL,
	"sample_available" boolean DEFAULT false NOT NULL,
	"sample_price_minor" bigint,
	CONSTRAINT "quote_version_lines_price_positive" CHECK ("quote_version_lines"."unit_price_minor" > 0),
	CONSTRAINT "quote_version_lines_moq_positive" CHECK ("quote_version_lines"."moq" >= 1),
	CONSTRAINT "quote_version_lines_lead_time_range" CHECK ("quote_version_lines"."lead_time_days" between 0 and 365),
	CONSTRAINT "quote_version_lines_sample_price" CHECK ("quote_version_lines"."sample_price_minor" is null or ("quote_version_lines"."sample_available" and "quote_version_lines"."sample_price_minor" >= 0))
);
--> statement-breakpoint
CREATE TABLE "rfq_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rfq_id" uuid NOT NULL,
	"quote_id" uuid,
	"file_id" uuid NOT NULL,
	"original_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote_allowances" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"monthly_limit" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rfq_digests" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"covered_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_lines" ADD CONSTRAINT "rfq_lines_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_lines" ADD CONSTRAINT "rfq_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_invitations" ADD CONSTRAINT "rfq_invitations_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_invitations" ADD CONSTRAINT "rfq_invitations_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_versions" ADD CONSTRAINT "quote_versions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_version_lines" ADD CONSTRAINT "quote_version_lines_version_id_quote_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."quote_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_version_lines" ADD CONSTRAINT "quote_version_lines_rfq_line_id_rfq_lines_id_fk" FOREIGN KEY ("rfq_line_id") REFERENCES "public"."rfq_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_version_lines" ADD CONSTRAINT "quote_version_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_attachments" ADD CONSTRAINT "rfq_attachments_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_attachments" ADD CONSTRAINT "rfq_attachments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_attachments" ADD CONSTRAINT "rfq_attachments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_allowances" ADD CONSTRAINT "quote_allowances_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_digests" ADD CONSTRAINT "rfq_digests_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rfqs_buyer_created_idx" ON "rfqs" USING btree ("buyer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "rfqs_open_category_idx" ON "rfqs" USING btree ("category_id","opened_at","id") WHERE "rfqs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "rfqs_open_opened_idx" ON "rfqs" USING btree ("opened_at","id") WHERE "rfqs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "rfqs_open_valid_idx" ON "rfqs" USING btree ("valid_until") WHERE "rfqs"."status" = 'open';--> statement-breakpoint
CREATE INDEX "rfqs_created_idx" ON "rfqs" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_lines_rfq_position_key" ON "rfq_lines" USING btree ("rfq_id","position");--> statement-breakpoint
CREATE INDEX "rfq_lines_quantity_idx" ON "rfq_lines" USING btree ("quantity","rfq_id");--> statement-breakpoint
CREATE INDEX "rfq_invitations_seller_idx" ON "rfq_invitations" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_rfq_seller_key" ON "quotes" USING btree ("rfq_id","seller_id");--> statement-breakpoint
CREATE INDEX "quotes_seller_updated_idx" ON "quotes" USING btree ("seller_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "quotes_seller_created_idx" ON "quotes" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_versions_quote_version_key" ON "quote_versions" USING btree ("quote_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_version_lines_line_key" ON "quote_version_lines" USING btree ("version_id","rfq_line_id");--> statement-breakpoint
CREATE INDEX "rfq_attachments_rfq_idx" ON "rfq_attachments" USING btree ("rfq_id","quote_id");--> statement-breakpoint
-- A version is what the supplier offered at that moment: it is never rewritten.
CREATE FUNCTION "quote_versions_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'quote versions are immutable' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "quote_versions_no_update" BEFORE UPDATE ON "quote_versions" FOR EACH ROW EXECUTE FUNCTION "quote_versions_immutable"();--> statement-breakpoint
CREATE TRIGGER "quote_version_lines_no_update" BEFORE UPDATE ON "quote_version_lines" FOR EACH ROW EXECUTE FUNCTION "quote_versions_immutable"();--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rfq_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One order per accepted quote, whatever races: the database has the last word.
CREATE UNIQUE INDEX "orders_quote_key" ON "orders" USING btree ("quote_id") WHERE "orders"."quote_id" is not null;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "product_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "quote_id" uuid;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_quote_key" ON "conversations" USING btree ("quote_id") WHERE "conversations"."kind" = 'quote';
