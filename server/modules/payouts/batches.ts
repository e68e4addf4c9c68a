// Payout batches: what each does to the batch, its payouts and the sellers' ledgers, each in one
// transaction.
//
//   makeBatch     each seller's payable balance per currency, at or above the minimum, with complete bank
//                 details and not in another open batch (a payout "included"), under that balance's
//                 lock, taken in (seller, currency) order: two batches made at once never take the same
//                 balance (the second finds the first's payout once the lock is its own), and the partial
//                 unique index on open payouts refuses it even if a writer forgot the lock.
//   approveBatch  draft → approved, by staff other than its maker (the table's check says it too).
//   sendBatch     approved → sent: each payout leaves payable for paid in its seller's ledger (written once:
//                 the ledger's unique index on payout, type and bucket).
//   markBatchPaid sent → paid, with the bank's reference.
//   failBatch     sent → failed: each payout not yet returned comes back to payable (payout_reversal).
//   returnPayout  one returned transfer of a sent or paid batch comes back to payable.
//   cancelBatch   draft or approved → cancelled: nothing had left the ledger.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { EXPORTABLE_BATCH_STATES, payoutMessages, type PayoutBatchState, type PayoutSchedule, type PayoutTrigger } from '../../../src/contract/payouts';
import { rowsOf, type Database } from '../../db/client';
import { payoutBatches, payoutItems } from '../../db/schema';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { appendLedgerEntries, lockBalance } from '../money/ledger';
import { moneySettings } from '../money/settings';
import { amountText } from '../../lib/amounts';
import { payoutMinimums } from './schedule';

export type BatchRow = typeof payoutBatches.$inferSelect;
type ItemRow = typeof payoutItems.$inferSelect;

/** The batch, locked until the transaction ends (404 when there is none). */
async function lockBatch(tx: Database, id: string): Promise<BatchRow> {
  const [batch] = await tx.select().from(payoutBatches).where(eq(payoutBatches.id, id)).for('update');
  if (!batch) throw notFound(payoutMessages.batchNotFound);
  return batch;
}

function requireState(batch: BatchRow, ...states: PayoutBatchState[]): void {
  if (!states.includes(batch.state)) throw conflict(payoutMessages.wrongState(batch.state, states.join(' or ')));
}

/** The batch's payouts in the order their balances are locked: by seller, then currency. */
async function itemsOf(tx: Database, batchId: string, states: ItemRow['state'][]): Promise<ItemRow[]> {
  return tx
    .select()
    .from(payoutItems)
    .where(and(eq(payoutItems.batchId, batchId), inArray(payoutItems.state, states)))
    .orderBy(asc(payoutItems.sellerId), asc(payoutItems.currency));
}

/** The batch made nothing: no balance qualified. Thrown inside the transaction to roll the empty batch back. */
class NothingPayable extends Error {}

export interface MakeBatchInput {
  trigger: PayoutTrigger;
  createdBy: string | null;
  /** Only this currency's balances. */
  currency?: string;
  /** A scheduled run: only the sellers on this schedule (no settings: weekly), made once per `periodKey`. */
  schedule?: PayoutSchedule;
  periodKey?: string;
  now?: Date;
}

/** Makes a draft batch of every qualifying balance; null when none qualified (nothing is written then). */
export async function makeBatch(db: Database, input: MakeBatchInput): Promise<BatchRow | null> {
  const now = input.now ?? new Date();
  const minimums: Record<string, number> = payoutMinimums(moneySettings().payoutMinimum);
  try {
    return await db.transaction(async (tx) => {
      const candidates = rowsOf<{ seller_id: string; currency: string; bank: Record<string, unknown> }>(
        await tx.execute(sql`
          select b.seller_id, b.currency, s.data as bank from seller_balances b
          join store_sections s on s.user_id = b.seller_id and s.section = 'bank-details' and s.completed_at is not null
          left join seller_payout_settings ps on ps.seller_id = b.seller_id
          where b.payable_minor > 0
            ${input.currency ? sql`and b.currency = ${input.currency}` : sql``}
            ${input.schedule ? sql`and coalesce(ps.schedule, 'weekly') = ${input.schedule}` : sql``}
            and not exists (select 1 from payout_items i where i.seller_id = b.seller_id and i.currency = b.currency and i.state = 'included')
          order by b.seller_id, b.currency`),
      );
      if (candidates.length === 0) throw new NothingPayable();
      const [batch] = await tx
        .insert(payoutBatches)
        .values({
          number: `PB-${crypto.randomUUID()}`,
          trigger: input.trigger,
          periodKey: input.periodKey ?? null,
          createdBy: input.createdBy,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      let count = 0;
      for (const candidate of candidates) {
        const balance = await lockBalance(tx, candidate.seller_id, candidate.currency);
        const minimum = Math.max(1, minimums[candidate.currency] ?? 1);
        if (balance.payableMinor < minimum) continue;
        // Read again under the lock: a batch made at the same moment may have taken this balance.
        const [open] = await tx
          .select({ id: payoutItems.id })
          .from(payoutItems)
          .where(and(eq(payoutItems.sellerId, candidate.seller_id), eq(payoutItems.currency, candidate.currency), eq(payoutItems.state, 'included')))
          .limit(1);
        if (open) continue;
        const details = candidate.bank;
        if (typeof details.account_number !== 'string') continue;
        await tx.insert(payoutItems).values({
          batchId: batch.id,
          sellerId: candidate.seller_id,
          currency: candidate.currency,
          amountMinor: balance.payableMinor,
          accountHolder: String(details.account_holder ?? ''),
          bankName: String(details.bank_name ?? ''),
          accountNumber: details.account_number,
          swiftBic: typeof details.swift_bic === 'string' ? details.swift_bic : null,
          createdAt: now,
          updatedAt: now,
        });
        count += 1;
      }
      if (count === 0) throw new NothingPayable();
      const [saved] = await tx
        .update(payoutBatches)
        .set({ number: sql`'PB-' || lpad(${payoutBatches.seq}::text, 6, '0')`, itemCount: count })
        .where(eq(payoutBatches.id, batch.id))
        .returning();
      return saved;
    });
  } catch (error) {
    if (error instanceof NothingPayable) return null;
    throw error;
  }
}

export async function approveBatch(tx: Database, batchId: string, staffId: string, now = new Date()): Promise<BatchRow> {
  const batch = await lockBatch(tx, batchId);
  requireState(batch, 'draft');
  if (batch.createdBy === staffId) throw forbidden(payoutMessages.ownBatch);
  const [saved] = await tx
    .update(payoutBatches)
    .set({ state: 'approved', approvedBy: staffId, approvedAt: now, updatedAt: now })
    .where(eq(payoutBatches.id, batchId))
    .returning();
  return saved;
}

/** A batch ready for the bank's file: approved or later (never a draft or a cancelled batch). */
export async function exportableBatch(db: Database, batchId: string): Promise<BatchRow> {
  const [batch] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, batchId));
  if (!batch) throw notFound(payoutMessages.batchNotFound);
  if (!EXPORTABLE_BATCH_STATES.includes(batch.state)) throw conflict(payoutMessages.notExportable);
  return batch;
}

export async function sendBatch(tx: Database, batchId: string, now = new Date()): Promise<BatchRow> {
  const batch = await lockBatch(tx, batchId);
  requireState(batch, 'approved');
  for (const item of await itemsOf(tx, batchId, ['included'])) {
    await appendLedgerEntries(
      tx,
      item.sellerId,
      item.currency,
      [
        { type: 'payout', bucket: 'payable', amountMinor: -item.amountMinor, payoutId: item.id },
        { type: 'payout', bucket: 'paid', amountMinor: item.amountMinor, payoutId: item.id },
      ],
      now,
    );
    await tx.update(payoutItems).set({ state: 'sent', sentAt: now, updatedAt: now }).where(eq(payoutItems.id, item.id));
    await notify(tx, item.sellerId, {
      kind: 'payout.sent',
      title: `Payout of ${amountText(item.amountMinor, item.currency)} sent`,
      body: `Batch ${batch.number} is on its way to your account at ${item.bankName}.`,
      link: '/payouts',
    });
  }
  const [saved] = await tx.update(payoutBatches).set({ state: 'sent', sentAt: now, updatedAt: now }).where(eq(payoutBatches.id, batchId)).returning();
  return saved;
}

export async function markBatchPaid(tx: Database, batchId: string, bankReference: string, now = new Date()): Promise<BatchRow> {
  const batch = await lockBatch(tx, batchId);
  requireState(batch, 'sent');
  await tx
    .update(payoutItems)
    .set({ state: 'paid', paidAt: now, bankReference, updatedAt: now })
    .where(and(eq(payoutItems.batchId, batchId), eq(payoutItems.state, 'sent')));
  const [saved] = await tx
    .update(payoutBatches)
    .set({ state: 'paid', paidAt: now, bankReference, updatedAt: now })
    .where(eq(payoutBatches.id, batchId))
    .returning();
  return saved;
}

/** Brings a sent or paid payout back to its seller's payable balance, with the reason; the ledger writes it once. */
async function reversePayout(tx: Database, item: ItemRow, reason: string, staffId: string, now: Date): Promise<void> {
  await appendLedgerEntries(
    tx,
    item.sellerId,
    item.currency,
    [
      { type: 'payout_reversal', bucket: 'paid', amountMinor: -item.amountMinor, payoutId: item.id, reason, staffId },
      { type: 'payout_reversal', bucket: 'payable', amountMinor: item.amountMinor, payoutId: item.id, reason, staffId },
    ],
    now,
  );
  await tx.update(payoutItems).set({ state: 'failed', failureReason: reason, updatedAt: now }).where(eq(payoutItems.id, item.id));
  await notify(tx, item.sellerId, {
    kind: 'payout.returned',
    title: `Payout of ${amountText(item.amountMinor, item.currency)} returned`,
    body: `${reason} The amount is back in your payable balance; check your bank details.`,
    link: '/payouts',
  });
}

export async function failBatch(tx: Database, batchId: string, reason: string, staffId: string, now = new Date()): Promise<BatchRow> {
  const batch = await lockBatch(tx, batchId);
  requireState(batch, 'sent');
  for (const item of await itemsOf(tx, batchId, ['sent'])) await reversePayout(tx, item, reason, staffId, now);
  const [saved] = await tx
    .update(payoutBatches)
    .set({ state: 'failed', failureReason: reason, updatedAt: now })
    .where(eq(payoutBatches.id, batchId))
    .returning();
  return saved;
}

/** One returned transfer; answers its batch. */
export async function returnPayout(tx: Database, itemId: string, reason: string, staffId: string, now = new Date()): Promise<BatchRow> {
  const [found] = await tx.select({ batchId: payoutItems.batchId }).from(payoutItems).where(eq(payoutItems.id, itemId));
  if (!found) throw notFound(payoutMessages.itemNotFound);
  // The batch first, then the payout: the order every batch action locks in.
  const batch = await lockBatch(tx, found.batchId);
  const [item] = await tx.select().from(payoutItems).where(eq(payoutItems.id, itemId)).for('update');
  if (item.state !== 'sent' && item.state !== 'paid') throw new AppError(409, payoutMessages.itemWrongState);
  await reversePayout(tx, item, reason, staffId, now);
  return batch;
}

export async function cancelBatch(tx: Database, batchId: string, reason: string | undefined, now = new Date()): Promise<BatchRow> {
  const batch = await lockBatch(tx, batchId);
  requireState(batch, 'draft', 'approved');
  await tx
    .update(payoutItems)
    .set({ state: 'cancelled', failureReason: reason ?? null, updatedAt: now })
    .where(and(eq(payoutItems.batchId, batchId), eq(payoutItems.state, 'included')));
  const [saved] = await tx
    .update(payoutBatches)
    .set({ state: 'cancelled', failureReason: reason ?? null, updatedAt: now })
    .where(eq(payoutBatches.id, batchId))
    .returning();
  return saved;
}
