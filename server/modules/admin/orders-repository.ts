// Every order as staff read it: with its seller, buyer and line count for the list, and one order with its
// lines and history (read as the seller's order pages read them).
import { eq, sql, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { AdminOrderDetails, AdminOrderSummary } from '../../../src/contract/admin';
import type { Database } from '../../db/client';
import { orderLines, orders, users } from '../../db/schema';
import { outer } from '../../lib/outer-column';
import type { ScopedResource } from '../../lib/scoped-crud';
import { orderLinesAndHistory } from '../catalog/orders';
import { companyOf, iso } from './common';

const seller = alias(users, 'seller');
const buyer = alias(users, 'buyer');

const selection = {
  order: orders,
  sellerName: seller.name,
  sellerEmail: seller.email,
  sellerCompany: companyOf(seller),
  buyerName: buyer.name,
  buyerEmail: buyer.email,
  buyerCompany: companyOf(buyer),
  lineCount: sql<number>`(select count(*) from ${orderLines} where ${orderLines.orderId} = ${outer(orders.id)})`.mapWith(Number),
};

/** An order with its seller and buyer; typed as `selection` reads it, whatever columns a page asks for. */
const withJoins = (db: Database, columns: SelectedFields) =>
  db
    .select(columns as typeof selection)
    .from(orders)
    .innerJoin(seller, eq(seller.id, orders.sellerId))
    .innerJoin(buyer, eq(buyer.id, orders.buyerId))
    .$dynamic();
const rowsWhere = (db: Database, where: SQL | undefined) => withJoins(db, selection).where(where);

export type OrderRow = Awaited<ReturnType<typeof withJoins>>[number];

const toSummary = (row: OrderRow): AdminOrderSummary => ({
  id: row.order.id,
  number: row.order.number,
  status: row.order.status,
  seller: { id: row.order.sellerId, name: row.sellerName, email: row.sellerEmail, company: row.sellerCompany },
  buyer: { id: row.order.buyerId, name: row.buyerName, email: row.buyerEmail, company: row.buyerCompany },
  line_count: row.lineCount,
  total_minor: row.order.totalMinor,
  currency: row.order.currency,
  payment_method: row.order.paymentMethod,
  payment_status: row.order.paymentStatus,
  created_at: row.order.createdAt.toISOString(),
});

/** How the orders' list (server/lib/scoped-crud/) reads its rows: every order. */
export const orderListRows: Pick<ScopedResource<OrderRow, AdminOrderSummary, never, never>, 'table' | 'idColumn' | 'selection' | 'query' | 'toDto'> = {
  table: orders,
  idColumn: orders.id,
  selection,
  query: withJoins,
  toDto: toSummary,
};

/** One order with its lines and history, or null. */
export async function findAdminOrderDetails(db: Database, id: string): Promise<AdminOrderDetails | null> {
  const [row] = await rowsWhere(db, eq(orders.id, id)).limit(1);
  if (!row) return null;
  const { lines, history } = await orderLinesAndHistory(db, row.order);
  return {
    ...toSummary(row),
    lines,
    shipping_address: row.order.shippingAddress,
    note: row.order.note,
    carrier: row.order.carrier,
    tracking_number: row.order.trackingNumber,
    paid_at: iso(row.order.paidAt),
    updated_at: row.order.updatedAt.toISOString(),
    history,
  };
}
