CREATE TABLE "commission_invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commission_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"seller_id" uuid NOT NULL,
	"month" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"marketplace" jsonb NOT NULL,
	"seller" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"settlement_mode" text NOT NULL,
	"issued_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_invoices_month_format" CHECK ("commission_invoices"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "commission_invoices" ADD CONSTRAINT "commission_invoices_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_invoices" ADD CONSTRAINT "commission_invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_invoices_number_key" ON "commission_invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_invoices_year_sequence_key" ON "commission_invoices" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_invoices_seller_month_key" ON "commission_invoices" USING btree ("seller_id","month");--> statement-breakpoint
CREATE INDEX "commission_invoices_month_idx" ON "commission_invoices" USING btree ("month");--> statement-breakpoint
CREATE INDEX "seller_ledger_entries_seller_currency_created_idx" ON "seller_ledger_entries" USING btree ("seller_id","currency","created_at","seq");--> statement-breakpoint
CREATE INDEX "seller_ledger_entries_type_created_idx" ON "seller_ledger_entries" USING btree ("type","created_at");