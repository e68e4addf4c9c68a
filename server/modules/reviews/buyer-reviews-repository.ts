// The buyer's review of one of its orders: the order's review state, writing the review (once, within the
// window after delivery) and changing it (within the edit window). Refusals come back as outcomes (buyer.ts words them).
import { and, eq, gt, notExists, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { fillMessage } from '../../../src/contract/operations';
import {
  REVIEW_WINDOW_DAYS,
  reviewDeadline,
  reviewEditDeadline,
  reviewNotificationTitles,
  type BuyerReview,
  type OrderReviewState,
  type reviewCreateSchema,
  type reviewUpdateSchema,
} from '../../../src/contract/reviews';
import { isUniqueViolation, type Database } from '../../db/client';
import { orders, reviews } from '../../db/schema';
import { notify } from '../../lib/notify';
import { outer } from '../../lib/outer-column';
import { deliveredAtOf, deliveredAtSql, inTransaction, replyOf, type Refusal } from './common';

type ReviewRow = typeof reviews.$inferSelect;

/** The buyer's order, locked for the rest of the transaction when `lock` (a review of it is being written); undefined when not the buyer's. */
async function buyerOrder(db: Database, buyerId: string, orderId: string, lock = false) {
  const query = db
    .select({ id: orders.id, number: orders.number, status: orders.status, sellerId: orders.sellerId, updatedAt: orders.updatedAt })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyerId)));
  const [order] = lock ? await query.for('update') : await query;
  return order;
}

async function reviewOfOrder(db: Database, orderId: string, lock = false): Promise<ReviewRow | undefined> {
  const query = db.select().from(reviews).where(eq(reviews.orderId, orderId));
  const [review] = lock ? await query.for('update') : await query;
  return review;
}

function buyerReviewDto(review: ReviewRow, now = new Date()): BuyerReview {
  const editableUntil = reviewEditDeadline(review.createdAt);
  return {
    id: review.id,
    order_id: review.orderId,
    overall_rating: review.overallRating,
    quality_rating: review.qualityRating,
    communication_rating: review.communicationRating,
    delivery_rating: review.deliveryRating,
    comment: review.comment,
    reply: replyOf(review),
    hidden: review.hiddenAt !== null,
    hidden_reason: review.hiddenAt !== null ? review.hiddenReason : null,
    created_at: review.createdAt.toISOString(),
    updated_at: review.updatedAt.toISOString(),
    editable_until: editableUntil.toISOString(),
    can_edit: now <= editableUntil,
  };
}

/** The order's review (if any) and whether and until when one can be written; null when the order is not the buyer's. */
export async function orderReviewState(db: Database, buyerId: string, orderId: string): Promise<OrderReviewState | null> {
  const order = await buyerOrder(db, buyerId, orderId);
  if (!order) return null;
  const [deliveredAt, review] = await Promise.all([deliveredAtOf(db, order), reviewOfOrder(db, orderId)]);
  const deadline = deliveredAt ? reviewDeadline(deliveredAt) : null;
  const now = new Date();
  return {
    order_id: order.id,
    order_number: order.number,
    delivered_at: deliveredAt?.toISOString() ?? null,
    review_until: deadline?.toISOString() ?? null,
    can_review: !review && deadline !== null && now <= deadline,
    review: review ? buyerReviewDto(review, now) : null,
  };
}

/**
 * Delivered orders of the buyer still open for a review: no review yet and delivered within the
 * window. The condition of the buyer's 'To review' tab (server/modules/buyer/orders-repository.ts).
 */
export function awaitingReview(now = new Date()): SQL {
  const openSince = new Date(now.getTime() - REVIEW_WINDOW_DAYS * 86_400_000);
  return and(
    eq(orders.status, 'delivered'),
    notExists(sql`(select 1 from ${reviews} where ${reviews.orderId} = ${outer(orders.id)})`),
    gt(deliveredAtSql, openSince),
  ) as SQL;
}

export type ReviewWriting = { ok: true; sellerId: string } | Refusal<'not-found' | 'not-delivered' | 'already-reviewed' | 'window-closed'>;

/** Writes the buyer's review of a delivered order and tells the seller, in one transaction. */
export async function writeReview(db: Database, buyerId: string, orderId: string, input: z.output<typeof reviewCreateSchema>): Promise<ReviewWriting> {
  try {
    return await inTransaction(db, async (tx): Promise<ReviewWriting> => {
      // The order's row lock makes two concurrent reviews of it wait for each other.
      const order = await buyerOrder(tx, buyerId, orderId, true);
      if (!order) return { ok: false, reason: 'not-found' };
      if (order.status !== 'delivered') return { ok: false, reason: 'not-delivered' };
      if (await reviewOfOrder(tx, order.id)) return { ok: false, reason: 'already-reviewed' };
      const deliveredAt = await deliveredAtOf(tx, order);
      if (!deliveredAt || new Date() > reviewDeadline(deliveredAt)) return { ok: false, reason: 'window-closed' };
      await tx.insert(reviews).values({
        orderId: order.id,
        buyerId,
        sellerId: order.sellerId,
        overallRating: input.overall_rating,
        qualityRating: input.quality_rating,
        communicationRating: input.communication_rating,
        deliveryRating: input.delivery_rating,
        comment: input.comment,
      });
      await notify(tx, order.sellerId, {
        kind: 'review.received',
        title: fillMessage(reviewNotificationTitles['review.received'], { stars: input.overall_rating, number: order.number }),
        body: input.comment,
        link: '/reviews',
      });
      return { ok: true, sellerId: order.sellerId };
    });
  } catch (error) {
    // The unique index is the last word when two writes pass the check at once (another process, say).
    if (isUniqueViolation(error)) return { ok: false, reason: 'already-reviewed' };
    throw error;
  }
}

export type ReviewChange = { ok: true } | Refusal<'not-found' | 'no-review' | 'edit-window-closed'>;

/** Changes the given fields of the buyer's review of its order, within the edit window. */
export async function changeReview(db: Database, buyerId: string, orderId: string, input: z.output<typeof reviewUpdateSchema>): Promise<ReviewChange> {
  return inTransaction(db, async (tx): Promise<ReviewChange> => {
    const order = await buyerOrder(tx, buyerId, orderId);
    if (!order) return { ok: false, reason: 'not-found' };
    const review = await reviewOfOrder(tx, order.id, true);
    if (!review) return { ok: false, reason: 'no-review' };
    if (new Date() > reviewEditDeadline(review.createdAt)) return { ok: false, reason: 'edit-window-closed' };
    await tx
      .update(reviews)
      .set({
        ...(input.overall_rating !== undefined ? { overallRating: input.overall_rating } : {}),
        ...(input.quality_rating !== undefined ? { qualityRating: input.quality_rating } : {}),
        ...(input.communication_rating !== undefined ? { communicationRating: input.communication_rating } : {}),
        ...(input.delivery_rating !== undefined ? { deliveryRating: input.delivery_rating } : {}),
        ...(input.comment !== undefined ? { comment: input.comment } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(reviews.id, review.id), eq(reviews.buyerId, buyerId)));
    return { ok: true };
  });
}
