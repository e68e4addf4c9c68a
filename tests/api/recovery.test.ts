import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { oneTimeCodes, recoveryContacts, users } from '../../server/db/schema';
import { createTestApp, envelope, logIn, nextAddress, signUp, STRONG_PASSWORD, uniqueEmail } from './helpers';

const t = await createTestApp();
const NEW_PASSWORD = 'Lantern-Harbor-58';

async function sendCode(identifier: string) {
  return t.request({ method: 'POST', url: '/v1/auth/recovery/send-code', payload: { identifier }, remoteAddress: nextAddress() });
}

/** The code in the newest message to `to` (email or SMS) in the dev outbox. */
async function codeSentTo(to: string): Promise<string> {
  const outbox = envelope<Array<{ to: string; text: string }>>(await t.request({ method: 'GET', url: '/v1/dev/outbox?limit=100' })).data;
  const message = outbox.find((m) => m.to === to);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

const recoveryLogin = (identifier: string, code: string) =>
  t.request({ method: 'POST', url: '/v1/auth/recovery/login', payload: { identifier, code }, remoteAddress: nextAddress() });

describe('recovery sign-in', () => {
  it('signs in with a code sent to the account email and then asks for a new password', async () => {
    const { email } = await signUp(t);
    expect((await sendCode(email.toUpperCase())).statusCode).toBe(200);
    const code = await codeSentTo(email.toLowerCase());
    const response = await recoveryLogin(email, code);
    expect(response.statusCode).toBe(200);
    const body = envelope<{ token: string; user: { must_change_password: boolean } }>(response);
    expect(body.data.user.must_change_password).toBe(true);

    const set = await t.request({ method: 'POST', url: '/v1/auth/set-password', token: body.data.token, payload: { password: NEW_PASSWORD } });
    expect(set.statusCode).toBe(200);
    const after = envelope<{ token: string; user: { must_change_password: boolean } }>(set);
    expect(after.data.user.must_change_password).toBe(false);
    // The recovery session is gone; the fresh token works; the old password does not.
    expect((await t.request({ method: 'GET', url: '/v1/seller/get-status', token: body.data.token })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/v1/seller/get-status', token: after.data.token })).statusCode).toBe(200);
    await expect(logIn(t, email, STRONG_PASSWORD)).rejects.toThrow(/401/);
    expect(await logIn(t, email, NEW_PASSWORD)).toEqual(expect.any(String));
  });

  it('accepts a verified recovery contact and refuses an unverified one', async () => {
    const { user, email } = await signUp(t);
    const verifiedContact = uniqueEmail('backup');
    const unverifiedContact = uniqueEmail('unverified');
    await t.db.insert(recoveryContacts).values([
      { userId: user.id, kind: 'email', value: verifiedContact, verifiedAt: new Date() },
      { userId: user.id, kind: 'email', value: unverifiedContact },
    ]);
    await sendCode(verifiedContact);
    const code = await codeSentTo(verifiedContact);
    const response = await recoveryLogin(verifiedContact, code);
    expect(response.statusCode).toBe(200);
    expect(envelope<{ user: { email: string } }>(response).data.user.email).toBe(email.toLowerCase());

    // Same answer as for a match, but nothing is sent.
    const unverified = await sendCode(unverifiedContact);
    expect(unverified.statusCode).toBe(200);
    await expect(codeSentTo(unverifiedContact)).rejects.toThrow(/no code/);
  });

  it('sends to a verified phone contact by text message', async () => {
    const { user } = await signUp(t);
    await t.db.insert(recoveryContacts).values({ userId: user.id, kind: 'phone', value: '+919876500011', verifiedAt: new Date() });
    await sendCode('+91 98765-00011');
    const code = await codeSentTo('+919876500011');
    expect((await recoveryLogin('+919876500011', code)).statusCode).toBe(200);
  });

  it('answers the same whether or not the account exists', async () => {
    const unknown = await sendCode(uniqueEmail('ghost'));
    const { email } = await signUp(t);
    const known = await sendCode(email);
    expect(unknown.statusCode).toBe(200);
    expect(envelope(unknown)).toEqual(envelope(known));
  });

  it('stores codes hashed, 6 digits, valid for 10 minutes', async () => {
    const { email, user } = await signUp(t);
    await sendCode(email);
    const code = await codeSentTo(email.toLowerCase());
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, user.id), eq(oneTimeCodes.purpose, 'recovery_login')));
    expect(row.codeHash).not.toContain(code);
    const minutes = (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000;
    expect(minutes).toBeCloseTo(10, 0);
  });

  it('uses a code once', async () => {
    const { email } = await signUp(t);
    await sendCode(email);
    const code = await codeSentTo(email.toLowerCase());
    expect((await recoveryLogin(email, code)).statusCode).toBe(200);
    const again = await recoveryLogin(email, code);
    expect(again.statusCode).toBe(400);
    expect(envelope(again).errors).toEqual({ code: 'The code is not correct' });
  });

  it('refuses an expired code', async () => {
    const { email, user } = await signUp(t);
    await sendCode(email);
    const code = await codeSentTo(email.toLowerCase());
    await t.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.userId, user.id));
    const response = await recoveryLogin(email, code);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).message).toBe('The code has expired. Request a new one');
  });

  it('retires a code after 5 wrong tries, even for the right code', async () => {
    const { email } = await signUp(t);
    await sendCode(email);
    const code = await codeSentTo(email.toLowerCase());
    const wrong = code === '000000' ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await recoveryLogin(email, wrong)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 429]);
    const right = await recoveryLogin(email, code);
    expect(right.statusCode).toBe(429);
    expect(envelope(right).message).toBe('Too many wrong attempts. Request a new code');
  });

  it('a new code replaces the previous one', async () => {
    const { email } = await signUp(t);
    await sendCode(email);
    const first = await codeSentTo(email.toLowerCase());
    await sendCode(email);
    const second = await codeSentTo(email.toLowerCase());
    if (first !== second) expect((await recoveryLogin(email, first)).statusCode).toBe(400);
    expect((await recoveryLogin(email, second)).statusCode).toBe(200);
  });

  it('validates the code format', async () => {
    const response = await recoveryLogin('someone@example.com', '12ab');
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors).toEqual({ code: 'Enter the 6-digit code' });
  });

  it('is rate-limited per identifier', async () => {
    const { email } = await signUp(t);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await sendCode(email)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('POST /v1/auth/set-password with a normal session', () => {
  it('needs the current password', async () => {
    const { token } = await signUp(t);
    const missing = await t.request({ method: 'POST', url: '/v1/auth/set-password', token, payload: { password: NEW_PASSWORD } });
    expect(missing.statusCode).toBe(400);
    expect(envelope(missing).errors).toEqual({ currentPassword: 'Enter your current password' });
    const wrong = await t.request({
      method: 'POST',
      url: '/v1/auth/set-password',
      token,
      payload: { password: NEW_PASSWORD, currentPassword: 'nope-nope-nope' },
    });
    expect(envelope(wrong).errors).toEqual({ currentPassword: 'Current password is not correct' });
    const right = await t.request({
      method: 'POST',
      url: '/v1/auth/set-password',
      token,
      payload: { password: NEW_PASSWORD, currentPassword: STRONG_PASSWORD },
    });
    expect(right.statusCode).toBe(200);
    // Every earlier session ends with the change.
    expect((await t.request({ method: 'GET', url: '/v1/seller/get-status', token })).statusCode).toBe(401);
  });

  it('refuses a common new password', async () => {
    const { token } = await signUp(t);
    const response = await t.request({
      method: 'POST',
      url: '/v1/auth/set-password',
      token,
      payload: { password: 'qwertyuiop', currentPassword: STRONG_PASSWORD },
    });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors).toHaveProperty('password');
  });
});

describe('a suspended account', () => {
  it('cannot use a recovery code', async () => {
    const { email, user } = await signUp(t);
    await sendCode(email);
    const code = await codeSentTo(email.toLowerCase());
    await t.db.update(users).set({ status: 'suspended' }).where(eq(users.id, user.id));
    expect((await recoveryLogin(email, code)).statusCode).toBe(403);
  });
});
