// Review moderation: staff read every review and hide one from the public pages with a reason (or show
// it again). Each decision writes one audit entry and notifies the buyer and the seller, in its transaction.
import { eq, ilike, isNotNull, isNull, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminIdParamsSchema } from '../../../src/contract/admin';
import { envelopeOf } from '../../../src/contract/envelope';
import {
  adminReviewQuerySchema,
  adminReviewSchema,
  reviewHideSchema,
  reviewMessages,
  reviewUnhideSchema,
  type AdminReview,
} from '../../../src/contract/reviews';
import type { Database } from '../../db/client';
import { orders, reviews } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { findOwned, registerScopedCrud, type ScopedResource } from '../../lib/scoped-crud';
import { contains, staffActorOf, tags } from './common';
import { okOrThrow } from '../../lib/outcomes';
import { hideReview, reviewListRows, toAdminReview, unhideReview, type ReviewRow } from './reviews-repository';

/** Every buyer's reviews as a staff resource, for the staff of the reviews area: newest first. */
const reviewList: ScopedResource<ReviewRow, AdminReview, never, never> = {
  path: 'admin/reviews',
  access: { staff: 'reviews' },
  ...reviewListRows,
  dtoSchema: adminReviewSchema,
  notFoundMessage: reviewMessages.reviewNotFound,
  list: {
    querySchema: adminReviewQuerySchema,
    sortable: { created_at: reviews.createdAt, overall_rating: reviews.overallRating },
    tieBreaker: reviews.id,
    filters: {
      hidden: (value) => (value === 'true' ? isNotNull(reviews.hiddenAt) : isNull(reviews.hiddenAt)),
      rating: (value) => eq(reviews.overallRating, Number(value)),
      seller_id: (value) => eq(reviews.sellerId, value),
    },
    search: (q) => or(ilike(orders.number, contains(q)), ilike(reviews.comment, contains(q))),
  },
};

const oneReview = async (db: Database, id: string): Promise<AdminReview> => toAdminReview(await findOwned(reviewList, db, null, id));

const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const one = envelopeOf(adminReviewSchema);

  // The list and one review: the declared staff CRUD (reviewList above).
  registerScopedCrud(app, reviewList);

  app.post(
    '/v1/admin/reviews/:id/hide',
    {
      schema: {
        tags,
        summary: 'Hide a review from the product and store pages, with a reason; the buyer and the seller are notified',
        params: adminIdParamsSchema,
        body: reviewHideSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const { id } = request.params;
      okOrThrow(await hideReview(db, staffActorOf(request), id, request.body.reason));
      return ok(await oneReview(db, id), reviewMessages.reviewHidden);
    },
  );

  app.post(
    '/v1/admin/reviews/:id/unhide',
    {
      schema: {
        tags,
        summary: 'Show a hidden review again; the buyer and the seller are notified',
        params: adminIdParamsSchema,
        body: reviewUnhideSchema.nullish(),
        response: { 200: one },
      },
    },
    async (request) => {
      const { id } = request.params;
      okOrThrow(await unhideReview(db, staffActorOf(request), id));
      return ok(await oneReview(db, id), reviewMessages.reviewUnhidden);
    },
  );
};

export default reviewRoutes;
