import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents, orders, stockMovements } from '../../../server/db/schema';
import { createTestApp, envelope, onboardedSeller, signUp } from '../helpers';
import { ledgerIsConsistent, ledgerOf, placedOrder, stockedProduct, stockOf } from '../order-fixtures';

// Overselling is a race between connections; only a real PostgreSQL server can run one.
const url = process.env.TEST_DATABASE_URL;
const t = url ? await createTestApp({}, { database: 'postgres' }) : undefined;

async function scene(stock: number) {
  const seller = await onboardedSeller(t!);
  const buyer = await signUp(t!, { role: 'buyer' });
  const product = await stockedProduct(t!.db, seller.user.id, { name: 'Steel Bolts M8', onHand: stock });
  return { seller, buyer, product };
}

const confirm = (token: string, orderId: string) =>
  t!.request({ method: 'POST', url: `/v1/orders/${orderId}/transition`, token, payload: { status: 'confirmed' } });

describe.skipIf(!url)('on real PostgreSQL, stock under concurrency', () => {
  it('confirms exactly one of three simultaneous orders that each need most of the stock', async () => {
    const { seller, buyer, product } = await scene(5);
    const placed = await Promise.all(
      [1, 2, 3].map(() => placedOrder(t!.db, { sellerId: seller.user.id, buyerId: buyer.user.id, lines: [{ product, quantity: 3 }] })),
    );
    const responses = await Promise.all(placed.map((order) => confirm(seller.token, order.id)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(2);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(envelope(refused).message).toBe('Not enough stock of Steel Bolts M8: 2 available, 3 needed');
    }
    expect(await stockOf(t!.db, product.id)).toBe(2);
    const winner = placed[statuses.indexOf(200)];
    const states = await Promise.all(
      placed.map(async (order) => (await t!.db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id)))[0].status),
    );
    expect(states.filter((s) => s === 'confirmed')).toHaveLength(1);
    expect(states.filter((s) => s === 'pending')).toHaveLength(2);
    const ledger = await ledgerOf(t!.db, product.id);
    expect(ledger.filter((row) => row.reason === 'order')).toEqual([expect.objectContaining({ delta: -3, balanceAfter: 2, orderId: winner.id })]);
    expect(await ledgerIsConsistent(t!.db, product.id)).toBe(true);
    // The refused orders have no confirmation event: their transactions rolled back whole.
    for (const order of placed.filter((o) => o !== winner)) {
      expect(await t!.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).toHaveLength(1);
    }
  });

  it('confirms one order once however many requests race to confirm it', async () => {
    const { seller, buyer, product } = await scene(100);
    const order = await placedOrder(t!.db, { sellerId: seller.user.id, buyerId: buyer.user.id, lines: [{ product, quantity: 10 }] });
    const responses = await Promise.all(Array.from({ length: 10 }, () => confirm(seller.token, order.id)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(envelope(refused).message).toBe('This order cannot move from confirmed to confirmed');
    }
    expect(await stockOf(t!.db, product.id)).toBe(90);
    expect(await t!.db.select().from(stockMovements).where(eq(stockMovements.orderId, order.id))).toHaveLength(1);
    expect(await t!.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).toHaveLength(2);
  });

  it('lets a confirmation and a cancellation race without losing or doubling stock', async () => {
    const { seller, buyer, product } = await scene(50);
    const order = await placedOrder(t!.db, { sellerId: seller.user.id, buyerId: buyer.user.id, lines: [{ product, quantity: 20 }] });
    await confirm(seller.token, order.id);
    const cancel = () => t!.request({ method: 'POST', url: `/v1/orders/${order.id}/transition`, token: seller.token, payload: { status: 'cancelled' } });
    const responses = await Promise.all([cancel(), cancel(), cancel(), cancel()]);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await stockOf(t!.db, product.id)).toBe(50);
    expect(await ledgerIsConsistent(t!.db, product.id)).toBe(true);
  });

  it('lets exactly 10 of 20 simultaneous removals of one unit through a stock of 10', async () => {
    const { seller, product } = await scene(10);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t!.request({ method: 'POST', url: `/v1/inventory/${product.id}/adjustments`, token: seller.token, payload: { delta: -1, reason: 'correction' } }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    expect(await stockOf(t!.db, product.id)).toBe(0);
    const ledger = await ledgerOf(t!.db, product.id);
    expect(ledger.filter((row) => row.reason === 'correction')).toHaveLength(10);
    expect(ledger.map((row) => row.balanceAfter).sort((a, b) => b - a)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    expect(await ledgerIsConsistent(t!.db, product.id)).toBe(true);
  });

  it('never oversells when confirmations and manual removals race on one product', async () => {
    const { seller, buyer, product } = await scene(30);
    const placed = await Promise.all(
      Array.from({ length: 5 }, () => placedOrder(t!.db, { sellerId: seller.user.id, buyerId: buyer.user.id, lines: [{ product, quantity: 7 }] })),
    );
    const removals = Array.from({ length: 5 }, () =>
      t!.request({ method: 'POST', url: `/v1/inventory/${product.id}/adjustments`, token: seller.token, payload: { delta: -4, reason: 'damaged' } }),
    );
    const responses = await Promise.all([...placed.map((order) => confirm(seller.token, order.id)), ...removals]);
    const confirmed = responses.slice(0, 5).filter((r) => r.statusCode === 200).length;
    const removed = responses.slice(5).filter((r) => r.statusCode === 201).length;
    const left = await stockOf(t!.db, product.id);
    expect(left).toBe(30 - confirmed * 7 - removed * 4);
    expect(left).toBeGreaterThanOrEqual(0);
    // Whatever won, what is left is too little for any refused request.
    if (confirmed < 5) expect(left).toBeLessThan(7);
    if (removed < 5) expect(left).toBeLessThan(4);
    expect(await ledgerIsConsistent(t!.db, product.id)).toBe(true);
  });
});
