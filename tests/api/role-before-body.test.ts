// The caller's role is checked before its input: on every route that needs a sign-in, an anonymous
// caller gets 401 and a signed-in caller the route does not serve gets 403, whatever the body, path
// or query holds. Which caller a route serves is read from its `x-access` in the OpenAPI document,
// written there by the auth plugin from the hook that guards the route.
import { describe, expect, it } from 'vitest';
import { authMessages } from '../../src/contract/messages';
import { createTestApp, envelope } from './helpers';
import { callersFor, label, loadOperations, requiresToken, signedInCallers, type Parameter, type Route } from './openapi-operations';

const t = await createTestApp({}, { seed: true });
const operations = await loadOperations(t);

/** A value the parameter's schema refuses, or undefined when any string would do. */
function invalidValue(parameter: Parameter): string | undefined {
  const schema = parameter.schema ?? {};
  if (schema.enum || schema.format || schema.pattern) return 'not-valid!';
  if (schema.type === 'integer' || schema.type === 'number' || schema.type === 'boolean') return 'not-valid!';
  return undefined;
}

/** The request with the worst input the route can be sent: path, query and body each invalid where the schema allows it. */
function invalidRequest(r: Route) {
  const parameters = r.operation.parameters ?? [];
  let invalid = false;
  const url = r.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = invalidValue(parameters.find((p) => p.in === 'path' && p.name === name) ?? { name, in: 'path' });
    if (value) invalid = true;
    return encodeURIComponent(value ?? 'x');
  });
  const query = parameters.filter((p) => p.in === 'query' && invalidValue(p)).slice(0, 1);
  if (query.length > 0) invalid = true;
  const search = query.map((p) => `${p.name}=${encodeURIComponent(invalidValue(p)!)}`).join('&');
  // An array is no route's body: every JSON body schema refuses it.
  const json = r.operation.requestBody?.content['application/json'] !== undefined;
  if (json) invalid = true;
  return { method: r.method, url: search ? `${url}?${search}` : url, ...(json ? { payload: [] as unknown[] } : {}), invalid };
}

const callers = await signedInCallers(t);

const guarded = operations.filter((r) => r.operation['x-access']);

describe('every signed-in route is classified', () => {
  it('names its access rule exactly when it needs a bearer token', () => {
    const unclassified = operations.filter((r) => requiresToken(r) && !r.operation['x-access']).map(label);
    const undocumented = guarded.filter((r) => !requiresToken(r)).map(label);
    // A route guarded outside the auth plugin's hooks has no x-access: guard it with one of them.
    expect(unclassified).toEqual([]);
    expect(undocumented).toEqual([]);
    expect(guarded.length).toBeGreaterThan(100);
  });

  it('uses only rules this test knows', () => {
    for (const r of guarded) expect(() => callersFor(r.operation['x-access']!), label(r)).not.toThrow();
  });
});

describe('the reported case', () => {
  it("a buyer's POST /v1/products with {} is a 403, an anonymous one a 401", async () => {
    const asBuyer = await t.request({ method: 'POST', url: '/v1/products', token: callers.buyer, payload: {} });
    expect(asBuyer.statusCode).toBe(403);
    expect(envelope(asBuyer).errors).toBeUndefined();
    expect((await t.request({ method: 'POST', url: '/v1/products', payload: {} })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/v1/products', token: callers.seller, payload: {} })).statusCode).toBe(400);
  });
});

describe.each(guarded.map((r) => [label(r), r] as const))('%s', (_name, route) => {
  const request = invalidRequest(route);
  const { refused, allowed } = callersFor(route.operation['x-access']!);

  it('refuses an anonymous caller with 401 before reading the input', async () => {
    const response = await t.request(request);
    expect(response.statusCode).toBe(401);
    expect(envelope(response).errors).toBeUndefined();
  });

  if (refused.length > 0) {
    it(`refuses ${refused.join(', ')} with 403 before reading the input`, async () => {
      for (const caller of refused) {
        const response = await t.request({ ...request, token: callers[caller] });
        expect(response.statusCode, caller).toBe(403);
        expect(envelope(response).errors, caller).toBeUndefined();
      }
    });
  }

  if (route.method !== 'GET') {
    // Bodies that cannot be read at all: JSON that does not parse, a type no route takes, multipart without its boundary.
    const unreadable = [
      { headers: { 'content-type': 'application/json' }, payload: '{"name": ', status: 400, message: authMessages.invalidJson },
      { headers: { 'content-type': 'text/plain' }, payload: 'hello', status: 415, message: authMessages.unsupportedMediaType },
      { headers: { 'content-type': 'multipart/form-data' }, payload: 'hello', status: 400, message: authMessages.multipartBoundaryMissing },
    ];
    it('refuses a body it cannot read with 401/403 to callers without the role, and names the problem to one with it', async () => {
      for (const body of unreadable) {
        const what = `${body.headers['content-type']}: ${body.payload}`;
        const url = request.url.split('?')[0];
        expect((await t.request({ method: route.method, url, ...body })).statusCode, what).toBe(401);
        for (const caller of refused)
          expect((await t.request({ method: route.method, url, ...body, token: callers[caller] })).statusCode, `${caller}, ${what}`).toBe(403);
        const allowedAnswer = await t.request({ method: route.method, url, ...body, token: callers[allowed] });
        expect(allowedAnswer.statusCode, what).toBe(body.status);
        expect(envelope(allowedAnswer).message, what).toBe(body.message);
      }
    });
  }

  if (request.invalid) {
    it(`answers the ${allowed} with 400 for the same input (so the input really is invalid)`, async () => {
      const response = await t.request({ ...request, token: callers[allowed] });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).errors).toBeDefined();
    });
  }
});
