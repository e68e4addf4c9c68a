import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buyerMessages, supportRequestRecordSchema, supportRequestSchema, type SupportRequest } from '../../../src/contract/buyer';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import { authMessages } from '../../../src/contract/messages';
import { supportRequests } from '../../db/schema';
import { ok, okList } from '../../lib/envelope';
import { badRequest } from '../../lib/errors';
import { consumeRateLimits } from '../../lib/rate-limit';
import { authOf } from '../../plugins/auth';

const tags = ['support'];

/** A person writes a handful of requests an hour at most; more is a script. Per client address: app.config. */
const perSender = { limit: 5, windowSeconds: 3600 };

type Row = typeof supportRequests.$inferSelect;

const toDto = (row: Row): SupportRequest => ({
  id: row.id,
  topic: row.topic as SupportRequest['topic'],
  subject: row.subject,
  message: row.message,
  order_number: row.orderNumber,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

const listQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * The help pages' contact form (POST, signed in or not) and the signed-in user's own requests (GET,
 * shown under Messages → Support). Rate-limited per client address and per sender.
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
      const [row] = await app.db
        .insert(supportRequests)
        .values({ userId: user?.id ?? null, name, email, topic: body.topic, subject: body.subject, message: body.message, orderNumber: body.order_number })
        .returning();
      return reply.code(201).send(ok(toDto(row), buyerMessages.requestSent));
    },
  );

  app.get(
    '/v1/support/requests',
    {
      preValidation: app.authenticate,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Your support requests, newest first',
        querystring: listQuerySchema,
        response: { 200: listEnvelopeOf(supportRequestRecordSchema) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const { page, limit } = request.query;
      const where = eq(supportRequests.userId, userId);
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(supportRequests)
          .where(where)
          .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
          .limit(limit)
          .offset((page - 1) * limit),
        app.db.select({ n: count() }).from(supportRequests).where(where),
      ]);
      return okList(rows.map(toDto), page, limit, Number(total?.n ?? 0));
    },
  );
}
