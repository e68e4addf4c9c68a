import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { files, users } from '../../server/db/schema';
import { createTestApp, envelope, logIn, nextAddress, onboardedSeller, signUp, STRONG_PASSWORD, PNG } from './helpers';

const t = await createTestApp();
/** An office's deployment: more support requests from one client address. */
const office = await createTestApp({ supportRequestsPerAddressPerHour: 12 });

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const HTML = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');

function multipart(field: string, name: string, type: string, data: Buffer) {
  const boundary = `----avatar${Date.now().toString(36)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const buyer = () => signUp(t, { role: 'buyer', name: 'Daniel Meyer' });

describe('account profile', () => {
  it('reads and changes the caller’s own name and phone; the email stays', async () => {
    const me = await buyer();
    const other = await buyer();
    const read = envelope(await t.request({ method: 'GET', url: '/v1/account/profile', token: me.token })).data;
    expect(read).toEqual({ name: 'Daniel Meyer', email: me.email, phone: null, avatar_url: null });

    const saved = await t.request({
      method: 'PATCH',
      url: '/v1/account/profile',
      token: me.token,
      payload: { name: '  Daniel M. Meyer ', phone: '+49 30 1234 5678' },
    });
    expect(saved.statusCode).toBe(200);
    expect(envelope(saved).data).toEqual({ name: 'Daniel M. Meyer', email: me.email, phone: '+49 30 1234 5678', avatar_url: null });
    expect(envelope(await t.request({ method: 'GET', url: '/v1/account/profile', token: other.token })).data).toMatchObject({
      name: 'Daniel Meyer',
      phone: null,
    });
  });

  it('a changed phone is no longer a verified one', async () => {
    const me = await buyer();
    await t.db.update(users).set({ phone: '+911234567890', isMobileVerified: true }).where(eq(users.id, me.user.id));
    await t.request({ method: 'PATCH', url: '/v1/account/profile', token: me.token, payload: { name: 'Daniel', phone: '+911234567890' } });
    expect((await t.db.select().from(users).where(eq(users.id, me.user.id)))[0].isMobileVerified).toBe(true);
    await t.request({ method: 'PATCH', url: '/v1/account/profile', token: me.token, payload: { name: 'Daniel', phone: '+919999999999' } });
    expect((await t.db.select().from(users).where(eq(users.id, me.user.id)))[0].isMobileVerified).toBe(false);
  });

  it('refuses bad input naming the field, and the email or other fields in the body', async () => {
    const me = await buyer();
    const bad = await t.request({
      method: 'PATCH',
      url: '/v1/account/profile',
      token: me.token,
      payload: { name: ' ', phone: '12ab', email: 'x@example.com', roles: ['admin'] },
    });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).errors).toEqual({
      name: 'Name is required',
      phone: 'Enter 10 to 15 digits, optionally starting with + and the country code',
      email: 'This field is not allowed',
      roles: 'This field is not allowed',
    });
    expect((await t.request({ method: 'PATCH', url: '/v1/account/profile', payload: { name: 'X' } })).statusCode).toBe(401);
  });
});

describe('avatar', () => {
  it('takes an image judged by its bytes, serves it publicly by id and replaces the old one', async () => {
    const me = await buyer();
    const first = await t.request({ method: 'POST', url: '/v1/account/avatar', token: me.token, ...multipart('avatar', 'me.png', 'image/png', PNG) });
    expect(first.statusCode).toBe(200);
    const firstUrl = envelope<{ avatar_url: string }>(first).data.avatar_url;
    expect(firstUrl).toMatch(/^\/v1\/media\/[0-9a-f-]{36}$/);
    const served = await t.request({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    // The declared type and name do not matter: the bytes are a JPEG.
    const second = await t.request({ method: 'POST', url: '/v1/account/avatar', token: me.token, ...multipart('avatar', 'me.png', 'image/png', JPEG) });
    const secondUrl = envelope<{ avatar_url: string }>(second).data.avatar_url;
    expect((await t.request({ method: 'GET', url: secondUrl })).headers['content-type']).toBe('image/jpeg');
    expect((await t.request({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect(await t.db.select({ id: files.id }).from(files).where(eq(files.ownerId, me.user.id))).toHaveLength(1);

    const removed = await t.request({ method: 'DELETE', url: '/v1/account/avatar', token: me.token });
    expect(envelope(removed).data).toMatchObject({ avatar_url: null });
    expect((await t.request({ method: 'GET', url: secondUrl })).statusCode).toBe(404);
  });

  it('refuses what is not an image, an empty request and a file over 2 MB', async () => {
    const me = await buyer();
    const html = await t.request({ method: 'POST', url: '/v1/account/avatar', token: me.token, ...multipart('avatar', 'me.png', 'image/png', HTML) });
    expect(html.statusCode).toBe(400);
    expect(envelope(html).errors).toEqual({ avatar: 'The avatar must be a PNG, JPEG or WebP image' });
    const json = await t.request({ method: 'POST', url: '/v1/account/avatar', token: me.token, payload: { avatar: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(envelope(json).errors).toEqual({ avatar: 'Choose an image' });
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024, 7)]);
    const tooBig = await t.request({ method: 'POST', url: '/v1/account/avatar', token: me.token, ...multipart('avatar', 'big.png', 'image/png', big) });
    expect(tooBig.statusCode).toBe(413);
    expect(envelope(tooBig).errors).toEqual({ avatar: 'The avatar must be at most 2 MB' });
  });

  it('an uploaded file that is not an avatar is not public', async () => {
    const me = await buyer();
    const [file] = await t.db.insert(files).values({ ownerId: me.user.id, contentType: 'image/png', size: PNG.length, sha256: 'x', data: PNG }).returning();
    expect((await t.request({ method: 'GET', url: `/v1/media/${file.id}` })).statusCode).toBe(404);
  });
});

describe('payment preferences', () => {
  it('defaults to bank transfer and saves agreed terms, the caller’s only', async () => {
    const me = await buyer();
    const other = await buyer();
    expect(envelope(await t.request({ method: 'GET', url: '/v1/account/payment', token: me.token })).data).toEqual({ method: 'bank_transfer', terms: null });
    const saved = await t.request({
      method: 'PUT',
      url: '/v1/account/payment',
      token: me.token,
      payload: { method: 'agreed_terms', terms: 'Net 30 days from invoice' },
    });
    expect(saved.statusCode).toBe(200);
    expect(envelope(saved).data).toEqual({ method: 'agreed_terms', terms: 'Net 30 days from invoice' });
    expect(envelope(await t.request({ method: 'GET', url: '/v1/account/payment', token: me.token })).data).toEqual({
      method: 'agreed_terms',
      terms: 'Net 30 days from invoice',
    });
    expect(envelope(await t.request({ method: 'GET', url: '/v1/account/payment', token: other.token })).data).toEqual({ method: 'bank_transfer', terms: null });
    // Back to bank transfer: terms no longer apply.
    const bank = await t.request({ method: 'PUT', url: '/v1/account/payment', token: me.token, payload: { method: 'bank_transfer', terms: 'ignored' } });
    expect(envelope(bank).data).toEqual({ method: 'bank_transfer', terms: null });
  });

  it('never takes a card and names the bad fields', async () => {
    const me = await buyer();
    const card = await t.request({ method: 'PUT', url: '/v1/account/payment', token: me.token, payload: { method: 'card', card_number: '4111111111111111' } });
    expect(card.statusCode).toBe(400);
    expect(envelope(card).errors).toEqual({ method: 'Choose bank transfer or agreed terms', card_number: 'This field is not allowed' });
    const noTerms = await t.request({ method: 'PUT', url: '/v1/account/payment', token: me.token, payload: { method: 'agreed_terms' } });
    expect(envelope(noTerms).errors).toEqual({ terms: 'Describe the terms agreed with your suppliers' });
    const seller = await onboardedSeller(t);
    expect((await t.request({ method: 'GET', url: '/v1/account/payment', token: seller.token })).statusCode).toBe(403);
  });
});

describe('business profile', () => {
  const profile = {
    company_name: 'Meyer Hospitality GmbH',
    business_type: 'Corporation',
    registration_number: 'HRB 123456',
    tax_number: 'DE123456789',
    address: 'Friedrichstraße 12, 10117 Berlin',
    country: 'DE',
    website: 'https://meyer-hospitality.example',
    purchasing_categories: ['Kitchenware', 'Packaging', 'packaging'],
    annual_purchasing_volume: '50k_250k',
  };

  it('is null until saved, then the caller’s own', async () => {
    const me = await buyer();
    const other = await buyer();
    expect(envelope(await t.request({ method: 'GET', url: '/v1/buyer/business-profile', token: me.token })).data).toBeNull();
    const saved = await t.request({ method: 'PUT', url: '/v1/buyer/business-profile', token: me.token, payload: profile });
    expect(saved.statusCode).toBe(200);
    expect(envelope(saved).data).toMatchObject({ ...profile, purchasing_categories: ['Kitchenware', 'Packaging'], updated_at: expect.any(String) });
    expect(envelope(await t.request({ method: 'GET', url: '/v1/buyer/business-profile', token: me.token })).data).toMatchObject({
      company_name: 'Meyer Hospitality GmbH',
    });
    expect(envelope(await t.request({ method: 'GET', url: '/v1/buyer/business-profile', token: other.token })).data).toBeNull();
    // Saving the payment preferences keeps the business profile (one preferences object, two keys).
    await t.request({ method: 'PUT', url: '/v1/account/payment', token: me.token, payload: { method: 'agreed_terms', terms: 'Net 60' } });
    expect(envelope(await t.request({ method: 'GET', url: '/v1/buyer/business-profile', token: me.token })).data).toMatchObject({
      company_name: 'Meyer Hospitality GmbH',
    });
  });

  it('names each bad field', async () => {
    const me = await buyer();
    const bad = await t.request({
      method: 'PUT',
      url: '/v1/buyer/business-profile',
      token: me.token,
      payload: {
        ...profile,
        company_name: '',
        business_type: 'Cartel',
        website: 'meyer.example',
        annual_purchasing_volume: 'lots',
        purchasing_categories: Array.from({ length: 11 }, (_, i) => `C${i}`),
        owner_id: 'x',
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).errors).toEqual({
      company_name: 'Company name is required',
      business_type: 'Business type is required',
      website: 'Enter a full web address starting with https:// or http://',
      purchasing_categories: 'Choose at most 10 purchasing categories',
      annual_purchasing_volume: 'Choose your annual purchasing volume',
      owner_id: 'This field is not allowed',
    });
  });
});

describe('support requests', () => {
  const request = {
    topic: 'payment',
    subject: 'Invoice for my last order',
    message: 'Please send the invoice again, the first one did not arrive.',
    order_number: 'ORD-2026-000042',
  };

  it('a signed-in buyer opens one under their account and lists only their own', async () => {
    const me = await buyer();
    const other = await buyer();
    const created = await t.request({ method: 'POST', url: '/v1/support/requests', token: me.token, payload: request, remoteAddress: nextAddress() });
    expect(created.statusCode).toBe(201);
    expect(envelope(created)).toMatchObject({
      message: 'Your request has been sent. We reply by email, usually within one business day',
      data: { topic: 'payment', subject: request.subject, order_number: 'ORD-2026-000042', status: 'open' },
    });
    const mine = envelope<Array<{ subject: string }>>(await t.request({ method: 'GET', url: '/v1/support/requests', token: me.token }));
    expect(mine.data.map((r) => r.subject)).toEqual([request.subject]);
    expect(mine.total).toBe(1);
    expect(envelope<unknown[]>(await t.request({ method: 'GET', url: '/v1/support/requests', token: other.token })).data).toEqual([]);
    expect((await t.request({ method: 'GET', url: '/v1/support/requests' })).statusCode).toBe(401);
  });

  it('signed out, name and email are required', async () => {
    const missing = await t.request({ method: 'POST', url: '/v1/support/requests', payload: request, remoteAddress: nextAddress() });
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).errors).toEqual({ name: 'Your name is required', email: 'Email is required' });
    const ok = await t.request({
      method: 'POST',
      url: '/v1/support/requests',
      payload: { ...request, name: 'Visitor', email: 'Visitor@Example.com' },
      remoteAddress: nextAddress(),
    });
    expect(ok.statusCode).toBe(201);
  });

  it('signed out (the public /contact page), a bad email and a short message are refused naming the fields', async () => {
    const bad = await t.request({
      method: 'POST',
      url: '/v1/support/requests',
      payload: { topic: 'other', name: 'Visitor', email: 'not-an-email', subject: 'Question', message: 'Too short' },
      remoteAddress: nextAddress(),
    });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).errors).toEqual({ email: 'Invalid email', message: 'Tell us a little more: at least 20 characters' });
  });

  it('refuses bad input naming the field, and a status or owner in the body', async () => {
    const me = await buyer();
    const bad = await t.request({
      method: 'POST',
      url: '/v1/support/requests',
      token: me.token,
      payload: { topic: 'gossip', subject: '', message: 'too short', order_number: 'ORD 42 !', status: 'closed', user_id: 'x' },
      remoteAddress: nextAddress(),
    });
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).errors).toEqual({
      topic: 'Choose what your request is about',
      subject: 'Subject is required',
      message: 'Tell us a little more: at least 20 characters',
      order_number: 'Enter the order number as it appears on the order, e.g. ORD-2026-000042',
      status: 'This field is not allowed',
      user_id: 'This field is not allowed',
    });
  });

  it('is rate-limited per sender', async () => {
    const me = await buyer();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (await t.request({ method: 'POST', url: '/v1/support/requests', token: me.token, payload: request, remoteAddress: nextAddress() })).statusCode,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  /** The statuses of `count` signed-out requests, each from another sender, all from one client address. */
  const fromOneAddress = async (app: typeof t, address: string, count: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const payload = { ...request, name: 'Office colleague', email: `colleague.${i}.${address}@example.com` };
      statuses.push((await app.request({ method: 'POST', url: '/v1/support/requests', payload, remoteAddress: address })).statusCode);
    }
    return statuses;
  };

  it('is rate-limited per client address: 10 an hour by default, SUPPORT_REQUESTS_PER_ADDRESS_PER_HOUR raises it', async () => {
    expect(t.config.supportRequestsPerAddressPerHour).toBe(10);
    expect(await fromOneAddress(t, '10.8.8.8', 11)).toEqual([...Array(10).fill(201), 429]);
    expect(office.config.supportRequestsPerAddressPerHour).toBe(12);
    expect(await fromOneAddress(office, '10.8.8.8', 13)).toEqual([...Array(12).fill(201), 429]);
  });
});

describe('password change and sign out everywhere (the security page’s calls)', () => {
  it('changing the password ends the other sessions and answers a fresh token', async () => {
    const me = await buyer();
    const second = await logIn(t, me.email, STRONG_PASSWORD);
    const changed = await t.request({
      method: 'POST',
      url: '/v1/auth/set-password',
      token: me.token,
      payload: { currentPassword: STRONG_PASSWORD, password: 'Harbour-Lantern-58' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/v1/account/profile', token: second })).statusCode).toBe(401);
    const fresh = envelope<{ token: string }>(changed).data.token;
    expect((await t.request({ method: 'GET', url: '/v1/account/profile', token: fresh })).statusCode).toBe(200);
  });
});
