// Every order on the marketplace, read-only, for support (administrators).
import { eq, ilike } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminIdParamsSchema,
  adminMessages,
  adminOrderDetailsSchema,
  adminOrderListQuerySchema,
  adminOrderSummarySchema,
  type AdminOrderSummary,
} from '../../../src/contract/admin';
import { envelopeOf } from '../../../src/contract/envelope';
import { orders } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { registerScopedCrud, type ScopedResource } from '../../lib/scoped-crud';
import { notFound } from '../../lib/errors';
import { contains, dayRange, guards, tags } from './common';
import { findAdminOrderDetails, orderListRows, type OrderRow } from './orders-repository';

const created = dayRange(orders.createdAt, 'created_from', 'created_to');

/** Every order as a read-only staff resource, for administrators; the record (lines and history) is a route of its own. */
const orderList: ScopedResource<OrderRow, AdminOrderSummary, never, never> = {
  path: 'admin/orders',
  access: { staff: 'orders' },
  ownRecordRoute: true,
  ...orderListRows,
  dtoSchema: adminOrderSummarySchema,
  list: {
    querySchema: adminOrderListQuerySchema,
    check: created.check,
    sortable: { created_at: orders.createdAt, total_minor: orders.totalMinor, status: orders.status, number: orders.number },
    tieBreaker: orders.id,
    filters: {
      status: (value) => eq(orders.status, value as OrderRow['order']['status']),
      payment_status: (value) => eq(orders.paymentStatus, value as OrderRow['order']['paymentStatus']),
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
      const details = await findAdminOrderDetails(db, request.params.id);
      if (!details) throw notFound(adminMessages.orderNotFound);
      return ok(details);
    },
  );
};

export default orderRoutes;
