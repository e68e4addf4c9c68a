// The buyer's side of reviews, addressed by order (/v1/buyer/orders/:id/review): one review per
// delivered order of the buyer's own, written within REVIEW_WINDOW_DAYS of delivery and changed within
// REVIEW_EDIT_DAYS of writing. Every query is scoped to the caller as the order's buyer, so another
// buyer's order is a 404 for every verb. The queries are in buyer-reviews-repository.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../src/contract/envelope';
import { orderReviewStateSchema, REVIEW_WINDOW_DAYS, reviewCreateSchema, reviewMessages, reviewUpdateSchema } from '../../../src/contract/reviews';
import type { Database } from '../../db/client';
import { ok } from '../../lib/envelope';
import { conflict, notFound, type AppError } from '../../lib/errors';
import { forgetCounts, idParamsSchema } from '../../lib/scoped-crud';
import { authOf } from '../../plugins/auth';
import { changeReview, orderReviewState, writeReview, type ReviewChange, type ReviewWriting } from './buyer-reviews-repository';

/** The answer to a refused review or change of it: another buyer's order is a 404 like a missing one. */
function refusalError(refusal: Exclude<ReviewWriting | ReviewChange, { ok: true }>): AppError {
  switch (refusal.reason) {
    case 'not-found':
      return notFound();
    case 'not-delivered':
      return conflict(reviewMessages.notDelivered);
    case 'already-reviewed':
      return conflict(reviewMessages.alreadyReviewed);
    case 'window-closed':
      return conflict(reviewMessages.reviewWindowClosed);
    case 'no-review':
      return notFound(reviewMessages.noReview);
    case 'edit-window-closed':
      return conflict(reviewMessages.editWindowClosed);
  }
}

/** The order's review state as the answer, after a read or a change. */
async function stateAnswer(db: Database, buyerId: string, orderId: string, message?: string) {
  const state = await orderReviewState(db, buyerId, orderId);
  if (!state) throw notFound();
  return ok(state, message);
}

export function registerBuyerReviews(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['reviews'] };
  const state = envelopeOf(orderReviewStateSchema);

  app.get(
    '/v1/buyer/orders/:id/review',
    {
      schema: {
        ...common,
        summary: "One of your orders' review (null until written), and whether and until when one can be written",
        params: idParamsSchema,
        response: { 200: state },
      },
    },
    async (request) => stateAnswer(app.db, authOf(request).userId, request.params.id),
  );

  app.post(
    '/v1/buyer/orders/:id/review',
    {
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
      const written = await writeReview(app.db, userId, request.params.id, request.body);
      if (!written.ok) throw refusalError(written);
      forgetCounts(app.db, 'reviews', written.sellerId);
      return reply.code(201).send(await stateAnswer(app.db, userId, request.params.id, reviewMessages.reviewPosted));
    },
  );

  app.patch(
    '/v1/buyer/orders/:id/review',
    {
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
      const changed = await changeReview(app.db, userId, request.params.id, request.body);
      if (!changed.ok) throw refusalError(changed);
      return stateAnswer(app.db, userId, request.params.id, reviewMessages.reviewSaved);
    },
  );
}
