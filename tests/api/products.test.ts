import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { files, imageVariants, productImages } from '../../server/db/schema';
import { createTestApp, envelope, onboardedSeller, PNG, signUp } from './helpers';

const t = await createTestApp();

// A real JPEG (product images must decode); an executable renamed, and a PNG signature with filler.
const JPEG = await sharp({ create: { width: 4, height: 3, channels: 3, background: { r: 30, g: 90, b: 160 } } })
  .jpeg()
  .toBuffer();
const FAKE_PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
/** A noisy photo `width` × `height`, as a camera's JPEG. */
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(64, 0)]);

function multipart(parts: Array<{ field: string; filename: string; type: string; data: Buffer }>) {
  const boundary = `----b${Date.now()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`),
    );
    chunks.push(part.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let kitchenware = '';
async function categoryId() {
  if (!kitchenware) {
    const list = envelope<Array<{ id: string; path: string }>>(await t.request({ method: 'GET', url: '/v1/categories' })).data;
    kitchenware = list.find((c) => c.path === 'Home & Garden / Kitchenware')!.id;
  }
  return kitchenware;
}

let skuCounter = 0;
async function completeProduct(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Stainless steel lunch box, 3 compartments',
    sku: `LB-${++skuCounter}`,
    category_id: await categoryId(),
    description: 'Food-grade 304 stainless steel, leak-proof silicone seal, dishwasher safe.',
    unit: 'piece',
    currency: 'USD',
    price_minor: 450,
    moq: 100,
    price_tiers: [
      { min_quantity: 500, price_minor: 420 },
      { min_quantity: 2000, price_minor: 390 },
    ],
    lead_time_days: 15,
    specifications: [{ key: 'Material', value: '304 stainless steel' }],
    ...overrides,
  };
}

async function createProduct(token: string, overrides: Record<string, unknown> = {}) {
  const response = await t.request({ method: 'POST', url: '/v1/products', token, payload: await completeProduct(overrides) });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return envelope<{ id: string; images: Array<{ id: string; url: string }> }>(response).data;
}

async function addImages(token: string, id: string, files = [{ field: 'files', filename: 'a.png', type: 'image/png', data: PNG }]) {
  return t.request({ method: 'POST', url: `/v1/products/${id}/images`, token, ...multipart(files) });
}

describe('creating and editing products', () => {
  it('creates a draft with stock 0 and reads it back', async () => {
    const { token } = await onboardedSeller(t);
    const product = await createProduct(token);
    const read = envelope<Record<string, unknown>>(await t.request({ method: 'GET', url: `/v1/products/${product.id}`, token })).data;
    expect(read).toMatchObject({
      status: 'draft',
      stock_on_hand: 0,
      stock_state: 'out_of_stock',
      category_name: 'Home & Garden / Kitchenware',
      price_minor: 450,
      moq: 100,
      images: [],
    });
  });

  it('needs only a name and SKU for a draft', async () => {
    const { token } = await onboardedSeller(t);
    const response = await t.request({ method: 'POST', url: '/v1/products', token, payload: { name: 'Idea', sku: 'IDEA-1' } });
    expect(response.statusCode).toBe(201);
    expect(envelope(response).data).toMatchObject({ status: 'draft', currency: 'USD', moq: 1, price_minor: null });
  });

  it('validates fields with the shared messages', async () => {
    const { token } = await onboardedSeller(t);
    const response = await t.request({
      method: 'POST',
      url: '/v1/products',
      token,
      payload: { name: '', sku: 'bad sku!', price_minor: 0, moq: 0, unit: 'bucket', seller_id: 'x' },
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors).toEqual({
      name: 'Product name is required',
      sku: 'Use letters, digits, dots, dashes and underscores only',
      price_minor: 'Enter a price greater than 0',
      moq: 'Minimum order quantity must be at least 1',
      unit: 'Choose a unit of sale',
      seller_id: 'This field is not allowed',
    });
  });

  it('checks that tiers rise in quantity and fall in price', async () => {
    const { token } = await onboardedSeller(t);
    const response = await t.request({
      method: 'POST',
      url: '/v1/products',
      token,
      payload: await completeProduct({
        price_tiers: [
          { min_quantity: 50, price_minor: 400 },
          { min_quantity: 600, price_minor: 410 },
        ],
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors).toEqual({
      'price_tiers.0.min_quantity': 'Each tier must start at a larger quantity than the one before, and above the minimum order quantity',
      'price_tiers.1.price_minor': 'Each tier must be cheaper than the one before',
    });
  });

  it('keeps SKUs unique per seller, case-insensitively, but not across sellers', async () => {
    const first = await onboardedSeller(t);
    const second = await onboardedSeller(t);
    await createProduct(first.token, { sku: 'SHARED-1' });
    const duplicate = await t.request({ method: 'POST', url: '/v1/products', token: first.token, payload: await completeProduct({ sku: 'shared-1' }) });
    expect(duplicate.statusCode).toBe(409);
    expect(envelope(duplicate).errors).toEqual({ sku: 'You already have a product with this SKU' });
    await createProduct(second.token, { sku: 'SHARED-1' });
  });

  it('refuses to publish an incomplete product and says what is missing', async () => {
    const { token } = await onboardedSeller(t);
    const response = await t.request({ method: 'POST', url: '/v1/products', token, payload: { name: 'Half done', sku: 'HALF-1', status: 'published' } });
    expect(response.statusCode).toBe(400);
    const body = envelope(response);
    expect(body.message).toBe('Complete the product before publishing it');
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['category_id', 'description', 'images', 'lead_time_days', 'price_minor', 'unit'].sort());
  });

  it('publishes once it has an image, and keeps the first publication time', async () => {
    const { token } = await onboardedSeller(t);
    const { id } = await createProduct(token);
    expect((await addImages(token, id)).statusCode).toBe(201);
    const published = await t.request({ method: 'PATCH', url: `/v1/products/${id}`, token, payload: { status: 'published' } });
    expect(published.statusCode).toBe(200);
    const first = envelope<{ published_at: string; status: string }>(published).data;
    expect(first.status).toBe('published');
    await t.request({ method: 'PATCH', url: `/v1/products/${id}`, token, payload: { status: 'draft' } });
    const again = envelope<{ published_at: string }>(
      await t.request({ method: 'PATCH', url: `/v1/products/${id}`, token, payload: { status: 'published' } }),
    ).data;
    expect(again.published_at).toBe(first.published_at);
  });

  it('checks an edit against the whole product', async () => {
    const { token } = await onboardedSeller(t);
    const { id } = await createProduct(token);
    // A MOQ above the first tier breaks the tiers even though the tiers were not sent.
    const response = await t.request({ method: 'PATCH', url: `/v1/products/${id}`, token, payload: { moq: 1000 } });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors).toHaveProperty(['price_tiers.0.min_quantity']);
  });
});

describe('product images', () => {
  it('uploads, serves publicly by id, reorders and removes', async () => {
    const { token } = await onboardedSeller(t);
    const { id } = await createProduct(token);
    const added = await addImages(token, id, [
      { field: 'files', filename: 'front.png', type: 'image/png', data: PNG },
      { field: 'files', filename: 'side.jpg', type: 'image/jpeg', data: JPEG },
    ]);
    expect(added.statusCode).toBe(201);
    const images = envelope<{ images: Array<{ id: string; url: string; position: number }> }>(added).data.images;
    expect(images.map((i) => i.position)).toEqual([0, 1]);
    const served = await t.request({ method: 'GET', url: images[1].url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(JPEG)).toBe(true);

    const reordered = await t.request({ method: 'PUT', url: `/v1/products/${id}/images`, token, payload: { order: [images[1].id, images[0].id] } });
    expect(envelope<{ images: Array<{ id: string }> }>(reordered).data.images.map((i) => i.id)).toEqual([images[1].id, images[0].id]);
    const bad = await t.request({ method: 'PUT', url: `/v1/products/${id}/images`, token, payload: { order: [images[0].id] } });
    expect(bad.statusCode).toBe(400);

    const removed = await t.request({ method: 'DELETE', url: `/v1/products/${id}/images/${images[1].id}`, token });
    expect(envelope<{ images: Array<{ id: string; position: number }> }>(removed).data.images).toEqual([
      expect.objectContaining({ id: images[0].id, position: 0 }),
    ]);
    expect((await t.request({ method: 'GET', url: images[1].url })).statusCode).toBe(404);
  });

  it('checks the content, not the name: a renamed executable is refused', async () => {
    const { token } = await onboardedSeller(t);
    const { id } = await createProduct(token);
    const response = await addImages(token, id, [{ field: 'files', filename: 'photo.png', type: 'image/png', data: EXE }]);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors).toEqual({ files: 'photo.png is not a PNG, JPEG or WebP image' });
  });

  it('refuses bytes with an image signature that do not decode as an image', async () => {
    const { token } = await onboardedSeller(t);
    const { id } = await createProduct(token);
    const response = await addImages(token, id, [{ field: 'files', filename: 'broken.png', type: 'image/png', data: FAKE_PNG }]);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors).toEqual({ files: 'broken.png is not a PNG, JPEG or WebP image' });
  });

  it('stores WebP copies 160, 320, 640 and 1280 px wide beside the original and serves them for a year', async () => {
    const { token } = await onboardedSeller(t);
    const { id } = await createProduct(token);
    const original = await photo(2000, 1500);
    const added = await addImages(token, id, [{ field: 'files', filename: 'camera.jpg', type: 'image/jpeg', data: original }]);
    expect(added.statusCode).toBe(201);
    const [image] = envelope<{ images: Array<{ url: string }> }>(added).data.images;
    const fileId = image.url.split('/').at(-1)!;
    const stored = await t.db.select({ width: imageVariants.width }).from(imageVariants).where(eq(imageVariants.fileId, fileId));
    expect(stored.map((row) => row.width).sort((a, b) => a - b)).toEqual([160, 320, 640, 1280]);

    for (const width of [160, 320, 640, 1280]) {
      const served = await t.request({ method: 'GET', url: `${image.url}/${width}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height: Math.round((width * 3) / 4) });
      expect(served.rawPayload.length).toBeLessThan(original.length / 4);
    }
    // The original stays as uploaded.
    const full = await t.request({ method: 'GET', url: image.url });
    expect(full.rawPayload.equals(original)).toBe(true);
    // Widths other than the four are not made on request.
    expect((await t.request({ method: 'GET', url: `${image.url}/500` })).statusCode).toBe(400);
  });

  it('never enlarges: a narrower original gets one copy at its own width, served for the wider ones', async () => {
    const { token } = await onboardedSeller(t);
    const { id } = await createProduct(token);
    const added = await addImages(token, id, [{ field: 'files', filename: 'small.jpg', type: 'image/jpeg', data: await photo(500, 400) }]);
    const [image] = envelope<{ images: Array<{ url: string }> }>(added).data.images;
    const widths: number[] = [];
    for (const width of [160, 320, 640, 1280])
      widths.push((await sharp((await t.request({ method: 'GET', url: `${image.url}/${width}` })).rawPayload).metadata()).width);
    expect(widths).toEqual([160, 320, 500, 500]);
  });

  it('makes the copies of an image stored before copies existed on the first request for one', async () => {
    const { token, user } = await onboardedSeller(t);
    const { id } = await createProduct(token);
    const data = await photo(900, 600);
    const [file] = await t.db.insert(files).values({ ownerId: user.id, contentType: 'image/jpeg', size: data.length, sha256: 'old', data }).returning();
    await t.db.insert(productImages).values({ productId: id, fileId: file.id, position: 0 });
    const served = await t.request({ method: 'GET', url: `/v1/media/${file.id}/320` });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320 });
    const stored = await t.db.select({ width: imageVariants.width }).from(imageVariants).where(eq(imageVariants.fileId, file.id));
    expect(stored.map((row) => row.width).sort((a, b) => a - b)).toEqual([160, 320, 640, 900]);
  });

  it('serves no copy of a file no page shows', async () => {
    const { user } = await onboardedSeller(t);
    const data = await photo(400, 300);
    const [file] = await t.db.insert(files).values({ ownerId: user.id, contentType: 'image/jpeg', size: data.length, sha256: 'doc', data }).returning();
    expect((await t.request({ method: 'GET', url: `/v1/media/${file.id}/320` })).statusCode).toBe(404);
    expect(await t.db.select().from(imageVariants).where(eq(imageVariants.fileId, file.id))).toEqual([]);
  });

  it('refuses a file over 5 MB', async () => {
    const { token } = await onboardedSeller(t);
    const { id } = await createProduct(token);
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const response = await addImages(token, id, [{ field: 'files', filename: 'big.png', type: 'image/png', data: big }]);
    expect(response.statusCode).toBe(413);
  });
});

describe('the product list', () => {
  it('filters, searches, sorts and paginates on the server', async () => {
    const { token } = await onboardedSeller(t);
    const cheap = await createProduct(token, { name: 'Bamboo chopsticks', sku: 'CH-1', price_minor: 50, price_tiers: [] });
    await createProduct(token, { name: 'Copper bottle', sku: 'CB-1', price_minor: 900, price_tiers: [] });
    await createProduct(token, { name: 'Steel bottle', sku: 'SB-1', price_minor: 700, price_tiers: [] });
    await addImages(token, cheap.id);
    await t.request({ method: 'PATCH', url: `/v1/products/${cheap.id}`, token, payload: { status: 'published' } });

    const names = async (query: string) =>
      envelope<Array<{ name: string }>>(await t.request({ method: 'GET', url: `/v1/products?${query}`, token })).data.map((p) => p.name);
    expect(await names('sort=price_minor&order=asc')).toEqual(['Bamboo chopsticks', 'Steel bottle', 'Copper bottle']);
    expect(await names('q=bottle&sort=name&order=asc')).toEqual(['Copper bottle', 'Steel bottle']);
    expect(await names('q=cb-1')).toEqual(['Copper bottle']);
    expect(await names('status=published')).toEqual(['Bamboo chopsticks']);
    expect(await names('price_gte=6&price_lte=8')).toEqual(['Steel bottle']);
    expect(await names('price_gte=6.5&price_lte=7.0')).toEqual(['Steel bottle']);
    expect(await names('price_gte=7.01')).toEqual(['Copper bottle']);
    expect(await names('stock_state=out_of_stock&sort=name&order=asc')).toEqual(['Bamboo chopsticks', 'Copper bottle', 'Steel bottle']);
    expect(await names('stock_state=in_stock')).toEqual([]);
    const page = envelope<unknown[]>(await t.request({ method: 'GET', url: '/v1/products?limit=2&page=2&sort=name&order=asc', token }));
    expect(page).toMatchObject({ total: 3, pagination: { page: 2, limit: 2, totalPages: 2 } });
  });

  it("filters prices in major units of each product's own currency", async () => {
    const { token } = await onboardedSeller(t);
    await createProduct(token, { name: 'Dollar kettle', sku: 'USD-1', currency: 'USD', price_minor: 700, price_tiers: [] });
    await createProduct(token, { name: 'Yen kettle', sku: 'JPY-1', currency: 'JPY', price_minor: 700, price_tiers: [] });
    const names = async (query: string) =>
      envelope<Array<{ name: string }>>(await t.request({ method: 'GET', url: `/v1/products?sort=name&order=asc&${query}`, token })).data.map((p) => p.name);
    expect(await names('price_gte=6&price_lte=8')).toEqual(['Dollar kettle']);
    expect(await names('price_gte=699&price_lte=701')).toEqual(['Yen kettle']);
    expect(await names('price_lte=7')).toEqual(['Dollar kettle']);
    const bad = await t.request({ method: 'GET', url: '/v1/products?price_gte=cheap', token });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).errors).toHaveProperty('price_gte');
  });

  it('filters by a category and everything under it', async () => {
    const { token } = await onboardedSeller(t);
    await createProduct(token, { name: 'In kitchenware', sku: 'K-1' });
    const list = envelope<Array<{ id: string; path: string }>>(await t.request({ method: 'GET', url: '/v1/categories' })).data;
    const parent = list.find((c) => c.path === 'Home & Garden')!.id;
    const other = list.find((c) => c.path === 'Consumer Electronics')!.id;
    expect(envelope<unknown[]>(await t.request({ method: 'GET', url: `/v1/products?category_id=${parent}`, token })).data).toHaveLength(1);
    expect(envelope<unknown[]>(await t.request({ method: 'GET', url: `/v1/products?category_id=${other}`, token })).data).toHaveLength(0);
  });
});

describe('bulk actions', () => {
  it('publishes what is complete and reports the rest', async () => {
    const { token } = await onboardedSeller(t);
    const ready = await createProduct(token);
    await addImages(token, ready.id);
    const noImage = await createProduct(token);
    const response = await t.request({ method: 'POST', url: '/v1/products/bulk', token, payload: { action: 'publish', ids: [ready.id, noImage.id] } });
    const body = envelope<{ done: string[]; failed: Array<{ id: string; errors: Record<string, string> }> }>(response).data;
    expect(body.done).toEqual([ready.id]);
    expect(body.failed).toEqual([expect.objectContaining({ id: noImage.id, errors: { images: 'Add at least one image' } })]);
  });

  it('names, per product it could not publish, the product and the fields it lacks', async () => {
    const { token } = await onboardedSeller(t);
    const noImage = await createProduct(token, { name: 'Lunch box without a photo' });
    const bare = envelope<{ id: string }>(await t.request({ method: 'POST', url: '/v1/products', token, payload: { name: 'Bare draft', sku: 'BARE-1' } })).data;
    const response = await t.request({ method: 'POST', url: '/v1/products/bulk', token, payload: { action: 'publish', ids: [noImage.id, bare.id] } });
    expect(response.statusCode).toBe(200);
    const { failed } = envelope<{ failed: Array<{ id: string; name: string; message: string; missing: string[] }> }>(response).data;
    expect(failed.map(({ id, name, message, missing }) => ({ id, name, message, missing: [...missing].sort() }))).toEqual([
      { id: noImage.id, name: 'Lunch box without a photo', message: 'Complete the product before publishing it', missing: ['images'] },
      {
        id: bare.id,
        name: 'Bare draft',
        message: 'Complete the product before publishing it',
        missing: ['category_id', 'description', 'images', 'lead_time_days', 'price_minor', 'unit'],
      },
    ]);
    // Publishing one of them alone names the same fields.
    const single = await t.request({ method: 'PATCH', url: `/v1/products/${bare.id}`, token, payload: { status: 'published' } });
    expect(single.statusCode).toBe(400);
    expect(envelope(single).message).toBe('Complete the product before publishing it');
    expect(Object.keys(envelope(single).errors ?? {}).sort()).toEqual(['category_id', 'description', 'images', 'lead_time_days', 'price_minor', 'unit']);
  });

  it("deletes only the caller's products", async () => {
    const owner = await onboardedSeller(t);
    const other = await onboardedSeller(t);
    const mine = await createProduct(owner.token);
    const theirs = await createProduct(other.token);
    const response = await t.request({
      method: 'POST',
      url: '/v1/products/bulk',
      token: owner.token,
      payload: { action: 'delete', ids: [mine.id, theirs.id] },
    });
    const body = envelope<{ done: string[]; failed: Array<{ id: string; message: string }> }>(response).data;
    expect(body.done).toEqual([mine.id]);
    expect(body.failed).toEqual([{ id: theirs.id, message: 'Not found' }]);
    expect((await t.request({ method: 'GET', url: `/v1/products/${theirs.id}`, token: other.token })).statusCode).toBe(200);
  });
});

describe('CSV export and import', () => {
  it('exports the filtered list and imports it back all or nothing', async () => {
    const { token } = await onboardedSeller(t);
    await createProduct(token, { name: 'Exported, with "quotes"', sku: 'EX-1' });
    const exported = await t.request({ method: 'GET', url: '/v1/products/export?q=EX-1', token });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('text/csv');
    expect(exported.headers['content-disposition']).toContain('products.csv');
    const lines = exported.body.trim().split('\r\n');
    expect(lines[0]).toBe('sku,name,category,description,unit,currency,price,moq,price_tiers,lead_time_days,specifications,status,stock_on_hand');
    expect(lines[1]).toContain('"Exported, with ""quotes"""');
    expect(lines[1]).toContain('4.50');
    expect(lines[1]).toContain('500:4.20;2000:3.90');

    // The exported row updates EX-1; a new row creates EX-2.
    const csv = `${exported.body}EX-2,Imported mug,Home & Garden / Kitchenware,A sturdy ceramic mug for offices,piece,USD,2.10,50,,10,Capacity=350 ml,draft,\r\n`;
    const imported = await t.request({
      method: 'POST',
      url: '/v1/products/import',
      token,
      ...multipart([{ field: 'file', filename: 'p.csv', type: 'text/csv', data: Buffer.from(csv) }]),
    });
    expect(imported.statusCode).toBe(200);
    expect(envelope(imported).data).toEqual({ created: 1, updated: 1, problems: [] });
    const mug = envelope<Array<{ price_minor: number; specifications: unknown }>>(await t.request({ method: 'GET', url: '/v1/products?q=EX-2', token }))
      .data[0];
    expect(mug).toMatchObject({ price_minor: 210, specifications: [{ key: 'Capacity', value: '350 ml' }] });
  });

  it('changes nothing when any row is bad, and reports every problem by line', async () => {
    const { token } = await onboardedSeller(t);
    const csv = ['sku,name,category,price,moq', 'OK-1,Fine product,,1.00,10', 'BAD-1,,Nowhere,abc,0', 'OK-1,Duplicate sku,,1.00,10'].join('\n');
    const response = await t.request({
      method: 'POST',
      url: '/v1/products/import',
      token,
      ...multipart([{ field: 'file', filename: 'p.csv', type: 'text/csv', data: Buffer.from(csv) }]),
    });
    expect(response.statusCode).toBe(422);
    const problems = envelope<{ problems: Array<{ row: number; field: string }> }>(response).data.problems;
    expect(problems.map((p) => `${p.row}:${p.field}`).sort()).toEqual(['3:category', '3:moq', '3:name', '3:price', '4:sku'].sort());
    expect(envelope<unknown[]>(await t.request({ method: 'GET', url: '/v1/products', token })).total).toBe(0);
  });

  it('rolls back rows already written when a later row breaks a rule', async () => {
    const { token } = await onboardedSeller(t);
    const csv = ['sku,name,price,moq,status', 'ROLL-1,First product,1.00,10,draft', 'ROLL-2,Wants publishing,1.00,10,published'].join('\n');
    const response = await t.request({
      method: 'POST',
      url: '/v1/products/import',
      token,
      ...multipart([{ field: 'file', filename: 'p.csv', type: 'text/csv', data: Buffer.from(csv) }]),
    });
    expect(response.statusCode).toBe(422);
    expect(envelope<{ problems: Array<{ row: number }> }>(response).data.problems[0].row).toBe(3);
    expect(envelope<unknown[]>(await t.request({ method: 'GET', url: '/v1/products', token })).total).toBe(0);
  });
});

describe('ownership', () => {
  it("hides one seller's products from another, for every verb", async () => {
    const owner = await onboardedSeller(t);
    const other = await onboardedSeller(t);
    const { id } = await createProduct(owner.token);
    await addImages(owner.token, id);
    const imageId = envelope<{ images: Array<{ id: string }> }>(await t.request({ method: 'GET', url: `/v1/products/${id}`, token: owner.token })).data
      .images[0].id;
    const attempts = [
      { method: 'GET' as const, url: `/v1/products/${id}` },
      { method: 'PATCH' as const, url: `/v1/products/${id}`, payload: { name: 'Hijacked' } },
      { method: 'DELETE' as const, url: `/v1/products/${id}` },
      { method: 'PUT' as const, url: `/v1/products/${id}/images`, payload: { order: [imageId] } },
      { method: 'DELETE' as const, url: `/v1/products/${id}/images/${imageId}` },
    ];
    for (const attempt of attempts) expect((await t.request({ ...attempt, token: other.token })).statusCode, `${attempt.method} ${attempt.url}`).toBe(404);
    expect((await addImages(other.token, id)).statusCode).toBe(404);
    expect(envelope<unknown[]>(await t.request({ method: 'GET', url: '/v1/products', token: other.token })).data).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/v1/products/export', token: other.token })).body.trim().split('\r\n')).toHaveLength(1);
    const still = envelope<{ name: string; images: unknown[] }>(await t.request({ method: 'GET', url: `/v1/products/${id}`, token: owner.token })).data;
    expect(still).toMatchObject({ name: 'Stainless steel lunch box, 3 compartments' });
    expect(still.images).toHaveLength(1);
  });

  it('refuses buyers and sellers who have not finished onboarding', async () => {
    const buyer = await signUp(t, { role: 'buyer' });
    expect((await t.request({ method: 'GET', url: '/v1/products', token: buyer.token })).statusCode).toBe(403);
    const fresh = await signUp(t, { role: 'seller' });
    expect((await t.request({ method: 'POST', url: '/v1/products', token: fresh.token, payload: { name: 'X', sku: 'X' } })).statusCode).toBe(403);
  });
});

describe('paging a long list', () => {
  it('walks the same rows by cursor as by page number, and refuses a bad cursor', async () => {
    const { token } = await onboardedSeller(t);
    for (let i = 0; i < 7; i++) await createProduct(token, { name: `Item ${i}`, sku: `PAGE-${i}` });
    const get = async (query: string) =>
      envelope<Array<{ id: string }>>(await t.request({ method: 'GET', url: `/v1/products?limit=3&sort=name&order=desc&${query}`, token }));
    const byPage = [...(await get('page=1')).data, ...(await get('page=2')).data, ...(await get('page=3')).data].map((p) => p.id);
    const byCursor: string[] = [];
    let cursor: string | null | undefined = '';
    for (let hops = 0; cursor !== null && hops < 5; hops++) {
      const page: ReturnType<typeof envelope<Array<{ id: string }>>> & { pagination?: { next_cursor?: string | null } } = await get(
        cursor ? `cursor=${cursor}` : 'page=1',
      );
      byCursor.push(...page.data.map((p) => p.id));
      cursor = page.pagination?.next_cursor ?? null;
    }
    expect(byCursor).toEqual(byPage);
    expect(byPage).toHaveLength(7);
    const bad = await t.request({ method: 'GET', url: '/v1/products?cursor=not-a-cursor', token });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).errors).toHaveProperty('cursor');
  });

  it('keeps totals right after the owner adds and deletes', async () => {
    const { token } = await onboardedSeller(t);
    for (let i = 0; i < 3; i++) await createProduct(token, { sku: `TOT-${i}` });
    const total = async () => envelope<unknown[]>(await t.request({ method: 'GET', url: '/v1/products?limit=2', token })).total;
    expect(await total()).toBe(3);
    const extra = await createProduct(token, { sku: 'TOT-X' });
    expect(await total()).toBe(4);
    await t.request({ method: 'DELETE', url: `/v1/products/${extra.id}`, token });
    expect(await total()).toBe(3);
  });
});
