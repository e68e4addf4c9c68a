CREATE TABLE "commission_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"category_id" uuid,
	"seller_id" uuid,
	"currency" text,
	"rate_bp" integer NOT NULL,
	"min_line_minor" bigint,
	"max_line_minor" bigint,
	"fixed_fee_minor" bigint,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commission_rules_rate_range" CHECK ("commission_rules"."rate_bp" between 0 and 10000),
	CONSTRAINT "commission_rules_target_matches_scope" CHECK (("commission_rules"."scope" = 'default' and "commission_rules"."category_id" is null and "commission_rules"."seller_id" is null) or ("commission_rules"."scope" = 'category' and "commission_rules"."category_id" is not null and "commission_rules"."seller_id" is null) or ("commission_rules"."scope" = 'seller' and "commission_rules"."seller_id" is not null and "commission_rules"."category_id" is null)),
	CONSTRAINT "commission_rules_amounts_have_currency" CHECK ("commission_rules"."currency" is not null or ("commission_rules"."min_line_minor" is null and "commission_rules"."max_line_minor" is null and "commission_rules"."fixed_fee_minor" is null)),
	CONSTRAINT "commission_rules_amounts_not_negative" CHECK (coalesce("commission_rules"."min_line_minor", 0) >= 0 and coalesce("commission_rules"."max_line_minor", 0) >= 0 and coalesce("commission_rules"."fixed_fee_minor", 0) >= 0),
	CONSTRAINT "commission_rules_min_below_max" CHECK ("commission_rules"."min_line_minor" is null or "commission_rules"."max_line_minor" is null or "commission_rules"."min_line_minor" <= "commission_rules"."max_line_minor")
);
--> statement-breakpoint
CREATE TABLE "seller_balances" (
	"seller_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"pending_minor" bigint DEFAULT 0 NOT NULL,
	"payable_minor" bigint DEFAULT 0 NOT NULL,
	"reserved_minor" bigint DEFAULT 0 NOT NULL,
	"paid_minor" bigint DEFAULT 0 NOT NULL,
	"entry_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_balances_seller_id_currency_pk" PRIMARY KEY("seller_id","currency")
);
--> statement-breakpoint
CREATE TABLE "seller_ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "seller_ledger_entries_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"type" text NOT NULL,
	"bucket" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"order_id" uuid,
	"order_line_id" uuid,
	"payout_id" uuid,
	"reason" text,
	"staff_id" uuid,
	"pending_after" bigint NOT NULL,
	"payable_after" bigint NOT NULL,
	"reserved_after" bigint NOT NULL,
	"paid_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_ledger_entries_adjustment_has_reason" CHECK ("seller_ledger_entries"."type" <> 'adjustment' or ("seller_ledger_entries"."reason" is not null and "seller_ledger_entries"."staff_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "commission_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "commission_rate_bp" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "commission_rule_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_fixed_fee_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commission_tax_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "settlement_mode" text DEFAULT 'collect' NOT NULL;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rules" ADD CONSTRAINT "commission_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_balances" ADD CONSTRAINT "seller_balances_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ledger_entries" ADD CONSTRAINT "seller_ledger_entries_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "commission_rules_target_key" ON "commission_rules" USING btree ("scope",coalesce("category_id", "seller_id"),coalesce("currency", ''));--> statement-breakpoint
CREATE UNIQUE INDEX "seller_ledger_entries_seq_key" ON "seller_ledger_entries" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "seller_ledger_entries_seller_seq_idx" ON "seller_ledger_entries" USING btree ("seller_id","seq");--> statement-breakpoint
CREATE INDEX "seller_ledger_entries_seller_currency_seq_idx" ON "seller_ledger_entries" USING btree ("seller_id","currency","seq");--> statement-breakpoint
CREATE INDEX "seller_ledger_entries_seller_type_seq_idx" ON "seller_ledger_entries" USING btree ("seller_id","type","seq");--> statement-breakpoint
CREATE INDEX "seller_ledger_entries_order_idx" ON "seller_ledger_entries" USING btree ("order_id") WHERE "seller_ledger_entries"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_ledger_entries_order_once_key" ON "seller_ledger_entries" USING btree ("order_id","type","bucket") WHERE "seller_ledger_entries"."order_id" is not null and "seller_ledger_entries"."order_line_id" is null and "seller_ledger_entries"."payout_id" is null;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_commission_rule_id_commission_rules_id_fk" FOREIGN KEY ("commission_rule_id") REFERENCES "public"."commission_rules"("id") ON DELETE set null ON UPDATE no action;