CREATE TABLE "approval_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"company_id" uuid NOT NULL,
	"requester_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'awaiting' NOT NULL,
	"payload" jsonb NOT NULL,
	"shipping_address" jsonb,
	"idempotency_key" text,
	"total_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"rule_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"rfq_id" uuid,
	"quote_id" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"note" text,
	"expires_at" timestamp with time zone NOT NULL,
	"order_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_requests_number_unique" UNIQUE("number"),
	CONSTRAINT "approval_requests_kind_known" CHECK ("approval_requests"."kind" in ('order', 'rfq_award')),
	CONSTRAINT "approval_requests_status_known" CHECK ("approval_requests"."status" in ('awaiting', 'approved', 'rejected', 'expired', 'cancelled')),
	CONSTRAINT "approval_requests_total_not_negative" CHECK ("approval_requests"."total_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"legal_name" text NOT NULL,
	"country" text NOT NULL,
	"tax_id" text,
	"billing_address" jsonb NOT NULL,
	"budget_currency" text NOT NULL,
	"logo_file_id" uuid,
	"status" text DEFAULT 'active' NOT NULL,
	"status_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_status_known" CHECK ("companies"."status" in ('active', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "company_approval_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint,
	"approver_role" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_approval_rules_kind_known" CHECK ("company_approval_rules"."kind" in ('order_total_above', 'new_supplier', 'rfq_award_above')),
	CONSTRAINT "company_approval_rules_approver_known" CHECK ("company_approval_rules"."approver_role" in ('admin', 'approver')),
	CONSTRAINT "company_approval_rules_amount" CHECK (("company_approval_rules"."kind" = 'new_supplier' and "company_approval_rules"."amount_minor" is null) or ("company_approval_rules"."kind" <> 'new_supplier' and "company_approval_rules"."amount_minor" is not null and "company_approval_rules"."amount_minor" >= 0))
);
--> statement-breakpoint
CREATE TABLE "company_audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text,
	"subject_label" text,
	"before" jsonb,
	"after" jsonb,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_budgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"user_id" uuid,
	"period" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_budgets_scope_known" CHECK ("company_budgets"."scope" in ('company', 'member')),
	CONSTRAINT "company_budgets_period_known" CHECK ("company_budgets"."period" in ('month', 'quarter')),
	CONSTRAINT "company_budgets_scope_user" CHECK (("company_budgets"."scope" = 'company') = ("company_budgets"."user_id" is null)),
	CONSTRAINT "company_budgets_amount_positive" CHECK ("company_budgets"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "company_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" uuid,
	"revoked_at" timestamp with time zone,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "company_invitations_role_known" CHECK ("company_invitations"."role" in ('admin', 'approver', 'buyer', 'viewer'))
);
--> statement-breakpoint
CREATE TABLE "company_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"invited_by" uuid,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_members_role_known" CHECK ("company_members"."role" in ('admin', 'approver', 'buyer', 'viewer')),
	CONSTRAINT "company_members_status_known" CHECK ("company_members"."status" in ('active', 'suspended'))
);
--> statement-breakpoint
CREATE TABLE "requisition_list_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requisition_list_lines_quantity_positive" CHECK ("requisition_list_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "requisition_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_logo_file_id_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_approval_rules" ADD CONSTRAINT "company_approval_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_approval_rules" ADD CONSTRAINT "company_approval_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_audit_events" ADD CONSTRAINT "company_audit_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_budgets" ADD CONSTRAINT "company_budgets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_budgets" ADD CONSTRAINT "company_budgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_budgets" ADD CONSTRAINT "company_budgets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_used_by_users_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_invitations" ADD CONSTRAINT "company_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_members" ADD CONSTRAINT "company_members_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_list_lines" ADD CONSTRAINT "requisition_list_lines_list_id_requisition_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."requisition_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_list_lines" ADD CONSTRAINT "requisition_list_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_lists" ADD CONSTRAINT "requisition_lists_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requisition_lists" ADD CONSTRAINT "requisition_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_requests_company_status_created_idx" ON "approval_requests" USING btree ("company_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "approval_requests_requester_created_idx" ON "approval_requests" USING btree ("requester_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "approval_requests_requester_key" ON "approval_requests" USING btree ("requester_id","idempotency_key") WHERE "approval_requests"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "approval_requests_awaiting_expires_idx" ON "approval_requests" USING btree ("expires_at") WHERE "approval_requests"."status" = 'awaiting';--> statement-breakpoint
CREATE INDEX "companies_created_idx" ON "companies" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "companies_legal_name_idx" ON "companies" USING btree (lower("legal_name"));--> statement-breakpoint
CREATE INDEX "company_approval_rules_company_idx" ON "company_approval_rules" USING btree ("company_id","active","kind");--> statement-breakpoint
CREATE INDEX "company_audit_events_company_created_idx" ON "company_audit_events" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_budgets_company_period_key" ON "company_budgets" USING btree ("company_id","period") WHERE "company_budgets"."user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "company_budgets_member_period_key" ON "company_budgets" USING btree ("company_id","user_id","period") WHERE "company_budgets"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "company_invitations_company_created_idx" ON "company_invitations" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "company_invitations_email_idx" ON "company_invitations" USING btree ("email");--> statement-breakpoint
CREATE INDEX "company_members_company_idx" ON "company_members" USING btree ("company_id","joined_at","user_id");--> statement-breakpoint
CREATE INDEX "company_members_company_role_idx" ON "company_members" USING btree ("company_id","role","status");--> statement-breakpoint
CREATE UNIQUE INDEX "requisition_list_lines_list_product_key" ON "requisition_list_lines" USING btree ("list_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "requisition_lists_company_name_key" ON "requisition_lists" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "requisition_lists_company_updated_idx" ON "requisition_lists" USING btree ("company_id","updated_at","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfqs" ADD CONSTRAINT "rfqs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_company_created_idx" ON "orders" USING btree ("company_id","created_at","id") WHERE "orders"."company_id" is not null;--> statement-breakpoint
CREATE INDEX "rfqs_company_created_idx" ON "rfqs" USING btree ("company_id","created_at","id") WHERE "rfqs"."company_id" is not null;