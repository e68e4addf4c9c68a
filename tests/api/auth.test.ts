import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { activationTokens, sessions, users } from '../../server/db/schema';
import { createTestApp, envelope, logIn, nextAddress, signUp, STRONG_PASSWORD, uniqueEmail } from './helpers';

const t = await createTestApp();
/** An office's deployment: more sign-ups from one client address (SIGNUPS_PER_ADDRESS_PER_HOUR). */
const office = await createTestApp({ signupsPerAddressPerHour: loadConfig({ SIGNUPS_PER_ADDRESS_PER_HOUR: '12' }).signupsPerAddressPerHour });

/** The activation link of the newest mail to `email`, read from the dev outbox. */
async function activationTokenFor(email: string): Promise<string> {
  const response = await t.request({ method: 'GET', url: '/v1/dev/outbox?limit=100' });
  const mail = envelope<Array<{ to: string; links: string[] }>>(response).data.find((m) => m.to === email);
  const link = mail?.links[0];
  if (!link) throw new Error(`no activation mail for ${email}`);
  expect(link).toMatch(/^http:\/\/localhost:\d+\/seller\/activate\/[\w-]+$/);
  return link.split('/').pop()!;
}

describe('POST /v1/auth/signup', () => {
  it('creates the account, hashes the password with argon2id and returns a session', async () => {
    const email = uniqueEmail('Signup');
    const response = await t.request({
      method: 'POST',
      url: '/v1/auth/signup',
      payload: { name: 'Asha Rao', email, password: STRONG_PASSWORD, role: 'seller' },
    });
    expect(response.statusCode).toBe(201);
    const body = envelope<{ token: string; user: Record<string, unknown> }>(response);
    expect(body.success).toBe(true);
    expect(body.data.token).toEqual(expect.any(String));
    expect(body.data.user).toMatchObject({
      email: email.toLowerCase(),
      roles: ['seller'],
      is_email_verified: false,
      is_verified: false,
      business_details: null,
    });
    expect(body.data.user).not.toHaveProperty('passwordHash');
    const [row] = await t.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(STRONG_PASSWORD);
  });

  it('sends an activation email whose link opens /seller/activate/:token', async () => {
    const { email } = await signUp(t, { role: 'buyer' });
    await activationTokenFor(email);
  });

  it('refuses a duplicate email, whatever its case', async () => {
    const { email } = await signUp(t);
    const response = await t.request({
      method: 'POST',
      url: '/v1/auth/signup',
      payload: { name: 'Other', email: email.toUpperCase(), password: STRONG_PASSWORD, role: 'buyer' },
    });
    expect(response.statusCode).toBe(409);
    expect(envelope(response)).toMatchObject({
      success: false,
      message: 'An account with this email already exists',
      errors: { email: 'An account with this email already exists' },
    });
  });

  it.each([
    [{}, ['name', 'email', 'password', 'role']],
    [{ name: 'A', email: 'not-an-email', password: STRONG_PASSWORD, role: 'seller' }, ['email']],
    [{ name: 'A', email: 'a@example.com', password: 'short', role: 'seller' }, ['password']],
    [{ name: 'A', email: 'a@example.com', password: 'x'.repeat(129), role: 'seller' }, ['password']],
    [{ name: 'A', email: 'a@example.com', password: STRONG_PASSWORD, role: 'admin' }, ['role']],
    [{ name: 42, email: ['a@example.com'], password: true, role: 'seller' }, ['name', 'email', 'password']],
    [{ name: '   ', email: 'a@example.com', password: STRONG_PASSWORD, role: 'seller' }, ['name']],
  ])('names each invalid field of %j', async (payload, fields) => {
    const response = await t.request({ method: 'POST', url: '/v1/auth/signup', payload, remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(400);
    const body = envelope(response);
    expect(body.success).toBe(false);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual([...fields].sort());
  });

  it('gives the exact messages for missing and short fields', async () => {
    const response = await t.request({ method: 'POST', url: '/v1/auth/signup', payload: { email: 'a@example.com', password: 'short', role: 'seller' } });
    expect(envelope(response).errors).toEqual({ name: 'Name is required', password: 'Password must be at least 8 characters' });
  });

  it('refuses a common password', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/auth/signup',
      payload: { name: 'A', email: uniqueEmail(), password: 'Password123', role: 'seller' },
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors).toEqual({ password: 'This password is too common. Choose one that is harder to guess' });
  });

  it('rejects unknown body fields instead of storing them', async () => {
    const email = uniqueEmail();
    const response = await t.request({
      method: 'POST',
      url: '/v1/auth/signup',
      payload: { name: 'A', email, password: STRONG_PASSWORD, role: 'seller', roles: ['admin'] },
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors).toEqual({ roles: 'This field is not allowed' });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('answers a body that is not JSON with a 400 envelope', async () => {
    const response = await t.request({ method: 'POST', url: '/v1/auth/signup', headers: { 'content-type': 'application/json' }, payload: '{"name":' });
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({ success: false, data: null });
  });

  it('refuses an oversized body with the 413 envelope', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/v1/auth/signup',
      payload: { name: 'x'.repeat(2 * 1024 * 1024), email: uniqueEmail(), password: STRONG_PASSWORD, role: 'seller' },
    });
    expect(response.statusCode).toBe(413);
    expect(envelope(response)).toEqual({ success: false, message: 'The request is too large', data: null });
  });
});

describe('POST /v1/auth/activate', () => {
  it('verifies the email once; a second use is refused', async () => {
    const { email, token } = await signUp(t);
    const activation = await activationTokenFor(email);
    const first = await t.request({ method: 'POST', url: '/v1/auth/activate', payload: { token: activation } });
    expect(first.statusCode).toBe(200);
    expect(envelope(first).data).toEqual({ email: email.toLowerCase() });
    const status = await t.request({ method: 'GET', url: '/v1/seller/get-status', token });
    expect(envelope<{ is_email_verified: boolean }>(status).data.is_email_verified).toBe(true);

    const second = await t.request({ method: 'POST', url: '/v1/auth/activate', payload: { token: activation } });
    expect(second.statusCode).toBe(409);
    expect(envelope(second).message).toBe('This activation link has already been used. Sign in to continue');
  });

  it('refuses an expired link with 410', async () => {
    const { email } = await signUp(t);
    const activation = await activationTokenFor(email);
    const [user] = await t.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    await t.db
      .update(activationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(activationTokens.userId, user.id));
    const response = await t.request({ method: 'POST', url: '/v1/auth/activate', payload: { token: activation } });
    expect(response.statusCode).toBe(410);
    expect(envelope(response).message).toMatch(/expired/);
    const [after] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(after.isEmailVerified).toBe(false);
  });

  it('refuses an unknown or missing token with 400', async () => {
    const unknown = await t.request({ method: 'POST', url: '/v1/auth/activate', payload: { token: 'not-a-real-token' } });
    expect(unknown.statusCode).toBe(400);
    expect(envelope(unknown).errors).toHaveProperty('token');
    const missing = await t.request({ method: 'POST', url: '/v1/auth/activate', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).errors).toEqual({ token: 'Activation token is required' });
  });

  it('expires links 24 hours after they are sent', async () => {
    const { email } = await signUp(t);
    const [user] = await t.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    const [row] = await t.db.select().from(activationTokens).where(eq(activationTokens.userId, user.id));
    const hours = (row.expiresAt.getTime() - row.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(24.1);
  });
});

describe('POST /v1/auth/resend-verification', () => {
  it('sends a fresh link to a signed-in user', async () => {
    const { email, token } = await signUp(t);
    const response = await t.request({ method: 'POST', url: '/v1/auth/resend-verification', token, remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(200);
    const outbox = envelope<Array<{ to: string }>>(await t.request({ method: 'GET', url: '/v1/dev/outbox?limit=100' })).data;
    expect(outbox.filter((m) => m.to === email.toLowerCase())).toHaveLength(2);
  });

  it('needs a session', async () => {
    const response = await t.request({ method: 'POST', url: '/v1/auth/resend-verification' });
    expect(response.statusCode).toBe(401);
  });

  it('is rate-limited per account with Retry-After', async () => {
    const { token } = await signUp(t);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await t.request({ method: 'POST', url: '/v1/auth/resend-verification', token, remoteAddress: nextAddress() })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await t.request({ method: 'POST', url: '/v1/auth/resend-verification', token, remoteAddress: nextAddress() });
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(envelope(limited)).toMatchObject({ success: false, message: 'Too many attempts. Try again later' });
  });

  it('refuses when the email is already verified', async () => {
    const { email, token } = await signUp(t);
    await t.request({ method: 'POST', url: '/v1/auth/activate', payload: { token: await activationTokenFor(email) } });
    const response = await t.request({ method: 'POST', url: '/v1/auth/resend-verification', token, remoteAddress: nextAddress() });
    expect(response.statusCode).toBe(409);
  });
});

describe('POST /v1/auth/login and logout', () => {
  it('returns a token and the user; the email is case-insensitive', async () => {
    const { email } = await signUp(t);
    const response = await t.request({ method: 'POST', url: '/v1/auth/login', payload: { email: email.toUpperCase(), password: STRONG_PASSWORD } });
    expect(response.statusCode).toBe(200);
    const body = envelope<{ token: string; user: { email: string } }>(response);
    expect(body.data.user.email).toBe(email.toLowerCase());
    expect(body.data.token.split('.')).toHaveLength(3);
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    const { email } = await signUp(t);
    const wrong = await t.request({ method: 'POST', url: '/v1/auth/login', payload: { email, password: 'Wrong-password-1' } });
    const unknown = await t.request({ method: 'POST', url: '/v1/auth/login', payload: { email: uniqueEmail('nobody'), password: 'Wrong-password-1' } });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(envelope(wrong)).toEqual(envelope(unknown));
    expect(envelope(wrong).message).toBe('Incorrect email or password');
  });

  it('validates its body', async () => {
    const response = await t.request({ method: 'POST', url: '/v1/auth/login', payload: { email: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors).toEqual({ email: 'Invalid email', password: 'Password is required' });
  });

  it('is rate-limited per address with a 429 envelope and Retry-After', async () => {
    const { email } = await signUp(t);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await t.request({ method: 'POST', url: '/v1/auth/login', payload: { email, password: 'Wrong-password-1' }, remoteAddress: nextAddress() })).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Even the right password waits for the window to pass.
    const right = await t.request({ method: 'POST', url: '/v1/auth/login', payload: { email, password: STRONG_PASSWORD }, remoteAddress: nextAddress() });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('logout revokes the token at once', async () => {
    const { email } = await signUp(t);
    const token = await logIn(t, email, STRONG_PASSWORD);
    expect((await t.request({ method: 'GET', url: '/v1/seller/get-status', token })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/v1/auth/logout', token })).statusCode).toBe(200);
    const after = await t.request({ method: 'GET', url: '/v1/seller/get-status', token });
    expect(after.statusCode).toBe(401);
    expect(envelope(after)).toMatchObject({ success: false, message: 'Your session has expired. Please sign in again' });
  });

  it('logout-all revokes every session of the account only', async () => {
    const { email } = await signUp(t);
    const other = await signUp(t);
    const first = await logIn(t, email, STRONG_PASSWORD);
    const second = await logIn(t, email, STRONG_PASSWORD);
    expect((await t.request({ method: 'POST', url: '/v1/auth/logout-all', token: first })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/v1/seller/get-status', token: second })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/v1/seller/get-status', token: other.token })).statusCode).toBe(200);
  });

  it('refuses a suspended account', async () => {
    const { email, user } = await signUp(t);
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, user.id));
    const response = await t.request({ method: 'POST', url: '/v1/auth/login', payload: { email, password: STRONG_PASSWORD } });
    expect(response.statusCode).toBe(403);
  });
});

describe('bearer tokens', () => {
  const statusWith = (authorization?: string) => t.request({ method: 'GET', url: '/v1/seller/get-status', headers: authorization ? { authorization } : {} });

  it.each([
    ['missing', undefined],
    ['not bearer', 'Basic abc'],
    ['malformed', 'Bearer not.a.jwt'],
    ['garbage', 'Bearer xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'],
  ])('answers a %s token with the 401 envelope', async (_label, header) => {
    const response = await statusWith(header);
    expect(response.statusCode).toBe(401);
    expect(envelope(response)).toMatchObject({ success: false, data: null });
  });

  it('refuses an expired token', async () => {
    const { user } = await signUp(t);
    const [session] = await t.db
      .insert(sessions)
      .values({ userId: user.id, kind: 'password', expiresAt: new Date(Date.now() + 3_600_000) })
      .returning();
    const key = new TextEncoder().encode(t.app.serverSecret);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setJti(session.id)
      .setIssuer('b2b-marketplace')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    expect((await statusWith(`Bearer ${expired}`)).statusCode).toBe(401);
  });

  it('refuses a token signed with another key', async () => {
    const { user } = await signUp(t);
    const [session] = await t.db
      .insert(sessions)
      .values({ userId: user.id, kind: 'password', expiresAt: new Date(Date.now() + 3_600_000) })
      .returning();
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setJti(session.id)
      .setIssuer('b2b-marketplace')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    expect((await statusWith(`Bearer ${forged}`)).statusCode).toBe(401);
  });

  it('refuses a token whose session expired in the database', async () => {
    const { token, user } = await signUp(t);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await statusWith(`Bearer ${token}`)).statusCode).toBe(401);
  });
});

describe('XSRF cookie and header', () => {
  async function freshCookie(): Promise<string> {
    // As a browser's fetch: browsers send Sec-Fetch-Mode, and only they get the cookie.
    const response = await t.request({ method: 'GET', url: '/v1/health', headers: { 'sec-fetch-mode': 'cors' } });
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie).toBeDefined();
    expect(cookie!.httpOnly).toBeFalsy();
    expect(cookie!.sameSite).toBe('Lax');
    return cookie!.value;
  }

  it('sets a signed XSRF-TOKEN cookie for a browser', async () => {
    expect(await freshCookie()).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('does not mint a cookie for clients that are not browsers, nor again for one holding a valid cookie', async () => {
    const plain = await t.request({ method: 'GET', url: '/v1/health' });
    expect(plain.headers['set-cookie']).toBeUndefined();
    const value = await freshCookie();
    const again = await t.request({ method: 'GET', url: '/v1/health', headers: { 'sec-fetch-mode': 'cors' }, cookies: { 'XSRF-TOKEN': value } });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('rejects an unsafe request carrying the cookie without the matching header', async () => {
    const value = await freshCookie();
    const payload = { email: uniqueEmail(), password: 'Wrong-password-1' };
    const noHeader = await t.request({ method: 'POST', url: '/v1/auth/login', cookies: { 'XSRF-TOKEN': value }, payload });
    expect(noHeader.statusCode).toBe(403);
    expect(envelope(noHeader)).toMatchObject({ success: false, message: 'Security check failed. Reload the page and try again' });
    const wrongHeader = await t.request({
      method: 'POST',
      url: '/v1/auth/login',
      cookies: { 'XSRF-TOKEN': value },
      headers: { 'x-xsrf-token': 'other' },
      payload,
    });
    expect(wrongHeader.statusCode).toBe(403);
    const matching = await t.request({ method: 'POST', url: '/v1/auth/login', cookies: { 'XSRF-TOKEN': value }, headers: { 'x-xsrf-token': value }, payload });
    expect(matching.statusCode).toBe(401);
  });

  it('rejects a cookie value planted by another site even with a matching header', async () => {
    const planted = 'attacker.value';
    const response = await t.request({
      method: 'POST',
      url: '/v1/auth/login',
      cookies: { 'XSRF-TOKEN': planted },
      headers: { 'x-xsrf-token': planted },
      payload: { email: uniqueEmail(), password: 'x' },
    });
    expect(response.statusCode).toBe(403);
    // A fresh, valid cookie comes back so the client's next try can pass.
    expect(response.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value).not.toBe(planted);
  });

  it('does not check safe requests', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/health', cookies: { 'XSRF-TOKEN': 'planted.value' } });
    expect(response.statusCode).toBe(200);
  });
});

describe('sign-up abuse limits', () => {
  /** The statuses of `count` sign-ups of new accounts from one client address. */
  const signUpsFrom = async (app: typeof t, address: string, count: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const payload = { name: 'Bulk', email: uniqueEmail('bulk'), password: STRONG_PASSWORD, role: 'buyer' };
      statuses.push((await app.request({ method: 'POST', url: '/v1/auth/signup', payload, remoteAddress: address })).statusCode);
    }
    return statuses;
  };

  it('limits sign-ups per client address: 10 an hour by default', async () => {
    expect(t.config.signupsPerAddressPerHour).toBe(10);
    const statuses = await signUpsFrom(t, '192.0.2.77', 11);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses[10]).toBe(429);
  });

  it('lets an office behind one address sign up more colleagues with SIGNUPS_PER_ADDRESS_PER_HOUR raised', async () => {
    expect(office.config.signupsPerAddressPerHour).toBe(12);
    expect(await signUpsFrom(office, '10.9.9.9', 13)).toEqual([...Array(12).fill(201), 429]);
  });

  it('refuses to start with a bad SIGNUPS_PER_ADDRESS_PER_HOUR or SUPPORT_REQUESTS_PER_ADDRESS_PER_HOUR, naming it', () => {
    for (const name of ['SIGNUPS_PER_ADDRESS_PER_HOUR', 'SUPPORT_REQUESTS_PER_ADDRESS_PER_HOUR']) {
      for (const bad of ['0', '-5', '2.5', 'lots', '100001']) {
        expect(() => loadConfig({ [name]: bad }), `${name}=${bad}`).toThrow(new RegExp(`Invalid environment:\\n  ${name}: `));
      }
    }
    expect(loadConfig({}).supportRequestsPerAddressPerHour).toBe(10);
    expect(loadConfig({ SUPPORT_REQUESTS_PER_ADDRESS_PER_HOUR: '200' }).supportRequestsPerAddressPerHour).toBe(200);
  });
});
