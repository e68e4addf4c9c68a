// Commission invoices: the marketplace bills each seller the month's commission and the tax on it, per
// currency, from the ledger's commission and commission-tax entries of that month. Numbers run without
// gaps per year of issue: the year's counter row is locked FOR UPDATE in the transaction that stores
// the invoice, and only then is the (seller, month) pair checked, so two processes issuing at once take
// turns, the second finds the first's invoice, and a failed transaction gives its number back by rolling
// back. The monthly job issues the previous month's; staff issue any ended month's on demand.
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { adminInvoiceListQuerySchema, CommissionInvoice } from '../../../src/contract/statements';
import { rowsOf, type Database } from '../../db/client';
import { commissionInvoiceCounters, commissionInvoices, sellerLedgerEntries, storeSections, users, type InvoiceLine, type InvoiceParty } from '../../db/schema';
import { supplierName, supplierStoreJoin } from '../buyer/cart-repository';
import { moneySettings } from '../money/settings';
import { monthBounds, previousMonth } from './statements';
import { periodicJob } from '../../lib/periodic-job';

/** The marketplace as an invoice names it (server/config.ts: MARKETPLACE_LEGAL_NAME, MARKETPLACE_TAX_ID, MARKETPLACE_ADDRESS). */
export interface MarketplaceLegal {
  legalName: string;
  taxId: string;
  address: string;
}

let marketplace: MarketplaceLegal = { legalName: 'Demo Marketplace Ltd', taxId: 'DE123456789', address: 'Friedrichstraße 68, 10117 Berlin, Germany' };
export const useMarketplaceLegal = (legal: MarketplaceLegal): void => {
  marketplace = legal;
};
export const marketplaceParty = (): InvoiceParty => ({
  legal_name: marketplace.legalName,
  tax_id: marketplace.taxId || null,
  address: marketplace.address,
  country: null,
});

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** The seller's legal details from its business details (onboarding), with its store name as a fallback name. */
export async function sellerParty(db: Database, sellerId: string): Promise<InvoiceParty & { display_name: string }> {
  const [row] = await db
    .select({ details: users.businessDetails, email: users.email, name: supplierName })
    .from(users)
    .leftJoin(storeSections, supplierStoreJoin)
    .where(eq(users.id, sellerId));
  const d = row?.details ?? {};
  const address = [text(d.address), text(d.city), text(d.state), text(d.postal_code)].filter(Boolean).join(', ');
  return {
    legal_name: text(d.business_name) ?? row?.name ?? '',
    tax_id: text(d.tax_id),
    address,
    country: text(d.country),
    registration_number: text(d.registration_number),
    email: text(d.contact_email) ?? row?.email ?? null,
    display_name: row?.name ?? '',
  };
}

/** The month's commission and its tax per currency, as the seller owes them (positive); none when nothing was charged. */
async function invoiceLinesOf(db: Database, sellerId: string, month: string): Promise<InvoiceLine[]> {
  const { start, end } = monthBounds(month);
  const rows = await db
    .select({
      currency: sellerLedgerEntries.currency,
      commission: sql<string>`coalesce(-sum(${sellerLedgerEntries.amountMinor}) filter (where ${sellerLedgerEntries.type} = 'commission'), 0)`,
      tax: sql<string>`coalesce(-sum(${sellerLedgerEntries.amountMinor}) filter (where ${sellerLedgerEntries.type} = 'commission_tax'), 0)`,
    })
    .from(sellerLedgerEntries)
    .where(
      and(
        eq(sellerLedgerEntries.sellerId, sellerId),
        inArray(sellerLedgerEntries.type, ['commission', 'commission_tax']),
        gte(sellerLedgerEntries.createdAt, start),
        lt(sellerLedgerEntries.createdAt, end),
      ),
    )
    .groupBy(sellerLedgerEntries.currency)
    .orderBy(sellerLedgerEntries.currency);
  return rows
    .map((row) => ({
      currency: row.currency,
      commission_minor: Number(row.commission),
      tax_minor: Number(row.tax),
      total_minor: Number(row.commission) + Number(row.tax),
    }))
    .filter((line) => line.commission_minor !== 0 || line.tax_minor !== 0);
}

export const invoiceNumber = (year: number, sequence: number) => `CI-${year}-${String(sequence).padStart(6, '0')}`;

type InvoiceRow = typeof commissionInvoices.$inferSelect;

/**
 * Issues the seller's invoice for `month`, once: answers the invoice (the one issued before, when there
 * is one; `created` false then), or null when the month charged no commission.
 */
export async function issueCommissionInvoice(
  db: Database,
  input: { sellerId: string; month: string; issuedBy?: string | null; now?: Date },
): Promise<{ invoice: InvoiceRow; created: boolean } | null> {
  const now = input.now ?? new Date();
  const year = now.getUTCFullYear();
  return db.transaction(async (tx) => {
    await tx.insert(commissionInvoiceCounters).values({ year, lastNumber: 0 }).onConflictDoNothing();
    const [counter] = await tx.select().from(commissionInvoiceCounters).where(eq(commissionInvoiceCounters.year, year)).for('update');
    // Checked under the counter's lock: an invoice another process stored meanwhile is seen here.
    const [existing] = await tx
      .select()
      .from(commissionInvoices)
      .where(and(eq(commissionInvoices.sellerId, input.sellerId), eq(commissionInvoices.month, input.month)));
    if (existing) return { invoice: existing, created: false };
    const lines = await invoiceLinesOf(tx, input.sellerId, input.month);
    if (lines.length === 0) return null;
    const { display_name: _shown, ...seller } = await sellerParty(tx, input.sellerId);
    const sequence = counter.lastNumber + 1;
    await tx.update(commissionInvoiceCounters).set({ lastNumber: sequence }).where(eq(commissionInvoiceCounters.year, year));
    const [invoice] = await tx
      .insert(commissionInvoices)
      .values({
        year,
        sequence,
        number: invoiceNumber(year, sequence),
        sellerId: input.sellerId,
        month: input.month,
        issuedAt: now,
        marketplace: marketplaceParty(),
        seller,
        lines,
        settlementMode: moneySettings().settlementMode,
        issuedBy: input.issuedBy ?? null,
      })
      .returning();
    return { invoice, created: true };
  });
}

/** Sellers charged commission in `month` (the ledger's (type, created_at) index). */
export async function sellersChargedIn(db: Database, month: string): Promise<string[]> {
  const { start, end } = monthBounds(month);
  const rows = rowsOf<{ seller_id: string }>(
    await db.execute(sql`
      select distinct seller_id from seller_ledger_entries
      where type in ('commission', 'commission_tax') and created_at >= ${start} and created_at < ${end}
      order by seller_id`),
  );
  return rows.map((row) => row.seller_id);
}

/** Issues `month`'s invoices (one seller's, or every charged seller's); answers the ones issued now. */
export async function issueMonthInvoices(
  db: Database,
  month: string,
  options: { sellerId?: string; issuedBy?: string | null; now?: Date } = {},
): Promise<InvoiceRow[]> {
  const sellerIds = options.sellerId ? [options.sellerId] : await sellersChargedIn(db, month);
  const issued: InvoiceRow[] = [];
  for (const sellerId of sellerIds) {
    const result = await issueCommissionInvoice(db, { sellerId, month, issuedBy: options.issuedBy, now: options.now });
    if (result?.created) issued.push(result.invoice);
  }
  return issued;
}

/** The invoices as the API shows them, with each seller's shown name. */
export async function toInvoiceDtos(db: Database, rows: InvoiceRow[]): Promise<CommissionInvoice[]> {
  const ids = [...new Set(rows.map((row) => row.sellerId))];
  const names = new Map<string, string>();
  if (ids.length > 0) {
    const found = await db.select({ id: users.id, name: supplierName }).from(users).leftJoin(storeSections, supplierStoreJoin).where(inArray(users.id, ids));
    for (const row of found) names.set(row.id, row.name);
  }
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    seller_id: row.sellerId,
    seller_name: names.get(row.sellerId) ?? row.seller.legal_name,
    month: row.month,
    issued_at: row.issuedAt.toISOString(),
    settlement_mode: row.settlementMode,
    marketplace: row.marketplace,
    seller: row.seller,
    lines: row.lines,
  }));
}

export type InvoiceListQuery = z.output<typeof adminInvoiceListQuerySchema>;

export async function listInvoices(db: Database, query: InvoiceListQuery): Promise<{ rows: CommissionInvoice[]; total: number }> {
  const where: SQL | undefined = and(
    query.seller_id ? eq(commissionInvoices.sellerId, query.seller_id) : undefined,
    query.month ? eq(commissionInvoices.month, query.month) : undefined,
  );
  const column = query.sort === 'number' ? commissionInvoices.number : query.sort === 'month' ? commissionInvoices.month : commissionInvoices.issuedAt;
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(commissionInvoices)
      .where(where)
      .orderBy(direction(column), direction(commissionInvoices.number))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db
      .select({ total: sql<string>`count(*)` })
      .from(commissionInvoices)
      .where(where),
  ]);
  return { rows: await toInvoiceDtos(db, rows), total: Number(count.total) };
}

export async function findInvoice(db: Database, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(commissionInvoices).where(eq(commissionInvoices.id, id));
  return row;
}

/** How often each process checks that last month's invoices are issued. */
export const INVOICE_POLL_MS = 3_600_000;

/**
 * Issues the previous month's commission invoices in this API process at ready and then every
 * INVOICE_POLL_MS: once per seller and month however many processes run it (issueCommissionInvoice).
 */
export const invoiceJob = periodicJob({
  name: 'commission-invoice-job',
  pollMs: INVOICE_POLL_MS,
  start: (app) => async () => {
    const issued = await issueMonthInvoices(app.db, previousMonth(new Date()));
    if (issued.length > 0) app.log.info({ issued: issued.length }, 'commission invoices issued');
  },
});
