import { describe, expect, it } from 'vitest';
import { createTestApp, envelope } from './helpers';

const t = await createTestApp();

describe('GET /v1/health', () => {
  it('answers with the envelope and the database state', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/health' });
    expect(response.statusCode).toBe(200);
    const body = envelope<{ status: string; database: { ok: boolean; kind: string } }>(response);
    expect(body.success).toBe(true);
    expect(body.data.status).toBe('ok');
    expect(body.data.database).toMatchObject({ ok: true, kind: t.app.dbKind });
  });

  it('sets security headers and a Content-Security-Policy', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('unknown routes and the OpenAPI document', () => {
  it('answers an unknown /v1 route with the 404 envelope', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(envelope(response)).toEqual({ success: false, message: 'This API route does not exist', data: null });
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await t.request({ method: 'GET', url: '/v1/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = JSON.parse(response.body);
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/v1/health', '/v1/auth/signup', '/v1/auth/login', '/v1/seller/get-status']));
    // The sign-up body schema comes from the shared contract.
    const signupBody = doc.paths['/v1/auth/signup'].post.requestBody.content['application/json'].schema;
    expect(signupBody.required).toEqual(expect.arrayContaining(['name', 'email', 'password', 'role']));
  });

  it('serves the browsable reference at /docs', async () => {
    const response = await t.request({ method: 'GET', url: '/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
