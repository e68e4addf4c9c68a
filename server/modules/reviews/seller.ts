// The seller's reviews (/v1/reviews): the reviews of its own orders, a declared scoped resource (list
// and item, another seller's review is a 404), and the one reply it may write and change for
// REPLY_EDIT_DAYS. Buyers are shown as everywhere else: first name and country.
import { and, eq, ilike, isNotNull, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../src/contract/envelope';
import { fillMessage } from '../../../src/contract/operations';
import {
  REPLY_EDIT_DAYS,
  replyEditDeadline,
  reviewMessages,
  reviewNotificationTitles,
  reviewReplyInputSchema,
  sellerReviewFilterSchema,
  sellerReviewSchema,
  type SellerReview,
} from '../../../src/contract/reviews';
import type { Database } from '../../db/client';
import { orders, reviews, users } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { conflict, notFound } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { findOwned, forgetCounts, idParamsSchema, registerScopedCrud, type ScopedResource } from '../../lib/scoped-crud';
import { authOf } from '../../plugins/auth';
import { containsPattern } from '../../lib/like';
import { productsOf, replyOf, reviewColumns, reviewerOf } from './common';

const selection = {
  ...reviewColumns,
  orderId: reviews.orderId,
  orderNumber: orders.number,
  replyUpdatedAt: reviews.replyUpdatedAt,
  hiddenAt: reviews.hiddenAt,
  hiddenReason: reviews.hiddenReason,
};
type Row = {
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

function toDto(row: Row): SellerReview {
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

/** Reviews of the seller's orders, newest first; filter by overall rating and by whether it has been answered. */
export const reviewResource: ScopedResource<Row, SellerReview, never, never> = {
  path: 'reviews',
  tag: 'reviews',
  access: 'seller',
  table: reviews,
  idColumn: reviews.id,
  ownerColumn: reviews.sellerId,
  ownerKey: 'sellerId',
  selection,
  // Left joins on primary keys of required references: the page-id and count queries drop them unless a search needs them.
  query: (db, columns) =>
    db.select(columns).from(reviews).leftJoin(orders, eq(orders.id, reviews.orderId)).leftJoin(users, eq(users.id, reviews.buyerId)).$dynamic(),
  dtoSchema: sellerReviewSchema,
  toDto,
  list: {
    sortable: { created_at: reviews.createdAt, overall_rating: reviews.overallRating },
    tieBreaker: reviews.id,
    filterSchema: sellerReviewFilterSchema,
    filters: {
      rating: (value) => eq(reviews.overallRating, Number(value)),
      replied: (value) => (value === 'true' ? isNotNull(reviews.reply) : isNull(reviews.reply)),
    },
    search: (q) => or(ilike(orders.number, containsPattern(q)), ilike(reviews.comment, containsPattern(q))),
  },
};

/** The review locked for the change, or 404 when it is not one of the seller's. */
async function lockOwnReview(tx: Database, sellerId: string, id: string) {
  const [review] = await tx
    .select({ id: reviews.id, reply: reviews.reply, repliedAt: reviews.repliedAt, buyerId: reviews.buyerId, orderId: reviews.orderId })
    .from(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.sellerId, sellerId)))
    .for('update');
  if (!review) throw notFound(reviewMessages.reviewNotFound);
  return review;
}

export function registerSellerReviews(parent: FastifyInstance): void {
  registerScopedCrud(parent, reviewResource);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['reviews'] };
  const one = envelopeOf(sellerReviewSchema);

  app.post(
    '/v1/reviews/:id/reply',
    {
      preValidation: app.requireOnboardedSeller,
      schema: {
        ...common,
        summary: 'Reply to a review of one of your orders (once)',
        params: idParamsSchema,
        body: reviewReplyInputSchema,
        response: { 201: one },
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      await app.db.transaction(async (tx) => {
        const review = await lockOwnReview(tx, userId, request.params.id);
        if (review.reply !== null) throw conflict(reviewMessages.alreadyReplied);
        const now = new Date();
        await tx.update(reviews).set({ reply: request.body.reply, repliedAt: now, replyUpdatedAt: now }).where(eq(reviews.id, review.id));
        const [order] = await tx.select({ number: orders.number }).from(orders).where(eq(orders.id, review.orderId));
        await notify(tx, review.buyerId, {
          kind: 'review.replied',
          title: fillMessage(reviewNotificationTitles['review.replied'], { number: order?.number ?? '' }),
          body: request.body.reply,
          link: `/orders/${review.orderId}`,
        });
      });
      // Answered and unanswered counts changed.
      forgetCounts(app.db, 'reviews', userId);
      return reply.code(201).send(ok(toDto(await findOwned<Row>(reviewResource, app.db, userId, request.params.id)), reviewMessages.replyPosted));
    },
  );

  app.patch(
    '/v1/reviews/:id/reply',
    {
      preValidation: app.requireOnboardedSeller,
      schema: {
        ...common,
        summary: `Change your reply to a review within ${REPLY_EDIT_DAYS} days of writing it`,
        params: idParamsSchema,
        body: reviewReplyInputSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      await app.db.transaction(async (tx) => {
        const review = await lockOwnReview(tx, userId, request.params.id);
        if (review.reply === null || review.repliedAt === null) throw conflict(reviewMessages.noReply);
        if (new Date() > replyEditDeadline(review.repliedAt)) throw conflict(reviewMessages.replyWindowClosed);
        await tx.update(reviews).set({ reply: request.body.reply, replyUpdatedAt: new Date() }).where(eq(reviews.id, review.id));
      });
      return ok(toDto(await findOwned<Row>(reviewResource, app.db, userId, request.params.id)), reviewMessages.replySaved);
    },
  );
}
