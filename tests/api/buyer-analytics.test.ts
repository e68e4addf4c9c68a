import { describe, expect, it } from 'vitest';
import { categories, orderLines, orders, products } from '../../server/db/schema';
import { createTestApp, envelope, onboardedSeller, signUp } from './helpers';

const t = await createTestApp();
let counter = 0;

async function product(sellerId: string, categoryId: string | null, currency: string) {
  counter += 1;
  const [row] = await t.db
    .insert(products)
    .values({ sellerId, name: `Item ${counter}`, sku: `SKU-${counter}`, categoryId, currency, priceMinor: 100 })
    .returning();
  return row;
}

async function order(
  buyerId: string,
  sellerId: string,
  status: 'pending' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled',
  createdAt: string,
  lines: Array<{ productId: string; total: number }>,
  currency = 'USD',
) {
  counter += 1;
  const total = lines.reduce((sum, line) => sum + line.total, 0);
  const [row] = await t.db
    .insert(orders)
    .values({
      number: `ORD-A-${counter}`,
      buyerId,
      sellerId,
      status,
      currency,
      totalMinor: total,
      shippingAddress: { city: 'Berlin' },
      createdAt: new Date(createdAt),
    })
    .returning();
  for (const line of lines) {
    await t.db
      .insert(orderLines)
      .values({ orderId: row.id, productId: line.productId, productName: 'x', sku: 'x', quantity: 1, unitPriceMinor: line.total, lineTotalMinor: line.total });
  }
  return row;
}

describe('GET /v1/buyer/analytics/spend', () => {
  it('sums accepted orders by month, supplier and category per currency, the caller’s only', async () => {
    const [kitchen] = await t.db.insert(categories).values({ name: 'Analytics Kitchen', path: 'Analytics Kitchen' }).returning();
    const [tools] = await t.db.insert(categories).values({ name: 'Analytics Tools', path: 'Analytics Tools' }).returning();
    const alpha = await onboardedSeller(t, { name: 'Alpha' });
    const beta = await onboardedSeller(t, { name: 'Beta' });
    const buyer = await signUp(t, { role: 'buyer' });
    const other = await signUp(t, { role: 'buyer' });
    const pan = await product(alpha.user.id, kitchen.id, 'USD');
    const saw = await product(beta.user.id, tools.id, 'USD');
    const loose = await product(beta.user.id, null, 'EUR');

    await order(buyer.user.id, alpha.user.id, 'delivered', '2026-01-10T10:00:00Z', [{ productId: pan.id, total: 10_000 }]);
    await order(buyer.user.id, beta.user.id, 'confirmed', '2026-01-20T10:00:00Z', [
      { productId: saw.id, total: 4_000 },
      { productId: pan.id, total: 1_000 },
    ]);
    await order(buyer.user.id, alpha.user.id, 'shipped', '2026-02-03T10:00:00Z', [{ productId: pan.id, total: 2_500 }]);
    await order(buyer.user.id, beta.user.id, 'delivered', '2026-02-04T10:00:00Z', [{ productId: loose.id, total: 900 }], 'EUR');
    // Not spend: pending, cancelled, outside the range, someone else's.
    await order(buyer.user.id, alpha.user.id, 'pending', '2026-02-05T10:00:00Z', [{ productId: pan.id, total: 77_000 }]);
    await order(buyer.user.id, alpha.user.id, 'cancelled', '2026-02-05T10:00:00Z', [{ productId: pan.id, total: 66_000 }]);
    await order(buyer.user.id, alpha.user.id, 'delivered', '2025-12-31T23:59:00Z', [{ productId: pan.id, total: 55_000 }]);
    await order(other.user.id, alpha.user.id, 'delivered', '2026-01-15T10:00:00Z', [{ productId: pan.id, total: 44_000 }]);

    const response = await t.request({ method: 'GET', url: '/v1/buyer/analytics/spend?from=2026-01-01&to=2026-02-28', token: buyer.token });
    expect(response.statusCode).toBe(200);
    const report = envelope<Record<string, unknown>>(response).data;
    expect(report).toEqual({
      from: '2026-01-01',
      to: '2026-02-28',
      scope: 'own',
      by_month: [
        { month: '2026-01', currency: 'USD', total_minor: 15_000, orders: 2 },
        { month: '2026-02', currency: 'EUR', total_minor: 900, orders: 1 },
        { month: '2026-02', currency: 'USD', total_minor: 2_500, orders: 1 },
      ],
      by_supplier: [
        { supplier_id: alpha.user.id, supplier: 'Alpha Trading', currency: 'USD', total_minor: 12_500, orders: 2 },
        { supplier_id: beta.user.id, supplier: 'Beta Trading', currency: 'USD', total_minor: 5_000, orders: 1 },
        { supplier_id: beta.user.id, supplier: 'Beta Trading', currency: 'EUR', total_minor: 900, orders: 1 },
      ],
      by_category: [
        { category_id: kitchen.id, category: 'Analytics Kitchen', currency: 'USD', total_minor: 13_500 },
        { category_id: tools.id, category: 'Analytics Tools', currency: 'USD', total_minor: 4_000 },
        { category_id: null, category: null, currency: 'EUR', total_minor: 900 },
      ],
      totals: [
        { currency: 'USD', total_minor: 17_500, orders: 3 },
        { currency: 'EUR', total_minor: 900, orders: 1 },
      ],
    });
    const theirs = envelope<{ totals: Array<{ total_minor: number }> }>(
      await t.request({ method: 'GET', url: '/v1/buyer/analytics/spend?from=2026-01-01&to=2026-02-28', token: other.token }),
    ).data;
    expect(theirs.totals).toEqual([{ currency: 'USD', total_minor: 44_000, orders: 1 }]);
  });

  it('defaults to the last twelve months and is empty for a new buyer', async () => {
    const buyer = await signUp(t, { role: 'buyer' });
    const report = envelope<{ from: string; to: string; by_month: unknown[]; totals: unknown[] }>(
      await t.request({ method: 'GET', url: '/v1/buyer/analytics/spend', token: buyer.token }),
    ).data;
    expect(report.to).toBe(new Date().toISOString().slice(0, 10));
    expect(report.from).toMatch(/^\d{4}-\d{2}-01$/);
    expect(report.by_month).toEqual([]);
    expect(report.totals).toEqual([]);
  });

  it('refuses bad dates, a reversed or too long range, unknown parameters and other roles', async () => {
    const buyer = await signUp(t, { role: 'buyer' });
    const bad = await t.request({ method: 'GET', url: '/v1/buyer/analytics/spend?from=2026-13-01&to=yesterday', token: buyer.token });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).errors).toEqual({ from: 'Use a date like 2026-01-31', to: 'Use a date like 2026-01-31' });
    const reversed = await t.request({ method: 'GET', url: '/v1/buyer/analytics/spend?from=2026-03-01&to=2026-01-01', token: buyer.token });
    expect(envelope(reversed).errors).toEqual({ from: 'The start date must be on or before the end date' });
    const long = await t.request({ method: 'GET', url: '/v1/buyer/analytics/spend?from=2020-01-01&to=2026-01-01', token: buyer.token });
    expect(envelope(long).errors).toEqual({ to: 'Choose a period of at most 3 years' });
    const unknown = await t.request({ method: 'GET', url: '/v1/buyer/analytics/spend?buyer_id=x', token: buyer.token });
    expect(unknown.statusCode).toBe(400);
    const seller = await onboardedSeller(t);
    expect((await t.request({ method: 'GET', url: '/v1/buyer/analytics/spend', token: seller.token })).statusCode).toBe(403);
  });
});
