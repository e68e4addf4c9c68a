import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categoryRequests } from '../../server/db/schema';
import { createTestApp, envelope, onboardedSeller, signUp } from './helpers';

const t = await createTestApp();
const seller = async () => (await onboardedSeller(t)).token;

const reason = 'We make stainless steel lunch boxes for schools and offices.';

async function categoryId(path: string): Promise<string> {
  const list = envelope<Array<{ id: string; path: string; parent_id: string | null }>>(await t.request({ method: 'GET', url: '/v1/categories' })).data;
  return list.find((c) => c.path === path)!.id;
}

describe('GET /v1/categories', () => {
  it('is public and returns the seeded tree ordered by path', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/categories' });
    expect(response.statusCode).toBe(200);
    const list = envelope<Array<{ id: string; path: string; parent_id: string | null }>>(response).data;
    expect(list.length).toBeGreaterThan(20);
    expect(list.map((c) => c.path)).toEqual([...list.map((c) => c.path)].sort());
    const top = list.find((c) => c.path === 'Home & Garden')!;
    expect(top.parent_id).toBeNull();
    expect(list.find((c) => c.path === 'Home & Garden / Kitchenware')?.parent_id).toBe(top.id);
  });
});

describe('category requests', () => {
  it('creates a pending request under a parent and lists it', async () => {
    const token = await seller();
    const parent_id = await categoryId('Home & Garden');
    const created = await t.request({ method: 'POST', url: '/v1/category-requests', token, payload: { name: 'Lunch Boxes', parent_id, reason } });
    expect(created.statusCode).toBe(201);
    expect(envelope(created).data).toMatchObject({ name: 'Lunch Boxes', parent_id, parent_path: 'Home & Garden', status: 'pending', reviewer_note: null });
    const list = await t.request({ method: 'GET', url: '/v1/category-requests', token });
    const body = envelope<Array<{ name: string }>>(list);
    expect(body.data.map((r) => r.name)).toEqual(['Lunch Boxes']);
    expect(body).toMatchObject({ total: 1, pagination: { page: 1, limit: 20, totalPages: 1 } });
  });

  it('validates with the shared messages and refuses unknown fields', async () => {
    const token = await seller();
    const response = await t.request({ method: 'POST', url: '/v1/category-requests', token, payload: { name: '', reason: 'short', status: 'approved' } });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors).toEqual({
      name: 'Name the category you need',
      reason: 'Tell us what you would list in it (at least 20 characters)',
      status: 'This field is not allowed',
    });
  });

  it('refuses an unknown parent and a duplicate pending request', async () => {
    const token = await seller();
    const unknown = await t.request({
      method: 'POST',
      url: '/v1/category-requests',
      token,
      payload: { name: 'Things', parent_id: '00000000-0000-4000-8000-000000000000', reason },
    });
    expect(unknown.statusCode).toBe(400);
    expect(envelope(unknown).errors).toHaveProperty('parent_id');
    await t.request({ method: 'POST', url: '/v1/category-requests', token, payload: { name: 'Drones', reason } });
    const duplicate = await t.request({ method: 'POST', url: '/v1/category-requests', token, payload: { name: 'drones', reason } });
    expect(duplicate.statusCode).toBe(409);
  });

  it('filters by status, searches, sorts and paginates', async () => {
    const token = await seller();
    for (const name of ['Alpha Widgets', 'Beta Gadgets', 'Gamma Widgets']) {
      await t.request({ method: 'POST', url: '/v1/category-requests', token, payload: { name, reason } });
    }
    const [first] = envelope<Array<{ id: string }>>(await t.request({ method: 'GET', url: '/v1/category-requests?sort=name&order=asc', token })).data;
    await t.db.update(categoryRequests).set({ status: 'rejected', reviewerNote: 'Use Consumer Electronics' }).where(eq(categoryRequests.id, first.id));

    const byName = envelope<Array<{ name: string }>>(await t.request({ method: 'GET', url: '/v1/category-requests?sort=name&order=asc', token })).data;
    expect(byName.map((r) => r.name)).toEqual(['Alpha Widgets', 'Beta Gadgets', 'Gamma Widgets']);
    const rejected = envelope<Array<{ name: string; reviewer_note: string }>>(
      await t.request({ method: 'GET', url: '/v1/category-requests?status=rejected', token }),
    ).data;
    expect(rejected).toEqual([expect.objectContaining({ name: 'Alpha Widgets', reviewer_note: 'Use Consumer Electronics' })]);
    const searched = envelope<Array<{ name: string }>>(await t.request({ method: 'GET', url: '/v1/category-requests?q=widg', token })).data;
    expect(searched.map((r) => r.name).sort()).toEqual(['Alpha Widgets', 'Gamma Widgets']);
    const page2 = envelope<Array<{ name: string }>>(await t.request({ method: 'GET', url: '/v1/category-requests?sort=name&order=asc&limit=2&page=2', token }));
    expect(page2.data.map((r) => r.name)).toEqual(['Gamma Widgets']);
    expect(page2).toMatchObject({ total: 3, pagination: { page: 2, limit: 2, totalPages: 2 } });
  });

  it('refuses bad list parameters by name', async () => {
    const token = await seller();
    const response = await t.request({ method: 'GET', url: '/v1/category-requests?limit=500&sort=password&status=maybe', token });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(envelope(response).errors ?? {}).sort()).toEqual(['limit', 'sort', 'status']);
  });

  it('edits and deletes only while pending', async () => {
    const token = await seller();
    const { id } = envelope<{ id: string }>(await t.request({ method: 'POST', url: '/v1/category-requests', token, payload: { name: 'Robots', reason } })).data;
    const edited = await t.request({ method: 'PATCH', url: `/v1/category-requests/${id}`, token, payload: { name: 'Service Robots' } });
    expect(envelope(edited).data).toMatchObject({ name: 'Service Robots' });
    await t.db.update(categoryRequests).set({ status: 'approved' }).where(eq(categoryRequests.id, id));
    expect((await t.request({ method: 'PATCH', url: `/v1/category-requests/${id}`, token, payload: { name: 'X' } })).statusCode).toBe(409);
    expect((await t.request({ method: 'DELETE', url: `/v1/category-requests/${id}`, token })).statusCode).toBe(409);
  });

  it('is invisible to another seller, for every verb', async () => {
    const owner = await seller();
    const other = await seller();
    const { id } = envelope<{ id: string }>(
      await t.request({ method: 'POST', url: '/v1/category-requests', token: owner, payload: { name: 'Secret Category', reason } }),
    ).data;
    expect((await t.request({ method: 'GET', url: `/v1/category-requests/${id}`, token: other })).statusCode).toBe(404);
    expect((await t.request({ method: 'PATCH', url: `/v1/category-requests/${id}`, token: other, payload: { name: 'Hijacked' } })).statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/v1/category-requests/${id}`, token: other })).statusCode).toBe(404);
    expect(envelope<unknown[]>(await t.request({ method: 'GET', url: '/v1/category-requests', token: other })).data).toEqual([]);
    const still = envelope<{ name: string }>(await t.request({ method: 'GET', url: `/v1/category-requests/${id}`, token: owner })).data;
    expect(still.name).toBe('Secret Category');
  });

  it('is for sellers past every onboarding gate', async () => {
    const newSeller = (await signUp(t, { role: 'seller' })).token;
    const blocked = await t.request({ method: 'GET', url: '/v1/category-requests', token: newSeller });
    expect(blocked.statusCode).toBe(403);
    expect(envelope(blocked).message).toBe('Verify your email address first');
    const buyer = (await signUp(t, { role: 'buyer' })).token;
    expect((await t.request({ method: 'GET', url: '/v1/category-requests', token: buyer })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/v1/category-requests' })).statusCode).toBe(401);
  });
});
