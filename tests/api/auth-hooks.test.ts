// Where a route's auth hook runs is written in the route: as its preValidation, so the caller's role is
// checked before its input (tests/api/role-before-body.test.ts). One named as a preHandler would run
// after validation; the auth plugin refuses such a route when it is registered.
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import authPlugin from '../../server/plugins/auth';
import { guardedBy } from '../../server/plugins/route-access';

async function appWithAuth(): Promise<FastifyInstance> {
  const app = Fastify();
  // The two plugins auth depends on, as far as registering routes needs them.
  await app.register(fp(async (instance) => void instance.decorate('db', {} as never), { name: 'db' }));
  await app.register(fp(async (instance) => void instance.decorate('channel', { onInvalidate: () => undefined } as never), { name: 'channel' }));
  await app.register(authPlugin, { secret: 'a-secret-long-enough-for-the-test-only', ttlHours: 1 });
  return app;
}

describe('auth hooks', () => {
  it('refuses a route that runs its auth hook as a preHandler, naming the route', async () => {
    const app = await appWithAuth();
    expect(() => app.get('/v1/somewhere', { preHandler: app.authenticate }, async () => 'x')).toThrow(
      /GET \/v1\/somewhere: declare its auth hook as preValidation/,
    );
    await app.close();
  });

  it('writes the rule and the bearer scheme of a guarded route into its schema, and leaves an open route alone', async () => {
    const app = await appWithAuth();
    const schemas: Record<string, unknown> = {};
    app.addHook('onRoute', (route) => void (schemas[route.url] = route.schema));
    app.get('/v1/guarded', { preValidation: app.requireRole('buyer'), schema: { summary: 'guarded' } }, async () => 'x');
    app.get('/v1/open', { schema: { summary: 'open' } }, async () => 'x');
    await app.ready();
    expect(schemas['/v1/guarded']).toMatchObject({ security: [{ bearer: [] }], 'x-access': { kind: 'roles', roles: ['buyer'] } });
    expect(schemas['/v1/open']).toMatchObject({ summary: 'open' });
    expect(schemas['/v1/open']).not.toHaveProperty('security');
    expect(schemas['/v1/open']).not.toHaveProperty('x-access');
    await app.close();
  });

  describe('an audience of routes (guardedBy)', () => {
    async function appWithAudience() {
      const app = await appWithAuth();
      // The route options themselves, as the OpenAPI plugin keeps them: the audience documents a route after this hook has seen it.
      const routes: Record<string, RouteOptions> = {};
      app.addHook('onRoute', (route) => void (routes[route.url] = route));
      const body = { type: 'object', required: ['name'], properties: { name: { type: 'string' } } };
      await app.register(
        guardedBy(app.requireStaff('administrator', 'reviewer'), (staff) => {
          staff.post('/v1/staff-thing', { schema: { summary: 'staff', body } }, async () => 'x');
          staff.post('/v1/admin-thing', { preValidation: staff.requireStaff('administrator'), schema: { summary: 'administrators', body } }, async () => 'x');
        }),
      );
      app.post('/v1/open-thing', { schema: { summary: 'open', body } }, async () => 'x');
      await app.ready();
      return { app, schemas: Object.fromEntries(Object.entries(routes).map(([url, route]) => [url, route.schema])) };
    }

    it("runs the audience's hook before the body is validated, on its routes only", async () => {
      const { app } = await appWithAudience();
      // No token and a body the schema refuses: the caller is refused first.
      expect((await app.inject({ method: 'POST', url: '/v1/staff-thing', payload: [] })).statusCode).toBe(401);
      expect((await app.inject({ method: 'POST', url: '/v1/admin-thing', payload: [] })).statusCode).toBe(401);
      // A route registered beside the audience, not inside it, is not guarded by it.
      expect((await app.inject({ method: 'POST', url: '/v1/open-thing', payload: [] })).statusCode).toBe(400);
      expect((await app.inject({ method: 'POST', url: '/v1/open-thing', payload: { name: 'a' } })).statusCode).toBe(200);
      await app.close();
    });

    it("documents the audience's rule, or a route's own narrower one, with the bearer scheme", async () => {
      const { app, schemas } = await appWithAudience();
      expect(schemas['/v1/staff-thing']).toMatchObject({
        security: [{ bearer: [] }],
        'x-access': { kind: 'staff', staff_roles: ['administrator', 'reviewer'] },
      });
      expect(schemas['/v1/admin-thing']).toMatchObject({ security: [{ bearer: [] }], 'x-access': { kind: 'staff', staff_roles: ['administrator'] } });
      expect(schemas['/v1/open-thing']).not.toHaveProperty('x-access');
      await app.close();
    });

    it("takes only the auth plugin's hooks", async () => {
      const app = await appWithAuth();
      expect(() =>
        guardedBy(
          async () => undefined,
          () => undefined,
        ),
      ).toThrow(/one of the auth plugin's hooks/);
      await app.close();
    });
  });
});
