// Reading the ledger: a page of a seller's entries newest first (by `seq`, from an index whatever the
// history's length; `cursor` continues after a page's last entry), its total from the balance rows when
// the list is not narrowed beyond a currency, and the CSV export of the same entries.
import { and, desc, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminLedgerListQuerySchema, Balance as BalanceDto, LedgerEntry } from '../../../src/contract/money';
import type { Database } from '../../db/client';
import { orders, sellerBalances, sellerLedgerEntries, users } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { FreshCache } from '../../lib/fresh-cache';
import type { Balance } from './ledger';

export type LedgerQuery = z.output<typeof adminLedgerListQuerySchema>;
type LedgerFilters = Pick<LedgerQuery, 'type' | 'currency' | 'bucket' | 'from' | 'to' | 'seller_id'> & { seller_ids?: string[] };

/** The first day must not follow the last: a 400 naming `to`. */
export function checkDays(filters: Pick<LedgerFilters, 'from' | 'to'>): void {
  if (filters.from && filters.to && filters.from > filters.to) throw fieldError('to', 'The start day must not be after the end day');
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

function conditionsOf(filters: LedgerFilters): SQL | undefined {
  return and(
    filters.seller_id ? eq(sellerLedgerEntries.sellerId, filters.seller_id) : undefined,
    filters.seller_ids ? inArray(sellerLedgerEntries.sellerId, filters.seller_ids) : undefined,
    filters.currency ? eq(sellerLedgerEntries.currency, filters.currency) : undefined,
    filters.type ? eq(sellerLedgerEntries.type, filters.type) : undefined,
    filters.bucket ? eq(sellerLedgerEntries.bucket, filters.bucket) : undefined,
    filters.from ? gte(sellerLedgerEntries.createdAt, new Date(`${filters.from}T00:00:00Z`)) : undefined,
    filters.to ? lt(sellerLedgerEntries.createdAt, nextDay(filters.to)) : undefined,
  );
}

const entryColumns = {
  id: sellerLedgerEntries.id,
  seq: sellerLedgerEntries.seq,
  sellerId: sellerLedgerEntries.sellerId,
  currency: sellerLedgerEntries.currency,
  type: sellerLedgerEntries.type,
  bucket: sellerLedgerEntries.bucket,
  amountMinor: sellerLedgerEntries.amountMinor,
  orderId: sellerLedgerEntries.orderId,
  orderNumber: orders.number,
  sellerName: sql<string>`coalesce(nullif(${users.businessDetails}->>'business_name', ''), ${users.name})`,
  orderLineId: sellerLedgerEntries.orderLineId,
  payoutId: sellerLedgerEntries.payoutId,
  reason: sellerLedgerEntries.reason,
  pendingAfter: sellerLedgerEntries.pendingAfter,
  payableAfter: sellerLedgerEntries.payableAfter,
  reservedAfter: sellerLedgerEntries.reservedAfter,
  paidAfter: sellerLedgerEntries.paidAfter,
  createdAt: sellerLedgerEntries.createdAt,
};
type EntryRow = { [K in Exclude<keyof typeof entryColumns, 'sellerName'>]: (typeof entryColumns)[K]['_']['data'] } & {
  orderNumber: string | null;
  sellerName: string;
};

const toEntry = (row: EntryRow): LedgerEntry => ({
  id: row.id,
  seq: row.seq,
  seller_id: row.sellerId,
  seller_name: row.sellerName,
  currency: row.currency,
  type: row.type,
  bucket: row.bucket,
  amount_minor: row.amountMinor,
  order_id: row.orderId,
  order_number: row.orderNumber,
  order_line_id: row.orderLineId,
  payout_id: row.payoutId,
  reason: row.reason,
  pending_after: row.pendingAfter,
  payable_after: row.payableAfter,
  reserved_after: row.reservedAfter,
  paid_after: row.paidAfter,
  created_at: row.createdAt.toISOString(),
});

export const toBalanceDto = (balance: Balance): BalanceDto => ({
  currency: balance.currency,
  pending_minor: balance.pendingMinor,
  payable_minor: balance.payableMinor,
  reserved_minor: balance.reservedMinor,
  paid_minor: balance.paidMinor,
  owed_minor: balance.pendingMinor + balance.payableMinor + balance.reservedMinor,
  entry_count: balance.entryCount,
  next_payout_at: null,
  updated_at: balance.updatedAt.toISOString(),
});

/** Whether only a seller (and a currency) narrow the list: its total is then the balance rows' entry counts. */
const sellerWide = (filters: LedgerFilters): filters is LedgerFilters & { seller_id: string } =>
  Boolean(filters.seller_id) && !filters.seller_ids && !(filters.type || filters.bucket || filters.from || filters.to);

/** Entries counted for a total: the balance rows' counts when only a seller and a currency narrow the list, else a count. */
async function totalOf(db: Database, filters: LedgerFilters, where: SQL | undefined): Promise<number> {
  if (sellerWide(filters)) {
    const [row] = await db
      .select({ total: sql<string>`coalesce(sum(${sellerBalances.entryCount}), 0)` })
      .from(sellerBalances)
      .where(and(eq(sellerBalances.sellerId, filters.seller_id), filters.currency ? eq(sellerBalances.currency, filters.currency) : undefined));
    return Number(row.total);
  }
  const [row] = await db
    .select({ total: sql<string>`count(*)` })
    .from(sellerLedgerEntries)
    .where(where);
  return Number(row.total);
}

/** How long a kept page lives at most: it bounds how long a seller's renamed business shows its old name. */
const LEDGER_PAGE_CACHE_MS = 30_000;
// A page of 20 entries is about 10 KB as JSON: a full cache stays near 10 MB per process.
const LEDGER_PAGE_CACHE_MAX = 1_000;

type LedgerPage = { rows: LedgerEntry[]; nextCursor: string | null };

/**
 * Pages of a seller's ledger, kept by the seller's entry count. Entries are never changed or deleted and
 * every append moves the balance rows' count in its transaction, so a page read under one count is the
 * same page until the count moves: a kept page costs the one-row count the total reads anyway, not the
 * page's query. One per API process (routes.ts).
 */
export const ledgerPageCache = () => new FreshCache<LedgerPage>(LEDGER_PAGE_CACHE_MS, LEDGER_PAGE_CACHE_MAX);
export type LedgerPages = ReturnType<typeof ledgerPageCache>;

/** One page of entries (a seller's when `seller_id` is given) and the total, with the next page's cursor. */
export async function listLedgerEntries(
  db: Database,
  query: LedgerQuery & { seller_ids?: string[] },
  pages?: LedgerPages,
): Promise<{ rows: LedgerEntry[]; total: number; nextCursor: string | null }> {
  checkDays(query);
  const where = conditionsOf(query);
  const direction = query.order === 'asc' ? asc : desc;
  const after = query.cursor ? Number(query.cursor) : undefined;
  const pageWhere =
    after === undefined ? where : and(where, query.order === 'asc' ? sql`${sellerLedgerEntries.seq} > ${after}` : sql`${sellerLedgerEntries.seq} < ${after}`);
  const offset = after === undefined ? (query.page - 1) * query.limit : 0;
  const readPage = async (): Promise<LedgerPage> => {
    const found = await db
      .select(entryColumns)
      .from(sellerLedgerEntries)
      .leftJoin(orders, eq(orders.id, sellerLedgerEntries.orderId))
      .innerJoin(users, eq(users.id, sellerLedgerEntries.sellerId))
      .where(pageWhere)
      .orderBy(direction(sellerLedgerEntries.seq))
      .limit(query.limit)
      .offset(offset);
    const last = found.at(-1);
    return { rows: found.map((row) => toEntry(row as EntryRow)), nextCursor: last && found.length === query.limit ? String(last.seq) : null };
  };
  if (!pages || !sellerWide(query)) {
    const [page, total] = await Promise.all([readPage(), totalOf(db, query, where)]);
    return { ...page, total };
  }
  // The count first: it names the page's version.
  const total = await totalOf(db, query, where);
  const key = JSON.stringify([query.seller_id, query.currency ?? null, query.order, query.limit, query.page, query.cursor ?? null, total]);
  const kept = pages.get(key);
  if (kept) return { ...kept, total };
  const mark = pages.mark();
  const page = await readPage();
  pages.set(key, page, mark);
  return { ...page, total };
}

/** Rows a CSV export holds at most. */
export const LEDGER_CSV_MAX_ROWS = 50_000;
export const LEDGER_CSV_COLUMNS = [
  'created_at',
  'seq',
  'currency',
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

/** The filtered entries, oldest first, as the CSV's rows. */
export async function ledgerCsvRows(db: Database, filters: LedgerFilters): Promise<Array<Array<string | number | null>>> {
  checkDays(filters);
  const rows = await db
    .select(entryColumns)
    .from(sellerLedgerEntries)
    .leftJoin(orders, eq(orders.id, sellerLedgerEntries.orderId))
    .innerJoin(users, eq(users.id, sellerLedgerEntries.sellerId))
    .where(conditionsOf(filters))
    .orderBy(asc(sellerLedgerEntries.seq))
    .limit(LEDGER_CSV_MAX_ROWS);
  return rows.map((row) => [
    row.createdAt.toISOString(),
    row.seq,
    row.currency,
    row.type,
    row.bucket,
    row.amountMinor,
    row.orderNumber,
    row.payoutId,
    row.reason,
    row.pendingAfter,
    row.payableAfter,
    row.reservedAfter,
    row.paidAfter,
  ]);
}
