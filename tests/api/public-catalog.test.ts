import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { publicCatalogMessages } from '../../src/contract/public-catalog';
import { countryMessages } from '../../src/contract/countries';
import { inventory, storeSections, users } from '../../server/db/schema';
import { createTestApp, envelope, onboardedSeller, PNG } from './helpers';

const t = await createTestApp();

function multipartImage() {
  const boundary = `----b${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

interface Card {
  id: string;
  name: string;
  cover_image_url: string | null;
  currency: string;
  price_min_minor: number;
  price_max_minor: number;
  unit: string | null;
  moq: number;
  lead_time_days: number | null;
  category_id: string | null;
  category_path: string | null;
  supplier: { id: string; name: string; country: string | null; verified: boolean };
  available_below_moq: number | null;
}

let categoryIds = new Map<string, string>();
let skuCounter = 0;

/** A product through the seller API: created, given an image, and published unless asked not to. */
async function product(token: string, fields: Record<string, unknown>, publish = true) {
  const created = await t.request({
    method: 'POST',
    url: '/v1/products',
    token,
    payload: {
      sku: `PC-${++skuCounter}`,
      description: 'A well made product for trade buyers, sold in cartons with export packaging.',
      unit: 'piece',
      currency: 'USD',
      moq: 100,
      lead_time_days: 15,
      ...fields,
    },
  });
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.body}`);
  const id = envelope<{ id: string }>(created).data.id;
  const image = await t.request({ method: 'POST', url: `/v1/products/${id}/images`, token, ...multipartImage() });
  if (image.statusCode !== 201) throw new Error(`image failed: ${image.body}`);
  if (publish) {
    const published = await t.request({ method: 'PATCH', url: `/v1/products/${id}`, token, payload: { status: 'published' } });
    if (published.statusCode !== 200) throw new Error(`publish failed: ${published.body}`);
  }
  return id;
}

const list = async (query = '', token?: string) => {
  const response = await t.request({ method: 'GET', url: `/v1/public/products${query}`, token });
  return { response, body: envelope<Card[]>(response) };
};
const names = async (query: string) => {
  const { body } = await list(query);
  if (!body.data) throw new Error(JSON.stringify(body));
  return body.data.map((card) => card.name);
};

let sellerA: Awaited<ReturnType<typeof onboardedSeller>>;
let sellerB: Awaited<ReturnType<typeof onboardedSeller>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const categories = envelope<Array<{ id: string; path: string }>>(await t.request({ method: 'GET', url: '/v1/categories' })).data;
  categoryIds = new Map(categories.map((c) => [c.path, c.id]));
  const kitchenware = categoryIds.get('Home & Garden / Kitchenware')!;
  const tea = categoryIds.get('Agriculture & Food / Tea & Coffee')!;

  sellerA = await onboardedSeller(t, { name: 'Asha Rao', email: 'asha.catalogue@example.com' });
  // Seller A has a saved store name and a country; seller B only the business name from onboarding.
  await t.db
    .update(users)
    .set({
      businessDetails: { business_name: 'Asha Rao Trading', country: 'IN', registration_number: 'REG-SECRET-42', contact_email: 'private@asha.example.com' },
    })
    .where(eq(users.id, sellerA.user.id));
  await t.db
    .insert(storeSections)
    .values({ userId: sellerA.user.id, section: 'basic-info', data: { store_name: 'Asha Kitchen Supply' }, completedAt: new Date() });
  sellerB = await onboardedSeller(t, { name: 'Bo Chen' });
  const sellerC = await onboardedSeller(t, { name: 'Cara Suspended' });

  // Published in this order, so "newest" is the reverse.
  ids.lunchBox = await product(sellerA.token, {
    name: 'Stainless steel lunch box',
    category_id: kitchenware,
    price_minor: 450,
    price_tiers: [
      { min_quantity: 500, price_minor: 420 },
      { min_quantity: 2000, price_minor: 390 },
    ],
    specifications: [{ key: 'Material', value: '304 stainless steel' }],
  });
  ids.board = await product(sellerA.token, {
    name: 'Bamboo cutting board',
    category_id: kitchenware,
    description: 'Solid bamboo board with steel rivets in the handle, oiled and ready for sale.',
    price_minor: 1250,
    moq: 50,
  });
  ids.flask = await product(sellerB.token, { name: 'Steel thermos flask for tea', category_id: tea, currency: 'JPY', price_minor: 1300, moq: 500 });
  ids.draft = await product(sellerA.token, { name: 'Draft steel teapot', category_id: kitchenware, price_minor: 900 }, false);
  ids.unpublished = await product(sellerB.token, { name: 'Withdrawn steel kettle', category_id: kitchenware, price_minor: 900 });
  await t.request({ method: 'PATCH', url: `/v1/products/${ids.unpublished}`, token: sellerB.token, payload: { status: 'draft' } });
  ids.suspended = await product(sellerC.token, { name: 'Steel ladle from a suspended seller', category_id: kitchenware, price_minor: 300 });
  await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, sellerC.user.id));
  // Staff verified seller A; seller B is listed but not "verified".
  await t.db.update(users).set({ verificationStatus: 'verified' }).where(eq(users.id, sellerA.user.id));
});

describe('GET /v1/public/products', () => {
  it('lists only published products of active sellers, newest first, without a token', async () => {
    const { response, body } = await list();
    expect(response.statusCode).toBe(200);
    expect(body.data.map((card) => card.name)).toEqual(['Steel thermos flask for tea', 'Bamboo cutting board', 'Stainless steel lunch box']);
    expect(body).toMatchObject({ success: true, total: 3, pagination: { page: 1, limit: 20, totalPages: 1 } });
  });

  it('describes each product as a card: price range, currency, cover, category path and supplier', async () => {
    const { body } = await list();
    const lunchBox = body.data.find((card) => card.id === ids.lunchBox)!;
    expect(lunchBox).toEqual({
      id: ids.lunchBox,
      name: 'Stainless steel lunch box',
      cover_image_url: expect.stringMatching(/^\/v1\/media\/[0-9a-f-]{36}$/),
      currency: 'USD',
      price_min_minor: 390,
      price_max_minor: 450,
      unit: 'piece',
      moq: 100,
      lead_time_days: 15,
      category_id: categoryIds.get('Home & Garden / Kitchenware'),
      category_path: 'Home & Garden / Kitchenware',
      // Verified before the checklist (no grant recorded): the badge, without what was checked.
      supplier: { id: sellerA.user.id, name: 'Asha Kitchen Supply', country: 'IN', verified: true, verification: null, performance: null },
      // Nothing in stock yet: fewer than the minimum order can be ordered.
      available_below_moq: 0,
    });
    const flask = body.data.find((card) => card.id === ids.flask)!;
    expect(flask).toMatchObject({ currency: 'JPY', price_min_minor: 1300, price_max_minor: 1300 });
    expect(flask.supplier).toEqual({ id: sellerB.user.id, name: 'Bo Chen Trading', country: null, verified: false, verification: null, performance: null });
    // The cover is a public image.
    const image = await t.request({ method: 'GET', url: lunchBox.cover_image_url! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('lets no private field out: no SKU, stock, status, costs or seller account details', async () => {
    const { response } = await list('?q=steel');
    const detail = await t.request({ method: 'GET', url: `/v1/public/products/${ids.lunchBox}` });
    for (const body of [response.body, detail.body]) {
      for (const secret of [
        'sku',
        'PC-',
        'stock',
        'status',
        'on_hand',
        'seller_id',
        'email',
        'asha.catalogue@example.com',
        'private@asha.example.com',
        'REG-SECRET-42',
        'registration',
        'password',
        'phone',
        'created_at',
        'updated_at',
      ]) {
        expect(body).not.toContain(secret);
      }
    }
  });

  it('searches name, SKU, category and description, name matches first', async () => {
    // A name starting with the word, then a name containing it, then a description mentioning it.
    expect(await names('?q=steel')).toEqual(['Steel thermos flask for tea', 'Stainless steel lunch box', 'Bamboo cutting board']);
    expect(await names('?q=STAINLESS%20STEEL')).toEqual(['Stainless steel lunch box']);
    expect(await names('?q=tea%20%26%20coffee')).toEqual(['Steel thermos flask for tea']);
    expect(await names('?q=kitchenware')).toEqual(['Bamboo cutting board', 'Stainless steel lunch box']);
    const sku = 'PC-1';
    expect(await names(`?q=${sku}`)).toEqual(['Stainless steel lunch box']);
    // LIKE wildcards are plain characters.
    expect(await names('?q=%25')).toEqual([]);
    expect(await names('?q=teapot')).toEqual([]);
  });

  it('an explicit sort wins over relevance', async () => {
    expect(await names('?q=steel&sort=name')).toEqual(['Bamboo cutting board', 'Stainless steel lunch box', 'Steel thermos flask for tea']);
  });

  it('filters by a category and everything under it', async () => {
    expect(await names(`?category_id=${categoryIds.get('Home & Garden')}`)).toEqual(['Bamboo cutting board', 'Stainless steel lunch box']);
    expect(await names(`?category_id=${categoryIds.get('Home & Garden / Kitchenware')}`)).toEqual(['Bamboo cutting board', 'Stainless steel lunch box']);
    expect(await names(`?category_id=${categoryIds.get('Agriculture & Food')}`)).toEqual(['Steel thermos flask for tea']);
    expect(await names(`?category_id=${categoryIds.get('Industrial Machinery')}`)).toEqual([]);
  });

  it('filters by price in major units of each product’s own currency', async () => {
    // 12.50 USD and 1300 JPY are both at least 10; 4.50 USD is not.
    expect(await names('?price_gte=10')).toEqual(['Steel thermos flask for tea', 'Bamboo cutting board']);
    expect(await names('?price_lte=5')).toEqual(['Stainless steel lunch box']);
    expect(await names('?price_gte=1000&price_lte=2000')).toEqual(['Steel thermos flask for tea']);
    expect(await names('?price_gte=4.5&price_lte=12.5&sort=price_asc')).toEqual(['Stainless steel lunch box', 'Bamboo cutting board']);
  });

  it('filters by minimum order quantity', async () => {
    expect(await names('?moq_lte=100')).toEqual(['Bamboo cutting board', 'Stainless steel lunch box']);
    expect(await names('?moq_lte=50')).toEqual(['Bamboo cutting board']);
  });

  it('sorts by price (major units) and by name', async () => {
    expect(await names('?sort=price_asc')).toEqual(['Stainless steel lunch box', 'Bamboo cutting board', 'Steel thermos flask for tea']);
    expect(await names('?sort=price_desc')).toEqual(['Steel thermos flask for tea', 'Bamboo cutting board', 'Stainless steel lunch box']);
    expect(await names('?sort=name')).toEqual(['Bamboo cutting board', 'Stainless steel lunch box', 'Steel thermos flask for tea']);
    expect(await names('?sort=newest')).toEqual(['Steel thermos flask for tea', 'Bamboo cutting board', 'Stainless steel lunch box']);
  });

  it('pages with the envelope’s pagination and total', async () => {
    const first = (await list('?limit=2')).body;
    expect(first.data.map((card) => card.name)).toEqual(['Steel thermos flask for tea', 'Bamboo cutting board']);
    expect(first).toMatchObject({ total: 3, pagination: { page: 1, limit: 2, totalPages: 2 } });
    const second = (await list('?limit=2&page=2')).body;
    expect(second.data.map((card) => card.name)).toEqual(['Stainless steel lunch box']);
    expect(second).toMatchObject({ total: 3, pagination: { page: 2, limit: 2, totalPages: 2 } });
    const beyond = (await list('?limit=2&page=5')).body;
    expect(beyond.data).toEqual([]);
    expect(beyond.total).toBe(3);
  });

  it('names each bad parameter in the errors', async () => {
    const cases: Array<[string, string, string]> = [
      ['?sort=cheapest', 'sort', publicCatalogMessages.sort],
      ['?category_id=kitchen', 'category_id', publicCatalogMessages.category],
      ['?price_gte=cheap', 'price_gte', publicCatalogMessages.price],
      ['?price_lte=-1', 'price_lte', publicCatalogMessages.price],
      ['?price_gte=20&price_lte=10', 'price_lte', publicCatalogMessages.priceOrder],
      ['?moq_lte=0', 'moq_lte', publicCatalogMessages.moq],
      ['?moq_lte=2.5', 'moq_lte', publicCatalogMessages.moq],
      ['?limit=101', 'limit', publicCatalogMessages.limit],
      ['?page=0', 'page', publicCatalogMessages.page],
      [`?q=${'x'.repeat(201)}`, 'q', publicCatalogMessages.search],
    ];
    for (const [query, field, message] of cases) {
      const { response, body } = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(body.success).toBe(false);
      expect(body.errors, query).toEqual({ [field]: message });
    }
  });

  it('is the same for a signed-in seller: their own drafts stay out', async () => {
    const { body } = await list('', sellerA.token);
    expect(body.data.map((card) => card.id)).not.toContain(ids.draft);
    expect(body.total).toBe(3);
  });
});

describe('GET /v1/public/products/:id', () => {
  it('returns a published product with all images, description, tiers, specifications and the supplier card', async () => {
    const response = await t.request({ method: 'GET', url: `/v1/public/products/${ids.lunchBox}` });
    expect(response.statusCode).toBe(200);
    const product = envelope<Record<string, unknown>>(response).data;
    expect(product).toMatchObject({
      id: ids.lunchBox,
      name: 'Stainless steel lunch box',
      description: 'A well made product for trade buyers, sold in cartons with export packaging.',
      currency: 'USD',
      price_minor: 450,
      price_min_minor: 390,
      price_max_minor: 450,
      price_tiers: [
        { min_quantity: 500, price_minor: 420 },
        { min_quantity: 2000, price_minor: 390 },
      ],
      specifications: [{ key: 'Material', value: '304 stainless steel' }],
      moq: 100,
      lead_time_days: 15,
      unit: 'piece',
      category_path: 'Home & Garden / Kitchenware',
      supplier: { id: sellerA.user.id, name: 'Asha Kitchen Supply', country: 'IN', verified: true, member_since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) },
      published_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const images = product.images as Array<{ id: string; url: string }>;
    expect(images).toHaveLength(1);
    expect(product.cover_image_url).toBe(images[0].url);
  });

  it('is 404 for a draft, an unpublished product of another seller, a suspended seller’s product and an unknown id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [id, token] of [
      [ids.draft, undefined],
      // Even the owner sees their own draft only in the seller portal.
      [ids.draft, sellerA.token],
      [ids.unpublished, sellerA.token],
      [ids.unpublished, undefined],
      [ids.suspended, undefined],
      [unknown, undefined],
    ] as const) {
      const response = await t.request({ method: 'GET', url: `/v1/public/products/${id}`, token });
      expect(response.statusCode).toBe(404);
      expect(envelope(response)).toMatchObject({ success: false, message: publicCatalogMessages.productNotFound });
    }
  });

  it('tells the stock only when it is below the minimum order (on hand minus held), on the card and the page', async () => {
    const shortfall = async () => {
      const card = (await list()).body.data.find((c) => c.id === ids.lunchBox)!;
      const page = envelope<Card>(await t.request({ method: 'GET', url: `/v1/public/products/${ids.lunchBox}` })).data;
      expect(page.available_below_moq).toBe(card.available_below_moq);
      return card.available_below_moq;
    };
    // The minimum order is 100: 150 on hand with 60 held for pending orders leaves 90 to order.
    await t.db.update(inventory).set({ onHand: 150, reserved: 60 }).where(eq(inventory.productId, ids.lunchBox));
    expect(await shortfall()).toBe(90);
    await t.db.update(inventory).set({ reserved: 50 }).where(eq(inventory.productId, ids.lunchBox));
    expect(await shortfall()).toBeNull();
    // Enough stock is not a figure anyone outside needs: no stock field leaves the server.
    const detail = await t.request({ method: 'GET', url: `/v1/public/products/${ids.lunchBox}` });
    expect(detail.body).not.toMatch(/"(available|on_hand|reserved)"/);
    await t.db.update(inventory).set({ onHand: 0, reserved: 0 }).where(eq(inventory.productId, ids.lunchBox));
    expect(await shortfall()).toBe(0);
  });

  it('refuses an id that is not one', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/public/products/lunch-box' });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors).toEqual({ id: 'Not a valid id' });
  });
});

describe('full-text search, ranking and the supplier filters', () => {
  const more: Record<string, string> = {};
  let sellerDe: Awaited<ReturnType<typeof onboardedSeller>>;

  beforeAll(async () => {
    const textiles = categoryIds.get('Apparel & Textiles') ?? [...categoryIds.values()][0];
    sellerDe = await onboardedSeller(t, { name: 'Greta Weber' });
    await t.db
      .update(users)
      .set({ businessDetails: { business_name: 'Weber Textil GmbH', country: 'DE' } })
      .where(eq(users.id, sellerDe.user.id));
    // Oldest first: among equal ranks the newest comes first.
    more.apron = await product(sellerDe.token, { name: 'Organic cotton apron', category_id: textiles, currency: 'EUR', price_minor: 800 });
    more.carrier = await product(sellerDe.token, {
      name: 'Canvas shopping carrier',
      category_id: textiles,
      currency: 'EUR',
      price_minor: 500,
      description: 'Sturdy carrier woven from recycled cotton yarn, printed to order.',
    });
    more.pouch = await product(sellerDe.token, {
      name: 'Zip pouch for coins',
      category_id: textiles,
      currency: 'EUR',
      price_minor: 200,
      specifications: [{ key: 'Material', value: 'Cotton twill' }],
    });
    // A supplier staff have not verified: listed, not "verified".
    const sellerD = await onboardedSeller(t, { name: 'Dev Unverified' });
    more.tote = await product(sellerD.token, { name: 'Cotton tote bag', category_id: textiles, price_minor: 300 });
    await t.db.update(users).set({ verificationStatus: 'verified' }).where(eq(users.id, sellerDe.user.id));
  });

  it('ranks a name starting with the search, then other name hits, then specifications, then description', async () => {
    expect(await names('?q=cotton')).toEqual(['Cotton tote bag', 'Organic cotton apron', 'Zip pouch for coins', 'Canvas shopping carrier']);
    // The same with the sort spelled out.
    expect(await names('?q=cotton&sort=relevance')).toEqual(['Cotton tote bag', 'Organic cotton apron', 'Zip pouch for coins', 'Canvas shopping carrier']);
  });

  it('understands word forms, partial words, phrases, "or" and excluded words', async () => {
    // English stemming: "totes" finds "tote", "aprons" finds "apron".
    expect(await names('?q=totes')).toEqual(['Cotton tote bag']);
    expect(await names('?q=aprons')).toEqual(['Organic cotton apron']);
    // Partial words while typing.
    expect(await names('?q=therm')).toEqual(['Steel thermos flask for tea']);
    expect(await names('?q=organ%20cott')).toEqual(['Organic cotton apron']);
    expect(await names('?q=%22tote%20bag%22')).toEqual(['Cotton tote bag']);
    expect(await names('?q=apron%20or%20pouch')).toEqual(['Zip pouch for coins', 'Organic cotton apron']);
    expect(await names('?q=cotton%20-tote%20-canvas%20-zip')).toEqual(['Organic cotton apron']);
    // Specification values are searched too.
    expect(await names('?q=twill')).toEqual(['Zip pouch for coins']);
  });

  it('sorts by newest when asked, even while searching', async () => {
    expect(await names('?q=cotton&sort=newest')).toEqual(['Cotton tote bag', 'Zip pouch for coins', 'Canvas shopping carrier', 'Organic cotton apron']);
    // Relevance without a search is newest first.
    const { body } = await list('?sort=relevance&limit=2');
    expect(body.data.map((card) => card.name)).toEqual(['Cotton tote bag', 'Zip pouch for coins']);
  });

  it('filters by the supplier’s country code, whatever its case', async () => {
    expect(await names('?supplier_country=de')).toEqual(['Zip pouch for coins', 'Canvas shopping carrier', 'Organic cotton apron']);
    expect(await names('?supplier_country=IN&q=steel')).toEqual(['Stainless steel lunch box', 'Bamboo cutting board']);
    expect(await names('?supplier_country=FR')).toEqual([]);
  });

  it('filters to verified suppliers; verified=false filters nothing', async () => {
    expect(await names('?q=cotton&verified=true')).toEqual(['Organic cotton apron', 'Zip pouch for coins', 'Canvas shopping carrier']);
    expect(await names('?q=cotton&verified=false')).toHaveLength(4);
    expect(await names('?q=steel&verified=true')).toEqual(['Stainless steel lunch box', 'Bamboo cutting board']);
  });

  it('refuses bad supplier filters, naming the field', async () => {
    for (const [query, field, message] of [
      ['?verified=yes', 'verified', publicCatalogMessages.verified],
      ['?supplier_country=Germany', 'supplier_country', countryMessages.filter],
      ['?supplier_country=XX', 'supplier_country', countryMessages.filter],
    ] as const) {
      const { response, body } = await list(query);
      expect(response.statusCode, query).toBe(400);
      expect(body.errors).toEqual({ [field]: message });
    }
  });
});
