// The score job as the server runs it (server/main.ts registers it): started when the app is ready, it
// computes every seller at once and then picks up what events mark stale; closing the app stops it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PublicSupplier } from '../../src/contract/public-catalog';
import { orderEvents, products, reviews, supplierScores } from '../../server/db/schema';
import { scoreJob } from '../../server/modules/performance/job';
import { createTestApp, envelope, onboardedSeller, signUp } from './helpers';
import { placedOrder, stockedProduct } from './order-fixtures';

const t = await createTestApp({}, { seed: true, beforeReady: (app) => void app.register(scoreJob, { pollMs: 50 }) });

const DAY = 86_400_000;

/** Waits until `check` holds, asking every 25 ms for at most 5 s. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  const until = Date.now() + 5_000;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('not within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the score job in the API process', () => {
  it('scores the demo suppliers at start', async () => {
    const demoSellers = t.db.selectDistinct({ sellerId: products.sellerId }).from(products);
    await eventually(async () => {
      const sellers = await demoSellers;
      const scored = await t.db.select({ sellerId: supplierScores.sellerId, at: supplierScores.computedAt }).from(supplierScores);
      return sellers.length > 0 && sellers.every((seller) => scored.some((row) => row.sellerId === seller.sellerId && row.at !== null));
    });
  });

  it('shows a new review on the store page within moments', async () => {
    const seller = await onboardedSeller(t, { name: 'Live Supplier' });
    const buyer = await signUp(t, { role: 'buyer' });
    const product = await stockedProduct(t.db, seller.user.id, { onHand: 100 });
    for (const rating of [5, 5, 4]) {
      const order = await placedOrder(t.db, {
        sellerId: seller.user.id,
        buyerId: buyer.user.id,
        lines: [{ product, quantity: 1 }],
        status: 'delivered',
        createdAt: new Date(Date.now() - 10 * DAY),
      });
      await t.db.insert(orderEvents).values({ orderId: order.id, fromStatus: 'shipped', toStatus: 'delivered', actorId: seller.user.id, actorRole: 'seller' });
      await t.db.insert(reviews).values({
        orderId: order.id,
        buyerId: buyer.user.id,
        sellerId: seller.user.id,
        overallRating: rating,
        qualityRating: rating,
        communicationRating: rating,
        deliveryRating: rating,
      });
    }
    const url = `/v1/public/suppliers/${seller.user.id}`;
    await eventually(async () => envelope<PublicSupplier>(await t.request({ method: 'GET', url })).data.performance?.rating === 4.7);
    expect(envelope<PublicSupplier>(await t.request({ method: 'GET', url })).data.performance).toMatchObject({
      band: 'excellent',
      rating: 4.7,
      rating_count: 3,
    });
  });

  it('stops when the app closes', async () => {
    await t.app.close();
    const [row] = await t.db.select({ sellerId: supplierScores.sellerId }).from(supplierScores).limit(1);
    await t.db.update(supplierScores).set({ staleSince: new Date() }).where(eq(supplierScores.sellerId, row.sellerId));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [after] = await t.db.select({ staleSince: supplierScores.staleSince }).from(supplierScores).where(eq(supplierScores.sellerId, row.sellerId));
    expect(after.staleSince).not.toBeNull();
  });
});
