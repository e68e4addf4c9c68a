// The buyer's side of reviews, addressed by order (/v1/buyer/orders/:id/review): one review per
// delivered order of the buyer's own, written within REVIEW_WINDOW_DAYS of delivery and changed within
// REVIEW_EDIT_DAYS of writing. Every query is scoped to the caller as the order's buyer, so another
// buyer's order is a 404 for every verb.
import { and, eq, gt, notExists, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../src/contract/envelope';
import { fillMessage } from '../../../src/contract/operations';
import {
  orderReviewStateSchema,
  REVIEW_WINDOW_DAYS,
  reviewCreateSchema,
  reviewDeadline,
  reviewEditDeadline,
  reviewMessages,
  reviewNotificationTitles,
  reviewUpdateSchema,
  type BuyerReview,
  type OrderReviewState,
} from '../../../src/contract/reviews';
import { isUniqueViolation, type Database } from '../../db/client';
import { orders, reviews } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { conflict, notFound } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { forgetCounts, idParamsSchema } from '../../lib/scoped-crud';
import { outer } from '../../lib/outer-column';
import { authOf } from '../../plugins/auth';
import { deliveredAtOf, deliveredAtSql, replyOf } from './common';

type ReviewRow = typeof reviews.$inferSelect;

/** The buyer's order, locked for the rest of the transaction when `lock` (a review of it is being written). */
async function buyerOrder(db: Database, buyerId: string, orderId: string, lock = false) {
  const query = db
    .select({ id: orders.id, number: orders.number, status: orders.status, sellerId: orders.sellerId, updatedAt: orders.updatedAt })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyerId)));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw notFound();
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

export async function orderReviewState(db: Database, buyerId: string, orderId: string): Promise<OrderReviewState> {
  const order = await buyerOrder(db, buyerId, orderId);
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
 * window. The condition of the buyer's 'To review' tab (server/modules/buyer/orders.ts).
 */
export function awaitingReview(now = new Date()): SQL {
  const openSince = new Date(now.getTime() - REVIEW_WINDOW_DAYS * 86_400_000);
  return and(
    eq(orders.status, 'delivered'),
    notExists(sql`(select 1 from ${reviews} where ${reviews.orderId} = ${outer(orders.id)})`),
    gt(deliveredAtSql, openSince),
  ) as SQL;
}

export function registerBuyerReviews(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['reviews'] };
  const buyersOnly = app.requireRole('buyer');
  const state = envelopeOf(orderReviewStateSchema);

  app.get(
    '/v1/buyer/orders/:id/review',
    {
      preValidation: buyersOnly,
      schema: {
        ...common,
        summary: "One of your orders' review (null until written), and whether and until when one can be written",
        params: idParamsSchema,
        response: { 200: state },
      },
    },
    async (request) => ok(await orderReviewState(app.db, authOf(request).userId, request.params.id)),
  );

  app.post(
    '/v1/buyer/orders/:id/review',
    {
      preValidation: buyersOnly,
      schema: {
        ...common,
        summary: `Review one of your delivered orders, once, within ${REVIEW_WINDOW_DAYS} days of delivery: overall, product quality, communication and on-time delivery (1–5 each) and a comment`,
        params: idParamsSchema,
        body: reviewCreateSchema,
        response: { 201: state },
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const input = request.body;
      let sellerId: string;
      try {
        sellerId = await app.db.transaction(async (tx) => {
          // The order's row lock makes two concurrent reviews of it wait for each other.
          const order = await buyerOrder(tx, userId, request.params.id, true);
          if (order.status !== 'delivered') throw conflict(reviewMessages.notDelivered);
          if (await reviewOfOrder(tx, order.id)) throw conflict(reviewMessages.alreadyReviewed);
          const deliveredAt = await deliveredAtOf(tx, order);
          if (!deliveredAt || new Date() > reviewDeadline(deliveredAt)) throw conflict(reviewMessages.reviewWindowClosed);
          await tx.insert(reviews).values({
            orderId: order.id,
            buyerId: userId,
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
          return order.sellerId;
        });
      } catch (error) {
        // The unique index is the last word when two writes pass the check at once (another process, say).
        if (isUniqueViolation(error)) throw conflict(reviewMessages.alreadyReviewed);
        throw error;
      }
      forgetCounts(app.db, 'reviews', sellerId);
      return reply.code(201).send(ok(await orderReviewState(app.db, userId, request.params.id), reviewMessages.reviewPosted));
    },
  );

  app.patch(
    '/v1/buyer/orders/:id/review',
    {
      preValidation: buyersOnly,
      schema: {
        ...common,
        summary: 'Change your review of one of your orders within 30 days of writing it',
        params: idParamsSchema,
        body: reviewUpdateSchema,
        response: { 200: state },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const input = request.body;
      await app.db.transaction(async (tx) => {
        const order = await buyerOrder(tx, userId, request.params.id);
        const review = await reviewOfOrder(tx, order.id, true);
        if (!review) throw notFound(reviewMessages.noReview);
        if (new Date() > reviewEditDeadline(review.createdAt)) throw conflict(reviewMessages.editWindowClosed);
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
          .where(and(eq(reviews.id, review.id), eq(reviews.buyerId, userId)));
      });
      return ok(await orderReviewState(app.db, userId, request.params.id), reviewMessages.reviewSaved);
    },
  );
}
