import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, ORDER_TRANSITIONS, type OrderDetails, type OrderSummary, type StockMovement } from '../../src/contract/operations';
import { seedDemoInventory, seedDemoOrders } from '../../server/db/seed-orders';
import { inventory, orderEvents, orderLines, orders, products, stockMovements } from '../../server/db/schema';
import { createTestApp, envelope, onboardedSeller, signUp } from './helpers';
import {
  ledgerIsConsistent,
  ledgerOf,
  orderState,
  placedOrder,
  setBusinessName,
  stockedProduct,
  stockOf,
  testAddress,
  type TestProduct,
} from './order-fixtures';

// The seller records the payment and ships on its own judgement: direct settlement (collect mode's
// rules are tests/api/payments.test.ts's).
const t = await createTestApp({ settlementMode: 'direct' });
const unknownId = '00000000-0000-4000-8000-000000000000';
const TARGETS = ['confirmed', 'shipped', 'delivered', 'cancelled'] as const;
const shipBody = { status: 'shipped', carrier: 'DHL Express', tracking_number: '4871209365' };

/** As checkout leaves a pending order: the stock of its lines held (inventory.reserved). */
async function holdLines(lines: Array<{ product: TestProduct; quantity: number }>) {
  for (const { product, quantity } of lines) {
    await t.db
      .update(inventory)
      .set({ reserved: sql`${inventory.reserved} + ${quantity}` })
      .where(eq(inventory.productId, product.id));
  }
}

async function reservedOf(productId: string) {
  const [row] = await t.db.select({ reserved: inventory.reserved }).from(inventory).where(eq(inventory.productId, productId));
  return row.reserved;
}

/**
 * A seller with one stocked product and a buyer with a company name. Pending orders hold their
 * stock as checkout's do, unless `hold: false` (an order placed before checkout held stock).
 */
async function scene(stock = 100) {
  const seller = await onboardedSeller(t, { name: 'Li Wei' });
  const buyer = await signUp(t, { role: 'buyer', name: 'Daniel Meyer' });
  await setBusinessName(t.db, buyer.user.id, 'Meyer Facility Services Ltd');
  const product = await stockedProduct(t.db, seller.user.id, { name: 'Steel Bolts M8', onHand: stock, priceMinor: 250, unit: 'box' });
  const order = async (
    lines: Array<{ product: TestProduct; quantity: number }> = [{ product, quantity: 10 }],
    { hold = true, ...extra }: Partial<Parameters<typeof placedOrder>[1]> & { hold?: boolean } = {},
  ) => {
    const placed = await placedOrder(t.db, { sellerId: seller.user.id, buyerId: buyer.user.id, lines, ...extra });
    if (hold && (extra.status ?? 'pending') === 'pending') await holdLines(lines);
    return placed;
  };
  return { seller, buyer, product, order };
}

const transition = (token: string, id: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/v1/orders/${id}/transition`, token, payload });
const details = async (token: string, id: string) => envelope<OrderDetails>(await t.request({ method: 'GET', url: `/v1/orders/${id}/details`, token })).data;
const bodyFor = (status: (typeof TARGETS)[number]) => (status === 'shipped' ? shipBody : { status });

describe('GET /v1/orders', () => {
  it("lists the seller's orders with buyer, line count and total", async () => {
    const { seller, product, order } = await scene();
    const second = await stockedProduct(t.db, seller.user.id, { priceMinor: 1000, onHand: 10 });
    const placed = await order([
      { product, quantity: 4 },
      { product: second, quantity: 2 },
    ]);
    const response = await t.request({ method: 'GET', url: '/v1/orders', token: seller.token });
    expect(response.statusCode).toBe(200);
    const body = envelope<OrderSummary[]>(response);
    expect(body).toMatchObject({ total: 1, pagination: { page: 1, limit: 20, totalPages: 1 } });
    expect(body.data).toEqual([
      {
        id: placed.id,
        number: placed.number,
        status: 'pending',
        buyer: { name: 'Daniel Meyer', company: 'Meyer Facility Services Ltd' },
        line_count: 2,
        total_minor: 3000,
        currency: 'USD',
        created_at: expect.any(String),
      },
    ]);
    const one = await t.request({ method: 'GET', url: `/v1/orders/${placed.id}`, token: seller.token });
    expect(envelope(one).data).toEqual(body.data[0]);
  });

  it('filters by status and inclusive date range, searches number, buyer and company, sorts and paginates', async () => {
    const { seller, buyer, product, order } = await scene();
    const otherBuyer = await signUp(t, { role: 'buyer', name: 'Ana Souza' });
    const at = (day: number, hour = 12) => new Date(Date.UTC(2026, 2, day, hour));
    const march1 = await order([{ product, quantity: 1 }], { createdAt: at(1, 0), number: 'ORD-2026-000101' });
    const march10 = await order([{ product, quantity: 8 }], { createdAt: at(10, 23), number: 'ORD-2026-000102', status: 'confirmed' });
    const march20 = await placedOrder(t.db, {
      sellerId: seller.user.id,
      buyerId: otherBuyer.user.id,
      lines: [{ product, quantity: 3 }],
      createdAt: at(20),
      number: 'ORD-2026-000103',
      status: 'shipped',
    });
    const numbers = async (query: string) =>
      envelope<OrderSummary[]>(await t.request({ method: 'GET', url: `/v1/orders${query}`, token: seller.token })).data.map((o) => o.number);

    expect(await numbers('')).toEqual([march20.number, march10.number, march1.number]);
    expect(await numbers('?status=confirmed')).toEqual([march10.number]);
    expect(await numbers('?created_from=2026-03-01&created_to=2026-03-10')).toEqual([march10.number, march1.number]);
    expect(await numbers('?created_from=2026-03-02')).toEqual([march20.number, march10.number]);
    expect(await numbers('?created_to=2026-03-09')).toEqual([march1.number]);
    expect(await numbers('?created_from=2026-03-10&created_to=2026-03-10')).toEqual([march10.number]);
    expect(await numbers('?q=000102')).toEqual([march10.number]);
    expect(await numbers('?q=souza')).toEqual([march20.number]);
    expect(await numbers('?q=meyer facility&sort=created_at&order=asc')).toEqual([march1.number, march10.number]);
    expect(await numbers('?q=%25')).toEqual([]);
    expect(await numbers('?sort=total_minor&order=asc')).toEqual([march1.number, march20.number, march10.number]);
    expect(await numbers('?sort=status&order=asc')).toEqual([march10.number, march1.number, march20.number]);
    const page = envelope<OrderSummary[]>(await t.request({ method: 'GET', url: '/v1/orders?limit=2&page=2', token: seller.token }));
    expect(page.data.map((o) => o.number)).toEqual([march1.number]);
    expect(page).toMatchObject({ total: 3, pagination: { page: 2, limit: 2, totalPages: 2 } });
    expect(buyer.user.id).not.toBe(otherBuyer.user.id);
  });

  it('refuses bad list parameters by name', async () => {
    const { seller } = await scene();
    const response = await t.request({
      method: 'GET',
      url: '/v1/orders?limit=101&sort=buyer&status=lost&created_from=yesterday&created_to=2026-02-30',
      token: seller.token,
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors).toEqual({
      limit: 'At most 100 per page',
      sort: 'Sort by one of: created_at, total_minor, status',
      status: 'Choose one of: pending, confirmed, shipped, delivered, cancelled',
      created_from: 'Use a date like 2026-01-31',
      created_to: 'Use a date like 2026-01-31',
    });
  });
});

describe('GET /v1/orders/:id/details', () => {
  it('shows lines, totals, buyer, shipping address, note and history', async () => {
    const { seller, buyer, product, order } = await scene();
    const cheap = await stockedProduct(t.db, seller.user.id, { name: 'Hex Nuts M8', sku: 'NUT-M8', priceMinor: 40, unit: 'pack', onHand: 500 });
    const placed = await order(
      [
        { product, quantity: 10 },
        { product: cheap, quantity: 25 },
      ],
      { note: 'Deliver between 08:00 and 16:00' },
    );
    const response = await t.request({ method: 'GET', url: `/v1/orders/${placed.id}/details`, token: seller.token });
    expect(response.statusCode).toBe(200);
    const data = envelope<OrderDetails>(response).data;
    expect(data).toMatchObject({
      id: placed.id,
      number: placed.number,
      status: 'pending',
      buyer: { name: 'Daniel Meyer', email: buyer.email, company: 'Meyer Facility Services Ltd' },
      line_count: 2,
      total_minor: 3500,
      currency: 'USD',
      totals: { quantity: 35, subtotal_minor: 3500, shipping_minor: 0, total_minor: 3500, currency: 'USD' },
      shipping_address: testAddress,
      note: 'Deliver between 08:00 and 16:00',
      carrier: null,
      tracking_number: null,
      next_statuses: ['confirmed', 'cancelled'],
    });
    expect(data.lines).toEqual([
      {
        id: expect.any(String),
        product_id: cheap.id,
        product_name: 'Hex Nuts M8',
        sku: 'NUT-M8',
        unit: 'pack',
        quantity: 25,
        unit_price_minor: 40,
        line_total_minor: 1000,
      },
      {
        id: expect.any(String),
        product_id: product.id,
        product_name: 'Steel Bolts M8',
        sku: product.sku,
        unit: 'box',
        quantity: 10,
        unit_price_minor: 250,
        line_total_minor: 2500,
      },
    ]);
    expect(data.history).toEqual([
      {
        id: expect.any(String),
        from_status: null,
        to_status: 'pending',
        actor_role: 'buyer',
        actor_name: 'Daniel Meyer',
        note: null,
        created_at: expect.any(String),
      },
    ]);
  });

  it('refuses a malformed id and answers 404 for an unknown one', async () => {
    const { seller } = await scene();
    const malformed = await t.request({ method: 'GET', url: '/v1/orders/ORD-1/details', token: seller.token });
    expect(malformed.statusCode).toBe(400);
    expect(envelope(malformed).errors).toEqual({ id: 'Not a valid id' });
    expect((await t.request({ method: 'GET', url: `/v1/orders/${unknownId}/details`, token: seller.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/v1/orders/${unknownId}`, token: seller.token })).statusCode).toBe(404);
  });
});

describe('POST /v1/orders/:id/transition', () => {
  it('takes an order from pending to delivered, recording each step with time and actor', async () => {
    const { seller, product, order } = await scene(100);
    const placed = await order([{ product, quantity: 30 }]);
    const confirmed = await transition(seller.token, placed.id, { status: 'confirmed', note: 'Packing tomorrow' });
    expect(confirmed.statusCode).toBe(200);
    expect(envelope<OrderDetails>(confirmed).data).toMatchObject({ status: 'confirmed', next_statuses: ['shipped', 'cancelled'] });
    expect(await stockOf(t.db, product.id)).toBe(70);
    expect(await reservedOf(product.id)).toBe(0);

    const shipped = await transition(seller.token, placed.id, { ...shipBody, carrier: '  DHL Express ', note: '2 pallets' });
    expect(envelope<OrderDetails>(shipped).data).toMatchObject({
      status: 'shipped',
      carrier: 'DHL Express',
      tracking_number: '4871209365',
      next_statuses: ['delivered'],
    });
    const delivered = envelope<OrderDetails>(await transition(seller.token, placed.id, { status: 'delivered' })).data;
    expect(delivered).toMatchObject({ status: 'delivered', carrier: 'DHL Express', tracking_number: '4871209365', next_statuses: [] });
    expect(delivered.history.map((e) => [e.from_status, e.to_status, e.actor_role, e.actor_name, e.note])).toEqual([
      [null, 'pending', 'buyer', 'Daniel Meyer', null],
      ['pending', 'confirmed', 'seller', 'Li Wei', 'Packing tomorrow'],
      ['confirmed', 'shipped', 'seller', 'Li Wei', '2 pallets'],
      ['shipped', 'delivered', 'seller', 'Li Wei', null],
    ]);
    const times = delivered.history.map((e) => Date.parse(e.created_at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, placed.id));
    expect(events.filter((e) => e.actorRole === 'seller').every((e) => e.actorId === seller.user.id)).toBe(true);
    // Shipping and delivery do not touch stock again.
    expect(await stockOf(t.db, product.id)).toBe(70);
  });

  it("turns every line's hold into a deduction on confirmation, with ledger rows naming the order", async () => {
    const { seller, product, order } = await scene(100);
    const nuts = await stockedProduct(t.db, seller.user.id, { name: 'Hex Nuts M8', onHand: 40 });
    const placed = await order([
      { product, quantity: 30 },
      { product: nuts, quantity: 15 },
      { product, quantity: 5 },
    ]);
    expect([await reservedOf(product.id), await reservedOf(nuts.id)]).toEqual([35, 15]);
    // Held units stay on hand (and in the ledger) until the seller confirms.
    expect(await stockOf(t.db, product.id)).toBe(100);
    expect(await ledgerOf(t.db, product.id)).toHaveLength(1);
    expect((await transition(seller.token, placed.id, { status: 'confirmed' })).statusCode).toBe(200);
    expect(await stockOf(t.db, product.id)).toBe(65);
    expect(await stockOf(t.db, nuts.id)).toBe(25);
    expect([await reservedOf(product.id), await reservedOf(nuts.id)]).toEqual([0, 0]);
    const movements = envelope<StockMovement[]>(await t.request({ method: 'GET', url: `/v1/inventory/${product.id}/movements`, token: seller.token })).data;
    expect(movements[0]).toMatchObject({
      reason: 'order',
      delta: -35,
      balance_after: 65,
      order_id: placed.id,
      order_number: placed.number,
      actor_name: 'Li Wei',
    });
    expect((await ledgerOf(t.db, nuts.id)).at(-1)).toMatchObject({
      reason: 'order',
      delta: -15,
      balanceAfter: 25,
      orderId: placed.id,
      actorId: seller.user.id,
    });
    expect(await ledgerIsConsistent(t.db, product.id)).toBe(true);
    expect(await ledgerIsConsistent(t.db, nuts.id)).toBe(true);
  });

  it('confirms an order placed before holds from the available stock, and refuses when any line is short, changing nothing', async () => {
    const { seller, product, order } = await scene(100);
    const scarce = await stockedProduct(t.db, seller.user.id, { name: 'Brass Hinges', onHand: 2 });
    const placed = await order(
      [
        { product, quantity: 30 },
        { product: scarce, quantity: 5 },
      ],
      { hold: false },
    );
    const ledgerBefore = (await ledgerOf(t.db, product.id)).length;
    const response = await transition(seller.token, placed.id, { status: 'confirmed' });
    expect(response.statusCode).toBe(409);
    expect(envelope(response)).toMatchObject({ success: false, message: 'Not enough stock of Brass Hinges: 2 available, 5 needed' });
    expect(await stockOf(t.db, product.id)).toBe(100);
    expect(await stockOf(t.db, scarce.id)).toBe(2);
    expect(await ledgerOf(t.db, product.id)).toHaveLength(ledgerBefore);
    expect(await ledgerOf(t.db, scarce.id)).toHaveLength(1);
    expect(await orderState(t.db, placed.id)).toMatchObject({ status: 'pending', events: 1 });

    // Once the stock arrives, the same confirmation goes through.
    await t.request({ method: 'POST', url: `/v1/inventory/${scarce.id}/adjustments`, token: seller.token, payload: { delta: 3, reason: 'received' } });
    expect((await transition(seller.token, placed.id, { status: 'confirmed' })).statusCode).toBe(200);
    expect(await stockOf(t.db, scarce.id)).toBe(0);
    expect(await stockOf(t.db, product.id)).toBe(70);
  });

  it('treats a product without a stock row as out of stock', async () => {
    const { seller, product, order } = await scene(10);
    await t.db.delete(inventory).where(eq(inventory.productId, product.id));
    const placed = await order([{ product, quantity: 1 }], { hold: false });
    const response = await transition(seller.token, placed.id, { status: 'confirmed' });
    expect(response.statusCode).toBe(409);
    expect(envelope(response).message).toBe('Not enough stock of Steel Bolts M8: 0 available, 1 needed');
  });

  it("releases a pending order's hold on cancelling, and returns the stock of a confirmed one", async () => {
    const { seller, product, order } = await scene(100);
    const pending = await order([{ product, quantity: 10 }]);
    expect(await reservedOf(product.id)).toBe(10);
    const cancelled = await transition(seller.token, pending.id, { status: 'cancelled', note: 'Buyer asked to cancel' });
    expect(envelope<OrderDetails>(cancelled).data).toMatchObject({ status: 'cancelled', next_statuses: [] });
    expect(await stockOf(t.db, product.id)).toBe(100);
    expect(await reservedOf(product.id)).toBe(0);
    expect(await ledgerOf(t.db, product.id)).toHaveLength(1);

    const confirmed = await order([{ product, quantity: 40 }]);
    await transition(seller.token, confirmed.id, { status: 'confirmed' });
    expect(await stockOf(t.db, product.id)).toBe(60);
    const back = await transition(seller.token, confirmed.id, { status: 'cancelled' });
    expect(back.statusCode).toBe(200);
    expect(await stockOf(t.db, product.id)).toBe(100);
    expect(await reservedOf(product.id)).toBe(0);
    expect((await ledgerOf(t.db, product.id)).map((row) => [row.reason, row.delta, row.balanceAfter, row.orderId])).toEqual([
      ['received', 100, 100, null],
      ['order', -40, 60, confirmed.id],
      ['order', 40, 100, confirmed.id],
    ]);
    expect(envelope<OrderDetails>(back).data.history.map((e) => e.to_status)).toEqual(['pending', 'confirmed', 'cancelled']);
    expect(await ledgerIsConsistent(t.db, product.id)).toBe(true);
  });

  it('refuses every move ORDER_TRANSITIONS does not allow, with 409 and nothing changed', async () => {
    const { seller, product, order } = await scene(1000);
    let refused = 0;
    for (const from of ORDER_STATUSES) {
      for (const to of TARGETS.filter((target) => !ORDER_TRANSITIONS[from].includes(target))) {
        const placed = await order([{ product, quantity: 1 }], { status: from });
        const response = await transition(seller.token, placed.id, bodyFor(to));
        const message = `This order cannot move from ${from} to ${to}`;
        expect(response.statusCode, `${from} → ${to}`).toBe(409);
        expect(envelope(response)).toMatchObject({ success: false, message, errors: { status: message } });
        expect(await orderState(t.db, placed.id)).toMatchObject({ status: from, carrier: null, trackingNumber: null, events: 1 });
        refused++;
      }
    }
    // pending: shipped, delivered; confirmed: confirmed, delivered; shipped: confirmed, shipped, cancelled; delivered and cancelled: all four.
    expect(refused).toBe(15);
    expect(await stockOf(t.db, product.id)).toBe(1000);
  });

  it('allows every move ORDER_TRANSITIONS lists', async () => {
    const { seller, product, order } = await scene(1000);
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_TRANSITIONS[from]) {
        const placed = await order([{ product, quantity: 1 }], { status: from });
        const response = await transition(seller.token, placed.id, bodyFor(to as (typeof TARGETS)[number]));
        expect(response.statusCode, `${from} → ${to}`).toBe(200);
        expect(await orderState(t.db, placed.id)).toMatchObject({ status: to, events: 2 });
      }
    }
  });

  it('requires carrier and tracking number to ship, and stores them', async () => {
    const { seller, order } = await scene();
    const placed = await order(undefined, { status: 'confirmed' });
    const missing = await transition(seller.token, placed.id, { status: 'shipped' });
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).errors).toEqual({ carrier: 'Enter the carrier', tracking_number: 'Enter the tracking number' });
    const blank = await transition(seller.token, placed.id, { status: 'shipped', carrier: '  ', tracking_number: '' });
    expect(envelope(blank).errors).toEqual({ carrier: 'Enter the carrier', tracking_number: 'Enter the tracking number' });
    const wrongType = await transition(seller.token, placed.id, { status: 'shipped', carrier: 7, tracking_number: ['x'] });
    expect(envelope(wrongType).errors).toEqual({ carrier: 'Enter the carrier', tracking_number: 'Enter the tracking number' });
    expect(await orderState(t.db, placed.id)).toMatchObject({ status: 'confirmed', carrier: null, trackingNumber: null, events: 1 });
    expect((await transition(seller.token, placed.id, { status: 'shipped', carrier: 'UPS', tracking_number: '1Z9A8F760391245786' })).statusCode).toBe(200);
    expect(await orderState(t.db, placed.id)).toMatchObject({ status: 'shipped', carrier: 'UPS', trackingNumber: '1Z9A8F760391245786', events: 2 });
  });

  it('lets the body set nothing but the status and its own fields', async () => {
    const { seller, buyer, product, order } = await scene();
    const placed = await order([{ product, quantity: 2 }]);
    const forged = await transition(seller.token, placed.id, {
      status: 'confirmed',
      total_minor: 1,
      seller_id: unknownId,
      buyer_id: unknownId,
      unit_price_minor: 1,
      currency: 'JPY',
    });
    expect(forged.statusCode).toBe(400);
    expect(envelope(forged).errors).toEqual({
      total_minor: 'This field is not allowed',
      seller_id: 'This field is not allowed',
      buyer_id: 'This field is not allowed',
      unit_price_minor: 'This field is not allowed',
      currency: 'This field is not allowed',
    });
    const carrierOnConfirm = await transition(seller.token, placed.id, { status: 'confirmed', carrier: 'DHL', tracking_number: '1' });
    expect(Object.keys(envelope(carrierOnConfirm).errors ?? {}).sort()).toEqual(['carrier', 'tracking_number']);
    for (const payload of [{ status: 'pending' }, { status: 'teleported' }, {}, { status: null }, { status: 'confirmed', note: 'x'.repeat(501) }]) {
      const response = await transition(seller.token, placed.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const notAnObject = await t.request({
      method: 'POST',
      url: `/v1/orders/${placed.id}/transition`,
      token: seller.token,
      payload: '"confirmed"',
      headers: { 'content-type': 'application/json' },
    });
    expect(notAnObject.statusCode).toBe(400);
    expect((await transition(seller.token, 'ORD-1', { status: 'confirmed' })).statusCode).toBe(400);
    expect((await transition(seller.token, unknownId, { status: 'confirmed' })).statusCode).toBe(404);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, placed.id));
    expect(row).toMatchObject({ status: 'pending', totalMinor: 500, sellerId: seller.user.id, buyerId: buyer.user.id, currency: 'USD' });
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, placed.id));
    expect(line).toMatchObject({ unitPriceMinor: 250, lineTotalMinor: 500 });
  });
});

describe('ownership and access', () => {
  it("hides a seller's orders from another seller, for every verb", async () => {
    const { seller, product, order } = await scene(100);
    const other = await onboardedSeller(t);
    const pending = await order([{ product, quantity: 5 }]);
    const confirmed = await order([{ product, quantity: 5 }], { status: 'confirmed' });
    const shipped = await order([{ product, quantity: 5 }], { status: 'shipped' });
    const attempts = [
      t.request({ method: 'GET', url: `/v1/orders/${pending.id}`, token: other.token }),
      t.request({ method: 'GET', url: `/v1/orders/${pending.id}/details`, token: other.token }),
      transition(other.token, pending.id, { status: 'confirmed' }),
      transition(other.token, pending.id, { status: 'cancelled' }),
      transition(other.token, confirmed.id, shipBody),
      transition(other.token, confirmed.id, { status: 'cancelled' }),
      transition(other.token, shipped.id, { status: 'delivered' }),
      // Moves that would be refused for the owner are still 404: the order's state does not leak.
      transition(other.token, shipped.id, { status: 'cancelled' }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(envelope(response)).toMatchObject({ success: false, message: 'Not found' });
    }
    for (const [placed, status] of [
      [pending, 'pending'],
      [confirmed, 'confirmed'],
      [shipped, 'shipped'],
    ] as const) {
      expect(await orderState(t.db, placed.id)).toMatchObject({ status, events: 1 });
    }
    expect(await stockOf(t.db, product.id)).toBe(100);
    for (const query of ['', '?status=pending', '?q=ORD', `?q=${pending.number}`, '?sort=total_minor']) {
      const theirs = envelope<OrderSummary[]>(await t.request({ method: 'GET', url: `/v1/orders${query}`, token: other.token }));
      expect(theirs.data).toEqual([]);
      expect(theirs.total).toBe(0);
    }
    expect(envelope<OrderSummary[]>(await t.request({ method: 'GET', url: '/v1/orders', token: seller.token })).total).toBe(3);
  });

  it('has no create, edit or delete: buyers place orders, sellers only move them', async () => {
    const { seller, product, order } = await scene();
    const placed = await order([{ product, quantity: 1 }]);
    // POST /v1/orders is the buyers' checkout.
    const checkout = await t.request({
      method: 'POST',
      url: '/v1/orders',
      token: seller.token,
      headers: { 'idempotency-key': 'seller-try' },
      payload: { address_id: unknownId, payment_method: 'bank_transfer', lines: [{ product_id: product.id, quantity: 1, unit_price_minor: 250 }] },
    });
    expect(checkout.statusCode).toBe(403);
    const attempts = [
      t.request({ method: 'PATCH', url: `/v1/orders/${placed.id}`, token: seller.token, payload: { status: 'delivered' } }),
      t.request({ method: 'PUT', url: `/v1/orders/${placed.id}`, token: seller.token, payload: { status: 'delivered' } }),
      t.request({ method: 'DELETE', url: `/v1/orders/${placed.id}`, token: seller.token }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    expect(await orderState(t.db, placed.id)).toMatchObject({ status: 'pending', events: 1 });
  });

  it('is for onboarded sellers only', async () => {
    const { buyer, product, order } = await scene();
    const placed = await order([{ product, quantity: 1 }]);
    const newSeller = (await signUp(t, { role: 'seller' })).token;
    const calls = (token: string) => [
      t.request({ method: 'GET', url: '/v1/orders', token }),
      t.request({ method: 'GET', url: `/v1/orders/${placed.id}`, token }),
      t.request({ method: 'GET', url: `/v1/orders/${placed.id}/details`, token }),
      transition(token, placed.id, { status: 'confirmed' }),
      transition(token, placed.id, { status: 'cancelled' }),
    ];
    // Even the order's own buyer: this is the seller's view and the seller's flow.
    for (const response of await Promise.all(calls(buyer.token))) expect(response.statusCode).toBe(403);
    for (const response of await Promise.all(calls(newSeller))) {
      expect(response.statusCode).toBe(403);
      expect(envelope(response).message).toBe('Verify your email address first');
    }
    for (const response of await Promise.all(calls(''))) expect(response.statusCode).toBe(401);
    expect(await orderState(t.db, placed.id)).toMatchObject({ status: 'pending', events: 1 });
  });
});

describe('demo orders and stock', () => {
  it('seeds stock and about twelve orders in every status whose ledger and history add up', async () => {
    const seller = await onboardedSeller(t);
    const buyer = await signUp(t, { role: 'buyer', name: 'Daniel Meyer' });
    const catalogue: Array<TestProduct & { moq: number; priceTiers: Array<{ min_quantity: number; price_minor: number }> }> = [];
    for (let i = 0; i < 7; i++) {
      const product = await stockedProduct(t.db, seller.user.id, { name: `Demo Product ${i}`, priceMinor: 100 * (i + 1) });
      // Minimums above some of the plan's quantities, and a tier some lines reach.
      const moq = 50 * (i + 1);
      const priceTiers = [{ min_quantity: 300, price_minor: 100 * (i + 1) - 10 }];
      await t.db.update(products).set({ moq, priceTiers }).where(eq(products.id, product.id));
      catalogue.push({ ...product, moq, priceTiers });
    }
    await seedDemoInventory(
      t.db,
      seller.user.id,
      catalogue.map((p) => p.id),
    );
    const created = await seedDemoOrders(t.db, { sellerId: seller.user.id, buyerId: buyer.user.id, products: catalogue });

    expect(created.length).toBeGreaterThanOrEqual(10);
    expect(new Set(created.map((o) => o.status))).toEqual(new Set(ORDER_STATUSES));
    for (const product of catalogue) expect(await ledgerIsConsistent(t.db, product.id), product.name).toBe(true);

    const stock = envelope<Array<{ stock_state: string }>>(await t.request({ method: 'GET', url: '/v1/inventory?limit=100', token: seller.token })).data;
    expect(stock.filter((s) => s.stock_state === 'out_of_stock')).toHaveLength(1);
    expect(stock.filter((s) => s.stock_state === 'low_stock').length).toBeGreaterThanOrEqual(1);

    const listed = envelope<OrderSummary[]>(await t.request({ method: 'GET', url: '/v1/orders?limit=100', token: seller.token }));
    expect(listed.total).toBe(created.length);
    const oldest = Date.now() - 61 * 86_400_000;
    for (const summary of listed.data) {
      const order = await details(seller.token, summary.id);
      expect(Date.parse(order.created_at)).toBeGreaterThan(oldest);
      expect(order.totals.subtotal_minor + order.totals.shipping_minor).toBe(order.total_minor);
      expect(order.lines.length).toBeGreaterThan(0);
      // Every line is one a buyer could have placed: at least the minimum, at the price for its quantity.
      for (const line of order.lines) {
        const product = catalogue.find((p) => p.id === line.product_id)!;
        expect(line.quantity, line.product_name).toBeGreaterThanOrEqual(product.moq);
        expect(line.unit_price_minor).toBe(line.quantity >= 300 ? product.priceMinor - 10 : product.priceMinor);
      }
      expect(order.history[0]).toMatchObject({ from_status: null, to_status: 'pending', actor_role: 'buyer' });
      for (const [i, event] of order.history.entries()) {
        if (i > 0) expect(event.from_status).toBe(order.history[i - 1].to_status);
        expect(Date.parse(event.created_at)).toBeLessThanOrEqual(Date.now());
      }
      expect(order.history.at(-1)!.to_status).toBe(order.status);
      if (order.status === 'shipped' || order.status === 'delivered') expect(order.carrier && order.tracking_number).toBeTruthy();
      expect(Object.keys(order.shipping_address)).toEqual(expect.arrayContaining(['line1', 'city', 'country']));
      // Stock held: each line's product shows its order movement(s) in the ledger.
      const held = order.history.some((e) => e.to_status === 'confirmed');
      const movements = await t.db.select().from(stockMovements).where(eq(stockMovements.orderId, order.id));
      expect(movements.reduce((sum, m) => sum - m.delta, 0)).toBe(held && order.status !== 'cancelled' ? order.totals.quantity : 0);
      if (!held) expect(movements).toEqual([]);
    }

    // Pending orders hold their stock, as checkout's do: what is reserved is exactly what they need.
    const pendingNeeds = new Map<string, number>();
    for (const summary of listed.data.filter((o) => o.status === 'pending')) {
      for (const { product_id: productId, quantity } of (await details(seller.token, summary.id)).lines)
        if (productId) pendingNeeds.set(productId, (pendingNeeds.get(productId) ?? 0) + quantity);
    }
    expect(pendingNeeds.size).toBeGreaterThan(0);
    const rows = await t.db.select().from(inventory).where(eq(inventory.sellerId, seller.user.id));
    for (const row of rows) expect(row.reserved, row.productId).toBe(pendingNeeds.get(row.productId) ?? 0);
    // And each of them can be confirmed.
    for (const summary of listed.data.filter((o) => o.status === 'pending')) {
      expect((await transition(seller.token, summary.id, { status: 'confirmed' })).statusCode).toBe(200);
    }
    for (const row of await t.db.select({ reserved: inventory.reserved }).from(inventory).where(eq(inventory.sellerId, seller.user.id)))
      expect(row.reserved).toBe(0);
  });

  it('writes nothing for a seller without products', async () => {
    const seller = await onboardedSeller(t);
    const buyer = await signUp(t, { role: 'buyer' });
    expect(await seedDemoOrders(t.db, { sellerId: seller.user.id, buyerId: buyer.user.id, products: [] })).toEqual([]);
    await seedDemoInventory(t.db, seller.user.id, []);
  });
});
