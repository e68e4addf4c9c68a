import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../server/db/client';
import { orderLines, orders, sellerBalances, sellerLedgerEntries } from '../../server/db/schema';
import { orderSettlementFigures } from '../../server/modules/money/ledger';
import { placedOrder, type TestProduct } from './order-fixtures';

// What must hold of a seller's ledger whatever happened to it, for the property test and the
// PostgreSQL concurrency tests.

/** A delivered-ready order written straight into the database, with a commission and tax frozen on it. */
export async function orderWithCommission(
  db: Database,
  input: { sellerId: string; buyerId: string; product: TestProduct; quantity: number; commissionMinor: number; fixedFeeMinor?: number; taxBp?: number },
) {
  const order = await placedOrder(db, {
    sellerId: input.sellerId,
    buyerId: input.buyerId,
    lines: [{ product: input.product, quantity: input.quantity }],
    status: 'shipped',
  });
  await db.update(orderLines).set({ commissionMinor: input.commissionMinor, commissionRateBp: 800 }).where(eq(orderLines.orderId, order.id));
  await db
    .update(orders)
    .set({ commissionFixedFeeMinor: input.fixedFeeMinor ?? 0, commissionTaxBp: input.taxBp ?? 1800 })
    .where(eq(orders.id, order.id));
  return order;
}

/**
 * For one seller and currency: the balance row equals the sum of the entries per bucket and counts them;
 * each entry's running balances are the previous entry's plus its amount, in `seq` order.
 */
export async function expectLedgerConsistent(db: Database, sellerId: string, currency: string): Promise<void> {
  const entries = await db
    .select()
    .from(sellerLedgerEntries)
    .where(and(eq(sellerLedgerEntries.sellerId, sellerId), eq(sellerLedgerEntries.currency, currency)))
    .orderBy(asc(sellerLedgerEntries.seq));
  const running = { pending: 0, payable: 0, reserved: 0, paid: 0 };
  for (const entry of entries) {
    running[entry.bucket] += entry.amountMinor;
    expect([entry.pendingAfter, entry.payableAfter, entry.reservedAfter, entry.paidAfter], `entry ${entry.seq}`).toEqual([
      running.pending,
      running.payable,
      running.reserved,
      running.paid,
    ]);
  }
  const [balance] = await db
    .select()
    .from(sellerBalances)
    .where(and(eq(sellerBalances.sellerId, sellerId), eq(sellerBalances.currency, currency)));
  if (entries.length === 0) return;
  expect({
    pending: balance.pendingMinor,
    payable: balance.payableMinor,
    reserved: balance.reservedMinor,
    paid: balance.paidMinor,
    count: balance.entryCount,
  }).toEqual({
    ...running,
    count: entries.length,
  });
}

/**
 * Each delivered order's net (sale − commission − tax) is in exactly one state: all pending before its
 * release, then none pending and all of it payable or reserved; a reversed order's buckets are all zero.
 */
export async function expectOrderNetInOneState(db: Database, orderId: string): Promise<'pending' | 'released' | 'reversed' | 'none'> {
  const rows = await db
    .select({ bucket: sellerLedgerEntries.bucket, type: sellerLedgerEntries.type, amount: sql<string>`sum(${sellerLedgerEntries.amountMinor})` })
    .from(sellerLedgerEntries)
    .where(eq(sellerLedgerEntries.orderId, orderId))
    .groupBy(sellerLedgerEntries.bucket, sellerLedgerEntries.type);
  if (rows.length === 0) return 'none';
  const types = new Set(rows.map((row) => row.type));
  const sums = { pending: 0, payable: 0, reserved: 0, paid: 0 };
  for (const row of rows) sums[row.bucket] += Number(row.amount);
  const figures = await orderSettlementFigures(db, orderId);
  const net = figures!.netMinor;
  if (types.has('reversal')) {
    expect(sums).toEqual({ pending: 0, payable: 0, reserved: 0, paid: 0 });
    return 'reversed';
  }
  if (!types.has('release')) {
    expect(sums).toEqual({ pending: net, payable: 0, reserved: 0, paid: 0 });
    return 'pending';
  }
  expect(sums.pending).toBe(0);
  expect(sums.paid).toBe(0);
  expect(sums.payable + sums.reserved).toBe(net);
  return 'released';
}
