CREATE TABLE "payout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payout_batches_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"number" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"trigger" text NOT NULL,
	"period_key" text,
	"item_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"approved_by" uuid,
	"bank_reference" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_batches_second_approver" CHECK ("payout_batches"."approved_by" is null or "payout_batches"."created_by" is null or "payout_batches"."approved_by" <> "payout_batches"."created_by")
);
--> statement-breakpoint
CREATE TABLE "payout_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"state" text DEFAULT 'included' NOT NULL,
	"account_holder" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_number" text NOT NULL,
	"swift_bic" text,
	"bank_reference" text,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_items_amount_positive" CHECK ("payout_items"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "seller_payout_settings" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"schedule" text DEFAULT 'weekly' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_batches" ADD CONSTRAINT "payout_batches_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_batch_id_payout_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."payout_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_items" ADD CONSTRAINT "payout_items_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_payout_settings" ADD CONSTRAINT "seller_payout_settings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batches_number_key" ON "payout_batches" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_batches_period_key" ON "payout_batches" USING btree ("period_key");--> statement-breakpoint
CREATE INDEX "payout_batches_state_created_idx" ON "payout_batches" USING btree ("state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_batch_seller_currency_key" ON "payout_items" USING btree ("batch_id","seller_id","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_one_open_key" ON "payout_items" USING btree ("seller_id","currency") WHERE "payout_items"."state" = 'included';--> statement-breakpoint
CREATE INDEX "payout_items_seller_created_idx" ON "payout_items" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "payout_items_batch_idx" ON "payout_items" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_ledger_entries_payout_once_key" ON "seller_ledger_entries" USING btree ("payout_id","type","bucket") WHERE "seller_ledger_entries"."payout_id" is not null;