// Checkout (POST /v1/orders for buyers): the lines the buyer saw become one pending order per
// supplier, each holding its stock, with the shipping address copied from the buyer's address book.
// At most once per Idempotency-Key (server/lib/idempotency.ts). The writes are in checkout-repository.ts;
// a company member's checkout passes the company's rules and limits first (server/modules/company).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { approvalMessages, checkoutAwaitingApprovalSchema, orderPreviewResultSchema } from '../../../src/contract/company-approvals';
import { envelopeOf } from '../../../src/contract/envelope';
import { checkoutResultSchema, checkoutSchema, orderingMessages } from '../../../src/contract/ordering';
import { ok } from '../../lib/envelope';
import { idempotencyKeyOf, runIdempotent, sendIdempotent } from '../../lib/idempotency';
import { authOf } from '../../plugins/auth';
import { holdCheckoutForApproval, previewCheckout } from '../company/approvals-checkout';
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
        description:
          'For a company member, the company’s rules and limits are checked first (POST /v1/orders/preview tells the outcome before): a limit passed is a 409 saying the limit, what was spent and what is left; an order that needs approval is held as an approval request (202, no order, no stock held) and placed when an approver approves it.',
        response: { 201: envelopeOf(checkoutResultSchema), 202: envelopeOf(checkoutAwaitingApprovalSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const key = idempotencyKeyOf(request);
      const answer = await runIdempotent<unknown>(app.db, { userId, key, scope: CHECKOUT_SCOPE, body: request.body }, async (tx) => {
        const held = await holdCheckoutForApproval(tx, userId, request.body, { expiryDays: app.config.approvalExpiryDays });
        if (held) return { statusCode: 202, body: ok({ orders: [], approval_request: held }, approvalMessages.approvalNeeded) };
        return { statusCode: 201, body: ok(await placeOrders(tx, userId, request.body), orderingMessages.ordersPlaced) };
      });
      return sendIdempotent(reply, answer);
    },
  );

  app.post(
    '/v1/orders/preview',
    {
      schema: {
        tags: ['checkout'],
        summary: 'What a checkout of these lines would do for a company member: be placed, wait for approval, or be refused by a limit (nothing is written)',
        description:
          'The lines are checked as checkout checks them (the same 422 and 409 refusals). company is null for a buyer without a company, who checks out as always.',
        body: checkoutSchema,
        response: { 200: envelopeOf(orderPreviewResultSchema) },
      },
    },
    async (request) => ok({ company: await previewCheckout(app.db, authOf(request).userId, request.body) }),
  );
}
