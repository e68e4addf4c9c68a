// The back office's first page as read from the database: what waits for staff, marketplace totals and
// the daily series of orders and new sellers.
import { and, count, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import { OVERVIEW_SERIES_DAYS, type AdminOverview } from '../../../src/contract/admin';
import type { Database } from '../../db/client';
import { categoryRequests, documents, orders, products, reviews, rfqs, users } from '../../db/schema';
import { rfqOpenSql } from '../rfq/status';
import { isSeller } from './common';
import { awaitingStaff } from './products-repository';

const DAY_MS = 86_400_000;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);
const dayOf = (column: typeof orders.createdAt | typeof users.createdAt) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;

/** The overview as of `now`: counts of what waits, totals, this month's order value per currency and a daily series. */
export async function readOverview(db: Database, now = new Date()): Promise<AdminOverview> {
  const today = new Date(`${utcDay(now)}T00:00:00.000Z`);
  const seriesStart = new Date(today.getTime() - (OVERVIEW_SERIES_DAYS - 1) * DAY_MS);
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const total = async (query: Promise<Array<{ n: number }>>) => Number((await query)[0]?.n ?? 0);

  const [pendingDocuments, pendingRequests, toReview, pendingSellers, openRfqs, lowReviews, sellers, buyers, published, orderCount] = await Promise.all([
    total(db.select({ n: count() }).from(documents).where(eq(documents.status, 'pending'))),
    total(db.select({ n: count() }).from(categoryRequests).where(eq(categoryRequests.status, 'pending'))),
    total(db.select({ n: count() }).from(products).where(awaitingStaff)),
    total(
      db
        .select({ n: count() })
        .from(users)
        .where(and(isSeller(users), eq(users.verificationStatus, 'pending'))),
    ),
    // The back office's RFQ queue filtered to status 'open', and its reviews to 'shown' with one star.
    total(db.select({ n: count() }).from(rfqs).where(rfqOpenSql)),
    total(
      db
        .select({ n: count() })
        .from(reviews)
        .where(and(isNull(reviews.hiddenAt), eq(reviews.overallRating, 1))),
    ),
    total(db.select({ n: count() }).from(users).where(isSeller(users))),
    total(
      db
        .select({ n: count() })
        .from(users)
        .where(sql`'buyer' = any(${users.roles})`),
    ),
    total(db.select({ n: count() }).from(products).where(eq(products.status, 'published'))),
    total(db.select({ n: count() }).from(orders)),
  ]);
  const [value, ordersByDay, sellersByDay] = await Promise.all([
    db
      .select({ currency: orders.currency, total: sql<number>`coalesce(sum(${orders.totalMinor}), 0)`.mapWith(Number) })
      .from(orders)
      .where(and(gte(orders.createdAt, monthStart), ne(orders.status, 'cancelled')))
      .groupBy(orders.currency)
      .orderBy(orders.currency),
    db
      .select({ day: dayOf(orders.createdAt), n: count() })
      .from(orders)
      .where(gte(orders.createdAt, seriesStart))
      .groupBy(dayOf(orders.createdAt)),
    db
      .select({ day: dayOf(users.createdAt), n: count() })
      .from(users)
      .where(and(isSeller(users), gte(users.createdAt, seriesStart)))
      .groupBy(dayOf(users.createdAt)),
  ]);
  const ordersOn = new Map(ordersByDay.map((r) => [r.day, Number(r.n)]));
  const sellersOn = new Map(sellersByDay.map((r) => [r.day, Number(r.n)]));
  const series = Array.from({ length: OVERVIEW_SERIES_DAYS }, (_, i) => {
    const date = utcDay(new Date(seriesStart.getTime() + i * DAY_MS));
    return { date, orders: ordersOn.get(date) ?? 0, new_sellers: sellersOn.get(date) ?? 0 };
  });
  return {
    attention: {
      pending_documents: pendingDocuments,
      pending_category_requests: pendingRequests,
      products_to_review: toReview,
      sellers_pending_verification: pendingSellers,
      rfqs_to_moderate: openRfqs,
      reviews_to_moderate: lowReviews,
    },
    totals: {
      sellers,
      buyers,
      products_published: published,
      orders: orderCount,
      order_value_this_month: value.map((v) => ({ currency: v.currency, total_minor: v.total })),
    },
    series,
  };
}
