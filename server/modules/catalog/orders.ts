import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '../../../src/contract/envelope';
import {
  fillMessage,
  ORDER_STATUSES,
  orderDetailsSchema,
  orderMessages,
  orderSummarySchema,
  orderPaymentSchema,
  orderTransitionSchema,
  type OrderSummary,
  type OrderTransitionInput,
} from '../../../src/contract/operations';
import type { Database } from '../../db/client';
import { ok } from '../../lib/envelope';
import { conflict, notFound, type AppError } from '../../lib/errors';
import { idParamsSchema, registerScopedCrud, type ScopedResource } from '../../lib/scoped-crud';
import { authOf } from '../../plugins/auth';
import { orderingMessages } from '../../../src/contract/ordering';
import { paymentMessages } from '../../../src/contract/payments';
import { mayShip } from '../payments/payments-repository';
import { findSellerOrderDetails, sellerOrderListing, sellerOrderRows, type SummaryRow } from './orders-repository';
import { changeOrderStatus, recordOrderPayment, type PaymentRecording, type StatusChange, type TransitionActor } from './order-status-repository';

// Other modules take these from here: the buyer's order page and cancel, checkout and accepted quotes.
export { incotermOf, orderLinesAndHistory } from './orders-repository';
export { holdOrderStock } from './order-stock-repository';

const isoDay = z.iso.date({ error: 'Use a date like 2026-01-31' });

/**
 * The orders of the seller's own products. Orders are placed by buyers, so sellers neither create
 * nor delete them; they only move them along ORDER_TRANSITIONS (see `transitionOrder`).
 */
export const orderResource: ScopedResource<SummaryRow, OrderSummary, never, never> = {
  path: 'orders',
  tag: 'orders',
  access: 'seller',
  ...sellerOrderRows,
  dtoSchema: orderSummarySchema,
  list: {
    ...sellerOrderListing,
    filterSchema: z.object({
      status: z.enum(ORDER_STATUSES, { error: `Choose one of: ${ORDER_STATUSES.join(', ')}` }).optional(),
      created_from: isoDay.optional(),
      created_to: isoDay.optional(),
    }),
  },
};

/** A refused status change as its actor reads it: the buyer may only ever cancel a pending order. */
function statusChangeError(refusal: Exclude<StatusChange, { kind: 'ok' }>, role: TransitionActor['role']): AppError {
  switch (refusal.kind) {
    case 'not-found':
      return notFound();
    case 'short-stock':
      return conflict(fillMessage(orderMessages.notEnoughStock, { name: refusal.productName, available: refusal.available, needed: refusal.needed }));
    case 'refused': {
      if (role === 'buyer') return conflict(orderingMessages.onlyPendingCancel, { status: orderingMessages.onlyPendingCancel });
      const message = fillMessage(orderMessages.invalidTransition, { from: refusal.from, to: refusal.to });
      return conflict(message, { status: message });
    }
  }
}

function paymentError(refusal: Exclude<PaymentRecording, { kind: 'ok' }>): AppError {
  switch (refusal.kind) {
    case 'not-found':
      return notFound();
    case 'already-paid':
      return conflict(orderMessages.alreadyPaid, { payment_status: orderMessages.alreadyPaid });
    case 'cancelled':
      return conflict(orderMessages.cancelledUnpaid, { payment_status: orderMessages.cancelledUnpaid });
  }
}

/** Moves an order along ORDER_TRANSITIONS (order-status-repository.ts); a refusal is thrown as its error answer. */
export async function transitionOrder(db: Database, actor: TransitionActor, input: OrderTransitionInput): Promise<void> {
  const changed = await changeOrderStatus(db, actor, input);
  if (changed.kind !== 'ok') throw statusChangeError(changed, actor.role);
}

/** The order's details page as the answer, after a read or a change. */
async function detailsAnswer(db: Database, sellerId: string, orderId: string, message?: string) {
  const found = await findSellerOrderDetails(db, sellerId, orderId);
  if (found.kind === 'not-found') throw notFound();
  return ok(found.order, message);
}

export function registerOrders(parent: FastifyInstance): void {
  registerScopedCrud(parent, orderResource);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['orders'] };

  app.get(
    '/v1/orders/:id/details',
    {
      schema: {
        ...common,
        summary: 'One of your orders with its lines, buyer, shipping and history',
        params: idParamsSchema,
        response: { 200: envelopeOf(orderDetailsSchema) },
      },
    },
    async (request) => detailsAnswer(app.db, authOf(request).userId, request.params.id),
  );

  app.post(
    '/v1/orders/:id/transition',
    {
      schema: {
        ...common,
        summary: 'Move one of your orders to its next status',
        params: idParamsSchema,
        body: orderTransitionSchema,
        response: { 200: envelopeOf(orderDetailsSchema) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      // In collect mode an order paid in advance ships once the marketplace has its payment (payments-repository.ts).
      if (request.body.status === 'shipped' && !(await mayShip(app.db, app.config, request.params.id, userId)))
        throw conflict(paymentMessages.shipUnpaid, { status: paymentMessages.shipUnpaid });
      const changed = await changeOrderStatus(app.db, { orderId: request.params.id, actorId: userId, role: 'seller' }, request.body);
      if (changed.kind !== 'ok') throw statusChangeError(changed, 'seller');
      return detailsAnswer(app.db, userId, request.params.id, 'Saved');
    },
  );

  app.post(
    '/v1/orders/:id/payment',
    {
      schema: {
        ...common,
        summary: "Record the buyer's payment of one of your orders",
        params: idParamsSchema,
        body: orderPaymentSchema.nullish(),
        response: { 200: envelopeOf(orderDetailsSchema) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      // In collect mode the buyer pays the marketplace, whose staff record it (server/modules/payments).
      if (app.config.settlementMode === 'collect') {
        if ((await findSellerOrderDetails(app.db, userId, request.params.id)).kind === 'not-found') throw notFound();
        throw conflict(paymentMessages.collectOnly, { payment_status: paymentMessages.collectOnly });
      }
      const recorded = await recordOrderPayment(app.db, { orderId: request.params.id, sellerId: userId }, request.body ?? {});
      if (recorded.kind !== 'ok') throw paymentError(recorded);
      return detailsAnswer(app.db, userId, request.params.id, orderMessages.paymentRecorded);
    },
  );
}
