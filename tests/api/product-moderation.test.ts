// A product staff unpublished stays out of the catalogue until staff approve it again. The seller's
// publishing, by any path (the edit, the bulk action, the CSV import), is a request for review: the
// product stays a draft, waits in the staff queue as 'resubmitted', and the request is in the audit log.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productMessages } from '../../src/contract/catalog';
import { notifications, products } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { createTestApp, envelope, logIn, multipart, onboardedSeller, PNG } from './helpers';

const t = await createTestApp({}, { seed: true });
const reviewer = await logIn(t, 'reviewer@demo.test', DEMO_PASSWORD);
const administrator = await logIn(t, 'admin@demo.test', DEMO_PASSWORD);

type Mine = { id: string; name: string; status: string; moderation_status: string; moderation_note: string | null; published_at: string | null };
type AuditEntry = {
  action: string;
  actor: { id: string | null; role: string };
  subject_type: string;
  subject_id: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
};
type Seller = Awaited<ReturnType<typeof onboardedSeller>>;

let kitchenware = '';
let counter = 0;

/** A seller's complete product with an image, published and so in the catalogue. */
async function publishedProduct(seller: Seller): Promise<Mine> {
  if (!kitchenware) {
    const list = envelope<Array<{ id: string; path: string }>>(await t.request({ method: 'GET', url: '/v1/categories' })).data;
    kitchenware = list.find((c) => c.path === 'Home & Garden / Kitchenware')!.id;
  }
  const n = ++counter;
  const created = await t.request({
    method: 'POST',
    url: '/v1/products',
    token: seller.token,
    payload: {
      name: `Enamel camping mug ${n} ${Date.now().toString(36)}`,
      sku: `MOD-${n}`,
      category_id: kitchenware,
      description: 'Enamelled steel mug, 350 ml, with a rolled stainless rim; stacks for transport.',
      unit: 'piece',
      currency: 'USD',
      price_minor: 320,
      moq: 50,
      lead_time_days: 12,
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = envelope<{ id: string }>(created).data.id;
  const image = await t.request({
    method: 'POST',
    url: `/v1/products/${id}/images`,
    token: seller.token,
    ...multipart([{ field: 'files', file: { name: 'mug.png', type: 'image/png', data: PNG } }]),
  });
  expect(image.statusCode, image.body).toBe(201);
  const published = await t.request({ method: 'PATCH', url: `/v1/products/${id}`, token: seller.token, payload: { status: 'published' } });
  expect(published.statusCode, published.body).toBe(200);
  expect(envelope<Mine>(published).data).toMatchObject({ status: 'published', moderation_status: 'pending' });
  return envelope<Mine>(published).data;
}

async function staffUnpublish(id: string, reason: string) {
  const response = await t.request({ method: 'POST', url: `/v1/admin/products/${id}/unpublish`, token: reviewer, payload: { reason } });
  expect(response.statusCode, response.body).toBe(200);
}

const mine = async (seller: Seller, id: string) => envelope<Mine>(await t.request({ method: 'GET', url: `/v1/products/${id}`, token: seller.token })).data;

/** Whether the public catalogue shows the product: its page, and the list searched by its name. */
async function inCatalogue(product: Pick<Mine, 'id' | 'name'>): Promise<{ page: number; listed: boolean }> {
  const page = (await t.request({ method: 'GET', url: `/v1/public/products/${product.id}` })).statusCode;
  const list = await t.request({ method: 'GET', url: `/v1/public/products?q=${encodeURIComponent(product.name)}&limit=50` });
  expect(list.statusCode, list.body).toBe(200);
  return { page, listed: envelope<Array<{ id: string }>>(list).data.some((card) => card.id === product.id) };
}

const reviewRequests = async (id: string) =>
  envelope<AuditEntry[]>(await t.request({ method: 'GET', url: `/v1/admin/audit-log?subject_id=${id}&action=product.review_requested`, token: administrator }))
    .data;

async function queueIds(query = ''): Promise<string[]> {
  const response = await t.request({ method: 'GET', url: `/v1/admin/products?limit=100${query}`, token: reviewer });
  expect(response.statusCode, response.body).toBe(200);
  return envelope<Array<{ id: string }>>(response).data.map((p) => p.id);
}

describe('a product staff unpublished', () => {
  it('stays out of the catalogue when the seller publishes it again, until staff approve it', async () => {
    const seller = await onboardedSeller(t);
    const product = await publishedProduct(seller);
    expect(await inCatalogue(product)).toEqual({ page: 200, listed: true });
    const reason = 'The photos show another brand';
    await staffUnpublish(product.id, reason);
    expect(await inCatalogue(product)).toEqual({ page: 404, listed: false });

    const republish = await t.request({ method: 'PATCH', url: `/v1/products/${product.id}`, token: seller.token, payload: { status: 'published' } });
    expect(republish.statusCode, republish.body).toBe(200);
    expect(envelope(republish).message).toBe(productMessages.sentForReview);
    expect(envelope<Mine>(republish).data).toMatchObject({ status: 'draft', moderation_status: 'resubmitted', moderation_note: reason });
    expect(await inCatalogue(product)).toEqual({ page: 404, listed: false });

    // One audit entry, by the seller, with the state before and after (nothing else).
    const [entry, ...others] = await reviewRequests(product.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      action: 'product.review_requested',
      actor: { id: seller.user.id, role: 'seller' },
      subject_type: 'product',
      subject_id: product.id,
      before: { status: 'draft', moderation_status: 'unpublished', moderation_note: reason },
      after: { status: 'draft', moderation_status: 'resubmitted', moderation_note: reason },
    });
    expect(Object.keys(entry.after).sort()).toEqual(['moderation_note', 'moderation_status', 'status']);

    // Other edits, images and publishing again keep the request as it is, off the catalogue, with no new entry.
    const edited = await t.request({
      method: 'PATCH',
      url: `/v1/products/${product.id}`,
      token: seller.token,
      payload: { name: `${product.name} (new photos)` },
    });
    expect(envelope<Mine>(edited).data).toMatchObject({ status: 'draft', moderation_status: 'resubmitted' });
    const renamed = { ...product, name: `${product.name} (new photos)` };
    const image = await t.request({
      method: 'POST',
      url: `/v1/products/${product.id}/images`,
      token: seller.token,
      ...multipart([{ field: 'files', file: { name: 'b.png', type: 'image/png', data: PNG } }]),
    });
    expect(envelope<Mine>(image).data).toMatchObject({ status: 'draft', moderation_status: 'resubmitted' });
    const again = await t.request({ method: 'PATCH', url: `/v1/products/${product.id}`, token: seller.token, payload: { status: 'published' } });
    expect(envelope<Mine>(again).data).toMatchObject({ status: 'draft', moderation_status: 'resubmitted' });
    expect(await inCatalogue(renamed)).toEqual({ page: 404, listed: false });
    expect(await reviewRequests(product.id)).toHaveLength(1);
    // Waiting for staff, it must stay publishable.
    const incomplete = await t.request({ method: 'PATCH', url: `/v1/products/${product.id}`, token: seller.token, payload: { description: 'Too short' } });
    expect(incomplete.statusCode).toBe(400);

    // Staff see it in the queue's default view and under its own filter; it is not "pending".
    expect(await queueIds()).toContain(product.id);
    expect(await queueIds('&moderation_status=resubmitted')).toContain(product.id);
    expect(await queueIds('&moderation_status=pending')).not.toContain(product.id);
    // It waits for staff, not for the seller.
    const queue = envelope<{ groups: Array<{ kind: string; items: Array<{ id: string }> }> }>(
      await t.request({ method: 'GET', url: '/v1/seller/home/queue', token: seller.token }),
    ).data;
    expect(queue.groups.find((g) => g.kind === 'unpublished_products')?.items.map((i) => i.id) ?? []).not.toContain(product.id);

    const approved = await t.request({ method: 'POST', url: `/v1/admin/products/${product.id}/approve`, token: reviewer });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(envelope(approved).data).toMatchObject({ status: 'published', moderation_status: 'approved', published_at: product.published_at });
    expect(await mine(seller, product.id)).toMatchObject({ status: 'published', moderation_status: 'approved' });
    expect(await inCatalogue(renamed)).toEqual({ page: 200, listed: true });
    expect(await queueIds()).not.toContain(product.id);
    const [approval] = envelope<AuditEntry[]>(
      await t.request({ method: 'GET', url: `/v1/admin/audit-log?subject_id=${product.id}&action=product.approved`, token: administrator }),
    ).data;
    expect(approval).toMatchObject({
      before: { status: 'draft', moderation_status: 'resubmitted' },
      after: { status: 'published', moderation_status: 'approved' },
    });
    // The seller's list counts follow.
    const published = envelope<unknown[]>(await t.request({ method: 'GET', url: '/v1/products?status=published', token: seller.token }));
    expect(published.total).toBe(1);
  });

  it('withdraws the request when the seller sets it back to draft; staff can turn a request down', async () => {
    const seller = await onboardedSeller(t);
    const product = await publishedProduct(seller);
    await staffUnpublish(product.id, 'Wrong category');
    await t.request({ method: 'PATCH', url: `/v1/products/${product.id}`, token: seller.token, payload: { status: 'published' } });

    const withdrawn = await t.request({ method: 'PATCH', url: `/v1/products/${product.id}`, token: seller.token, payload: { status: 'draft' } });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(envelope<Mine>(withdrawn).data).toMatchObject({ status: 'draft', moderation_status: 'unpublished', moderation_note: 'Wrong category' });
    expect(await queueIds()).not.toContain(product.id);
    expect(await inCatalogue(product)).toEqual({ page: 404, listed: false });
    // A staff decision needs a product on sale or asking to be.
    expect((await t.request({ method: 'POST', url: `/v1/admin/products/${product.id}/approve`, token: reviewer })).statusCode).toBe(409);

    // Asking again is a new request; staff turn it down with a new reason the seller is told.
    await t.request({ method: 'PATCH', url: `/v1/products/${product.id}`, token: seller.token, payload: { status: 'published' } });
    expect(await reviewRequests(product.id)).toHaveLength(2);
    await staffUnpublish(product.id, 'Still the wrong category');
    expect(await mine(seller, product.id)).toMatchObject({ status: 'draft', moderation_status: 'unpublished', moderation_note: 'Still the wrong category' });
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, seller.user.id))).toEqual(
      expect.arrayContaining([expect.objectContaining({ kind: 'product.unpublished', body: expect.stringContaining('Still the wrong category') })]),
    );
    expect(await inCatalogue(product)).toEqual({ page: 404, listed: false });
  });

  it('is only sent for review by the bulk publish action', async () => {
    const seller = await onboardedSeller(t);
    const removed = await publishedProduct(seller);
    const other = await publishedProduct(seller);
    await t.request({ method: 'PATCH', url: `/v1/products/${other.id}`, token: seller.token, payload: { status: 'draft' } });
    await staffUnpublish(removed.id, 'Counterfeit listing');

    const bulk = await t.request({
      method: 'POST',
      url: '/v1/products/bulk',
      token: seller.token,
      payload: { action: 'publish', ids: [removed.id, other.id] },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(envelope<{ done: string[] }>(bulk).data.done.sort()).toEqual([removed.id, other.id].sort());
    expect(envelope(bulk).message).toContain('1 sent for review');
    expect(await mine(seller, removed.id)).toMatchObject({ status: 'draft', moderation_status: 'resubmitted' });
    expect(await mine(seller, other.id)).toMatchObject({ status: 'published' });
    expect(await inCatalogue(removed)).toEqual({ page: 404, listed: false });
    expect(await reviewRequests(removed.id)).toMatchObject([{ actor: { id: seller.user.id, role: 'seller' }, after: { moderation_status: 'resubmitted' } }]);
    expect(await queueIds()).toContain(removed.id);

    // Bulk unpublish withdraws the request.
    await t.request({ method: 'POST', url: '/v1/products/bulk', token: seller.token, payload: { action: 'unpublish', ids: [removed.id] } });
    expect(await mine(seller, removed.id)).toMatchObject({ status: 'draft', moderation_status: 'unpublished' });
  });

  it('is only sent for review by a CSV import that publishes it', async () => {
    const seller = await onboardedSeller(t);
    const product = await publishedProduct(seller);
    await staffUnpublish(product.id, 'Misleading price');
    const [row] = await t.db.select({ sku: products.sku }).from(products).where(eq(products.id, product.id));
    const exported = await t.request({ method: 'GET', url: `/v1/products/export?q=${row.sku}`, token: seller.token });
    const [header, line] = exported.body.trim().split('\r\n');
    const csv = `${header}\r\n${line.replace(',draft,', ',published,')}\r\n`;
    expect(csv).toContain(',published,');

    const imported = await t.request({
      method: 'POST',
      url: '/v1/products/import',
      token: seller.token,
      ...multipart([{ field: 'file', file: { name: 'p.csv', type: 'text/csv', data: Buffer.from(csv) } }]),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(envelope(imported).data).toMatchObject({ created: 0, updated: 1 });
    expect(await mine(seller, product.id)).toMatchObject({ status: 'draft', moderation_status: 'resubmitted', moderation_note: 'Misleading price' });
    expect(await inCatalogue(product)).toEqual({ page: 404, listed: false });
    expect(await reviewRequests(product.id)).toMatchObject([{ actor: { id: seller.user.id, role: 'seller' }, before: { moderation_status: 'unpublished' } }]);
    expect(await queueIds()).toContain(product.id);
  });
});

describe('a product staff did not remove', () => {
  it('goes on sale when published and waits in the queue as pending, with no review request', async () => {
    const seller = await onboardedSeller(t);
    const product = await publishedProduct(seller);
    expect(await inCatalogue(product)).toEqual({ page: 200, listed: true });
    expect(await queueIds()).toContain(product.id);
    expect(await queueIds('&moderation_status=pending')).toContain(product.id);
    expect(await reviewRequests(product.id)).toEqual([]);
  });
});
