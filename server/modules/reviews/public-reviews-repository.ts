// The public pages' reviews: a page of a product's or a supplier's visible reviews with the summary of
// all of them, and whether the product or supplier is one the catalogue shows.
import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PublicReview, PublicReviews } from '../../../src/contract/reviews';
import type { Database } from '../../db/client';
import { orderLines, orders, products, reviews, users } from '../../db/schema';
import { outer } from '../../lib/outer-column';
import { publicSupplierSql } from '../../plugins/auth';
import { visible } from '../catalog/public-products';
import { productsOf, reviewColumns, reviewerOf, reviewSummary } from './common';

export type ReviewPage = { data: PublicReviews; total: number };

/** A page of the visible reviews `where` picks, newest first, with the summary of all of them. */
async function reviewPage(db: Database, where: SQL, page: number, limit: number): Promise<ReviewPage> {
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

/** The seller of a product the catalogue shows; null when the catalogue does not show it. */
export async function catalogueProductSeller(db: Database, productId: string): Promise<string | null> {
  const [product] = await db
    .select({ sellerId: products.sellerId })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(and(eq(products.id, productId), visible));
  return product ? product.sellerId : null;
}

/** Whether the store page shows the supplier (active and onboarded). */
export async function isPublicSupplier(db: Database, supplierId: string): Promise<boolean> {
  const [{ found }] = await db
    .select({ found: count() })
    .from(users)
    .where(and(eq(users.id, supplierId), publicSupplierSql));
  return Number(found) !== 0;
}

/** A page of the reviews of the seller's orders that held the product. */
export function productReviewPage(db: Database, sellerId: string, productId: string, page: number, limit: number): Promise<ReviewPage> {
  // The seller's reviews first (an index range), then those whose order held the product.
  const heldProduct = sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${outer(reviews.orderId)} and ${orderLines.productId} = ${productId})`;
  return reviewPage(db, and(eq(reviews.sellerId, sellerId), heldProduct) as SQL, page, limit);
}

/** A page of the reviews of all the supplier's orders. */
export function supplierReviewPage(db: Database, supplierId: string, page: number, limit: number): Promise<ReviewPage> {
  return reviewPage(db, eq(reviews.sellerId, supplierId), page, limit);
}
