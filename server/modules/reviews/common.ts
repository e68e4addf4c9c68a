// What the buyer's, the seller's, the public and the staff's review routes share: how a buyer is shown
// (first name and country), what the order held, when it was delivered, the reply, and the summary
// of a set of reviews (averages and stars), each read in one statement, and how a refusal rolls a
// review's transaction back.
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { RATING_MAX, RATING_MIN, type ReviewReply, type ReviewSummary, type Reviewer } from '../../../src/contract/reviews';
import type { Database } from '../../db/client';
import { orderEvents, orderLines, orders, reviews, users } from '../../db/schema';
import { outer } from '../../lib/outer-column';
import { transactionOrRefusal } from '../../lib/outcomes';

/**
 * The buyer's country as a review shows it: the country of the buyer's business profile, else the one
 * the order was shipped to. "Other" (ZZ) is no country. Reads `users` as the buyer and `orders`.
 */
export const reviewerCountry = sql<
  string | null
>`nullif(upper(coalesce(nullif(trim(${users.preferences}->'business_profile'->>'country'), ''), nullif(trim(${orders.shippingAddress}->>'country'), ''))), 'ZZ')`;

/** Only the first word of the buyer's name leaves the server. */
export function reviewerOf(name: string | null, country: string | null): Reviewer {
  return { first_name: (name ?? '').trim().split(/\s+/)[0] ?? '', country };
}

/** The products a review's order held, as named on the order (one entry per product). */
export const orderProductsOf = (orderId: SQL | typeof reviews.orderId) =>
  sql<
    Array<{ id: string; name: string }> | string
  >`(select coalesce(jsonb_agg(distinct jsonb_build_object('id', ${orderLines.productId}, 'name', ${orderLines.productName})), '[]'::jsonb) from ${orderLines} where ${orderLines.orderId} = ${orderId})`;
export const reviewProducts = orderProductsOf(outer(reviews.orderId));

/** The columns every review answer shows (seller list and public pages); each adds what only it needs. */
export const reviewColumns = {
  id: reviews.id,
  buyerName: users.name,
  buyerCountry: reviewerCountry,
  products: reviewProducts,
  overallRating: reviews.overallRating,
  qualityRating: reviews.qualityRating,
  communicationRating: reviews.communicationRating,
  deliveryRating: reviews.deliveryRating,
  comment: reviews.comment,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  createdAt: reviews.createdAt,
};

/** The products of `orderProductsOf`, by name (drivers answer jsonb parsed or as text). */
export function productsOf(value: Array<{ id: string; name: string }> | string | null): Array<{ id: string; name: string }> {
  const parsed = typeof value === 'string' ? (JSON.parse(value) as Array<{ id: string; name: string }>) : (value ?? []);
  return [...parsed].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * When the order was delivered: its last move to 'delivered' in the history; for an order marked
 * delivered without one, its last change.
 */
export async function deliveredAtOf(db: Database, order: { id: string; status: string; updatedAt: Date }): Promise<Date | null> {
  if (order.status !== 'delivered') return null;
  const [event] = await db
    .select({ at: sql<Date | null>`max(${orderEvents.createdAt})`.mapWith(orderEvents.createdAt) })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, 'delivered')));
  return event?.at ?? order.updatedAt;
}

/** The time a delivered order (the outer query's `orders`) was delivered, for filters over many orders. */
export const deliveredAtSql = sql`coalesce((select max(${orderEvents.createdAt}) from ${orderEvents} where ${orderEvents.orderId} = ${outer(orders.id)} and ${orderEvents.toStatus} = 'delivered'), ${outer(orders.updatedAt)})`;

export function replyOf(row: { reply: string | null; repliedAt: Date | null; replyUpdatedAt: Date | null }): ReviewReply | null {
  if (row.reply === null || row.repliedAt === null) return null;
  return { text: row.reply, created_at: row.repliedAt.toISOString(), updated_at: (row.replyUpdatedAt ?? row.repliedAt).toISOString() };
}

const stars = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MAX - index);
const average = (value: string | number | null) => (value === null ? null : Number(value));

/** Averages and star counts of the reviews `where` picks, in one aggregate over them. */
export async function reviewSummary(db: Database, where: SQL | undefined): Promise<ReviewSummary> {
  const starCounts = Object.fromEntries(
    stars.map((star) => [`s${star}`, sql<number>`count(*) filter (where ${reviews.overallRating} = ${star})`.mapWith(Number)]),
  );
  const [row] = (await db
    .select({
      count: count(),
      overall: sql<string | null>`round(avg(${reviews.overallRating}), 1)`,
      quality: sql<string | null>`round(avg(${reviews.qualityRating}), 1)`,
      communication: sql<string | null>`round(avg(${reviews.communicationRating}), 1)`,
      delivery: sql<string | null>`round(avg(${reviews.deliveryRating}), 1)`,
      ...starCounts,
    })
    .from(reviews)
    .where(where)) as unknown as Array<Record<string, string | number | null> & { count: number }>;
  return {
    count: Number(row.count),
    averages: { overall: average(row.overall), quality: average(row.quality), communication: average(row.communication), delivery: average(row.delivery) },
    stars: stars.map((star) => ({ rating: star, count: Number(row[`s${star}`] ?? 0) })),
  };
}

/** Why a repository refused a change; the routes choose the answer. */
export type Refusal<Reason extends string> = { ok: false; reason: Reason };

/** Runs `work` in a transaction that a refusal it returns rolls back (server/lib/outcomes.ts). */
export const inTransaction = <Done extends { ok: true }, Reason extends string>(
  db: Database,
  work: (tx: Database) => Promise<Done | Refusal<Reason>>,
): Promise<Done | Refusal<Reason>> =>
  transactionOrRefusal<Done | Refusal<Reason>>(db, async (tx, refuse) => {
    const outcome = await work(tx);
    return outcome.ok ? outcome : refuse(outcome);
  });
