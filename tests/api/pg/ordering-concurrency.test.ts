import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CheckoutResult } from '../../../src/contract/ordering';
import { idempotencyKeys, orders } from '../../../server/db/schema';
import { createTestApp, envelope } from '../helpers';
import { ledgerIsConsistent } from '../order-fixtures';
import { buyerWithAddress, checkout, freshKey, holdOf, listedProduct, supplier } from '../ordering-fixtures';

// Checkout under concurrency: duplicates of one attempt and buyers racing for the last units. Only a
// real PostgreSQL server runs requests on separate connections at once.
const url = process.env.TEST_DATABASE_URL;
const t = url ? await createTestApp({}, { database: 'postgres' }) : undefined;

async function scene(stock: number) {
  const seller = await supplier(t!);
  const buyer = await buyerWithAddress(t!);
  const product = await listedProduct(t!.db, seller.user.id, { name: 'Steel Bolts M8', priceMinor: 250, onHand: stock });
  const order = (quantity: number, key = freshKey(), token = buyer.token, addressId = buyer.addressId) =>
    checkout(t!, token, { address_id: addressId, payment_method: 'bank_transfer', lines: [{ product_id: product.id, quantity, unit_price_minor: 250 }] }, key);
  return { seller, buyer, product, order };
}

describe.skipIf(!url)('on real PostgreSQL, checkout under concurrency', () => {
  it('makes one order of 20 simultaneous duplicates with one Idempotency-Key, and answers each with it', async () => {
    const { buyer, product, order } = await scene(100);
    const key = freshKey();
    const responses = await Promise.all(Array.from({ length: 20 }, () => order(3, key)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = new Set(responses.map((r) => envelope<CheckoutResult>(r).data.orders[0].number));
    expect(numbers.size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
    expect(await t!.db.select().from(orders).where(eq(orders.buyerId, buyer.user.id))).toHaveLength(1);
    expect(await t!.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(1);
    expect(await holdOf(t!.db, product.id)).toEqual({ onHand: 100, reserved: 3 });
  });

  it('sells exactly the available quantity when 30 buyers order 1 unit each against a stock of 10', async () => {
    const { product, order } = await scene(10);
    const buyers = await Promise.all(Array.from({ length: 30 }, () => buyerWithAddress(t!)));
    const responses = await Promise.all(buyers.map((b) => order(1, freshKey(), b.token, b.addressId)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20);
    for (const refused of responses.filter((r) => r.statusCode === 409)) {
      expect(envelope(refused).errors).toEqual({ 'lines.0.quantity': 'Not enough stock for this quantity' });
    }
    expect(await holdOf(t!.db, product.id)).toEqual({ onHand: 10, reserved: 10 });
    const placed = await t!.db.select().from(orders).where(eq(orders.status, 'pending'));
    expect(placed.filter((o) => buyers.some((b) => b.user.id === o.buyerId))).toHaveLength(10);
  });

  it('never oversells when confirmations of held orders race manual removals', async () => {
    const { seller, product, order } = await scene(30);
    const placed = [];
    for (let i = 0; i < 5; i++) placed.push(envelope<CheckoutResult>(await order(5)).data.orders[0]);
    expect(await holdOf(t!.db, product.id)).toEqual({ onHand: 30, reserved: 25 });
    const confirmations = placed.map((o) =>
      t!.request({ method: 'POST', url: `/v1/orders/${o.id}/transition`, token: seller.token, payload: { status: 'confirmed' } }),
    );
    const removals = Array.from({ length: 5 }, () =>
      t!.request({ method: 'POST', url: `/v1/inventory/${product.id}/adjustments`, token: seller.token, payload: { delta: -2, reason: 'damaged' } }),
    );
    const responses = await Promise.all([...confirmations, ...removals]);
    // Held stock is the orders': every confirmation passes; removals only take what is not held.
    expect(responses.slice(0, 5).map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const removed = responses.slice(5).filter((r) => r.statusCode === 201).length;
    expect(removed).toBe(2);
    for (const refused of responses.slice(5).filter((r) => r.statusCode !== 201)) {
      expect(envelope(refused).message).toMatch(/Stock cannot go below/);
    }
    expect(await holdOf(t!.db, product.id)).toEqual({ onHand: 1, reserved: 0 });
    expect(await ledgerIsConsistent(t!.db, product.id)).toBe(true);
  });

  it('lets a buyer cancel and the seller confirm the same order at once: exactly one wins, and the stock adds up', async () => {
    const { seller, buyer, product, order } = await scene(20);
    const [placed] = envelope<CheckoutResult>(await order(8)).data.orders;
    const [confirm, cancel] = await Promise.all([
      t!.request({ method: 'POST', url: `/v1/orders/${placed.id}/transition`, token: seller.token, payload: { status: 'confirmed' } }),
      t!.request({ method: 'POST', url: `/v1/buyer/orders/${placed.id}/cancel`, token: buyer.token, payload: {} }),
    ]);
    expect([confirm.statusCode, cancel.statusCode].sort()).toEqual([200, 409]);
    const stock = await holdOf(t!.db, product.id);
    expect(stock).toEqual(confirm.statusCode === 200 ? { onHand: 12, reserved: 0 } : { onHand: 20, reserved: 0 });
    expect(await ledgerIsConsistent(t!.db, product.id)).toBe(true);
  });
});
