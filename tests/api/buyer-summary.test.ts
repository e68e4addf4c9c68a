import { describe, expect, it } from 'vitest';
import { notifications, orders } from '../../server/db/schema';
import { notify } from '../../server/lib/notify';
import { createTestApp, envelope, onboardedSeller, signUp } from './helpers';
import { listedProduct } from './ordering-fixtures';

const t = await createTestApp();
let orderCounter = 0;

async function placeOrder(
  buyerId: string,
  sellerId: string,
  status: 'pending' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled',
  totalMinor: number,
  currency = 'USD',
  createdAt = new Date(),
) {
  orderCounter += 1;
  const [row] = await t.db
    .insert(orders)
    .values({
      number: `ORD-T-${Date.now().toString(36)}-${orderCounter}`,
      buyerId,
      sellerId,
      status,
      currency,
      totalMinor,
      shippingAddress: { city: 'Pune' },
      createdAt,
    })
    .returning();
  return row;
}

describe('GET /v1/buyer/summary', () => {
  it('counts the buyer’s own pending orders and unread notifications; messages are 0 until chat exists', async () => {
    const seller = await onboardedSeller(t);
    const buyer = await signUp(t, { role: 'buyer' });
    const other = await signUp(t, { role: 'buyer' });
    await placeOrder(buyer.user.id, seller.user.id, 'pending', 1000);
    await placeOrder(buyer.user.id, seller.user.id, 'pending', 2000);
    await placeOrder(buyer.user.id, seller.user.id, 'shipped', 3000);
    await placeOrder(other.user.id, seller.user.id, 'pending', 4000);
    await notify(t.db, buyer.user.id, { kind: 'order.confirmed', title: 'Order confirmed' });
    await notify(t.db, other.user.id, { kind: 'order.confirmed', title: 'Not yours' });

    const response = await t.request({ method: 'GET', url: '/v1/buyer/summary', token: buyer.token });
    expect(response.statusCode).toBe(200);
    expect(envelope(response).data).toEqual({ pending_orders: 2, unread_notifications: 1, unread_messages: 0, cart_lines: 0 });
  });

  it('counts the lines of the buyer’s own cart (products, not units) for the cart button', async () => {
    const seller = await onboardedSeller(t);
    const buyer = await signUp(t, { role: 'buyer' });
    const other = await signUp(t, { role: 'buyer' });
    const bolts = await listedProduct(t.db, seller.user.id, { name: 'Steel Bolts M8' });
    const nuts = await listedProduct(t.db, seller.user.id, { name: 'Hex Nuts M8' });
    const add = (token: string, productId: string, quantity: number) =>
      t.request({ method: 'POST', url: '/v1/cart/items', token, payload: { product_id: productId, quantity } });
    expect((await add(buyer.token, bolts.id, 1200)).statusCode).toBe(201);
    await add(buyer.token, bolts.id, 5);
    await add(buyer.token, nuts.id, 3);
    await add(other.token, nuts.id, 1);

    const cartLines = async (token: string) =>
      envelope<{ cart_lines: number }>(await t.request({ method: 'GET', url: '/v1/buyer/summary', token })).data.cart_lines;
    expect(await cartLines(buyer.token)).toBe(2);
    expect(await cartLines(other.token)).toBe(1);
    await t.request({ method: 'DELETE', url: `/v1/cart/items/${nuts.id}`, token: buyer.token });
    expect(await cartLines(buyer.token)).toBe(1);
  });

  it('needs a signed-in buyer', async () => {
    expect((await t.request({ method: 'GET', url: '/v1/buyer/summary' })).statusCode).toBe(401);
    const seller = await onboardedSeller(t);
    expect((await t.request({ method: 'GET', url: '/v1/buyer/summary', token: seller.token })).statusCode).toBe(403);
  });
});

describe('GET /v1/buyer/dashboard', () => {
  it('gives this month’s orders, spend per currency from accepted orders, and the latest orders with the supplier’s name', async () => {
    const seller = await onboardedSeller(t, { name: 'Meera Shah' });
    const buyer = await signUp(t, { role: 'buyer' });
    const lastYear = new Date(Date.now() - 400 * 86_400_000);
    await placeOrder(buyer.user.id, seller.user.id, 'confirmed', 10_000, 'USD');
    await placeOrder(buyer.user.id, seller.user.id, 'delivered', 5_000, 'USD');
    await placeOrder(buyer.user.id, seller.user.id, 'shipped', 70_000, 'INR');
    await placeOrder(buyer.user.id, seller.user.id, 'pending', 99_000, 'USD');
    await placeOrder(buyer.user.id, seller.user.id, 'cancelled', 88_000, 'USD');
    await placeOrder(buyer.user.id, seller.user.id, 'delivered', 12_345, 'USD', lastYear);

    const data = envelope<{
      orders_this_month: number;
      pending_orders: number;
      spend_this_month: Array<{ currency: string; total_minor: number }>;
      recent_orders: Array<{ status: string; supplier: string; total_minor: number }>;
    }>(await t.request({ method: 'GET', url: '/v1/buyer/dashboard', token: buyer.token })).data;
    expect(data.orders_this_month).toBe(5);
    expect(data.pending_orders).toBe(1);
    expect(data.spend_this_month).toEqual([
      { currency: 'INR', total_minor: 70_000 },
      { currency: 'USD', total_minor: 15_000 },
    ]);
    expect(data.recent_orders).toHaveLength(5);
    expect(data.recent_orders[0]).toMatchObject({ supplier: 'Meera Shah Trading' });
    expect(data.recent_orders.map((order) => order.total_minor)).not.toContain(12_345);
  });

  it('is empty for a new buyer', async () => {
    const buyer = await signUp(t, { role: 'buyer' });
    const data = envelope(await t.request({ method: 'GET', url: '/v1/buyer/dashboard', token: buyer.token })).data;
    expect(data).toEqual({
      pending_orders: 0,
      unread_notifications: 0,
      unread_messages: 0,
      cart_lines: 0,
      orders_this_month: 0,
      spend_this_month: [],
      recent_orders: [],
    });
  });
});

describe('notifications', () => {
  it('lists the user’s own, newest first, paginated, and filters the unread ones', async () => {
    const buyer = await signUp(t, { role: 'buyer' });
    const other = await signUp(t, { role: 'buyer' });
    for (let i = 1; i <= 3; i += 1) {
      await t.db.insert(notifications).values({
        userId: buyer.user.id,
        kind: 'order.shipped',
        title: `Order ${i} shipped`,
        link: `/orders/${i}`,
        createdAt: new Date(Date.now() - (10 - i) * 1000),
      });
    }
    await notify(t.db, other.user.id, { kind: 'order.shipped', title: 'Someone else’s' });

    const page1 = envelope<Array<{ title: string; read_at: string | null; link: string | null }>>(
      await t.request({ method: 'GET', url: '/v1/notifications?limit=2', token: buyer.token }),
    );
    expect(page1.data.map((n) => n.title)).toEqual(['Order 3 shipped', 'Order 2 shipped']);
    expect(page1).toMatchObject({ total: 3, pagination: { page: 1, limit: 2, totalPages: 2 } });
    expect(page1.data[0]).toMatchObject({ read_at: null, link: '/orders/3' });
    const page2 = envelope<Array<{ title: string }>>(await t.request({ method: 'GET', url: '/v1/notifications?limit=2&page=2', token: buyer.token }));
    expect(page2.data.map((n) => n.title)).toEqual(['Order 1 shipped']);
  });

  it('marks one as read (once), and all as read, only the caller’s', async () => {
    const buyer = await signUp(t, { role: 'buyer' });
    const other = await signUp(t, { role: 'buyer' });
    await notify(t.db, buyer.user.id, { kind: 'a', title: 'First' });
    await notify(t.db, buyer.user.id, { kind: 'a', title: 'Second' });
    await notify(t.db, other.user.id, { kind: 'a', title: 'Theirs' });
    const list = envelope<Array<{ id: string; title: string }>>(await t.request({ method: 'GET', url: '/v1/notifications', token: buyer.token })).data;
    const first = list.find((n) => n.title === 'First')!;

    const read = await t.request({ method: 'POST', url: `/v1/notifications/${first.id}/read`, token: buyer.token });
    expect(read.statusCode).toBe(200);
    const readAt = envelope<{ read_at: string }>(read).data.read_at;
    expect(readAt).toEqual(expect.any(String));
    const again = envelope<{ read_at: string }>(await t.request({ method: 'POST', url: `/v1/notifications/${first.id}/read`, token: buyer.token })).data;
    expect(again.read_at).toBe(readAt);
    const unread = envelope<Array<{ title: string }>>(await t.request({ method: 'GET', url: '/v1/notifications?unread=true', token: buyer.token })).data;
    expect(unread.map((n) => n.title)).toEqual(['Second']);

    const all = await t.request({ method: 'POST', url: '/v1/notifications/read-all', token: buyer.token });
    expect(envelope(all)).toMatchObject({ success: true, message: 'All notifications are marked as read', data: { updated: 1 } });
    expect(envelope(await t.request({ method: 'GET', url: '/v1/buyer/summary', token: buyer.token })).data).toMatchObject({ unread_notifications: 0 });
    const theirs = envelope<Array<{ read_at: string | null }>>(await t.request({ method: 'GET', url: '/v1/notifications', token: other.token })).data;
    expect(theirs[0].read_at).toBeNull();
  });

  it('answers 404 for another user’s notification and 400 for a bad id or query', async () => {
    const buyer = await signUp(t, { role: 'buyer' });
    const other = await signUp(t, { role: 'buyer' });
    await notify(t.db, other.user.id, { kind: 'a', title: 'Theirs' });
    const [theirs] = envelope<Array<{ id: string }>>(await t.request({ method: 'GET', url: '/v1/notifications', token: other.token })).data;
    expect((await t.request({ method: 'POST', url: `/v1/notifications/${theirs.id}/read`, token: buyer.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: '/v1/notifications/not-a-uuid/read', token: buyer.token })).statusCode).toBe(400);
    const badQuery = await t.request({ method: 'GET', url: '/v1/notifications?limit=500&unread=maybe', token: buyer.token });
    expect(badQuery.statusCode).toBe(400);
    expect(Object.keys(envelope(badQuery).errors ?? {})).toEqual(expect.arrayContaining(['limit', 'unread']));
    expect((await t.request({ method: 'GET', url: '/v1/notifications' })).statusCode).toBe(401);
  });
});
