import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '../../../src/contract/envelope';
import { pingDatabase } from '../../db/client';
import { fail, ok } from '../../lib/envelope';
import { registerClientErrors } from './client-errors';

const startedAt = Date.now();
/** How long one database check answers for: a burst of health probes costs one query, not one each. */
const PING_REUSE_MS = 1000;
const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), latencyMs: z.number() }),
  uptimeSeconds: z.number(),
});

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  let lastPing: { at: number; result: Promise<{ ok: boolean; latencyMs: number }> } | undefined;
  const checkDatabase = () => {
    const now = Date.now();
    if (!lastPing || now - lastPing.at >= PING_REUSE_MS) lastPing = { at: now, result: pingDatabase(app.db) };
    return lastPing.result;
  };

  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database state',
        description: 'The database is checked at most once a second; probes within that second share the result.',
        response: { 200: envelopeOf(healthSchema), 503: envelopeOf(healthSchema) },
      },
    },
    async (_request, reply) => {
      const database = { kind: app.dbKind, ...(await checkDatabase()) };
      const data = { status: database.ok ? ('ok' as const) : ('degraded' as const), database, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) };
      if (!database.ok) return reply.code(503).send({ ...fail('The database is not reachable'), data });
      return ok(data, 'Healthy');
    },
  );

  registerClientErrors(app);
};
export default healthRoutes;
