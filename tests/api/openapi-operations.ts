// Every operation of the API as its OpenAPI document describes it, and the callers a seeded test
// database holds for each access rule: the tests that walk the whole API (role before body, input
// fuzzing) read both from here.
import { DEMO_PASSWORD } from '../../server/db/seed';
import type { RouteAccess } from '../../server/plugins/route-access';
import type { Role } from '../../src/contract/constants';
import { logIn, onboardedSeller, signUp, type TestApp } from './helpers';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
  parameters?: Parameter[];
  'x-access'?: RouteAccess;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface Route {
  method: Method;
  path: string;
  operation: Operation;
}

export const label = (r: Route) => `${r.method} ${r.path}`;

export async function loadOperations(t: TestApp): Promise<Route[]> {
  const document = JSON.parse((await t.request({ method: 'GET', url: '/v1/openapi.json' })).body) as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase() as Method, path, operation })),
  );
}

/** A route that cannot be called without a token (a `{}` alternative in `security` makes the token optional). */
export const requiresToken = (r: Route) =>
  (r.operation.security ?? []).length > 0 && r.operation.security!.every((alternative) => Object.keys(alternative).includes('bearer'));

/** One token for each kind of caller; the test app must be seeded (the demo's staff and not-yet-onboarded seller). */
export async function signedInCallers(t: TestApp) {
  const seller = await onboardedSeller(t);
  const buyer = await signUp(t, { role: 'buyer' });
  return {
    seller: seller.token,
    buyer: buyer.token,
    'seller not yet onboarded': await logIn(t, 'newseller@demo.test', DEMO_PASSWORD),
    administrator: await logIn(t, 'admin@demo.test', DEMO_PASSWORD),
    reviewer: await logIn(t, 'reviewer@demo.test', DEMO_PASSWORD),
  };
}

export type Caller = keyof Awaited<ReturnType<typeof signedInCallers>>;
const CALLERS: Caller[] = ['seller', 'buyer', 'seller not yet onboarded', 'administrator', 'reviewer'];
/** The role each caller holds in `users.roles`. */
const roleOf: Record<Caller, Role> = { seller: 'seller', buyer: 'buyer', 'seller not yet onboarded': 'seller', administrator: 'admin', reviewer: 'admin' };

/** Who the route refuses and one caller it serves; a rule this module does not know throws. */
export function callersFor(access: RouteAccess): { refused: Caller[]; allowed: Caller } {
  switch (access.kind) {
    case 'signed-in':
      return { refused: [], allowed: 'buyer' };
    case 'roles':
      return { refused: CALLERS.filter((c) => !access.roles.includes(roleOf[c])), allowed: CALLERS.find((c) => access.roles.includes(roleOf[c]))! };
    case 'onboarded-seller':
      return { refused: ['buyer', 'seller not yet onboarded', 'administrator'], allowed: 'seller' };
    case 'staff':
      return {
        refused: ['seller', 'buyer', 'seller not yet onboarded', ...(access.staff_roles.includes('reviewer') ? [] : (['reviewer'] as const))],
        allowed: 'administrator',
      };
    default:
      throw new Error(`unknown access rule ${JSON.stringify(access)}: teach tests/api/openapi-operations.ts who it refuses`);
  }
}
