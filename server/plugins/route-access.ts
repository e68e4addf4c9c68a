// Who may call a route: each auth hook's rule (RouteAccess), written into the route's OpenAPI operation,
// and guardedBy, which runs one audience's hook before every route it registers.
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, RouteOptions } from 'fastify';
import type { StaffRole } from '../../src/contract/admin';
import type { Role } from '../../src/contract/constants';

/** Who may call a route, as its auth hook decides; documented on each operation of the OpenAPI document as `x-access`. */
export type RouteAccess = { kind: 'signed-in' } | { kind: 'roles'; roles: Role[] } | { kind: 'staff'; staff_roles: StaffRole[] } | { kind: 'onboarded-seller' };

export type AuthHook = (request: FastifyRequest) => Promise<void>;

/** Each auth hook's rule, for the OpenAPI document; a hook not in here is not one of the auth plugin's. */
export const accessOf = new WeakMap<AuthHook, RouteAccess>();

/** The rule written into a guarded route's OpenAPI operation, with the bearer scheme unless the route names another. */
export const documented = (schema: RouteOptions['schema'], access: RouteAccess): RouteOptions['schema'] =>
  ({ security: [{ bearer: [] }], ...schema, 'x-access': access }) as RouteOptions['schema'];

/**
 * The routes of one audience, as an encapsulated plugin: every route `routes` registers runs `hook` first,
 * as a preValidation hook, so a caller without the role gets 401/403 before any 400 about its input
 * (tests/api/role-before-body.test.ts), and its OpenAPI operation names the rule. A route may add a
 * narrower hook of its own (an administrator-only route among the staff's) as its preValidation, which
 * runs next and is the rule its operation names.
 */
export function guardedBy(hook: AuthHook, routes: (scope: FastifyInstance) => void | Promise<void>): FastifyPluginAsync {
  const access = accessOf.get(hook);
  if (!access) throw new Error("guardedBy takes one of the auth plugin's hooks (authenticate, requireRole, requireStaff, requireOnboardedSeller)");
  return async (scope) => {
    scope.addHook('onRoute', (route: RouteOptions) => {
      if (route.schema && !('x-access' in route.schema)) route.schema = documented(route.schema, access);
    });
    scope.addHook('preValidation', hook);
    await routes(scope);
  };
}
