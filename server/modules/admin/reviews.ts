// Review moderation: staff read every review and hide one from the public pages with a reason (or show
// it again). Each decision writes one audit entry and notifies the buyer and the seller, in its transaction.
import { eq, ilike, isNotNull, isNull, or } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminIdParamsSchema } from '../../../src/contract/admin';
import { envelopeOf } from '../../../src/contract/envelope';
import { fillMessage } from '../../../src/contract/operations';
import {
  adminReviewQuerySchema,
  adminReviewSchema,
  reviewHideSchema,
  reviewMessages,
  reviewNotificationTitles,
  reviewUnhideSchema,
  type AdminReview,
} from '../../../src/contract/reviews';
import type { Database } from '../../db/client';
import { orders, reviews, users } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { findOwned, registerScopedCrud, type ScopedResource } from '../../lib/scoped-crud';
import { conflict, notFound } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { replyOf } from '../reviews/common';
import { auditStaff, companyOf, contains, guards, iso, staffOf, tags } from './common';

const buyer = alias(users, 'buyer');
const seller = alias(users, 'seller');

const selection = {
  review: reviews,
  orderNumber: orders.number,
  buyerName: buyer.name,
  buyerEmail: buyer.email,
  buyerCompany: companyOf(buyer),
  sellerName: seller.name,
  sellerEmail: seller.email,
  sellerCompany: companyOf(seller),
};

/** A review with its order, buyer and seller; typed as `selection` reads it, whatever columns a page asks for. */
const withJoins = (db: Database, columns: SelectedFields) =>
  db
    .select(columns as typeof selection)
    .from(reviews)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .innerJoin(buyer, eq(buyer.id, reviews.buyerId))
    .innerJoin(seller, eq(seller.id, reviews.sellerId))
    .$dynamic();

type Row = Awaited<ReturnType<typeof withJoins>>[number];

function toDto(row: Row): AdminReview {
  const r = row.review;
  return {
    id: r.id,
    order_id: r.orderId,
    order_number: row.orderNumber,
    buyer: { id: r.buyerId, name: row.buyerName, email: row.buyerEmail, company: row.buyerCompany },
    seller: { id: r.sellerId, name: row.sellerName, email: row.sellerEmail, company: row.sellerCompany },
    overall_rating: r.overallRating,
    quality_rating: r.qualityRating,
    communication_rating: r.communicationRating,
    delivery_rating: r.deliveryRating,
    comment: r.comment,
    reply: replyOf(r),
    hidden: r.hiddenAt !== null,
    hidden_reason: r.hiddenReason,
    hidden_at: iso(r.hiddenAt),
    created_at: r.createdAt.toISOString(),
  };
}

/** Every buyer's reviews as a staff resource, for the staff of the reviews area: newest first. */
const reviewList: ScopedResource<Row, AdminReview, never, never> = {
  path: 'admin/reviews',
  access: { staff: 'reviews' },
  table: reviews,
  idColumn: reviews.id,
  selection,
  query: withJoins,
  toDto,
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

const oneReview = async (db: Database, id: string): Promise<AdminReview> => toDto(await findOwned(reviewList, db, null, id));

async function lockReview(db: Database, id: string) {
  const [row] = await db
    .select({ review: reviews, orderNumber: orders.number })
    .from(reviews)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .where(eq(reviews.id, id))
    .for('update', { of: reviews });
  if (!row) throw notFound(reviewMessages.reviewNotFound);
  return row;
}

const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staff } = guards(app);
  const { db } = app;
  const one = envelopeOf(adminReviewSchema);

  // The list and one review: the declared staff CRUD (reviewList above).
  registerScopedCrud(app, reviewList);

  app.post(
    '/v1/admin/reviews/:id/hide',
    {
      preValidation: staff,
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
      const { reason } = request.body;
      await db.transaction(async (tx) => {
        const { review, orderNumber } = await lockReview(tx, id);
        if (review.hiddenAt !== null) throw conflict(reviewMessages.alreadyHidden);
        await tx
          .update(reviews)
          .set({ hiddenAt: new Date(), hiddenReason: reason, hiddenBy: staffOf(request).id })
          .where(eq(reviews.id, id));
        await auditStaff(tx, request, {
          action: 'review.hidden',
          subjectType: 'review',
          subjectId: id,
          before: { hidden: false },
          after: { hidden: true, reason },
          note: reason,
        });
        const number = { number: orderNumber };
        await notify(tx, review.buyerId, {
          kind: 'review.hidden',
          title: fillMessage(reviewNotificationTitles['review.hidden.buyer'], number),
          body: reason,
          link: `/orders/${review.orderId}`,
        });
        await notify(tx, review.sellerId, {
          kind: 'review.hidden',
          title: fillMessage(reviewNotificationTitles['review.hidden.seller'], number),
          body: reason,
          link: '/reviews',
        });
      });
      return ok(await oneReview(db, id), reviewMessages.reviewHidden);
    },
  );

  app.post(
    '/v1/admin/reviews/:id/unhide',
    {
      preValidation: staff,
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
      await db.transaction(async (tx) => {
        const { review, orderNumber } = await lockReview(tx, id);
        if (review.hiddenAt === null) throw conflict(reviewMessages.notHidden);
        await tx.update(reviews).set({ hiddenAt: null, hiddenReason: null, hiddenBy: null }).where(eq(reviews.id, id));
        await auditStaff(tx, request, {
          action: 'review.unhidden',
          subjectType: 'review',
          subjectId: id,
          before: { hidden: true, reason: review.hiddenReason },
          after: { hidden: false },
        });
        const number = { number: orderNumber };
        await notify(tx, review.buyerId, {
          kind: 'review.unhidden',
          title: fillMessage(reviewNotificationTitles['review.unhidden.buyer'], number),
          link: `/orders/${review.orderId}`,
        });
        await notify(tx, review.sellerId, {
          kind: 'review.unhidden',
          title: fillMessage(reviewNotificationTitles['review.unhidden.seller'], number),
          link: '/reviews',
        });
      });
      return ok(await oneReview(db, id), reviewMessages.reviewUnhidden);
    },
  );
};

export default reviewRoutes;
