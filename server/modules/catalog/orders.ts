import { and, asc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '../../../src/contract/envelope';
import {
  fillMessage,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  orderDetailsSchema,
  orderMessages,
  orderSummarySchema,
  orderPaymentSchema,
  orderTransitionSchema,
  PAYMENT_EVENT_NOTE,
  type OrderDetails,
  type OrderPaymentInput,
  type OrderStatus,
  type OrderSummary,
  type OrderTransitionInput,
  type PaymentMethod,
  type PaymentStatus,
} from '../../../src/contract/operations';
import type { Database } from '../../db/client';
import { orderEvents, orderLines, orders, rfqs, users } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { conflict, notFound } from '../../lib/errors';
import { findOwned, idParamsSchema, registerScopedCrud, type ScopedResource } from '../../lib/scoped-crud';
import { authOf } from '../../plugins/auth';
import { orderingMessages } from '../../../src/contract/ordering';
import { notify } from '../../lib/notify';
import { currentStock, holdStock, moveStock, releaseStock } from './inventory';
import { containsPattern } from '../../lib/like';
import { outer } from '../../lib/outer-column';

const buyerCompany = sql<string | null>`${users.businessDetails}->>'business_name'`;

const summarySelection = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  buyerName: users.name,
  buyerCompany,
  // A correlated count over order_lines' index: cheap per row of a page, no GROUP BY over the join.
  lineCount: sql<number>`(select count(*) from ${orderLines} where ${orderLines.orderId} = ${outer(orders.id)})`.mapWith(Number),
  totalMinor: orders.totalMinor,
  currency: orders.currency,
  createdAt: orders.createdAt,
};
type SummaryRow = {
  id: string;
  number: string;
  status: OrderStatus;
  buyerName: string;
  buyerCompany: string | null;
  lineCount: number;
  totalMinor: number;
  currency: string;
  createdAt: Date;
};

function summaryDto(row: SummaryRow): OrderSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    buyer: { name: row.buyerName, company: row.buyerCompany },
    line_count: row.lineCount,
    total_minor: row.totalMinor,
    currency: row.currency,
    created_at: row.createdAt.toISOString(),
  };
}

/** Whole UTC days: `created_to=2026-03-31` includes the last moment of that day. */
const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);
const isoDay = z.iso.date({ error: 'Use a date like 2026-01-31' });

/**
 * The orders of the seller's own products. Orders are placed by buyers, so sellers neither create
 * nor delete them; they only move them along ORDER_TRANSITIONS (see `transitionOrder`).
 */
export const orderResource: ScopedResource<SummaryRow, OrderSummary, never, never> = {
  path: 'orders',
  tag: 'orders',
  access: 'seller',
  table: orders,
  idColumn: orders.id,
  ownerColumn: orders.sellerId,
  ownerKey: 'sellerId',
  selection: summarySelection,
  // Left join on the buyer's primary key (buyer_id is required): PostgreSQL drops it from the page-id
  // and count queries unless a search needs it, so those read only the orders indexes.
  query: (db, columns) => db.select(columns).from(orders).leftJoin(users, eq(users.id, orders.buyerId)).$dynamic(),
  dtoSchema: orderSummarySchema,
  toDto: summaryDto,
  list: {
    sortable: { created_at: orders.createdAt, total_minor: orders.totalMinor, status: orders.status },
    tieBreaker: orders.id,
    filterSchema: z.object({
      status: z.enum(ORDER_STATUSES, { error: `Choose one of: ${ORDER_STATUSES.join(', ')}` }).optional(),
      created_from: isoDay.optional(),
      created_to: isoDay.optional(),
    }),
    filters: {
      status: (value) => eq(orders.status, value as OrderStatus),
      created_from: (value) => gte(orders.createdAt, dayStart(value)),
      created_to: (value) => lt(orders.createdAt, nextDayStart(value)),
    },
    search: (q) => {
      const pattern = containsPattern(q);
      return or(ilike(orders.number, pattern), ilike(users.name, pattern), ilike(buyerCompany, pattern));
    },
  },
};

const detailsSelection = {
  ...summarySelection,
  buyerEmail: users.email,
  shippingAddress: orders.shippingAddress,
  note: orders.note,
  carrier: orders.carrier,
  trackingNumber: orders.trackingNumber,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  paidAt: orders.paidAt,
  updatedAt: orders.updatedAt,
};
type DetailsRow = SummaryRow & {
  paymentMethod: PaymentMethod;
  paymentStatus: PaymentStatus;
  paidAt: Date | null;
  buyerEmail: string;
  shippingAddress: Record<string, string>;
  note: string | null;
  carrier: string | null;
  trackingNumber: string | null;
  updatedAt: Date;
};

/**
 * What both sides' order pages show beyond the summary: the lines, their totals and the history,
 * read in two queries. The caller has already checked who may see the order.
 */
export async function orderLinesAndHistory(db: Database, order: { id: string; totalMinor: number; currency: string }) {
  const [lines, events, [rfq]] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.productName), asc(orderLines.id)),
    db
      .select({ event: orderEvents, actorName: users.name })
      .from(orderEvents)
      .leftJoin(users, eq(users.id, orderEvents.actorId))
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    // The request for quotation the order came from, if any.
    db
      .select({ id: rfqs.id, number: rfqs.number, title: rfqs.title, quoteId: orders.quoteId })
      .from(orders)
      .innerJoin(rfqs, eq(rfqs.id, orders.rfqId))
      .where(eq(orders.id, order.id)),
  ]);
  return {
    lines: lines.map((line) => ({
      id: line.id,
      product_id: line.productId,
      product_name: line.productName,
      sku: line.sku,
      unit: line.unit,
      quantity: line.quantity,
      unit_price_minor: line.unitPriceMinor,
      line_total_minor: line.lineTotalMinor,
    })),
    totals: {
      quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
      subtotal_minor: lines.reduce((sum, line) => sum + line.lineTotalMinor, 0),
      total_minor: order.totalMinor,
      currency: order.currency,
    },
    history: events.map(({ event, actorName }) => ({
      id: event.id,
      from_status: event.fromStatus as OrderStatus | null,
      to_status: event.toStatus as OrderStatus,
      actor_role: event.actorRole,
      actor_name: actorName,
      note: event.note,
      created_at: event.createdAt.toISOString(),
    })),
    rfq: rfq && rfq.quoteId ? { id: rfq.id, number: rfq.number, title: rfq.title, quote_id: rfq.quoteId } : null,
  };
}

/** Everything the details page shows, in three reads: the order (scoped to the seller), its lines, its history. */
export async function orderDetails(db: Database, sellerId: string, orderId: string): Promise<OrderDetails> {
  const order = await findOwned<DetailsRow>({ ...orderResource, selection: detailsSelection }, db, sellerId, orderId);
  const { lines, totals, history, rfq } = await orderLinesAndHistory(db, order);
  const summary = summaryDto(order);
  return {
    ...summary,
    buyer: { name: order.buyerName, email: order.buyerEmail, company: order.buyerCompany },
    lines,
    totals,
    shipping_address: order.shippingAddress,
    note: order.note,
    carrier: order.carrier,
    tracking_number: order.trackingNumber,
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus,
    paid_at: order.paidAt ? order.paidAt.toISOString() : null,
    updated_at: order.updatedAt.toISOString(),
    history,
    rfq,
    next_statuses: [...ORDER_TRANSITIONS[order.status]],
  };
}

function invalidTransition(from: OrderStatus, to: OrderStatus) {
  const message = fillMessage(orderMessages.invalidTransition, { from, to });
  return conflict(message, { status: message });
}

/** The order's quantities per product, in product id order so that every transaction locks stock rows in the same order (no deadlocks). */
async function quantitiesByProduct(tx: Database, orderId: string) {
  const lines = await tx
    .select({ productId: orderLines.productId, productName: orderLines.productName, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const byProduct = new Map<string, { productId: string; productName: string; quantity: number }>();
  for (const { productId, productName, quantity } of lines) {
    // An item of an accepted quote that is not a catalogue product holds no stock.
    if (productId === null) continue;
    const entry = byProduct.get(productId);
    if (entry) entry.quantity += quantity;
    else byProduct.set(productId, { productId, productName, quantity });
  }
  return [...byProduct.values()].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
}

export interface TransitionActor {
  orderId: string;
  actorId: string;
  /** The seller moves its orders along the flow; the buyer may only cancel its own pending ones. */
  role: 'seller' | 'buyer';
}

interface StockScope {
  orderId: string;
  sellerId: string;
  actorId: string;
}

/**
 * Turns the order's hold into a deduction, line by line with guarded updates; the first short line
 * aborts the whole transaction. Fewer units held than the line needs means this order holds nothing
 * (it was placed before checkout held stock): it then takes from what is available, never from
 * units other orders hold.
 */
async function deductHeldStock(tx: Database, { orderId, sellerId, actorId }: StockScope): Promise<void> {
  for (const line of await quantitiesByProduct(tx, orderId)) {
    const change = { productId: line.productId, sellerId, delta: -line.quantity, reason: 'order' as const, orderId, actorId };
    const moved = (await moveStock(tx, { ...change, releaseHeld: line.quantity })) ?? (await moveStock(tx, change));
    if (!moved) {
      const stock = await currentStock(tx, line.productId, sellerId);
      const available = stock ? stock.onHand - stock.reserved : 0;
      throw conflict(fillMessage(orderMessages.notEnoughStock, { name: line.productName, available, needed: line.quantity }));
    }
  }
}

/**
 * Holds stock for new pending orders (checkout), in product id order so that concurrent checkouts
 * lock rows in the same order. Answers the index of the first line that does not fit, else null;
 * the caller then aborts its transaction, which lets go of the holds already taken.
 */
export async function holdOrderStock(tx: Database, lines: Array<{ productId: string; sellerId: string; quantity: number }>): Promise<number | null> {
  const sorted = lines.map((line, index) => ({ ...line, index })).sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
  for (const line of sorted) {
    if (!(await holdStock(tx, line.productId, line.sellerId, line.quantity))) return line.index;
  }
  return null;
}

/** Lets go of a pending order's hold. */
async function releaseHeldStock(tx: Database, { orderId, sellerId }: StockScope): Promise<void> {
  for (const line of await quantitiesByProduct(tx, orderId)) await releaseStock(tx, line.productId, sellerId, line.quantity);
}

/** Puts a confirmed order's stock back; a product whose stock row is gone has nothing to return to. */
async function returnStock(tx: Database, { orderId, sellerId, actorId }: StockScope): Promise<void> {
  for (const line of await quantitiesByProduct(tx, orderId)) {
    await moveStock(tx, { productId: line.productId, sellerId, delta: line.quantity, reason: 'order', orderId, actorId });
  }
}

const NOTIFY_BUYER: Partial<Record<OrderStatus, string>> = {
  confirmed: 'Your order {{number}} was confirmed',
  shipped: 'Your order {{number}} is on its way',
  delivered: 'Your order {{number}} was delivered',
  cancelled: 'Your order {{number}} was cancelled by the supplier',
};

/**
 * Moves an order along ORDER_TRANSITIONS in one transaction: the status change guarded by the status
 * it was read in (so of two concurrent transitions only one passes; the other waits on the row lock
 * and then finds the status changed), the stock deducted, released or returned, the history event
 * and the other party's notification. A buyer may only cancel, and only while the order is pending.
 */
export async function transitionOrder(db: Database, actor: TransitionActor, input: OrderTransitionInput): Promise<void> {
  const { orderId, actorId, role } = actor;
  const owner = role === 'seller' ? orders.sellerId : orders.buyerId;
  await db.transaction(async (tx) => {
    const read = async () => {
      const [row] = await tx
        .select({ status: orders.status, sellerId: orders.sellerId, buyerId: orders.buyerId, number: orders.number })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(owner, actorId)));
      if (!row) throw notFound();
      return row;
    };
    const refuse = (from: OrderStatus, to: OrderStatus) => {
      if (role === 'buyer') return conflict(orderingMessages.onlyPendingCancel, { status: orderingMessages.onlyPendingCancel });
      return invalidTransition(from, to);
    };
    const order = await read();
    const from = order.status;
    const to = input.status;
    const allowed = role === 'seller' ? ORDER_TRANSITIONS[from].includes(to) : from === 'pending' && to === 'cancelled';
    if (!allowed) throw refuse(from, to);
    const shipping = input.status === 'shipped' ? { carrier: input.carrier, trackingNumber: input.tracking_number } : {};
    const [moved] = await tx
      .update(orders)
      .set({ status: to, ...shipping, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(owner, actorId), eq(orders.status, from)))
      .returning({ id: orders.id });
    if (!moved) throw refuse((await read()).status, to);
    const scope = { orderId, sellerId: order.sellerId, actorId };
    if (to === 'confirmed') await deductHeldStock(tx, scope);
    if (to === 'cancelled' && from === 'pending') await releaseHeldStock(tx, scope);
    if (to === 'cancelled' && from === 'confirmed') await returnStock(tx, scope);
    await tx.insert(orderEvents).values({
      orderId,
      fromStatus: from,
      toStatus: to,
      actorId,
      actorRole: role,
      note: input.note || null,
      createdAt: sql`clock_timestamp()`,
    });
    if (role === 'seller') {
      const title = NOTIFY_BUYER[to];
      if (title)
        await notify(tx, order.buyerId, {
          kind: `order.${to}`,
          title: fillMessage(title, { number: order.number }),
          body: input.note ?? '',
          link: `/orders/${orderId}`,
        });
    } else {
      await notify(tx, order.sellerId, {
        kind: 'order.cancelled',
        title: fillMessage('Order {{number}} was cancelled by the buyer', { number: order.number }),
        body: input.note ?? '',
        link: `/OrderDetails/${orderId}`,
      });
    }
  });
}

/**
 * Records the buyer's payment (a bank transfer received, agreed terms settled): once, never for a
 * cancelled order. The history gets an event that keeps the status and says so in its note.
 */
export async function recordPayment(db: Database, { orderId, sellerId }: { orderId: string; sellerId: string }, input: OrderPaymentInput): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ status: orders.status, paymentStatus: orders.paymentStatus, buyerId: orders.buyerId, number: orders.number })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.sellerId, sellerId)))
      .for('update');
    if (!order) throw notFound();
    if (order.paymentStatus === 'paid') throw conflict(orderMessages.alreadyPaid, { payment_status: orderMessages.alreadyPaid });
    if (order.status === 'cancelled') throw conflict(orderMessages.cancelledUnpaid, { payment_status: orderMessages.cancelledUnpaid });
    const now = new Date();
    await tx.update(orders).set({ paymentStatus: 'paid', paidAt: now, updatedAt: now }).where(eq(orders.id, orderId));
    await tx.insert(orderEvents).values({
      orderId,
      fromStatus: order.status,
      toStatus: order.status,
      actorId: sellerId,
      actorRole: 'seller',
      note: input.note ? `${PAYMENT_EVENT_NOTE}: ${input.note}` : PAYMENT_EVENT_NOTE,
      createdAt: sql`clock_timestamp()`,
    });
    await notify(tx, order.buyerId, {
      kind: 'order.paid',
      title: fillMessage('Payment for order {{number}} was recorded', { number: order.number }),
      link: `/orders/${orderId}`,
    });
  });
}

export function registerOrders(parent: FastifyInstance): void {
  registerScopedCrud(parent, orderResource);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['orders'], security: [{ bearer: [] }] };

  app.get(
    '/v1/orders/:id/details',
    {
      preHandler: app.requireOnboardedSeller,
      schema: {
        ...common,
        summary: 'One of your orders with its lines, buyer, shipping and history',
        params: idParamsSchema,
        response: { 200: envelopeOf(orderDetailsSchema) },
      },
    },
    async (request) => ok(await orderDetails(app.db, authOf(request).userId, request.params.id)),
  );

  app.post(
    '/v1/orders/:id/transition',
    {
      preHandler: app.requireOnboardedSeller,
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
      await transitionOrder(app.db, { orderId: request.params.id, actorId: userId, role: 'seller' }, request.body);
      return ok(await orderDetails(app.db, userId, request.params.id), 'Saved');
    },
  );

  app.post(
    '/v1/orders/:id/payment',
    {
      preHandler: app.requireOnboardedSeller,
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
      await recordPayment(app.db, { orderId: request.params.id, sellerId: userId }, request.body ?? {});
      return ok(await orderDetails(app.db, userId, request.params.id), orderMessages.paymentRecorded);
    },
  );
}
