// A seller's monthly statement, read from the ledger's running balances: per currency, the balances
// after the last entry before the month (opening) and after the month's last entry (closing), each one
// index probe on (seller, currency, created_at); the month's entries in order; and its sales, commission,
// tax and payout totals. Nothing is summed over the seller's whole history.
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { StatementCurrency, StatementMonth } from '../../../src/contract/statements';
import { rowsOf, type Database } from '../../db/client';
import { orders, sellerBalances, sellerLedgerEntries } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { statementMessages } from '../../../src/contract/statements';

/** Entries a statement lists at most per currency (the balances and totals always cover the whole month). */
export const STATEMENT_MAX_ENTRIES = 20_000;

/** The month's first instant and the next month's, in UTC. */
export function monthBounds(month: string): { start: Date; end: Date } {
  const [year, mon] = month.split('-').map(Number);
  return { start: new Date(Date.UTC(year, mon - 1, 1)), end: new Date(Date.UTC(year, mon, 1)) };
}

export const monthOf = (date: Date): string => date.toISOString().slice(0, 7);

/** The month before the one `date` falls in. */
export function previousMonth(date: Date): string {
  return monthOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - 1, 1)));
}

/** A month that has not begun cannot have a statement: a 400 naming `month`. */
export function checkMonthStarted(month: string, now = new Date()): void {
  if (monthBounds(month).start > now) throw fieldError('month', statementMessages.futureMonth);
}

/**
 * The months the seller has entries in, newest first, with their currencies: for each currency, a
 * loose index scan (the first entry, then the first from the next month on), so a long history costs
 * one probe per month, not a read of every entry.
 */
export async function statementMonths(db: Database, sellerId: string): Promise<StatementMonth[]> {
  const rows = rowsOf<{ month: string; currencies: string[] }>(
    await db.execute(sql`
      with recursive months(currency, month) as (
        select b.currency,
          (select date_trunc('month', min(e.created_at) at time zone 'UTC') from seller_ledger_entries e
            where e.seller_id = b.seller_id and e.currency = b.currency)
        from seller_balances b where b.seller_id = ${sellerId}
        union all
        select m.currency,
          (select date_trunc('month', min(e.created_at) at time zone 'UTC') from seller_ledger_entries e
            where e.seller_id = ${sellerId} and e.currency = m.currency and e.created_at >= (m.month + interval '1 month') at time zone 'UTC')
        from months m where m.month is not null
      )
      select to_char(month, 'YYYY-MM') as month, array_agg(currency order by currency) as currencies
      from months where month is not null group by month order by month desc`),
  );
  return rows.map((row) => ({
    month: row.month,
    currencies: Array.isArray(row.currencies) ? row.currencies : String(row.currencies).replace(/[{}]/g, '').split(','),
  }));
}

type Buckets = StatementCurrency['opening'];
const ZERO: Buckets = { pending_minor: 0, payable_minor: 0, reserved_minor: 0, paid_minor: 0 };

/** The balances after the seller's last entry in `currency` before `before` (zero when there is none). */
async function balancesBefore(db: Database, sellerId: string, currency: string, before: Date): Promise<Buckets> {
  const [row] = await db
    .select({
      pending_minor: sellerLedgerEntries.pendingAfter,
      payable_minor: sellerLedgerEntries.payableAfter,
      reserved_minor: sellerLedgerEntries.reservedAfter,
      paid_minor: sellerLedgerEntries.paidAfter,
    })
    .from(sellerLedgerEntries)
    .where(and(eq(sellerLedgerEntries.sellerId, sellerId), eq(sellerLedgerEntries.currency, currency), lt(sellerLedgerEntries.createdAt, before)))
    .orderBy(desc(sellerLedgerEntries.createdAt), desc(sellerLedgerEntries.seq))
    .limit(1);
  return row ?? ZERO;
}

export interface StatementEntry {
  createdAt: Date;
  seq: number;
  type: string;
  bucket: string;
  amountMinor: number;
  orderNumber: string | null;
  payoutId: string | null;
  reason: string | null;
  pendingAfter: number;
  payableAfter: number;
  reservedAfter: number;
  paidAfter: number;
}

export interface Statement {
  sellerId: string;
  month: string;
  currencies: Array<StatementCurrency & { entries: StatementEntry[] }>;
}

/**
 * The seller's statement of `month`: every currency it had a balance in by the month's end. Totals are
 * positive as the seller reads them: sales in, commission, tax and payouts out.
 */
export async function readStatement(db: Database, sellerId: string, month: string): Promise<Statement> {
  const { start, end } = monthBounds(month);
  const currencies = await db
    .select({ currency: sellerBalances.currency })
    .from(sellerBalances)
    .where(eq(sellerBalances.sellerId, sellerId))
    .orderBy(sellerBalances.currency);
  const parts: Statement['currencies'] = [];
  for (const { currency } of currencies) {
    const inMonth = and(
      eq(sellerLedgerEntries.sellerId, sellerId),
      eq(sellerLedgerEntries.currency, currency),
      gte(sellerLedgerEntries.createdAt, start),
      lt(sellerLedgerEntries.createdAt, end),
    );
    const [opening, closing, [totals], entries] = await Promise.all([
      balancesBefore(db, sellerId, currency, start),
      balancesBefore(db, sellerId, currency, end),
      db
        .select({
          count: sql<string>`count(*)`,
          sales: sql<string>`coalesce(sum(${sellerLedgerEntries.amountMinor}) filter (where ${sellerLedgerEntries.type} = 'sale'), 0)`,
          commission: sql<string>`coalesce(sum(${sellerLedgerEntries.amountMinor}) filter (where ${sellerLedgerEntries.type} = 'commission'), 0)`,
          tax: sql<string>`coalesce(sum(${sellerLedgerEntries.amountMinor}) filter (where ${sellerLedgerEntries.type} = 'commission_tax'), 0)`,
          // A payout moves payable to paid: its paid-side rows count what was paid out.
          payouts: sql<string>`coalesce(sum(${sellerLedgerEntries.amountMinor}) filter (where ${sellerLedgerEntries.type} = 'payout' and ${sellerLedgerEntries.bucket} = 'paid'), 0)`,
        })
        .from(sellerLedgerEntries)
        .where(inMonth),
      db
        .select({
          createdAt: sellerLedgerEntries.createdAt,
          seq: sellerLedgerEntries.seq,
          type: sellerLedgerEntries.type,
          bucket: sellerLedgerEntries.bucket,
          amountMinor: sellerLedgerEntries.amountMinor,
          orderNumber: orders.number,
          payoutId: sellerLedgerEntries.payoutId,
          reason: sellerLedgerEntries.reason,
          pendingAfter: sellerLedgerEntries.pendingAfter,
          payableAfter: sellerLedgerEntries.payableAfter,
          reservedAfter: sellerLedgerEntries.reservedAfter,
          paidAfter: sellerLedgerEntries.paidAfter,
        })
        .from(sellerLedgerEntries)
        .leftJoin(orders, eq(orders.id, sellerLedgerEntries.orderId))
        .where(inMonth)
        .orderBy(asc(sellerLedgerEntries.createdAt), asc(sellerLedgerEntries.seq))
        .limit(STATEMENT_MAX_ENTRIES),
    ]);
    const count = Number(totals.count);
    // A currency the seller had nothing in yet by the month's end has no part in it.
    if (count === 0 && Object.values(closing).every((value) => value === 0)) continue;
    parts.push({
      currency,
      opening,
      closing,
      sales_minor: Number(totals.sales),
      commission_minor: -Number(totals.commission),
      commission_tax_minor: -Number(totals.tax),
      payouts_minor: Number(totals.payouts),
      entry_count: count,
      entries,
    });
  }
  return { sellerId, month, currencies: parts };
}

export const STATEMENT_CSV_COLUMNS = [
  'currency',
  'row',
  'created_at',
  'type',
  'bucket',
  'amount_minor',
  'order_number',
  'payout_id',
  'reason',
  'pending_after',
  'payable_after',
  'reserved_after',
  'paid_after',
] as const;

/**
 * The statement as CSV rows: per currency an `opening` row (balances before the month), an `entry` row
 * per entry, a `closing` row, and `total_*` rows (sales, commission, commission_tax, payouts).
 */
export function statementCsvRows(statement: Statement): Array<Array<string | number | null>> {
  const rows: Array<Array<string | number | null>> = [];
  const { start, end } = monthBounds(statement.month);
  for (const part of statement.currencies) {
    const balanceRow = (row: string, at: Date, b: Buckets) => [
      part.currency,
      row,
      at.toISOString(),
      null,
      null,
      null,
      null,
      null,
      null,
      b.pending_minor,
      b.payable_minor,
      b.reserved_minor,
      b.paid_minor,
    ];
    rows.push(balanceRow('opening', start, part.opening));
    for (const e of part.entries)
      rows.push([
        part.currency,
        'entry',
        e.createdAt.toISOString(),
        e.type,
        e.bucket,
        e.amountMinor,
        e.orderNumber,
        e.payoutId,
        e.reason,
        e.pendingAfter,
        e.payableAfter,
        e.reservedAfter,
        e.paidAfter,
      ]);
    rows.push(balanceRow('closing', end, part.closing));
    const total = (name: string, amount: number) => [part.currency, `total_${name}`, null, null, null, amount, null, null, null, null, null, null, null];
    rows.push(
      total('sales', part.sales_minor),
      total('commission', part.commission_minor),
      total('commission_tax', part.commission_tax_minor),
      total('payouts', part.payouts_minor),
    );
  }
  return rows;
}
