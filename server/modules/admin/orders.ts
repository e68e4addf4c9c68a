// Every order on the marketplace, read-only, for support (administrators).
import { and, asc, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminIdParamsSchema,
  adminMessages,
  adminOrderDetailsSchema,
  adminOrderListQuerySchema,
  adminOrderSummarySchema,
  type AdminOrderDetails,
  type AdminOrderSummary,
} from '../../../src/contract/admin';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import type { Database } from '../../db/client';
import { orderLines, orders, users } from '../../db/schema';
import { ok, okList } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { orderLinesAndHistory } from '../catalog/orders';
import { checkRange, companyOf, contains, dayStart, guards, iso, nextDayStart, offsetOf, security, tags } from './common';
import { outer } from '../../lib/outer-column';

const seller = alias(users, 'seller');
const buyer = alias(users, 'buyer');

const rowsWhere = (db: Database, where: SQL | undefined) =>
  db
    .select({
      order: orders,
      sellerName: seller.name,
      sellerEmail: seller.email,
      sellerCompany: companyOf(seller),
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      buyerCompany: companyOf(buyer),
      lineCount: sql<number>`(select count(*) from ${orderLines} where ${orderLines.orderId} = ${outer(orders.id)})`.mapWith(Number),
    })
    .from(orders)
    .innerJoin(seller, eq(seller.id, orders.sellerId))
    .innerJoin(buyer, eq(buyer.id, orders.buyerId))
    .where(where)
    .$dynamic();

type Row = Awaited<ReturnType<typeof rowsWhere>>[number];

const toSummary = (row: Row): AdminOrderSummary => ({
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

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { administrator } = guards(app);
  const { db } = app;

  app.get(
    '/v1/admin/orders',
    { preValidation: administrator, schema: { tags, security, summary: 'All orders, filtered (administrators, read-only)', querystring: adminOrderListQuerySchema, response: { 200: listEnvelopeOf(adminOrderSummarySchema) } } },
    async (request) => {
      const query = request.query;
      checkRange(query.created_from, query.created_to, 'created_to');
      const where = and(
        query.status ? eq(orders.status, query.status) : undefined,
        query.payment_status ? eq(orders.paymentStatus, query.payment_status) : undefined,
        query.seller_id ? eq(orders.sellerId, query.seller_id) : undefined,
        query.buyer_id ? eq(orders.buyerId, query.buyer_id) : undefined,
        query.created_from ? gte(orders.createdAt, dayStart(query.created_from)) : undefined,
        query.created_to ? lt(orders.createdAt, nextDayStart(query.created_to)) : undefined,
        query.q ? ilike(orders.number, contains(query.q)) : undefined,
      );
      const column = { created_at: orders.createdAt, total_minor: orders.totalMinor, status: orders.status, number: orders.number }[query.sort];
      const direction = query.order === 'asc' ? asc : desc;
      const rows = await rowsWhere(db, where).orderBy(direction(column), direction(orders.id)).limit(query.limit).offset(offsetOf(query));
      const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
      return okList(rows.map(toSummary), query.page, query.limit, total);
    },
  );

  app.get(
    '/v1/admin/orders/:id',
    { preValidation: administrator, schema: { tags, security, summary: 'One order with its lines and history (administrators, read-only)', params: adminIdParamsSchema, response: { 200: envelopeOf(adminOrderDetailsSchema) } } },
    async (request) => {
      const [row] = await rowsWhere(db, eq(orders.id, request.params.id)).limit(1);
      if (!row) throw notFound(adminMessages.orderNotFound);
      const { lines, history } = await orderLinesAndHistory(db, row.order);
      const details: AdminOrderDetails = {
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
      return ok(details);
    },
  );
};

export default orderRoutes;
