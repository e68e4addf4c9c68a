// The buyer's orders: a page of a tab (with search and dates), the given orders (checkout's answer)
// and one order with its lines and history. Every query is scoped to the caller as buyer, and, for a
// company member whose role reads every order (orders.read_all), to the company's orders too.
import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus } from '../../../src/contract/operations';
import type { BuyerOrderDetails, BuyerOrderQuery, BuyerOrderSummary, BuyerOrderView } from '../../../src/contract/ordering';
import type { Database } from '../../db/client';
import { orderLines, orders, storeSections, users } from '../../db/schema';
import { containsPattern } from '../../lib/like';
import { outer } from '../../lib/outer-column';
import { incotermOf, orderLinesAndHistory } from '../catalog/orders';
import { awaitingReview } from '../reviews/buyer-reviews-repository';
import { supplierCountry, supplierName, supplierStoreJoin, supplierVerified } from './cart-repository';
import { ownedOrShared, type BuyerScope } from '../company/access';

const summarySelection = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  supplierId: orders.sellerId,
  supplierName,
  supplierCountry,
  supplierVerified,
  lineCount: sql<number>`(select count(*) from ${orderLines} where ${orderLines.orderId} = ${outer(orders.id)})`.mapWith(Number),
  totalMinor: orders.totalMinor,
  currency: orders.currency,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  carrier: orders.carrier,
  trackingNumber: orders.trackingNumber,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  buyerId: orders.buyerId,
  // Who placed it, for a colleague's order in the company's list.
  buyerName: sql<string>`(select u.name from ${users} u where u.id = ${orders.buyerId})`,
};

const detailsSelection = {
  ...summarySelection,
  shippingMinor: orders.shippingMinor,
  incoterm: orders.incoterm,
  incotermPlace: orders.incotermPlace,
  shippingAddress: orders.shippingAddress,
  note: orders.note,
  paidAt: orders.paidAt,
};

/** Orders with their supplier (`users` here is the supplier, joined on the seller's primary key). */
function summariesQuery(db: Database) {
  return db.select(summarySelection).from(orders).innerJoin(users, eq(users.id, orders.sellerId)).leftJoin(storeSections, supplierStoreJoin).$dynamic();
}
function detailsQuery(db: Database) {
  return db.select(detailsSelection).from(orders).innerJoin(users, eq(users.id, orders.sellerId)).leftJoin(storeSections, supplierStoreJoin).$dynamic();
}

type SummaryRow = Awaited<ReturnType<typeof summariesQuery>>[number];

function summaryDto(row: SummaryRow): BuyerOrderSummary {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    supplier: { id: row.supplierId, name: row.supplierName, country: row.supplierCountry, verified: row.supplierVerified },
    line_count: row.lineCount,
    total_minor: row.totalMinor,
    currency: row.currency,
    payment_method: row.paymentMethod,
    payment_status: row.paymentStatus,
    carrier: row.carrier,
    tracking_number: row.trackingNumber,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    placed_by: { id: row.buyerId, name: row.buyerName },
  };
}

/** The given orders of the buyer, in the order of `orderIds` (checkout's answer). */
export async function buyerOrderSummaries(db: Database, buyerId: string, orderIds: string[]): Promise<BuyerOrderSummary[]> {
  if (orderIds.length === 0) return [];
  const rows = await summariesQuery(db).where(and(eq(orders.buyerId, buyerId), inArray(orders.id, orderIds)));
  const byId = new Map(rows.map((row) => [row.id, summaryDto(row)]));
  return orderIds.flatMap((id) => byId.get(id) ?? []);
}

const VIEW_STATUSES: Record<BuyerOrderView, OrderStatus[] | null> = {
  all: null,
  pending: ['pending'],
  completed: ['delivered'],
  tracking: ['shipped', 'delivered'],
  // Delivered, and further narrowed by awaitingReview below.
  to_review: ['delivered'],
};

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);

/** One page of the buyer's orders of a tab, newest first, and how many there are. */
export async function listBuyerOrders(db: Database, scope: BuyerScope, query: BuyerOrderQuery): Promise<{ rows: BuyerOrderSummary[]; total: number }> {
  const statuses = VIEW_STATUSES[query.status];
  const conditions: Array<SQL | undefined> = [ownedOrShared(scope, 'orders.read_all', orders.buyerId, orders.companyId)];
  if (statuses) conditions.push(statuses.length === 1 ? eq(orders.status, statuses[0]) : inArray(orders.status, statuses));
  if (query.status === 'to_review') conditions.push(awaitingReview());
  if (query.q) conditions.push(or(ilike(orders.number, containsPattern(query.q)), ilike(supplierName, containsPattern(query.q))));
  if (query.created_from) conditions.push(gte(orders.createdAt, dayStart(query.created_from)));
  // Whole UTC days: created_to includes the last moment of that day.
  if (query.created_to) conditions.push(lt(orders.createdAt, new Date(dayStart(query.created_to).getTime() + 86_400_000)));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    summariesQuery(db)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    // The search may name the supplier, so the count joins it too.
    db.select({ total: count() }).from(orders).innerJoin(users, eq(users.id, orders.sellerId)).leftJoin(storeSections, supplierStoreJoin).where(where),
  ]);
  return { rows: rows.map(summaryDto), total: Number(total) };
}

/** One of the buyer's orders (or the company's, as the scope reads) with its lines and history; null when the scope does not reach it. */
export async function buyerOrderDetails(db: Database, scope: BuyerScope, orderId: string): Promise<BuyerOrderDetails | null> {
  const [order] = await detailsQuery(db).where(and(eq(orders.id, orderId), ownedOrShared(scope, 'orders.read_all', orders.buyerId, orders.companyId)));
  if (!order) return null;
  const { lines, totals, history, rfq } = await orderLinesAndHistory(db, order);
  return {
    ...summaryDto(order),
    lines,
    totals,
    shipping_address: order.shippingAddress,
    incoterm: incotermOf(order),
    note: order.note,
    paid_at: order.paidAt ? order.paidAt.toISOString() : null,
    history,
    rfq,
    // Only whoever placed it cancels it; colleagues read it.
    can_cancel: order.status === 'pending' && order.buyerId === scope.userId,
  };
}
