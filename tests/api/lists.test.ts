import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listsMessages, RECENT_LIMIT } from '../../src/contract/lists';
import { products, users } from '../../server/db/schema';
import { createTestApp, envelope, onboardedSeller, signUp } from './helpers';

const t = await createTestApp();

interface Item {
  product_id: string;
  added_at: string;
  available: boolean;
  product: { id: string; name: string; moq: number; currency: string; price_min_minor: number; supplier: { name: string } };
}

let seller: Awaited<ReturnType<typeof onboardedSeller>>;
let buyer: Awaited<ReturnType<typeof signUp>>;
let otherBuyer: Awaited<ReturnType<typeof signUp>>;
const ids: string[] = [];
let draftId = '';
let sku = 0;

/** Straight into the table: these tests are about lists, the product rules have their own. */
async function product(name: string, publish = true) {
  sku += 1;
  const [row] = await t.db
    .insert(products)
    .values({
      sellerId: seller.user.id,
      name,
      sku: `LI-${sku}`,
      description: 'Packed in export cartons.',
      unit: 'piece',
      currency: 'USD',
      priceMinor: 250 + sku,
      moq: 10 * sku,
      status: publish ? 'published' : 'draft',
      // Published a second apart, in the order made.
      publishedAt: publish ? new Date(Date.now() + sku * 1000) : null,
    })
    .returning({ id: products.id });
  return row.id;
}

const add = (list: string, productId: string, token = buyer.token) =>
  t.request({ method: 'POST', url: `/v1/lists/${list}`, token, payload: { product_id: productId } });
const remove = (list: string, productId: string, token = buyer.token) => t.request({ method: 'DELETE', url: `/v1/lists/${list}/${productId}`, token });
const read = async (list: string, query = '', token = buyer.token) => {
  const response = await t.request({ method: 'GET', url: `/v1/lists/${list}${query}`, token });
  return { response, body: envelope<Item[]>(response) };
};
const contains = async (productId: string, token = buyer.token) =>
  envelope<Record<string, boolean>>(await t.request({ method: 'GET', url: `/v1/lists/contains?product_id=${productId}`, token })).data;

beforeAll(async () => {
  seller = await onboardedSeller(t, { name: 'Lina Supplier' });
  buyer = await signUp(t, { role: 'buyer', name: 'Bea Buyer' });
  otherBuyer = await signUp(t, { role: 'buyer', name: 'Oscar Other' });
  for (const name of ['Cotton gloves', 'Safety goggles', 'Hard hat']) ids.push(await product(name));
  draftId = await product('Draft visor', false);
});

describe('/v1/lists', () => {
  it('needs a signed-in buyer or seller', async () => {
    for (const [method, url] of [
      ['GET', '/v1/lists/favorites'],
      ['POST', '/v1/lists/favorites'],
      ['DELETE', `/v1/lists/favorites/${ids[0]}`],
      ['GET', `/v1/lists/contains?product_id=${ids[0]}`],
    ] as const) {
      const response = await t.request({ method, url, payload: method === 'POST' ? { product_id: ids[0] } : undefined });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('adds to favourites once however often it is asked, newest first, with the product card', async () => {
    expect((await add('favorites', ids[0])).statusCode).toBe(201);
    expect((await add('favorites', ids[1])).statusCode).toBe(201);
    const again = await add('favorites', ids[0]);
    expect(again.statusCode).toBe(200);
    expect(envelope(again).data).toMatchObject({ list: 'favorites', product_id: ids[0] });
    const { response, body } = await read('favorites');
    expect(response.statusCode).toBe(200);
    expect(body.data.map((item) => item.product.name)).toEqual(['Safety goggles', 'Cotton gloves']);
    expect(body).toMatchObject({ total: 2, pagination: { page: 1, limit: 20, totalPages: 1 } });
    expect(body.data[0]).toMatchObject({
      product_id: ids[1],
      available: true,
      product: { id: ids[1], currency: 'USD', moq: 20, supplier: { name: 'Lina Supplier Trading' } },
    });
    // The wishlist is a list of its own.
    expect((await read('wishlist')).body.total).toBe(0);
  });

  it('pages a list', async () => {
    await add('wishlist', ids[0]);
    await add('wishlist', ids[1]);
    await add('wishlist', ids[2]);
    const first = (await read('wishlist', '?limit=2')).body;
    expect(first.data.map((item) => item.product.name)).toEqual(['Hard hat', 'Safety goggles']);
    expect(first).toMatchObject({ total: 3, pagination: { page: 1, limit: 2, totalPages: 2 } });
    const second = (await read('wishlist', '?limit=2&page=2')).body;
    expect(second.data.map((item) => item.product.name)).toEqual(['Cotton gloves']);
  });

  it('answers which lists hold a product', async () => {
    expect(await contains(ids[0])).toEqual({ favorites: true, wishlist: true, recent: false });
    expect(await contains(ids[2])).toEqual({ favorites: false, wishlist: true, recent: false });
    expect(await contains(ids[0], otherBuyer.token)).toEqual({ favorites: false, wishlist: false, recent: false });
  });

  it('refuses a draft, an unknown product and bad input, naming the field', async () => {
    for (const productId of [draftId, '00000000-0000-4000-8000-000000000000']) {
      const response = await add('favorites', productId);
      expect(response.statusCode).toBe(404);
      expect(envelope(response).message).toBe(listsMessages.productUnavailable);
    }
    const badList = await add('basket', ids[0]);
    expect(badList.statusCode).toBe(400);
    expect(envelope(badList).errors).toEqual({ list: listsMessages.list });
    const badId = await add('favorites', 'gloves');
    expect(badId.statusCode).toBe(400);
    expect(envelope(badId).errors).toEqual({ product_id: listsMessages.productId });
    // Owner fields in the body are refused, never used.
    const withOwner = await t.request({
      method: 'POST',
      url: '/v1/lists/favorites',
      token: buyer.token,
      payload: { product_id: ids[2], user_id: otherBuyer.user.id },
    });
    expect(withOwner.statusCode).toBe(400);
    expect(envelope(withOwner).errors).toHaveProperty('user_id');
    expect((await read('favorites', '?limit=0')).response.statusCode).toBe(400);
    expect((await read('favorites', '?limit=0')).body.errors).toEqual({ limit: listsMessages.limit });
    const badContains = await t.request({ method: 'GET', url: '/v1/lists/contains?product_id=x', token: buyer.token });
    expect(envelope(badContains).errors).toEqual({ product_id: listsMessages.productId });
  });

  it('keeps every list to its owner: another buyer sees nothing and cannot remove', async () => {
    expect((await read('favorites', '', otherBuyer.token)).body.total).toBe(0);
    const response = await remove('favorites', ids[0], otherBuyer.token);
    expect(response.statusCode).toBe(404);
    expect(envelope(response).message).toBe(listsMessages.notInList);
    // The owner's entry is still there.
    expect((await read('favorites')).body.total).toBe(2);
    // The other buyer's own list is separate.
    expect((await add('favorites', ids[2], otherBuyer.token)).statusCode).toBe(201);
    expect((await read('favorites', '', otherBuyer.token)).body.data.map((item) => item.product_id)).toEqual([ids[2]]);
    expect((await read('favorites')).body.data.map((item) => item.product_id)).not.toContain(ids[2]);
  });

  it('removes an entry; removing it again is a 404', async () => {
    expect((await remove('favorites', ids[1])).statusCode).toBe(200);
    expect((await read('favorites')).body.data.map((item) => item.product_id)).toEqual([ids[0]]);
    expect((await remove('favorites', ids[1])).statusCode).toBe(404);
  });

  it('keeps an unpublished product, marked unavailable', async () => {
    await t.db.update(products).set({ status: 'draft' }).where(eq(products.id, ids[0]));
    const { body } = await read('favorites');
    expect(body.data).toEqual([expect.objectContaining({ product_id: ids[0], available: false })]);
    await t.db.update(products).set({ status: 'published' }).where(eq(products.id, ids[0]));
  });

  it('is open to sellers as well, for their own lists', async () => {
    expect((await add('favorites', ids[1], seller.token)).statusCode).toBe(201);
    expect((await read('favorites', '', seller.token)).body.data.map((item) => item.product_id)).toEqual([ids[1]]);
  });
});

describe('recently viewed', () => {
  it('records a view, moves a product viewed again to the top, and shows in contains', async () => {
    expect((await add('recent', ids[0])).statusCode).toBe(201);
    expect((await add('recent', ids[1])).statusCode).toBe(201);
    expect((await add('recent', ids[0])).statusCode).toBe(200);
    expect((await read('recent')).body.data.map((item) => item.product_id)).toEqual([ids[0], ids[1]]);
    expect((await contains(ids[1])).recent).toBe(true);
    expect((await remove('recent', ids[1])).statusCode).toBe(200);
    expect((await read('recent')).body.data.map((item) => item.product_id)).toEqual([ids[0]]);
  });

  it(`keeps only the last ${RECENT_LIMIT} per user`, async () => {
    const viewer = await signUp(t, { role: 'buyer', name: 'Vic Viewer' });
    const many: string[] = [];
    // Products straight into the table: the rule is about the list, not about making products.
    const rows = await t.db
      .insert(products)
      .values(
        Array.from({ length: RECENT_LIMIT + 2 }, (_, index) => ({
          sellerId: seller.user.id,
          name: `Bulk item ${index}`,
          sku: `BULK-${index}`,
          priceMinor: 100,
          status: 'published' as const,
          publishedAt: new Date(),
        })),
      )
      .returning({ id: products.id });
    for (const row of rows) {
      many.push(row.id);
      expect((await add('recent', row.id, viewer.token)).statusCode).toBe(201);
    }
    const { body } = await read('recent', '?limit=100', viewer.token);
    expect(body.total).toBe(RECENT_LIMIT);
    expect(body.data[0].product_id).toBe(many[many.length - 1]);
    expect(body.data.map((item) => item.product_id)).not.toContain(many[0]);
    expect(body.data.map((item) => item.product_id)).not.toContain(many[1]);
  });

  it('keeps a suspended supplier’s product out of new lists', async () => {
    const other = await onboardedSeller(t, { name: 'Sus Pended' });
    const [row] = await t.db
      .insert(products)
      .values({ sellerId: other.user.id, name: 'Suspended item', sku: 'SUS-1', priceMinor: 100, status: 'published', publishedAt: new Date() })
      .returning({ id: products.id });
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, other.user.id));
    expect((await add('recent', row.id)).statusCode).toBe(404);
  });
});
