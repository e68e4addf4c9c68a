import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed';
import { DEMO_COMPANY_MEMBERS } from '../../server/db/seed-company';
import { createTestApp, envelope, logIn, signUp } from './helpers';

const t = await createTestApp({}, { seed: true });

describe('GET /v1/seller/get-status', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.email, a.role]))('returns the spec Current user fields for %s', async (email, role) => {
    const token = await logIn(t, email, DEMO_PASSWORD);
    const response = await t.request({ method: 'GET', url: '/v1/seller/get-status', token });
    expect(response.statusCode).toBe(200);
    const user = envelope<Record<string, unknown>>(response).data;
    expect(Object.keys(user).sort()).toEqual(
      [
        'id',
        'name',
        'email',
        'roles',
        'status',
        'verification_status',
        'is_verified',
        'is_email_verified',
        'business_details',
        'phone',
        'country_code',
        'must_change_password',
        'staff_role',
      ].sort(),
    );
    expect(user.roles).toEqual([role]);
    expect(user.email).toBe(email);
  });

  it('needs a token', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/seller/get-status' });
    expect(response.statusCode).toBe(401);
    expect(envelope(response)).toEqual({ success: false, message: 'Sign in to continue', data: null });
  });
});

describe('GET /v1/seller/registration-status', () => {
  it('reports the fully onboarded demo seller as complete', async () => {
    const token = await logIn(t, 'seller@demo.test', DEMO_PASSWORD);
    const data = envelope<Record<string, unknown>>(await t.request({ method: 'GET', url: '/v1/seller/registration-status', token })).data;
    expect(data).toMatchObject({
      email_verified: true,
      mobile_verified: true,
      business_details: true,
      onboarding_complete: true,
      store_complete: true,
      next_step: null,
    });
  });

  it('walks the steps in the gate order', async () => {
    const { token, user } = await signUp(t);
    const next = async () => envelope<{ next_step: string }>(await t.request({ method: 'GET', url: '/v1/seller/registration-status', token })).data.next_step;
    expect(await next()).toBe('verify_email');
    await t.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, user.id));
    expect(await next()).toBe('verify_mobile');
    await t.db.update(users).set({ isMobileVerified: true }).where(eq(users.id, user.id));
    expect(await next()).toBe('business_details');
    await t.db
      .update(users)
      .set({ businessDetails: { business_name: 'X' } })
      .where(eq(users.id, user.id));
    expect(await next()).toBe('store/basic-info');
  });
});

describe('demo data', () => {
  it('is written only into an empty database', async () => {
    const { seedDemoData } = await import('../../server/db/seed');
    expect(await seedDemoData(t.db)).toBe(false);
    const rows = await t.db.select({ email: users.email }).from(users);
    expect(
      rows
        .filter((r) => r.email.endsWith('@demo.test'))
        .map((r) => r.email)
        .sort(),
    ).toEqual([...DEMO_ACCOUNTS, ...DEMO_COMPANY_MEMBERS].map((a) => a.email).sort());
  });
});
