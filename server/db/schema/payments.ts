// Buyer payments in collect mode (server/modules/payments): what reached the marketplace's bank account
// for an order, recorded by staff or imported from a bank statement, and the statement lines that wait
// for a manual match. An order's payment state (unpaid, partially paid, paid, overpaid) follows from the
// sum of its payments against its total; orders.payment_status is kept in step for the older readers.
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, minor } from './columns';
import { users } from './accounts';
import { orders } from './trade';

/** One amount received for an order, in the order's currency. */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amountMinor: minor('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** The day the bank credited it (the statement's date). */
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    /** The transfer's reference as the bank shows it (the buyer should have written the order number). */
    bankReference: text('bank_reference').notNull().default(''),
    /** The bank's own id of the statement line; a line is recorded once, however often its file is imported. */
    bankLineId: text('bank_line_id'),
    source: text('source', { enum: ['manual', 'statement'] }).notNull(),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_payments_order_idx').on(t.orderId, t.createdAt),
    index('order_payments_created_idx').on(t.createdAt, t.id),
    uniqueIndex('order_payments_bank_line_key')
      .on(t.bankLineId)
      .where(sql`${t.bankLineId} is not null`),
    check('order_payments_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

/**
 * Every line of an imported bank statement, once per bank line id: matched to an order by the order
 * number in its reference (then it is also an order payment), or waiting for staff to match it by hand.
 */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bankLineId: text('bank_line_id').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    amountMinor: minor('amount_minor').notNull(),
    currency: text('currency').notNull(),
    reference: text('reference').notNull(),
    status: text('status', { enum: ['matched', 'unmatched'] }).notNull(),
    /** Why it waits: no order number in the reference, an unknown one, or an order of another currency or cancelled. */
    unmatchedReason: text('unmatched_reason', { enum: ['no_reference', 'unknown_order', 'currency', 'cancelled'] }),
    orderId: uuid('order_id').references(() => orders.id),
    paymentId: uuid('payment_id').references(() => orderPayments.id),
    importedBy: uuid('imported_by').references(() => users.id, { onDelete: 'set null' }),
    matchedBy: uuid('matched_by').references(() => users.id, { onDelete: 'set null' }),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bank_statement_lines_bank_line_key').on(t.bankLineId),
    index('bank_statement_lines_status_created_idx').on(t.status, t.createdAt, t.id),
    check('bank_statement_lines_amount_positive', sql`${t.amountMinor} > 0`),
    check('bank_statement_lines_matched_has_order', sql`${t.status} = 'unmatched' or (${t.orderId} is not null and ${t.paymentId} is not null)`),
  ],
);
