// The administrator's areas: the category tree, staff accounts, help articles, orders, users and the
// overview's counts. Each change writes one audit entry.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, categories, documents, products, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { createTestApp, envelope, logIn, nextAddress, onboardedSeller, signUp } from './helpers';

const t = await createTestApp({}, { seed: true });
const administrator = await logIn(t, 'admin@demo.test', DEMO_PASSWORD);
const reviewer = await logIn(t, 'reviewer@demo.test', DEMO_PASSWORD);

type Category = {
  id: string;
  parent_id: string | null;
  name: string;
  path: string;
  status: string;
  product_count: number;
  subtree_product_count: number;
  depth: number;
};
const auditOf = (subjectId: string) => t.db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId));

async function createCategory(name: string, parentId: string | null = null): Promise<Category> {
  const response = await t.request({ method: 'POST', url: '/v1/admin/categories', token: administrator, payload: { name, parent_id: parentId } });
  expect(response.statusCode, response.body).toBe(201);
  return envelope<Category>(response).data;
}
const tree = async () => envelope<Category[]>(await t.request({ method: 'GET', url: '/v1/admin/categories', token: reviewer })).data;

describe('categories', () => {
  it('lists the tree in path order with depth and product counts', async () => {
    const all = await tree();
    expect(all.length).toBeGreaterThan(5);
    expect(all.map((c) => c.path)).toEqual([...all.map((c) => c.path)].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const used = all.find((c) => c.product_count > 0);
    expect(used).toBeDefined();
    const parent = all.find((c) => c.id === used?.parent_id);
    if (parent) expect(parent.subtree_product_count).toBeGreaterThanOrEqual(used!.product_count);
    expect(all.filter((c) => c.parent_id === null).every((c) => c.depth === 0)).toBe(true);
  });

  it('creates, renames and moves with subtree paths following, and refuses cycles and duplicates', async () => {
    const top = await createCategory('Marine Supplies');
    const child = await createCategory('Ropes', top.id);
    const grandchild = await createCategory('Mooring Lines', child.id);
    expect(grandchild.path).toBe('Marine Supplies / Ropes / Mooring Lines');
    expect(
      envelope(await t.request({ method: 'POST', url: '/v1/admin/categories', token: administrator, payload: { name: 'ropes', parent_id: top.id } })).errors,
    ).toEqual({ name: 'A category of this name already exists here' });

    const renamed = await t.request({ method: 'PUT', url: `/v1/admin/categories/${top.id}`, token: administrator, payload: { name: 'Marine & Boating' } });
    expect(renamed.statusCode).toBe(200);
    const afterRename = await tree();
    expect(afterRename.find((c) => c.id === grandchild.id)?.path).toBe('Marine & Boating / Ropes / Mooring Lines');

    const cycle = await t.request({ method: 'POST', url: `/v1/admin/categories/${top.id}/move`, token: administrator, payload: { parent_id: grandchild.id } });
    expect(cycle.statusCode).toBe(400);
    expect(envelope(cycle).errors).toEqual({ parent_id: 'A category cannot move under itself or one of its subcategories' });

    const moved = await t.request({ method: 'POST', url: `/v1/admin/categories/${child.id}/move`, token: administrator, payload: { parent_id: null } });
    expect(moved.statusCode).toBe(200);
    const afterMove = await tree();
    expect(afterMove.find((c) => c.id === child.id)).toMatchObject({ path: 'Ropes', depth: 0, parent_id: null });
    expect(afterMove.find((c) => c.id === grandchild.id)).toMatchObject({ path: 'Ropes / Mooring Lines', depth: 1 });
    // Created, renamed, moved: one entry per change.
    expect((await auditOf(top.id)).map((e) => e.action).sort()).toEqual(['category.created', 'category.renamed']);
    const [move] = (await auditOf(child.id)).filter((e) => e.action === 'category.moved');
    expect(move).toMatchObject({ before: { path: 'Marine & Boating / Ropes' }, after: { path: 'Ropes', parent_id: null } });
  });

  it('retires only unused categories without active children, and restores them', async () => {
    const parent = await createCategory('Retire Parent');
    const child = await createCategory('Retire Child', parent.id);
    const withChild = await t.request({ method: 'POST', url: `/v1/admin/categories/${parent.id}/retire`, token: administrator });
    expect(withChild.statusCode).toBe(409);
    expect(envelope(withChild).message).toBe('This category has active subcategories. Retire or move them first');

    const seller = await onboardedSeller(t);
    await t.request({ method: 'POST', url: '/v1/products', token: seller.token, payload: { name: 'Thing', sku: 'THING-1', category_id: child.id } });
    const used = await t.request({ method: 'POST', url: `/v1/admin/categories/${child.id}/retire`, token: administrator });
    expect(used.statusCode).toBe(409);
    expect(envelope(used).message).toBe('Products use this category. Move them to another category first');

    await t.db.delete(products).where(eq(products.sellerId, seller.user.id));
    expect((await t.request({ method: 'POST', url: `/v1/admin/categories/${child.id}/retire`, token: administrator })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: `/v1/admin/categories/${parent.id}/retire`, token: administrator })).statusCode).toBe(200);
    // A retired category is no longer offered to sellers.
    const refused = await t.request({
      method: 'POST',
      url: '/v1/products',
      token: seller.token,
      payload: { name: 'Thing', sku: 'THING-2', category_id: child.id },
    });
    expect(refused.statusCode).toBe(400);

    expect((await t.request({ method: 'POST', url: `/v1/admin/categories/${child.id}/restore`, token: administrator })).statusCode).toBe(409);
    expect((await t.request({ method: 'POST', url: `/v1/admin/categories/${parent.id}/restore`, token: administrator })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: `/v1/admin/categories/${child.id}/restore`, token: administrator })).statusCode).toBe(200);
    const [row] = await t.db.select().from(categories).where(eq(categories.id, child.id));
    expect(row.status).toBe('active');
  });
});

describe('staff accounts', () => {
  it('creates a staff account with a temporary password that must be changed', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/admin/staff',
      token: administrator,
      payload: { name: 'Nina Moderator', email: 'Nina.Mod@Demo.test', staff_role: 'reviewer' },
    });
    expect(response.statusCode).toBe(201);
    const { account, temporary_password: password } = envelope<{
      account: { id: string; email: string; staff_role: string; must_change_password: boolean };
      temporary_password: string;
    }>(response).data;
    expect(account).toMatchObject({ email: 'nina.mod@demo.test', staff_role: 'reviewer', must_change_password: true });
    const login = await t.request({ method: 'POST', url: '/v1/auth/login', payload: { email: account.email, password }, remoteAddress: nextAddress() });
    expect(login.statusCode).toBe(200);
    expect(envelope<{ user: { must_change_password: boolean; staff_role: string } }>(login).data.user).toMatchObject({
      must_change_password: true,
      staff_role: 'reviewer',
    });
    const [entry] = await auditOf(account.id);
    expect(entry).toMatchObject({ action: 'staff.created', after: { staff_role: 'reviewer', email: 'nina.mod@demo.test' } });
    expect(JSON.stringify(entry)).not.toContain(password);

    const duplicate = await t.request({
      method: 'POST',
      url: '/v1/admin/staff',
      token: administrator,
      payload: { name: 'Again', email: 'nina.mod@demo.test', staff_role: 'reviewer' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(envelope(duplicate).errors).toEqual({ email: 'An account with this email already exists' });
  });

  it('changes roles and deactivates, but never leaves the marketplace without an administrator', async () => {
    const [self] = await t.db.select().from(users).where(eq(users.email, 'admin@demo.test'));
    const demote = await t.request({ method: 'PUT', url: `/v1/admin/staff/${self.id}`, token: administrator, payload: { staff_role: 'reviewer' } });
    expect(demote.statusCode).toBe(409);
    expect(envelope(demote).message).toBe('You are the last administrator. Make another administrator first');
    expect((await t.request({ method: 'POST', url: `/v1/admin/staff/${self.id}/deactivate`, token: administrator, payload: {} })).statusCode).toBe(409);

    const created = await t.request({
      method: 'POST',
      url: '/v1/admin/staff',
      token: administrator,
      payload: { name: 'Second Admin', email: 'second.admin@demo.test', staff_role: 'reviewer' },
    });
    const { account, temporary_password: password } = envelope<{ account: { id: string }; temporary_password: string }>(created).data;
    const promoted = await t.request({ method: 'PUT', url: `/v1/admin/staff/${account.id}`, token: administrator, payload: { staff_role: 'administrator' } });
    expect(envelope<{ staff_role: string }>(promoted).data.staff_role).toBe('administrator');
    const secondToken = envelope<{ token: string }>(
      await t.request({ method: 'POST', url: '/v1/auth/login', payload: { email: 'second.admin@demo.test', password }, remoteAddress: nextAddress() }),
    ).data.token;

    const deactivated = await t.request({
      method: 'POST',
      url: `/v1/admin/staff/${account.id}/deactivate`,
      token: administrator,
      payload: { reason: 'Left the company' },
    });
    expect(envelope<{ status: string }>(deactivated).data.status).toBe('suspended');
    expect((await t.request({ method: 'GET', url: '/v1/admin/overview', token: secondToken })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: `/v1/admin/staff/${account.id}/reactivate`, token: administrator })).statusCode).toBe(200);
    expect((await auditOf(account.id)).map((e) => e.action).sort()).toEqual(['staff.created', 'staff.deactivated', 'staff.reactivated', 'staff.role_changed']);

    const list = envelope<Array<{ email: string; is_self: boolean }>>(
      await t.request({ method: 'GET', url: '/v1/admin/staff?sort=email&order=asc', token: administrator }),
    );
    expect(list.data.find((s) => s.email === 'admin@demo.test')?.is_self).toBe(true);
    expect(list.data.map((s) => s.email)).toContain('reviewer@demo.test');
    // Only staff, never a seller or buyer; and one account, marked as the viewer's own or not.
    expect(list.data.map((s) => s.email)).not.toContain('seller@demo.test');
    expect(list.data.filter((s) => s.is_self)).toHaveLength(1);
    expect(
      envelope<{ email: string; is_self: boolean }>(await t.request({ method: 'GET', url: `/v1/admin/staff/${account.id}`, token: administrator })).data,
    ).toMatchObject({ is_self: false });
    const [sellerRow] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'seller@demo.test'));
    expect((await t.request({ method: 'GET', url: `/v1/admin/staff/${sellerRow.id}`, token: administrator })).statusCode).toBe(404);
    const reviewersOnly = envelope<Array<{ email: string }>>(
      await t.request({ method: 'GET', url: '/v1/admin/staff?staff_role=reviewer', token: administrator }),
    ).data;
    expect(reviewersOnly.map((s) => s.email)).toContain('reviewer@demo.test');
    expect(reviewersOnly.map((s) => s.email)).not.toContain('admin@demo.test');
  });
});

describe('help articles', () => {
  it('creates a draft, publishes it to the public help center and refuses a duplicate slug', async () => {
    const payload = {
      slug: 'staff-written-guide',
      language: 'en',
      topic: 'account',
      title: 'A staff guide',
      summary: 'Written in the back office',
      body: 'First paragraph.\n\n## Heading\n- item',
    };
    const created = await t.request({ method: 'POST', url: '/v1/admin/help-articles', token: administrator, payload });
    expect(created.statusCode).toBe(201);
    const article = envelope<{ id: string; published: boolean }>(created).data;
    expect(article.published).toBe(false);
    expect((await t.request({ method: 'GET', url: '/v1/help/articles/staff-written-guide' })).statusCode).toBe(404);

    expect((await t.request({ method: 'POST', url: `/v1/admin/help-articles/${article.id}/publish`, token: administrator })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/v1/help/articles/staff-written-guide' })).statusCode).toBe(200);
    const edited = await t.request({
      method: 'PUT',
      url: `/v1/admin/help-articles/${article.id}`,
      token: administrator,
      payload: { title: 'The staff guide' },
    });
    expect(envelope<{ title: string }>(edited).data.title).toBe('The staff guide');

    const duplicate = await t.request({ method: 'POST', url: '/v1/admin/help-articles', token: administrator, payload });
    expect(duplicate.statusCode).toBe(409);
    expect(envelope(duplicate).errors).toEqual({ slug: 'An article with this slug exists in this language' });

    const drafts = envelope<Array<{ slug: string }>>(
      await t.request({ method: 'GET', url: '/v1/admin/help-articles?published=true&language=en&q=staff-written', token: administrator }),
    );
    expect(drafts.data.map((a) => a.slug)).toEqual(['staff-written-guide']);
    expect((await auditOf(article.id)).map((e) => e.action).sort()).toEqual(['help_article.created', 'help_article.published', 'help_article.updated']);
  });
});

describe('help articles list (the declared staff CRUD)', () => {
  it('sorts, pages and filters with the back office paging rules, lists without bodies, reads one with its body', async () => {
    for (const [slug, language, position] of [
      ['list-check-c', 'en', 3],
      ['list-check-a', 'hi', 1],
      ['list-check-b', 'en', 2],
    ] as const) {
      const payload = { slug, language, topic: 'account', title: `List check ${slug}`, summary: 'Ordered by position', body: 'Text.', position };
      expect((await t.request({ method: 'POST', url: '/v1/admin/help-articles', token: administrator, payload })).statusCode).toBe(201);
    }
    type Row = { id: string; slug: string; language: string; body?: string };
    const list = async (query: string) =>
      envelope<Row[]>(await t.request({ method: 'GET', url: `/v1/admin/help-articles?q=list-check&${query}`, token: administrator }));
    const byPosition = await list('sort=position&order=asc');
    expect(byPosition.data.map((a) => a.slug)).toEqual(['list-check-a', 'list-check-b', 'list-check-c']);
    expect(byPosition.data.every((a) => a.body === undefined)).toBe(true);
    expect((await list('sort=position&order=asc&limit=1&page=2')).data.map((a) => a.slug)).toEqual(['list-check-b']);
    expect((await list('language=hi')).data.map((a) => a.slug)).toEqual(['list-check-a']);

    const one = await t.request({ method: 'GET', url: `/v1/admin/help-articles/${byPosition.data[0].id}`, token: administrator });
    expect(envelope<Row>(one).data.body).toBe('Text.');
    const missing = await t.request({ method: 'GET', url: '/v1/admin/help-articles/00000000-0000-4000-8000-000000000000', token: administrator });
    expect(missing.statusCode).toBe(404);
    expect(envelope(missing).message).toBe('This article does not exist');

    const badQuery = await t.request({ method: 'GET', url: '/v1/admin/help-articles?limit=0&sort=body&language=xx', token: administrator });
    expect(badQuery.statusCode).toBe(400);
    expect(Object.keys(envelope(badQuery).errors ?? {}).sort()).toEqual(['language', 'limit', 'sort']);
    // An area for administrators only.
    expect((await t.request({ method: 'GET', url: '/v1/admin/help-articles', token: reviewer })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/v1/admin/help-articles/${byPosition.data[0].id}`, token: reviewer })).statusCode).toBe(403);
  });
});

describe('orders and users', () => {
  it('lists every order read-only with filters', async () => {
    const all = envelope<Array<{ id: string; number: string; status: string; line_count: number; seller: { id: string } }>>(
      await t.request({ method: 'GET', url: '/v1/admin/orders?limit=100', token: administrator }),
    );
    expect(all.total).toBeGreaterThan(0);
    // Every order has lines; each row counts its own.
    expect(all.data.every((o) => o.line_count > 0)).toBe(true);
    const first = all.data[0];
    const byStatus = envelope<Array<{ status: string }>>(
      await t.request({ method: 'GET', url: `/v1/admin/orders?status=${first.status}&limit=100`, token: administrator }),
    );
    expect(byStatus.data.every((o) => o.status === first.status)).toBe(true);
    const byNumber = envelope<Array<{ id: string }>>(await t.request({ method: 'GET', url: `/v1/admin/orders?q=${first.number}`, token: administrator }));
    expect(byNumber.data.map((o) => o.id)).toEqual([first.id]);
    const details = await t.request({ method: 'GET', url: `/v1/admin/orders/${first.id}`, token: administrator });
    expect(envelope<{ lines: unknown[]; history: unknown[] }>(details).data.lines.length).toBeGreaterThan(0);
    const badRange = await t.request({ method: 'GET', url: '/v1/admin/orders?created_from=2026-03-01&created_to=2026-02-01', token: administrator });
    expect(envelope(badRange).errors).toEqual({ created_to: 'The start date must not be after the end date' });
  });

  it('lists buyers and sellers but not staff, filtered by role and status', async () => {
    const buyer = await signUp(t, { role: 'buyer', name: 'Filter Buyer' });
    const all = envelope<Array<{ email: string; roles: string[] }>>(await t.request({ method: 'GET', url: '/v1/admin/users?limit=100', token: administrator }));
    expect(all.data.some((u) => u.roles.includes('admin'))).toBe(false);
    const buyers = envelope<Array<{ email: string; roles: string[] }>>(
      await t.request({ method: 'GET', url: `/v1/admin/users?role=buyer&q=${encodeURIComponent(buyer.email)}`, token: administrator }),
    );
    expect(buyers.data.map((u) => u.email)).toEqual([buyer.email]);
    expect(envelope(await t.request({ method: 'GET', url: '/v1/admin/users?role=admin', token: administrator })).errors).toHaveProperty('role');
    // One account; a staff account is not one of them.
    const one = await t.request({ method: 'GET', url: `/v1/admin/users/${buyer.user.id}`, token: administrator });
    expect(envelope<{ email: string; roles: string[] }>(one).data).toMatchObject({ email: buyer.email, roles: ['buyer'] });
    const [staffRow] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'reviewer@demo.test'));
    const staffAccount = await t.request({ method: 'GET', url: `/v1/admin/users/${staffRow.id}`, token: administrator });
    expect(staffAccount.statusCode).toBe(404);
    expect(envelope(staffAccount).message).toBe('This account does not exist');
    expect((await t.request({ method: 'GET', url: `/v1/admin/users/${buyer.user.id}`, token: reviewer })).statusCode).toBe(403);
  });

  it('lists and filters sellers', async () => {
    const seller = await onboardedSeller(t, { name: 'Zanzibar Spice Traders' });
    const found = envelope<Array<{ id: string; verification_status: string }>>(
      await t.request({ method: 'GET', url: '/v1/admin/sellers?q=zanzibar', token: reviewer }),
    );
    expect(found.data.map((s) => s.id)).toEqual([seller.user.id]);
    const pending = envelope<Array<{ verification_status: string }>>(
      await t.request({ method: 'GET', url: '/v1/admin/sellers?verification_status=pending', token: reviewer }),
    );
    expect(pending.total).toBeGreaterThan(0);
    expect(pending.data.every((s) => s.verification_status === 'pending')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const joined = envelope<Array<{ id: string }>>(
      await t.request({ method: 'GET', url: `/v1/admin/sellers?joined_from=${today}&limit=100`, token: reviewer }),
    );
    expect(joined.data.map((s) => s.id)).toContain(seller.user.id);
    // A range that ends before it starts names its end; a buyer or staff account is not a seller.
    const backwards = await t.request({ method: 'GET', url: '/v1/admin/sellers?joined_from=2026-03-01&joined_to=2026-02-01', token: reviewer });
    expect(backwards.statusCode).toBe(400);
    expect(envelope(backwards).errors).toEqual({ joined_to: 'The start date must not be after the end date' });
    const everyone = envelope<Array<{ email: string }>>(await t.request({ method: 'GET', url: '/v1/admin/sellers?limit=100', token: reviewer })).data;
    expect(everyone.map((s) => s.email)).not.toContain('reviewer@demo.test');
    expect(everyone.map((s) => s.email)).not.toContain('buyer@demo.test');
    expect(envelope(await t.request({ method: 'GET', url: `/v1/admin/sellers/${seller.user.id}`, token: reviewer })).data).toMatchObject({
      account: { id: seller.user.id },
    });
  });

  it("counts each seller's documents waiting for review", async () => {
    const all = envelope<Array<{ id: string; pending_documents: number }>>(
      await t.request({ method: 'GET', url: '/v1/admin/sellers?limit=100', token: reviewer }),
    ).data;
    const pendingRows = await t.db.select({ ownerId: documents.ownerId }).from(documents).where(eq(documents.status, 'pending'));
    expect(pendingRows.length).toBeGreaterThan(0);
    for (const row of all) expect(row.pending_documents, row.id).toBe(pendingRows.filter((d) => d.ownerId === row.id).length);
  });
});

describe('overview', () => {
  it('counts what needs attention and the marketplace totals, with 30 days of series', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/admin/overview', token: reviewer });
    expect(response.statusCode).toBe(200);
    const data = envelope<{
      attention: Record<string, number>;
      totals: {
        sellers: number;
        buyers: number;
        products_published: number;
        orders: number;
        order_value_this_month: Array<{ currency: string; total_minor: number }>;
      };
      series: Array<{ date: string; orders: number; new_sellers: number }>;
    }>(response).data;
    const pendingDocuments = (await t.db.select().from(documents).where(eq(documents.status, 'pending'))).length;
    expect(data.attention.pending_documents).toBe(pendingDocuments);
    expect(data.attention.pending_category_requests).toBeGreaterThanOrEqual(2);
    expect(data.attention.products_to_review).toBeGreaterThanOrEqual(2);
    expect(data.attention.sellers_pending_verification).toBeGreaterThanOrEqual(1);
    expect(data.totals.sellers).toBeGreaterThanOrEqual(3);
    expect(data.totals.products_published).toBe((await t.db.select().from(products).where(eq(products.status, 'published'))).length);
    expect(data.series).toHaveLength(30);
    expect(data.series.at(-1)?.date).toBe(new Date().toISOString().slice(0, 10));
    // Every seller that signed up in this file did so today.
    expect(data.series.at(-1)?.new_sellers).toBeGreaterThan(0);
  });

  it('counts the RFQs and reviews to moderate as the queues it links to list them', async () => {
    const overview = envelope<{ attention: Record<string, number> }>(await t.request({ method: 'GET', url: '/v1/admin/overview', token: reviewer })).data;
    const queueTotal = async (url: string) => {
      const response = await t.request({ method: 'GET', url, token: reviewer });
      expect(response.statusCode, url).toBe(200);
      return (response.json() as { total: number }).total;
    };
    expect(overview.attention.rfqs_to_moderate).toBe(await queueTotal('/v1/admin/rfqs?status=open&limit=1'));
    expect(overview.attention.reviews_to_moderate).toBe(await queueTotal('/v1/admin/reviews?hidden=false&rating=1&limit=1'));
  });
});
