import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addressMessages, type Address } from '../../src/contract/addresses';
import { addresses, users } from '../../server/db/schema';
import { createTestApp, envelope, onboardedSeller, signUp, type TestApp } from './helpers';

const t: TestApp = await createTestApp();

const office = {
  label: 'Head office',
  contact_name: 'Asha Rao',
  phone: '+91 98765 43210',
  line1: '12 MG Road',
  line2: 'Floor 3',
  city: 'Bengaluru',
  state: 'Karnataka',
  postal_code: '560001',
  country: 'IN',
};

async function create(token: string, overrides: Record<string, unknown> = {}): Promise<Address> {
  const response = await t.request({ method: 'POST', url: '/v1/addresses', token, payload: { ...office, ...overrides } });
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.statusCode} ${response.body}`);
  return envelope<Address>(response).data;
}

async function list(token: string, query = ''): Promise<Address[]> {
  return envelope<Address[]>(await t.request({ method: 'GET', url: `/v1/addresses${query}`, token })).data;
}

const defaults = (book: Address[]) => ({
  shipping: book.filter((a) => a.is_default_shipping).map((a) => a.label),
  billing: book.filter((a) => a.is_default_billing).map((a) => a.label),
});

/** Rows written in one test run within the same millisecond would tie on created_at. */
async function backdate(id: string, minutesAgo: number) {
  await t.db
    .update(addresses)
    .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where(eq(addresses.id, id));
}

describe('access', () => {
  it('is for signed-in sellers and buyers, onboarded or not', async () => {
    expect((await t.request({ method: 'GET', url: '/v1/addresses' })).statusCode).toBe(401);
    const buyer = await signUp(t, { role: 'buyer' });
    expect((await t.request({ method: 'GET', url: '/v1/addresses', token: buyer.token })).statusCode).toBe(200);
    const newSeller = await signUp(t, { role: 'seller' });
    expect((await t.request({ method: 'POST', url: '/v1/addresses', token: newSeller.token, payload: office })).statusCode).toBe(201);
    const admin = await signUp(t, { role: 'buyer' });
    await t.db
      .update(users)
      .set({ roles: ['admin'] })
      .where(eq(users.id, admin.user.id));
    expect((await t.request({ method: 'GET', url: '/v1/addresses', token: admin.token })).statusCode).toBe(403);
  });
});

describe('POST /v1/addresses', () => {
  it('makes the first address both defaults and the next one neither', async () => {
    const { token } = await signUp(t, { role: 'buyer' });
    const first = await create(token);
    expect(first).toMatchObject({ ...office, is_default_shipping: true, is_default_billing: true });
    const second = await create(token, { label: 'Warehouse', line2: '' });
    expect(second).toMatchObject({ label: 'Warehouse', line2: null, is_default_shipping: false, is_default_billing: false });
  });

  it('moves a default to a new address that asks for it, in the same write', async () => {
    const { token } = await signUp(t, { role: 'buyer' });
    await create(token);
    await create(token, { label: 'Warehouse', is_default_shipping: true });
    expect(defaults(await list(token))).toEqual({ shipping: ['Warehouse'], billing: ['Head office'] });
    await create(token, { label: 'Accounts', is_default_billing: true });
    expect(defaults(await list(token))).toEqual({ shipping: ['Warehouse'], billing: ['Accounts'] });
  });

  it('validates every field with the contract messages', async () => {
    const { token } = await signUp(t);
    const response = await t.request({ method: 'POST', url: '/v1/addresses', token, payload: { line2: 5, phone: '12-34', is_default_shipping: false } });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors).toEqual({
      label: addressMessages.labelRequired,
      contact_name: addressMessages.contactNameRequired,
      phone: addressMessages.phoneFormat,
      line1: addressMessages.line1Required,
      line2: 'Address line 2 must be text',
      city: 'City is required',
      state: 'State is required',
      postal_code: 'Postal code is required',
      country: 'Country is required',
      is_default_shipping: addressMessages.defaultMustBeTrue,
    });
    const blank = await t.request({ method: 'POST', url: '/v1/addresses', token, payload: { ...office, phone: '  ', city: '   ' } });
    expect(envelope(blank).errors).toEqual({ phone: 'Phone number is required', city: 'City is required' });
  });

  it('refuses owner and unknown fields', async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const response = await t.request({
      method: 'POST',
      url: '/v1/addresses',
      token: owner.token,
      payload: { ...office, owner_id: other.user.id, id: other.user.id },
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors).toEqual({ owner_id: 'This field is not allowed', id: 'This field is not allowed' });
  });

  it('keeps at most 50 addresses', async () => {
    const { token, user } = await signUp(t);
    await create(token);
    await t.db.insert(addresses).values(
      Array.from({ length: 49 }, (_, i) => ({
        ownerId: user.id,
        label: `Site ${i}`,
        contactName: 'A',
        phone: '9876543210',
        line1: 'x',
        city: 'c',
        state: 's',
        postalCode: '1',
        country: 'IN',
      })),
    );
    const response = await t.request({ method: 'POST', url: '/v1/addresses', token, payload: office });
    expect(response.statusCode).toBe(409);
    expect(envelope(response).message).toBe(addressMessages.tooMany);
  });
});

describe('GET /v1/addresses', () => {
  it('lists the defaults first, then the newest; sorts by label; searches', async () => {
    const { token } = await signUp(t);
    const first = await create(token, { label: 'Head office' });
    const second = await create(token, { label: 'Warehouse', city: 'Pune' });
    const third = await create(token, { label: 'Accounts' });
    const fourth = await create(token, { label: 'Showroom', is_default_billing: true });
    await backdate(first.id, 40);
    await backdate(second.id, 30);
    await backdate(third.id, 20);
    await backdate(fourth.id, 10);

    expect((await list(token)).map((a) => a.label)).toEqual(['Showroom', 'Head office', 'Accounts', 'Warehouse']);
    expect((await list(token, '?sort=label&order=asc')).map((a) => a.label)).toEqual(['Accounts', 'Head office', 'Showroom', 'Warehouse']);
    expect((await list(token, '?q=pune')).map((a) => a.label)).toEqual(['Warehouse']);
    const page = envelope<Address[]>(await t.request({ method: 'GET', url: '/v1/addresses?limit=3&page=2', token }));
    expect(page).toMatchObject({ total: 4, pagination: { page: 2, limit: 3, totalPages: 2 } });
    expect(page.data.map((a) => a.label)).toEqual(['Warehouse']);
  });

  it('reads one address', async () => {
    const { token } = await signUp(t);
    const created = await create(token);
    const response = await t.request({ method: 'GET', url: `/v1/addresses/${created.id}`, token });
    expect(response.statusCode).toBe(200);
    expect(envelope(response).data).toEqual(created);
  });
});

describe('PATCH /v1/addresses/:id', () => {
  it('changes fields, clears line 2 and moves a default', async () => {
    const { token } = await signUp(t);
    const first = await create(token);
    const second = await create(token, { label: 'Warehouse' });
    const edited = await t.request({
      method: 'PATCH',
      url: `/v1/addresses/${second.id}`,
      token,
      payload: { city: 'Mysuru', line2: null, is_default_shipping: true },
    });
    expect(edited.statusCode).toBe(200);
    expect(envelope(edited).data).toMatchObject({ city: 'Mysuru', line2: null, is_default_shipping: true, is_default_billing: false });
    const book = await list(token);
    expect(defaults(book)).toEqual({ shipping: ['Warehouse'], billing: ['Head office'] });
    expect(book.find((a) => a.id === first.id)?.is_default_shipping).toBe(false);
  });

  it('never switches a default off directly, and validates like create', async () => {
    const { token } = await signUp(t);
    const only = await create(token);
    const off = await t.request({ method: 'PATCH', url: `/v1/addresses/${only.id}`, token, payload: { is_default_billing: false } });
    expect(off.statusCode).toBe(400);
    expect(envelope(off).errors).toEqual({ is_default_billing: addressMessages.defaultMustBeTrue });
    const bad = await t.request({ method: 'PATCH', url: `/v1/addresses/${only.id}`, token, payload: { label: '', owner_id: only.id } });
    expect(envelope(bad).errors).toEqual({ label: addressMessages.labelRequired, owner_id: 'This field is not allowed' });
  });
});

describe('DELETE /v1/addresses/:id', () => {
  it('hands a deleted default to the newest remaining address', async () => {
    const { token } = await signUp(t);
    const first = await create(token, { label: 'Head office' });
    const older = await create(token, { label: 'Warehouse' });
    const newer = await create(token, { label: 'Showroom' });
    await backdate(first.id, 30);
    await backdate(older.id, 20);
    await backdate(newer.id, 10);
    const response = await t.request({ method: 'DELETE', url: `/v1/addresses/${first.id}`, token });
    expect(response.statusCode).toBe(200);
    expect(defaults(await list(token))).toEqual({ shipping: ['Showroom'], billing: ['Showroom'] });

    // Deleting an address that is no default leaves the defaults alone.
    await t.request({ method: 'DELETE', url: `/v1/addresses/${older.id}`, token });
    expect(defaults(await list(token))).toEqual({ shipping: ['Showroom'], billing: ['Showroom'] });
    await t.request({ method: 'DELETE', url: `/v1/addresses/${newer.id}`, token });
    expect(await list(token)).toEqual([]);
  });
});

describe('ownership', () => {
  it('answers 404 to another account for every verb and keeps its defaults apart', async () => {
    const owner = await onboardedSeller(t);
    const other = await signUp(t, { role: 'buyer' });
    const mine = await create(owner.token);
    const theirs = await create(other.token);
    expect(theirs.is_default_shipping).toBe(true);

    const calls = [
      { method: 'GET' as const, url: `/v1/addresses/${mine.id}` },
      { method: 'PATCH' as const, url: `/v1/addresses/${mine.id}`, payload: { city: 'Elsewhere' } },
      { method: 'PATCH' as const, url: `/v1/addresses/${mine.id}`, payload: { is_default_shipping: true } },
      { method: 'DELETE' as const, url: `/v1/addresses/${mine.id}` },
    ];
    for (const call of calls) {
      const response = await t.request({ ...call, token: other.token });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect((await list(other.token)).map((a) => a.id)).toEqual([theirs.id]);
    const [stored] = await t.db.select().from(addresses).where(eq(addresses.id, mine.id));
    expect(stored).toMatchObject({ city: 'Bengaluru', isDefaultShipping: true });
  });
});
