// Reviews as staff read them (with the order, the buyer and the seller) and the moderation decisions: hide
// with a reason or show again, each audited and told to the buyer and the seller in one transaction.
import { eq } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import { fillMessage } from '../../../src/contract/operations';
import { reviewMessages, reviewNotificationTitles, type AdminReview } from '../../../src/contract/reviews';
import type { Database } from '../../db/client';
import { orders, reviews, users } from '../../db/schema';
import { notify } from '../../lib/notify';
import type { ScopedResource } from '../../lib/scoped-crud';
import { replyOf } from '../reviews/common';
import { companyOf, iso, recordStaffAction, type StaffActor } from './common';
import { done, inTransaction, missing, refused, type Outcome } from '../../lib/outcomes';

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

export type ReviewRow = Awaited<ReturnType<typeof withJoins>>[number];

export function toAdminReview(row: ReviewRow): AdminReview {
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

/** How the reviews' list and record (server/lib/scoped-crud/) read their rows: every buyer's reviews. */
export const reviewListRows: Pick<ScopedResource<ReviewRow, AdminReview, never, never>, 'table' | 'idColumn' | 'selection' | 'query' | 'toDto'> = {
  table: reviews,
  idColumn: reviews.id,
  selection,
  query: withJoins,
  toDto: toAdminReview,
};

/** The review with its order's number, locked for a decision. */
async function lockReview(db: Database, id: string) {
  const [row] = await db
    .select({ review: reviews, orderNumber: orders.number })
    .from(reviews)
    .innerJoin(orders, eq(orders.id, reviews.orderId))
    .where(eq(reviews.id, id))
    .for('update', { of: reviews });
  return row;
}

const reviewNotFound = () => missing(reviewMessages.reviewNotFound);

/** Hides a review from the public pages with a reason; the buyer and the seller are told. */
export async function hideReview(db: Database, actor: StaffActor, id: string, reason: string): Promise<Outcome> {
  return inTransaction(db, async (tx) => {
    const locked = await lockReview(tx, id);
    if (!locked) return reviewNotFound();
    const { review, orderNumber } = locked;
    if (review.hiddenAt !== null) return refused(reviewMessages.alreadyHidden);
    await tx.update(reviews).set({ hiddenAt: new Date(), hiddenReason: reason, hiddenBy: actor.id }).where(eq(reviews.id, id));
    await recordStaffAction(tx, actor, {
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
    return done;
  });
}

/** Shows a hidden review again; the buyer and the seller are told. */
export async function unhideReview(db: Database, actor: StaffActor, id: string): Promise<Outcome> {
  return inTransaction(db, async (tx) => {
    const locked = await lockReview(tx, id);
    if (!locked) return reviewNotFound();
    const { review, orderNumber } = locked;
    if (review.hiddenAt === null) return refused(reviewMessages.notHidden);
    await tx.update(reviews).set({ hiddenAt: null, hiddenReason: null, hiddenBy: null }).where(eq(reviews.id, id));
    await recordStaffAction(tx, actor, {
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
    return done;
  });
}
