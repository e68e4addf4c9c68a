// A seller's product list pages are kept a few seconds per seller and query (server/lib/scoped-crud/,
// `keptUntilChanged`). A kept page must never show what has changed: the seller's own edits, stock and
// images, writes made outside the API and category renames all show on the next read, while another
// seller's changes leave the page kept and no seller ever gets another's page.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, envelope, multipart, onboardedSeller, PNG } from './helpers';

const t = await createTestApp();

interface ListedProduct {
  id: string;
  name: string;
  category_name: string | null;
  stock_on_hand: number;
  images: unknown[];
}

async function kitchenware(): Promise<string> {
  const list = envelope<Array<{ id: string; path: string }>>(await t.request({ method: 'GET', url: '/v1/categories' })).data;
  return list.find((c) => c.path === 'Home & Garden / Kitchenware')!.id;
}

let sku = 0;
async function createProduct(token: string, name: string): Promise<string> {
  const response = await t.request({
    method: 'POST',
    url: '/v1/products',
    token,
    payload: {
      name,
      sku: `KEPT-${++sku}`,
      category_id: await kitchenware(),
      description: 'Enamel mug for offices and cafes.',
      unit: 'piece',
      currency: 'USD',
      price_minor: 350,
      moq: 50,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return envelope<{ id: string }>(response).data.id;
}

async function list(token: string, query = 'limit=20'): Promise<ListedProduct[]> {
  const response = await t.request({ method: 'GET', url: `/v1/products?${query}`, token });
  expect(response.statusCode, response.body).toBe(200);
  return envelope<ListedProduct[]>(response).data;
}

/** A write the triggers do not announce: only a kept page can still show the old name after it. */
async function renameQuietly(productId: string, name: string): Promise<void> {
  await t.db.execute(sql`alter table products disable trigger products_list_changed`);
  await t.db.execute(sql`update products set name = ${name} where id = ${productId}`);
  await t.db.execute(sql`alter table products enable trigger products_list_changed`);
}

describe("the seller's product list kept between reads", () => {
  it('is kept until the seller changes a product, its stock or its images, through the API or not', async () => {
    const seller = await onboardedSeller(t, { name: 'Mei Lin' });
    const mug = await createProduct(seller.token, 'Enamel mug');
    expect((await list(seller.token)).map((p) => p.name)).toEqual(['Enamel mug']);

    await renameQuietly(mug, 'Enamel mug, renamed quietly');
    expect((await list(seller.token))[0].name).toBe('Enamel mug');

    // An edit through the API shows at once (and so does the quiet rename before it).
    const edit = await t.request({ method: 'PATCH', url: `/v1/products/${mug}`, token: seller.token, payload: { moq: 60 } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await list(seller.token))[0].name).toBe('Enamel mug, renamed quietly');

    // Stock moved through the API, then outside it.
    const adjust = await t.request({
      method: 'POST',
      url: `/v1/inventory/${mug}/adjustments`,
      token: seller.token,
      payload: { delta: 120, reason: 'received' },
    });
    expect(adjust.statusCode, adjust.body).toBe(201);
    expect((await list(seller.token))[0].stock_on_hand).toBe(120);
    await t.db.execute(sql`update inventory set on_hand = 90 where product_id = ${mug}`);
    expect((await list(seller.token))[0].stock_on_hand).toBe(90);

    // An image added, then a product written straight into the database.
    const image = await t.request({
      method: 'POST',
      url: `/v1/products/${mug}/images`,
      token: seller.token,
      ...multipart([{ field: 'files', file: { name: 'mug.png', type: 'image/png', data: PNG } }]),
    });
    expect(image.statusCode, image.body).toBe(201);
    expect((await list(seller.token))[0].images).toHaveLength(1);
    await t.db.execute(sql`update products set name = 'Enamel mug, 350 ml' where id = ${mug}`);
    expect((await list(seller.token))[0].name).toBe('Enamel mug, 350 ml');

    // A new product and a deleted one.
    const cup = await createProduct(seller.token, 'Paper cup');
    expect((await list(seller.token)).map((p) => p.name)).toEqual(['Paper cup', 'Enamel mug, 350 ml']);
    const removed = await t.request({ method: 'DELETE', url: `/v1/products/${cup}`, token: seller.token });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await list(seller.token)).map((p) => p.name)).toEqual(['Enamel mug, 350 ml']);
  });

  it("keeps one seller's page through another seller's changes, and never serves it to them", async () => {
    const first = await onboardedSeller(t, { name: 'Ravi Kumar' });
    const second = await onboardedSeller(t, { name: 'Anna Novak' });
    const kettle = await createProduct(first.token, 'Steel kettle');
    await createProduct(second.token, 'Glass teapot');
    expect((await list(first.token)).map((p) => p.name)).toEqual(['Steel kettle']);
    expect((await list(second.token)).map((p) => p.name)).toEqual(['Glass teapot']);

    await renameQuietly(kettle, 'Steel kettle, renamed quietly');
    await createProduct(second.token, 'Glass cups');
    expect((await list(first.token))[0].name).toBe('Steel kettle');
    expect((await list(second.token)).map((p) => p.name)).toEqual(['Glass cups', 'Glass teapot']);
  });

  it("shows a renamed category in every seller's list at once, and keeps each query apart", async () => {
    const seller = await onboardedSeller(t, { name: 'Omar Haddad' });
    await createProduct(seller.token, 'Cast iron pan');
    expect((await list(seller.token))[0].category_name).toBe('Home & Garden / Kitchenware');
    expect(await list(seller.token, 'limit=20&q=nothing-like-this')).toEqual([]);

    await t.db.execute(sql`update categories set path = 'Home & Garden / Cookware' where path = 'Home & Garden / Kitchenware'`);
    try {
      expect((await list(seller.token))[0].category_name).toBe('Home & Garden / Cookware');
    } finally {
      await t.db.execute(sql`update categories set path = 'Home & Garden / Kitchenware' where path = 'Home & Garden / Cookware'`);
    }
  });
});
