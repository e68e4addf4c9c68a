import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listEnvelopeOf, listQuerySchema } from '../../../src/contract/envelope';
import { outbox } from '../../db/schema';
import { okList } from '../../lib/envelope';
import { count } from 'drizzle-orm';

const outboxItem = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  createdAt: z.iso.datetime(),
});

/** Development only (never registered in production): the mail and text messages the server "sent". */
const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Outgoing email and text messages, newest first (not available in production)',
        querystring: listQuerySchema.pick({ page: true, limit: true }),
        response: { 200: listEnvelopeOf(outboxItem) },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const [rows, [{ total }]] = await Promise.all([
        app.db
          .select()
          .from(outbox)
          .orderBy(desc(outbox.createdAt), desc(outbox.id))
          .limit(limit)
          .offset((page - 1) * limit),
        app.db.select({ total: count() }).from(outbox),
      ]);
      return okList(
        rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        page,
        limit,
        total,
      );
    },
  );
};

export default devRoutes;
