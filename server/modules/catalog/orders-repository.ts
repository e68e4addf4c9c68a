// Reads of the seller's orders: the list's rows, one order's details page, and the lines and history
// both sides' order pages show. Changes of an order's state are in order-status-repository.ts.
import { and, asc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import {
  ORDER_TRANSITIONS,
  type OrderDetails,
  type OrderIncoterm,
  type OrderStatus,
  type OrderSummary,
  type PaymentMethod,
  type PaymentStatus,
} from '../../../src/contract/operations';
import type { INCOTERMS } from '../../../src/contract/rfq-messages';
import type { Database } from '../../db/client';
import { orderEvents, orderLines, orders, rfqs, users } from '../../db/schema';
import { containsPattern } from '../../lib/like';
import { outer } from '../../lib/outer-column';
import type { ScopedResource } from '../../lib/scoped-crud';
import { companyNameOf } from '../company/access';

// A company member's order shows the company's legal name; another buyer's, its business name.
const buyerCompany = sql<string | null>`coalesce(${companyNameOf(orders.companyId)}, ${users.businessDetails}->>'business_name')`;

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
export type SummaryRow = {
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

// Left join on the buyer's primary key (buyer_id is required): PostgreSQL drops it from the page-id
// and count queries unless a search needs it, so those read only the orders indexes.
const ordersWithBuyer = (db: Database, columns: SelectedFields) => db.select(columns).from(orders).leftJoin(users, eq(users.id, orders.buyerId)).$dynamic();

type SellerOrderResource = ScopedResource<SummaryRow, OrderSummary, never, never>;

/** How the seller's order list (server/lib/scoped-crud/) reads its rows: scoped to the seller's own orders. */
export const sellerOrderRows: Pick<SellerOrderResource, 'table' | 'idColumn' | 'ownerColumn' | 'ownerKey' | 'selection' | 'query' | 'toDto'> = {
  table: orders,
  idColumn: orders.id,
  ownerColumn: orders.sellerId,
  ownerKey: 'sellerId',
  selection: summarySelection,
  query: ordersWithBuyer,
  toDto: summaryDto,
};

/** The list's sorts, filters and search; the route declares the filters' query schema. */
export const sellerOrderListing: Pick<SellerOrderResource['list'], 'sortable' | 'tieBreaker' | 'filters' | 'search'> = {
  sortable: { created_at: orders.createdAt, total_minor: orders.totalMinor, status: orders.status },
  tieBreaker: orders.id,
  filters: {
    status: (value) => eq(orders.status, value as OrderStatus),
    created_from: (value) => gte(orders.createdAt, dayStart(value)),
    created_to: (value) => lt(orders.createdAt, nextDayStart(value)),
  },
  search: (q) => {
    const pattern = containsPattern(q);
    return or(ilike(orders.number, pattern), ilike(users.name, pattern), ilike(buyerCompany, pattern));
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
  shippingMinor: orders.shippingMinor,
  incoterm: orders.incoterm,
  incotermPlace: orders.incotermPlace,
};
type DetailsRow = SummaryRow & {
  shippingMinor: number;
  incoterm: string | null;
  incotermPlace: string | null;
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

/** The order's delivery term as both sides' order pages show it (null for an order from the cart). */
export function incotermOf(order: { incoterm: string | null; incotermPlace: string | null }): OrderIncoterm {
  return order.incoterm ? { code: order.incoterm as (typeof INCOTERMS)[number], place: order.incotermPlace } : null;
}

/**
 * What both sides' order pages show beyond the summary: the lines, their totals and the history,
 * read in two queries. The caller has already checked who may see the order.
 */
export async function orderLinesAndHistory(db: Database, order: { id: string; shippingMinor: number; totalMinor: number; currency: string }) {
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
      shipping_minor: order.shippingMinor,
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
export async function findSellerOrderDetails(
  db: Database,
  sellerId: string,
  orderId: string,
): Promise<{ kind: 'not-found' } | { kind: 'ok'; order: OrderDetails }> {
  // Another seller's order is not found, as in every other read of the seller's orders.
  const [order] = (await ordersWithBuyer(db, detailsSelection)
    .where(and(eq(orders.id, orderId), eq(orders.sellerId, sellerId)))
    .limit(1)) as unknown as DetailsRow[];
  if (!order) return { kind: 'not-found' };
  const { lines, totals, history, rfq } = await orderLinesAndHistory(db, order);
  const summary = summaryDto(order);
  return {
    kind: 'ok',
    order: {
      ...summary,
      buyer: { name: order.buyerName, email: order.buyerEmail, company: order.buyerCompany },
      lines,
      totals,
      shipping_address: order.shippingAddress,
      incoterm: incotermOf(order),
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
    },
  };
}
