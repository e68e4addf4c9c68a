import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import type { RequisitionAddToCartResult, RequisitionListDetail, RequisitionList } from '../../src/contract/company';
import { companyMessages, requisitionMessages } from '../../src/contract/company-messages';
import type { OrderDetails } from '../../src/contract/operations';
import type { BuyerOrderDetails, BuyerOrderSummary, Cart, CheckoutResult } from '../../src/contract/ordering';
import type { BuyerRfq, BuyerRfqSummary } from '../../src/contract/rfq';
import { addMember, createCompany } from './company-fixtures';
import { createTestApp, envelope } from './helpers';
import { buyerWithAddress, checkout, listedProduct, supplier } from './ordering-fixtures';
import { rfqFixtures } from './rfq-fixtures';

// What a company shares by role: orders (and who placed them), RFQs, requisition lists; what a seller
// sees of a company (its name, never its members); and what a member stops seeing when suspended.

const t = await createTestApp();
const rfq = rfqFixtures(t);
const get = (token: string, url: string) => t.request({ method: 'GET', url, token });
const post = (token: string, url: string, payload?: Record<string, unknown>) => t.request({ method: 'POST', url, token, ...(payload ? { payload } : {}) });

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

    // Suspended, the viewer reads only their own orders again.
    await post(north.admin.token, `/v1/company/members/${north.viewer.user.id}/suspend`);
    expect(envelope<BuyerOrderSummary[]>(await get(north.viewer.token, '/v1/buyer/orders')).data).toEqual([]);
    expect((await get(north.viewer.token, `/v1/buyer/orders/${order.id}`)).statusCode).toBe(404);
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
