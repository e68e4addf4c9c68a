// Every order on the marketplace, read-only, for support (administrators).
import { eq, ilike, sql, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
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
import { envelopeOf } from '../../../src/contract/envelope';
import type { Database } from '../../db/client';
import { orderLines, orders, users } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { registerScopedCrud, type ScopedResource } from '../../lib/scoped-crud';
import { notFound } from '../../lib/errors';
import { orderLinesAndHistory } from '../catalog/orders';
import { companyOf, contains, dayRange, guards, iso, tags } from './common';
import { outer } from '../../lib/outer-column';

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

type Row = Awaited<ReturnType<typeof withJoins>>[number];

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

const created = dayRange(orders.createdAt, 'created_from', 'created_to');

/** Every order as a read-only staff resource, for administrators; the record (lines and history) is a route of its own. */
const orderList: ScopedResource<Row, AdminOrderSummary, never, never> = {
  path: 'admin/orders',
  access: { staff: 'orders' },
  table: orders,
  idColumn: orders.id,
  ownRecordRoute: true,
  selection,
  query: withJoins,
  toDto: toSummary,
  dtoSchema: adminOrderSummarySchema,
  list: {
    querySchema: adminOrderListQuerySchema,
    check: created.check,
    sortable: { created_at: orders.createdAt, total_minor: orders.totalMinor, status: orders.status, number: orders.number },
    tieBreaker: orders.id,
    filters: {
      status: (value) => eq(orders.status, value as Row['order']['status']),
      payment_status: (value) => eq(orders.paymentStatus, value as Row['order']['paymentStatus']),
      seller_id: (value) => eq(orders.sellerId, value),
      buyer_id: (value) => eq(orders.buyerId, value),
      ...created.filters,
    },
    search: (q) => ilike(orders.number, contains(q)),
  },
};

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { administrator } = guards(app);
  const { db } = app;

  // The list: the declared staff CRUD (orderList above); the record below carries lines and history.
  registerScopedCrud(app, orderList);

  app.get(
    '/v1/admin/orders/:id',
    {
      preValidation: administrator,
      schema: {
        tags,
        summary: 'One order with its lines and history (administrators, read-only)',
        params: adminIdParamsSchema,
        response: { 200: envelopeOf(adminOrderDetailsSchema) },
      },
    },
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
