// The seller's reviews (/v1/reviews): the reviews of its own orders, a declared scoped resource (list
// and item, another seller's review is a 404), and the one reply it may write and change for
// REPLY_EDIT_DAYS. Buyers are shown as everywhere else: first name and country. The queries are in
// seller-reviews-repository.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../src/contract/envelope';
import {
  REPLY_EDIT_DAYS,
  reviewMessages,
  reviewReplyInputSchema,
  sellerReviewFilterSchema,
  sellerReviewSchema,
  type SellerReview,
} from '../../../src/contract/reviews';
import { ok } from '../../lib/envelope';
import { conflict, notFound, type AppError } from '../../lib/errors';
import { forgetCounts, idParamsSchema, registerScopedCrud, type ScopedResource } from '../../lib/scoped-crud';
import { authOf } from '../../plugins/auth';
import {
  changeReply,
  findSellerReview,
  postReply,
  sellerReviewListing,
  sellerReviewRows,
  type ReplyChange,
  type SellerReviewRow,
} from './seller-reviews-repository';

/** Reviews of the seller's orders, newest first; filter by overall rating and by whether it has been answered. */
export const reviewResource: ScopedResource<SellerReviewRow, SellerReview, never, never> = {
  path: 'reviews',
  tag: 'reviews',
  access: 'seller',
  ...sellerReviewRows,
  dtoSchema: sellerReviewSchema,
  list: {
    ...sellerReviewListing,
    filterSchema: sellerReviewFilterSchema,
  },
};

/** The answer to a refused reply or change of it. */
function replyError(refusal: Exclude<ReplyChange, { ok: true }>): AppError {
  switch (refusal.reason) {
    case 'not-found':
      return notFound(reviewMessages.reviewNotFound);
    case 'already-replied':
      return conflict(reviewMessages.alreadyReplied);
    case 'no-reply':
      return conflict(reviewMessages.noReply);
    case 'window-closed':
      return conflict(reviewMessages.replyWindowClosed);
  }
}

export function registerSellerReviews(parent: FastifyInstance): void {
  registerScopedCrud(parent, reviewResource);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['reviews'] };
  const one = envelopeOf(sellerReviewSchema);

  app.post(
    '/v1/reviews/:id/reply',
    {
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
      const posted = await postReply(app.db, userId, request.params.id, request.body.reply);
      if (!posted.ok) throw replyError(posted);
      // Answered and unanswered counts changed.
      forgetCounts(app.db, 'reviews', userId);
      return reply.code(201).send(ok(await findSellerReview(app.db, userId, request.params.id), reviewMessages.replyPosted));
    },
  );

  app.patch(
    '/v1/reviews/:id/reply',
    {
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
      const changed = await changeReply(app.db, userId, request.params.id, request.body.reply);
      if (!changed.ok) throw replyError(changed);
      return ok(await findSellerReview(app.db, userId, request.params.id), reviewMessages.replySaved);
    },
  );
}
