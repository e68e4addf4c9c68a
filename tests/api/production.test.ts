import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import { createTestApp, envelope, signUp } from './helpers';

const t = await createTestApp({ isProduction: true, env: 'production', authSecret: 'x'.repeat(48) });

describe('in production', () => {
  it('has no dev outbox', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/dev/outbox' });
    expect(response.statusCode).toBe(404);
    expect(envelope(response).success).toBe(false);
  });

  it('refuses to start without AUTH_SECRET and never seeds demo data', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/AUTH_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'y'.repeat(40), SEED_DEMO: 'true' }).seedDemo).toBe(false);
  });

  it('reports a bad setting by name', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('fails clearly when a code must go by SMS and no provider is configured', async () => {
    const seller = await signUp(t);
    await t.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, seller.user.id));
    const response = await t.request({
      method: 'POST',
      url: '/v1/seller/add-number-send-otp',
      token: seller.token,
      payload: { country_code: '+91', phone: '9812345678', type: 'sms' },
    });
    expect(response.statusCode).toBe(503);
    expect(envelope(response)).toMatchObject({ success: false, message: 'Text messages cannot be sent: no SMS provider is configured' });
    expect(response.body).not.toMatch(/otp/);
  });
});
