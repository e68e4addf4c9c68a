// Accepting a quote to where the RFQ asked for delivery: a new address in the accept (the RFQ's delivery
// place, completed by the buyer) joins the address book in the accept's transaction, or an existing one
// is chosen; the address is checked as the book checks it; the preview figures the order as the accept
// does; the order keeps the quote's Incoterm and the place it names; only the RFQ's buyer may do any of it.
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AddressInput } from '../../src/contract/addresses';
import { addressMessages } from '../../src/contract/addresses';
import type { OrderDetails } from '../../src/contract/operations';
import type { BuyerOrderDetails } from '../../src/contract/ordering';
import { rfqMessages, type BuyerRfq, type QuoteAcceptPreview, type QuoteAcceptResult } from '../../src/contract/rfq';
import { orderingMessages } from '../../src/contract/ordering';
import { addresses, inventory, orders } from '../../server/db/schema';
import { createTestApp, envelope } from './helpers';
import { placedOrder, stockedProduct } from './order-fixtures';
import { HOME, KITCHENWARE, rfqFixtures, type Buyer, type Seller } from './rfq-fixtures';

const t = await createTestApp();
const { newKey, categoryId, supplierIn, buyerWithAddress, post, get, postRfq, submitQuote } = rfqFixtures(t);

let buyer: Buyer & { addressId: string };
let otherBuyer: Buyer & { addressId: string };
let kitchen: Seller & { productId: string };
let home: Seller & { productId: string };

beforeAll(async () => {
  buyer = await buyerWithAddress('Priya Nair', 'GB');
  otherBuyer = await buyerWithAddress('Tom Hughes', 'GB');
  kitchen = await supplierIn('Chen Jun', KITCHENWARE, 'CN');
  home = await supplierIn('Lena Vogel', HOME, 'DE');
});

/** An RFQ for delivery to Nhava Sheva under CIF, and one quote on it (CIF unless told). */
async function mumbaiQuote(incoterm: 'CIF' | 'FOB' = 'CIF', seller: Seller = kitchen) {
  const rfq = await postRfq(buyer, { category_id: await categoryId(HOME), delivery_country: 'IN', delivery_city: 'Mumbai (Nhava Sheva)', incoterm: 'CIF' });
  const quote = await submitQuote(seller, rfq, { incoterm });
  return { rfq, quote };
}

const mumbai: AddressInput = {
  label: 'Mumbai (Nhava Sheva)',
  contact_name: 'Priya Nair',
  phone: '+91 98765 43210',
  line1: 'Plot 12, JNPT Road',
  city: 'Mumbai (Nhava Sheva)',
  state: 'Maharashtra',
  postal_code: '400707',
  country: 'IN',
};

const acceptUrl = (rfq: BuyerRfq, quoteId: string) => `/v1/rfqs/${rfq.id}/quotes/${quoteId}/accept`;
const bookOf = (ownerId: string) => t.db.select().from(addresses).where(eq(addresses.ownerId, ownerId));
const ordersOf = async (quoteId: string) => Number((await t.db.select({ n: count() }).from(orders).where(eq(orders.quoteId, quoteId)))[0].n);

describe('accepting a quote to a new address', () => {
  it('ships to the RFQ’s delivery place: the address joins the book and the order keeps the Incoterm and its place', async () => {
    const { rfq, quote } = await mumbaiQuote();
    const before = await bookOf(buyer.user.id);
    const response = await post(buyer.token, acceptUrl(rfq, quote.id), { address: mumbai, payment_method: 'bank_transfer' }, newKey());
    expect(response.statusCode).toBe(201);
    const { order } = envelope<QuoteAcceptResult>(response).data;

    // The book has it, as a plain address: the buyer's defaults stay where they were.
    const after = await bookOf(buyer.user.id);
    expect(after).toHaveLength(before.length + 1);
    const added = after.find((row) => !before.some((old) => old.id === row.id));
    expect(added).toMatchObject({ city: 'Mumbai (Nhava Sheva)', country: 'IN', postalCode: '400707', isDefaultShipping: false, isDefaultBilling: false });
    expect(after.find((row) => row.id === buyer.addressId)?.isDefaultShipping).toBe(true);
    // The book's list answers it at once (its kept total is dropped).
    expect(envelope(await get(buyer.token, '/v1/addresses')).total).toBe(before.length + 1);

    const buyerDetails = envelope<BuyerOrderDetails>(await get(buyer.token, `/v1/buyer/orders/${order.id}`)).data;
    expect(buyerDetails.shipping_address).toMatchObject({ city: 'Mumbai (Nhava Sheva)', country: 'IN', line1: 'Plot 12, JNPT Road', recipient: 'Priya Nair' });
    expect(buyerDetails.incoterm).toEqual({ code: 'CIF', place: 'Mumbai (Nhava Sheva), IN' });
    const sellerDetails = envelope<OrderDetails>(await get(kitchen.token, `/v1/orders/${order.id}/details`)).data;
    expect(sellerDetails.incoterm).toEqual({ code: 'CIF', place: 'Mumbai (Nhava Sheva), IN' });
    expect(sellerDetails.shipping_address).toEqual(buyerDetails.shipping_address);
    const [row] = await t.db.select({ incoterm: orders.incoterm, place: orders.incotermPlace }).from(orders).where(eq(orders.id, order.id));
    expect(row).toEqual({ incoterm: 'CIF', place: 'Mumbai (Nhava Sheva), IN' });
  });

  it('names each bad field of the new address under address.<field>, and writes nothing', async () => {
    const { rfq, quote } = await mumbaiQuote();
    const before = await bookOf(buyer.user.id);
    const bad = await post(
      buyer.token,
      acceptUrl(rfq, quote.id),
      { address: { ...mumbai, phone: '12', line1: '  ', postal_code: '', country: 'ZZ' }, payment_method: 'bank_transfer' },
      newKey(),
    );
    expect(bad.statusCode).toBe(400);
    const errors = envelope(bad).errors as Record<string, string>;
    expect(errors).toMatchObject({
      'address.phone': addressMessages.phoneFormat,
      'address.line1': addressMessages.line1Required,
      'address.postal_code': addressMessages.postalCode,
    });
    expect(errors['address.country']).toBeTruthy();
    const unknownField = await post(buyer.token, acceptUrl(rfq, quote.id), { address: { ...mumbai, port: 'JNPT' }, payment_method: 'bank_transfer' }, newKey());
    expect(unknownField.statusCode).toBe(400);

    // One of the two, never both, never neither.
    const both = await post(buyer.token, acceptUrl(rfq, quote.id), { address: mumbai, address_id: buyer.addressId, payment_method: 'bank_transfer' }, newKey());
    expect(both.statusCode).toBe(400);
    expect(envelope(both).errors).toEqual({ address: rfqMessages.addressOneOnly });
    const neither = await post(buyer.token, acceptUrl(rfq, quote.id), { payment_method: 'bank_transfer' }, newKey());
    expect(neither.statusCode).toBe(400);
    expect(envelope(neither).errors).toEqual({ address_id: rfqMessages.addressRequired });

    expect(await bookOf(buyer.user.id)).toHaveLength(before.length);
    expect(await ordersOf(quote.id)).toBe(0);
  });

  it('rolls the new address back with the order when the accept is refused after it', async () => {
    const rfq = await postRfq(buyer, { category_id: await categoryId(HOME), delivery_country: 'IN', delivery_city: 'Mumbai (Nhava Sheva)' });
    const quote = await submitQuote(kitchen, rfq, {
      lines: [{ rfq_line_id: rfq.lines[0].id, product_id: kitchen.productId, unit_price_minor: 1000, moq: 100, lead_time_days: 30 }],
    });
    const before = await bookOf(buyer.user.id);
    // Stock is held after the address is written: with none free, the accept is refused and both go.
    const [stock] = await t.db.select().from(inventory).where(eq(inventory.productId, kitchen.productId));
    await t.db.update(inventory).set({ reserved: stock.onHand }).where(eq(inventory.productId, kitchen.productId));
    try {
      const refused = await post(buyer.token, acceptUrl(rfq, quote.id), { address: mumbai, payment_method: 'bank_transfer' }, newKey());
      expect(refused.statusCode).toBe(409);
      expect(envelope(refused).errors).toEqual({ 'lines.0.quantity': orderingMessages.notEnoughStock });
    } finally {
      await t.db.update(inventory).set({ reserved: stock.reserved }).where(eq(inventory.productId, kitchen.productId));
    }
    expect(await bookOf(buyer.user.id)).toHaveLength(before.length);
    expect(await ordersOf(quote.id)).toBe(0);
  });
});

describe('accepting a quote to an existing address', () => {
  it('copies the chosen address; FOB names no place of the buyer’s', async () => {
    const { rfq, quote } = await mumbaiQuote('FOB');
    const before = await bookOf(buyer.user.id);
    const response = await post(buyer.token, acceptUrl(rfq, quote.id), { address_id: buyer.addressId, payment_method: 'agreed_terms' }, newKey());
    expect(response.statusCode).toBe(201);
    const { order } = envelope<QuoteAcceptResult>(response).data;
    expect(await bookOf(buyer.user.id)).toHaveLength(before.length);
    const details = envelope<BuyerOrderDetails>(await get(buyer.token, `/v1/buyer/orders/${order.id}`)).data;
    expect(details.shipping_address).toMatchObject({ city: 'Hamburg', country: 'GB' });
    expect(details.incoterm).toEqual({ code: 'FOB', place: null });
  });

  it('leaves orders from the cart without an Incoterm', async () => {
    const product = await stockedProduct(t.db, home.user.id, { name: 'Cart item' });
    const cartOrder = await placedOrder(t.db, { sellerId: home.user.id, buyerId: buyer.user.id, lines: [{ product, quantity: 2 }] });
    expect(envelope<BuyerOrderDetails>(await get(buyer.token, `/v1/buyer/orders/${cartOrder.id}`)).data.incoterm).toBeNull();
    expect(envelope<OrderDetails>(await get(home.token, `/v1/orders/${cartOrder.id}/details`)).data.incoterm).toBeNull();
  });
});

describe('who may accept', () => {
  it('another buyer gets 404 for the accept and the preview; a supplier gets 403', async () => {
    const { rfq, quote } = await mumbaiQuote();
    const stranger = await post(otherBuyer.token, acceptUrl(rfq, quote.id), { address: mumbai, payment_method: 'bank_transfer' }, newKey());
    expect(stranger.statusCode).toBe(404);
    const strangerPreview = await post(otherBuyer.token, `${acceptUrl(rfq, quote.id)}-preview`, {});
    expect(strangerPreview.statusCode).toBe(404);
    // With an address of the other buyer's book, the RFQ's own buyer is refused too (404 naming the address).
    const foreignAddress = await post(buyer.token, acceptUrl(rfq, quote.id), { address_id: otherBuyer.addressId, payment_method: 'bank_transfer' }, newKey());
    expect(foreignAddress.statusCode).toBe(404);
    expect(Object.keys(envelope(foreignAddress).errors ?? {})).toEqual(['address_id']);
    expect((await post(kitchen.token, acceptUrl(rfq, quote.id), { address: mumbai, payment_method: 'bank_transfer' }, newKey())).statusCode).toBe(403);
    expect((await post(kitchen.token, `${acceptUrl(rfq, quote.id)}-preview`, {})).statusCode).toBe(403);
    expect(await bookOf(otherBuyer.user.id)).toHaveLength(1);
    expect(await ordersOf(quote.id)).toBe(0);
  });
});

describe('the accept preview', () => {
  it('figures the lines, the shipping and the total as the accept then stores them, and writes nothing', async () => {
    const { rfq, quote } = await mumbaiQuote('CIF', home);
    const preview = (body: Record<string, unknown>) => post(buyer.token, `${acceptUrl(rfq, quote.id)}-preview`, body);

    const whole = envelope<QuoteAcceptPreview>(await preview({})).data;
    // 500 at the 400+ tier of 850, 200 at 300, and the quote's 25,000 shipping.
    expect(whole).toEqual({
      lines: [
        {
          rfq_line_id: rfq.lines[0].id,
          name: 'Two-tier lunch box, 18/8 steel',
          unit: 'piece',
          quantity: 500,
          unit_price_minor: 850,
          line_total_minor: 425_000,
        },
        { rfq_line_id: rfq.lines[1].id, name: 'Insulated carry bag', unit: 'piece', quantity: 200, unit_price_minor: 300, line_total_minor: 60_000 },
      ],
      subtotal_minor: 485_000,
      shipping_minor: 25_000,
      total_minor: 510_000,
      currency: 'EUR',
      incoterm: 'CIF',
      incoterm_place: 'Mumbai (Nhava Sheva), IN',
    });

    // Below the tier, the unit price; a quantity out of range is refused as the accept refuses it.
    const part = envelope<QuoteAcceptPreview>(await preview({ lines: [{ rfq_line_id: rfq.lines[0].id, quantity: 300 }] })).data;
    expect(part).toMatchObject({ subtotal_minor: 300_000, shipping_minor: 25_000, total_minor: 325_000 });
    const refused = await preview({ lines: [{ rfq_line_id: rfq.lines[0].id, quantity: 501 }] });
    expect(refused.statusCode).toBe(422);
    expect(envelope(refused).errors).toEqual({ 'lines.0.quantity': rfqMessages.acceptAboveRequested });
    expect(await ordersOf(quote.id)).toBe(0);

    const accepted = await post(
      buyer.token,
      acceptUrl(rfq, quote.id),
      { address: mumbai, payment_method: 'bank_transfer', lines: [{ rfq_line_id: rfq.lines[0].id, quantity: 300 }] },
      newKey(),
    );
    expect(accepted.statusCode).toBe(201);
    const details = envelope<BuyerOrderDetails>(await get(buyer.token, `/v1/buyer/orders/${envelope<QuoteAcceptResult>(accepted).data.order.id}`)).data;
    expect(details.totals).toMatchObject({ subtotal_minor: part.subtotal_minor, shipping_minor: part.shipping_minor, total_minor: part.total_minor });

    // Once accepted, the preview says so, as a second accept would.
    const after = await preview({});
    expect(after.statusCode).toBe(409);
    expect(envelope(after).message).toBe(rfqMessages.quoteAlreadyAccepted);
  });
});
