// The seller home and analytics: every figure against fixtures computed by hand (with the previous
// period and the split per currency, and the quotes step of the funnel), the action queue (items appear,
// and leave once acted on; a new seller's first steps first, and RFQs to quote among them), view
// counting (one per visitor and day, robots ignored, no address stored), search logging (per day,
// nobody's), ownership and input errors. Orders and past views are written at fixed distances from now.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActionQueue, HomeFigures, QueueGroup, SellerAnalytics } from '../../src/contract/seller-analytics';
import { rowsOf } from '../../server/db/client';
import { demoPdf } from '../../server/db/seed-documents';
import { daysAheadUtc } from '../../src/contract/rfq';
import {
  conversations,
  documents,
  files,
  inventory,
  productImages,
  products,
  productViewsDaily,
  quoteVersionLines,
  quoteVersions,
  quotes,
  rfqInvitations,
  rfqLines,
  rfqs,
  searchDemandDaily,
  sellerViewsDaily,
  storeSections,
} from '../../server/db/schema';
import { cleanUpTracking } from '../../server/modules/seller-analytics/tracking';
import { createTestApp, envelope, onboardedSeller, pdfForm, signUp } from './helpers';
import { placedOrder, stockedProduct, type TestProduct } from './order-fixtures';
import { FABRICS, KITCHENWARE, rfqFixtures } from './rfq-fixtures';

// The seller ships unpaid orders on its own judgement: direct settlement (collect mode ships a bank transfer once paid).
const t = await createTestApp({ settlementMode: 'direct' });

const DAY = 86_400_000;
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);
/** The UTC day `n` days before today. */
const daysAgo = (n: number) => dayOf(ago(n * DAY));

type Seller = Awaited<ReturnType<typeof onboardedSeller>>;
type Buyer = Awaited<ReturnType<typeof signUp>>;

let sellerA: Seller;
let sellerB: Seller;
let buyer1: Buyer;
let buyer2: Buyer;
let lamp: TestProduct;
let shade: TestProduct;
let kettle: TestProduct;
let tray: TestProduct;
let category: { id: string; parentId: string; path: string; parentPath: string };
let otherCategoryId: string;
let newestOrderDay: string;

const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });
const figuresOf = async (token: string, query: string) => {
  const response = await get(`/v1/seller/home/figures?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<HomeFigures>(response).data;
};
const analyticsOf = async (token: string, query: string) => {
  const response = await get(`/v1/seller/analytics?${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<SellerAnalytics>(response).data;
};
const queueOf = async (token: string) => {
  const response = await get('/v1/seller/home/queue', token);
  expect(response.statusCode, response.body).toBe(200);
  return envelope<ActionQueue>(response).data;
};
const groupOf = (queue: ActionQueue, kind: QueueGroup['kind']) => queue.groups.find((group) => group.kind === kind);

/** A product in the catalogue: published, priced, stocked, in a category. */
async function catalogueProduct(seller: Seller, input: Parameters<typeof stockedProduct>[2] & { categoryId?: string; moq?: number }) {
  const product = await stockedProduct(t.db, seller.user.id, { onHand: 500, ...input });
  await t.db
    .update(products)
    .set({ status: 'published', publishedAt: new Date(), categoryId: input.categoryId ?? category.id, moq: input.moq ?? 1 })
    .where(eq(products.id, product.id));
  return product;
}

const viewProduct = (productId: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url: `/v1/public/products/${productId}`, headers });
const asVisitor = (visitor: string) => ({ cookie: `vid=${visitor}` });
const search = (query: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url: `/v1/public/products?${query}`, headers });

/** Views of earlier days, as the counters hold them (the API only ever counts today). */
async function pastViews(product: TestProduct, sellerId: string, day: string, views: number) {
  await t.db.insert(productViewsDaily).values({ productId: product.id, day, sellerId, views });
  await t.db
    .insert(sellerViewsDaily)
    .values({ sellerId, day, views })
    .onConflictDoUpdate({ target: [sellerViewsDaily.sellerId, sellerViewsDaily.day], set: { views: sql`${sellerViewsDaily.views} + ${views}` } });
}

/**
 * A quote `sellerId` submitted at `at` on a closed request of its own, one line per item: the request's
 * product (`requested`) and the product linked in the quote (`linked`), either may be absent (free text).
 * `earlier` gives the lines of a first version the latest one replaced.
 */
async function submittedQuote(
  sellerId: string,
  at: Date,
  items: Array<{ requested?: TestProduct; linked?: TestProduct }>,
  earlier?: Array<{ linked?: TestProduct }>,
) {
  const [rfq] = await t.db
    .insert(rfqs)
    .values({
      number: `RFQ-2026-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      buyerId: buyer1.user.id,
      title: 'Lamps for a hotel',
      categoryId: category.id,
      status: 'closed',
      deliveryCountry: 'DE',
      deliveryCity: 'Hamburg',
      incoterm: 'CIF',
      requiredBy: '2099-01-01',
      validUntil: at,
      openedAt: ago(30 * DAY),
      closedAt: at,
      quoteCount: 1,
    })
    .returning({ id: rfqs.id });
  const lines = await t.db
    .insert(rfqLines)
    .values(
      items.map((item, position) => ({
        rfqId: rfq.id,
        position,
        productId: item.requested?.id ?? null,
        name: item.requested?.name ?? 'Custom shade',
        quantity: 100,
        unit: 'piece',
      })),
    )
    .returning({ id: rfqLines.id });
  const versions = earlier ? [earlier, items] : [items];
  const [quote] = await t.db
    .insert(quotes)
    .values({ rfqId: rfq.id, sellerId, version: versions.length, currency: 'USD', validUntil: ago(-30 * DAY), totalMinor: 1000, createdAt: at, updatedAt: at })
    .returning({ id: quotes.id });
  for (const [index, versionItems] of versions.entries()) {
    const [version] = await t.db
      .insert(quoteVersions)
      .values({ quoteId: quote.id, version: index + 1, currency: 'USD', incoterm: 'CIF', validUntil: ago(-30 * DAY), createdAt: at })
      .returning({ id: quoteVersions.id });
    await t.db.insert(quoteVersionLines).values(
      versionItems.map((item, position) => ({
        versionId: version.id,
        rfqLineId: lines[position].id,
        productId: item.linked?.id ?? null,
        unitPriceMinor: 100,
        moq: 1,
        leadTimeDays: 10,
      })),
    );
  }
}

beforeAll(async () => {
  sellerA = await onboardedSeller(t, { name: 'Li Wei' });
  sellerB = await onboardedSeller(t, { name: 'Greta Weber' });
  buyer1 = await signUp(t, { role: 'buyer', name: 'Daniel Meyer' });
  buyer2 = await signUp(t, { role: 'buyer', name: 'Anna Schmidt' });
  const [leaf] = rowsOf<{ id: string; parent_id: string; path: string; parent_path: string }>(
    await t.db.execute(
      sql`select c.id, c.parent_id, c.path, p.path as parent_path from categories c join categories p on p.id = c.parent_id where c.status = 'active' order by c.path limit 1`,
    ),
  );
  category = { id: leaf.id, parentId: leaf.parent_id, path: leaf.path, parentPath: leaf.parent_path };
  const [other] = rowsOf<{ id: string }>(
    await t.db.execute(
      sql`select id from categories where id <> ${leaf.id} and id <> ${leaf.parent_id} and parent_id is not null and parent_id <> ${leaf.parent_id} limit 1`,
    ),
  );
  otherCategoryId = other.id;

  lamp = await catalogueProduct(sellerA, { name: 'Brass desk lamp', priceMinor: 1000 });
  shade = await catalogueProduct(sellerA, { name: 'Linen lamp shade', priceMinor: 500 });
  kettle = await catalogueProduct(sellerA, { name: 'Copper kettle', priceMinor: 3000, currency: 'EUR' });
  const order = (status: 'pending' | 'confirmed' | 'shipped' | 'delivered' | 'cancelled', createdAt: Date, lines: Array<[TestProduct, number]>) =>
    placedOrder(t.db, {
      sellerId: sellerA.user.id,
      buyerId: buyer1.user.id,
      status,
      createdAt,
      lines: lines.map(([product, quantity]) => ({ product, quantity })),
    });
  // This period (the last 7 days, today included).
  await order('delivered', ago(2 * DAY), [[lamp, 2]]); // USD 20.00
  await order('shipped', ago(1 * DAY), [
    [lamp, 1],
    [shade, 3],
  ]); // USD 25.00
  const newest = ago(60_000);
  newestOrderDay = dayOf(newest);
  await order('confirmed', newest, [[kettle, 2]]); // EUR 60.00
  await order('pending', ago(3 * DAY), [[lamp, 5]]); // not revenue yet
  await order('cancelled', ago(4 * DAY), [[shade, 2]]); // never revenue
  // The 7 days before.
  await order('delivered', ago(7 * DAY), [[lamp, 1]]); // USD 10.00
  await order('delivered', ago(9 * DAY), [[shade, 4]]); // USD 20.00
  await order('confirmed', ago(10 * DAY), [[kettle, 1]]); // EUR 30.00
  // Before that.
  await order('delivered', ago(20 * DAY), [[lamp, 10]]); // USD 100.00

  // Views: today through the public API (two visitors of the lamp, one reloading; a robot; one visitor of the shade), earlier days as counters.
  await viewProduct(lamp.id, asVisitor('11111111-1111-4111-8111-111111111111'));
  await viewProduct(lamp.id, asVisitor('11111111-1111-4111-8111-111111111111'));
  await viewProduct(lamp.id, asVisitor('22222222-2222-4222-8222-222222222222'));
  await viewProduct(lamp.id, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
  await viewProduct(shade.id, asVisitor('11111111-1111-4111-8111-111111111111'));
  await t.app.visitTracking.flush();
  await pastViews(lamp, sellerA.user.id, daysAgo(2), 5);
  await pastViews(lamp, sellerA.user.id, daysAgo(9), 10);

  // Inquiries: two in this period, one before; a conversation about an order is no inquiry.
  const inquiry = (customerId: string, productId: string, createdAt: Date) =>
    t.db
      .insert(conversations)
      .values({ kind: 'inquiry', customerId, supplierId: sellerA.user.id, productId, subject: 'Question', createdAt, lastMessageAt: createdAt });
  await inquiry(buyer1.user.id, lamp.id, ago(HOUR));
  await inquiry(buyer2.user.id, shade.id, ago(2 * DAY));
  await inquiry(buyer2.user.id, lamp.id, ago(8 * DAY));
  await t.db.insert(conversations).values({ kind: 'order', customerId: buyer1.user.id, supplierId: sellerA.user.id, subject: 'Order', createdAt: ago(HOUR) });

  // Quotes: six in this period, one before, one before that.
  tray = await catalogueProduct(sellerA, { name: 'Walnut tray', priceMinor: 2000 });
  const stool = await stockedProduct(t.db, sellerB.user.id, { name: 'Birch stool' });
  await submittedQuote(sellerA.user.id, ago(2 * DAY), [{ linked: lamp }, {}]); // the lamp, and a free-text line
  await submittedQuote(sellerA.user.id, ago(DAY), [{ requested: shade }, { requested: lamp, linked: lamp }]); // the shade the buyer named, and the lamp
  await submittedQuote(sellerA.user.id, ago(3 * DAY), [{}]); // free text only
  await submittedQuote(sellerA.user.id, ago(4 * DAY), [{}], [{ linked: kettle }]); // revised: the latest version no longer the kettle
  await submittedQuote(sellerA.user.id, ago(DAY), [{ requested: stool }]); // another seller's product: free text here
  await submittedQuote(sellerA.user.id, ago(3 * DAY), [{ linked: tray }]); // the tray, which has nothing else
  await submittedQuote(sellerA.user.id, ago(9 * DAY), [{ linked: lamp }]);
  await submittedQuote(sellerA.user.id, ago(20 * DAY), [{ linked: lamp }]);
});

describe('figures for a period (GET /v1/seller/home/figures)', () => {
  it('counts the last 7 days against the 7 before, revenue per currency, never converted', async () => {
    const figures = await figuresOf(sellerA.token, 'period=7');
    expect(figures.period).toEqual({ from: daysAgo(6), to: daysAgo(0), days: 7 });
    expect(figures.previous_period).toEqual({ from: daysAgo(13), to: daysAgo(7), days: 7 });
    // Confirmed, shipped and delivered orders: USD 20 + 25 now, 10 + 20 before; EUR 60 now, 30 before.
    expect(figures.revenue).toEqual([
      { currency: 'EUR', current_minor: 6000, previous_minor: 3000, change: 1 },
      { currency: 'USD', current_minor: 4500, previous_minor: 3000, change: 0.5 },
    ]);
    expect(figures.orders).toEqual({ current: 3, previous: 3, change: 0 });
    expect(figures.average_order_value).toEqual([
      { currency: 'EUR', current_minor: 6000, previous_minor: 3000, change: 1 },
      { currency: 'USD', current_minor: 2250, previous_minor: 1500, change: 0.5 },
    ]);
    // Views: 2 + 1 today through the API (a reload and a robot not counted), 5 two days ago; 10 before.
    expect(figures.views).toEqual({ current: 8, previous: 10, change: -0.2 });
    expect(figures.inquiries).toEqual({ current: 2, previous: 1, change: 1 });
    expect(figures.conversion.current).toBeCloseTo(3 / 8);
    expect(figures.conversion.previous).toBeCloseTo(3 / 10);
    expect(figures.conversion.change).toBeCloseTo(0.25);
  });

  it('gives every day of the period, with its orders, views and revenue per currency', async () => {
    const { daily } = await figuresOf(sellerA.token, 'period=7');
    expect(daily.map((point) => point.day)).toEqual([6, 5, 4, 3, 2, 1, 0].map(daysAgo));
    const byDay = Object.fromEntries(daily.map((point) => [point.day, point]));
    expect(byDay[daysAgo(2)]).toMatchObject({ orders: 1, views: 5, revenue: [{ currency: 'USD', amount_minor: 2000 }] });
    expect(byDay[daysAgo(1)]).toMatchObject({ orders: 1, revenue: [{ currency: 'USD', amount_minor: 2500 }] });
    expect(byDay[newestOrderDay].revenue).toEqual([{ currency: 'EUR', amount_minor: 6000 }]);
    expect(byDay[daysAgo(0)].views).toBe(3);
    // The pending order of three days ago and the cancelled one of four are not revenue.
    expect(byDay[daysAgo(3)]).toEqual({ day: daysAgo(3), orders: 0, views: 0, revenue: [] });
    expect(daily.reduce((sum, point) => sum + point.orders, 0)).toBe(3);
  });

  it('lists the top products by revenue, per currency', async () => {
    const { top_products } = await figuresOf(sellerA.token, 'period=7');
    expect(top_products).toEqual([
      { product_id: kettle.id, name: 'Copper kettle', currency: 'EUR', revenue_minor: 6000, quantity: 2, orders: 1 },
      { product_id: lamp.id, name: 'Brass desk lamp', currency: 'USD', revenue_minor: 3000, quantity: 3, orders: 2 },
      { product_id: shade.id, name: 'Linen lamp shade', currency: 'USD', revenue_minor: 1500, quantity: 3, orders: 1 },
    ]);
  });

  it('compares a custom range with the range of the same length before it; a change from nothing has no ratio', async () => {
    const figures = await figuresOf(sellerA.token, `from=${daysAgo(13)}&to=${daysAgo(7)}`);
    expect(figures.period).toEqual({ from: daysAgo(13), to: daysAgo(7), days: 7 });
    expect(figures.previous_period).toEqual({ from: daysAgo(20), to: daysAgo(14), days: 7 });
    expect(figures.revenue).toEqual([
      { currency: 'USD', current_minor: 3000, previous_minor: 10000, change: -0.7 },
      { currency: 'EUR', current_minor: 3000, previous_minor: 0, change: null },
    ]);
    expect(figures.orders).toEqual({ current: 3, previous: 1, change: 2 });
    expect(figures.views).toEqual({ current: 10, previous: 0, change: null });
    expect(figures.conversion).toEqual({ current: 0.3, previous: null, change: null });
    expect(figures.inquiries).toEqual({ current: 1, previous: 0, change: null });
  });

  it('defaults to the last 30 days', async () => {
    const figures = await figuresOf(sellerA.token, '');
    expect(figures.period).toEqual({ from: daysAgo(29), to: daysAgo(0), days: 30 });
    expect(figures.daily).toHaveLength(30);
    expect(figures.revenue.find((money) => money.currency === 'USD')).toMatchObject({ current_minor: 17500, previous_minor: 0, change: null });
  });

  it('moves an order into the figures when it is confirmed, and out when it is cancelled', async () => {
    const product = await catalogueProduct(sellerB, { name: 'Oak stool', priceMinor: 4000, categoryId: otherCategoryId });
    const placed = await placedOrder(t.db, { sellerId: sellerB.user.id, buyerId: buyer1.user.id, lines: [{ product, quantity: 2 }], createdAt: ago(DAY) });
    await t.db.update(inventory).set({ reserved: 2 }).where(eq(inventory.productId, product.id));
    const revenue = async () => (await figuresOf(sellerB.token, 'period=7')).revenue;
    expect(await revenue()).toEqual([]);
    const confirmed = await t.request({ method: 'POST', url: `/v1/orders/${placed.id}/transition`, token: sellerB.token, payload: { status: 'confirmed' } });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await revenue()).toEqual([{ currency: 'USD', current_minor: 8000, previous_minor: 0, change: null }]);
    expect((await figuresOf(sellerB.token, 'period=7')).top_products).toEqual([
      { product_id: product.id, name: 'Oak stool', currency: 'USD', revenue_minor: 8000, quantity: 2, orders: 1 },
    ]);
    await t.db.execute(sql`update orders set status = 'cancelled' where id = ${placed.id}`);
    expect(await revenue()).toEqual([]);
    expect((await figuresOf(sellerB.token, 'period=7')).top_products).toEqual([]);
  });
});

describe('analytics (GET /v1/seller/analytics)', () => {
  it('gives the funnel in total and per product, most viewed first', async () => {
    const analytics = await analyticsOf(sellerA.token, 'period=7');
    expect(analytics.funnel.views).toEqual({ current: 8, previous: 10, change: -0.2 });
    expect(analytics.funnel.inquiries).toEqual({ current: 2, previous: 1, change: 1 });
    expect(analytics.funnel.quotes).toEqual({ current: 6, previous: 1, change: 5 });
    expect(analytics.funnel.orders).toEqual({ current: 3, previous: 3, change: 0 });
    expect(analytics.funnel.revenue.map((money) => [money.currency, money.current_minor, money.previous_minor])).toEqual([
      ['EUR', 6000, 3000],
      ['USD', 4500, 3000],
    ]);
    // Per product, a quote counts once whatever its lines: the lamp 2, the shade 1 (named by the buyer),
    // the tray 1; the kettle left the revised quote.
    expect(analytics.products_total).toBe(4);
    expect(analytics.products).toEqual([
      {
        product_id: lamp.id,
        name: 'Brass desk lamp',
        views: 7,
        inquiries: 1,
        quotes: 2,
        orders: 2,
        revenue: [{ currency: 'USD', amount_minor: 3000 }],
        conversion: 2 / 7,
      },
      {
        product_id: shade.id,
        name: 'Linen lamp shade',
        views: 1,
        inquiries: 1,
        quotes: 1,
        orders: 1,
        revenue: [{ currency: 'USD', amount_minor: 1500 }],
        conversion: 1,
      },
      {
        product_id: kettle.id,
        name: 'Copper kettle',
        views: 0,
        inquiries: 0,
        quotes: 0,
        orders: 1,
        revenue: [{ currency: 'EUR', amount_minor: 6000 }],
        conversion: null,
      },
      { product_id: tray.id, name: 'Walnut tray', views: 0, inquiries: 0, quotes: 1, orders: 0, revenue: [], conversion: null },
    ]);
  });

  it('shows searches in the categories the seller sells in (and above them), and the searches that found nothing', async () => {
    await search('q=brass%20lamp');
    await search('q=brass%20lamp'); // answered by the public cache: still a search
    await search(`q=${encodeURIComponent('  BRASS   lamp ')}`);
    await search('q=brass%20lamp&page=2'); // a later page of the same search
    await search('q=brass%20lamp', { 'user-agent': 'Mozilla/5.0 (compatible; bingbot/2.0)' });
    await search('q=unobtainium');
    await search(`q=lamp&category_id=${otherCategoryId}`); // a category the seller does not sell in
    await t.app.visitTracking.flush();
    await t.db.insert(searchDemandDaily).values([
      { day: daysAgo(3), query: 'desk lamp', categoryId: category.parentId, results: 12, searches: 5 },
      { day: daysAgo(10), query: 'desk lamp', categoryId: category.parentId, results: 9, searches: 2 },
    ]);

    const analytics = await analyticsOf(sellerA.token, 'period=7');
    expect(analytics.top_searches).toEqual([
      { query: 'desk lamp', category_id: category.parentId, category_path: category.parentPath, searches: 5, previous_searches: 2, results: 12 },
      // Without a category filter, a search belongs to its best hit's category.
      { query: 'brass lamp', category_id: category.id, category_path: category.path, searches: 3, previous_searches: 0, results: 1 },
    ]);
    expect(analytics.zero_result_searches).toEqual([
      { query: 'unobtainium', category_id: null, category_path: null, searches: 1, previous_searches: 0, results: 0 },
    ]);
    // The other seller sells in the other category: its demand is the search filtered to it.
    const other = await analyticsOf(sellerB.token, 'period=7');
    expect(other.top_searches).toEqual([
      { query: 'lamp', category_id: otherCategoryId, category_path: expect.any(String), searches: 1, previous_searches: 0, results: 0 },
    ]);
  });
});

describe('CSV export (GET /v1/seller/analytics/export/:table)', () => {
  const csv = async (table: string, query = 'period=7') => {
    const response = await get(`/v1/seller/analytics/export/${table}?${query}`, sellerA.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(`${table}-${daysAgo(6)}-${daysAgo(0)}.csv`);
    return response.body.trim().split('\r\n');
  };

  it('exports the daily series with one revenue column per currency', async () => {
    const lines = await csv('daily');
    expect(lines[0]).toBe('day,orders,views,revenue_EUR,revenue_USD');
    expect(lines).toContain(`${daysAgo(2)},1,5,,20.00`);
    expect(lines).toHaveLength(8);
  });

  it('exports the funnel, the products, the top products and the searches', async () => {
    expect(await csv('funnel')).toEqual([
      `step,currency,${daysAgo(6)}..${daysAgo(0)},${daysAgo(13)}..${daysAgo(7)}`,
      'views,,8,10',
      'inquiries,,2,1',
      'quotes,,6,1',
      'orders,,3,3',
      'revenue,EUR,60.00,30.00',
      'revenue,USD,45.00,30.00',
      'conversion,,0.3750,0.3000',
    ]);
    expect(await csv('funnel-products')).toEqual([
      'product_id,product,views,inquiries,quotes,orders,revenue_EUR,revenue_USD,conversion',
      `${lamp.id},Brass desk lamp,7,1,2,2,,30.00,0.2857`,
      `${shade.id},Linen lamp shade,1,1,1,1,,15.00,1.0000`,
      `${kettle.id},Copper kettle,0,0,0,1,60.00,,`,
      `${tray.id},Walnut tray,0,0,1,0,,,`,
    ]);
    expect(await csv('top-products')).toEqual([
      'product_id,product,currency,revenue,quantity,orders',
      `${kettle.id},Copper kettle,EUR,60.00,2,1`,
      `${lamp.id},Brass desk lamp,USD,30.00,3,2`,
      `${shade.id},Linen lamp shade,USD,15.00,3,1`,
    ]);
    expect((await csv('top-searches'))[0]).toBe('query,category,searches,previous_searches,results');
    expect(await csv('zero-result-searches')).toEqual(['query,category,searches,previous_searches,results', 'unobtainium,,1,0,0']);
  });
});

describe('view counting', () => {
  let seller: Seller;
  let product: TestProduct;
  const countOf = async (productId: string) => {
    await t.app.visitTracking.flush();
    const rows = await t.db.select({ views: productViewsDaily.views }).from(productViewsDaily).where(eq(productViewsDaily.productId, productId));
    return rows.reduce((sum, row) => sum + row.views, 0);
  };

  beforeAll(async () => {
    seller = await onboardedSeller(t, { name: 'Ravi Kumar' });
    product = await catalogueProduct(seller, { name: 'Teak tray' });
  });

  it('gives a new visitor a random first-party id and counts a reload once', async () => {
    const first = await viewProduct(product.id);
    expect(first.statusCode).toBe(200);
    const cookie = String(first.headers['set-cookie']);
    expect(cookie).toMatch(/^vid=[0-9a-f-]{36}; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/);
    // An answer that sets a cookie is for this browser only.
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const visitor = cookie.slice(4, 40);
    expect(await countOf(product.id)).toBe(1);

    const reload = await viewProduct(product.id, asVisitor(visitor));
    expect(reload.headers['set-cookie']).toBeUndefined();
    // A revalidation answered 304 by the public cache is a reload too.
    const revalidated = await viewProduct(product.id, { ...asVisitor(visitor), 'if-none-match': String(reload.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(await countOf(product.id)).toBe(1);

    // Another visitor, answered from the public cache, counts.
    await viewProduct(product.id, asVisitor('33333333-3333-4333-8333-333333333333'));
    expect(await countOf(product.id)).toBe(2);
    const [today] = await t.db.select({ views: sellerViewsDaily.views }).from(sellerViewsDaily).where(eq(sellerViewsDaily.sellerId, seller.user.id));
    expect(today.views).toBe(2);
  });

  it('ignores robots that say so and requests without a User-Agent, and sets them no cookie', async () => {
    for (const agent of ['Mozilla/5.0 (compatible; Googlebot/2.1)', 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/120.0', 'Slurp', 'curl/8.5.0', '']) {
      const response = await viewProduct(product.id, { 'user-agent': agent });
      expect(response.statusCode).toBe(200);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await countOf(product.id)).toBe(2);
  });

  it('replaces a malformed id, and does not count a product that is not in the catalogue', async () => {
    const response = await viewProduct(product.id, { cookie: 'vid=not-an-id' });
    expect(String(response.headers['set-cookie'])).toMatch(/^vid=[0-9a-f-]{36};/);
    expect(await countOf(product.id)).toBe(3);
    const draft = await stockedProduct(t.db, seller.user.id, { name: 'Draft tray' });
    expect((await viewProduct(draft.id, asVisitor('44444444-4444-4444-8444-444444444444'))).statusCode).toBe(404);
    expect(await countOf(draft.id)).toBe(0);
  });

  it('stores no address, account or browser detail', async () => {
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await t.db.execute(sql`select table_name, column_name from information_schema.columns
        where table_name in ('product_view_visits', 'product_views_daily', 'seller_views_daily') order by table_name, ordinal_position`),
    );
    expect(columns.map((column) => `${column.table_name}.${column.column_name}`)).toEqual([
      'product_view_visits.product_id',
      'product_view_visits.day',
      'product_view_visits.visitor_id',
      'product_views_daily.product_id',
      'product_views_daily.day',
      'product_views_daily.seller_id',
      'product_views_daily.views',
      'seller_views_daily.seller_id',
      'seller_views_daily.day',
      'seller_views_daily.views',
    ]);
  });

  it('keeps visits only while their day can be reloaded', async () => {
    await t.db.execute(sql`insert into product_view_visits (product_id, day, visitor_id) values
      (${product.id}, ${daysAgo(2)}, '55555555-5555-4555-8555-555555555555'), (${product.id}, ${daysAgo(1)}, '55555555-5555-4555-8555-555555555555')`);
    await cleanUpTracking(t.db);
    const days = rowsOf<{ day: string }>(
      await t.db.execute(sql`select distinct to_char(day, 'YYYY-MM-DD') as day from product_view_visits where product_id = ${product.id} order by 1`),
    );
    expect(days.map((row) => row.day)).toEqual([daysAgo(1), daysAgo(0)]);
    // The counters stay.
    expect(await countOf(product.id)).toBe(3);
  });
});

describe('search logging', () => {
  it('aggregates searches per day, normalised, with what the latest found and no column for who searched', async () => {
    const rows = await t.db.select().from(searchDemandDaily).where(eq(searchDemandDaily.query, 'brass lamp'));
    expect(rows).toEqual([{ day: daysAgo(0), query: 'brass lamp', categoryId: category.id, results: 1, searches: 3 }]);
    const filtered = await t.db.select().from(searchDemandDaily).where(eq(searchDemandDaily.query, 'lamp'));
    expect(filtered).toEqual([{ day: daysAgo(0), query: 'lamp', categoryId: otherCategoryId, results: 0, searches: 1 }]);
    const columns = rowsOf<{ column_name: string }>(
      await t.db.execute(sql`select column_name from information_schema.columns where table_name = 'search_demand_daily' order by ordinal_position`),
    );
    expect(columns.map((column) => column.column_name)).toEqual(['day', 'query', 'category_id', 'results', 'searches']);
  });

  it('ignores single letters on the way to a word', async () => {
    await search('q=b');
    await t.app.visitTracking.flush();
    expect(await t.db.select().from(searchDemandDaily).where(eq(searchDemandDaily.query, 'b'))).toEqual([]);
  });

  it('keeps searches 90 days', async () => {
    await t.db.insert(searchDemandDaily).values([
      { day: daysAgo(91), query: 'old search', categoryId: null, results: 3, searches: 1 },
      { day: daysAgo(90), query: 'old search', categoryId: null, results: 3, searches: 1 },
    ]);
    await cleanUpTracking(t.db);
    const left = await t.db.select({ day: searchDemandDaily.day }).from(searchDemandDaily).where(eq(searchDemandDaily.query, 'old search'));
    expect(left).toEqual([{ day: daysAgo(90) }]);
  });
});

describe('the action queue (GET /v1/seller/home/queue)', () => {
  let seller: Seller;
  let buyer: Buyer;

  beforeAll(async () => {
    seller = await onboardedSeller(t, { name: 'Meera Shah' });
    buyer = await signUp(t, { role: 'buyer', name: 'Tom Baker' });
  });

  it('lists orders to confirm and to ship, oldest first, until they are confirmed and shipped', async () => {
    const product = await catalogueProduct(seller, { name: 'Steel tiffin', onHand: 100 });
    const older = await placedOrder(t.db, { sellerId: seller.user.id, buyerId: buyer.user.id, lines: [{ product, quantity: 4 }], createdAt: ago(2 * DAY) });
    const newer = await placedOrder(t.db, { sellerId: seller.user.id, buyerId: buyer.user.id, lines: [{ product, quantity: 1 }], createdAt: ago(HOUR) });
    await t.db.update(inventory).set({ reserved: 5 }).where(eq(inventory.productId, product.id));

    let queue = await queueOf(seller.token);
    expect(groupOf(queue, 'orders_to_confirm')).toEqual({
      kind: 'orders_to_confirm',
      count: 2,
      items: [
        {
          id: older.id,
          label: older.number,
          since: expect.stringMatching(/Z$/),
          until: null,
          respond_by: null,
          note: null,
          available: null,
          threshold: null,
          moq: null,
          currency: 'USD',
          total_minor: older.totalMinor,
        },
        expect.objectContaining({ id: newer.id, label: newer.number }),
      ],
    });
    const since = Date.parse(groupOf(queue, 'orders_to_confirm')!.items[0].since!);
    expect(Math.abs(since - (Date.now() - 2 * DAY))).toBeLessThan(60_000);
    expect(groupOf(queue, 'orders_to_ship')).toBeUndefined();

    const transition = (id: string, payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: `/v1/orders/${id}/transition`, token: seller.token, payload });
    expect((await transition(older.id, { status: 'confirmed' })).statusCode).toBe(200);
    queue = await queueOf(seller.token);
    expect(groupOf(queue, 'orders_to_confirm')).toMatchObject({ count: 1, items: [{ id: newer.id }] });
    expect(groupOf(queue, 'orders_to_ship')).toMatchObject({ count: 1, items: [{ id: older.id }] });

    expect((await transition(older.id, { status: 'shipped', carrier: 'DHL Express', tracking_number: '4871209365' })).statusCode).toBe(200);
    expect(groupOf(await queueOf(seller.token), 'orders_to_ship')).toBeUndefined();
  });

  it('lists conversations awaiting a reply since the buyer’s first unanswered message, until the seller answers', async () => {
    const product = await catalogueProduct(seller, { name: 'Brass lota' });
    const started = await t.request({
      method: 'POST',
      url: '/v1/conversations',
      token: buyer.token,
      payload: { kind: 'inquiry', product_id: product.id, body: 'Can you do 500 pieces?' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const conversationId = envelope<{ id: string }>(started).data.id;
    const send = (token: string, body: string) =>
      t.request({ method: 'POST', url: `/v1/conversations/${conversationId}/messages`, token, payload: { client_id: `c-${body.length}-${Date.now()}`, body } });

    const waiting = groupOf(await queueOf(seller.token), 'conversations_awaiting_reply');
    expect(waiting).toMatchObject({ count: 1, items: [{ id: conversationId, label: 'Tom Baker' }] });
    const firstAsked = waiting!.items[0].since!;
    expect((await send(buyer.token, 'And in blue?')).statusCode).toBe(201);
    expect(groupOf(await queueOf(seller.token), 'conversations_awaiting_reply')!.items[0].since).toBe(firstAsked);

    expect((await send(seller.token, 'Yes, both.')).statusCode).toBe(201);
    expect(groupOf(await queueOf(seller.token), 'conversations_awaiting_reply')).toBeUndefined();
    // The buyer asks again: waiting since that message.
    expect((await send(buyer.token, 'Price for 1,000?')).statusCode).toBe(201);
    const again = groupOf(await queueOf(seller.token), 'conversations_awaiting_reply')!.items[0].since!;
    expect(Date.parse(again)).toBeGreaterThan(Date.parse(firstAsked));
  });

  it('lists published products out of stock, low on stock or below their minimum order, until restocked', async () => {
    const low = await catalogueProduct(seller, { name: 'Low lantern', onHand: 6, threshold: 10 });
    const empty = await catalogueProduct(seller, { name: 'Empty ewer', onHand: 0 });
    const short = await catalogueProduct(seller, { name: 'Short spoon set', onHand: 20, threshold: 10, moq: 50 });
    await stockedProduct(t.db, seller.user.id, { name: 'Draft dish', onHand: 0 });

    let queue = await queueOf(seller.token);
    expect(groupOf(queue, 'low_stock')).toEqual({
      kind: 'low_stock',
      count: 1,
      items: [
        {
          id: low.id,
          label: 'Low lantern',
          since: null,
          until: null,
          respond_by: null,
          note: null,
          available: 6,
          threshold: 10,
          moq: 1,
          currency: null,
          total_minor: null,
        },
      ],
    });
    expect(groupOf(queue, 'out_of_stock')).toMatchObject({ count: 1, items: [{ id: empty.id, available: 0 }] });
    expect(groupOf(queue, 'below_moq')).toMatchObject({ count: 1, items: [{ id: short.id, available: 20, moq: 50 }] });

    const adjust = (productId: string, delta: number) =>
      t.request({ method: 'POST', url: `/v1/inventory/${productId}/adjustments`, token: seller.token, payload: { delta, reason: 'received' } });
    expect((await adjust(low.id, 100)).statusCode).toBe(201);
    expect((await adjust(short.id, 100)).statusCode).toBe(201);
    queue = await queueOf(seller.token);
    expect(groupOf(queue, 'low_stock')).toBeUndefined();
    expect(groupOf(queue, 'below_moq')).toBeUndefined();
    expect(groupOf(queue, 'out_of_stock')).toMatchObject({ count: 1 });
  });

  it('lists rejected documents with the reason, until a new one of the kind is uploaded', async () => {
    const upload = () =>
      t.request({ method: 'POST', url: '/v1/documents', token: seller.token, ...pdfForm({ type: 'tax_certificate' }, demoPdf('Tax certificate'), 'tax.pdf') });
    const first = await upload();
    expect(first.statusCode, first.body).toBe(201);
    const id = envelope<{ id: string }>(first).data.id;
    await t.db
      .update(documents)
      .set({ status: 'rejected', reviewNote: 'The stamp is not readable', reviewedAt: ago(HOUR) })
      .where(eq(documents.id, id));
    expect(groupOf(await queueOf(seller.token), 'rejected_documents')).toMatchObject({ count: 1, items: [{ id, note: 'The stamp is not readable' }] });
    expect((await upload()).statusCode).toBe(201);
    expect(groupOf(await queueOf(seller.token), 'rejected_documents')).toBeUndefined();
  });

  it('lists products staff unpublished with the reason, until the seller publishes them again', async () => {
    const product = await catalogueProduct(seller, { name: 'Copper jug', unit: 'piece' });
    await t.db
      .update(products)
      .set({ description: 'A hand-hammered copper jug for serving water at the table.', leadTimeDays: 7 })
      .where(eq(products.id, product.id));
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const [file] = await t.db
      .insert(files)
      .values({ ownerId: seller.user.id, contentType: 'image/png', size: png.length, sha256: 'x', data: png })
      .returning({ id: files.id });
    await t.db.insert(productImages).values({ productId: product.id, fileId: file.id, position: 0 });
    await t.db
      .update(products)
      .set({ status: 'draft', moderationStatus: 'unpublished', moderationNote: 'Photos show another brand', moderatedAt: ago(HOUR) })
      .where(eq(products.id, product.id));

    expect(groupOf(await queueOf(seller.token), 'unpublished_products')).toMatchObject({
      count: 1,
      items: [{ id: product.id, label: 'Copper jug', note: 'Photos show another brand' }],
    });
    const republished = await t.request({ method: 'PATCH', url: `/v1/products/${product.id}`, token: seller.token, payload: { status: 'published' } });
    expect(republished.statusCode, republished.body).toBe(200);
    expect(groupOf(await queueOf(seller.token), 'unpublished_products')).toBeUndefined();
  });

  it('lists the store-profile sections still incomplete, until they are saved', async () => {
    const keys = () => queueOf(seller.token).then((queue) => groupOf(queue, 'incomplete_store_sections')?.items.map((item) => item.id));
    expect(await keys()).toEqual(['basic-info', 'company-overview', 'factory-information', 'main-markets', 'bank-details', 'trade-capabilities']);
    const saved = await t.request({
      method: 'PUT',
      url: '/v1/store/basic-info',
      token: seller.token,
      payload: {
        store_name: 'Shah Metalware',
        description: 'Brass, copper and steel tableware made in Moradabad for hotels and retailers since 1988.',
        year_established: 1988,
        employees: '51-200',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await keys()).toEqual(['company-overview', 'factory-information', 'main-markets', 'bank-details', 'trade-capabilities']);
  });

  it('lists RFQs to quote: invitations first, by the end of their response window, then matching open RFQs, until quoted', async () => {
    const { supplierIn, buyerWithAddress, postRfq, submitQuote, categoryId } = rfqFixtures(t);
    const supplier = await supplierIn('Queue Supplier', KITCHENWARE);
    const other = await supplierIn('Other Supplier', KITCHENWARE);
    const asker = await buyerWithAddress('Rita Buyer');
    const older = await postRfq(asker, { title: 'Steel lunch boxes' });
    const newer = await postRfq(asker, { title: 'Enamel mugs', valid_until: daysAheadUtc(5) });
    // Not to quote: another category, a draft, a request that has expired, an invitation to another supplier.
    await postRfq(asker, { title: 'Cotton drill', category_id: await categoryId(FABRICS) });
    await postRfq(asker, { title: 'Draft request', status: 'draft' });
    const lapsed = await postRfq(asker, { title: 'Lapsed request' });
    await t.db
      .update(rfqs)
      .set({ validUntil: ago(HOUR) })
      .where(eq(rfqs.id, lapsed.id));
    await postRfq(asker, { title: 'For someone else', visibility: 'invited', invited_seller_ids: [other.user.id], valid_until: daysAheadUtc(1) });
    // Invitations: one that reached the seller two days ago (its 24 hours are over), two within their window.
    const late = await postRfq(asker, { title: 'Copper bottles', visibility: 'invited', invited_seller_ids: [supplier.user.id], valid_until: daysAheadUtc(2) });
    const sentAgo = async (rfqId: string, ms: number) => {
      await t.db
        .update(rfqs)
        .set({ openedAt: ago(ms) })
        .where(eq(rfqs.id, rfqId));
      await t.db
        .update(rfqInvitations)
        .set({ createdAt: ago(ms) })
        .where(eq(rfqInvitations.rfqId, rfqId));
    };
    await sentAgo(late.id, 2 * DAY);
    const first = await postRfq(asker, { title: 'Brass trays', visibility: 'invited', invited_seller_ids: [supplier.user.id], valid_until: daysAheadUtc(10) });
    await sentAgo(first.id, 20 * HOUR);
    const second = await postRfq(asker, {
      title: 'Steel ladles',
      visibility: 'invited',
      invited_seller_ids: [supplier.user.id],
      valid_until: daysAheadUtc(10),
    });

    let queue = await queueOf(supplier.token);
    const toQuote = groupOf(queue, 'rfqs_to_quote');
    expect(toQuote?.count).toBe(5);
    expect(toQuote?.parts).toEqual([
      { kind: 'rfq_invitations', count: 3 },
      { kind: 'rfqs_matching', count: 2 },
    ]);
    // Invitations whose window is open, the one ending first first; then the one past it; then the board's newest first.
    expect(toQuote?.items.map((item) => item.label)).toEqual(['Brass trays', 'Steel ladles', 'Copper bottles', 'Enamel mugs', 'Steel lunch boxes']);
    expect(toQuote?.items[0]).toEqual({
      id: first.id,
      label: 'Brass trays',
      // When the invitation reached the seller: 20 hours ago, so 4 hours are left to count as answered in time.
      since: expect.stringMatching(/Z$/),
      until: first.valid_until,
      respond_by: new Date(Date.parse(toQuote!.items[0].since!) + 24 * HOUR).toISOString(),
      note: first.number,
      available: null,
      threshold: null,
      moq: null,
      currency: null,
      total_minor: null,
    });
    expect(Date.parse(toQuote!.items[0].since!)).toBeCloseTo(Date.now() - 20 * HOUR, -5);
    expect(Date.parse(toQuote!.items[2].respond_by!)).toBeLessThan(Date.now());
    expect(toQuote?.items[3]).toMatchObject({ id: newer.id, since: newer.opened_at, until: newer.valid_until, note: newer.number, respond_by: null });
    expect(toQuote?.items[4]).toMatchObject({ id: older.id, respond_by: null });
    // The other supplier: the same open requests, and only its own invitation.
    const others = groupOf(await queueOf(other.token), 'rfqs_to_quote');
    expect(others?.parts).toEqual([
      { kind: 'rfq_invitations', count: 1 },
      { kind: 'rfqs_matching', count: 2 },
    ]);
    expect(others?.items[0]).toMatchObject({ label: 'For someone else' });

    await submitQuote(supplier, older);
    await submitQuote(supplier, first);
    queue = await queueOf(supplier.token);
    expect(groupOf(queue, 'rfqs_to_quote')).toMatchObject({
      count: 3,
      parts: [
        { kind: 'rfq_invitations', count: 2 },
        { kind: 'rfqs_matching', count: 1 },
      ],
      items: [{ id: second.id }, { id: late.id }, { id: newer.id }],
    });
    // A seller in no category of these requests, and invited to none, has no such group.
    expect(groupOf(await queueOf(seller.token), 'rfqs_to_quote')).toBeUndefined();
  });

  it('puts a new seller’s first steps first: a first product and verification documents, until done', async () => {
    const fresh = await onboardedSeller(t, { name: 'Fresh Seller' });
    let queue = await queueOf(fresh.token);
    expect(queue.groups.slice(0, 2)).toEqual([
      { kind: 'add_first_product', count: 1, items: [] },
      { kind: 'upload_documents', count: 1, items: [] },
    ]);
    // Other sellers' products and documents, this file's, count for nothing.
    const created = await t.request({ method: 'POST', url: '/v1/products', token: fresh.token, payload: { name: 'First flask', sku: 'FF-1' } });
    expect(created.statusCode, created.body).toBe(201);
    queue = await queueOf(fresh.token);
    expect(queue.groups[0]).toEqual({ kind: 'upload_documents', count: 1, items: [] });
    expect(groupOf(queue, 'add_first_product')).toBeUndefined();

    const upload = await t.request({
      method: 'POST',
      url: '/v1/documents',
      token: fresh.token,
      ...pdfForm({ type: 'registration_certificate' }, demoPdf('Registration'), 'registration.pdf'),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    expect(groupOf(await queueOf(fresh.token), 'upload_documents')).toBeUndefined();
    // A document staff rejected is no longer one uploaded: the step comes back, beside the rejection.
    await t.db
      .update(documents)
      .set({ status: 'rejected', reviewNote: 'Blurred', reviewedAt: new Date() })
      .where(eq(documents.id, envelope<{ id: string }>(upload).data.id));
    queue = await queueOf(fresh.token);
    expect(queue.groups[0]).toEqual({ kind: 'upload_documents', count: 1, items: [] });
    expect(groupOf(queue, 'rejected_documents')).toMatchObject({ count: 1 });
  });

  it('is empty when nothing waits, and says so with no groups', async () => {
    const calm = await onboardedSeller(t, { name: 'Calm Seller' });
    const { STORE_SECTIONS } = await import('../../src/contract/auth');
    await t.db.insert(storeSections).values(STORE_SECTIONS.map((section) => ({ userId: calm.user.id, section, data: {}, completedAt: new Date() })));
    await stockedProduct(t.db, calm.user.id, { name: 'Calm cup', onHand: 100 });
    const upload = await t.request({
      method: 'POST',
      url: '/v1/documents',
      token: calm.token,
      ...pdfForm({ type: 'tax_certificate' }, demoPdf('Tax'), 'tax.pdf'),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    expect((await queueOf(calm.token)).groups).toEqual([]);
  });
});

describe('access and input', () => {
  it('shows each seller only its own figures and queue', async () => {
    const figures = await figuresOf(sellerB.token, 'period=7');
    expect(figures.views.current).toBe(0);
    expect(figures.inquiries).toEqual({ current: 0, previous: 0, change: null });
    expect(figures.top_products.map((product) => product.product_id)).not.toContain(lamp.id);
    const analytics = await analyticsOf(sellerB.token, 'period=7');
    expect(analytics.products.map((product) => product.product_id)).not.toContain(lamp.id);
    const queue = await queueOf(sellerB.token);
    expect(JSON.stringify(queue)).not.toContain(sellerA.user.id);
    expect(groupOf(queue, 'orders_to_confirm')).toBeUndefined();
    const exported = await get('/v1/seller/analytics/export/funnel-products?period=7', sellerB.token);
    expect(exported.body).not.toContain(lamp.id);
  });

  it('refuses buyers (403) and anonymous callers (401) before reading the input', async () => {
    for (const url of ['/v1/seller/home/queue', '/v1/seller/home/figures?period=14', '/v1/seller/analytics', '/v1/seller/analytics/export/daily']) {
      expect((await get(url, buyer1.token)).statusCode, url).toBe(403);
      expect((await get(url)).statusCode, url).toBe(401);
    }
  });

  it('answers 400 naming the field for a bad period', async () => {
    const cases: Array<[string, string, string]> = [
      ['period=14', 'period', 'Choose a period of 7, 30 or 90 days'],
      [`from=${daysAgo(3)}`, 'to', 'Give both a start and an end date'],
      [`to=${daysAgo(3)}`, 'from', 'Give both a start and an end date'],
      [`from=${daysAgo(1)}&to=${daysAgo(3)}`, 'from', 'The start date must be on or before the end date'],
      ['from=2026-02-30&to=2026-03-03', 'from', 'Use a date like 2026-01-31'],
      ['from=2024-01-01&to=2025-01-02', 'to', 'Choose a range of at most 366 days'],
      [`period=7&from=${daysAgo(3)}&to=${daysAgo(1)}`, 'period', 'Choose a period or a custom range, not both'],
    ];
    for (const [query, field, message] of cases) {
      for (const path of ['/v1/seller/home/figures', '/v1/seller/analytics']) {
        const response = await get(`${path}?${query}`, sellerA.token);
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        expect(envelope(response).errors, `${path}?${query}`).toEqual({ [field]: message });
      }
    }
    const table = await get('/v1/seller/analytics/export/everything', sellerA.token);
    expect(table.statusCode).toBe(400);
    expect(Object.keys(envelope(table).errors ?? {})).toEqual(['table']);
  });
});
