// The reviews of the seller's own orders: how its list and item read them (scoped-crud), and its reply,
// written once and changed within REPLY_EDIT_DAYS. Refusals come back as outcomes (seller.ts words them).
import { and, eq, ilike, isNotNull, isNull, or } from 'drizzle-orm';
import { fillMessage } from '../../../src/contract/operations';
import { replyEditDeadline, reviewNotificationTitles, type SellerReview } from '../../../src/contract/reviews';
import type { Database } from '../../db/client';
import { orders, reviews, users } from '../../db/schema';
import { containsPattern } from '../../lib/like';
import { notify } from '../../lib/notify';
import { findOwned, type ScopedResource } from '../../lib/scoped-crud';
import { inTransaction, productsOf, replyOf, reviewColumns, reviewerOf, type Refusal } from './common';

const selection = {
  ...reviewColumns,
  orderId: reviews.orderId,
  orderNumber: orders.number,
  replyUpdatedAt: reviews.replyUpdatedAt,
  hiddenAt: reviews.hiddenAt,
  hiddenReason: reviews.hiddenReason,
};
export type SellerReviewRow = {
  id: string;
  orderId: string;
  orderNumber: string | null;
  buyerName: string | null;
  buyerCountry: string | null;
  products: Array<{ id: string; name: string }> | string | null;
  overallRating: number;
  qualityRating: number;
  communicationRating: number;
  deliveryRating: number;
  comment: string;
  reply: string | null;
  repliedAt: Date | null;
  replyUpdatedAt: Date | null;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  createdAt: Date;
};

function toDto(row: SellerReviewRow): SellerReview {
  const replyUntil = row.repliedAt ? replyEditDeadline(row.repliedAt) : null;
  return {
    id: row.id,
    order_id: row.orderId,
    order_number: row.orderNumber ?? '',
    buyer: reviewerOf(row.buyerName, row.buyerCountry),
    products: productsOf(row.products),
    overall_rating: row.overallRating,
    quality_rating: row.qualityRating,
    communication_rating: row.communicationRating,
    delivery_rating: row.deliveryRating,
    comment: row.comment,
    reply: replyOf(row),
    can_reply: replyUntil === null || new Date() <= replyUntil,
    reply_editable_until: replyUntil?.toISOString() ?? null,
    hidden: row.hiddenAt !== null,
    hidden_reason: row.hiddenAt !== null ? row.hiddenReason : null,
    created_at: row.createdAt.toISOString(),
  };
}

type SellerReviewResource = ScopedResource<SellerReviewRow, SellerReview, never, never>;

/** How the seller's review list and item (server/lib/scoped-crud/) read their rows: scoped to the seller's own orders' reviews. */
export const sellerReviewRows: Pick<SellerReviewResource, 'table' | 'idColumn' | 'ownerColumn' | 'ownerKey' | 'selection' | 'query' | 'toDto'> = {
  table: reviews,
  idColumn: reviews.id,
  ownerColumn: reviews.sellerId,
  ownerKey: 'sellerId',
  selection,
  // Left joins on primary keys of required references: the page-id and count queries drop them unless a search needs them.
  query: (db, columns) =>
    db.select(columns).from(reviews).leftJoin(orders, eq(orders.id, reviews.orderId)).leftJoin(users, eq(users.id, reviews.buyerId)).$dynamic(),
  toDto,
};

/** The list's sorts, filters and search; the route declares the filters' query schema. */
export const sellerReviewListing: Pick<SellerReviewResource['list'], 'sortable' | 'tieBreaker' | 'filters' | 'search'> = {
  sortable: { created_at: reviews.createdAt, overall_rating: reviews.overallRating },
  tieBreaker: reviews.id,
  filters: {
    rating: (value) => eq(reviews.overallRating, Number(value)),
    replied: (value) => (value === 'true' ? isNotNull(reviews.reply) : isNull(reviews.reply)),
  },
  search: (q) => or(ilike(orders.number, containsPattern(q)), ilike(reviews.comment, containsPattern(q))),
};

/** One of the seller's reviews as the answer shows it; another seller's is a 404 (findOwned). */
export async function findSellerReview(db: Database, sellerId: string, id: string): Promise<SellerReview> {
  return toDto(await findOwned<SellerReviewRow>({ ...sellerReviewRows, access: 'seller' }, db, sellerId, id));
}

/** The review locked for the change; undefined when it is not one of the seller's. */
async function lockOwnReview(tx: Database, sellerId: string, id: string) {
  const [review] = await tx
    .select({ id: reviews.id, reply: reviews.reply, repliedAt: reviews.repliedAt, buyerId: reviews.buyerId, orderId: reviews.orderId })
    .from(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.sellerId, sellerId)))
    .for('update');
  return review;
}

export type ReplyChange = { ok: true } | Refusal<'not-found' | 'already-replied' | 'no-reply' | 'window-closed'>;

/** The seller's one reply to a review of its order; the buyer is told. */
export async function postReply(db: Database, sellerId: string, id: string, text: string): Promise<ReplyChange> {
  return inTransaction(db, async (tx): Promise<ReplyChange> => {
    const review = await lockOwnReview(tx, sellerId, id);
    if (!review) return { ok: false, reason: 'not-found' };
    if (review.reply !== null) return { ok: false, reason: 'already-replied' };
    const now = new Date();
    await tx.update(reviews).set({ reply: text, repliedAt: now, replyUpdatedAt: now }).where(eq(reviews.id, review.id));
    const [order] = await tx.select({ number: orders.number }).from(orders).where(eq(orders.id, review.orderId));
    await notify(tx, review.buyerId, {
      kind: 'review.replied',
      title: fillMessage(reviewNotificationTitles['review.replied'], { number: order?.number ?? '' }),
      body: text,
      link: `/orders/${review.orderId}`,
    });
    return { ok: true };
  });
}

/** Changes the seller's reply within REPLY_EDIT_DAYS of writing it. */
export async function changeReply(db: Database, sellerId: string, id: string, text: string): Promise<ReplyChange> {
  return inTransaction(db, async (tx): Promise<ReplyChange> => {
    const review = await lockOwnReview(tx, sellerId, id);
    if (!review) return { ok: false, reason: 'not-found' };
    if (review.reply === null || review.repliedAt === null) return { ok: false, reason: 'no-reply' };
    if (new Date() > replyEditDeadline(review.repliedAt)) return { ok: false, reason: 'window-closed' };
    await tx.update(reviews).set({ reply: text, replyUpdatedAt: new Date() }).where(eq(reviews.id, review.id));
    return { ok: true };
  });
}
