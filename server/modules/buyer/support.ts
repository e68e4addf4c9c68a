// The contact form and the user's own support requests; the queries are in support-repository.ts.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buyerMessages, supportRequestRecordSchema, supportRequestSchema } from '../../../src/contract/buyer';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import { authMessages } from '../../../src/contract/messages';
import { ok, okList } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { consumeRateLimits } from '../../lib/rate-limit';
import { authOf } from '../../plugins/auth';
import { createSupportRequest, listSupportRequests } from './support-repository';

const tags = ['support'];

/** A person writes a handful of requests an hour at most; more is a script. Per client address: app.config. */
const perSender = { limit: 5, windowSeconds: 3600 };

const listQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * The help pages' contact form (POST, signed in or not), rate-limited per client address and per sender.
 */
export function registerSupport(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  /** Signed in when a token is sent (a bad one is a 401, not a silent anonymous request). */
  const optionalAuth = async (request: FastifyRequest) => {
    if (request.headers.authorization) await app.authenticate(request);
  };

  app.post(
    '/v1/support/requests',
    {
      preHandler: optionalAuth,
      schema: {
        tags,
        security: [{ bearer: [] }, {}],
        summary: 'Open a support request (topic, subject, message, optional order number)',
        description: 'Signed in, the name and email come from the account; signed out, `name` and `email` are required so the team can answer.',
        body: supportRequestSchema,
        response: { 201: envelopeOf(supportRequestRecordSchema) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const user = request.auth?.user;
      const name = user?.name ?? body.name;
      const email = user?.email ?? body.email;
      if (!name || !email) {
        const errors: Record<string, string> = {};
        if (!name) errors.name = buyerMessages.contactNameRequired;
        if (!email) errors.email = authMessages.emailRequired;
        throw badRequest(Object.values(errors)[0], errors);
      }
      await consumeRateLimits(app.db, [
        [`support:ip:${request.ip}`, { limit: app.config.supportRequestsPerAddressPerHour, windowSeconds: 3600 }],
        [`support:sender:${user?.id ?? email.toLowerCase()}`, perSender],
      ]);
      const created = await createSupportRequest(app.db, {
        userId: user?.id ?? null,
        name,
        email,
        topic: body.topic,
        subject: body.subject,
        message: body.message,
        orderNumber: body.order_number,
      });
      return reply.code(201).send(ok(created, buyerMessages.requestSent));
    },
  );
}

/** The signed-in user's own support requests (shown under Messages → Support). */
export function registerSupportRequests(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v1/support/requests',
    {
      schema: {
        tags,
        summary: 'Your support requests, newest first',
        querystring: listQuerySchema,
        response: { 200: listEnvelopeOf(supportRequestRecordSchema) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const { page, limit } = request.query;
      const { rows, total } = await listSupportRequests(app.db, userId, page, limit);
      return okList(rows, page, limit, total);
    },
  );
}
