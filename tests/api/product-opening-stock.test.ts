// A new product's opening stock (POST /v1/products with opening_stock): on hand from the start and the
// ledger's first entry, written in the product's transaction; validated by name; an edit does not take
// it (stock then moves only through adjustments and orders); another seller never sees it.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products, stockMovements } from '../../server/db/schema';
import type { Product } from '../../src/contract/catalog';
import type { InventoryItem, StockMovement } from '../../src/contract/operations';
import { createTestApp, envelope, onboardedSeller, signUp } from './helpers';

const t = await createTestApp();
const OPENING = 'Enter a whole number of units from 0 to 1,000,000,000';

const create = (token: string, payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/v1/products', token, payload });

describe('POST /v1/products with opening_stock', () => {
  it('puts the units on hand and writes them as the ledger’s first entry, by the seller', async () => {
    const seller = await onboardedSeller(t, { name: 'Asha Traders' });
    const response = await create(seller.token, { name: 'Brass bowl', sku: 'BB-1', opening_stock: 120 });
    expect(response.statusCode, response.body).toBe(201);
    const product = envelope<Product>(response).data;
    expect(product).toMatchObject({ stock_on_hand: 120, stock_state: 'in_stock', status: 'draft' });

    const item = envelope<InventoryItem>(await t.request({ method: 'GET', url: `/v1/inventory/${product.id}`, token: seller.token })).data;
    expect(item).toMatchObject({ on_hand: 120, reserved: 0, available: 120 });
    const ledger = envelope<StockMovement[]>(await t.request({ method: 'GET', url: `/v1/inventory/${product.id}/movements`, token: seller.token })).data;
    expect(ledger).toEqual([
      expect.objectContaining({ reason: 'received', delta: 120, balance_after: 120, note: 'Opening stock', order_id: null, actor_name: 'Asha Traders' }),
    ]);

    // Another seller: neither the product nor its stock.
    const other = await onboardedSeller(t, { name: 'Other Seller' });
    expect((await t.request({ method: 'GET', url: `/v1/inventory/${product.id}`, token: other.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/v1/inventory/${product.id}/movements`, token: other.token })).statusCode).toBe(404);
  });

  it('starts at none, with an empty ledger, without it or at 0', async () => {
    const seller = await onboardedSeller(t);
    for (const [sku, extra] of [
      ['NONE-1', {}],
      ['ZERO-1', { opening_stock: 0 }],
    ] as const) {
      const response = await create(seller.token, { name: 'Copper cup', sku, ...extra });
      expect(response.statusCode, response.body).toBe(201);
      const product = envelope<Product>(response).data;
      expect(product).toMatchObject({ stock_on_hand: 0, stock_state: 'out_of_stock' });
      expect(await t.db.select().from(stockMovements).where(eq(stockMovements.productId, product.id))).toEqual([]);
    }
  });

  it('refuses a bad opening stock by name, and then writes no product', async () => {
    const seller = await onboardedSeller(t);
    for (const value of [-1, 1.5, '12', 1_000_000_001]) {
      const response = await create(seller.token, { name: 'Steel tray', sku: 'ST-1', opening_stock: value });
      expect(response.statusCode, String(value)).toBe(400);
      expect(envelope(response).errors, String(value)).toEqual({ opening_stock: OPENING });
    }
    expect(await t.db.select().from(products).where(eq(products.sellerId, seller.user.id))).toEqual([]);
  });

  it('leaves no stock and no ledger entry when the product itself is refused', async () => {
    const seller = await onboardedSeller(t);
    expect((await create(seller.token, { name: 'Tin box', sku: 'TB-1' })).statusCode).toBe(201);
    const taken = await create(seller.token, { name: 'Tin box again', sku: 'TB-1', opening_stock: 40 });
    expect(taken.statusCode).toBe(409);
    const rows = await t.db.select({ id: products.id }).from(products).where(eq(products.sellerId, seller.user.id));
    expect(rows).toHaveLength(1);
    expect(await t.db.select().from(stockMovements).where(eq(stockMovements.sellerId, seller.user.id))).toEqual([]);
  });

  it('is not taken by an edit: stock then changes through adjustments', async () => {
    const seller = await onboardedSeller(t);
    const product = envelope<Product>(await create(seller.token, { name: 'Clay pot', sku: 'CP-1', opening_stock: 5 })).data;
    const edit = await t.request({ method: 'PATCH', url: `/v1/products/${product.id}`, token: seller.token, payload: { opening_stock: 50 } });
    expect(edit.statusCode).toBe(400);
    expect(Object.keys(envelope(edit).errors ?? {})).toEqual(['opening_stock']);
    const read = envelope<Product>(await t.request({ method: 'GET', url: `/v1/products/${product.id}`, token: seller.token })).data;
    expect(read.stock_on_hand).toBe(5);
  });

  it('refuses buyers (403) and anonymous callers (401)', async () => {
    const buyer = await signUp(t, { role: 'buyer' });
    expect((await create(buyer.token, { name: 'Cup', sku: 'C-1', opening_stock: 1 })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/v1/products', payload: { name: 'Cup', sku: 'C-1', opening_stock: 1 } })).statusCode).toBe(401);
  });
});
