// The buyer's orders (/v1/buyer/orders): lists by tab, one order with its history, cancel while
// pending. Every query is scoped to the caller as buyer (and to their company's orders when their company
// role reads them all: server/modules/company/access.ts), so anyone else's order is a 404. The queries
// are in orders-repository.ts; the cancel is the orders' status change (catalog/order-status-repository.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import { buyerCancelSchema, buyerOrderDetailsSchema, buyerOrderQuerySchema, buyerOrderSummarySchema, orderingMessages } from '../../../src/contract/ordering';
import type { Database } from '../../db/client';
import { ok, okList } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { idParamsSchema } from '../../lib/scoped-crud';
import { authOf } from '../../plugins/auth';
import { transitionOrder } from '../catalog/orders';
import { buyerOrderDetails, listBuyerOrders } from './orders-repository';
import { buyerScope } from '../company/access';

/** The order's details as the answer, after a read or a change. */
async function detailsAnswer(db: Database, buyerId: string, orderId: string, message?: string) {
  const details = await buyerOrderDetails(db, await buyerScope(db, buyerId), orderId);
  if (!details) throw notFound();
  return ok(details, message);
}

export function registerBuyerOrders(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['buyer orders'] };

  app.get(
    '/v1/buyer/orders',
    {
      schema: {
        ...common,
        summary: 'Your orders, newest first: all, pending, completed (delivered) or tracking (shipped and delivered)',
        querystring: buyerOrderQuerySchema,
        response: { 200: listEnvelopeOf(buyerOrderSummarySchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listBuyerOrders(app.db, await buyerScope(app.db, authOf(request).userId), request.query);
      return okList(rows, request.query.page, request.query.limit, total);
    },
  );

  app.get(
    '/v1/buyer/orders/:id',
    {
      schema: {
        ...common,
        summary: 'One of your orders with its lines, supplier, shipping, payment and history',
        params: idParamsSchema,
        response: { 200: envelopeOf(buyerOrderDetailsSchema) },
      },
    },
    async (request) => detailsAnswer(app.db, authOf(request).userId, request.params.id),
  );

  app.post(
    '/v1/buyer/orders/:id/cancel',
    {
      schema: {
        ...common,
        summary: 'Cancel one of your orders while it is pending (its stock hold is released)',
        params: idParamsSchema,
        body: buyerCancelSchema.nullish(),
        response: { 200: envelopeOf(buyerOrderDetailsSchema) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      await transitionOrder(app.db, { orderId: request.params.id, actorId: userId, role: 'buyer' }, { status: 'cancelled', note: request.body?.note });
      return detailsAnswer(app.db, userId, request.params.id, orderingMessages.orderCancelled);
    },
  );
}
