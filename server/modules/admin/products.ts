// Product moderation: published products that are new or changed since the last review wait here, and
// so do products staff unpublished whose seller asked to publish them again ('resubmitted', still
// drafts). Staff approve them (a resubmitted one goes back on sale) or unpublish them with a reason the
// seller sees on its product.
import { and, eq, ilike, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminIdParamsSchema,
  adminMessages,
  adminProductDetailsSchema,
  adminProductSummarySchema,
  moderationQueueQuerySchema,
  productApproveSchema,
  productUnpublishSchema,
  type AdminProductSummary,
} from '../../../src/contract/admin';
import { envelopeOf } from '../../../src/contract/envelope';
import { products, users } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { forgetCounts, registerScopedCrud, type ScopedResource } from '../../lib/scoped-crud';
import { companyOf, contains, staffActorOf, tags } from './common';
import { okOrThrow } from '../../lib/outcomes';
import { approveProduct, awaitingStaff, findAdminProduct, moderationQueueRows, unpublishProduct, type ProductRow } from './products-repository';

/**
 * The moderation queue as a staff resource, for the staff of the products area. By default it shows what
 * waits for staff; the record (a product in full) is a route of its own.
 */
const moderationQueue: ScopedResource<ProductRow, AdminProductSummary, never, never> = {
  path: 'admin/products',
  access: { staff: 'products' },
  ownRecordRoute: true,
  ...moderationQueueRows,
  dtoSchema: adminProductSummarySchema,
  list: {
    querySchema: moderationQueueQuerySchema,
    sortable: { updated_at: products.updatedAt, created_at: products.createdAt, published_at: products.publishedAt, name: products.name },
    tieBreaker: products.id,
    where(query) {
      // Pending means live products: a pending draft is not visible to anyone yet.
      const moderationStatus = query.moderation_status as string | undefined;
      const status = (query.status as string | undefined) ?? (moderationStatus === 'pending' ? 'published' : undefined);
      const moderation =
        moderationStatus === undefined
          ? awaitingStaff
          : moderationStatus === 'all'
            ? undefined
            : eq(products.moderationStatus, moderationStatus as ProductRow['product']['moderationStatus']);
      return and(moderation, status ? eq(products.status, status as ProductRow['product']['status']) : undefined);
    },
    filters: {
      seller_id: (value) => eq(products.sellerId, value),
      category_id: (value) => eq(products.categoryId, value),
    },
    search: (q) =>
      or(ilike(products.name, contains(q)), ilike(products.sku, contains(q)), ilike(users.name, contains(q)), ilike(companyOf(users), contains(q))),
  },
};

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const one = envelopeOf(adminProductDetailsSchema);

  /** The product in full, after a read or a decision. */
  const answer = async (id: string, message?: string) => {
    const product = await findAdminProduct(db, id);
    if (!product) throw notFound(adminMessages.productNotFound);
    return ok(product, message);
  };

  // The queue: the declared staff CRUD (moderationQueue above); the record below is the product in full.
  registerScopedCrud(app, moderationQueue);

  app.get(
    '/v1/admin/products/:id',
    { schema: { tags, summary: 'One product in full', params: adminIdParamsSchema, response: { 200: one } } },
    async (request) => answer(request.params.id),
  );

  app.post(
    '/v1/admin/products/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve a product as it is now (a resubmitted one is published again)',
        params: adminIdParamsSchema,
        body: productApproveSchema.nullish(),
        response: { 200: one },
      },
    },
    async (request) => {
      const { id } = request.params;
      const note = request.body?.note ?? null;
      const { republishedSellerId } = okOrThrow(await approveProduct(db, staffActorOf(request), id, note));
      // The seller's product list totals are cached per process; its draft/published counts changed.
      if (republishedSellerId) forgetCounts(app.db, 'products', republishedSellerId);
      return answer(id, adminMessages.productApproved);
    },
  );

  app.post(
    '/v1/admin/products/:id/unpublish',
    {
      schema: {
        tags,
        summary: 'Unpublish with a reason the seller sees (back to draft)',
        params: adminIdParamsSchema,
        body: productUnpublishSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { reason } = request.body;
      const { sellerId } = okOrThrow(await unpublishProduct(db, staffActorOf(request), id, reason));
      // The seller's product list totals are cached per process; its draft/published counts changed.
      forgetCounts(app.db, 'products', sellerId);
      return answer(id, adminMessages.productUnpublished);
    },
  );
};

export default productRoutes;
