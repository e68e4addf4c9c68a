import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recoveryContactMessages, type RecoveryContact } from '../../src/contract/recovery-contacts';
import { outbox, users } from '../../server/db/schema';
import { createTestApp, envelope, nextAddress, signUp, uniqueEmail, type TestApp } from './helpers';

const t: TestApp = await createTestApp();

type Account = Awaited<ReturnType<typeof signUp>>;

async function add(token: string, payload: Record<string, unknown>) {
  return t.request({ method: 'POST', url: '/v1/recovery-contacts', token, payload });
}

async function addEmail(account: Account, email = uniqueEmail('spare')): Promise<RecoveryContact> {
  const response = await add(account.token, { kind: 'email', email });
  if (response.statusCode !== 201) throw new Error(`add failed: ${response.statusCode} ${response.body}`);
  return envelope<RecoveryContact>(response).data;
}

async function sendCode(token: string, id: string) {
  return t.request({ method: 'POST', url: `/v1/recovery-contacts/${id}/send-code`, token });
}

/** Adds a contact and verifies it with the code the development sender hands back. */
async function verifiedEmail(account: Account, email = uniqueEmail('spare')): Promise<RecoveryContact> {
  const contact = await addEmail(account, email);
  const otp = envelope<{ otp: string }>(await sendCode(account.token, contact.id)).data.otp;
  const verified = await t.request({ method: 'POST', url: `/v1/recovery-contacts/${contact.id}/verify`, token: account.token, payload: { otp } });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.statusCode} ${verified.body}`);
  return envelope<RecoveryContact>(verified).data;
}

async function list(token: string): Promise<RecoveryContact[]> {
  return envelope<RecoveryContact[]>(await t.request({ method: 'GET', url: '/v1/recovery-contacts?sort=created_at&order=asc', token })).data;
}

describe('access', () => {
  it('needs a signed-in seller or buyer', async () => {
    expect((await t.request({ method: 'GET', url: '/v1/recovery-contacts' })).statusCode).toBe(401);
    const buyer = await signUp(t, { role: 'buyer' });
    expect((await t.request({ method: 'GET', url: '/v1/recovery-contacts', token: buyer.token })).statusCode).toBe(200);
    // Not gated by onboarding: a seller who has only just signed up may add one too.
    const seller = await signUp(t, { role: 'seller' });
    expect((await add(seller.token, { kind: 'email', email: uniqueEmail() })).statusCode).toBe(201);
  });
});

describe('POST /v1/recovery-contacts', () => {
  it('adds an email in lower case, unverified and not primary', async () => {
    const account = await signUp(t);
    const response = await add(account.token, { kind: 'email', email: '  Backup.Box@Example.COM ' });
    expect(response.statusCode).toBe(201);
    expect(envelope(response).data).toMatchObject({ kind: 'email', value: 'backup.box@example.com', is_verified: false, is_primary: false, verified_at: null });
    expect((await list(account.token)).map((c) => c.value)).toEqual(['backup.box@example.com']);
  });

  it('adds a phone as country code and digits', async () => {
    const account = await signUp(t);
    const response = await add(account.token, { kind: 'phone', country_code: '+44', phone: '7700900456' });
    expect(response.statusCode).toBe(201);
    expect(envelope(response).data).toMatchObject({ kind: 'phone', value: '+447700900456' });
  });

  it.each([
    [{}, { kind: 'Choose email or phone' }],
    [{ kind: 'fax' }, { kind: 'Choose email or phone' }],
    [{ kind: 'email' }, { email: 'Email is required' }],
    [{ kind: 'email', email: 'not-an-email' }, { email: 'Invalid email' }],
    [{ kind: 'email', email: 'a@example.com', phone: '9876543210' }, { phone: 'This field is not allowed' }],
    [{ kind: 'phone', phone: '9876543210' }, { country_code: 'Country code is required' }],
    [{ kind: 'phone', country_code: '+999', phone: '9876543210' }, { country_code: 'Country code is required' }],
    [{ kind: 'phone', country_code: '+91' }, { phone: 'Phone number is required' }],
    [{ kind: 'phone', country_code: '+91', phone: '98765-4321' }, { phone: 'Phone number must contain only digits' }],
    [{ kind: 'phone', country_code: '+91', phone: '98765' }, { phone: 'Phone number must be at least 10 digits' }],
    [{ kind: 'phone', country_code: '+91', phone: '9876543210', email: 'a@example.com' }, { email: 'This field is not allowed' }],
    [{ kind: 'email', email: 'a@example.com', user_id: '00000000-0000-4000-8000-000000000000' }, { user_id: 'This field is not allowed' }],
    [
      { kind: 'email', email: 'a@example.com', is_primary: true, verified_at: '2026-01-01T00:00:00Z' },
      { is_primary: 'This field is not allowed', verified_at: 'This field is not allowed' },
    ],
  ])('refuses %j with the field named', async (payload, errors) => {
    const account = await signUp(t);
    const response = await add(account.token, payload);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors).toEqual(errors);
  });

  it('refuses the account email, the verified mobile number and a duplicate', async () => {
    const account = await signUp(t);
    const own = await add(account.token, { kind: 'email', email: account.email.toUpperCase() });
    expect(own.statusCode).toBe(409);
    expect(envelope(own).errors).toEqual({ email: recoveryContactMessages.ownEmail });

    await t.db.update(users).set({ isMobileVerified: true, countryCode: '+91', phone: '9876500011' }).where(eq(users.id, account.user.id));
    const mobile = await add(account.token, { kind: 'phone', country_code: '+91', phone: '9876500011' });
    expect(mobile.statusCode).toBe(409);
    expect(envelope(mobile).errors).toEqual({ phone: recoveryContactMessages.ownMobile });

    await add(account.token, { kind: 'email', email: 'twice@example.com' });
    const twice = await add(account.token, { kind: 'email', email: 'Twice@Example.com' });
    expect(twice.statusCode).toBe(409);
    expect(envelope(twice)).toMatchObject({ message: recoveryContactMessages.duplicate, errors: { email: recoveryContactMessages.duplicate } });
  });

  it('keeps at most 5 contacts', async () => {
    const account = await signUp(t);
    for (let i = 0; i < 5; i += 1) await addEmail(account);
    const sixth = await add(account.token, { kind: 'email', email: uniqueEmail() });
    expect(sixth.statusCode).toBe(409);
    expect(envelope(sixth).message).toBe(recoveryContactMessages.tooMany);
  });
});

describe('send-code and verify', () => {
  it('sends a code by email, hands it back in development and limits resends to one per 30 s', async () => {
    const account = await signUp(t);
    const contact = await addEmail(account);
    const sent = await sendCode(account.token, contact.id);
    expect(sent.statusCode).toBe(200);
    const body = envelope<{ otp: string; expires_in_seconds: number; resend_in_seconds: number }>(sent);
    expect(body).toMatchObject({ message: 'Verification code sent', data: { expires_in_seconds: 600, resend_in_seconds: 30 } });
    expect(body.data.otp).toMatch(/^\d{6}$/);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.to, contact.value));
    expect(mail.text).toContain(body.data.otp);

    const again = await sendCode(account.token, contact.id);
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('texts a code to a phone contact', async () => {
    const account = await signUp(t);
    const contact = envelope<RecoveryContact>(await add(account.token, { kind: 'phone', country_code: '+91', phone: '9812345670' })).data;
    const otp = envelope<{ otp: string }>(await sendCode(account.token, contact.id)).data.otp;
    const [sms] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, '+919812345670'), eq(outbox.channel, 'sms')));
    expect(sms.text).toContain(otp);
  });

  it('checks the code: format, wrong code, then the right one; the first verified contact becomes primary', async () => {
    const account = await signUp(t);
    const contact = await addEmail(account);
    const { otp } = envelope<{ otp: string }>(await sendCode(account.token, contact.id)).data;
    const verify = (payload: Record<string, unknown>) =>
      t.request({ method: 'POST', url: `/v1/recovery-contacts/${contact.id}/verify`, token: account.token, payload });

    expect(envelope(await verify({})).errors).toEqual({ otp: 'Code is required' });
    expect(envelope(await verify({ otp: '12ab' })).errors).toEqual({ otp: 'Enter the 6-digit code' });
    const wrong = await verify({ otp: otp === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(envelope(wrong).errors).toEqual({ otp: 'The code is not correct: 4 tries left' });

    const right = await verify({ otp });
    expect(right.statusCode).toBe(200);
    expect(envelope(right)).toMatchObject({ message: recoveryContactMessages.verified, data: { is_verified: true, is_primary: true } });
    expect(envelope<RecoveryContact>(right).data.verified_at).not.toBeNull();

    expect((await verify({ otp })).statusCode).toBe(409);
    const resend = await sendCode(account.token, contact.id);
    expect(resend.statusCode).toBe(409);
    expect(envelope(resend).message).toBe(recoveryContactMessages.alreadyVerified);
  });

  it('retires a code after 5 wrong tries', async () => {
    const account = await signUp(t);
    const contact = await addEmail(account);
    const { otp } = envelope<{ otp: string }>(await sendCode(account.token, contact.id)).data;
    const wrongCode = otp === '000000' ? '111111' : '000000';
    let last = 0;
    for (let i = 0; i < 5; i += 1) {
      last = (await t.request({ method: 'POST', url: `/v1/recovery-contacts/${contact.id}/verify`, token: account.token, payload: { otp: wrongCode } }))
        .statusCode;
    }
    expect(last).toBe(429);
    const right = await t.request({ method: 'POST', url: `/v1/recovery-contacts/${contact.id}/verify`, token: account.token, payload: { otp } });
    expect(right.statusCode).toBe(429);
  });

  it('refuses a contact that already recovers another account', async () => {
    const first = await signUp(t);
    const second = await signUp(t);
    const shared = uniqueEmail('shared');
    await verifiedEmail(first, shared);
    const contact = await addEmail(second, shared);
    const { otp } = envelope<{ otp: string }>(await sendCode(second.token, contact.id)).data;
    const response = await t.request({ method: 'POST', url: `/v1/recovery-contacts/${contact.id}/verify`, token: second.token, payload: { otp } });
    expect(response.statusCode).toBe(409);
    expect(envelope(response).message).toBe(recoveryContactMessages.usedElsewhere);

    // Another account's sign-in email is refused the same way.
    const other = await addEmail(second, first.email);
    const code = envelope<{ otp: string }>(await sendCode(second.token, other.id)).data.otp;
    const asEmail = await t.request({ method: 'POST', url: `/v1/recovery-contacts/${other.id}/verify`, token: second.token, payload: { otp: code } });
    expect(asEmail.statusCode).toBe(409);
  });
});

describe('primary', () => {
  it('moves the one primary to another verified contact, never to an unverified one', async () => {
    const account = await signUp(t);
    const first = await verifiedEmail(account);
    const second = await verifiedEmail(account);
    expect(second.is_primary).toBe(false);
    const pending = await addEmail(account);

    const refused = await t.request({ method: 'POST', url: `/v1/recovery-contacts/${pending.id}/primary`, token: account.token });
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused).message).toBe(recoveryContactMessages.verifyFirst);

    const moved = await t.request({ method: 'POST', url: `/v1/recovery-contacts/${second.id}/primary`, token: account.token });
    expect(moved.statusCode).toBe(200);
    expect(envelope(moved)).toMatchObject({ message: recoveryContactMessages.primarySet, data: { id: second.id, is_primary: true } });
    const primaries = (await list(account.token)).filter((c) => c.is_primary).map((c) => c.id);
    expect(primaries).toEqual([second.id]);
    expect(first.is_primary).toBe(true);
  });
});

describe('DELETE /v1/recovery-contacts/:id', () => {
  it('removes an unverified contact without asking', async () => {
    const account = await signUp(t);
    const contact = await addEmail(account);
    const response = await t.request({ method: 'DELETE', url: `/v1/recovery-contacts/${contact.id}`, token: account.token });
    expect(response.statusCode).toBe(200);
    expect(await list(account.token)).toEqual([]);
  });

  it('needs confirm: true for the last verified contact', async () => {
    const account = await signUp(t);
    const contact = await verifiedEmail(account);
    const refused = await t.request({ method: 'DELETE', url: `/v1/recovery-contacts/${contact.id}`, token: account.token });
    expect(refused.statusCode).toBe(409);
    expect(envelope(refused)).toMatchObject({ message: recoveryContactMessages.lastVerified, errors: { confirm: recoveryContactMessages.lastVerified } });
    const notBoolean = await t.request({ method: 'DELETE', url: `/v1/recovery-contacts/${contact.id}`, token: account.token, payload: { confirm: 'yes' } });
    expect(notBoolean.statusCode).toBe(400);
    const confirmed = await t.request({ method: 'DELETE', url: `/v1/recovery-contacts/${contact.id}`, token: account.token, payload: { confirm: true } });
    expect(confirmed.statusCode).toBe(200);
    expect(envelope(confirmed).message).toBe(recoveryContactMessages.removed);
    expect(await list(account.token)).toEqual([]);
  });

  it('hands primary to the most recently verified remaining contact', async () => {
    const account = await signUp(t);
    const first = await verifiedEmail(account);
    await verifiedEmail(account);
    const third = await verifiedEmail(account);
    expect((await t.request({ method: 'DELETE', url: `/v1/recovery-contacts/${first.id}`, token: account.token })).statusCode).toBe(200);
    const primaries = (await list(account.token)).filter((c) => c.is_primary).map((c) => c.id);
    expect(primaries).toEqual([third.id]);
  });
});

describe('recovery sign-in', () => {
  it('accepts a verified contact and ignores an unverified one', async () => {
    const account = await signUp(t, { role: 'buyer' });
    const verified = await verifiedEmail(account);
    const pending = await addEmail(account);
    const before = await t.db.select().from(outbox).where(eq(outbox.to, pending.value));

    const sendTo = (identifier: string) =>
      t.request({ method: 'POST', url: '/v1/auth/recovery/send-code', payload: { identifier }, remoteAddress: nextAddress() });
    expect((await sendTo(pending.value)).statusCode).toBe(200);
    expect(await t.db.select().from(outbox).where(eq(outbox.to, pending.value))).toHaveLength(before.length);

    expect((await sendTo(verified.value.toUpperCase())).statusCode).toBe(200);
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, verified.value), eq(outbox.subject, 'Your sign-in code')));
    const code = mail.text.match(/\b(\d{6})\b/)![1];
    const login = await t.request({
      method: 'POST',
      url: '/v1/auth/recovery/login',
      payload: { identifier: verified.value, code },
      remoteAddress: nextAddress(),
    });
    expect(login.statusCode).toBe(200);
    expect(envelope<{ user: { id: string } }>(login).data.user.id).toBe(account.user.id);
  });
});

describe('ownership', () => {
  it('answers 404 to another account for every verb, and lists only the caller’s', async () => {
    const owner = await signUp(t);
    const other = await signUp(t, { role: 'buyer' });
    const contact = await verifiedEmail(owner);
    const pending = await addEmail(owner);
    const calls = [
      { method: 'GET' as const, url: `/v1/recovery-contacts/${contact.id}` },
      { method: 'POST' as const, url: `/v1/recovery-contacts/${pending.id}/send-code` },
      { method: 'POST' as const, url: `/v1/recovery-contacts/${pending.id}/verify`, payload: { otp: '123456' } },
      { method: 'POST' as const, url: `/v1/recovery-contacts/${contact.id}/primary` },
      { method: 'DELETE' as const, url: `/v1/recovery-contacts/${contact.id}`, payload: { confirm: true } },
    ];
    for (const call of calls) {
      const response = await t.request({ ...call, token: other.token });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect(await list(other.token)).toEqual([]);
    expect((await list(owner.token)).map((c) => c.id)).toEqual([contact.id, pending.id]);
  });

  it('refuses an id that is not a uuid', async () => {
    const account = await signUp(t);
    const response = await t.request({ method: 'GET', url: '/v1/recovery-contacts/not-an-id', token: account.token });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors).toEqual({ id: 'Not a valid id' });
  });
});
