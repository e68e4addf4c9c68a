import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, users } from '../../server/db/schema';
import type { RequisitionAddToCartResult, RequisitionListDetail, RequisitionList } from '../../src/contract/company';
import { companyMessages, requisitionMessages } from '../../src/contract/company-messages';
import { listsMessages, type ListItem } from '../../src/contract/lists';
import type { OrderDetails } from '../../src/contract/operations';
import { addressMessages, type Address } from '../../src/contract/addresses';
import type { SpendReport } from '../../src/contract/buyer';
import type { BuyerOrderDetails, BuyerOrderSummary, Cart, CheckoutResult } from '../../src/contract/ordering';
import type { BuyerRfq, BuyerRfqSummary } from '../../src/contract/rfq';
import { chatMessages } from '../../src/contract/chat-messages';
import type { ChatMessage, ConversationDetail, ConversationListItem } from '../../src/contract/chat';
import { addMember, createCompany } from './company-fixtures';
import { createTestApp, envelope } from './helpers';
import { buyerWithAddress, checkout, listedProduct, supplier } from './ordering-fixtures';
import { KITCHENWARE, rfqFixtures } from './rfq-fixtures';

// What a company shares by role: orders (and who placed them), RFQs, requisition lists; what a seller
// sees of a company (its name, never its members); and what a member stops seeing when suspended.

const t = await createTestApp();
const rfq = rfqFixtures(t);
const get = (token: string, url: string) => t.request({ method: 'GET', url, token });
const post = (token: string, url: string, payload?: Record<string, unknown>) => t.request({ method: 'POST', url, token, ...(payload ? { payload } : {}) });
const patch = (token: string, url: string, payload: Record<string, unknown>) => t.request({ method: 'PATCH', url, token, payload });

async function scene(name: string) {
  const [admin, buyer, buyer2, viewer] = await Promise.all([
    buyerWithAddress(t, `${name} admin`),
    buyerWithAddress(t, `${name} buyer`),
    buyerWithAddress(t, `${name} second buyer`),
    buyerWithAddress(t, `${name} viewer`),
  ]);
  // Posting an RFQ needs a verified email.
  await t.db
    .update(users)
    .set({ isEmailVerified: true })
    .where(
      inArray(
        users.id,
        [admin, buyer, buyer2, viewer].map((m) => m.user.id),
      ),
    );
  const { company } = await createCompany(t, admin.token, { legal_name: name });
  await addMember(t, admin.token, buyer, 'buyer');
  await addMember(t, admin.token, buyer2, 'buyer');
  await addMember(t, admin.token, viewer, 'viewer');
  return { company, admin, buyer, buyer2, viewer };
}

async function placeOrder(member: Awaited<ReturnType<typeof buyerWithAddress>>, productId: string, unitPriceMinor: number) {
  const response = await checkout(t, member.token, {
    address_id: member.addressId,
    payment_method: 'bank_transfer',
    lines: [{ product_id: productId, quantity: 2, unit_price_minor: unitPriceMinor }],
  });
  if (response.statusCode !== 201) throw new Error(`checkout failed: ${response.statusCode} ${response.body}`);
  return envelope<CheckoutResult>(response).data.orders[0];
}

describe('orders', () => {
  it('are read company-wide by roles with orders.read_all, with who placed them; a buyer sees only their own', async () => {
    const seller = await supplier(t, 'Li Wei');
    const product = await listedProduct(t.db, seller.user.id, { priceMinor: 2500 });
    const north = await scene('Northwind Orders Ltd');
    const south = await scene('Southwind Orders Ltd');
    const order = await placeOrder(north.buyer, product.id, 2500);
    const elsewhere = await placeOrder(south.buyer, product.id, 2500);

    for (const reader of [north.admin, north.viewer]) {
      const list = envelope<BuyerOrderSummary[]>(await get(reader.token, '/v1/buyer/orders'));
      expect(list.data.map((o) => o.id)).toEqual([order.id]);
      expect(list.data[0].placed_by).toEqual({ id: north.buyer.user.id, name: 'Northwind Orders Ltd buyer' });
      const details = await get(reader.token, `/v1/buyer/orders/${order.id}`);
      expect(details.statusCode).toBe(200);
      // Only whoever placed it cancels it.
      expect(envelope<BuyerOrderDetails>(details).data.can_cancel).toBe(false);
      expect((await post(reader.token, `/v1/buyer/orders/${order.id}/cancel`)).statusCode).toBe(404);
      // Another company's order is not there.
      expect((await get(reader.token, `/v1/buyer/orders/${elsewhere.id}`)).statusCode).toBe(404);
    }
    expect(envelope<BuyerOrderDetails>(await get(north.buyer.token, `/v1/buyer/orders/${order.id}`)).data.can_cancel).toBe(true);
    // A colleague with the buyer role sees their own only.
    expect(envelope<BuyerOrderSummary[]>(await get(north.buyer2.token, '/v1/buyer/orders')).data).toEqual([]);
    expect((await get(north.buyer2.token, `/v1/buyer/orders/${order.id}`)).statusCode).toBe(404);

    // The seller sees the company's name on the order, never its members.
    const sellerView = envelope<OrderDetails>(await get(seller.token, `/v1/orders/${order.id}/details`)).data;
    expect(sellerView.buyer.company).toBe('Northwind Orders Ltd');
    expect((await get(seller.token, '/v1/company/members')).statusCode).toBe(403);

    // The order's payment state and pro-forma invoice go with it: colleagues who read it read them, others do not.
    for (const reader of [north.admin, north.viewer]) {
      expect(envelope<{ order_id: string }>(await get(reader.token, `/v1/orders/${order.id}/payments`)).data.order_id).toBe(order.id);
      expect((await get(reader.token, `/v1/orders/${order.id}/proforma.pdf`)).statusCode).toBe(200);
    }
    for (const outsider of [north.buyer2, south.admin])
      for (const url of [`/v1/orders/${order.id}/payments`, `/v1/orders/${order.id}/proforma.pdf`])
        expect((await get(outsider.token, url)).statusCode).toBe(404);

    // Suspended, the viewer reads only their own orders again.
    await post(north.admin.token, `/v1/company/members/${north.viewer.user.id}/suspend`);
    expect(envelope<BuyerOrderSummary[]>(await get(north.viewer.token, '/v1/buyer/orders')).data).toEqual([]);
    expect((await get(north.viewer.token, `/v1/buyer/orders/${order.id}`)).statusCode).toBe(404);
    expect((await get(north.viewer.token, `/v1/orders/${order.id}/payments`)).statusCode).toBe(404);
  });
});

describe("an order's chat", () => {
  let sent = 0;
  const write = (token: string, conversationId: string, body: string) =>
    post(token, `/v1/conversations/${conversationId}/messages`, { client_id: `company-chat-${++sent}`, body });
  const inbox = async (token: string) => envelope<ConversationListItem[]>(await get(token, '/v1/conversations')).data.map((c) => c.id);
  const unread = async (token: string) => envelope<{ unread: number }>(await get(token, '/v1/conversations/unread-count')).data.unread;
  const notified = async (token: string) => envelope<Array<{ body: string }>>(await get(token, '/v1/notifications')).data.map((n) => n.body);

  it('is read by roles that read every company order; an admin writes and joins it, a viewer only reads', async () => {
    const seller = await supplier(t, 'Chen Jing');
    const product = await listedProduct(t.db, seller.user.id, { priceMinor: 3100 });
    const north = await scene('Northwind Chat Ltd');
    const south = await scene('Southwind Chat Ltd');
    const order = await placeOrder(north.buyer, product.id, 3100);
    const unstarted = await placeOrder(north.buyer, product.id, 3100);

    // Nobody wrote about the second order yet: a viewer cannot start its thread, an admin can.
    const viewerStart = await post(north.viewer.token, '/v1/conversations', { kind: 'order', order_id: unstarted.id });
    expect(viewerStart.statusCode).toBe(404);
    expect(envelope(viewerStart).message).toBe(chatMessages.noOrderThread);

    const started = await post(north.buyer.token, '/v1/conversations', { kind: 'order', order_id: order.id, body: 'When will it ship?' });
    expect(started.statusCode).toBe(201);
    const threadId = envelope<ConversationDetail>(started).data.id;

    for (const reader of [north.admin, north.viewer]) {
      // Found from the order page, not doubled; the counterpart is the supplier, not the colleague.
      const found = await post(reader.token, '/v1/conversations', { kind: 'order', order_id: order.id });
      expect(found.statusCode).toBe(200);
      expect(envelope<ConversationDetail>(found).data).toMatchObject({ id: threadId, counterpart: { id: seller.user.id }, can_write: reader === north.admin });
      const history = envelope<ChatMessage[]>(await get(reader.token, `/v1/conversations/${threadId}/messages`)).data;
      expect(history.map((m) => [m.body, m.mine])).toEqual([['When will it ship?', false]]);
      // Reading keeps no mark for a colleague who has not written, and does not fail.
      expect((await post(reader.token, `/v1/conversations/${threadId}/read`, { last_read_seq: history[0].seq })).statusCode).toBe(200);
      // Until they write, the thread is not in their inbox, and the supplier does not see them.
      expect(await inbox(reader.token)).toEqual([]);
    }
    const sellerView = envelope<ConversationDetail>(await get(seller.token, `/v1/conversations/${threadId}`)).data;
    expect(sellerView.members.map((m) => m.user_id).sort()).toEqual([north.buyer.user.id, seller.user.id].sort());

    // A viewer changes nothing: not a message, not a first message with a start.
    const viewerWrites = await write(north.viewer.token, threadId, 'Invoice please');
    expect(viewerWrites.statusCode).toBe(403);
    expect(envelope(viewerWrites).message).toBe(chatMessages.readOnly);
    expect((await post(north.viewer.token, '/v1/conversations', { kind: 'order', order_id: order.id, body: 'Hello' })).statusCode).toBe(403);

    // The admin writes, and is then in the thread: the supplier sees who wrote, and the admin hears the reply.
    expect((await write(north.admin.token, threadId, 'Please send the pallets to Leeds.')).statusCode).toBe(201);
    expect(await inbox(north.admin.token)).toEqual([threadId]);
    const withAdmin = envelope<ConversationDetail>(await get(seller.token, `/v1/conversations/${threadId}`)).data;
    expect(withAdmin.members.map((m) => m.name)).toContain('Northwind Chat Ltd admin');
    expect((await write(seller.token, threadId, 'Shipping on Friday.')).statusCode).toBe(201);
    expect(await unread(north.admin.token)).toBe(1);
    expect(await notified(north.admin.token)).toContain('Shipping on Friday.');
    expect(await unread(north.viewer.token)).toBe(0);

    // A buyer colleague reads only their own orders' threads; another company's members reach nothing.
    for (const outsider of [north.buyer2, south.admin, south.viewer]) {
      expect((await post(outsider.token, '/v1/conversations', { kind: 'order', order_id: order.id })).statusCode).toBe(404);
      expect((await get(outsider.token, `/v1/conversations/${threadId}`)).statusCode).toBe(404);
      expect((await get(outsider.token, `/v1/conversations/${threadId}/messages`)).statusCode).toBe(404);
      expect((await write(outsider.token, threadId, 'Hello')).statusCode).toBe(404);
    }
  });

  it('leaves a colleague whose role no longer reads every order: gone from their inbox and count, and they hear no more', async () => {
    const seller = await supplier(t, 'Zhou Min');
    const product = await listedProduct(t.db, seller.user.id, { priceMinor: 1800 });
    const north = await scene('Northwind Role Chat Ltd');
    const order = await placeOrder(north.buyer, product.id, 1800);
    const threadId = envelope<ConversationDetail>(await post(north.buyer.token, '/v1/conversations', { kind: 'order', order_id: order.id, body: 'Any news?' }))
      .data.id;
    expect((await patch(north.admin.token, `/v1/company/members/${north.buyer2.user.id}`, { role: 'admin' })).statusCode).toBe(200);
    expect((await write(north.buyer2.token, threadId, 'Following up for our team.')).statusCode).toBe(201);
    expect((await write(seller.token, threadId, 'Packed today.')).statusCode).toBe(201);
    expect(await unread(north.buyer2.token)).toBe(1);

    expect((await patch(north.admin.token, `/v1/company/members/${north.buyer2.user.id}`, { role: 'buyer' })).statusCode).toBe(200);
    expect(await inbox(north.buyer2.token)).toEqual([]);
    expect(await unread(north.buyer2.token)).toBe(0);
    expect((await get(north.buyer2.token, `/v1/conversations/${threadId}`)).statusCode).toBe(404);
    expect((await write(north.buyer2.token, threadId, 'Still there?')).statusCode).toBe(404);
    expect((await write(seller.token, threadId, 'Delivered.')).statusCode).toBe(201);
    expect(await notified(north.buyer2.token)).not.toContain('Delivered.');
    // The buyer who placed it still hears it.
    expect(await notified(north.buyer.token)).toContain('Delivered.');
  });
});

describe('the address book', () => {
  it('is the company’s: every member reads it and ships to it, addresses.manage changes it, defaults stay each adder’s', async () => {
    const seller = await supplier(t, 'Address Supplier');
    const product = await listedProduct(t.db, seller.user.id, { priceMinor: 800 });
    const north = await scene('Northwind Addresses Ltd');
    const south = await scene('Southwind Addresses Ltd');
    const book = async (token: string) => envelope<Address[]>(await get(token, '/v1/addresses')).data;
    const patch = (token: string, id: string, payload: Record<string, unknown>) => t.request({ method: 'PATCH', url: `/v1/addresses/${id}`, token, payload });

    // Each member sees all four: their own as their own (with their defaults), the others' with who added them.
    for (const member of [north.admin, north.buyer, north.viewer]) {
      const rows = await book(member.token);
      expect(rows.map((a) => a.id).sort()).toEqual([north.admin, north.buyer, north.buyer2, north.viewer].map((m) => m.addressId).sort());
      const own = rows.find((a) => a.id === member.addressId)!;
      expect([own.added_by, own.is_default_shipping]).toEqual([null, true]);
      for (const colleague of rows.filter((a) => a.id !== member.addressId)) {
        expect(colleague.added_by?.name).toMatch(/^Northwind Addresses Ltd /);
        expect([colleague.is_default_shipping, colleague.is_default_billing]).toEqual([false, false]);
      }
    }
    // A buyer ships to a colleague's address; another company's buyer cannot, nor read it.
    const shipped = await checkout(t, north.buyer2.token, {
      address_id: north.buyer.addressId,
      payment_method: 'bank_transfer',
      lines: [{ product_id: product.id, quantity: 1, unit_price_minor: 800 }],
    });
    expect(shipped.statusCode).toBe(201);
    const outsider = await checkout(t, south.buyer.token, {
      address_id: north.buyer.addressId,
      payment_method: 'bank_transfer',
      lines: [{ product_id: product.id, quantity: 1, unit_price_minor: 800 }],
    });
    expect(outsider.statusCode).toBe(404);
    expect((await get(south.admin.token, `/v1/addresses/${north.buyer.addressId}`)).statusCode).toBe(404);
    expect((await patch(south.admin.token, north.buyer.addressId, { label: 'Mine now' })).statusCode).toBe(404);

    // addresses.manage changes a colleague's address, but not which one is the colleague's default.
    const renamed = await patch(north.buyer2.token, north.buyer.addressId, { label: 'Leeds goods-in' });
    expect(renamed.statusCode).toBe(200);
    expect(envelope<Address>(renamed).data.added_by?.id).toBe(north.buyer.user.id);
    const asDefault = await patch(north.buyer2.token, north.admin.addressId, { is_default_shipping: true });
    expect(asDefault.statusCode).toBe(400);
    expect(envelope(asDefault).errors).toEqual({ is_default_shipping: addressMessages.colleagueDefault });

    // A viewer changes nothing, not even their own.
    const byViewer = await patch(north.viewer.token, north.viewer.addressId, { label: 'Finance' });
    expect(byViewer.statusCode).toBe(403);
    expect(envelope(byViewer).message).toBe(companyMessages.notAllowed);
    expect((await t.request({ method: 'DELETE', url: `/v1/addresses/${north.admin.addressId}`, token: north.viewer.token })).statusCode).toBe(403);

    // Deleting a colleague's address takes it out of everyone's book.
    const removed = await t.request({ method: 'DELETE', url: `/v1/addresses/${north.admin.addressId}`, token: north.buyer.token });
    expect(removed.statusCode).toBe(200);
    expect((await book(north.admin.token)).map((a) => a.id)).not.toContain(north.admin.addressId);

    // Suspended, a member's book is their own again, and the others no longer see theirs.
    await post(north.admin.token, `/v1/company/members/${north.viewer.user.id}/suspend`);
    expect((await book(north.viewer.token)).map((a) => a.id)).toEqual([north.viewer.addressId]);
    expect((await book(north.buyer.token)).map((a) => a.id)).not.toContain(north.viewer.addressId);
  });
});

describe('favourites', () => {
  it('are read company-wide with whose=company by roles with favourites.read_all, each saying who saved it', async () => {
    const seller = await supplier(t, 'Favourite Supplier');
    const gloves = await listedProduct(t.db, seller.user.id, { name: 'Nitrile gloves', priceMinor: 900 });
    const masks = await listedProduct(t.db, seller.user.id, { name: 'FFP2 masks', priceMinor: 400 });
    const north = await scene('Northwind Favourites Ltd');
    const south = await scene('Southwind Favourites Ltd');
    await post(north.buyer.token, '/v1/lists/favorites', { product_id: gloves.id });
    await post(north.buyer2.token, '/v1/lists/favorites', { product_id: masks.id });
    await post(south.buyer.token, '/v1/lists/favorites', { product_id: masks.id });
    // A wishlist stays personal.
    await post(north.buyer2.token, '/v1/lists/wishlist', { product_id: gloves.id });
    const favourites = async (token: string, whose?: string) =>
      envelope<ListItem[]>(await get(token, `/v1/lists/favorites${whose ? `?whose=${whose}` : ''}`)).data.map((i) => [
        i.product.name,
        i.saved_by?.name ?? null,
      ]);

    expect(await favourites(north.buyer.token)).toEqual([['Nitrile gloves', null]]);
    expect(await favourites(north.buyer.token, 'company')).toEqual([
      ['FFP2 masks', 'Northwind Favourites Ltd second buyer'],
      ['Nitrile gloves', null],
    ]);
    expect(await favourites(north.viewer.token, 'company')).toEqual([
      ['FFP2 masks', 'Northwind Favourites Ltd second buyer'],
      ['Nitrile gloves', 'Northwind Favourites Ltd buyer'],
    ]);
    expect(await favourites(south.admin.token, 'company')).toEqual([['FFP2 masks', 'Southwind Favourites Ltd buyer']]);
    // Removing is one's own: a colleague's favourite is not in the caller's list.
    expect((await t.request({ method: 'DELETE', url: `/v1/lists/favorites/${masks.id}`, token: north.buyer.token })).statusCode).toBe(404);

    const wishlist = await get(north.buyer.token, '/v1/lists/wishlist?whose=company');
    expect(wishlist.statusCode).toBe(400);
    expect(envelope(wishlist).errors).toEqual({ whose: listsMessages.companyFavouritesOnly });
    const loner = await buyerWithAddress(t, 'Loner Buyer');
    const alone = await get(loner.token, '/v1/lists/favorites?whose=company');
    expect(alone.statusCode).toBe(403);
    expect(envelope(alone).message).toBe(companyMessages.notInCompany);
  });
});

describe('spend analytics', () => {
  it('sum every member’s orders for roles with spend.read, and say so; a buyer sees their own', async () => {
    const seller = await supplier(t, 'Spend Supplier');
    const product = await listedProduct(t.db, seller.user.id, { priceMinor: 1500 });
    const north = await scene('Northwind Spend Ltd');
    const south = await scene('Southwind Spend Ltd');
    const placed = [
      await placeOrder(north.buyer, product.id, 1500),
      await placeOrder(north.buyer2, product.id, 1500),
      await placeOrder(south.buyer, product.id, 1500),
    ];
    // Spend counts orders the supplier accepted.
    await t.db
      .update(orders)
      .set({ status: 'confirmed' })
      .where(
        inArray(
          orders.id,
          placed.map((order) => order.id),
        ),
      );
    const [northTotal] = await t.db.select({ total: orders.totalMinor }).from(orders).where(eq(orders.id, placed[0].id));
    const report = async (token: string) => envelope<SpendReport>(await get(token, '/v1/buyer/analytics/spend')).data;

    for (const reader of [north.admin, north.viewer]) {
      const company = await report(reader.token);
      expect(company.scope).toBe('company');
      expect(company.totals).toEqual([{ currency: 'USD', total_minor: 2 * northTotal.total, orders: 2 }]);
    }
    // The buyer role does not read the company's spend: its own orders only.
    const own = await report(north.buyer2.token);
    expect(own.scope).toBe('own');
    expect(own.totals).toEqual([{ currency: 'USD', total_minor: northTotal.total, orders: 1 }]);
    // Another company's spend is its own.
    expect((await report(south.admin.token)).totals).toEqual([{ currency: 'USD', total_minor: northTotal.total, orders: 1 }]);
  });
});

describe('RFQs', () => {
  it('are filed under the company and read by roles with rfqs.read_all, and changed only by their own buyer', async () => {
    const north = await scene('Northwind RFQ Ltd');
    const south = await scene('Southwind RFQ Ltd');
    const posted = await rfq.postRfq(north.buyer);
    for (const reader of [north.admin, north.viewer]) {
      const list = envelope<BuyerRfqSummary[]>(await get(reader.token, '/v1/rfqs'));
      expect(list.data.map((r) => r.id)).toContain(posted.id);
      expect(envelope<BuyerRfq>(await get(reader.token, `/v1/rfqs/${posted.id}`)).data.id).toBe(posted.id);
      // Reading is not changing: only the RFQ's own buyer closes it.
      expect((await post(reader.token, `/v1/rfqs/${posted.id}/close`)).statusCode).toBe(404);
    }
    expect((await get(north.buyer2.token, `/v1/rfqs/${posted.id}`)).statusCode).toBe(404);
    for (const outsider of [south.admin, south.viewer]) expect((await get(outsider.token, `/v1/rfqs/${posted.id}`)).statusCode).toBe(404);
  });

  it("share a quote's thread with the supplier as orders share theirs: read by rfqs.read_all, written by an admin", async () => {
    const north = await scene('Northwind Quote Chat Ltd');
    const south = await scene('Southwind Quote Chat Ltd');
    const posted = await rfq.postRfq(north.buyer);
    const seller = await rfq.supplierIn('Wu Fang', KITCHENWARE, 'CN');
    const quote = await rfq.submitQuote(seller, posted);
    const started = await post(north.buyer.token, '/v1/conversations', { kind: 'quote', quote_id: quote.id, body: 'Can you do 30 days?' });
    expect(started.statusCode).toBe(201);
    const threadId = envelope<ConversationDetail>(started).data.id;

    const forViewer = await post(north.viewer.token, '/v1/conversations', { kind: 'quote', quote_id: quote.id });
    expect(envelope<ConversationDetail>(forViewer).data).toMatchObject({ id: threadId, can_write: false });
    expect((await post(north.viewer.token, `/v1/conversations/${threadId}/messages`, { client_id: 'quote-chat-viewer', body: 'Hi' })).statusCode).toBe(403);
    expect(
      (await post(north.admin.token, `/v1/conversations/${threadId}/messages`, { client_id: 'quote-chat-admin', body: 'We agree to 30 days.' })).statusCode,
    ).toBe(201);
    for (const outsider of [north.buyer2, south.admin]) {
      expect((await post(outsider.token, '/v1/conversations', { kind: 'quote', quote_id: quote.id })).statusCode).toBe(404);
      expect((await get(outsider.token, `/v1/conversations/${threadId}`)).statusCode).toBe(404);
    }
  });
});

describe('requisition lists', () => {
  it('are kept by lists.manage, read by every member and ordered from by buyers', async () => {
    const seller = await supplier(t, 'Chen Jie');
    const bolts = await listedProduct(t.db, seller.user.id, { name: 'Bolts M10', priceMinor: 300 });
    const nuts = await listedProduct(t.db, seller.user.id, { name: 'Nuts M10', priceMinor: 100 });
    const north = await scene('Northwind Lists Ltd');
    const south = await scene('Southwind Lists Ltd');

    const created = await post(north.buyer.token, '/v1/company/requisition-lists', {
      name: 'Monthly fasteners',
      lines: [
        { product_id: bolts.id, quantity: 40 },
        { product_id: nuts.id, quantity: 40 },
      ],
    });
    expect(created.statusCode).toBe(201);
    const list = envelope<RequisitionListDetail>(created).data;
    expect(list.lines.map((l) => [l.product.name, l.quantity, l.available])).toEqual([
      ['Bolts M10', 40, true],
      ['Nuts M10', 40, true],
    ]);
    const taken = await post(north.admin.token, '/v1/company/requisition-lists', { name: 'monthly FASTENERS' });
    expect(taken.statusCode).toBe(409);
    expect(envelope(taken).errors).toEqual({ name: requisitionMessages.nameTaken });
    const blank = await post(north.admin.token, '/v1/company/requisition-lists', { name: ' ' });
    expect(envelope(blank).errors).toEqual({ name: requisitionMessages.nameRequired });

    // Read by every member, changed only with lists.manage.
    expect(envelope<RequisitionList[]>(await get(north.viewer.token, '/v1/company/requisition-lists')).data.map((l) => l.name)).toEqual(['Monthly fasteners']);
    const byViewer = await post(north.viewer.token, `/v1/company/requisition-lists/${list.id}/lines`, { product_id: bolts.id, quantity: 1 });
    expect(byViewer.statusCode).toBe(403);
    expect(envelope(byViewer).message).toBe(companyMessages.notAllowed);
    const viewerCart = await post(north.viewer.token, `/v1/company/requisition-lists/${list.id}/add-to-cart`);
    expect(viewerCart.statusCode).toBe(403);
    expect(envelope(viewerCart).message).toBe(requisitionMessages.cannotOrder);

    // A line's quantity changes; adding a product already there sets its quantity (200).
    const again = await post(north.admin.token, `/v1/company/requisition-lists/${list.id}/lines`, { product_id: nuts.id, quantity: 60 });
    expect(again.statusCode).toBe(200);
    const nutsLine = envelope<RequisitionListDetail>(again).data.lines.find((l) => l.product_id === nuts.id)!;
    expect(nutsLine.quantity).toBe(60);
    const bad = await t.request({
      method: 'PATCH',
      url: `/v1/company/requisition-lists/${list.id}/lines/${nutsLine.id}`,
      token: north.admin.token,
      payload: { quantity: 0 },
    });
    expect(envelope(bad).errors).toEqual({ quantity: requisitionMessages.quantity });

    // Any buyer member puts the list in their own cart.
    const added = await post(north.buyer2.token, `/v1/company/requisition-lists/${list.id}/add-to-cart`);
    expect(added.statusCode).toBe(200);
    expect(envelope<RequisitionAddToCartResult>(added).data).toEqual({ added: 2, skipped: [] });
    const cart = envelope<Cart>(await get(north.buyer2.token, '/v1/cart')).data;
    expect(cart.groups.flatMap((g) => g.items.map((i) => [i.name, i.quantity])).sort()).toEqual([
      ['Bolts M10', 40],
      ['Nuts M10', 60],
    ]);

    // Another company's members never reach it.
    for (const outsider of [south.admin, south.buyer])
      for (const [method, url] of [
        ['GET', `/v1/company/requisition-lists/${list.id}`],
        ['PATCH', `/v1/company/requisition-lists/${list.id}`],
        ['DELETE', `/v1/company/requisition-lists/${list.id}`],
        ['POST', `/v1/company/requisition-lists/${list.id}/add-to-cart`],
      ] as const) {
        const response = await t.request({ method, url, token: outsider.token, ...(method === 'PATCH' ? { payload: { name: 'Mine' } } : {}) });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }

    const deleted = await t.request({ method: 'DELETE', url: `/v1/company/requisition-lists/${list.id}`, token: north.admin.token });
    expect(envelope(deleted).message).toBe(requisitionMessages.deleted);
    expect(envelope<RequisitionList[]>(await get(north.admin.token, '/v1/company/requisition-lists')).total).toBe(0);
  });
});
