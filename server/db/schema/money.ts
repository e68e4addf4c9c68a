// Money: the marketplace's commission rules, and each seller's append-only ledger with its running
// balances (server/modules/money). The commission an order owes is frozen on its lines when it is placed
// (trade.ts); the ledger only ever gains rows, and each row carries the balances after it, so a balance is
// one row read (seller_balances), never a sum over history.
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LEDGER_BUCKETS, LEDGER_ENTRY_TYPES } from '../../../src/contract/money-constants';
import { PAYOUT_BATCH_STATES, PAYOUT_ITEM_STATES, PAYOUT_SCHEDULES, PAYOUT_TRIGGERS } from '../../../src/contract/payouts-messages';
import { createdAt, minor } from './columns';
import { users } from './accounts';
import { categories } from './catalogue';

/**
 * A commission rule: a rate in basis points, optionally with a minimum and a maximum per order line and
 * a fixed fee per order, which are amounts and so belong to one currency. The most specific rule wins:
 * seller, then category (the nearest ancestor's), then default; at one scope a rule of the order's
 * currency before one for every currency (currency null).
 */
export const commissionRules = pgTable(
  'commission_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scope: text('scope', { enum: ['default', 'category', 'seller'] }).notNull(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Null: every currency (then no amounts below). */
    currency: text('currency'),
    rateBp: integer('rate_bp').notNull(),
    minLineMinor: minor('min_line_minor'),
    maxLineMinor: minor('max_line_minor'),
    fixedFeeMinor: minor('fixed_fee_minor'),
    note: text('note'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('commission_rules_rate_range', sql`${t.rateBp} between 0 and 10000`),
    check(
      'commission_rules_target_matches_scope',
      sql`(${t.scope} = 'default' and ${t.categoryId} is null and ${t.sellerId} is null) or (${t.scope} = 'category' and ${t.categoryId} is not null and ${t.sellerId} is null) or (${t.scope} = 'seller' and ${t.sellerId} is not null and ${t.categoryId} is null)`,
    ),
    check(
      'commission_rules_amounts_have_currency',
      sql`${t.currency} is not null or (${t.minLineMinor} is null and ${t.maxLineMinor} is null and ${t.fixedFeeMinor} is null)`,
    ),
    check(
      'commission_rules_amounts_not_negative',
      sql`coalesce(${t.minLineMinor}, 0) >= 0 and coalesce(${t.maxLineMinor}, 0) >= 0 and coalesce(${t.fixedFeeMinor}, 0) >= 0`,
    ),
    check('commission_rules_min_below_max', sql`${t.minLineMinor} is null or ${t.maxLineMinor} is null or ${t.minLineMinor} <= ${t.maxLineMinor}`),
    // One rule per scope, target and currency.
    uniqueIndex('commission_rules_target_key').on(t.scope, sql`coalesce(${t.categoryId}, ${t.sellerId})`, sql`coalesce(${t.currency}, '')`),
  ],
);

/** Each seller's balances per currency: the running balances after its newest ledger entry, locked FOR UPDATE while entries are added. */
export const sellerBalances = pgTable(
  'seller_balances',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency').notNull(),
    pendingMinor: minor('pending_minor').notNull().default(0),
    payableMinor: minor('payable_minor').notNull().default(0),
    reservedMinor: minor('reserved_minor').notNull().default(0),
    paidMinor: minor('paid_minor').notNull().default(0),
    entryCount: integer('entry_count').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.currency] })],
);

/**
 * The seller's ledger: signed amounts in one bucket each (pending, payable, reserved, paid), never
 * updated or deleted (a trigger refuses it, migration 0029). A move between buckets is two rows. Each row
 * keeps the seller's balances in its currency after it; `seq` orders the rows.
 */
export const sellerLedgerEntries = pgTable(
  'seller_ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency').notNull(),
    type: text('type', { enum: LEDGER_ENTRY_TYPES }).notNull(),
    bucket: text('bucket', { enum: LEDGER_BUCKETS }).notNull(),
    amountMinor: minor('amount_minor').notNull(),
    orderId: uuid('order_id'),
    orderLineId: uuid('order_line_id'),
    payoutId: uuid('payout_id'),
    /** A staff adjustment's reason (required there), or a reversal's. */
    reason: text('reason'),
    staffId: uuid('staff_id'),
    pendingAfter: minor('pending_after').notNull(),
    payableAfter: minor('payable_after').notNull(),
    reservedAfter: minor('reserved_after').notNull(),
    paidAfter: minor('paid_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('seller_ledger_entries_seq_key').on(t.seq),
    index('seller_ledger_entries_seller_seq_idx').on(t.sellerId, t.seq),
    index('seller_ledger_entries_seller_currency_seq_idx').on(t.sellerId, t.currency, t.seq),
    index('seller_ledger_entries_seller_type_seq_idx').on(t.sellerId, t.type, t.seq),
    // A statement's month: the balance after the last entry before it, and the month's entries (statements).
    index('seller_ledger_entries_seller_currency_created_idx').on(t.sellerId, t.currency, t.createdAt, t.seq),
    // The marketplace's figures per month: sales, commission and tax by type over a period.
    index('seller_ledger_entries_type_created_idx').on(t.type, t.createdAt),
    index('seller_ledger_entries_order_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
    // An order's sale, commission, tax, release, reserve and reversal are each written once per bucket, however many processes try.
    uniqueIndex('seller_ledger_entries_order_once_key')
      .on(t.orderId, t.type, t.bucket)
      .where(sql`${t.orderId} is not null and ${t.orderLineId} is null and ${t.payoutId} is null`),
    // A payout leaves payable once and is returned once, however many requests try.
    uniqueIndex('seller_ledger_entries_payout_once_key')
      .on(t.payoutId, t.type, t.bucket)
      .where(sql`${t.payoutId} is not null`),
    check('seller_ledger_entries_adjustment_has_reason', sql`${t.type} <> 'adjustment' or (${t.reason} is not null and ${t.staffId} is not null)`),
  ],
);

/** A seller's payout schedule; a seller without a row is paid weekly. */
export const sellerPayoutSettings = pgTable('seller_payout_settings', {
  sellerId: uuid('seller_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  schedule: text('schedule', { enum: PAYOUT_SCHEDULES }).notNull().default('weekly'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A payout batch (server/modules/payouts): draft → approved (by staff other than its maker) → sent →
 * paid or failed; a draft or approved batch may be cancelled. A scheduled run's `period_key` makes it
 * once however many processes try.
 */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    number: text('number').notNull(),
    state: text('state', { enum: PAYOUT_BATCH_STATES }).notNull().default('draft'),
    trigger: text('trigger', { enum: PAYOUT_TRIGGERS }).notNull(),
    periodKey: text('period_key'),
    itemCount: integer('item_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    approvedBy: uuid('approved_by').references(() => users.id, { onDelete: 'set null' }),
    bankReference: text('bank_reference'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payout_batches_number_key').on(t.number),
    uniqueIndex('payout_batches_period_key').on(t.periodKey),
    index('payout_batches_state_created_idx').on(t.state, t.createdAt),
    // Four eyes: the maker never approves its own batch.
    check('payout_batches_second_approver', sql`${t.approvedBy} is null or ${t.createdBy} is null or ${t.approvedBy} <> ${t.createdBy}`),
  ],
);

/**
 * One seller's transfer in one currency, with the bank details as they were when the batch was made.
 * A seller and currency is in at most one batch not yet sent (the partial unique index): two batches
 * made at once cannot both take the same payable balance.
 */
export const payoutItems = pgTable(
  'payout_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => payoutBatches.id),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency').notNull(),
    amountMinor: minor('amount_minor').notNull(),
    state: text('state', { enum: PAYOUT_ITEM_STATES }).notNull().default('included'),
    accountHolder: text('account_holder').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    swiftBic: text('swift_bic'),
    bankReference: text('bank_reference'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payout_items_batch_seller_currency_key').on(t.batchId, t.sellerId, t.currency),
    uniqueIndex('payout_items_one_open_key')
      .on(t.sellerId, t.currency)
      .where(sql`${t.state} = 'included'`),
    index('payout_items_seller_created_idx').on(t.sellerId, t.createdAt),
    index('payout_items_batch_idx').on(t.batchId),
    check('payout_items_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);
