import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, outbox } from '../../server/db/schema';
import { notify } from '../../server/lib/notify';
import type { AppNotification, NotificationPreferences } from '../../src/contract/notifications';
import type { CheckoutResult } from '../../src/contract/ordering';
import { openEventStream } from './event-stream';
import { createTestApp, envelope, signUp, type TestApp } from './helpers';
import { buyerWithAddress, checkout, listedProduct, supplier } from './ordering-fixtures';

const t: TestApp = await createTestApp();
let baseUrl = '';
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.app.close());

const list = async (token: string, query = '') => envelope<AppNotification[]>(await t.request({ method: 'GET', url: `/v1/notifications${query}`, token }));
const unreadCount = async (token: string) =>
  envelope<{ unread: number }>(await t.request({ method: 'GET', url: '/v1/notifications/unread-count', token })).data.unread;
const kindsOf = async (token: string) => (await list(token, '?limit=100')).data.map((n) => n.kind);

async function placeOrder(buyer: { token: string; addressId: string }, product: { id: string; priceMinor: number }, quantity: number, note?: string) {
  const response = await checkout(t, buyer.token, {
    address_id: buyer.addressId,
    payment_method: 'bank_transfer',
    lines: [{ product_id: product.id, quantity, unit_price_minor: product.priceMinor }],
    ...(note ? { note } : {}),
  });
  if (response.statusCode !== 201) throw new Error(`checkout failed: ${response.statusCode} ${response.body}`);
  return envelope<CheckoutResult>(response).data.orders[0];
}

/** Notification emails (not the sign-up's activation email) sent to `address`. */
const emailsTo = async (address: string) =>
  (
    await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, address), eq(outbox.channel, 'email')))
  ).filter((e) => e.text.includes('/notifications/settings'));

describe('notifications on order events', () => {
  it('tells the seller of a new order and each party of the other’s status changes', async () => {
    const seller = await supplier(t, 'Li Wei');
    const buyer = await buyerWithAddress(t);
    const product = await listedProduct(t.db, seller.user.id, { name: 'Steel Bolts M8', onHand: 500 });
    const order = await placeOrder(buyer, product, 5, 'Deliver to goods-in');

    const [placed] = (await list(seller.token)).data;
    expect(placed).toMatchObject({
      kind: 'order.placed',
      title: `New order ${order.number}`,
      body: 'Deliver to goods-in',
      link: `/OrderDetails/${order.id}`,
      read_at: null,
    });
    expect(await kindsOf(buyer.token)).toEqual([]);

    // The seller moves the order: the buyer hears of it, the seller gets nothing for their own move.
    const confirm = await t.request({ method: 'POST', url: `/v1/orders/${order.id}/transition`, token: seller.token, payload: { status: 'confirmed' } });
    expect(confirm.statusCode).toBe(200);
    const [confirmed] = (await list(buyer.token)).data;
    expect(confirmed).toMatchObject({ kind: 'order.confirmed', link: `/orders/${order.id}` });
    expect(confirmed.title).toContain(order.number);
    expect(await kindsOf(seller.token)).toEqual(['order.placed']);

    // The buyer cancels a pending order: the seller hears of it.
    const second = await placeOrder(buyer, product, 2);
    const cancel = await t.request({
      method: 'POST',
      url: `/v1/buyer/orders/${second.id}/cancel`,
      token: buyer.token,
      payload: { note: 'Ordered by mistake' },
    });
    expect(cancel.statusCode).toBe(200);
    const [cancelled] = (await list(seller.token)).data;
    expect(cancelled).toMatchObject({
      kind: 'order.cancelled',
      title: `Order ${second.number} was cancelled by the buyer`,
      body: 'Ordered by mistake',
      link: `/OrderDetails/${second.id}`,
    });
    expect(await kindsOf(buyer.token)).toEqual(['order.confirmed']);
  });
});

describe('low stock', () => {
  it('tells the seller once when available stock falls to the threshold, and again only after it rose above it', async () => {
    const seller = await supplier(t, 'Ana Souza');
    const buyer = await buyerWithAddress(t);
    // The default threshold is 10.
    const product = await listedProduct(t.db, seller.user.id, { name: 'Cotton Gloves', onHand: 15 });
    const lowOnes = async () => (await list(seller.token, '?kind=stock')).data;

    await placeOrder(buyer, product, 4);
    expect(await lowOnes()).toEqual([]);
    // The reservation takes what buyers can order to 9.
    const order = await placeOrder(buyer, product, 2);
    expect(await lowOnes()).toEqual([
      expect.objectContaining({ kind: 'stock.low', title: 'Low stock: Cotton Gloves', link: `/InventoryDetails/${product.id}` }),
    ]);
    expect((await lowOnes())[0].body).toContain('9 available');

    // Confirming turns the hold into a deduction (available unchanged); a manual removal goes lower still: no repeat.
    await t.request({ method: 'POST', url: `/v1/orders/${order.id}/transition`, token: seller.token, payload: { status: 'confirmed' } });
    const removed = await t.request({
      method: 'POST',
      url: `/v1/inventory/${product.id}/adjustments`,
      token: seller.token,
      payload: { delta: -3, reason: 'damaged' },
    });
    expect(removed.statusCode).toBe(201);
    expect(await lowOnes()).toHaveLength(1);

    // Restocked above the threshold, then an adjustment takes it back down: a second notification.
    await t.request({ method: 'POST', url: `/v1/inventory/${product.id}/adjustments`, token: seller.token, payload: { delta: 20, reason: 'received' } });
    expect(await lowOnes()).toHaveLength(1);
    const down = await t.request({
      method: 'POST',
      url: `/v1/inventory/${product.id}/adjustments`,
      token: seller.token,
      payload: { delta: -16, reason: 'damaged' },
    });
    expect(down.statusCode).toBe(201);
    expect(await lowOnes()).toHaveLength(2);
  });
});

describe('message notifications', () => {
  it('collapses into the unread one of the same conversation, and starts a new one once it was read', async () => {
    const seller = await supplier(t, 'Kenji Sato');
    const link = '/chat?c=00000000-0000-4000-8000-000000000001';
    const other = '/chat?c=00000000-0000-4000-8000-000000000002';
    const send = (title: string, body: string, to = link) =>
      t.db.transaction((tx) => notify(tx, seller.user.id, { kind: 'message.received', title, body, link: to }));

    const first = await send('New message from Daniel', 'Hello');
    const second = await send('New message from Daniel', 'Can you ship by Friday?');
    expect(second.id).toBe(first.id);
    await send('New message from Ana', 'Quote please', other);
    const messages = (await list(seller.token, '?kind=messages')).data;
    expect(messages.map((n) => n.body)).toEqual(['Quote please', 'Can you ship by Friday?']);
    expect(await unreadCount(seller.token)).toBe(2);

    await t.request({ method: 'POST', url: `/v1/notifications/${first.id}/read`, token: seller.token });
    const third = await send('New message from Daniel', 'Any news?');
    expect(third.id).not.toBe(first.id);
    expect(await unreadCount(seller.token)).toBe(2);
  });
});

describe('GET /v1/notifications', () => {
  it('counts the unread ones, filters by unread and group, pages, and keeps another user’s to themselves', async () => {
    const user = await signUp(t, { role: 'buyer' });
    const other = await signUp(t, { role: 'buyer' });
    const kinds = ['order.shipped', 'document.verified', 'stock.low', 'seller.suspended', 'category_request.approved', 'order.delivered'];
    for (const [i, kind] of kinds.entries()) {
      await t.db.insert(notifications).values({ userId: user.user.id, kind, title: `N${i}`, createdAt: new Date(Date.now() - (10 - i) * 1000) });
    }
    await t.db.insert(notifications).values({ userId: other.user.id, kind: 'order.shipped', title: 'Theirs' });
    expect(await unreadCount(user.token)).toBe(6);

    const orders = await list(user.token, '?kind=orders');
    expect(orders.data.map((n) => n.title)).toEqual(['N5', 'N0']);
    expect(orders.total).toBe(2);
    expect((await list(user.token, '?kind=account')).data.map((n) => n.title)).toEqual(['N3']);
    expect((await list(user.token, '?kind=documents')).data.map((n) => n.title)).toEqual(['N1']);

    const page2 = await list(user.token, '?limit=4&page=2');
    expect(page2.data.map((n) => n.title)).toEqual(['N1', 'N0']);
    expect(page2.total).toBe(6);

    const newest = (await list(user.token)).data[0];
    await t.request({ method: 'POST', url: `/v1/notifications/${newest.id}/read`, token: user.token });
    expect(await unreadCount(user.token)).toBe(5);
    expect((await list(user.token, '?unread=true&kind=orders')).data.map((n) => n.title)).toEqual(['N0']);

    const [theirs] = (await list(other.token)).data;
    expect((await t.request({ method: 'POST', url: `/v1/notifications/${theirs.id}/read`, token: user.token })).statusCode).toBe(404);
    expect(await unreadCount(other.token)).toBe(1);

    expect((await t.request({ method: 'GET', url: '/v1/notifications?kind=weather', token: user.token })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/v1/notifications/unread-count' })).statusCode).toBe(401);

    const all = await t.request({ method: 'POST', url: '/v1/notifications/read-all', token: user.token });
    expect(envelope(all)).toMatchObject({ success: true, message: 'All notifications are marked as read', data: { updated: 5 } });
    expect(await unreadCount(user.token)).toBe(0);
  });
});

describe('email preferences', () => {
  const allOff: NotificationPreferences = {
    orders: false,
    messages: false,
    documents: false,
    categories: false,
    stock: false,
    reviews: false,
    rfqs: false,
    account: false,
  };

  it('start at the defaults, refuse anything but every group as a boolean, and are kept per user', async () => {
    const seller = await supplier(t, 'Priya Nair');
    const read = async () =>
      envelope<NotificationPreferences>(await t.request({ method: 'GET', url: '/v1/notifications/preferences', token: seller.token })).data;
    expect(await read()).toEqual({ orders: true, messages: false, documents: true, categories: true, stock: false, reviews: true, rfqs: true, account: true });

    const missing = await t.request({ method: 'PUT', url: '/v1/notifications/preferences', token: seller.token, payload: { orders: true } });
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing)).toMatchObject({ success: false, errors: { messages: 'Choose on or off' } });
    const wrongType = await t.request({ method: 'PUT', url: '/v1/notifications/preferences', token: seller.token, payload: { ...allOff, stock: 'yes' } });
    expect(envelope(wrongType).errors).toMatchObject({ stock: 'Choose on or off' });
    const extra = await t.request({ method: 'PUT', url: '/v1/notifications/preferences', token: seller.token, payload: { ...allOff, weather: true } });
    expect(extra.statusCode).toBe(400);

    const saved = await t.request({ method: 'PUT', url: '/v1/notifications/preferences', token: seller.token, payload: { ...allOff, stock: true } });
    expect(envelope(saved)).toMatchObject({ success: true, message: 'Email preferences saved', data: { ...allOff, stock: true } });
    expect(await read()).toEqual({ ...allOff, stock: true });
  });

  it('queue an email with an absolute link only for the groups the user chose', async () => {
    const seller = await supplier(t, 'Tomás Ruiz');
    const buyer = await buyerWithAddress(t);
    const product = await listedProduct(t.db, seller.user.id, { name: 'Brass Valves', onHand: 12 });

    // Defaults: orders by email, stock not.
    const order = await placeOrder(buyer, product, 3);
    const first = await emailsTo(seller.email);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ subject: `New order ${order.number}` });
    expect(first[0].text).toContain(`${t.config.appUrl}/OrderDetails/${order.id}`);
    expect(first[0].links).toContain(`${t.config.appUrl}/OrderDetails/${order.id}`);
    expect(await kindsOf(seller.token)).toEqual(['order.placed', 'stock.low']);

    // Now stock only.
    await t.request({ method: 'PUT', url: '/v1/notifications/preferences', token: seller.token, payload: { ...allOff, stock: true } });
    await t.request({ method: 'POST', url: `/v1/inventory/${product.id}/adjustments`, token: seller.token, payload: { delta: 20, reason: 'received' } });
    await placeOrder(buyer, product, 20);
    const after = await emailsTo(seller.email);
    expect(after.map((e) => e.subject).sort()).toEqual([`New order ${order.number}`, 'Low stock: Brass Valves'].sort());

    // Through the dev outbox too.
    const dev = envelope<Array<{ to: string; subject: string }>>(await t.request({ method: 'GET', url: '/v1/dev/outbox?limit=100' }));
    expect(dev.data.filter((e) => e.to === seller.email).map((e) => e.subject)).toContain('Low stock: Brass Valves');
    // The buyer chose nothing and got no order email for a pending order.
    expect(await emailsTo(buyer.email)).toHaveLength(0);
  });
});

describe('live notification.created', () => {
  it('reaches the recipient’s open stream with the notification as the list returns it', async () => {
    const seller = await supplier(t, 'Mei Chen');
    const buyer = await buyerWithAddress(t);
    const product = await listedProduct(t.db, seller.user.id, { name: 'Copper Wire', onHand: 500 });
    const sellerTab = await openEventStream(baseUrl, seller.token);
    const buyerTab = await openEventStream(baseUrl, buyer.token);
    try {
      const order = await placeOrder(buyer, product, 5);
      const live = await sellerTab.next<AppNotification>('notification.created', (n) => n.kind === 'order.placed');
      const [listed] = (await list(seller.token)).data;
      expect(live).toEqual(listed);
      expect(live.link).toBe(`/OrderDetails/${order.id}`);
      // Published in the order's transaction, to the seller alone.
      expect(buyerTab.received.filter((e) => e.type === 'notification.created')).toEqual([]);
    } finally {
      sellerTab.close();
      buyerTab.close();
    }
  });
});
