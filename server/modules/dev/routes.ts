import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listEnvelopeOf, listQuerySchema } from '../../../src/contract/envelope';
import { okList } from '../../lib/envelope';
import { listOutbox } from './outbox-repository';

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
      const { rows, total } = await listOutbox(app.db, { page, limit });
      return okList(rows, page, limit, total);
    },
  );
};

export default devRoutes;
