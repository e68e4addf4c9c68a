import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeCodes, recoveryContacts, users } from '../../server/db/schema';
import { createTestApp, envelope, nextAddress, signUp, type TestApp } from './helpers';

const t = await createTestApp();

const business = {
  business_name: 'Acme Industrial Supplies',
  business_type: 'Partnership',
  registration_number: 'REG-2026-0042',
  contact_number: '9812345678',
  tax_id: '',
  address: '12 Ring Road\nSector 5',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'IN',
  postal_code: '411001',
  contact_person: 'Asha Rao',
  contact_email: 'asha@acme.example.com',
  contact_phone: '9812345678',
};

let phoneCounter = 0;
const nextPhone = () => `98${String(Date.now()).slice(-5)}${String(++phoneCounter).padStart(3, '0')}`;

/** A seller with a verified email: the first gate done. */
async function sellerWithEmail(app: TestApp = t) {
  const seller = await signUp(app);
  await app.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, seller.user.id));
  return seller;
}

const sendOtp = (token: string, body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/v1/seller/add-number-send-otp', token, payload: body, remoteAddress: nextAddress() });
const verify = (token: string, body: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/v1/seller/verify-mobile', token, payload: body, remoteAddress: nextAddress() });

async function verifiedSeller() {
  const seller = await sellerWithEmail();
  const phone = nextPhone();
  const sent = envelope<{ otp: string }>(await sendOtp(seller.token, { country_code: '+91', phone, type: 'sms' }));
  expect((await verify(seller.token, { country_code: '+91', phone, otp: sent.data.otp, purpose: 'verification' })).statusCode).toBe(200);
  return { ...seller, phone };
}

describe('POST /v1/seller/add-number-send-otp', () => {
  it('sends a 6-digit code, returns it in development and writes it to the outbox', async () => {
    const { token } = await sellerWithEmail();
    const phone = nextPhone();
    const response = await sendOtp(token, { country_code: '+91', phone, type: 'sms' });
    expect(response.statusCode).toBe(200);
    const body = envelope<{ otp: string }>(response);
    expect(body.data.otp).toMatch(/^\d{6}$/);
    const outbox = envelope<Array<{ to: string; channel: string; text: string }>>(await t.request({ method: 'GET', url: '/v1/dev/outbox?limit=100' })).data;
    const sms = outbox.find((m) => m.to === `+91${phone}`);
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(sms!.text).toContain(body.data.otp);
  });

  it.each([
    [{ phone: '9812345678', type: 'sms' }, { country_code: 'Country code is required' }],
    [{ country_code: '+99', phone: '9812345678', type: 'sms' }, { country_code: 'Country code is required' }],
    [{ country_code: '+91', type: 'sms' }, { phone: 'Phone number is required' }],
    [{ country_code: '+91', phone: '', type: 'sms' }, { phone: 'Phone number is required' }],
    [{ country_code: '+91', phone: '98123abc45', type: 'sms' }, { phone: 'Phone number must contain only digits' }],
    [{ country_code: '+91', phone: '981234', type: 'sms' }, { phone: 'Phone number must be at least 10 digits' }],
    [{ country_code: '+91', phone: '9812345678', type: 'voice' }, { type: "type must be 'sms'" }],
    [{ country_code: '+91', phone: 9812345678, type: 'sms' }, { phone: 'Phone number is required' }],
  ])('validates %j like the form', async (payload, errors) => {
    const { token } = await sellerWithEmail();
    const response = await sendOtp(token, payload);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors).toEqual(errors);
  });

  it('stores the code hashed with a 10-minute expiry', async () => {
    const { token, user } = await sellerWithEmail();
    const otp = envelope<{ otp: string }>(await sendOtp(token, { country_code: '+44', phone: nextPhone(), type: 'sms' })).data.otp;
    const [row] = await t.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, user.id));
    expect(row.codeHash).not.toContain(otp);
    expect((row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000).toBeCloseTo(10, 0);
  });

  it('is rate-limited per phone and per account', async () => {
    const { token } = await sellerWithEmail();
    const phone = nextPhone();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await sendOtp(token, { country_code: '+91', phone, type: 'sms' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // Another account asking for the same number is limited by the number too.
    const other = await sellerWithEmail();
    expect((await sendOtp(other.token, { country_code: '+91', phone, type: 'sms' })).statusCode).toBe(429);
  });

  it('cannot skip the email gate', async () => {
    const { token } = await signUp(t);
    const response = await sendOtp(token, { country_code: '+91', phone: nextPhone(), type: 'sms' });
    expect(response.statusCode).toBe(403);
    expect(envelope(response).message).toBe('Verify your email address first');
  });

  it('is for sellers only', async () => {
    const buyer = await signUp(t, { role: 'buyer' });
    await t.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, buyer.user.id));
    expect((await sendOtp(buyer.token, { country_code: '+91', phone: nextPhone(), type: 'sms' })).statusCode).toBe(403);
  });

  it('needs a session', async () => {
    expect(
      (await t.request({ method: 'POST', url: '/v1/seller/add-number-send-otp', payload: { country_code: '+91', phone: '9812345678', type: 'sms' } }))
        .statusCode,
    ).toBe(401);
  });
});

describe('POST /v1/seller/verify-mobile', () => {
  it('verifies the number, stores it and refuses the same code again', async () => {
    const { token } = await sellerWithEmail();
    const phone = nextPhone();
    const otp = envelope<{ otp: string }>(await sendOtp(token, { country_code: '+86', phone, type: 'sms' })).data.otp;
    const response = await verify(token, { country_code: '+86', phone, otp, purpose: 'verification' });
    expect(response.statusCode).toBe(200);
    expect(envelope(response).data).toEqual({ is_verified: true, phone, country_code: '+86' });
    const status = envelope<{ is_verified: boolean; phone: string; country_code: string }>(
      await t.request({ method: 'GET', url: '/v1/seller/get-status', token }),
    ).data;
    expect(status).toMatchObject({ is_verified: true, phone, country_code: '+86' });
    const reuse = await verify(token, { country_code: '+86', phone, otp, purpose: 'verification' });
    expect(reuse.statusCode).toBe(400);
    expect(envelope(reuse).errors).toEqual({ otp: 'The code is not correct' });
  });

  it('refuses a wrong code, then exhausts after 5 tries', async () => {
    const { token } = await sellerWithEmail();
    const phone = nextPhone();
    const otp = envelope<{ otp: string }>(await sendOtp(token, { country_code: '+91', phone, type: 'sms' })).data.otp;
    const wrong = otp === '123456' ? '654321' : '123456';
    const answers: Array<[number, string | undefined]> = [];
    for (let i = 0; i < 5; i++) {
      const answer = await verify(token, { country_code: '+91', phone, otp: wrong, purpose: 'verification' });
      answers.push([answer.statusCode, envelope(answer).errors?.otp]);
    }
    // Each wrong try says how many are left, the last one that none are.
    expect(answers).toEqual([
      [400, 'The code is not correct: 4 tries left'],
      [400, 'The code is not correct: 3 tries left'],
      [400, 'The code is not correct: 2 tries left'],
      [400, 'The code is not correct: 1 try left'],
      [429, 'Too many wrong attempts. Request a new code'],
    ]);
    const right = await verify(token, { country_code: '+91', phone, otp, purpose: 'verification' });
    expect(right.statusCode).toBe(429);
    expect(envelope(right).message).toBe('Too many wrong attempts. Request a new code');
  });

  it('refuses an expired code', async () => {
    const { token, user } = await sellerWithEmail();
    const phone = nextPhone();
    const otp = envelope<{ otp: string }>(await sendOtp(token, { country_code: '+91', phone, type: 'sms' })).data.otp;
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(oneTimeCodes.userId, user.id));
    const response = await verify(token, { country_code: '+91', phone, otp, purpose: 'verification' });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe('The code has expired. Request a new one');
  });

  it('refuses a code sent for another number', async () => {
    const { token } = await sellerWithEmail();
    const phone = nextPhone();
    const otp = envelope<{ otp: string }>(await sendOtp(token, { country_code: '+91', phone, type: 'sms' })).data.otp;
    expect((await verify(token, { country_code: '+91', phone: nextPhone(), otp, purpose: 'verification' })).statusCode).toBe(400);
  });

  it("cannot use another account's code", async () => {
    const owner = await sellerWithEmail();
    const intruder = await sellerWithEmail();
    const phone = nextPhone();
    const otp = envelope<{ otp: string }>(await sendOtp(owner.token, { country_code: '+91', phone, type: 'sms' })).data.otp;
    expect((await verify(intruder.token, { country_code: '+91', phone, otp, purpose: 'verification' })).statusCode).toBe(400);
  });

  it.each([
    [{ country_code: '+91', phone: '9812345678', otp: '12345', purpose: 'verification' }, ['otp']],
    [{ country_code: '+91', phone: '9812345678', otp: '12345a', purpose: 'verification' }, ['otp']],
    [{ country_code: '+91', phone: '9812345678', otp: '123456', purpose: 'login' }, ['purpose']],
    [{ country_code: '+91', phone: '9812345678', otp: '123456', purpose: 'verification', is_verified: true }, ['is_verified']],
  ])('validates %j', async (payload, fields) => {
    const { token } = await sellerWithEmail();
    const response = await verify(token, payload);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(envelope(response).errors ?? {})).toEqual(fields);
  });

  it('keeps one verified number per account', async () => {
    const first = await verifiedSeller();
    const second = await sellerWithEmail();
    const otp = envelope<{ otp: string }>(await sendOtp(second.token, { country_code: '+91', phone: first.phone, type: 'sms' })).data.otp;
    const response = await verify(second.token, { country_code: '+91', phone: first.phone, otp, purpose: 'verification' });
    expect(response.statusCode).toBe(409);
    expect(envelope(response).errors).toEqual({ phone: 'This number is already verified on another account' });
  });
});

describe('a number that recovers another account', () => {
  it('is refused as a mobile number, so recovery sign-in by phone finds one account', async () => {
    const owner = await sellerWithEmail();
    await t.db.insert(recoveryContacts).values({ userId: owner.user.id, kind: 'phone', value: '+919834567012', isPrimary: true, verifiedAt: new Date() });
    const other = await sellerWithEmail();
    const otp = envelope<{ otp: string }>(await sendOtp(other.token, { country_code: '+91', phone: '9834567012', type: 'sms' })).data.otp;
    const response = await verify(other.token, { country_code: '+91', phone: '9834567012', otp, purpose: 'verification' });
    expect(response.statusCode).toBe(409);
    expect(envelope(response).errors).toEqual({ phone: 'This number is already verified on another account' });
  });
});

describe('POST /v1/seller/business-details', () => {
  it('stores the details and returns them in get-status; a second submission is refused', async () => {
    const { token } = await verifiedSeller();
    const response = await t.request({ method: 'POST', url: '/v1/seller/business-details', token, payload: business });
    expect(response.statusCode).toBe(201);
    const { tax_id: _omitted, ...stored } = business;
    expect(envelope(response).data).toEqual(stored);
    const status = envelope<{ business_details: unknown; verification_status: string }>(
      await t.request({ method: 'GET', url: '/v1/seller/get-status', token }),
    ).data;
    expect(status.business_details).toEqual(stored);
    expect(status.verification_status).toBe('pending');
    const again = await t.request({ method: 'POST', url: '/v1/seller/business-details', token, payload: business });
    expect(again.statusCode).toBe(409);
  });

  it('gives every required field its message', async () => {
    const { token } = await verifiedSeller();
    const response = await t.request({ method: 'POST', url: '/v1/seller/business-details', token, payload: {} });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors).toEqual({
      business_name: 'Business name is required',
      business_type: 'Business type is required',
      registration_number: 'Registration number is required',
      contact_number: 'Contact number is required',
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      country: 'Country is required',
      postal_code: 'Postal code is required',
      contact_person: 'Contact person is required',
      contact_email: 'Contact email is required',
      contact_phone: 'Contact phone is required',
    });
  });

  it.each([
    ['contact_email', 'not-an-email', 'Invalid email'],
    ['business_type', 'Cooperative', 'Business type is required'],
    ['country', 'Atlantis', 'Choose a country from the list'],
    ['country', '', 'Country is required'],
    ['city', '   ', 'City is required'],
  ])('refuses %s = %j', async (field, value, message) => {
    const { token } = await verifiedSeller();
    const response = await t.request({ method: 'POST', url: '/v1/seller/business-details', token, payload: { ...business, [field]: value } });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors).toEqual({ [field]: message });
  });

  it('cannot skip the mobile gate', async () => {
    const { token } = await sellerWithEmail();
    const response = await t.request({ method: 'POST', url: '/v1/seller/business-details', token, payload: business });
    expect(response.statusCode).toBe(403);
    expect(envelope(response).message).toBe('Verify your mobile number first');
  });

  it('cannot skip the email gate', async () => {
    const { token } = await signUp(t);
    expect((await t.request({ method: 'POST', url: '/v1/seller/business-details', token, payload: business })).statusCode).toBe(403);
  });
});
