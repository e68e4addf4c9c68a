// Reviews on the public pages, readable without a token: a product's (the reviews of orders that held
// it) and a supplier's (all of its orders'), newest first, with averages and star counts. Hidden
// reviews never show, and buyers appear by first name and country only.
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicReviewsEnvelopeSchema, publicReviewsQuerySchema, reviewMessages, type PublicReview, type PublicReviews } from '../../../src/contract/reviews';
import type { Database } from '../../db/client';
import { orderLines, orders, products, reviews, users } from '../../db/schema';
import { okList } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { outer } from '../../lib/outer-column';
import { idParamsSchema } from '../../lib/scoped-crud';
import { visible } from '../catalog/public-products';
import { publicSupplierSql } from '../../plugins/auth';
import { productsOf, reviewColumns, reviewerOf, reviewSummary } from './common';

/** A page of the visible reviews `where` picks, newest first, with the summary of all of them. */
async function reviewPage(db: Database, where: SQL, page: number, limit: number): Promise<{ data: PublicReviews; total: number }> {
  const shown = and(where, isNull(reviews.hiddenAt)) as SQL;
  const [summary, rows] = await Promise.all([
    reviewSummary(db, shown),
    db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(orders, eq(orders.id, reviews.orderId))
      .innerJoin(users, eq(users.id, reviews.buyerId))
      .where(shown)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  const items: PublicReview[] = rows.map((row) => ({
    id: row.id,
    buyer: reviewerOf(row.buyerName, row.buyerCountry),
    overall_rating: row.overallRating,
    quality_rating: row.qualityRating,
    communication_rating: row.communicationRating,
    delivery_rating: row.deliveryRating,
    comment: row.comment,
    reply: row.reply !== null && row.repliedAt !== null ? { text: row.reply, created_at: row.repliedAt.toISOString() } : null,
    products: productsOf(row.products).map((product) => product.name),
    created_at: row.createdAt.toISOString(),
  }));
  return { data: { summary, reviews: items }, total: summary.count };
}

/** The seller of a product the catalogue shows, or 404 as the product page answers. */
async function catalogueProductSeller(db: Database, productId: string): Promise<string> {
  const [product] = await db
    .select({ sellerId: products.sellerId })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(and(eq(products.id, productId), visible));
  if (!product) throw notFound(reviewMessages.productNotFound);
  return product.sellerId;
}

/** A supplier the store page shows (active and onboarded); anyone else is a 404. */
async function checkSupplier(db: Database, supplierId: string): Promise<void> {
  const [{ found }] = await db
    .select({ found: count() })
    .from(users)
    .where(and(eq(users.id, supplierId), publicSupplierSql));
  if (Number(found) === 0) throw notFound(reviewMessages.supplierNotFound);
}

export function registerPublicReviews(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['catalogue'], querystring: publicReviewsQuerySchema, params: idParamsSchema, response: { 200: publicReviewsEnvelopeSchema } };

  app.get(
    '/v1/public/products/:id/reviews',
    { schema: { ...common, summary: "A catalogue product's reviews: those of the orders that held it, newest first, with averages and star counts (public)" } },
    async (request) => {
      const { page, limit } = request.query;
      const sellerId = await catalogueProductSeller(app.db, request.params.id);
      // The seller's reviews first (an index range), then those whose order held the product.
      const heldProduct = sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${outer(reviews.orderId)} and ${orderLines.productId} = ${request.params.id})`;
      const { data, total } = await reviewPage(app.db, and(eq(reviews.sellerId, sellerId), heldProduct) as SQL, page, limit);
      return { ...okList([], page, limit, total), data };
    },
  );

  app.get(
    '/v1/public/suppliers/:id/reviews',
    { schema: { ...common, summary: "A supplier's reviews: those of all its orders, newest first, with averages and star counts (public)" } },
    async (request) => {
      const { page, limit } = request.query;
      await checkSupplier(app.db, request.params.id);
      const { data, total } = await reviewPage(app.db, eq(reviews.sellerId, request.params.id), page, limit);
      return { ...okList([], page, limit, total), data };
    },
  );
}
