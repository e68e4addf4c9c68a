// Product moderation: published products that are new or changed since the last review wait here, and
// so do products staff unpublished whose seller asked to publish them again ('resubmitted', still
// drafts). Staff approve them (a resubmitted one goes back on sale) or unpublish them with a reason the
// seller sees on its product.
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminIdParamsSchema,
  adminMessages,
  adminNotificationTitles,
  adminProductDetailsSchema,
  adminProductSummarySchema,
  moderationQueueQuerySchema,
  productApproveSchema,
  productUnpublishSchema,
  type AdminProductDetails,
  type AdminProductSummary,
} from '../../../src/contract/admin';
import { envelopeOf } from '../../../src/contract/envelope';
import type { Database } from '../../db/client';
import { categories, productImages, products, users } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { conflict, notFound } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { forgetCounts, registerScopedCrud, type ScopedResource } from '../../lib/scoped-crud';
import { mediaUrl } from '../catalog/products';
import { auditStaff, companyOf, contains, guards, iso, tags } from './common';

const selection = {
  product: products,
  sellerName: users.name,
  sellerEmail: users.email,
  sellerCompany: companyOf(users),
  categoryPath: categories.path,
};

/** A product with its seller and category; typed as `selection` reads it, whatever columns a page asks for. */
const withJoins = (db: Database, columns: SelectedFields) =>
  db
    .select(columns as typeof selection)
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .$dynamic();
const rowsWhere = (db: Database, where: SQL | undefined) => withJoins(db, selection).where(where);

type Image = { id: string; fileId: string; position: number; productId: string };
/** A row of the queue, with its images once a page has read them (`hydrate`). */
type Row = Awaited<ReturnType<typeof withJoins>>[number] & { images?: Image[] };

async function imagesOf(db: Database, ids: string[]): Promise<Map<string, Image[]>> {
  const map = new Map<string, Image[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({ id: productImages.id, fileId: productImages.fileId, position: productImages.position, productId: productImages.productId })
    .from(productImages)
    .where(inArray(productImages.productId, ids))
    .orderBy(asc(productImages.position));
  for (const row of rows) map.set(row.productId, [...(map.get(row.productId) ?? []), row]);
  return map;
}

function toSummary(row: Row, images: Image[]): AdminProductSummary {
  const p = row.product;
  return {
    id: p.id,
    name: p.name,
    sku: p.sku,
    seller: { id: p.sellerId, name: row.sellerName, email: row.sellerEmail, company: row.sellerCompany },
    category_id: p.categoryId,
    category_path: row.categoryPath,
    status: p.status,
    moderation_status: p.moderationStatus,
    moderation_note: p.moderationNote,
    moderated_at: iso(p.moderatedAt),
    currency: p.currency,
    price_minor: p.priceMinor,
    image_url: images[0] ? mediaUrl(images[0].fileId) : null,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    published_at: iso(p.publishedAt),
  };
}

async function oneProduct(db: Database, id: string): Promise<AdminProductDetails> {
  const [row] = await rowsWhere(db, eq(products.id, id)).limit(1);
  if (!row) throw notFound(adminMessages.productNotFound);
  const images = (await imagesOf(db, [id])).get(id) ?? [];
  const p = row.product;
  return {
    ...toSummary(row, images),
    description: p.description,
    unit: p.unit,
    moq: p.moq,
    price_tiers: p.priceTiers,
    lead_time_days: p.leadTimeDays,
    specifications: p.specifications,
    images: images.map((image) => ({ id: image.id, url: mediaUrl(image.fileId), position: image.position })),
  };
}

/** What waits for staff: published products not reviewed since they changed, and requests to publish again. */
export const awaitingStaff = or(and(eq(products.moderationStatus, 'pending'), eq(products.status, 'published')), eq(products.moderationStatus, 'resubmitted'));

/**
 * The moderation queue as a staff resource, for the staff of the products area. By default it shows what
 * waits for staff; the record (a product in full) is a route of its own.
 */
const moderationQueue: ScopedResource<Row, AdminProductSummary, never, never> = {
  path: 'admin/products',
  access: { staff: 'products' },
  table: products,
  idColumn: products.id,
  ownRecordRoute: true,
  selection,
  query: withJoins,
  toDto: (row) => toSummary(row, row.images ?? []),
  dtoSchema: adminProductSummarySchema,
  async hydrate(db, rows) {
    const images = await imagesOf(
      db,
      rows.map((row) => row.product.id),
    );
    for (const row of rows) row.images = images.get(row.product.id) ?? [];
  },
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
            : eq(products.moderationStatus, moderationStatus as Row['product']['moderationStatus']);
      return and(moderation, status ? eq(products.status, status as Row['product']['status']) : undefined);
    },
    filters: {
      seller_id: (value) => eq(products.sellerId, value),
      category_id: (value) => eq(products.categoryId, value),
    },
    search: (q) =>
      or(ilike(products.name, contains(q)), ilike(products.sku, contains(q)), ilike(users.name, contains(q)), ilike(companyOf(users), contains(q))),
  },
};

/** The product, locked for a decision: published, or a draft whose seller asked to publish it again. */
async function lockReviewable(db: Database, id: string) {
  const [current] = await db.select().from(products).where(eq(products.id, id)).for('update');
  if (!current) throw notFound(adminMessages.productNotFound);
  if (current.status !== 'published' && current.moderationStatus !== 'resubmitted') throw conflict(adminMessages.productNotPublished);
  return current;
}

const moderationSnapshot = (p: typeof products.$inferSelect) => ({
  status: p.status,
  moderation_status: p.moderationStatus,
  moderation_note: p.moderationNote,
});

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staff } = guards(app);
  const { db } = app;
  const one = envelopeOf(adminProductDetailsSchema);

  // The queue: the declared staff CRUD (moderationQueue above); the record below is the product in full.
  registerScopedCrud(app, moderationQueue);

  app.get(
    '/v1/admin/products/:id',
    { preValidation: staff, schema: { tags, summary: 'One product in full', params: adminIdParamsSchema, response: { 200: one } } },
    async (request) => ok(await oneProduct(db, request.params.id)),
  );

  app.post(
    '/v1/admin/products/:id/approve',
    {
      preValidation: staff,
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
      const republished = await db.transaction(async (tx) => {
        const current = await lockReviewable(tx, id);
        // A product staff had unpublished goes back on sale only now, when staff approve it.
        const publish = current.moderationStatus === 'resubmitted';
        // updated_at stays: approving is not a change of the product.
        await tx
          .update(products)
          .set({
            moderationStatus: 'approved',
            moderationNote: note,
            moderatedAt: new Date(),
            ...(publish ? { status: 'published' as const, publishedAt: current.publishedAt ?? new Date() } : {}),
          })
          .where(eq(products.id, id));
        await auditStaff(tx, request, {
          action: 'product.approved',
          subjectType: 'product',
          subjectId: id,
          before: moderationSnapshot(current),
          after: { status: 'published', moderation_status: 'approved', moderation_note: note },
          note,
        });
        return publish ? current.sellerId : null;
      });
      // The seller's product list totals are cached per process; its draft/published counts changed.
      if (republished) forgetCounts(app.db, 'products', republished);
      return ok(await oneProduct(db, id), adminMessages.productApproved);
    },
  );

  app.post(
    '/v1/admin/products/:id/unpublish',
    {
      preValidation: staff,
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
      const sellerId = await db.transaction(async (tx) => {
        // A resubmitted product (a draft) is turned down the same way: unpublished again, with the new reason.
        const current = await lockReviewable(tx, id);
        await tx
          .update(products)
          .set({ status: 'draft', moderationStatus: 'unpublished', moderationNote: reason, moderatedAt: new Date(), updatedAt: sql`now()` })
          .where(eq(products.id, id));
        await auditStaff(tx, request, {
          action: 'product.unpublished',
          subjectType: 'product',
          subjectId: id,
          before: moderationSnapshot(current),
          after: { status: 'draft', moderation_status: 'unpublished', moderation_note: reason },
          note: reason,
        });
        await notify(tx, current.sellerId, {
          kind: 'product.unpublished',
          title: adminNotificationTitles['product.unpublished'],
          body: `${current.name}: ${reason}`,
          link: `/ProductDetails/${current.id}`,
        });
        return current.sellerId;
      });
      // The seller's product list totals are cached per process; its draft/published counts changed.
      forgetCounts(app.db, 'products', sellerId);
      return ok(await oneProduct(db, id), adminMessages.productUnpublished);
    },
  );
};

export default productRoutes;
