import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../server/db/schema';
import { appendLedgerEntries, recordDeliveryInLedger, releaseDueFunds } from '../../../server/modules/money/ledger';
import { createTestApp, onboardedSeller, signUp } from '../helpers';
import { stockedProduct } from '../order-fixtures';
import { expectLedgerConsistent, expectOrderNetInOneState, orderWithCommission } from '../ledger-invariants';

// The seller ledger on real PostgreSQL, where transactions truly run at once: the append-only trigger,
// and deliveries, releases and other writers of one seller racing on separate connections, each entry's
// running balance still the one before plus its amount.
const url = process.env.TEST_DATABASE_URL;
const t = url ? await createTestApp({}, { database: 'postgres' }) : undefined;
const DAY = 86_400_000;

describe.skipIf(!url)('on real PostgreSQL, the seller ledger', () => {
  it('refuses UPDATE, DELETE and TRUNCATE', async () => {
    const seller = await onboardedSeller(t!, { name: 'Append Only' });
    await t!.db.transaction((tx) =>
      appendLedgerEntries(tx, seller.user.id, 'USD', [{ type: 'adjustment', bucket: 'payable', amountMinor: 5, reason: 'Test', staffId: seller.user.id }]),
    );
    const failure = (promise: Promise<unknown>) =>
      promise.then(
        () => 'passed',
        (error: { message?: string; cause?: { message?: string } }) => `${error.message} ${error.cause?.message ?? ''}`,
      );
    expect(await failure(t!.db.execute(sql`update seller_ledger_entries set amount_minor = 0`))).toMatch(/append-only/);
    expect(await failure(t!.db.execute(sql`delete from seller_ledger_entries`))).toMatch(/append-only/);
    expect(await failure(t!.db.execute(sql`truncate seller_ledger_entries`))).toMatch(/append-only/);
  });

  it('keeps every running balance right when deliveries, adjustments and releases of one seller race', async () => {
    const seller = await onboardedSeller(t!, { name: 'Racing Ledger' });
    const buyer = await signUp(t!, { role: 'buyer' });
    const product = await stockedProduct(t!.db, seller.user.id, { currency: 'USD', priceMinor: 1_000 });
    const placed = [];
    for (let i = 0; i < 16; i++)
      placed.push(
        await orderWithCommission(t!.db, {
          sellerId: seller.user.id,
          buyerId: buyer.user.id,
          product,
          quantity: i + 1,
          commissionMinor: 80 * (i + 1),
          fixedFeeMinor: 25,
        }),
      );
    // Each order delivered twice at once (two sellers' tabs), all orders at once, with adjustments between.
    const deliver = (orderId: string) =>
      t!.db.transaction(async (tx) => {
        await tx.update(orders).set({ status: 'delivered' }).where(eq(orders.id, orderId));
        await recordDeliveryInLedger(tx, orderId);
      });
    const results = await Promise.allSettled([
      ...placed.flatMap((order) => [deliver(order.id), deliver(order.id)]),
      ...Array.from({ length: 8 }, (_, i) =>
        t!.db.transaction((tx) =>
          appendLedgerEntries(tx, seller.user.id, 'USD', [
            { type: 'adjustment', bucket: 'payable', amountMinor: i + 1, reason: 'Race', staffId: seller.user.id },
          ]),
        ),
      ),
    ]);
    // A second delivery of the same order either found the first or lost to its unique index: never both written.
    expect(results.filter((result) => result.status === 'fulfilled').length).toBeGreaterThanOrEqual(24);
    await expectLedgerConsistent(t!.db, seller.user.id, 'USD');
    for (const order of placed) expect(await expectOrderNetInOneState(t!.db, order.id)).toBe('pending');

    // Four processes release at once, after the window: each order once.
    const later = new Date(Date.now() + 8 * DAY);
    const runs = await Promise.all([1, 2, 3, 4].map(() => releaseDueFunds(t!.db, { now: later, returnWindowDays: 7, reservePercent: 10 })));
    expect(runs.reduce((sum, run) => sum + run.released, 0)).toBe(16);
    await expectLedgerConsistent(t!.db, seller.user.id, 'USD');
    for (const order of placed) expect(await expectOrderNetInOneState(t!.db, order.id)).toBe('released');
  });
});
