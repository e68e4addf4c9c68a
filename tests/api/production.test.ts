import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { createTestApp, envelope } from './helpers';

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
});
