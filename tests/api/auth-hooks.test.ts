// Where a route's auth hook runs is written in the route: as its preValidation, so the caller's role is
// checked before its input (tests/api/role-before-body.test.ts). One named as a preHandler would run
// after validation; the auth plugin refuses such a route when it is registered.
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { describe, expect, it } from 'vitest';
import authPlugin from '../../server/plugins/auth';

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
});
