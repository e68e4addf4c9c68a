// The caller's role is checked before its input: on every route that needs a sign-in, an anonymous
// caller gets 401 and a signed-in caller the route does not serve gets 403, whatever the body, path
// or query holds. Which caller a route serves is read from its `x-access` in the OpenAPI document,
// written there by the auth plugin from the hook that guards the route.
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed';
import type { Role } from '../../src/contract/constants';
import type { RouteAccess } from '../../server/plugins/auth';
import { createTestApp, envelope, logIn, onboardedSeller, signUp } from './helpers';

const t = await createTestApp({}, { seed: true });

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: { type?: string; enum?: unknown[]; format?: string; pattern?: string };
}
interface Operation {
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, unknown> };
  parameters?: Parameter[];
  'x-access'?: RouteAccess;
}

const document = JSON.parse((await t.request({ method: 'GET', url: '/v1/openapi.json' })).body) as { paths: Record<string, Record<string, Operation>> };
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path, operation })),
);
type Route = (typeof operations)[number];
const label = (r: Route) => `${r.method} ${r.path}`;

/** A route that cannot be called without a token (a `{}` alternative in `security` makes the token optional). */
const requiresToken = (r: Route) =>
  (r.operation.security ?? []).length > 0 && r.operation.security!.every((alternative) => Object.keys(alternative).includes('bearer'));

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

const seller = await onboardedSeller(t);
const buyer = await signUp(t, { role: 'buyer' });
const callers = {
  seller: seller.token,
  buyer: buyer.token,
  'seller not yet onboarded': await logIn(t, 'newseller@demo.test', DEMO_PASSWORD),
  administrator: await logIn(t, 'admin@demo.test', DEMO_PASSWORD),
  reviewer: await logIn(t, 'reviewer@demo.test', DEMO_PASSWORD),
};
type Caller = keyof typeof callers;
/** The role each caller holds in `users.roles`. */
const roleOf: Record<Caller, Role> = { seller: 'seller', buyer: 'buyer', 'seller not yet onboarded': 'seller', administrator: 'admin', reviewer: 'admin' };

/** Who the route refuses and one caller it serves; a rule the test does not know fails here. */
function callersFor(access: RouteAccess): { refused: Caller[]; allowed: Caller } {
  const all = Object.keys(callers) as Caller[];
  switch (access.kind) {
    case 'signed-in':
      return { refused: [], allowed: 'buyer' };
    case 'roles':
      return { refused: all.filter((c) => !access.roles.includes(roleOf[c])), allowed: all.find((c) => access.roles.includes(roleOf[c]))! };
    case 'onboarded-seller':
      return { refused: ['buyer', 'seller not yet onboarded', 'administrator'], allowed: 'seller' };
    case 'staff':
      return {
        refused: ['seller', 'buyer', 'seller not yet onboarded', ...(access.staff_roles.includes('reviewer') ? [] : (['reviewer'] as const))],
        allowed: 'administrator',
      };
    default:
      throw new Error(`unknown access rule ${JSON.stringify(access)}: teach this test who it refuses`);
  }
}

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
    const asBuyer = await t.request({ method: 'POST', url: '/v1/products', token: buyer.token, payload: {} });
    expect(asBuyer.statusCode).toBe(403);
    expect(envelope(asBuyer).errors).toBeUndefined();
    expect((await t.request({ method: 'POST', url: '/v1/products', payload: {} })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/v1/products', token: seller.token, payload: {} })).statusCode).toBe(400);
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

  if (request.invalid) {
    it(`answers the ${allowed} with 400 for the same input (so the input really is invalid)`, async () => {
      const response = await t.request({ ...request, token: callers[allowed] });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).errors).toBeDefined();
    });
  }
});
