// POST /v1/client-errors: the web app's uncaught errors reach the server log at warn level, from
// signed-in and signed-out pages alike, validated, limited per client address and without personal data.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_ERROR_LIMITS } from '../../src/contract/client-errors';
import { CLIENT_ERROR_LOG_MARKER, scrub } from '../../server/modules/health/client-errors';
import { createTestApp, envelope, nextAddress, signUp } from './helpers';

const t = await createTestApp();

const report = (overrides: Record<string, unknown> = {}) => ({
  message: "Cannot read properties of undefined (reading 'name')",
  stack: "TypeError: Cannot read properties of undefined (reading 'name')\n    at ProductCard (http://localhost:3000/assets/index-abc123.js:12:345)",
  path: '/ProductList',
  component_stack: '\n    at ProductCard\n    at ProductList',
  app_version: 'index-abc123',
  occurred_at: '2026-01-31T12:00:00.000Z',
  ...overrides,
});

const send = (payload: unknown, options: { token?: string; remoteAddress?: string } = {}) =>
  t.request({
    method: 'POST',
    url: '/v1/client-errors',
    payload: payload as Record<string, unknown>,
    remoteAddress: options.remoteAddress ?? nextAddress(),
    token: options.token,
  });

/** The warn calls of the server's logger; in tests it is the silent logger, which every request logs through. */
const warnings = () => vi.spyOn(t.app.log, 'warn');

afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /v1/client-errors', () => {
  it('accepts a report from a signed-out page with 202 and logs it at warn level with the marker', async () => {
    const warn = warnings();
    const response = await send(report());
    expect(response.statusCode).toBe(202);
    expect(envelope(response)).toEqual({ success: true, message: 'Error report received', data: null });
    expect(warn).toHaveBeenCalledTimes(1);
    const [fields, marker] = warn.mock.calls[0] as unknown as [{ clientError: Record<string, unknown> }, string];
    expect(marker).toBe(CLIENT_ERROR_LOG_MARKER);
    expect(fields.clientError).toEqual({
      message: report().message,
      path: '/ProductList',
      stack: report().stack,
      componentStack: report().component_stack,
      appVersion: 'index-abc123',
      occurredAt: '2026-01-31T12:00:00.000Z',
    });
  });

  it('accepts a report from a signed-in page, and one with only the required fields', async () => {
    const buyer = await signUp(t, { role: 'buyer' });
    expect((await send(report(), { token: buyer.token })).statusCode).toBe(202);
    // An expired or forged token does not stop a report: the token is never read.
    expect((await send(report(), { token: 'not-a-token' })).statusCode).toBe(202);
    expect((await send({ message: 'Boom', path: '/', occurred_at: '2026-01-31T12:00:00Z' })).statusCode).toBe(202);
  });

  it.each([
    ['message', { message: '   ' }],
    ['message', { message: undefined }],
    ['path', { path: 'ProductList' }],
    ['path', { path: undefined }],
    ['occurred_at', { occurred_at: 'yesterday' }],
    ['stack', { stack: 42 }],
  ])('names the field %s when it is wrong', async (field, overrides) => {
    const response = await send(report(overrides));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(envelope(response).errors ?? {})).toEqual([field]);
  });

  it('refuses a field it does not know', async () => {
    const response = await send(report({ email: 'someone@example.com' }));
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors).toHaveProperty('email');
  });

  it('refuses a field longer than its limit, naming it', async () => {
    for (const [field, max] of [
      ['message', CLIENT_ERROR_LIMITS.message],
      ['stack', CLIENT_ERROR_LIMITS.stack],
      ['path', CLIENT_ERROR_LIMITS.path],
    ] as const) {
      const value = field === 'path' ? `/${'a'.repeat(max)}` : 'a'.repeat(max + 1);
      const response = await send(report({ [field]: value }));
      expect(response.statusCode, field).toBe(400);
      expect(envelope(response).errors, field).toEqual({ [field]: `At most ${max} characters` });
    }
    expect((await send(report({ message: 'a'.repeat(CLIENT_ERROR_LIMITS.message) }))).statusCode).toBe(202);
  });

  it('refuses a body over 32 KB with 413', async () => {
    const response = await send(report({ stack: 'a'.repeat(40 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(envelope(response).success).toBe(false);
  });

  it('allows 30 reports per client address in 15 minutes, then answers 429 with Retry-After', async () => {
    const address = nextAddress();
    for (let i = 0; i < 30; i++) expect((await send(report(), { remoteAddress: address })).statusCode).toBe(202);
    const limited = await send(report(), { remoteAddress: address });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await send(report())).statusCode).toBe(202);
  });

  it('logs no query string, fragment, email, token or client address', async () => {
    const warn = warnings();
    const address = nextAddress();
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';
    const response = await send(
      report({
        path: '/ProductList?q=secret-search&email=asha%40example.com#row-3',
        message: `Request to https://shop.test/v1/products?q=secret-search failed for asha@example.com with Bearer ${token}`,
        stack: 'Error: failed\n    at load (http://localhost:3000/assets/index-abc123.js?v=7:12:345)\n    at /ProductList?tab=secret-tab:1:2',
        component_stack: '\n    at Link (/orders?id=secret-order)',
      }),
      { remoteAddress: address },
    );
    expect(response.statusCode).toBe(202);
    const line = JSON.stringify(warn.mock.calls);
    for (const secret of ['?', '#row', 'secret-search', 'secret-tab', 'secret-order', 'asha', 'example.com', token, address]) {
      expect(line, secret).not.toContain(secret);
    }
    const { clientError } = warn.mock.calls[0][0] as unknown as { clientError: Record<string, string> };
    expect(clientError.path).toBe('/ProductList');
    expect(clientError.message).toBe('Request to https://shop.test/v1/products failed for [email] with Bearer [token]');
    // A stack frame keeps its line and column.
    expect(clientError.stack).toContain('http://localhost:3000/assets/index-abc123.js:12:345)');
  });

  it('is in the OpenAPI document, open to signed-out callers', async () => {
    const document = JSON.parse((await t.request({ method: 'GET', url: '/v1/openapi.json' })).body) as {
      paths: Record<string, Record<string, { security?: unknown; requestBody?: unknown; responses: Record<string, unknown> }>>;
    };
    const operation = document.paths['/v1/client-errors']?.post;
    expect(operation).toBeDefined();
    expect(operation.security).toBeUndefined();
    expect(operation.requestBody).toBeDefined();
    expect(Object.keys(operation.responses)).toContain('202');
  });
});

describe('scrub', () => {
  it('keeps plain text and stack frames as they are', () => {
    const frame = 'at ProductCard (http://localhost:3000/assets/index-abc123.js:12:345)';
    expect(scrub(frame)).toBe(frame);
    expect(scrub("Unexpected token '?'")).toBe("Unexpected token '?'");
  });
});
