// Session checks are kept a few seconds per process (server/plugins/auth.ts). Whatever revokes a
// session or changes the user's row must still take effect on the very next request: database triggers
// tell every process at commit (server/plugins/channel.ts).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authMessages, onboardingMessages } from '../../src/contract/messages';
import { users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { createTestApp, envelope, logIn, nextAddress, onboardedSeller, signUp, STRONG_PASSWORD, type TestApp } from './helpers';

const t: TestApp = await createTestApp({}, { seed: true });
const administrator = await logIn(t, 'admin@demo.test', DEMO_PASSWORD);

const status = (token: string) => t.request({ method: 'GET', url: '/v1/seller/get-status', token });
const currentUser = async (token: string) => {
  const response = await status(token);
  expect(response.statusCode).toBe(200);
  return envelope<Record<string, unknown>>(response).data;
};
/** A request that only a seller past every onboarding gate may make. */
const sellerPortal = (token: string) => t.request({ method: 'GET', url: '/v1/products', token });

describe('session cache', () => {
  it('answers from memory: a change the database does not announce is not seen', async () => {
    const seller = await signUp(t);
    expect(await currentUser(seller.token)).toMatchObject({ name: 'Asha Rao' });
    // With triggers off (replica mode) the change goes unannounced, as a lost notification would.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(users).set({ name: 'Unannounced' }).where(eq(users.id, seller.user.id));
    });
    expect(await currentUser(seller.token)).toMatchObject({ name: 'Asha Rao' });
    // Any announced change to the row drops the cached check.
    await t.db.update(users).set({ name: 'Announced' }).where(eq(users.id, seller.user.id));
    expect(await currentUser(seller.token)).toMatchObject({ name: 'Announced' });
  });

  it('logout refuses the token on the next request', async () => {
    const seller = await signUp(t);
    await currentUser(seller.token);
    expect((await t.request({ method: 'POST', url: '/v1/auth/logout', token: seller.token })).statusCode).toBe(200);
    const after = await status(seller.token);
    expect(after.statusCode).toBe(401);
    expect(envelope(after).message).toBe(authMessages.sessionExpired);
  });

  it('logout-all refuses every token of the account on the next request', async () => {
    const seller = await signUp(t);
    const other = await logIn(t, seller.email, seller.password);
    await currentUser(seller.token);
    await currentUser(other);
    expect((await t.request({ method: 'POST', url: '/v1/auth/logout-all', token: other })).statusCode).toBe(200);
    expect((await status(seller.token)).statusCode).toBe(401);
    expect((await status(other)).statusCode).toBe(401);
  });

  it('a password change refuses the other sessions and clears must_change_password at once', async () => {
    const seller = await signUp(t);
    const other = await logIn(t, seller.email, seller.password);
    await t.db.update(users).set({ mustChangePassword: true }).where(eq(users.id, seller.user.id));
    expect(await currentUser(other)).toMatchObject({ must_change_password: true });
    const changed = await t.request({ method: 'POST', url: '/v1/auth/set-password', token: seller.token, payload: { password: 'Lantern-Quarry-58' } });
    expect(changed.statusCode).toBe(200);
    expect((await status(other)).statusCode).toBe(401);
    expect((await status(seller.token)).statusCode).toBe(401);
    const fresh = envelope<{ token: string }>(changed).data.token;
    expect(await currentUser(fresh)).toMatchObject({ must_change_password: false });
  });

  it("a seller's suspension refuses its tokens at once, and reinstating does not bring them back", async () => {
    const seller = await onboardedSeller(t);
    expect((await sellerPortal(seller.token)).statusCode).toBe(200);
    const suspend = await t.request({
      method: 'POST',
      url: `/v1/admin/sellers/${seller.user.id}/suspend`,
      token: administrator,
      payload: { reason: 'Counterfeit goods reported' },
    });
    expect(suspend.statusCode).toBe(200);
    expect((await sellerPortal(seller.token)).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: `/v1/admin/sellers/${seller.user.id}/reinstate`, token: administrator, payload: {} })).statusCode).toBe(200);
    expect((await sellerPortal(seller.token)).statusCode).toBe(401);
  });

  it('staff: a role change applies to the next request, deactivation ends the sessions', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/v1/admin/staff',
      token: administrator,
      payload: { name: 'Ravi Reviewer', email: `ravi.${Date.now()}@demo.test`, staff_role: 'reviewer' },
    });
    expect(created.statusCode).toBe(201);
    const { account, temporary_password: temporary } = envelope<{ account: { id: string; email: string }; temporary_password: string }>(created).data;
    const first = await logIn(t, account.email, temporary);
    const changed = await t.request({ method: 'POST', url: '/v1/auth/set-password', token: first, payload: { password: STRONG_PASSWORD } });
    const token = envelope<{ token: string }>(changed).data.token;
    const staffList = () => t.request({ method: 'GET', url: '/v1/admin/staff', token });

    expect((await staffList()).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'PUT', url: `/v1/admin/staff/${account.id}`, token: administrator, payload: { staff_role: 'administrator' } })).statusCode,
    ).toBe(200);
    expect((await staffList()).statusCode).toBe(200);
    expect(await currentUser(token)).toMatchObject({ staff_role: 'administrator' });

    expect((await t.request({ method: 'POST', url: `/v1/admin/staff/${account.id}/deactivate`, token: administrator, payload: {} })).statusCode).toBe(200);
    expect((await staffList()).statusCode).toBe(401);
  });

  it('onboarding gates open on the next request: email, mobile, business details', async () => {
    const seller = await signUp(t);
    expect(await currentUser(seller.token)).toMatchObject({ is_email_verified: false });
    expect(envelope(await sellerPortal(seller.token)).message).toBe(onboardingMessages.verifyEmailFirst);

    const outbox = envelope<Array<{ to: string; links: string[] }>>(await t.request({ method: 'GET', url: '/v1/dev/outbox?limit=100' })).data;
    const link = outbox.find((mail) => mail.to === seller.email)!.links[0];
    expect((await t.request({ method: 'POST', url: '/v1/auth/activate', payload: { token: link.split('/').pop() } })).statusCode).toBe(200);
    expect(await currentUser(seller.token)).toMatchObject({ is_email_verified: true });
    expect(envelope(await sellerPortal(seller.token)).message).toBe(onboardingMessages.verifyMobileFirst);

    const phone = `97${String(Date.now()).slice(-8)}`;
    const sent = await t.request({
      method: 'POST',
      url: '/v1/seller/add-number-send-otp',
      token: seller.token,
      payload: { country_code: '+91', phone, type: 'sms' },
      remoteAddress: nextAddress(),
    });
    const otp = envelope<{ otp: string }>(sent).data.otp;
    const verified = await t.request({
      method: 'POST',
      url: '/v1/seller/verify-mobile',
      token: seller.token,
      payload: { country_code: '+91', phone, otp, purpose: 'verification' },
      remoteAddress: nextAddress(),
    });
    expect(verified.statusCode).toBe(200);
    expect(envelope(await sellerPortal(seller.token)).message).toBe(onboardingMessages.businessDetailsFirst);

    const business = {
      business_name: 'Cache Street Traders',
      business_type: 'Partnership',
      registration_number: 'REG-2026-0099',
      contact_number: phone,
      tax_id: '',
      address: '1 Ring Road',
      city: 'Pune',
      state: 'Maharashtra',
      country: 'IN',
      postal_code: '411001',
      contact_person: 'Asha Rao',
      contact_email: 'asha@cache.example.com',
      contact_phone: phone,
    };
    expect((await t.request({ method: 'POST', url: '/v1/seller/business-details', token: seller.token, payload: business })).statusCode).toBe(201);
    expect((await sellerPortal(seller.token)).statusCode).toBe(200);
  });

  it("staff verification shows in the seller's own account on the next request", async () => {
    const seller = await onboardedSeller(t);
    expect(await currentUser(seller.token)).toMatchObject({ verification_status: 'unverified' });
    const response = await t.request({
      method: 'PUT',
      url: `/v1/admin/sellers/${seller.user.id}/verification`,
      token: administrator,
      payload: { verification_status: 'verified', override_reason: 'Documents checked in person' },
    });
    expect(response.statusCode).toBe(200);
    expect(await currentUser(seller.token)).toMatchObject({ verification_status: 'verified' });
  });
});
