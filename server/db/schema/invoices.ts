// Commission invoices from the marketplace to each seller, one per seller and month
// (server/modules/statements). Numbers run without gaps per year: the year's counter row is locked
// FOR UPDATE in the transaction that writes the invoice, so a number is taken only when its invoice is
// stored. Each invoice keeps both parties' legal details as they were when it was issued.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './accounts';

/** The last invoice number given in a year. */
export const commissionInvoiceCounters = pgTable('commission_invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

export interface InvoiceParty {
  legal_name: string;
  tax_id: string | null;
  address: string;
  country: string | null;
  registration_number?: string | null;
  email?: string | null;
}

/** One currency's line: the month's commission and the tax on it, both as the seller owes them (positive). */
export interface InvoiceLine {
  currency: string;
  commission_minor: number;
  tax_minor: number;
  total_minor: number;
}

export const commissionInvoices = pgTable(
  'commission_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** CI-2026-000001 */
    number: text('number').notNull(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => users.id),
    /** The month billed, YYYY-MM. */
    month: text('month').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    marketplace: jsonb('marketplace').$type<InvoiceParty>().notNull(),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    settlementMode: text('settlement_mode').notNull(),
    /** Null: the monthly job issued it. */
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('commission_invoices_number_key').on(t.number),
    uniqueIndex('commission_invoices_year_sequence_key').on(t.year, t.sequence),
    // One invoice per seller and month, however many processes issue it.
    uniqueIndex('commission_invoices_seller_month_key').on(t.sellerId, t.month),
    index('commission_invoices_month_idx').on(t.month),
    check('commission_invoices_month_format', sql`${t.month} ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`),
  ],
);
