// Each staff decision changes what the seller sees through its own API, notifies the seller and
// writes exactly one audit entry with the values before and after.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, categories, notifications, products, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { demoPdf } from '../../server/db/seed-documents';
import { createTestApp, envelope, logIn, nextAddress, onboardedSeller, pdfForm } from './helpers';

const t = await createTestApp({}, { seed: true });
const reviewer = await logIn(t, 'reviewer@demo.test', DEMO_PASSWORD);
const administrator = await logIn(t, 'admin@demo.test', DEMO_PASSWORD);

async function uploadDocument(token: string): Promise<string> {
  const response = await t.request({
    method: 'POST',
    url: '/v1/documents',
    token,
    ...pdfForm({ type: 'tax_certificate' }, demoPdf('Tax certificate'), 'tax.pdf'),
  });
  expect(response.statusCode).toBe(201);
  return envelope<{ id: string }>(response).data.id;
}

/** The audit entries about one subject. */
const auditOf = (subjectId: string) => t.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId));
const notificationsOf = (userId: string, kind: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

describe('documents', () => {
  it('queues pending documents oldest first by default, filters by status, type and seller, searches, and reads one', async () => {
    const seller = await onboardedSeller(t, { name: 'Docs Queue Seller' });
    const other = await onboardedSeller(t, { name: 'Docs Queue Other' });
    const upload = async (token: string, type: string) => {
      const response = await t.request({ method: 'POST', url: '/v1/documents', token, ...pdfForm({ type }, demoPdf('Certificate'), 'cert.pdf') });
      expect(response.statusCode).toBe(201);
      return envelope<{ id: string }>(response).data.id;
    };
    const first = await uploadDocument(seller.token);
    const second = await upload(other.token, 'registration_certificate');
    const decided = await upload(other.token, 'tax_certificate');
    expect((await t.request({ method: 'POST', url: `/v1/admin/documents/${decided}/verify`, token: reviewer, payload: {} })).statusCode).toBe(200);

    type Queued = { id: string; type: string; status: string };
    const queue = async (query: string) =>
      envelope<Queued[]>(await t.request({ method: 'GET', url: `/v1/admin/documents?q=Docs%20Queue&${query}`, token: reviewer })).data.map((d) => d.id);
    expect(await queue('')).toEqual([first, second]);
    expect(await queue('order=desc')).toEqual([second, first]);
    expect((await queue('status=all')).sort()).toEqual([first, second, decided].sort());
    expect(await queue('status=verified')).toEqual([decided]);
    expect(await queue('type=registration_certificate')).toEqual([second]);
    expect((await queue(`seller_id=${other.user.id}&status=all`)).sort()).toEqual([second, decided].sort());

    // A page shorter than the queue counts the total, afresh after every decision made elsewhere.
    const totalPending = async () => envelope(await t.request({ method: 'GET', url: '/v1/admin/documents?q=Docs%20Queue&limit=1', token: reviewer })).total;
    expect(await totalPending()).toBe(2);
    const extra = await upload(seller.token, 'owner_id');
    expect(await totalPending()).toBe(3);
    expect((await t.request({ method: 'POST', url: `/v1/admin/documents/${extra}/verify`, token: reviewer, payload: {} })).statusCode).toBe(200);
    expect(await totalPending()).toBe(2);

    const one = await t.request({ method: 'GET', url: `/v1/admin/documents/${first}`, token: reviewer });
    expect(envelope<{ seller: { id: string }; file_url: string }>(one).data).toMatchObject({
      seller: { id: seller.user.id },
      file_url: `/v1/admin/documents/${first}/file`,
    });
    const missing = await t.request({ method: 'GET', url: '/v1/admin/documents/00000000-0000-4000-8000-000000000000', token: reviewer });
    expect(missing.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/v1/admin/documents?type=passport', token: reviewer })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/v1/admin/documents', token: seller.token })).statusCode).toBe(403);
  });

  it('verifies a pending document: the seller sees it verified and is notified; one audit entry', async () => {
    const seller = await onboardedSeller(t);
    const id = await uploadDocument(seller.token);
    const queue = envelope<Array<{ id: string; seller: { id: string } }>>(
      await t.request({ method: 'GET', url: '/v1/admin/documents?limit=100', token: reviewer }),
    );
    expect(queue.data.map((d) => d.id)).toContain(id);

    const file = await t.request({ method: 'GET', url: `/v1/admin/documents/${id}/file`, token: reviewer });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment/);

    const response = await t.request({ method: 'POST', url: `/v1/admin/documents/${id}/verify`, token: reviewer, payload: {} });
    expect(response.statusCode).toBe(200);
    const mine = envelope<{ status: string }>(await t.request({ method: 'GET', url: `/v1/documents/${id}`, token: seller.token })).data;
    expect(mine.status).toBe('verified');
    expect(await notificationsOf(seller.user.id, 'document.verified')).toHaveLength(1);
    const entries = await auditOf(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'document.verified',
      actorRole: 'reviewer',
      subjectType: 'document',
      before: { status: 'pending' },
      after: { status: 'verified' },
    });

    // Verified once: verifying again is refused and writes nothing (rejecting it later is allowed: seller-verification.test.ts).
    expect((await t.request({ method: 'POST', url: `/v1/admin/documents/${id}/verify`, token: reviewer, payload: {} })).statusCode).toBe(409);
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('rejects only with a note, which the seller sees', async () => {
    const seller = await onboardedSeller(t);
    const id = await uploadDocument(seller.token);
    const missing = await t.request({ method: 'POST', url: `/v1/admin/documents/${id}/reject`, token: reviewer, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).errors).toEqual({ note: 'Write a note that tells the seller why' });

    const note = 'The scan is cut off at the bottom';
    expect((await t.request({ method: 'POST', url: `/v1/admin/documents/${id}/reject`, token: reviewer, payload: { note } })).statusCode).toBe(200);
    const mine = envelope<{ status: string; review_note: string }>(await t.request({ method: 'GET', url: `/v1/documents/${id}`, token: seller.token })).data;
    expect(mine).toMatchObject({ status: 'rejected', review_note: note });
    const [notice] = await notificationsOf(seller.user.id, 'document.rejected');
    expect(notice.body).toContain(note);
    expect(notice.link).toBe('/documents');
    const entries = await auditOf(id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'document.rejected', note, after: { status: 'rejected', review_note: note } });
  });
});

describe('category requests', () => {
  it('queues the pending requests oldest first by default, searches by seller, filters by status and seller, and reads one', async () => {
    const reason = 'We would list stainless steel lunch boxes in it.';
    const asha = await onboardedSeller(t, { name: 'Queue Asha' });
    const ravi = await onboardedSeller(t, { name: 'Queue Ravi' });
    const ask = async (token: string, name: string) =>
      envelope<{ id: string }>(await t.request({ method: 'POST', url: '/v1/category-requests', token, payload: { name, reason } })).data.id;
    const first = await ask(asha.token, 'Queue Lunch Boxes');
    const second = await ask(ravi.token, 'Queue Water Bottles');
    const decided = await ask(ravi.token, 'Queue Spoons');
    await t.request({ method: 'POST', url: `/v1/admin/category-requests/${decided}/reject`, token: reviewer, payload: { note: 'Too narrow' } });

    type Queued = { id: string; status: string; seller: { id: string; name: string } };
    const queue = async (query = '') =>
      envelope<Queued[]>(await t.request({ method: 'GET', url: `/v1/admin/category-requests?q=Queue&${query}`, token: reviewer })).data;
    expect((await queue()).map((r) => r.id)).toEqual([first, second]);
    expect((await queue('order=desc')).map((r) => r.id)).toEqual([second, first]);
    expect((await queue('status=all')).map((r) => r.id).sort()).toEqual([first, second, decided].sort());
    expect((await queue('status=rejected')).map((r) => r.id)).toEqual([decided]);
    expect((await queue(`seller_id=${ravi.user.id}&status=all`)).map((r) => r.id).sort()).toEqual([second, decided].sort());
    const bySeller = envelope<Queued[]>(await t.request({ method: 'GET', url: '/v1/admin/category-requests?q=Queue%20Asha', token: reviewer })).data;
    expect(bySeller.map((r) => r.id)).toEqual([first]);

    const one = envelope<Queued>(await t.request({ method: 'GET', url: `/v1/admin/category-requests/${first}`, token: reviewer })).data;
    expect(one).toMatchObject({ id: first, status: 'pending', seller: { id: asha.user.id, name: 'Queue Asha' } });
    const missing = await t.request({ method: 'GET', url: '/v1/admin/category-requests/00000000-0000-4000-8000-000000000000', token: reviewer });
    expect(missing.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/v1/admin/category-requests?status=maybe', token: reviewer })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/v1/admin/category-requests', token: asha.token })).statusCode).toBe(403);
  });

  it('approves under another parent: the seller sees it approved and can use the new category', async () => {
    const seller = await onboardedSeller(t);
    const created = await t.request({
      method: 'POST',
      url: '/v1/category-requests',
      token: seller.token,
      payload: { name: 'Drone Propellers', reason: 'Carbon fibre propellers for consumer and racing drones.' },
    });
    expect(created.statusCode).toBe(201);
    const requestId = envelope<{ id: string }>(created).data.id;
    const [parent] = await t.db.select().from(categories).where(eq(categories.name, 'Consumer Electronics'));

    const response = await t.request({
      method: 'POST',
      url: `/v1/admin/category-requests/${requestId}/approve`,
      token: reviewer,
      payload: { parent_id: parent.id },
    });
    expect(response.statusCode).toBe(200);
    const decided = envelope<{ status: string; category_id: string; category_path: string }>(response).data;
    expect(decided).toMatchObject({ status: 'approved', category_path: `${parent.path} / Drone Propellers` });

    const mine = envelope<{ status: string }>(await t.request({ method: 'GET', url: `/v1/category-requests/${requestId}`, token: seller.token })).data;
    expect(mine.status).toBe('approved');
    const product = await t.request({
      method: 'POST',
      url: '/v1/products',
      token: seller.token,
      payload: { name: 'Propeller set', sku: 'PROP-1', category_id: decided.category_id },
    });
    expect(product.statusCode).toBe(201);
    expect(envelope<{ category_name: string }>(product).data.category_name).toBe(decided.category_path);
    expect(await notificationsOf(seller.user.id, 'category_request.approved')).toHaveLength(1);
    const entries = await auditOf(requestId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'category_request.approved',
      before: { status: 'pending' },
      after: { status: 'approved', category_id: decided.category_id, category_created: true },
    });
  });

  it('links an existing category of the same name instead of creating a second one', async () => {
    const seller = await onboardedSeller(t);
    const [existing] = await t.db.select().from(categories).where(eq(categories.name, 'Consumer Electronics'));
    const created = await t.request({
      method: 'POST',
      url: '/v1/category-requests',
      token: seller.token,
      payload: { name: 'consumer electronics', reason: 'Gadgets and small household electronics of all kinds.' },
    });
    const requestId = envelope<{ id: string }>(created).data.id;
    const response = await t.request({
      method: 'POST',
      url: `/v1/admin/category-requests/${requestId}/approve`,
      token: reviewer,
      payload: { parent_id: existing.parentId },
    });
    expect(envelope<{ category_id: string }>(response).data.category_id).toBe(existing.id);
  });

  it('rejects with a note the seller sees', async () => {
    const seller = await onboardedSeller(t);
    const created = await t.request({
      method: 'POST',
      url: '/v1/category-requests',
      token: seller.token,
      payload: { name: 'Miscellaneous', reason: 'Things that fit in no other category at all.' },
    });
    const requestId = envelope<{ id: string }>(created).data.id;
    expect(
      (await t.request({ method: 'POST', url: `/v1/admin/category-requests/${requestId}/reject`, token: reviewer, payload: { note: ' ' } })).statusCode,
    ).toBe(400);
    expect(
      (await t.request({ method: 'POST', url: `/v1/admin/category-requests/${requestId}/reject`, token: reviewer, payload: { note: 'Too broad' } })).statusCode,
    ).toBe(200);
    const mine = envelope<{ status: string; reviewer_note: string }>(
      await t.request({ method: 'GET', url: `/v1/category-requests/${requestId}`, token: seller.token }),
    ).data;
    expect(mine).toMatchObject({ status: 'rejected', reviewer_note: 'Too broad' });
    expect(await auditOf(requestId)).toHaveLength(1);
  });
});

describe('seller verification', () => {
  it('needs a note to reject; the seller sees the status in get-status', async () => {
    const seller = await onboardedSeller(t);
    const url = `/v1/admin/sellers/${seller.user.id}/verification`;
    const missing = await t.request({ method: 'PUT', url, token: reviewer, payload: { verification_status: 'rejected' } });
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).errors).toEqual({ note: 'Write a note that tells the seller why' });

    // The new seller lacks documents and a store profile: verified only with a reason (seller-verification.test.ts).
    expect((await t.request({ method: 'PUT', url, token: reviewer, payload: { verification_status: 'pending' } })).statusCode).toBe(200);
    const status = envelope<{ verification_status: string }>(await t.request({ method: 'GET', url: '/v1/seller/get-status', token: seller.token })).data;
    expect(status.verification_status).toBe('pending');
    expect(await notificationsOf(seller.user.id, 'seller.verification')).toHaveLength(1);
    const entries = await auditOf(seller.user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'seller.verification_changed',
      before: { verification_status: 'unverified' },
      after: { verification_status: 'pending' },
    });
  });

  it("shows a seller's whole file to staff, with bank details masked", async () => {
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'seller@demo.test'));
    const response = await t.request({ method: 'GET', url: `/v1/admin/sellers/${row.id}`, token: reviewer });
    expect(response.statusCode).toBe(200);
    const data = envelope<{
      store_sections: Array<{ section: string; data: Record<string, unknown> | null }>;
      documents: unknown[];
      store_completeness: number;
      counts: { products: number };
    }>(response).data;
    const bank = data.store_sections.find((s) => s.section === 'bank-details');
    expect(bank?.data?.account_number).toBeUndefined();
    expect(String(bank?.data?.account_number_masked)).toMatch(/^•+ \d{4}$/);
    expect(data.documents.length).toBeGreaterThan(0);
    expect(data.store_completeness).toBe(100);
    expect(data.counts.products).toBeGreaterThan(0);
  });
});

describe('product moderation', () => {
  it('lists changed products; unpublishing sends the product back to draft with the reason the seller sees', async () => {
    const weber = await logIn(t, 'weber@demo.test', DEMO_PASSWORD);
    const queue = envelope<Array<{ id: string; moderation_status: string; status: string }>>(
      await t.request({ method: 'GET', url: '/v1/admin/products', token: reviewer }),
    );
    expect(queue.data.length).toBeGreaterThanOrEqual(2);
    expect(queue.data.every((p) => p.moderation_status === 'pending' && p.status === 'published')).toBe(true);
    const target = queue.data[0].id;
    expect((await t.request({ method: 'GET', url: `/v1/public/products/${target}` })).statusCode).toBe(200);

    const reason = 'The photos show a different brand';
    const response = await t.request({ method: 'POST', url: `/v1/admin/products/${target}/unpublish`, token: reviewer, payload: { reason } });
    expect(response.statusCode).toBe(200);
    const mine = envelope<{ status: string; moderation_status: string; moderation_note: string }>(
      await t.request({ method: 'GET', url: `/v1/products/${target}`, token: weber }),
    ).data;
    expect(mine).toMatchObject({ status: 'draft', moderation_status: 'unpublished', moderation_note: reason });
    expect((await t.request({ method: 'GET', url: `/v1/public/products/${target}` })).statusCode).toBe(404);
    const [product] = await t.db.select().from(products).where(eq(products.id, target));
    const [notice] = await notificationsOf(product.sellerId, 'product.unpublished');
    expect(notice).toMatchObject({ link: `/ProductDetails/${target}` });
    expect(notice.body).toContain(reason);
    const entries = await auditOf(target);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'product.unpublished',
      before: { status: 'published', moderation_status: 'pending' },
      after: { status: 'draft', moderation_status: 'unpublished', moderation_note: reason },
    });
  });

  it('puts an approved product back in the queue when the seller changes it, and approves it', async () => {
    const [demoSeller] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'seller@demo.test'));
    const [product] = await t.db
      .select()
      .from(products)
      .where(and(eq(products.sellerId, demoSeller.id), eq(products.status, 'published'), eq(products.moderationStatus, 'approved')))
      .limit(1);
    const sellerToken = await logIn(t, 'seller@demo.test', DEMO_PASSWORD);
    const edited = await t.request({
      method: 'PATCH',
      url: `/v1/products/${product.id}`,
      token: sellerToken,
      payload: { description: 'Now with a longer braided cable and a travel pouch.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(envelope<{ moderation_status: string }>(edited).data.moderation_status).toBe('pending');
    const queue = envelope<Array<{ id: string }>>(await t.request({ method: 'GET', url: '/v1/admin/products?limit=100', token: reviewer }));
    expect(queue.data.map((p) => p.id)).toContain(product.id);

    expect((await t.request({ method: 'POST', url: `/v1/admin/products/${product.id}/approve`, token: reviewer })).statusCode).toBe(200);
    const mine = envelope<{ moderation_status: string }>(await t.request({ method: 'GET', url: `/v1/products/${product.id}`, token: sellerToken })).data;
    expect(mine.moderation_status).toBe('approved');
    const entries = await auditOf(product.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'product.approved', before: { moderation_status: 'pending' }, after: { moderation_status: 'approved' } });
  });
});

describe('suspension', () => {
  it('ends the sessions, refuses sign-in and takes the products out of the catalogue until reinstated', async () => {
    const weber = await logIn(t, 'weber@demo.test', DEMO_PASSWORD);
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'weber@demo.test'));
    const supplierProducts = async () => envelope<unknown[]>(await t.request({ method: 'GET', url: `/v1/public/products?supplier_id=${row.id}` })).total;
    expect(await supplierProducts()).toBeGreaterThan(0);

    const missing = await t.request({ method: 'POST', url: `/v1/admin/sellers/${row.id}/suspend`, token: administrator, payload: {} });
    expect(envelope(missing).errors).toEqual({ reason: 'Give the reason' });
    const reason = 'Counterfeit goods reported by buyers';
    expect((await t.request({ method: 'POST', url: `/v1/admin/sellers/${row.id}/suspend`, token: administrator, payload: { reason } })).statusCode).toBe(200);

    expect((await t.request({ method: 'GET', url: '/v1/seller/get-status', token: weber })).statusCode).toBe(401);
    const login = await t.request({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'weber@demo.test', password: DEMO_PASSWORD },
      remoteAddress: nextAddress(),
    });
    expect(login.statusCode).toBe(403);
    expect(await supplierProducts()).toBe(0);
    const entries = await auditOf(row.id);
    expect(entries.filter((e) => e.action === 'seller.suspended')).toHaveLength(1);
    expect(entries.find((e) => e.action === 'seller.suspended')).toMatchObject({
      actorRole: 'administrator',
      before: { status: 'active' },
      after: { status: 'suspended', status_reason: reason },
    });

    expect((await t.request({ method: 'POST', url: `/v1/admin/sellers/${row.id}/reinstate`, token: administrator })).statusCode).toBe(200);
    expect(await logIn(t, 'weber@demo.test', DEMO_PASSWORD)).toBeTruthy();
    expect(await supplierProducts()).toBeGreaterThan(0);
    expect((await auditOf(row.id)).filter((e) => e.action === 'seller.reinstated')).toHaveLength(1);
  });
});
