import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { OrderDetails, OrderSummary } from '../../src/contract/operations';
import type { BuyerOrderDetails, BuyerOrderSummary, Cart, CheckoutResult } from '../../src/contract/ordering';
import { idempotencyKeys, notifications, orderEvents, orders, products, users } from '../../server/db/schema';
import { createTestApp, envelope } from './helpers';
import { buyerWithAddress, checkout, freshKey, holdOf, listedProduct, supplier } from './ordering-fixtures';

// The seller records the payment and ships on its own judgement: direct settlement (collect mode's
// rules are tests/api/payments.test.ts's).
const t = await createTestApp({ settlementMode: 'direct' });
const unknownId = '00000000-0000-4000-8000-000000000000';

/** Two suppliers, each with a published product (one with volume tiers and a minimum), and a buyer with an address. */
async function scene() {
  const bolts = await supplier(t, 'Li Wei');
  const gloves = await supplier(t, 'Ana Souza');
  const buyer = await buyerWithAddress(t);
  const boltsProduct = await listedProduct(t.db, bolts.user.id, {
    name: 'Steel Bolts M8',
    priceMinor: 250,
    moq: 10,
    tiers: [
      { min_quantity: 100, price_minor: 200 },
      { min_quantity: 500, price_minor: 150 },
    ],
    onHand: 5000,
  });
  const glovesProduct = await listedProduct(t.db, gloves.user.id, { name: 'Cotton Gloves', priceMinor: 900, onHand: 50, currency: 'EUR' });
  return { bolts, gloves, buyer, boltsProduct, glovesProduct };
}

const body = (addressId: string, lines: Array<{ product_id: string; quantity: number; unit_price_minor?: number }>, extra: Record<string, unknown> = {}) => ({
  address_id: addressId,
  payment_method: 'bank_transfer',
  lines,
  ...extra,
});

const buyerOrder = async (token: string, id: string) => t.request({ method: 'GET', url: `/v1/buyer/orders/${id}`, token });

describe('POST /v1/orders (checkout)', () => {
  it('splits the lines into one pending order per supplier, priced by tier, holding stock, with the address, note and payment method', async () => {
    const { bolts, gloves, buyer, boltsProduct, glovesProduct } = await scene();
    await t.request({ method: 'POST', url: '/v1/cart/items', token: buyer.token, payload: { product_id: boltsProduct.id, quantity: 120 } });
    await t.request({ method: 'POST', url: '/v1/cart/items', token: buyer.token, payload: { product_id: glovesProduct.id, quantity: 5 } });
    const response = await checkout(
      t,
      buyer.token,
      body(
        buyer.addressId,
        [
          { product_id: boltsProduct.id, quantity: 120, unit_price_minor: 200 },
          { product_id: glovesProduct.id, quantity: 5, unit_price_minor: 900 },
        ],
        { note: '  Deliver to goods-in  ', payment_method: 'agreed_terms' },
      ),
    );
    expect(response.statusCode).toBe(201);
    const result = envelope<CheckoutResult>(response);
    expect(result.message).toBe('Orders placed');
    expect(result.data.orders).toHaveLength(2);
    const bySupplier = new Map(result.data.orders.map((o) => [o.supplier.id, o]));
    expect(bySupplier.get(bolts.user.id)).toMatchObject({
      status: 'pending',
      total_minor: 24_000,
      currency: 'USD',
      line_count: 1,
      payment_method: 'agreed_terms',
      payment_status: 'unpaid',
      supplier: { name: 'Li Wei Trading' },
    });
    expect(bySupplier.get(gloves.user.id)).toMatchObject({ status: 'pending', total_minor: 4_500, currency: 'EUR', line_count: 1 });
    for (const order of result.data.orders) expect(order.number).toMatch(/^ORD-\d{4}-[0-9A-Z]{8}$/);

    const details = envelope<BuyerOrderDetails>(await buyerOrder(buyer.token, bySupplier.get(bolts.user.id)!.id)).data;
    expect(details).toMatchObject({
      note: 'Deliver to goods-in',
      shipping_address: {
        label: 'Warehouse',
        recipient: 'Goods-in',
        line1: '18 Cobalt Way',
        city: 'Leeds',
        region: 'West Yorkshire',
        postal_code: 'LS10 1JT',
        country: 'GB',
        phone: '+44 113 496 0412',
      },
      lines: [{ product_id: boltsProduct.id, product_name: 'Steel Bolts M8', quantity: 120, unit_price_minor: 200, line_total_minor: 24_000 }],
      totals: { quantity: 120, subtotal_minor: 24_000, shipping_minor: 0, total_minor: 24_000, currency: 'USD' },
      history: [{ from_status: null, to_status: 'pending', actor_role: 'buyer', actor_name: 'Daniel Meyer' }],
      can_cancel: true,
    });
    expect(await holdOf(t.db, boltsProduct.id)).toEqual({ onHand: 5000, reserved: 120 });
    expect(await holdOf(t.db, glovesProduct.id)).toEqual({ onHand: 50, reserved: 5 });
    // The ordered lines leave the cart.
    expect(envelope<Cart>(await t.request({ method: 'GET', url: '/v1/cart', token: buyer.token })).data.item_count).toBe(0);

    // Each supplier sees its own order in its Orders, and is told about it.
    const seen = envelope<OrderSummary[]>(await t.request({ method: 'GET', url: '/v1/orders', token: bolts.token }));
    expect(seen.data.map((o) => o.number)).toEqual([bySupplier.get(bolts.user.id)!.number]);
    expect(seen.data[0]).toMatchObject({ status: 'pending', buyer: { name: 'Daniel Meyer' }, total_minor: 24_000 });
    const sellerView = envelope<OrderDetails>(await t.request({ method: 'GET', url: `/v1/orders/${seen.data[0].id}/details`, token: bolts.token })).data;
    expect(sellerView).toMatchObject({ payment_method: 'agreed_terms', payment_status: 'unpaid', paid_at: null, note: 'Deliver to goods-in' });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, gloves.user.id));
    expect(told).toEqual([expect.objectContaining({ kind: 'order.placed', link: `/OrderDetails/${bySupplier.get(gloves.user.id)!.id}` })]);
  });

  it('charges the tier the quantity reaches and refuses a price that no longer matches, naming the line', async () => {
    const { buyer, boltsProduct, glovesProduct } = await scene();
    for (const [quantity, price] of [
      [10, 250],
      [99, 250],
      [100, 200],
      [499, 200],
      [500, 150],
    ] as const) {
      const ok = await checkout(t, buyer.token, body(buyer.addressId, [{ product_id: boltsProduct.id, quantity, unit_price_minor: price }]));
      expect(ok.statusCode, `${quantity}`).toBe(201);
      expect(envelope<CheckoutResult>(ok).data.orders[0].total_minor).toBe(quantity * price);
    }
    const stale = await checkout(
      t,
      buyer.token,
      body(buyer.addressId, [
        { product_id: glovesProduct.id, quantity: 1, unit_price_minor: 900 },
        { product_id: boltsProduct.id, quantity: 100, unit_price_minor: 250 },
      ]),
    );
    expect(stale.statusCode).toBe(409);
    expect(envelope(stale)).toMatchObject({
      success: false,
      message: 'The price has changed since you added it; review your cart',
      errors: { 'lines.1.unit_price_minor': 'The price has changed since you added it; review your cart' },
    });
    // Nothing of a refused checkout stays: no order, no hold for the good line either.
    expect(await holdOf(t.db, glovesProduct.id)).toEqual({ onHand: 50, reserved: 0 });

    await t.db.update(products).set({ priceMinor: 950 }).where(eq(products.id, glovesProduct.id));
    const changed = await checkout(t, buyer.token, body(buyer.addressId, [{ product_id: glovesProduct.id, quantity: 1, unit_price_minor: 900 }]));
    expect(envelope(changed).errors).toEqual({ 'lines.0.unit_price_minor': 'The price has changed since you added it; review your cart' });
  });

  it('refuses quantities below the minimum, unpublished products, own products and missing stock, each on its line', async () => {
    const { bolts, buyer, boltsProduct, glovesProduct } = await scene();
    const below = await checkout(t, buyer.token, body(buyer.addressId, [{ product_id: boltsProduct.id, quantity: 9, unit_price_minor: 250 }]));
    expect(below.statusCode).toBe(422);
    expect(envelope(below)).toMatchObject({
      message: 'This quantity is below the minimum order',
      errors: { 'lines.0.quantity': 'This quantity is below the minimum order' },
    });

    await t.db.update(products).set({ status: 'draft' }).where(eq(products.id, glovesProduct.id));
    const several = await checkout(
      t,
      buyer.token,
      body(buyer.addressId, [
        { product_id: boltsProduct.id, quantity: 5, unit_price_minor: 250 },
        { product_id: glovesProduct.id, quantity: 1, unit_price_minor: 900 },
        { product_id: unknownId, quantity: 1, unit_price_minor: 900 },
      ]),
    );
    expect(several.statusCode).toBe(422);
    expect(envelope(several)).toMatchObject({
      message: 'Some products cannot be ordered as they are; review the marked lines',
      errors: {
        'lines.0.quantity': 'This quantity is below the minimum order',
        'lines.1.product_id': 'This product is no longer available',
        'lines.2.product_id': 'This product is no longer available',
      },
    });

    const short = await listedProduct(t.db, bolts.user.id, { name: 'Brass Hinges', priceMinor: 300, onHand: 3 });
    const tooMany = await checkout(
      t,
      buyer.token,
      body(buyer.addressId, [
        { product_id: boltsProduct.id, quantity: 10, unit_price_minor: 250 },
        { product_id: short.id, quantity: 4, unit_price_minor: 300 },
      ]),
    );
    expect(tooMany.statusCode).toBe(409);
    expect(envelope(tooMany)).toMatchObject({
      message: 'Not enough stock for this quantity',
      errors: { 'lines.1.quantity': 'Not enough stock for this quantity' },
    });
    expect(await holdOf(t.db, boltsProduct.id)).toEqual({ onHand: 5000, reserved: 0 });

    // An account that both sells and buys cannot order its own products.
    await t.db
      .update(users)
      .set({ roles: ['buyer', 'seller'] })
      .where(eq(users.id, buyer.user.id));
    const ownProduct = await listedProduct(t.db, buyer.user.id, { priceMinor: 100 });
    const own = await checkout(t, buyer.token, body(buyer.addressId, [{ product_id: ownProduct.id, quantity: 1, unit_price_minor: 100 }]));
    expect(envelope(own).errors).toEqual({ 'lines.0.product_id': 'You cannot order your own products' });
    expect(await t.db.select().from(orders).where(eq(orders.buyerId, buyer.user.id))).toEqual([]);
  });

  it("validates the body with the contract's messages and refuses another buyer's address with a 404", async () => {
    const { buyer, boltsProduct } = await scene();
    const other = await buyerWithAddress(t, 'Ana Souza');
    const line = { product_id: boltsProduct.id, quantity: 10, unit_price_minor: 250 };
    const theirs = await checkout(t, buyer.token, body(other.addressId, [line]));
    expect(theirs.statusCode).toBe(404);
    expect(envelope(theirs).errors).toEqual({ address_id: 'This address is not in your address book' });

    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ lines: [line] }, { address_id: 'Choose a shipping address', payment_method: 'Choose how you will pay' }],
      [body(buyer.addressId, []), { lines: 'Add at least one product to order' }],
      [body(buyer.addressId, [line], { payment_method: 'card' }), { payment_method: 'Choose how you will pay' }],
      [body(buyer.addressId, [line, line]), { 'lines.1.product_id': 'This product is listed twice' }],
      [body(buyer.addressId, [{ ...line, quantity: 0 }]), { 'lines.0.quantity': 'Enter a quantity of at least 1' }],
      [body(buyer.addressId, [{ product_id: boltsProduct.id, quantity: 10 }]), { 'lines.0.unit_price_minor': 'Send the unit price you saw' }],
      [body(buyer.addressId, [line], { note: 'x'.repeat(1001) }), { note: 'At most 1000 characters' }],
      [
        body(buyer.addressId, [line], { buyer_id: unknownId, status: 'confirmed', card_number: '4242424242424242' }),
        { buyer_id: 'This field is not allowed', status: 'This field is not allowed', card_number: 'This field is not allowed' },
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await checkout(t, buyer.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(envelope(response).errors).toEqual(errors);
    }
    for (const key of [null, '', 'k'.repeat(101)]) {
      const response = await checkout(t, buyer.token, body(buyer.addressId, [line]), key);
      expect(response.statusCode).toBe(400);
      expect(envelope(response).errors).toEqual({ 'Idempotency-Key': 'Send an Idempotency-Key header of 1 to 100 characters' });
    }
    expect(await t.db.select().from(orders).where(eq(orders.buyerId, buyer.user.id))).toEqual([]);
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeat with the same key and body with the first result, and refuses the key for another body', async () => {
    const { buyer, boltsProduct, glovesProduct } = await scene();
    const key = freshKey();
    const payload = body(buyer.addressId, [{ product_id: boltsProduct.id, quantity: 10, unit_price_minor: 250 }], { note: 'First' });
    const first = await checkout(t, buyer.token, payload, key);
    expect(first.statusCode).toBe(201);
    // The same body with its keys in another order is the same request.
    const again = await checkout(t, buyer.token, { lines: payload.lines, note: 'First', payment_method: 'bank_transfer', address_id: buyer.addressId }, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(JSON.parse(again.body)).toEqual(JSON.parse(first.body));
    expect(await t.db.select().from(orders).where(eq(orders.buyerId, buyer.user.id))).toHaveLength(1);
    expect(await holdOf(t.db, boltsProduct.id)).toEqual({ onHand: 5000, reserved: 10 });

    const different = await checkout(t, buyer.token, { ...payload, note: 'Second' }, key);
    expect(different.statusCode).toBe(422);
    expect(envelope(different)).toMatchObject({ success: false, message: 'This Idempotency-Key was used for a different request' });

    // Keys are per buyer: another buyer's same key is a new request.
    const other = await buyerWithAddress(t, 'Ana Souza');
    const theirs = await checkout(t, other.token, body(other.addressId, [{ product_id: glovesProduct.id, quantity: 1, unit_price_minor: 900 }]), key);
    expect(theirs.statusCode).toBe(201);
  });

  it('frees the key of a refused checkout, so the corrected request may use it', async () => {
    const { buyer, boltsProduct } = await scene();
    const key = freshKey();
    const refused = await checkout(t, buyer.token, body(buyer.addressId, [{ product_id: boltsProduct.id, quantity: 10, unit_price_minor: 200 }]), key);
    expect(refused.statusCode).toBe(409);
    expect(await t.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
    const corrected = await checkout(t, buyer.token, body(buyer.addressId, [{ product_id: boltsProduct.id, quantity: 10, unit_price_minor: 250 }]), key);
    expect(corrected.statusCode).toBe(201);
  });
});

describe('buyer orders', () => {
  it('lists by tab, searches number and supplier, filters dates, paginates newest first', async () => {
    const { bolts, buyer, boltsProduct, glovesProduct } = await scene();
    const place = async (productId: string, quantity: number, price: number) =>
      envelope<CheckoutResult>(await checkout(t, buyer.token, body(buyer.addressId, [{ product_id: productId, quantity, unit_price_minor: price }]))).data
        .orders[0];
    const a = await place(boltsProduct.id, 10, 250);
    const b = await place(glovesProduct.id, 2, 900);
    const c = await place(boltsProduct.id, 20, 250);
    const transition = (id: string, payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: `/v1/orders/${id}/transition`, token: bolts.token, payload });
    await transition(a.id, { status: 'confirmed' });
    await transition(a.id, { status: 'shipped', carrier: 'DHL Express', tracking_number: '4871209365' });
    await transition(a.id, { status: 'delivered' });
    await transition(c.id, { status: 'confirmed' });
    await transition(c.id, { status: 'shipped', carrier: 'UPS', tracking_number: '1Z999' });
    const numbers = async (query: string) =>
      envelope<BuyerOrderSummary[]>(await t.request({ method: 'GET', url: `/v1/buyer/orders${query}`, token: buyer.token })).data.map((o) => o.number);

    expect(await numbers('')).toEqual([c.number, b.number, a.number]);
    expect(await numbers('?status=all')).toEqual([c.number, b.number, a.number]);
    expect(await numbers('?status=pending')).toEqual([b.number]);
    expect(await numbers('?status=completed')).toEqual([a.number]);
    expect(await numbers('?status=tracking')).toEqual([c.number, a.number]);
    expect(await numbers(`?q=${a.number.slice(-5).toLowerCase()}`)).toEqual([a.number]);
    expect(await numbers('?q=souza')).toEqual([b.number]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await numbers(`?created_from=${today}&created_to=${today}`)).toHaveLength(3);
    expect(await numbers('?created_to=2020-01-01')).toEqual([]);
    const page = envelope<BuyerOrderSummary[]>(await t.request({ method: 'GET', url: '/v1/buyer/orders?limit=2&page=2', token: buyer.token }));
    expect(page).toMatchObject({ total: 3, pagination: { page: 2, limit: 2, totalPages: 2 } });
    expect(page.data.map((o) => o.number)).toEqual([a.number]);
    const tracked = envelope<BuyerOrderSummary[]>(await t.request({ method: 'GET', url: '/v1/buyer/orders?status=tracking', token: buyer.token })).data;
    expect(tracked[0]).toMatchObject({ carrier: 'UPS', tracking_number: '1Z999', status: 'shipped' });
    for (const bad of ['?status=shipped', '?limit=101', '?page=0', '?created_from=yesterday']) {
      expect((await t.request({ method: 'GET', url: `/v1/buyer/orders${bad}`, token: buyer.token })).statusCode, bad).toBe(400);
    }
    // The buyer is told about each of the supplier's moves.
    const told = await t.db.select({ kind: notifications.kind }).from(notifications).where(eq(notifications.userId, buyer.user.id));
    expect(told.map((n) => n.kind).sort()).toEqual(['order.confirmed', 'order.confirmed', 'order.delivered', 'order.shipped', 'order.shipped']);
  });

  it('cancels a pending order and releases its hold, tells the supplier, and refuses once it is not pending', async () => {
    const { bolts, buyer, boltsProduct } = await scene();
    const [placed] = envelope<CheckoutResult>(
      await checkout(t, buyer.token, body(buyer.addressId, [{ product_id: boltsProduct.id, quantity: 40, unit_price_minor: 250 }])),
    ).data.orders;
    expect(await holdOf(t.db, boltsProduct.id)).toEqual({ onHand: 5000, reserved: 40 });
    const cancelled = await t.request({
      method: 'POST',
      url: `/v1/buyer/orders/${placed.id}/cancel`,
      token: buyer.token,
      payload: { note: 'Ordered by mistake' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(envelope<BuyerOrderDetails>(cancelled).data).toMatchObject({ status: 'cancelled', can_cancel: false });
    expect(envelope<BuyerOrderDetails>(cancelled).data.history.map((e) => [e.from_status, e.to_status, e.actor_role, e.note])).toEqual([
      [null, 'pending', 'buyer', null],
      ['pending', 'cancelled', 'buyer', 'Ordered by mistake'],
    ]);
    expect(await holdOf(t.db, boltsProduct.id)).toEqual({ onHand: 5000, reserved: 0 });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, bolts.user.id));
    expect(told.map((n) => n.kind)).toEqual(['order.placed', 'order.cancelled']);
    const twice = await t.request({ method: 'POST', url: `/v1/buyer/orders/${placed.id}/cancel`, token: buyer.token });
    expect(twice.statusCode).toBe(409);
    expect(envelope(twice).message).toBe('Only a pending order can be cancelled');

    const [confirmed] = envelope<CheckoutResult>(
      await checkout(t, buyer.token, body(buyer.addressId, [{ product_id: boltsProduct.id, quantity: 10, unit_price_minor: 250 }])),
    ).data.orders;
    await t.request({ method: 'POST', url: `/v1/orders/${confirmed.id}/transition`, token: bolts.token, payload: { status: 'confirmed' } });
    const late = await t.request({ method: 'POST', url: `/v1/buyer/orders/${confirmed.id}/cancel`, token: buyer.token, payload: {} });
    expect(late.statusCode).toBe(409);
    expect(await holdOf(t.db, boltsProduct.id)).toEqual({ onHand: 4990, reserved: 0 });
    const forged = await t.request({ method: 'POST', url: `/v1/buyer/orders/${confirmed.id}/cancel`, token: buyer.token, payload: { status: 'cancelled' } });
    expect(forged.statusCode).toBe(400);
  });

  it("never shows a buyer another buyer's orders: 404 for every verb, nothing in the lists", async () => {
    const { bolts, buyer, boltsProduct } = await scene();
    const [placed] = envelope<CheckoutResult>(
      await checkout(t, buyer.token, body(buyer.addressId, [{ product_id: boltsProduct.id, quantity: 10, unit_price_minor: 250 }])),
    ).data.orders;
    const other = await buyerWithAddress(t, 'Ana Souza');
    for (const response of [
      await buyerOrder(other.token, placed.id),
      await t.request({ method: 'POST', url: `/v1/buyer/orders/${placed.id}/cancel`, token: other.token }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(envelope(response).message).toBe('Not found');
    }
    for (const query of ['', '?status=pending', `?q=${placed.number}`]) {
      const theirs = envelope<BuyerOrderSummary[]>(await t.request({ method: 'GET', url: `/v1/buyer/orders${query}`, token: other.token }));
      expect(theirs.data).toEqual([]);
      expect(theirs.total).toBe(0);
    }
    expect((await buyerOrder(buyer.token, placed.id)).statusCode).toBe(200);
    expect((await buyerOrder(buyer.token, unknownId)).statusCode).toBe(404);
    expect((await buyerOrder(buyer.token, 'ORD-1')).statusCode).toBe(400);
    // The buyer's pages are for buyers: the supplier reads its orders through /v1/orders.
    expect((await buyerOrder(bolts.token, placed.id)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/v1/buyer/orders' })).statusCode).toBe(401);
    const [row] = await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, placed.id));
    expect(row.status).toBe('pending');
  });
});

describe('POST /v1/orders/:id/payment (seller)', () => {
  it('records the payment once, with an event, tells the buyer, and refuses it for a cancelled order', async () => {
    const { bolts, gloves, buyer, boltsProduct } = await scene();
    const place = async () =>
      envelope<CheckoutResult>(await checkout(t, buyer.token, body(buyer.addressId, [{ product_id: boltsProduct.id, quantity: 10, unit_price_minor: 250 }])))
        .data.orders[0];
    const placed = await place();
    const pay = (token: string, id: string, payload: Record<string, unknown> = {}) =>
      t.request({ method: 'POST', url: `/v1/orders/${id}/payment`, token, payload });
    expect((await pay(gloves.token, placed.id)).statusCode).toBe(404);
    expect((await pay(buyer.token, placed.id)).statusCode).toBe(403);
    const paid = await pay(bolts.token, placed.id, { note: 'Transfer ref 2291' });
    expect(paid.statusCode).toBe(200);
    const details = envelope<OrderDetails>(paid).data;
    expect(details).toMatchObject({ payment_status: 'paid', status: 'pending' });
    expect(Date.parse(details.paid_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(details.history.at(-1)).toMatchObject({
      from_status: 'pending',
      to_status: 'pending',
      actor_role: 'seller',
      note: 'Payment recorded: Transfer ref 2291',
    });
    expect(envelope<BuyerOrderDetails>(await buyerOrder(buyer.token, placed.id)).data).toMatchObject({ payment_status: 'paid', paid_at: details.paid_at });
    const again = await pay(bolts.token, placed.id);
    expect(again.statusCode).toBe(409);
    expect(envelope(again).message).toBe('This payment is already recorded');
    expect((await pay(bolts.token, placed.id, { paid: true })).statusCode).toBe(400);

    const cancelled = await place();
    await t.request({ method: 'POST', url: `/v1/buyer/orders/${cancelled.id}/cancel`, token: buyer.token });
    expect((await pay(bolts.token, cancelled.id)).statusCode).toBe(409);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, placed.id));
    expect(events).toHaveLength(2);
  });
});
