// Accepting a quote (POST /v1/rfqs/:id/quotes/:quoteId/accept): the whole quote or chosen lines and
// quantities become one pending order with that supplier at the quoted prices, through the order
// machinery checkout uses (number, a copy of the address-book address, payment method, stock held for
// the lines that are the supplier's catalogue products). At most once per Idempotency-Key; the RFQ's
// row lock makes a second accept of the quote, with any key, find it accepted (409). The work is in
// accept-repository.ts, in the transaction runIdempotent opens.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../src/contract/envelope';
import { quoteAcceptResultSchema, quoteAcceptSchema, rfqMessages, rfqQuoteParamsSchema } from '../../../src/contract/rfq';
import { ok } from '../../lib/envelope';
import { idempotencyKeyOf, runIdempotent, sendIdempotent } from '../../lib/idempotency';
import { authOf } from '../../plugins/auth';
import { acceptQuote } from './accept-repository';

export function registerAccept(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/v1/rfqs/:id/quotes/:quoteId/accept',
    {
      schema: {
        tags: ['rfq'],
        summary:
          'Accept a quote, whole or chosen lines and quantities: a pending order with its supplier at the quoted prices (send an Idempotency-Key header)',
        description:
          'Each chosen quantity is at least the line’s MOQ and at most the quantity asked for. Stock is held for lines that are the supplier’s catalogue products. The RFQ becomes awarded; decline_others (default true) declines the other live quotes. Accepting an expired or withdrawn quote, or one already accepted, is a 409.',
        params: rfqQuoteParamsSchema,
        body: quoteAcceptSchema,
        response: { 201: envelopeOf(quoteAcceptResultSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const key = idempotencyKeyOf(request);
      const { id, quoteId } = request.params;
      const answer = await runIdempotent(app.db, { userId, key, scope: `POST /v1/rfqs/${id}/quotes/${quoteId}/accept`, body: request.body }, async (tx) => ({
        statusCode: 201,
        body: ok(await acceptQuote(tx, userId, id, quoteId, request.body), rfqMessages.quoteAccepted),
      }));
      return sendIdempotent(reply, answer);
    },
  );
}
