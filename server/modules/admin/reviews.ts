// Review moderation: staff read every review and hide one from the public pages with a reason (or show
// it again). Each decision writes one audit entry and notifies the buyer and the seller, in its transaction.
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminIdParamsSchema } from '../../../src/contract/admin';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
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
import { ok, okList } from '../../lib/envelope';
import { conflict, notFound } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { replyOf } from '../reviews/common';
import { auditStaff, companyOf, contains, guards, iso, offsetOf, security, staffOf, tags } from './common';

const buyer = alias(users, 'buyer');
const seller = alias(users, 'seller');

const rowsWhere = (db: Database, where: SQL | undefined) =>
  db
    .select({
      review: reviews,
      orderNumber: orders.number,
      buyerName: buyer.name,
      buyerEmail: buyer.email,
      buyerCompany: companyOf(buyer),
      sellerName: seller.name,
      sellerEmail: seller.email,
      sellerCompany: companyOf(seller),
    })
    .from(reviews)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .innerJoin(buyer, eq(buyer.id, reviews.buyerId))
    .innerJoin(seller, eq(seller.id, reviews.sellerId))
    .where(where)
    .$dynamic();

type Row = Awaited<ReturnType<typeof rowsWhere>>[number];

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

async function oneReview(db: Database, id: string): Promise<AdminReview> {
  const [row] = await rowsWhere(db, eq(reviews.id, id)).limit(1);
  if (!row) throw notFound(reviewMessages.reviewNotFound);
  return toDto(row);
}

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

  app.get(
    '/v1/admin/reviews',
    { preValidation: staff, schema: { tags, security, summary: "Buyers' reviews of orders, newest first", querystring: adminReviewQuerySchema, response: { 200: listEnvelopeOf(adminReviewSchema) } } },
    async (request) => {
      const query = request.query;
      const where = and(
        query.hidden === undefined ? undefined : query.hidden === 'true' ? isNotNull(reviews.hiddenAt) : isNull(reviews.hiddenAt),
        query.rating ? eq(reviews.overallRating, Number(query.rating)) : undefined,
        query.seller_id ? eq(reviews.sellerId, query.seller_id) : undefined,
        query.q ? or(ilike(orders.number, contains(query.q)), ilike(reviews.comment, contains(query.q))) : undefined,
      );
      const column = { created_at: reviews.createdAt, overall_rating: reviews.overallRating }[query.sort];
      const direction = query.order === 'asc' ? asc : desc;
      const [rows, [{ total }]] = await Promise.all([
        rowsWhere(db, where).orderBy(direction(column), direction(reviews.id)).limit(query.limit).offset(offsetOf(query)),
        db.select({ total: count() }).from(reviews).innerJoin(orders, eq(orders.id, reviews.orderId)).where(where),
      ]);
      return okList(rows.map(toDto), query.page, query.limit, Number(total));
    },
  );

  app.post(
    '/v1/admin/reviews/:id/hide',
    { preValidation: staff, schema: { tags, security, summary: 'Hide a review from the product and store pages, with a reason; the buyer and the seller are notified', params: adminIdParamsSchema, body: reviewHideSchema, response: { 200: one } } },
    async (request) => {
      const { id } = request.params;
      const { reason } = request.body;
      await db.transaction(async (tx) => {
        const { review, orderNumber } = await lockReview(tx, id);
        if (review.hiddenAt !== null) throw conflict(reviewMessages.alreadyHidden);
        await tx.update(reviews).set({ hiddenAt: new Date(), hiddenReason: reason, hiddenBy: staffOf(request).id }).where(eq(reviews.id, id));
        await auditStaff(tx, request, { action: 'review.hidden', subjectType: 'review', subjectId: id, before: { hidden: false }, after: { hidden: true, reason }, note: reason });
        const number = { number: orderNumber };
        await notify(tx, review.buyerId, { kind: 'review.hidden', title: fillMessage(reviewNotificationTitles['review.hidden.buyer'], number), body: reason, link: `/orders/${review.orderId}` });
        await notify(tx, review.sellerId, { kind: 'review.hidden', title: fillMessage(reviewNotificationTitles['review.hidden.seller'], number), body: reason, link: '/reviews' });
      });
      return ok(await oneReview(db, id), reviewMessages.reviewHidden);
    },
  );

  app.post(
    '/v1/admin/reviews/:id/unhide',
    { preValidation: staff, schema: { tags, security, summary: 'Show a hidden review again; the buyer and the seller are notified', params: adminIdParamsSchema, body: reviewUnhideSchema.nullish(), response: { 200: one } } },
    async (request) => {
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const { review, orderNumber } = await lockReview(tx, id);
        if (review.hiddenAt === null) throw conflict(reviewMessages.notHidden);
        await tx.update(reviews).set({ hiddenAt: null, hiddenReason: null, hiddenBy: null }).where(eq(reviews.id, id));
        await auditStaff(tx, request, { action: 'review.unhidden', subjectType: 'review', subjectId: id, before: { hidden: true, reason: review.hiddenReason }, after: { hidden: false } });
        const number = { number: orderNumber };
        await notify(tx, review.buyerId, { kind: 'review.unhidden', title: fillMessage(reviewNotificationTitles['review.unhidden.buyer'], number), link: `/orders/${review.orderId}` });
        await notify(tx, review.sellerId, { kind: 'review.unhidden', title: fillMessage(reviewNotificationTitles['review.unhidden.seller'], number), link: '/reviews' });
      });
      return ok(await oneReview(db, id), reviewMessages.reviewUnhidden);
    },
  );
};

export default reviewRoutes;
