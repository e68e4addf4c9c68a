import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../src/contract/ordering';
import { inventory, products, users } from '../../server/db/schema';
import { createTestApp, envelope, signUp } from './helpers';
import { buyerWithAddress, listedProduct, supplier } from './ordering-fixtures';

const t = await createTestApp();
const unknownId = '00000000-0000-4000-8000-000000000000';

async function scene() {
  const bolts = await supplier(t, 'Li Wei');
  const gloves = await supplier(t, 'Ana Souza');
  const buyer = await buyerWithAddress(t);
  const boltsProduct = await listedProduct(t.db, bolts.user.id, {
    name: 'Steel Bolts M8',
    priceMinor: 250,
    moq: 10,
    tiers: [{ min_quantity: 100, price_minor: 200 }],
    onHand: 500,
  });
  const nuts = await listedProduct(t.db, bolts.user.id, { name: 'Hex Nuts M8', priceMinor: 100, onHand: 500 });
  const glovesProduct = await listedProduct(t.db, gloves.user.id, { name: 'Cotton Gloves', priceMinor: 900, onHand: 50, currency: 'EUR' });
  return { bolts, gloves, buyer, boltsProduct, nuts, glovesProduct };
}

const add = (token: string, payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/v1/cart/items', token, payload });
const read = async (token: string) => envelope<Cart>(await t.request({ method: 'GET', url: '/v1/cart', token })).data;

describe('/v1/cart', () => {
  it('groups lines by supplier with tier prices, line totals and subtotals per currency', async () => {
    const { bolts, gloves, buyer, boltsProduct, nuts, glovesProduct } = await scene();
    expect(await read(buyer.token)).toEqual({ groups: [], item_count: 0, problem_count: 0 });
    const first = await add(buyer.token, { product_id: boltsProduct.id, quantity: 60 });
    expect(first.statusCode).toBe(201);
    expect(envelope(first).message).toBe('Added to your cart');
    await add(buyer.token, { product_id: glovesProduct.id, quantity: 3 });
    await add(buyer.token, { product_id: nuts.id, quantity: 20 });
    // Adding again adds to the quantity, and the tier it reaches applies.
    const cart = envelope<Cart>(await add(buyer.token, { product_id: boltsProduct.id, quantity: 40 })).data;
    expect(cart.item_count).toBe(3);
    expect(cart.problem_count).toBe(0);
    expect(cart.groups.map((g) => [g.supplier.id, g.supplier.name, g.items.map((i) => i.name)])).toEqual([
      [gloves.user.id, 'Ana Souza Trading', ['Cotton Gloves']],
      [bolts.user.id, 'Li Wei Trading', ['Steel Bolts M8', 'Hex Nuts M8']],
    ]);
    const boltsGroup = cart.groups[1];
    expect(boltsGroup.items[0]).toMatchObject({
      product_id: boltsProduct.id,
      quantity: 100,
      unit_price_minor: 200,
      line_total_minor: 20_000,
      moq: 10,
      currency: 'USD',
      unit: 'piece',
      problems: [],
    });
    expect(boltsGroup.subtotals).toEqual([{ currency: 'USD', amount_minor: 22_000 }]);
    expect(cart.groups[0].subtotals).toEqual([{ currency: 'EUR', amount_minor: 2_700 }]);
  });

  it('changes quantities, removes lines and empties the cart', async () => {
    const { buyer, boltsProduct, nuts } = await scene();
    await add(buyer.token, { product_id: boltsProduct.id, quantity: 10 });
    await add(buyer.token, { product_id: nuts.id, quantity: 1 });
    const patched = await t.request({ method: 'PATCH', url: `/v1/cart/items/${boltsProduct.id}`, token: buyer.token, payload: { quantity: 150 } });
    expect(patched.statusCode).toBe(200);
    expect(envelope<Cart>(patched).data.groups[0].items[0]).toMatchObject({ quantity: 150, unit_price_minor: 200, line_total_minor: 30_000 });
    const removed = await t.request({ method: 'DELETE', url: `/v1/cart/items/${nuts.id}`, token: buyer.token });
    expect(envelope<Cart>(removed).data.item_count).toBe(1);
    expect((await t.request({ method: 'DELETE', url: `/v1/cart/items/${nuts.id}`, token: buyer.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'PATCH', url: `/v1/cart/items/${nuts.id}`, token: buyer.token, payload: { quantity: 2 } })).statusCode).toBe(404);
    const emptied = await t.request({ method: 'DELETE', url: '/v1/cart', token: buyer.token });
    expect(envelope<Cart>(emptied).data).toEqual({ groups: [], item_count: 0, problem_count: 0 });
  });

  it('tells each line what would stop it at checkout: minimum, unpublished, changed price, stock', async () => {
    const { buyer, boltsProduct, nuts, glovesProduct } = await scene();
    await add(buyer.token, { product_id: boltsProduct.id, quantity: 5 });
    await add(buyer.token, { product_id: nuts.id, quantity: 20 });
    await add(buyer.token, { product_id: glovesProduct.id, quantity: 60 });
    await t.db.update(products).set({ priceMinor: 120 }).where(eq(products.id, nuts.id));
    await t.db.update(inventory).set({ reserved: 45 }).where(eq(inventory.productId, glovesProduct.id));
    const cart = await read(buyer.token);
    const problemsOf = (id: string) => cart.groups.flatMap((g) => g.items).find((i) => i.product_id === id)!.problems;
    expect(problemsOf(boltsProduct.id)).toEqual([{ code: 'below_minimum', moq: 10, available: null, previous_unit_price_minor: null }]);
    expect(problemsOf(nuts.id)).toEqual([{ code: 'price_changed', moq: null, available: null, previous_unit_price_minor: 100 }]);
    expect(problemsOf(glovesProduct.id)).toEqual([{ code: 'not_enough_stock', moq: null, available: 5, previous_unit_price_minor: null }]);
    expect(cart.problem_count).toBe(3);
    // Setting the quantity again accepts the price now.
    await t.request({ method: 'PATCH', url: `/v1/cart/items/${nuts.id}`, token: buyer.token, payload: { quantity: 20 } });
    await t.db.update(products).set({ status: 'draft' }).where(eq(products.id, boltsProduct.id));
    const later = await read(buyer.token);
    const items = later.groups.flatMap((g) => g.items);
    expect(items.find((i) => i.product_id === nuts.id)!.problems).toEqual([]);
    expect(items.find((i) => i.product_id === boltsProduct.id)!.problems.map((p) => p.code)).toEqual(['unpublished']);
    // An unorderable line does not count towards the subtotal.
    expect(later.groups.find((g) => g.items.some((i) => i.product_id === nuts.id))!.subtotals).toEqual([{ currency: 'USD', amount_minor: 2_400 }]);
  });

  it('refuses unpublished, unknown and own products, and bad quantities, by field', async () => {
    const { buyer, boltsProduct } = await scene();
    await t.db.update(products).set({ status: 'draft' }).where(eq(products.id, boltsProduct.id));
    const draft = await add(buyer.token, { product_id: boltsProduct.id, quantity: 10 });
    expect(draft.statusCode).toBe(422);
    expect(envelope(draft)).toMatchObject({ message: 'This product is no longer available', errors: { product_id: 'This product is no longer available' } });
    expect((await add(buyer.token, { product_id: unknownId, quantity: 1 })).statusCode).toBe(422);
    await t.db
      .update(users)
      .set({ roles: ['buyer', 'seller'] })
      .where(eq(users.id, buyer.user.id));
    const own = await listedProduct(t.db, buyer.user.id);
    expect(envelope(await add(buyer.token, { product_id: own.id, quantity: 1 })).errors).toEqual({ product_id: 'You cannot order your own products' });
    for (const [payload, errors] of [
      [{ product_id: own.id }, { quantity: 'Enter a quantity of at least 1' }],
      [{ product_id: own.id, quantity: 1.5 }, { quantity: 'Enter a quantity of at least 1' }],
      [{ product_id: 'x', quantity: 1 }, { product_id: 'Choose a product' }],
      [{ product_id: own.id, quantity: 1, buyer_id: unknownId }, { buyer_id: 'This field is not allowed' }],
    ] as const) {
      const response = await add(buyer.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(envelope(response).errors).toEqual(errors);
    }
    expect((await read(buyer.token)).item_count).toBe(0);
  });

  it("is each buyer's own, and for buyers only", async () => {
    const { bolts, buyer, boltsProduct } = await scene();
    await add(buyer.token, { product_id: boltsProduct.id, quantity: 10 });
    const other = await signUp(t, { role: 'buyer' });
    expect((await read(other.token)).item_count).toBe(0);
    expect((await t.request({ method: 'PATCH', url: `/v1/cart/items/${boltsProduct.id}`, token: other.token, payload: { quantity: 2 } })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/v1/cart/items/${boltsProduct.id}`, token: other.token })).statusCode).toBe(404);
    await t.request({ method: 'DELETE', url: '/v1/cart', token: other.token });
    expect((await read(buyer.token)).item_count).toBe(1);
    expect((await t.request({ method: 'GET', url: '/v1/cart', token: bolts.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/v1/cart' })).statusCode).toBe(401);
  });
});
