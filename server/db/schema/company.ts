// Company buying: a buyer's company with its members, invitations and audit trail, the approval rules,
// budgets and approval requests that govern its spending, and its requisition lists. Orders and RFQs point
// at their company (trade.ts imports this file), so nothing here imports trade.ts.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, minor } from './columns';
import { files, users } from './accounts';
import { products } from './catalogue';

/** The billing address as stored: the address book's fields without its label, phone or default flags. */
export type CompanyBillingAddress = {
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  postal_code: string;
  country: string;
};

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    legalName: text('legal_name').notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    taxId: text('tax_id'),
    billingAddress: jsonb('billing_address').$type<CompanyBillingAddress>().notNull(),
    /** Budgets, limits and rule amounts are in this currency. */
    budgetCurrency: text('budget_currency').notNull(),
    /** An image in `files`, checked as documents are. */
    logoFileId: uuid('logo_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Suspended by staff: no member has company access until reactivated. */
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    /** Why staff last changed `status`. */
    statusReason: text('status_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('companies_status_known', sql`${t.status} in ('active', 'suspended')`),
    index('companies_created_idx').on(t.createdAt, t.id),
    index('companies_legal_name_idx').on(sql`lower(${t.legalName})`),
  ],
);

/** A buyer belongs to at most one company: the user id is the key. */
export const companyMembers = pgTable(
  'company_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['admin', 'approver', 'buyer', 'viewer'] }).notNull(),
    status: text('status', { enum: ['active', 'suspended'] })
      .notNull()
      .default('active'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('company_members_role_known', sql`${t.role} in ('admin', 'approver', 'buyer', 'viewer')`),
    check('company_members_status_known', sql`${t.status} in ('active', 'suspended')`),
    index('company_members_company_idx').on(t.companyId, t.joinedAt, t.userId),
    // The last-admin rule and the approvers to notify: a company's active members of a role.
    index('company_members_company_role_idx').on(t.companyId, t.role, t.status),
  ],
);

/** Invitations by email: only a hash of the link's token is stored; single use, expiring. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Lower-case. */
    email: text('email').notNull(),
    role: text('role', { enum: ['admin', 'approver', 'buyer', 'viewer'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
    /** Withdrawn by an admin before it was used. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('company_invitations_role_known', sql`${t.role} in ('admin', 'approver', 'buyer', 'viewer')`),
    index('company_invitations_company_created_idx').on(t.companyId, t.createdAt, t.id),
    index('company_invitations_email_idx').on(t.email),
  ],
);

/**
 * The company's own audit trail: member, invitation, rule, budget and approval changes, and staff's
 * suspension of the company. Append-only, like the back office's audit log.
 */
export const companyAuditEvents = pgTable(
  'company_audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** No foreign key: the trail outlives accounts. Null for the system (an expiry). */
    actorId: uuid('actor_id'),
    /** The actor's company role when acting, or `staff` / `system`. */
    actorRole: text('actor_role').notNull(),
    /** What was done, e.g. `member.invited`, `member.role_changed`, `rule.created`, `approval.approved`. */
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    /** What the subject was called when the entry was written (a member's name or email), so it outlives a removal. */
    subjectLabel: text('subject_label'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('company_audit_events_company_created_idx').on(t.companyId, t.createdAt, t.id)],
);

/** A condition and who must approve when it holds. Amounts are in the company's budget currency. */
export const companyApprovalRules = pgTable(
  'company_approval_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['order_total_above', 'new_supplier', 'rfq_award_above'] }).notNull(),
    /** The threshold of the `…_above` kinds; null for `new_supplier`. */
    amountMinor: minor('amount_minor'),
    /** The company role that decides: its active members are the approvers. */
    approverRole: text('approver_role', { enum: ['admin', 'approver'] }).notNull(),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('company_approval_rules_kind_known', sql`${t.kind} in ('order_total_above', 'new_supplier', 'rfq_award_above')`),
    check('company_approval_rules_approver_known', sql`${t.approverRole} in ('admin', 'approver')`),
    check(
      'company_approval_rules_amount',
      sql`(${t.kind} = 'new_supplier' and ${t.amountMinor} is null) or (${t.kind} <> 'new_supplier' and ${t.amountMinor} is not null and ${t.amountMinor} >= 0)`,
    ),
    index('company_approval_rules_company_idx').on(t.companyId, t.active, t.kind),
  ],
);

/** Spend limits: one for the company or one per member, per month or quarter, in the company's currency. */
export const companyBudgets = pgTable(
  'company_budgets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: ['company', 'member'] }).notNull(),
    /** The member a `member` budget limits; null for the company's. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    period: text('period', { enum: ['month', 'quarter'] }).notNull(),
    amountMinor: minor('amount_minor').notNull(),
    /** Always the company's budget currency when written. */
    currency: text('currency').notNull(),
    /** A checkout that would pass the limit: refused with a 409, or sent for approval instead. */
    whenExceeded: text('when_exceeded', { enum: ['refuse', 'approval'] })
      .notNull()
      .default('refuse'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('company_budgets_scope_known', sql`${t.scope} in ('company', 'member')`),
    check('company_budgets_period_known', sql`${t.period} in ('month', 'quarter')`),
    check('company_budgets_scope_user', sql`(${t.scope} = 'company') = (${t.userId} is null)`),
    check('company_budgets_amount_positive', sql`${t.amountMinor} > 0`),
    check('company_budgets_when_exceeded_known', sql`${t.whenExceeded} in ('refuse', 'approval')`),
    // One budget per period for the company and one per period for each member.
    uniqueIndex('company_budgets_company_period_key')
      .on(t.companyId, t.period)
      .where(sql`${t.userId} is null`),
    uniqueIndex('company_budgets_member_period_key')
      .on(t.companyId, t.userId, t.period)
      .where(sql`${t.userId} is not null`),
  ],
);

/**
 * A checkout or RFQ award held for approval. It keeps what the requester saw (lines and prices, the
 * address, the quote) so the approver decides on it and approval re-checks it before placing the orders.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-readable, e.g. APR-2026-AB12CD34. */
    number: text('number').notNull().unique(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['order', 'rfq_award'] }).notNull(),
    status: text('status', { enum: ['awaiting', 'approved', 'rejected', 'expired', 'cancelled'] })
      .notNull()
      .default('awaiting'),
    /** The checkout (lines with the prices seen, address, payment, note) or the award (quote, version) as requested. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** The shipping address as chosen at the request. */
    shippingAddress: jsonb('shipping_address').$type<Record<string, string>>(),
    /** The requester's Idempotency-Key: the approval places the orders with it. */
    idempotencyKey: text('idempotency_key'),
    /** What the request was worth when made, in `currency` (the orders' currency). */
    totalMinor: minor('total_minor').notNull(),
    currency: text('currency').notNull(),
    /** The rules that held when it was made. */
    ruleIds: uuid('rule_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** For an award: the RFQ and quote (no foreign keys: trade.ts points here, not the other way). */
    rfqId: uuid('rfq_id'),
    quoteId: uuid('quote_id'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The approver's note; a rejection's reason. */
    note: text('note'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The orders placed when it was approved. */
    orderIds: uuid('order_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('approval_requests_kind_known', sql`${t.kind} in ('order', 'rfq_award')`),
    check('approval_requests_status_known', sql`${t.status} in ('awaiting', 'approved', 'rejected', 'expired', 'cancelled')`),
    check('approval_requests_total_not_negative', sql`${t.totalMinor} >= 0`),
    index('approval_requests_company_status_created_idx').on(t.companyId, t.status, t.createdAt, t.id),
    index('approval_requests_requester_created_idx').on(t.requesterId, t.createdAt, t.id),
    uniqueIndex('approval_requests_requester_key')
      .on(t.requesterId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    // The expiry sweep.
    index('approval_requests_awaiting_expires_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'awaiting'`),
  ],
);

/** Named saved carts any buyer member can order from. */
export const requisitionLists = pgTable(
  'requisition_lists',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('requisition_lists_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    index('requisition_lists_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
  ],
);

export const requisitionListLines = pgTable(
  'requisition_list_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listId: uuid('list_id')
      .notNull()
      .references(() => requisitionLists.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('requisition_list_lines_list_product_key').on(t.listId, t.productId),
    check('requisition_list_lines_quantity_positive', sql`${t.quantity} > 0`),
  ],
);
