import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, listEnvelopeOf, listQuerySchema } from '../../../src/contract/envelope';
import { ok, okList } from '../../lib/envelope';
import { listOutbox } from './outbox-repository';
import { releaseDueFunds } from '../money/ledger';
import { moneySettings } from '../money/settings';

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
  // The return window passing, for end-to-end tests: releases what the window will have cleared
  // `after_days` days from now (the cutoff moves, the entries are dated now, so nothing lands in the future).
  app.post(
    '/money/release',
    {
      schema: {
        tags: ['development'],
        summary: 'Releases the funds the return window will have cleared after_days days from now (not available in production)',
        body: z.strictObject({ after_days: z.number().int().min(0).max(3650) }),
        response: { 200: envelopeOf(z.object({ released: z.number(), reservesReleased: z.number() })) },
      },
    },
    async (request) => {
      const windowDays = Math.max(0, moneySettings().returnWindowDays - request.body.after_days);
      return ok(await releaseDueFunds(app.db, { returnWindowDays: windowDays }));
    },
  );
};

export default devRoutes;
