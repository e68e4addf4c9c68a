import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, payoutItems, sellerBalances, sellerLedgerEntries, storeSections, supplierScores } from '../../server/db/schema';
import { recordAdjustment, recordDeliveryInLedger, releaseDueFunds, reverseOrderInLedger } from '../../server/modules/money/ledger';
import { approveBatch, cancelBatch, failBatch, makeBatch, markBatchPaid, returnPayout, sendBatch } from '../../server/modules/payouts/batches';
import { createTestApp, onboardedSeller, signUp, staffToken, type TestApp } from './helpers';
import { stockedProduct, type TestProduct } from './order-fixtures';
import { expectLedgerConsistent, expectOrderNetInOneState, orderWithCommission } from './ledger-invariants';

// A property-based test of the ledger over random sequences of orders, deliveries, releases as the
// clock moves, reversals (before and after payouts), adjustments and payout batches (cancelled, sent and
// paid, failed, a transfer returned), from a seeded generator so that a failure repeats: after every run,
// for each seller and currency, the balance row equals the sum of its entries per bucket with every
// running balance right, each delivered order's net is in exactly one state, no payout pays more than
// was payable, and each payout moved money exactly as its state says.

/** mulberry32: a small seeded generator, the same sequence for the same seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
  };
}

const DAY = 86_400_000;
let t: TestApp;
let staffId: string;
let approverId: string;
let buyerId: string;
const sellers: Array<{ id: string; products: TestProduct[] }> = [];

beforeAll(async () => {
  t = await createTestApp();
  await staffToken(t, 'administrator');
  const [staff] = await t.db
    .select({ id: sql<string>`id` })
    .from(sql`users`)
    .where(sql`staff_role = 'administrator'`);
  staffId = staff.id;
  await staffToken(t, 'reviewer');
  const [reviewer] = await t.db
    .select({ id: sql<string>`id` })
    .from(sql`users`)
    .where(sql`staff_role = 'reviewer'`);
  approverId = reviewer.id;
  buyerId = (await signUp(t, { role: 'buyer' })).user.id;
  for (let i = 0; i < 3; i++) {
    const seller = await onboardedSeller(t, { name: `Property Seller ${i}` });
    const products = [
      await stockedProduct(t.db, seller.user.id, { currency: 'USD', priceMinor: 1_999 + i }),
      await stockedProduct(t.db, seller.user.id, { currency: 'INR', priceMinor: 150_000 + i }),
    ];
    await t.db.insert(storeSections).values({
      userId: seller.user.id,
      section: 'bank-details',
      data: { account_holder: `Property Seller ${i}`, bank_name: 'Demo Bank', account_number: `74561234567890${i}`, currency: 'USD' },
      completedAt: new Date(),
    });
    sellers.push({ id: seller.user.id, products });
  }
});

describe('the ledger over random sequences', () => {
  for (const seed of [1, 29, 4242]) {
    it(`keeps its invariants (seed ${seed})`, async () => {
      const random = generator(seed);
      // Each run starts later than the last one left off, since they share one database.
      let clock = Date.now() + (seed % 97) * 1000 * DAY;
      const delivered: Array<{ id: string; sellerId: string }> = [];
      const placed: Array<{ id: string; sellerId: string }> = [];
      for (let step = 0; step < 100; step++) {
        const seller = random.pick(sellers);
        const action = random.pick(['order', 'order', 'deliver', 'deliver', 'release', 'reverse', 'adjust', 'payout', 'newSellerLeaves'] as const);
        const now = new Date(clock);
        if (action === 'order') {
          const product = random.pick(seller.products);
          const quantity = random.int(1, 20);
          const commissionMinor = Math.floor((product.priceMinor * quantity * random.int(0, 2_000)) / 10_000);
          placed.push({
            ...(await orderWithCommission(t.db, { sellerId: seller.id, buyerId, product, quantity, commissionMinor, fixedFeeMinor: random.int(0, 300) })),
            sellerId: seller.id,
          });
        } else if (action === 'deliver' && placed.length > 0) {
          const order = placed.splice(random.int(0, placed.length - 1), 1)[0];
          await t.db.transaction(async (tx) => {
            await tx.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id));
            await recordDeliveryInLedger(tx, order.id, now);
            // Delivering twice records nothing twice.
            if (random.next() < 0.2) await recordDeliveryInLedger(tx, order.id, now);
          });
          delivered.push(order);
        } else if (action === 'release') {
          clock += random.int(1, 9) * DAY;
          await releaseDueFunds(t.db, { now: new Date(clock), returnWindowDays: 7, reservePercent: 10 });
        } else if (action === 'reverse' && delivered.length > 0) {
          const order = random.pick(delivered);
          await t.db.transaction((tx) => reverseOrderInLedger(tx, order.id, 'Refund', staffId, now));
        } else if (action === 'adjust') {
          const currency = random.pick(seller.products).currency;
          await t.db.transaction((tx) =>
            recordAdjustment(
              tx,
              {
                sellerId: seller.id,
                currency,
                bucket: random.pick(['payable', 'pending', 'reserved'] as const),
                amountMinor: random.int(-5_000, 5_000) || 1,
                reason: 'Correction',
                staffId,
              },
              now,
            ),
          );
        } else if (action === 'payout') {
          // A batch of one currency's payable balances: cancelled, or approved and sent, then paid (one
          // transfer sometimes returned) or failed at the bank.
          const currency = random.pick(seller.products).currency;
          const batch = await makeBatch(t.db, { trigger: 'on_demand', createdBy: staffId, currency, now });
          if (batch) {
            const fate = random.next();
            if (fate < 0.2) await t.db.transaction((tx) => cancelBatch(tx, batch.id, 'Wrong day', now));
            else {
              await t.db.transaction((tx) => approveBatch(tx, batch.id, approverId, now));
              await t.db.transaction((tx) => sendBatch(tx, batch.id, now));
              if (fate < 0.35) await t.db.transaction((tx) => failBatch(tx, batch.id, 'Rejected by the bank', staffId, now));
              else {
                await t.db.transaction((tx) => markBatchPaid(tx, batch.id, 'UTR0001', now));
                if (fate > 0.85) {
                  const [item] = await t.db.select({ id: payoutItems.id }).from(payoutItems).where(eq(payoutItems.batchId, batch.id)).limit(1);
                  await t.db.transaction((tx) => returnPayout(tx, item.id, 'Account closed', staffId, now));
                }
              }
            }
          }
        } else if (action === 'newSellerLeaves') {
          await t.db
            .insert(supplierScores)
            .values({ sellerId: seller.id, band: 'good' })
            .onConflictDoUpdate({ target: supplierScores.sellerId, set: { band: 'good' } });
        }
      }
      for (const seller of sellers) for (const currency of ['USD', 'INR']) await expectLedgerConsistent(t.db, seller.id, currency);
      for (const order of delivered) expect(['pending', 'released', 'reversed']).toContain(await expectOrderNetInOneState(t.db, order.id));
      // Nothing is paid twice: what was paid out never exceeds what became payable.
      const payouts = await t.db
        .select({ sellerId: sellerLedgerEntries.sellerId, currency: sellerLedgerEntries.currency, paid: sql<string>`sum(${sellerLedgerEntries.amountMinor})` })
        .from(sellerLedgerEntries)
        .where(and(eq(sellerLedgerEntries.type, 'payout'), eq(sellerLedgerEntries.bucket, 'paid')))
        .groupBy(sellerLedgerEntries.sellerId, sellerLedgerEntries.currency);
      for (const payout of payouts) {
        const [credited] = await t.db
          .select({ total: sql<string>`coalesce(sum(${sellerLedgerEntries.amountMinor}), 0)` })
          .from(sellerLedgerEntries)
          .where(
            and(
              eq(sellerLedgerEntries.sellerId, payout.sellerId),
              eq(sellerLedgerEntries.currency, payout.currency),
              eq(sellerLedgerEntries.bucket, 'payable'),
              sql`${sellerLedgerEntries.amountMinor} > 0`,
            ),
          );
        expect(Number(payout.paid)).toBeLessThanOrEqual(Number(credited.total));
      }
      // Each payout left payable exactly as its state says: once when sent or paid, and back when returned or failed.
      const items = await t.db.select().from(payoutItems);
      for (const item of items) {
        const [moved] = await t.db
          .select({ paid: sql<string>`coalesce(sum(${sellerLedgerEntries.amountMinor}), 0)` })
          .from(sellerLedgerEntries)
          .where(and(eq(sellerLedgerEntries.payoutId, item.id), eq(sellerLedgerEntries.bucket, 'paid')));
        expect(Number(moved.paid), `${item.state} payout`).toBe(item.state === 'sent' || item.state === 'paid' ? item.amountMinor : 0);
      }
      expect((await t.db.select().from(sellerBalances)).length).toBeGreaterThan(0);
    });
  }

  it('went through payouts in every outcome (the runs above exercised them)', async () => {
    const states = new Set((await t.db.select({ state: payoutItems.state }).from(payoutItems)).map((row) => row.state));
    for (const state of ['cancelled', 'paid', 'failed'] as const) expect(states, state).toContain(state);
  });
});
