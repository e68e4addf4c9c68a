import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '../../../src/contract/envelope';
import { pingDatabase } from '../../db/client';
import { fail, ok } from '../../lib/envelope';

const startedAt = Date.now();
const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), latencyMs: z.number() }),
  uptimeSeconds: z.number(),
});

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database state',
        response: { 200: envelopeOf(healthSchema), 503: envelopeOf(healthSchema) },
      },
    },
    async (_request, reply) => {
      const database = { kind: app.dbKind, ...(await pingDatabase(app.db)) };
      const data = { status: database.ok ? ('ok' as const) : ('degraded' as const), database, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) };
      if (!database.ok) return reply.code(503).send({ ...fail('The database is not reachable'), data });
      return ok(data, 'Healthy');
    },
  );
};
export default healthRoutes;
