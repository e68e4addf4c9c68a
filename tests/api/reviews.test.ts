// Reviews of delivered orders: the buyer's one review per order (90 days after delivery to write it,
// 30 days to change it), the seller's one reply (30 days to change it), staff hiding a review (audited,
// both parties notified), and the public product and store pages (first name and country only, hidden
// reviews never, averages and star counts). Dates are set in the database at fixed distances from now.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../src/contract/operations';
import type { BuyerOrderSummary } from '../../src/contract/ordering';
import { reviewMessages, type AdminReview, type OrderReviewState, type PublicReviews, type SellerReview } from '../../src/contract/reviews';
import { auditLog, notifications, orderEvents, products, reviews, users } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { createTestApp, envelope, logIn, onboardedSeller, signUp } from './helpers';
import { placedOrder, stockedProduct, type TestProduct } from './order-fixtures';

const t = await createTestApp({}, { seed: true });

const DAY = 86_400_000;
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

type Seller = Awaited<ReturnType<typeof onboardedSeller>>;
type Buyer = Awaited<ReturnType<typeof signUp>>;

const goodReview = { overall_rating: 5, quality_rating: 4, communication_rating: 5, delivery_rating: 3, comment: 'Well packed, answered quickly, a day late.' };

/** A product in the catalogue (published, priced, stocked). */
async function publishedProduct(seller: Seller, name: string): Promise<TestProduct> {
  const product = await stockedProduct(t.db, seller.user.id, { name, onHand: 500 });
  await t.db.update(products).set({ status: 'published', publishedAt: new Date() }).where(eq(products.id, product.id));
  return product;
}

/** An order of `products` in `status`; a delivered one with its move to 'delivered' at `deliveredAt`. */
async function orderOf(seller: Seller, buyer: Buyer, items: TestProduct[], options: { status?: OrderStatus; deliveredAt?: Date } = {}) {
  const status = options.status ?? 'delivered';
  const deliveredAt = options.deliveredAt ?? ago(3 * DAY);
  const order = await placedOrder(t.db, {
    sellerId: seller.user.id,
    buyerId: buyer.user.id,
    lines: items.map((product) => ({ product, quantity: 2 })),
    status,
    createdAt: new Date(deliveredAt.getTime() - 7 * DAY),
  });
  if (status === 'delivered') {
    await t.db
      .insert(orderEvents)
      .values({ orderId: order.id, fromStatus: 'shipped', toStatus: 'delivered', actorId: seller.user.id, actorRole: 'seller', createdAt: deliveredAt });
  }
  return order;
}

const reviewUrl = (orderId: string) => `/v1/buyer/orders/${orderId}/review`;
const writeReview = (token: string, orderId: string, payload: Record<string, unknown> = goodReview) =>
  t.request({ method: 'POST', url: reviewUrl(orderId), token, payload });
const stateOf = async (token: string, orderId: string) => envelope<OrderReviewState>(await t.request({ method: 'GET', url: reviewUrl(orderId), token })).data;
const reviewIdOf = async (orderId: string) => (await t.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.orderId, orderId)))[0].id;

async function notificationsOf(userId: string) {
  return t.db
    .select({ kind: notifications.kind, title: notifications.title, body: notifications.body, link: notifications.link })
    .from(notifications)
    .where(eq(notifications.userId, userId));
}

let sellerA: Seller;
let sellerB: Seller;
let buyerA: Buyer;
let buyerB: Buyer;
let lamp: TestProduct;
let shade: TestProduct;
let reviewerToken: string;
let administratorToken: string;

beforeAll(async () => {
  sellerA = await onboardedSeller(t, { name: 'Li Wei' });
  sellerB = await onboardedSeller(t, { name: 'Greta Weber' });
  buyerA = await signUp(t, { role: 'buyer', name: 'Daniel James Meyer' });
  buyerB = await signUp(t, { role: 'buyer', name: 'Anna Schmidt' });
  lamp = await publishedProduct(sellerA, 'Brass desk lamp');
  shade = await publishedProduct(sellerA, 'Linen lamp shade');
  reviewerToken = await logIn(t, 'reviewer@demo.test', DEMO_PASSWORD);
  administratorToken = await logIn(t, 'admin@demo.test', DEMO_PASSWORD);
});

describe('writing a review', () => {
  it('is open once the order is delivered, until 90 days after delivery, and tells the seller', async () => {
    const deliveredAt = ago(3 * DAY);
    const order = await orderOf(sellerA, buyerA, [lamp], { deliveredAt });
    const before = await stateOf(buyerA.token, order.id);
    expect(before).toMatchObject({ order_id: order.id, order_number: order.number, can_review: true, review: null, delivered_at: deliveredAt.toISOString() });
    expect(before.review_until).toBe(new Date(deliveredAt.getTime() + 90 * DAY).toISOString());

    const response = await writeReview(buyerA.token, order.id);
    expect(response.statusCode).toBe(201);
    const body = envelope<OrderReviewState>(response);
    expect(body.message).toBe(reviewMessages.reviewPosted);
    expect(body.data.can_review).toBe(false);
    expect(body.data.review).toMatchObject({
      overall_rating: 5,
      quality_rating: 4,
      communication_rating: 5,
      delivery_rating: 3,
      comment: goodReview.comment,
      reply: null,
      hidden: false,
      can_edit: true,
    });

    const told = (await notificationsOf(sellerA.user.id)).filter((n) => n.kind === 'review.received');
    expect(told).toContainEqual({ kind: 'review.received', title: `New 5-star review of order ${order.number}`, body: goodReview.comment, link: '/reviews' });
  });

  it('works after the seller marks the order delivered through the API', async () => {
    const order = await orderOf(sellerA, buyerA, [lamp], { status: 'shipped' });
    expect((await writeReview(buyerA.token, order.id)).statusCode).toBe(409);
    const delivered = await t.request({ method: 'POST', url: `/v1/orders/${order.id}/transition`, token: sellerA.token, payload: { status: 'delivered' } });
    expect(delivered.statusCode).toBe(200);
    expect((await stateOf(buyerA.token, order.id)).can_review).toBe(true);
    expect((await writeReview(buyerA.token, order.id)).statusCode).toBe(201);
  });

  it('is once per order: a second write is a 409', async () => {
    const order = await orderOf(sellerA, buyerA, [lamp]);
    expect((await writeReview(buyerA.token, order.id)).statusCode).toBe(201);
    const again = await writeReview(buyerA.token, order.id, { ...goodReview, overall_rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(envelope(again).message).toBe(reviewMessages.alreadyReviewed);
  });

  it('lets exactly one of two simultaneous writes through (409 for the other)', async () => {
    const order = await orderOf(sellerA, buyerA, [lamp]);
    const answers = await Promise.all([writeReview(buyerA.token, order.id), writeReview(buyerA.token, order.id, { ...goodReview, overall_rating: 2 })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await t.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.orderId, order.id))).toHaveLength(1);
  });

  it('has a unique index behind the check: a second row for an order is refused by the database', async () => {
    const order = await orderOf(sellerA, buyerA, [lamp]);
    const row = {
      orderId: order.id,
      buyerId: buyerA.user.id,
      sellerId: sellerA.user.id,
      overallRating: 4,
      qualityRating: 4,
      communicationRating: 4,
      deliveryRating: 4,
    };
    await t.db.insert(reviews).values(row);
    await expect(t.db.insert(reviews).values(row)).rejects.toThrow();
  });

  it.each(['pending', 'confirmed', 'shipped', 'cancelled'] as const)('is refused while the order is %s', async (status) => {
    const order = await orderOf(sellerA, buyerA, [lamp], { status });
    const state = await stateOf(buyerA.token, order.id);
    expect(state).toMatchObject({ can_review: false, delivered_at: null, review_until: null, review: null });
    const response = await writeReview(buyerA.token, order.id);
    expect(response.statusCode).toBe(409);
    expect(envelope(response).message).toBe(reviewMessages.notDelivered);
  });

  it('closes 90 days after delivery', async () => {
    const lastHour = await orderOf(sellerA, buyerA, [lamp], { deliveredAt: ago(90 * DAY - HOUR) });
    expect((await stateOf(buyerA.token, lastHour.id)).can_review).toBe(true);
    expect((await writeReview(buyerA.token, lastHour.id)).statusCode).toBe(201);

    const tooLate = await orderOf(sellerA, buyerA, [lamp], { deliveredAt: ago(90 * DAY + HOUR) });
    expect((await stateOf(buyerA.token, tooLate.id)).can_review).toBe(false);
    const response = await writeReview(buyerA.token, tooLate.id);
    expect(response.statusCode).toBe(409);
    expect(envelope(response).message).toBe(reviewMessages.reviewWindowClosed);
  });

  it('refuses a rating outside 1–5 with a 400 that names the field', async () => {
    const order = await orderOf(sellerA, buyerA, [lamp]);
    for (const field of ['overall_rating', 'quality_rating', 'communication_rating', 'delivery_rating']) {
      for (const value of [0, 6, 4.5, '5', null]) {
        const response = await writeReview(buyerA.token, order.id, { ...goodReview, [field]: value });
        expect(response.statusCode, `${field}=${String(value)}`).toBe(400);
        expect(envelope(response).errors, `${field}=${String(value)}`).toEqual({ [field]: reviewMessages.ratingRange });
      }
      const { [field as keyof typeof goodReview]: _left, ...missing } = goodReview;
      expect(envelope(await writeReview(buyerA.token, order.id, missing)).errors).toEqual({ [field]: reviewMessages.ratingRange });
    }
    const long = await writeReview(buyerA.token, order.id, { ...goodReview, comment: 'x'.repeat(2001) });
    expect(envelope(long).errors).toEqual({ comment: reviewMessages.commentTooLong });
    // Who wrote it comes from the token, never from the body.
    expect((await writeReview(buyerA.token, order.id, { ...goodReview, buyer_id: buyerB.user.id })).statusCode).toBe(400);
    expect((await writeReview(buyerA.token, order.id, { ...goodReview, comment: 'x'.repeat(2000) })).statusCode).toBe(201);
  });

  it('may leave the comment out', async () => {
    const order = await orderOf(sellerA, buyerA, [lamp]);
    const { comment: _comment, ...ratingsOnly } = goodReview;
    const response = await writeReview(buyerA.token, order.id, ratingsOnly);
    expect(response.statusCode).toBe(201);
    expect(envelope<OrderReviewState>(response).data.review?.comment).toBe('');
  });
});

describe('changing a review', () => {
  it('works for 30 days after writing it, then answers 409', async () => {
    const order = await orderOf(sellerA, buyerA, [lamp]);
    await writeReview(buyerA.token, order.id);
    const edit = (payload: Record<string, unknown>) => t.request({ method: 'PATCH', url: reviewUrl(order.id), token: buyerA.token, payload });

    await t.db
      .update(reviews)
      .set({ createdAt: ago(30 * DAY - HOUR) })
      .where(eq(reviews.orderId, order.id));
    const changed = await edit({ overall_rating: 3, comment: 'Changed my mind about the finish.' });
    expect(changed.statusCode).toBe(200);
    expect(envelope<OrderReviewState>(changed).data.review).toMatchObject({
      overall_rating: 3,
      quality_rating: 4,
      comment: 'Changed my mind about the finish.',
      can_edit: true,
    });
    expect(envelope(await edit({ delivery_rating: 9 })).errors).toEqual({ delivery_rating: reviewMessages.ratingRange });

    await t.db
      .update(reviews)
      .set({ createdAt: ago(30 * DAY + HOUR) })
      .where(eq(reviews.orderId, order.id));
    expect((await stateOf(buyerA.token, order.id)).review?.can_edit).toBe(false);
    const late = await edit({ overall_rating: 1 });
    expect(late.statusCode).toBe(409);
    expect(envelope(late).message).toBe(reviewMessages.editWindowClosed);
  });

  it('answers 404 while the order has no review', async () => {
    const order = await orderOf(sellerA, buyerA, [lamp]);
    const response = await t.request({ method: 'PATCH', url: reviewUrl(order.id), token: buyerA.token, payload: { overall_rating: 4 } });
    expect(response.statusCode).toBe(404);
    expect(envelope(response).message).toBe(reviewMessages.noReview);
  });
});

describe('who may do what', () => {
  let order: { id: string };
  let reviewId: string;
  beforeAll(async () => {
    order = await orderOf(sellerA, buyerA, [lamp]);
    await writeReview(buyerA.token, order.id);
    reviewId = await reviewIdOf(order.id);
  });

  it("gives another buyer 404 for every verb on a buyer's order", async () => {
    for (const method of ['GET', 'POST', 'PATCH'] as const) {
      const response = await t.request({ method, url: reviewUrl(order.id), token: buyerB.token, ...(method === 'GET' ? {} : { payload: goodReview }) });
      expect(response.statusCode, method).toBe(404);
    }
    const unwritten = await orderOf(sellerA, buyerA, [lamp]);
    expect((await writeReview(buyerB.token, unwritten.id)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: reviewUrl(randomUUID()), token: buyerA.token })).statusCode).toBe(404);
  });

  it("gives another seller 404 for every verb on a seller's review, and leaves it out of their list", async () => {
    expect((await t.request({ method: 'GET', url: `/v1/reviews/${reviewId}`, token: sellerB.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'POST', url: `/v1/reviews/${reviewId}/reply`, token: sellerB.token, payload: { reply: 'Not mine' } })).statusCode).toBe(
      404,
    );
    expect((await t.request({ method: 'PATCH', url: `/v1/reviews/${reviewId}/reply`, token: sellerB.token, payload: { reply: 'Not mine' } })).statusCode).toBe(
      404,
    );
    const list = envelope<SellerReview[]>(await t.request({ method: 'GET', url: '/v1/reviews', token: sellerB.token }));
    expect(list.data.map((r) => r.id)).not.toContain(reviewId);
    expect((await t.request({ method: 'GET', url: `/v1/reviews/${reviewId}`, token: sellerA.token })).statusCode).toBe(200);
  });

  it('refuses sellers on the buyer routes and buyers on the seller routes with 403, before reading the body', async () => {
    for (const method of ['GET', 'POST', 'PATCH'] as const) {
      const response = await t.request({
        method,
        url: reviewUrl(order.id),
        token: sellerA.token,
        ...(method === 'GET' ? {} : { payload: { overall_rating: 9 } }),
      });
      expect(response.statusCode, method).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/v1/reviews', token: buyerA.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/v1/reviews/${reviewId}`, token: buyerA.token })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: `/v1/reviews/${reviewId}/reply`, token: buyerA.token, payload: {} })).statusCode).toBe(403);
    expect((await t.request({ method: 'PATCH', url: `/v1/reviews/${reviewId}/reply`, token: buyerA.token, payload: {} })).statusCode).toBe(403);
  });

  it('refuses buyers and sellers on the staff routes with 403, and anonymous callers everywhere with 401', async () => {
    for (const token of [buyerA.token, sellerA.token]) {
      expect((await t.request({ method: 'GET', url: '/v1/admin/reviews', token })).statusCode).toBe(403);
      expect((await t.request({ method: 'POST', url: `/v1/admin/reviews/${reviewId}/hide`, token, payload: { reason: 'Mine' } })).statusCode).toBe(403);
      expect((await t.request({ method: 'POST', url: `/v1/admin/reviews/${reviewId}/unhide`, token, payload: {} })).statusCode).toBe(403);
    }
    for (const [method, url] of [
      ['GET', reviewUrl(order.id)],
      ['POST', reviewUrl(order.id)],
      ['PATCH', reviewUrl(order.id)],
      ['GET', '/v1/reviews'],
      ['POST', `/v1/reviews/${reviewId}/reply`],
      ['POST', `/v1/admin/reviews/${reviewId}/hide`],
    ] as const) {
      expect((await t.request({ method, url, payload: method === 'GET' ? undefined : {} })).statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe("the seller's reply", () => {
  it('is written once, tells the buyer, and can be changed for 30 days', async () => {
    const order = await orderOf(sellerA, buyerA, [lamp]);
    await writeReview(buyerA.token, order.id);
    const id = await reviewIdOf(order.id);
    const url = `/v1/reviews/${id}/reply`;

    const early = await t.request({ method: 'PATCH', url, token: sellerA.token, payload: { reply: 'Too early' } });
    expect(early.statusCode).toBe(409);
    expect(envelope(early).message).toBe(reviewMessages.noReply);
    expect(envelope(await t.request({ method: 'POST', url, token: sellerA.token, payload: { reply: '   ' } })).errors).toEqual({
      reply: reviewMessages.replyRequired,
    });
    expect(envelope(await t.request({ method: 'POST', url, token: sellerA.token, payload: { reply: 'x'.repeat(2001) } })).errors).toEqual({
      reply: reviewMessages.replyTooLong,
    });

    const posted = await t.request({ method: 'POST', url, token: sellerA.token, payload: { reply: 'Thank you, we changed carriers.' } });
    expect(posted.statusCode).toBe(201);
    expect(envelope<SellerReview>(posted).data).toMatchObject({ id, reply: { text: 'Thank you, we changed carriers.' }, can_reply: true });
    expect((await stateOf(buyerA.token, order.id)).review?.reply?.text).toBe('Thank you, we changed carriers.');
    expect(await notificationsOf(buyerA.user.id)).toContainEqual({
      kind: 'review.replied',
      title: `The supplier replied to your review of order ${order.number}`,
      body: 'Thank you, we changed carriers.',
      link: `/orders/${order.id}`,
    });

    const second = await t.request({ method: 'POST', url, token: sellerA.token, payload: { reply: 'Another one' } });
    expect(second.statusCode).toBe(409);
    expect(envelope(second).message).toBe(reviewMessages.alreadyReplied);

    await t.db
      .update(reviews)
      .set({ repliedAt: ago(30 * DAY - HOUR) })
      .where(eq(reviews.id, id));
    const changed = await t.request({ method: 'PATCH', url, token: sellerA.token, payload: { reply: 'Thank you. Next time on time.' } });
    expect(changed.statusCode).toBe(200);
    expect(envelope<SellerReview>(changed).data.reply?.text).toBe('Thank you. Next time on time.');

    await t.db
      .update(reviews)
      .set({ repliedAt: ago(30 * DAY + HOUR) })
      .where(eq(reviews.id, id));
    const late = await t.request({ method: 'PATCH', url, token: sellerA.token, payload: { reply: 'Too late' } });
    expect(late.statusCode).toBe(409);
    expect(envelope(late).message).toBe(reviewMessages.replyWindowClosed);
    expect(envelope<SellerReview>(await t.request({ method: 'GET', url: `/v1/reviews/${id}`, token: sellerA.token })).data.can_reply).toBe(false);
  });
});

describe("the seller's list", () => {
  let seller: Seller;
  beforeAll(async () => {
    seller = await onboardedSeller(t, { name: 'Mei Chen' });
    const kettle = await publishedProduct(seller, 'Steel kettle');
    for (const [overall, replied] of [
      [5, true],
      [5, false],
      [2, false],
    ] as const) {
      const order = await orderOf(seller, buyerA, [kettle]);
      await writeReview(buyerA.token, order.id, { ...goodReview, overall_rating: overall });
      if (replied)
        await t.request({ method: 'POST', url: `/v1/reviews/${await reviewIdOf(order.id)}/reply`, token: seller.token, payload: { reply: 'Thanks' } });
    }
  });
  const list = async (query: string) => envelope<SellerReview[]>(await t.request({ method: 'GET', url: `/v1/reviews${query}`, token: seller.token }));

  it('shows the buyer by first name and country, the order and its products, newest first', async () => {
    const all = await list('');
    expect(all.total).toBe(3);
    expect(all.data[0]).toMatchObject({ buyer: { first_name: 'Daniel', country: 'GB' }, products: [{ name: 'Steel kettle' }], overall_rating: 2 });
    expect(JSON.stringify(all.data)).not.toContain('Meyer');
    expect(JSON.stringify(all.data)).not.toContain(buyerA.email);
  });

  it('filters by rating and by replied or not', async () => {
    expect((await list('?rating=5')).data.map((r) => r.overall_rating)).toEqual([5, 5]);
    expect((await list('?rating=2')).total).toBe(1);
    expect((await list('?replied=true')).data.map((r) => r.reply?.text)).toEqual(['Thanks']);
    expect((await list('?replied=false')).total).toBe(2);
    expect((await list('?rating=5&replied=false')).total).toBe(1);
    const wrong = await t.request({ method: 'GET', url: '/v1/reviews?rating=6', token: seller.token });
    expect(wrong.statusCode).toBe(400);
    expect(envelope(wrong).errors).toEqual({ rating: reviewMessages.ratingFilter });
  });
});

describe('staff hiding a review', () => {
  it('takes a reason, is audited, tells both parties, removes it from every public page, and can be undone', async () => {
    const seller = await onboardedSeller(t, { name: 'Ana Silva' });
    const chair = await publishedProduct(seller, 'Oak chair');
    const order = await orderOf(seller, buyerA, [chair]);
    await writeReview(buyerA.token, order.id, { ...goodReview, comment: 'Rude words here' });
    const id = await reviewIdOf(order.id);
    const publicSupplier = async () => envelope<PublicReviews>(await t.request({ method: 'GET', url: `/v1/public/suppliers/${seller.user.id}/reviews` }));
    const publicProduct = async () => envelope<PublicReviews>(await t.request({ method: 'GET', url: `/v1/public/products/${chair.id}/reviews` }));
    expect((await publicSupplier()).data.summary.count).toBe(1);
    expect((await publicProduct()).data.reviews).toHaveLength(1);

    const noReason = await t.request({ method: 'POST', url: `/v1/admin/reviews/${id}/hide`, token: reviewerToken, payload: {} });
    expect(noReason.statusCode).toBe(400);
    expect(envelope(noReason).errors).toEqual({ reason: reviewMessages.reasonRequired });

    const hidden = await t.request({ method: 'POST', url: `/v1/admin/reviews/${id}/hide`, token: reviewerToken, payload: { reason: 'Abusive language' } });
    expect(hidden.statusCode).toBe(200);
    expect(envelope<AdminReview>(hidden)).toMatchObject({
      message: reviewMessages.reviewHidden,
      data: { id, hidden: true, hidden_reason: 'Abusive language', order_number: order.number },
    });

    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'review.hidden'), eq(auditLog.subjectId, id)));
    expect(entry).toMatchObject({
      actorRole: 'reviewer',
      subjectType: 'review',
      subjectLabel: `Review of order ${order.number}`,
      note: 'Abusive language',
      before: { hidden: false },
      after: { hidden: true, reason: 'Abusive language' },
    });
    const logged = envelope<Array<{ subject_label: string }>>(
      await t.request({ method: 'GET', url: `/v1/admin/audit-log?action=review.hidden&subject_id=${id}`, token: administratorToken }),
    );
    expect(logged.data.map((e) => e.subject_label)).toEqual([`Review of order ${order.number}`]);

    expect(await notificationsOf(buyerA.user.id)).toContainEqual({
      kind: 'review.hidden',
      title: `Your review of order ${order.number} was hidden by staff`,
      body: 'Abusive language',
      link: `/orders/${order.id}`,
    });
    expect(await notificationsOf(seller.user.id)).toContainEqual({
      kind: 'review.hidden',
      title: `A review of order ${order.number} was hidden by staff`,
      body: 'Abusive language',
      link: '/reviews',
    });

    expect((await publicSupplier()).data).toMatchObject({ summary: { count: 0, averages: { overall: null } }, reviews: [] });
    expect((await publicProduct()).data.reviews).toEqual([]);
    // The buyer and the seller still see it, with the reason.
    expect((await stateOf(buyerA.token, order.id)).review).toMatchObject({ hidden: true, hidden_reason: 'Abusive language' });
    expect(envelope<SellerReview>(await t.request({ method: 'GET', url: `/v1/reviews/${id}`, token: seller.token })).data).toMatchObject({
      hidden: true,
      hidden_reason: 'Abusive language',
    });
    const staffList = envelope<AdminReview[]>(
      await t.request({ method: 'GET', url: `/v1/admin/reviews?hidden=true&seller_id=${seller.user.id}`, token: reviewerToken }),
    );
    expect(staffList.data.map((r) => r.id)).toEqual([id]);
    expect(
      envelope<AdminReview[]>(await t.request({ method: 'GET', url: `/v1/admin/reviews?hidden=false&seller_id=${seller.user.id}`, token: reviewerToken })).data,
    ).toEqual([]);
    // One review, as the list shows it.
    const staffOne = await t.request({ method: 'GET', url: `/v1/admin/reviews/${id}`, token: reviewerToken });
    expect(envelope<AdminReview>(staffOne).data).toEqual(staffList.data[0]);
    expect((await t.request({ method: 'GET', url: `/v1/admin/reviews/${randomUUID()}`, token: reviewerToken })).statusCode).toBe(404);

    const twice = await t.request({ method: 'POST', url: `/v1/admin/reviews/${id}/hide`, token: reviewerToken, payload: { reason: 'Again' } });
    expect(twice.statusCode).toBe(409);

    const shown = await t.request({ method: 'POST', url: `/v1/admin/reviews/${id}/unhide`, token: administratorToken });
    expect(shown.statusCode).toBe(200);
    expect(envelope<AdminReview>(shown).data).toMatchObject({ hidden: false, hidden_reason: null });
    const [undone] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'review.unhidden'), eq(auditLog.subjectId, id)));
    expect(undone).toMatchObject({
      actorRole: 'administrator',
      subjectLabel: `Review of order ${order.number}`,
      before: { hidden: true, reason: 'Abusive language' },
      after: { hidden: false },
    });
    expect((await notificationsOf(buyerA.user.id)).map((n) => n.title)).toContain(`Your review of order ${order.number} is shown again`);
    expect((await notificationsOf(seller.user.id)).map((n) => n.title)).toContain(`A review of order ${order.number} is shown again`);
    expect((await publicSupplier()).data.summary.count).toBe(1);
    expect((await t.request({ method: 'POST', url: `/v1/admin/reviews/${id}/unhide`, token: administratorToken, payload: {} })).statusCode).toBe(409);
    expect(
      (await t.request({ method: 'POST', url: `/v1/admin/reviews/${randomUUID()}/hide`, token: reviewerToken, payload: { reason: 'x' } })).statusCode,
    ).toBe(404);
  });
});

describe('the public product and store pages', () => {
  let seller: Seller;
  let bowl: TestProduct;
  let cup: TestProduct;
  beforeAll(async () => {
    seller = await onboardedSeller(t, { name: 'Kenji Sato' });
    bowl = await publishedProduct(seller, 'Ceramic bowl');
    cup = await publishedProduct(seller, 'Ceramic cup');
    // buyerB's business profile says Germany; buyerA has none, so the order's shipping country (GB) shows.
    await t.db
      .update(users)
      .set({ preferences: sql`jsonb_set(${users.preferences}, '{business_profile}', '{"company_name":"Schmidt Handel","country":"DE"}'::jsonb)` })
      .where(eq(users.id, buyerB.user.id));
    const plan = [
      { buyer: buyerA, items: [bowl], ratings: { overall_rating: 5, quality_rating: 5, communication_rating: 4, delivery_rating: 3 }, writtenDaysAgo: 30 },
      { buyer: buyerB, items: [bowl, cup], ratings: { overall_rating: 4, quality_rating: 3, communication_rating: 5, delivery_rating: 4 }, writtenDaysAgo: 20 },
      { buyer: buyerA, items: [cup], ratings: { overall_rating: 2, quality_rating: 2, communication_rating: 3, delivery_rating: 1 }, writtenDaysAgo: 10 },
    ];
    for (const entry of plan) {
      const order = await orderOf(seller, entry.buyer, entry.items, { deliveredAt: ago((entry.writtenDaysAgo + 1) * DAY) });
      await writeReview(entry.buyer.token, order.id, { ...entry.ratings, comment: `Rated ${entry.ratings.overall_rating}` });
      await t.db
        .update(reviews)
        .set({ createdAt: ago(entry.writtenDaysAgo * DAY) })
        .where(eq(reviews.orderId, order.id));
    }
    const first = (
      await t.db
        .select({ id: reviews.id })
        .from(reviews)
        .where(and(eq(reviews.sellerId, seller.user.id), eq(reviews.overallRating, 5)))
    )[0];
    await t.request({ method: 'POST', url: `/v1/reviews/${first.id}/reply`, token: seller.token, payload: { reply: 'Glad you like it' } });
    // Not yet reviewed, and another seller's review: neither shows here.
    await orderOf(seller, buyerA, [bowl]);
    const other = await orderOf(sellerB, buyerA, [await publishedProduct(sellerB, 'Wool blanket')]);
    await writeReview(buyerA.token, other.id);
  });

  const storePage = async (query = '') =>
    envelope<PublicReviews>(await t.request({ method: 'GET', url: `/v1/public/suppliers/${seller.user.id}/reviews${query}` }));
  const productPage = async (id: string, query = '') =>
    envelope<PublicReviews>(await t.request({ method: 'GET', url: `/v1/public/products/${id}/reviews${query}` }));

  it("show a store's reviews newest first, with averages of each rating and counts per star", async () => {
    const page = await storePage();
    expect(page.total).toBe(3);
    expect(page.data.summary).toEqual({
      count: 3,
      // (5+4+2)/3, (5+3+2)/3, (4+5+3)/3, (3+4+1)/3, to one decimal.
      averages: { overall: 3.7, quality: 3.3, communication: 4, delivery: 2.7 },
      stars: [
        { rating: 5, count: 1 },
        { rating: 4, count: 1 },
        { rating: 3, count: 0 },
        { rating: 2, count: 1 },
        { rating: 1, count: 0 },
      ],
    });
    expect(page.data.reviews.map((r) => r.overall_rating)).toEqual([2, 4, 5]);
    expect(page.data.reviews[1]).toMatchObject({ products: ['Ceramic bowl', 'Ceramic cup'], comment: 'Rated 4' });
    expect(page.data.reviews[2].reply).toMatchObject({ text: 'Glad you like it' });
  });

  it('show buyers by first name and country only', async () => {
    const page = await storePage();
    expect(page.data.reviews.map((r) => r.buyer)).toEqual([
      { first_name: 'Daniel', country: 'GB' },
      { first_name: 'Anna', country: 'DE' },
      { first_name: 'Daniel', country: 'GB' },
    ]);
    const body = JSON.stringify(page);
    for (const secret of ['Meyer', 'James', 'Schmidt', buyerA.email, buyerB.email, buyerA.user.id, buyerB.user.id, 'Leeds', 'Cobalt'])
      expect(body).not.toContain(secret);
    expect(Object.keys(page.data.reviews[0]).sort()).toEqual([
      'buyer',
      'comment',
      'communication_rating',
      'created_at',
      'delivery_rating',
      'id',
      'overall_rating',
      'products',
      'quality_rating',
      'reply',
    ]);
  });

  it('page newest first', async () => {
    const second = await storePage('?limit=2&page=2');
    expect(second.pagination).toMatchObject({ page: 2, limit: 2, totalPages: 2 });
    expect(second.data.reviews.map((r) => r.overall_rating)).toEqual([5]);
    expect(second.data.summary.count).toBe(3);
    expect((await t.request({ method: 'GET', url: `/v1/public/suppliers/${seller.user.id}/reviews?limit=51` })).statusCode).toBe(400);
  });

  it("show on a product's page the reviews of the orders that held it", async () => {
    const bowlPage = await productPage(bowl.id);
    expect(bowlPage.data.reviews.map((r) => r.overall_rating)).toEqual([4, 5]);
    expect(bowlPage.data.summary).toMatchObject({ count: 2, averages: { overall: 4.5, quality: 4, communication: 4.5, delivery: 3.5 } });
    expect((await productPage(cup.id)).data.reviews.map((r) => r.overall_rating)).toEqual([2, 4]);
  });

  it('answer 404 for what the catalogue does not show', async () => {
    expect((await t.request({ method: 'GET', url: `/v1/public/products/${randomUUID()}/reviews` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/v1/public/suppliers/${randomUUID()}/reviews` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/v1/public/suppliers/${buyerA.user.id}/reviews` })).statusCode).toBe(404);
    const draft = await stockedProduct(t.db, seller.user.id, { name: 'Draft plate' });
    expect((await t.request({ method: 'GET', url: `/v1/public/products/${draft.id}/reviews` })).statusCode).toBe(404);
  });
});

describe("the buyer's 'To review' orders", () => {
  it('lists delivered orders of the buyer within 90 days that have no review yet', async () => {
    const buyer = await signUp(t, { role: 'buyer', name: 'Olu Ade' });
    const open = await orderOf(sellerA, buyer, [shade], { deliveredAt: ago(5 * DAY) });
    const reviewed = await orderOf(sellerA, buyer, [shade], { deliveredAt: ago(4 * DAY) });
    await writeReview(buyer.token, reviewed.id);
    await orderOf(sellerA, buyer, [shade], { deliveredAt: ago(91 * DAY) });
    await orderOf(sellerA, buyer, [shade], { status: 'shipped' });
    await orderOf(sellerA, buyerB, [shade]);
    const response = await t.request({ method: 'GET', url: '/v1/buyer/orders?status=to_review', token: buyer.token });
    expect(response.statusCode).toBe(200);
    const page = envelope<BuyerOrderSummary[]>(response);
    expect(page.data.map((o) => o.id)).toEqual([open.id]);
    expect(page.total).toBe(1);
  });
});

describe('the demo data', () => {
  it("has reviews of the demo seller's delivered orders, one answered, and one delivered order left to review", async () => {
    const [demoSeller] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'seller@demo.test'));
    const page = envelope<PublicReviews>(await t.request({ method: 'GET', url: `/v1/public/suppliers/${demoSeller.id}/reviews` }));
    expect(page.data.summary.count).toBe(2);
    expect(page.data.reviews.filter((r) => r.reply !== null)).toHaveLength(1);
    expect(page.data.reviews.every((r) => r.buyer.first_name === 'Daniel')).toBe(true);
    const buyerToken = await logIn(t, 'buyer@demo.test', DEMO_PASSWORD);
    const toReview = envelope<BuyerOrderSummary[]>(await t.request({ method: 'GET', url: '/v1/buyer/orders?status=to_review', token: buyerToken }));
    expect(toReview.total).toBe(1);
  });
});
