// Requests for quotation written through the API, for the RFQ tests (tests/api/rfq.test.ts and the
// PostgreSQL-only concurrency tests): buyers with an address, suppliers with a published product in a
// category, RFQ and quote bodies that pass every rule, and the calls with an Idempotency-Key.
import { eq } from 'drizzle-orm';
import { daysAheadUtc, type BuyerRfq, type QuoteInput, type RfqCreateInput, type SupplierQuote } from '../../src/contract/rfq';
import { addresses, categories, products, users } from '../../server/db/schema';
import { envelope, multipart, onboardedSeller, signUp, staffToken as staffTokenOf, type TestApp } from './helpers';
import { stockedProduct } from './order-fixtures';

export type Seller = Awaited<ReturnType<typeof onboardedSeller>>;
export type Buyer = Awaited<ReturnType<typeof signUp>>;

export const KITCHENWARE = 'Home & Garden / Kitchenware';
export const FURNITURE = 'Home & Garden / Furniture';
export const HOME = 'Home & Garden';
export const FABRICS = 'Apparel & Textiles / Fabrics';

export function rfqFixtures(t: TestApp) {
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
  let keyCounter = 0;
  const newKey = () => `key-${Date.now().toString(36)}-${++keyCounter}`;

  async function categoryId(path: string): Promise<string> {
    const [row] = await t.db.select({ id: categories.id }).from(categories).where(eq(categories.path, path));
    return row.id;
  }

  /** A supplier with one published product in `path` (stocked), so open RFQs of that branch reach it. */
  async function supplierIn(name: string, path: string, country = 'CN'): Promise<Seller & { productId: string }> {
    const seller = await onboardedSeller(t, { name });
    await t.db
      .update(users)
      .set({ businessDetails: { business_name: `${name} Trading`, country } })
      .where(eq(users.id, seller.user.id));
    const product = await stockedProduct(t.db, seller.user.id, { name: `${name} product`, onHand: 1000 });
    await t.db
      .update(products)
      .set({ status: 'published', publishedAt: new Date(), categoryId: await categoryId(path), moq: 10 })
      .where(eq(products.id, product.id));
    return { ...seller, productId: product.id };
  }

  async function buyerWithAddress(name: string, country = 'DE'): Promise<Buyer & { addressId: string }> {
    const buyer = await signUp(t, { role: 'buyer', name });
    await t.db
      .update(users)
      .set({ isEmailVerified: true, isMobileVerified: true, preferences: { business_profile: { country } } })
      .where(eq(users.id, buyer.user.id));
    const [address] = await t.db
      .insert(addresses)
      .values({
        ownerId: buyer.user.id,
        label: 'Warehouse',
        contactName: name,
        phone: '+4930123456',
        line1: '1 Dock Road',
        city: 'Hamburg',
        state: 'HH',
        postalCode: '20457',
        country,
        isDefaultShipping: true,
        isDefaultBilling: true,
      })
      .returning({ id: addresses.id });
    return { ...buyer, addressId: address.id };
  }

  const staffToken = (staffRole: 'administrator' | 'reviewer') => staffTokenOf(t, staffRole);

  async function rfqBody(overrides: Partial<RfqCreateInput> = {}): Promise<RfqCreateInput> {
    return {
      title: 'Stainless steel lunch boxes for a canteen chain',
      category_id: await categoryId(KITCHENWARE),
      lines: [
        { name: 'Two-tier lunch box, 18/8 steel', quantity: 500, unit: 'piece', target_unit_price_minor: 900, specifications: '1.2 L, leak-proof lid' },
        { name: 'Insulated carry bag', quantity: 200, unit: 'piece' },
      ],
      delivery_country: 'DE',
      delivery_city: 'Hamburg port',
      incoterm: 'CIF',
      required_by: daysAheadUtc(45),
      payment_terms: '30% deposit, 70% against B/L',
      note: 'Please quote with our logo engraved. Call me on +49 30 1234567.',
      valid_until: daysAheadUtc(14),
      quotes_wanted: 5,
      currency: 'EUR',
      ...overrides,
    };
  }

  const post = (token: string, url: string, payload?: unknown, key?: string) =>
    t.request({
      method: 'POST',
      url,
      token,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: key ? { 'idempotency-key': key } : {},
    });
  const get = (token: string | undefined, url: string) => t.request({ method: 'GET', url, ...(token ? { token } : {}) });

  async function postRfq(buyer: Buyer, overrides: Partial<RfqCreateInput> = {}): Promise<BuyerRfq> {
    const response = await post(buyer.token, '/v1/rfqs', await rfqBody(overrides), newKey());
    if (response.statusCode !== 201) throw new Error(`RFQ not created: ${response.body}`);
    return envelope<BuyerRfq>(response).data;
  }

  function quoteBody(rfq: Pick<BuyerRfq, 'lines'>, overrides: Partial<QuoteInput> = {}): QuoteInput {
    return {
      currency: 'EUR',
      incoterm: 'CIF',
      shipping_cost_minor: 25_000,
      valid_until: daysAheadUtc(20),
      payment_terms: '30/70',
      note: 'Logo engraving included.',
      lines: [
        {
          rfq_line_id: rfq.lines[0].id,
          unit_price_minor: 1000,
          price_tiers: [{ min_quantity: 400, price_minor: 850 }],
          moq: 100,
          lead_time_days: 30,
          sample_available: true,
          sample_price_minor: 2000,
        },
        { rfq_line_id: rfq.lines[1].id, unit_price_minor: 300, moq: 50, lead_time_days: 20 },
      ],
      ...overrides,
    };
  }

  async function submitQuote(seller: Seller, rfq: Pick<BuyerRfq, 'id' | 'lines'>, overrides: Partial<QuoteInput> = {}): Promise<SupplierQuote> {
    const response = await post(seller.token, `/v1/rfq-board/${rfq.id}/quote`, quoteBody(rfq, overrides), newKey());
    if (response.statusCode !== 201) throw new Error(`quote not submitted: ${response.body}`);
    return envelope<SupplierQuote>(response).data;
  }

  const multipartPdf = (name = 'drawing.pdf') => multipart([{ field: 'file', file: { name, type: 'application/pdf', data: PDF } }]);

  return { PDF, newKey, categoryId, supplierIn, buyerWithAddress, staffToken, rfqBody, post, get, postRfq, quoteBody, submitQuote, multipartPdf };
}
