import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payoutBatches, payoutItems, sellerBalances, storeSections } from '../../../server/db/schema';
import { appendLedgerEntries } from '../../../server/modules/money/ledger';
import { approveBatch, makeBatch, sendBatch } from '../../../server/modules/payouts/batches';
import { createTestApp, onboardedSeller, staffToken } from '../helpers';
import { expectLedgerConsistent } from '../ledger-invariants';

// Payout batches on real PostgreSQL, where transactions truly run at once: batches made at the same
// moment never take the same payable balance, and a batch sent twice at once moves each payout once.
const url = process.env.TEST_DATABASE_URL;
const t = url ? await createTestApp({}, { database: 'postgres' }) : undefined;

async function payee(index: number, payableMinor: number) {
  const seller = await onboardedSeller(t!, { name: `Concurrent Payee ${index}` });
  await t!.db.insert(storeSections).values({
    userId: seller.user.id,
    section: 'bank-details',
    data: { account_holder: `Payee ${index} Ltd`, bank_name: 'Demo Bank', account_number: `74561234567${index}`, currency: 'USD' },
    completedAt: new Date(),
  });
  for (const currency of ['USD', 'EUR'])
    await t!.db.transaction((tx) =>
      appendLedgerEntries(tx, seller.user.id, currency, [
        { type: 'adjustment', bucket: 'payable', amountMinor: payableMinor, reason: 'Opening balance', staffId: seller.user.id },
      ]),
    );
  return seller.user.id;
}

describe.skipIf(!url)('on real PostgreSQL, payout batches', () => {
  it('made at the same moment never take the same balance twice, and sending twice at once pays each payout once', async () => {
    await staffToken(t!, 'administrator');
    const sellers = await Promise.all(Array.from({ length: 12 }, (_, index) => payee(index, 10_000 + index)));
    // Eight batches at once, some of one currency, some of every currency.
    const made = await Promise.all(
      Array.from({ length: 8 }, (_, index) => makeBatch(t!.db, { trigger: 'on_demand', createdBy: null, currency: index % 2 ? 'USD' : undefined })),
    );
    const batchIds = made.filter((batch) => batch !== null).map((batch) => batch.id);
    const items = await t!.db.select().from(payoutItems).where(inArray(payoutItems.batchId, batchIds));
    // Each seller's balance in each currency is in exactly one payout, for the whole balance.
    for (const sellerId of sellers)
      for (const currency of ['USD', 'EUR']) {
        const taken = items.filter((item) => item.sellerId === sellerId && item.currency === currency);
        expect(taken, `${sellerId} ${currency}`).toHaveLength(1);
        const [balance] = await t!.db
          .select({ payable: sellerBalances.payableMinor })
          .from(sellerBalances)
          .where(and(eq(sellerBalances.sellerId, sellerId), eq(sellerBalances.currency, currency)));
        expect(taken[0].amountMinor).toBe(balance.payable);
      }

    // Every batch approved, then each sent by two requests at once: one wins, the other finds it sent.
    const approver = (await t!.db.execute(sql`select id from users where 'admin' = any(roles) limit 1`)) as unknown as { rows: Array<{ id: string }> };
    for (const id of batchIds) await t!.db.transaction((tx) => approveBatch(tx, id, approver.rows[0].id));
    const sends = await Promise.allSettled(
      batchIds.flatMap((id) => [t!.db.transaction((tx) => sendBatch(tx, id)), t!.db.transaction((tx) => sendBatch(tx, id))]),
    );
    expect(sends.filter((result) => result.status === 'fulfilled')).toHaveLength(batchIds.length);
    const states = await t!.db.select({ state: payoutBatches.state }).from(payoutBatches).where(inArray(payoutBatches.id, batchIds));
    expect(states.every((row) => row.state === 'sent')).toBe(true);
    for (const sellerId of sellers)
      for (const currency of ['USD', 'EUR']) {
        await expectLedgerConsistent(t!.db, sellerId, currency);
        const [balance] = await t!.db
          .select()
          .from(sellerBalances)
          .where(and(eq(sellerBalances.sellerId, sellerId), eq(sellerBalances.currency, currency)));
        expect(balance.payableMinor).toBe(0);
        expect(balance.paidMinor).toBeGreaterThanOrEqual(10_000);
      }
  });
});
