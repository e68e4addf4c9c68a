// The public catalogue is answered from memory with an ETag and a short Cache-Control
// (server/plugins/public-cache.ts); any change to what it shows must show on the very next request.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { PUBLIC_CACHE_CONTROL } from '../../server/plugins/public-cache';
import { createTestApp, envelope, logIn, multipart, onboardedSeller, PNG } from './helpers';

const t = await createTestApp({}, { seed: true });
const administrator = await logIn(t, 'admin@demo.test', DEMO_PASSWORD);
const FIRST_PAGE = '/v1/public/products?page=1&limit=20';

interface Card {
  id: string;
  name: string;
  moq: number;
  available_below_moq: number | null;
  supplier: { id: string; name: string };
}

let categoryId = '';
let skuCounter = 0;
beforeAll(async () => {
  const categories = envelope<Array<{ id: string; path: string }>>(await t.request({ method: 'GET', url: '/v1/categories' })).data;
  categoryId = categories.find((category) => category.path === 'Home & Garden / Kitchenware')!.id;
});

/** A published product with an image, through the seller API. */
async function publishedProduct(token: string, name: string): Promise<string> {
  const created = await t.request({
    method: 'POST',
    url: '/v1/products',
    token,
    payload: {
      name,
      sku: `CACHE-${++skuCounter}`,
      category_id: categoryId,
      description: 'Cast iron, enamelled inside, sold in cartons of six.',
      unit: 'piece',
      currency: 'USD',
      price_minor: 900,
      moq: 10,
      lead_time_days: 12,
    },
  });
  expect(created.statusCode).toBe(201);
  const id = envelope<{ id: string }>(created).data.id;
  const image = await t.request({
    method: 'POST',
    url: `/v1/products/${id}/images`,
    token,
    ...multipart([{ field: 'files', file: { name: 'a.png', type: 'image/png', data: PNG } }]),
  });
  expect(image.statusCode).toBe(201);
  const published = await t.request({ method: 'PATCH', url: `/v1/products/${id}`, token, payload: { status: 'published' } });
  expect(published.statusCode, published.body).toBe(200);
  return id;
}

const firstPage = async (headers: Record<string, string> = {}) => {
  const response = await t.request({ method: 'GET', url: FIRST_PAGE, headers });
  expect(response.statusCode).toBe(200);
  return envelope<Card[]>(response).data;
};
const cardOf = async (id: string) => (await firstPage()).find((card) => card.id === id);

describe('public catalogue cache', () => {
  it('sends an ETag and a short public Cache-Control, and 304 for a matching If-None-Match', async () => {
    const seller = await onboardedSeller(t);
    const id = await publishedProduct(seller.token, 'Enamel pot');
    // A returning visitor: a first visit to a product page also sets the visitor cookie, which makes it private.
    const returning = { cookie: 'vid=00000000-0000-4000-8000-000000000001' };
    for (const url of [FIRST_PAGE, `/v1/public/products/${id}`, `/v1/public/suppliers/${seller.user.id}`]) {
      const first = await t.request({ method: 'GET', url, headers: returning });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      // Browsers revalidate each time (a seller sees an edit at once); shared caches hold it briefly.
      expect(PUBLIC_CACHE_CONTROL).toMatch(/(^|, )max-age=0(,|$)/);
      expect(PUBLIC_CACHE_CONTROL).toMatch(/s-maxage=\d+/);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/".+"$/);

      // Served from memory the second time: same tag, same body.
      const again = await t.request({ method: 'GET', url });
      expect(again.headers.etag).toBe(etag);
      expect(again.body).toBe(first.body);

      const notModified = await t.request({ method: 'GET', url, headers: { ...returning, 'if-none-match': etag } });
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.headers.etag).toBe(etag);
      expect(notModified.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect((await t.request({ method: 'GET', url, headers: { 'if-none-match': `"other", ${etag}` } })).statusCode).toBe(304);
      expect((await t.request({ method: 'GET', url, headers: { 'if-none-match': 'W/"other"' } })).statusCode).toBe(200);
    }
  });

  it('answers 304 on the request that fills the cache too, and a changed list gets a new tag', async () => {
    const seller = await onboardedSeller(t);
    const first = await t.request({ method: 'GET', url: FIRST_PAGE });
    const etag = String(first.headers.etag);
    await publishedProduct(seller.token, 'Enamel kettle');
    // The change dropped the cached page: this request reads it afresh and finds it changed.
    const changed = await t.request({ method: 'GET', url: FIRST_PAGE, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    await publishedProduct(seller.token, 'Enamel jug');
    const fresh = await t.request({ method: 'GET', url: FIRST_PAGE });
    const refilled = await t.request({ method: 'GET', url: FIRST_PAGE, headers: { 'if-none-match': String(fresh.headers.etag) } });
    expect(refilled.statusCode).toBe(304);
  });

  it('answers from memory: a change the database does not announce is not seen', async () => {
    const seller = await onboardedSeller(t);
    const id = await publishedProduct(seller.token, 'Enamel bowl');
    expect(await cardOf(id)).toMatchObject({ name: 'Enamel bowl' });
    // With triggers off (replica mode) the change goes unannounced, as a lost notification would.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(products).set({ name: 'Unannounced bowl' }).where(eq(products.id, id));
    });
    expect(await cardOf(id)).toMatchObject({ name: 'Enamel bowl' });
    await t.db.update(products).set({ name: 'Announced bowl' }).where(eq(products.id, id));
    expect(await cardOf(id)).toMatchObject({ name: 'Announced bowl' });
  });

  it("keeps the headers of the answer it stored (compression's among them) for the same Accept-Encoding", async () => {
    for (const acceptEncoding of ['br, gzip', 'gzip', 'identity']) {
      const headers = { 'accept-encoding': acceptEncoding };
      const seller = await onboardedSeller(t);
      await publishedProduct(seller.token, `Enamel tray ${acceptEncoding}`);
      const miss = await t.request({ method: 'GET', url: FIRST_PAGE, headers });
      const hit = await t.request({ method: 'GET', url: FIRST_PAGE, headers });
      expect(hit.statusCode).toBe(200);
      expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
      for (const header of ['content-type', 'content-encoding', 'vary', 'etag', 'cache-control']) expect(hit.headers[header]).toEqual(miss.headers[header]);
    }
  });

  it('is private when the answer also sets a cookie', async () => {
    const response = await t.request({ method: 'GET', url: FIRST_PAGE, headers: { 'sec-fetch-mode': 'cors' } });
    expect(response.headers['set-cookie']).toBeDefined();
    expect(response.headers['cache-control']).toMatch(/^private/);
  });

  it("shows the seller's changes at once: update, stock below the minimum, unpublish, publish, delete", async () => {
    const seller = await onboardedSeller(t);
    const id = await publishedProduct(seller.token, 'Enamel mug');
    expect(await cardOf(id)).toMatchObject({ name: 'Enamel mug', available_below_moq: 0 });
    const page = `/v1/public/products/${id}`;
    expect(envelope<{ name: string }>(await t.request({ method: 'GET', url: page })).data.name).toBe('Enamel mug');

    expect((await t.request({ method: 'PATCH', url: `/v1/products/${id}`, token: seller.token, payload: { name: 'Enamel mug, blue' } })).statusCode).toBe(200);
    expect(await cardOf(id)).toMatchObject({ name: 'Enamel mug, blue' });
    expect(envelope<{ name: string }>(await t.request({ method: 'GET', url: page })).data.name).toBe('Enamel mug, blue');

    const adjust = (delta: number) =>
      t.request({ method: 'POST', url: `/v1/inventory/${id}/adjustments`, token: seller.token, payload: { delta, reason: 'received' } });
    expect((await adjust(4)).statusCode).toBe(201);
    expect(await cardOf(id)).toMatchObject({ available_below_moq: 4 });
    expect((await adjust(20)).statusCode).toBe(201);
    expect(await cardOf(id)).toMatchObject({ available_below_moq: null });

    expect((await t.request({ method: 'PATCH', url: `/v1/products/${id}`, token: seller.token, payload: { status: 'draft' } })).statusCode).toBe(200);
    expect(await cardOf(id)).toBeUndefined();
    expect((await t.request({ method: 'GET', url: page })).statusCode).toBe(404);

    expect((await t.request({ method: 'PATCH', url: `/v1/products/${id}`, token: seller.token, payload: { status: 'published' } })).statusCode).toBe(200);
    expect(await cardOf(id)).toMatchObject({ name: 'Enamel mug, blue' });

    expect((await t.request({ method: 'DELETE', url: `/v1/products/${id}`, token: seller.token })).statusCode).toBe(200);
    expect(await cardOf(id)).toBeUndefined();
  });

  it("shows the store's new name at once, on the card and the supplier page", async () => {
    const seller = await onboardedSeller(t);
    const id = await publishedProduct(seller.token, 'Enamel plate');
    const supplierPage = `/v1/public/suppliers/${seller.user.id}`;
    expect(envelope<{ name: string }>(await t.request({ method: 'GET', url: supplierPage })).data.name).toBe(`${seller.name} Trading`);
    const basicInfo = {
      store_name: 'Plate & Pot House',
      description: 'Enamelware made in small batches for restaurants, hotels and shops.',
      year_established: 2004,
      employees: '11-50',
    };
    expect((await t.request({ method: 'PUT', url: '/v1/store/basic-info', token: seller.token, payload: basicInfo })).statusCode).toBe(200);
    expect((await cardOf(id))?.supplier.name).toBe('Plate & Pot House');
    expect(envelope<{ name: string }>(await t.request({ method: 'GET', url: supplierPage })).data.name).toBe('Plate & Pot House');
  });

  it('shows staff decisions at once: a product unpublished, a seller suspended and reinstated', async () => {
    const seller = await onboardedSeller(t);
    const unpublished = await publishedProduct(seller.token, 'Enamel ladle');
    const kept = await publishedProduct(seller.token, 'Enamel colander');
    expect(await cardOf(unpublished)).toBeDefined();
    const unpublish = await t.request({
      method: 'POST',
      url: `/v1/admin/products/${unpublished}/unpublish`,
      token: administrator,
      payload: { reason: 'Photos show another product' },
    });
    expect(unpublish.statusCode).toBe(200);
    expect(await cardOf(unpublished)).toBeUndefined();

    const supplierPage = `/v1/public/suppliers/${seller.user.id}`;
    expect((await t.request({ method: 'GET', url: supplierPage })).statusCode).toBe(200);
    expect(await cardOf(kept)).toBeDefined();
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/v1/admin/sellers/${seller.user.id}/suspend`,
          token: administrator,
          payload: { reason: 'Counterfeit goods reported' },
        })
      ).statusCode,
    ).toBe(200);
    expect(await cardOf(kept)).toBeUndefined();
    expect((await t.request({ method: 'GET', url: supplierPage })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/v1/admin/sellers/${seller.user.id}/reinstate`, token: administrator, payload: {} })).statusCode).toBe(200);
    expect(await cardOf(kept)).toBeDefined();
  });

  it('drops a supplier page at once when its seller falls back behind an onboarding gate', async () => {
    const seller = await onboardedSeller(t);
    const supplierPage = `/v1/public/suppliers/${seller.user.id}`;
    expect((await t.request({ method: 'GET', url: supplierPage })).statusCode).toBe(200);
    // A changed mobile number waits for its code again (written directly, as the onboarding route does).
    await t.db.update(users).set({ isMobileVerified: false }).where(eq(users.id, seller.user.id));
    expect((await t.request({ method: 'GET', url: supplierPage })).statusCode).toBe(404);
    await t.db.update(users).set({ isMobileVerified: true }).where(eq(users.id, seller.user.id));
    expect((await t.request({ method: 'GET', url: supplierPage })).statusCode).toBe(200);
    await t.db.update(users).set({ isEmailVerified: false }).where(eq(users.id, seller.user.id));
    expect((await t.request({ method: 'GET', url: supplierPage })).statusCode).toBe(404);
  });
});
