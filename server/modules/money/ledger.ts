// The seller ledger: append-only entries in four buckets (pending, payable, reserved, paid), each with the
// seller's balances in its currency after it. Every write goes through appendLedgerEntries, which locks
// the seller's balance row for that currency (FOR UPDATE), so entries of one seller and currency are
// written one transaction at a time, in `seq` order, and each running balance is the one before plus its
// amount. A balance is then one row read; nothing is ever summed over history.
//
// What writes entries (all in the caller's transaction):
//   recordDeliveryInLedger   an order delivered: sale (+total), commission (−), tax on commission (−), pending
//                            (direct settlement: only commission and tax, owed at once: payable)
//   releaseDueFunds          return window over: pending → payable, less the new seller's reserve → reserved;
//                            a seller past "New supplier" gets each order's reserve released → payable
//   reverseOrderInLedger     a cancellation or refund after delivery: each bucket's share of the order undone
//   recordAdjustment         staff, with a reason, audited
//   appendLedgerEntries      anything else (payouts: payable → paid, a returned transfer: paid → payable)
import { and, eq, sql } from 'drizzle-orm';
import type { LedgerBucket, LedgerEntryType } from '../../../src/contract/money-constants';
import { rowsOf, type Database } from '../../db/client';
import { orderLines, orders, sellerBalances, sellerLedgerEntries, supplierScores } from '../../db/schema';
import { applyBasisPoints } from './commission';
import { moneySettings } from './settings';

export interface LedgerMove {
  type: LedgerEntryType;
  bucket: LedgerBucket;
  /** Signed, in the currency's minor units. */
  amountMinor: number;
  orderId?: string | null;
  orderLineId?: string | null;
  payoutId?: string | null;
  reason?: string | null;
  staffId?: string | null;
}

export interface Balance {
  sellerId: string;
  currency: string;
  pendingMinor: number;
  payableMinor: number;
  reservedMinor: number;
  paidMinor: number;
  entryCount: number;
  updatedAt: Date;
}

const BUCKET_FIELD = { pending: 'pendingMinor', payable: 'payableMinor', reserved: 'reservedMinor', paid: 'paidMinor' } as const;

/** Locks the seller's balance row for `currency` (made on first use) until the transaction ends. */
export async function lockBalance(tx: Database, sellerId: string, currency: string): Promise<Balance> {
  await tx.insert(sellerBalances).values({ sellerId, currency }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(sellerBalances)
    .where(and(eq(sellerBalances.sellerId, sellerId), eq(sellerBalances.currency, currency)))
    .for('update');
  return row;
}

/**
 * Appends entries to a seller's ledger in one currency, in order, each with the running balances after
 * it, and moves the balance row to the last. Call it inside a transaction: the balance row stays locked
 * until it ends, so concurrent writers of the same seller and currency take turns.
 */
export async function appendLedgerEntries(tx: Database, sellerId: string, currency: string, moves: LedgerMove[], now = new Date()): Promise<Balance> {
  const balance = await lockBalance(tx, sellerId, currency);
  if (moves.length === 0) return balance;
  const running = { ...balance };
  const rows = moves.map((move) => {
    if (!Number.isSafeInteger(move.amountMinor)) throw new Error('a ledger amount must be a whole number of minor units');
    running[BUCKET_FIELD[move.bucket]] += move.amountMinor;
    return {
      sellerId,
      currency,
      type: move.type,
      bucket: move.bucket,
      amountMinor: move.amountMinor,
      orderId: move.orderId ?? null,
      orderLineId: move.orderLineId ?? null,
      payoutId: move.payoutId ?? null,
      reason: move.reason ?? null,
      staffId: move.staffId ?? null,
      pendingAfter: running.pendingMinor,
      payableAfter: running.payableMinor,
      reservedAfter: running.reservedMinor,
      paidAfter: running.paidMinor,
      createdAt: now,
    };
  });
  await tx.insert(sellerLedgerEntries).values(rows);
  const [saved] = await tx
    .update(sellerBalances)
    .set({
      pendingMinor: running.pendingMinor,
      payableMinor: running.payableMinor,
      reservedMinor: running.reservedMinor,
      paidMinor: running.paidMinor,
      entryCount: sql`${sellerBalances.entryCount} + ${rows.length}`,
      updatedAt: now,
    })
    .where(and(eq(sellerBalances.sellerId, sellerId), eq(sellerBalances.currency, currency)))
    .returning();
  return saved;
}

/** The seller's balances, one row per currency it has entries in. */
export async function readBalances(db: Database, sellerId: string): Promise<Balance[]> {
  return db.select().from(sellerBalances).where(eq(sellerBalances.sellerId, sellerId)).orderBy(sellerBalances.currency);
}

/** How much of each bucket an order's own entries hold now (payout rows, which carry no order, excluded). */
async function orderShares(tx: Database, orderId: string): Promise<Record<LedgerBucket, number> & { types: Set<string> }> {
  const rows = await tx
    .select({ bucket: sellerLedgerEntries.bucket, type: sellerLedgerEntries.type, amount: sql<string>`sum(${sellerLedgerEntries.amountMinor})` })
    .from(sellerLedgerEntries)
    .where(eq(sellerLedgerEntries.orderId, orderId))
    .groupBy(sellerLedgerEntries.bucket, sellerLedgerEntries.type);
  const shares = { pending: 0, payable: 0, reserved: 0, paid: 0, types: new Set<string>() };
  for (const row of rows) {
    shares[row.bucket] += Number(row.amount);
    shares.types.add(row.type);
  }
  return shares;
}

/** An order's money as its delivery records it: the sale, the frozen commission with the fixed fee, and the tax on it. */
export async function orderSettlementFigures(tx: Database, orderId: string) {
  const [order] = await tx
    .select({
      sellerId: orders.sellerId,
      currency: orders.currency,
      totalMinor: orders.totalMinor,
      fixedFeeMinor: orders.commissionFixedFeeMinor,
      taxBp: orders.commissionTaxBp,
      mode: orders.settlementMode,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const [lines] = await tx
    .select({ commission: sql<string>`coalesce(sum(${orderLines.commissionMinor}), 0)` })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const commissionMinor = Number(lines.commission) + order.fixedFeeMinor;
  const taxMinor = applyBasisPoints(commissionMinor, order.taxBp);
  return { ...order, commissionMinor, taxMinor, netMinor: order.totalMinor - commissionMinor - taxMinor };
}

/**
 * An order was delivered: its sale, commission and tax on commission enter the seller's ledger, in the
 * order's currency. Collect mode credits the sale and debits the fees, pending until the return window
 * ends; direct mode (the buyer paid the seller) records only the fees, owed at once (payable, negative).
 * Written once per order, however often it is called.
 */
export async function recordDeliveryInLedger(tx: Database, orderId: string, now = new Date()): Promise<void> {
  const figures = await orderSettlementFigures(tx, orderId);
  if (!figures) return;
  await lockBalance(tx, figures.sellerId, figures.currency);
  const shares = await orderShares(tx, orderId);
  if (shares.types.has('commission') || shares.types.has('sale')) return;
  const direct = figures.mode === 'direct';
  const bucket: LedgerBucket = direct ? 'payable' : 'pending';
  const moves: LedgerMove[] = [];
  if (!direct) moves.push({ type: 'sale', bucket, amountMinor: figures.totalMinor, orderId });
  moves.push({ type: 'commission', bucket, amountMinor: -figures.commissionMinor, orderId });
  if (figures.taxMinor !== 0) moves.push({ type: 'commission_tax', bucket, amountMinor: -figures.taxMinor, orderId });
  await appendLedgerEntries(tx, figures.sellerId, figures.currency, moves, now);
}

/**
 * Undoes an order in the ledger after delivery (a cancellation or refund): for each bucket its entries
 * hold money in, a reversal entry takes it out, so the order then counts for nothing. After a payout
 * the payable balance goes negative and is netted against the next payout. Once per order.
 */
export async function reverseOrderInLedger(tx: Database, orderId: string, reason: string, staffId: string | null, now = new Date()): Promise<boolean> {
  const [order] = await tx.select({ sellerId: orders.sellerId, currency: orders.currency }).from(orders).where(eq(orders.id, orderId));
  if (!order) return false;
  await lockBalance(tx, order.sellerId, order.currency);
  const shares = await orderShares(tx, orderId);
  if (shares.types.has('reversal') || shares.types.size === 0) return false;
  const moves: LedgerMove[] = (['pending', 'payable', 'reserved'] as const)
    .filter((bucket) => shares[bucket] !== 0)
    .map((bucket) => ({ type: 'reversal', bucket, amountMinor: -shares[bucket], orderId, reason, staffId }));
  if (moves.length === 0) return false;
  await appendLedgerEntries(tx, order.sellerId, order.currency, moves, now);
  return true;
}

/** A staff adjustment: any bucket, signed, with its reason. */
export async function recordAdjustment(
  tx: Database,
  input: { sellerId: string; currency: string; bucket: LedgerBucket; amountMinor: number; reason: string; staffId: string },
  now = new Date(),
): Promise<{ balance: Balance; entryId: string }> {
  const balance = await appendLedgerEntries(
    tx,
    input.sellerId,
    input.currency,
    [{ type: 'adjustment', bucket: input.bucket, amountMinor: input.amountMinor, reason: input.reason, staffId: input.staffId }],
    now,
  );
  const [entry] = await tx
    .select({ id: sellerLedgerEntries.id })
    .from(sellerLedgerEntries)
    .where(and(eq(sellerLedgerEntries.sellerId, input.sellerId), eq(sellerLedgerEntries.currency, input.currency)))
    .orderBy(sql`${sellerLedgerEntries.seq} desc`)
    .limit(1);
  return { balance, entryId: entry.id };
}

/** Whether the seller still counts as new: its performance score is "New supplier", or it has none yet. */
async function isNewSeller(tx: Database, sellerId: string): Promise<boolean> {
  const [score] = await tx.select({ band: supplierScores.band }).from(supplierScores).where(eq(supplierScores.sellerId, sellerId));
  return !score || score.band === 'new';
}

export interface ReleaseOptions {
  now?: Date;
  returnWindowDays?: number;
  reservePercent?: number;
  /** Orders handled per run, at most. */
  limit?: number;
}

/**
 * Moves what the return window has cleared from pending to payable: each delivered order whose pending
 * entries are older than the window, less the reserve held from a seller still "New supplier"
 * (reserved); and gives back, to payable, each order's reserve once its seller has left "New supplier".
 * Each order is one transaction under its seller's balance lock, checked again there, and the ledger's
 * unique index writes an order's release once: two processes running it at once release nothing twice.
 * Answers how many orders it released and how many reserves it gave back.
 */
export async function releaseDueFunds(db: Database, options: ReleaseOptions = {}): Promise<{ released: number; reservesReleased: number }> {
  const settings = moneySettings();
  const now = options.now ?? new Date();
  const windowDays = options.returnWindowDays ?? settings.returnWindowDays;
  const reservePercent = options.reservePercent ?? settings.reservePercent;
  const limit = options.limit ?? 500;
  const cutoff = new Date(now.getTime() - windowDays * 86_400_000);
  const due = rowsOf<{ order_id: string }>(
    await db.execute(sql`
      select distinct e.order_id from seller_ledger_entries e
      where e.bucket = 'pending' and e.type in ('sale', 'commission') and e.order_id is not null and e.created_at <= ${cutoff}
        and not exists (select 1 from seller_ledger_entries r where r.order_id = e.order_id and r.type in ('release', 'reversal'))
      limit ${limit}`),
  );
  let released = 0;
  for (const { order_id: orderId } of due) {
    try {
      const done = await db.transaction(async (tx) => {
        const [order] = await tx.select({ sellerId: orders.sellerId, currency: orders.currency }).from(orders).where(eq(orders.id, orderId));
        if (!order) return false;
        await lockBalance(tx, order.sellerId, order.currency);
        // Read again under the lock: another process may have released it meanwhile.
        const shares = await orderShares(tx, orderId);
        if (shares.types.has('release') || shares.types.has('reversal')) return false;
        const net = shares.pending;
        const reserve = net > 0 && reservePercent > 0 && (await isNewSeller(tx, order.sellerId)) ? Math.floor((net * reservePercent) / 100) : 0;
        const moves: LedgerMove[] = [
          { type: 'release', bucket: 'pending', amountMinor: -net, orderId },
          { type: 'release', bucket: 'payable', amountMinor: net - reserve, orderId },
        ];
        if (reserve > 0) moves.push({ type: 'reserve_hold', bucket: 'reserved', amountMinor: reserve, orderId });
        await appendLedgerEntries(tx, order.sellerId, order.currency, moves, now);
        return true;
      });
      if (done) released += 1;
    } catch (error) {
      // The unique index refused a second release written by another process at the same moment.
      if ((error as { code?: string; cause?: { code?: string } }).code !== '23505' && (error as { cause?: { code?: string } }).cause?.code !== '23505')
        throw error;
    }
  }

  const held = rowsOf<{ order_id: string }>(
    await db.execute(sql`
      select h.order_id from seller_ledger_entries h
      left join supplier_scores s on s.seller_id = h.seller_id
      where h.type = 'reserve_hold' and s.band is not null and s.band <> 'new'
        and not exists (select 1 from seller_ledger_entries r where r.order_id = h.order_id and r.type in ('reserve_release', 'reversal'))
      limit ${limit}`),
  );
  let reservesReleased = 0;
  for (const { order_id: orderId } of held) {
    try {
      const done = await db.transaction(async (tx) => {
        const [order] = await tx.select({ sellerId: orders.sellerId, currency: orders.currency }).from(orders).where(eq(orders.id, orderId));
        if (!order) return false;
        await lockBalance(tx, order.sellerId, order.currency);
        const shares = await orderShares(tx, orderId);
        if (shares.types.has('reserve_release') || shares.types.has('reversal') || shares.reserved <= 0) return false;
        await appendLedgerEntries(
          tx,
          order.sellerId,
          order.currency,
          [
            { type: 'reserve_release', bucket: 'reserved', amountMinor: -shares.reserved, orderId },
            { type: 'reserve_release', bucket: 'payable', amountMinor: shares.reserved, orderId },
          ],
          now,
        );
        return true;
      });
      if (done) reservesReleased += 1;
    } catch (error) {
      if ((error as { code?: string; cause?: { code?: string } }).code !== '23505' && (error as { cause?: { code?: string } }).cause?.code !== '23505')
        throw error;
    }
  }
  return { released, reservesReleased };
}
