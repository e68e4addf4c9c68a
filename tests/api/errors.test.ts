import { describe, expect, it } from 'vitest';
import { createTestApp, envelope } from './helpers';

// A route that fails the way a bug or a lost database would, added only to this file's app.
const t = await createTestApp(
  {},
  {
    beforeReady: (app) => {
      app.get('/v1/test-explode', async () => {
        throw new Error('connection string postgres://secret@db');
      });
    },
  },
);

describe('server errors', () => {
  it('never shows internals in a 5xx', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/test-explode' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret');
    expect(envelope(response)).toEqual({ success: false, message: 'Something went wrong on our side. Please try again', data: null });
  });

  it('answers a wrong content type with an envelope', async () => {
    const response = await t.request({ method: 'POST', url: '/v1/auth/login', headers: { 'content-type': 'text/xml' }, payload: '<login/>' });
    expect(response.statusCode).toBe(415);
    expect(envelope(response).success).toBe(false);
  });

  it('answers a missing body on a JSON route with a named error', async () => {
    const response = await t.request({ method: 'POST', url: '/v1/auth/login' });
    expect(response.statusCode).toBe(400);
    expect(envelope(response)).toMatchObject({ success: false });
    expect(Object.keys(envelope(response).errors ?? {})).not.toHaveLength(0);
  });
});
