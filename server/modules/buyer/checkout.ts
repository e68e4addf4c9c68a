// Checkout (POST /v1/orders for buyers): the lines the buyer saw become one pending order per
// supplier, each holding its stock, with the shipping address copied from the buyer's address book.
// At most once per Idempotency-Key (server/lib/idempotency.ts). The writes are in checkout-repository.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../src/contract/envelope';
import { checkoutResultSchema, checkoutSchema, orderingMessages } from '../../../src/contract/ordering';
import { ok } from '../../lib/envelope';
import { idempotencyKeyOf, runIdempotent, sendIdempotent } from '../../lib/idempotency';
import { authOf } from '../../plugins/auth';
import { placeOrders } from './checkout-repository';

export const CHECKOUT_SCOPE = 'POST /v1/orders';

export function registerCheckout(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/v1/orders',
    {
      schema: {
        tags: ['checkout'],
        summary: 'Place one pending order per supplier (send an Idempotency-Key header; a repeat with the same key and body answers the first result)',
        body: checkoutSchema,
        response: { 201: envelopeOf(checkoutResultSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const key = idempotencyKeyOf(request);
      const answer = await runIdempotent(app.db, { userId, key, scope: CHECKOUT_SCOPE, body: request.body }, async (tx) => ({
        statusCode: 201,
        body: ok(await placeOrders(tx, userId, request.body), orderingMessages.ordersPlaced),
      }));
      return sendIdempotent(reply, answer);
    },
  );
}
