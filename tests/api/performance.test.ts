// The supplier performance score: each measure against hand-computed fixtures (dates set at fixed
// distances from now), RFQ invitations in the response rate, its edge cases (no data, one sample, ties on
// a threshold and an even median), the band following the worst measure, "new" for too few samples, the
// events that mark a score stale, the job's claims when two runs meet, the seller's own endpoint, and the
// public facts (also on the buyer's quote comparison) and min_rating filter.
import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../src/contract/operations';
import { performanceMessages, type PerformanceMeasure, type PublicPerformance, type SellerPerformance } from '../../src/contract/performance';
import type { CatalogueProduct, CatalogueProductDetails, PublicSupplier } from '../../src/contract/public-catalog';
import type { BuyerRfq } from '../../src/contract/rfq';
import { categories, conversations, messages, orderEvents, products, quotes, reviews, rfqInvitations, rfqs, supplierScores } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { claimScores, recomputeScores } from '../../server/modules/performance/job';
import { createTestApp, envelope, logIn, onboardedSeller, signUp } from './helpers';
import { placedOrder, stockedProduct, type TestProduct } from './order-fixtures';
import { KITCHENWARE, rfqFixtures } from './rfq-fixtures';

// The seller ships unpaid orders on its own judgement: direct settlement (collect mode ships a bank transfer once paid).
const t = await createTestApp({ settlementMode: 'direct' }, { seed: true });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);
const after = (from: Date, ms: number) => new Date(from.getTime() + ms);

type Seller = Awaited<ReturnType<typeof onboardedSeller>>;
type Buyer = Awaited<ReturnType<typeof signUp>>;

let buyer: Buyer;
let administratorToken: string;

beforeAll(async () => {
  buyer = await signUp(t, { role: 'buyer', name: 'Daniel Meyer' });
  administratorToken = await logIn(t, 'admin@demo.test', DEMO_PASSWORD);
});

async function publishedProduct(seller: Seller, leadTimeDays: number | null = null): Promise<TestProduct> {
  const product = await stockedProduct(t.db, seller.user.id, { onHand: 1_000 });
  await t.db.update(products).set({ status: 'published', publishedAt: new Date(), leadTimeDays }).where(eq(products.id, product.id));
  return product;
}

/** A conversation the way chat stores it, with its messages in order (the first decides who started it). */
async function thread(seller: Seller, steps: Array<{ from: 'buyer' | 'seller'; at: Date }>, kind: 'inquiry' | 'order' | 'support' = 'inquiry') {
  const [conversation] = await t.db
    .insert(conversations)
    .values({
      kind,
      customerId: buyer.user.id,
      supplierId: kind === 'support' ? null : seller.user.id,
      subject: 'Lunch boxes',
      lastMessageAt: steps.at(-1)!.at,
      createdAt: steps[0].at,
    })
    .returning({ id: conversations.id });
  for (const step of steps) {
    await t.db.insert(messages).values({
      conversationId: conversation.id,
      senderId: step.from === 'buyer' ? buyer.user.id : seller.user.id,
      clientId: randomUUID(),
      body: 'Hello',
      createdAt: step.at,
    });
  }
  return conversation.id;
}

/** An order placed at `placedAt` with its confirmation, shipment and cancellation in the history. */
async function order(
  seller: Seller,
  items: TestProduct[],
  steps: { placedAt: Date; status: OrderStatus; confirmedAt?: Date; shippedAt?: Date; cancelled?: { at: Date; by: 'buyer' | 'seller' } },
) {
  const placed = await placedOrder(t.db, {
    sellerId: seller.user.id,
    buyerId: buyer.user.id,
    lines: items.map((product) => ({ product, quantity: 1 })),
    status: steps.status,
    createdAt: steps.placedAt,
  });
  const events: Array<typeof orderEvents.$inferInsert> = [];
  if (steps.confirmedAt)
    events.push({
      orderId: placed.id,
      fromStatus: 'pending',
      toStatus: 'confirmed',
      actorId: seller.user.id,
      actorRole: 'seller',
      createdAt: steps.confirmedAt,
    });
  if (steps.shippedAt)
    events.push({ orderId: placed.id, fromStatus: 'confirmed', toStatus: 'shipped', actorId: seller.user.id, actorRole: 'seller', createdAt: steps.shippedAt });
  if (steps.cancelled) {
    const by = steps.cancelled.by;
    events.push({
      orderId: placed.id,
      fromStatus: steps.confirmedAt ? 'confirmed' : 'pending',
      toStatus: 'cancelled',
      actorId: by === 'buyer' ? buyer.user.id : seller.user.id,
      actorRole: by,
      createdAt: steps.cancelled.at,
    });
  }
  if (events.length > 0) await t.db.insert(orderEvents).values(events);
  return placed;
}

/** A review written at `at` (on an order of its own, as one review per order requires). */
async function review(seller: Seller, product: TestProduct, rating: number, at: Date) {
  const placed = await order(seller, [product], { placedAt: after(at, -10 * DAY), status: 'delivered' });
  const [row] = await t.db
    .insert(reviews)
    .values({
      orderId: placed.id,
      buyerId: buyer.user.id,
      sellerId: seller.user.id,
      overallRating: rating,
      qualityRating: rating,
      communicationRating: rating,
      deliveryRating: rating,
      createdAt: at,
    })
    .returning({ id: reviews.id });
  return row.id;
}

const performanceOf = async (seller: Seller) => {
  const response = await t.request({ method: 'GET', url: '/v1/seller/performance', token: seller.token });
  expect(response.statusCode).toBe(200);
  return envelope<SellerPerformance>(response).data;
};
const measure = (score: SellerPerformance, name: PerformanceMeasure) => score.measures.find((m) => m.measure === name)!;
const publicFactsOf = async (seller: Seller) => {
  const [row] = await t.db.select({ facts: supplierScores.publicFacts }).from(supplierScores).where(eq(supplierScores.sellerId, seller.user.id));
  return row?.facts ?? null;
};
const staleSince = async (seller: Seller) =>
  (await t.db.select({ at: supplierScores.staleSince }).from(supplierScores).where(eq(supplierScores.sellerId, seller.user.id)))[0]?.at ?? null;

describe('response rate and first-reply time', () => {
  let seller: Seller;
  beforeAll(async () => {
    seller = await onboardedSeller(t, { name: 'Ravi Kumar' });
    const start = (daysAgo: number) => ago(daysAgo * DAY);
    await thread(seller, [
      { from: 'buyer', at: start(10) },
      { from: 'seller', at: after(start(10), 2 * HOUR) },
    ]); // answered, 2 h
    await thread(seller, [
      { from: 'buyer', at: start(9) },
      { from: 'seller', at: after(start(9), 30 * HOUR) },
    ]); // late, 30 h
    await thread(seller, [
      { from: 'buyer', at: start(8) },
      { from: 'buyer', at: after(start(8), HOUR) },
    ]); // never answered, its day is over
    await thread(seller, [{ from: 'buyer', at: ago(2 * HOUR) }]); // unanswered but within its day: not counted yet
    await thread(
      seller,
      [
        { from: 'buyer', at: ago(3 * HOUR) },
        { from: 'seller', at: ago(2 * HOUR) },
      ],
      'order',
    ); // answered, 1 h
    await thread(seller, [
      { from: 'buyer', at: start(40) },
      { from: 'seller', at: after(start(40), HOUR) },
    ]); // before the period
    await thread(seller, [
      { from: 'seller', at: start(5) },
      { from: 'buyer', at: after(start(5), HOUR) },
    ]); // the seller started it
    await thread(seller, [
      { from: 'buyer', at: start(5) },
      { from: 'seller', at: after(start(5), 4 * HOUR) },
    ]); // answered, 4 h
    await thread(seller, [
      { from: 'buyer', at: start(6) },
      { from: 'buyer', at: after(start(6), 3 * HOUR) },
      { from: 'seller', at: after(start(6), 5 * HOUR) },
    ]); // answered, 5 h
    await recomputeScores(t.db);
  });

  it('counts the buyer-started conversations of the last 30 days whose outcome is known', async () => {
    const score = await performanceOf(seller);
    // Decided: 2 h, 30 h, never, 1 h, 4 h, 5 h = 6; answered within 24 h: 2 h, 1 h, 4 h, 5 h = 4.
    expect(measure(score, 'response_rate')).toMatchObject({ value: 4 / 6, samples: 6, period_days: 30, min_samples: 5, counts: true, band: 'needs_attention' });
    expect(measure(score, 'response_rate').next).toEqual({ band: 'good', threshold: 0.75 });
  });

  it('takes the median of the first replies, a value on a threshold earning the better band', async () => {
    const score = await performanceOf(seller);
    // Replies 1, 2, 4, 5 and 30 hours: the median is 4 h, exactly the excellent threshold.
    expect(measure(score, 'reply_time')).toMatchObject({ value: 4 * 3600, samples: 5, period_days: 30, counts: true, band: 'excellent', next: null });
  });

  it('gives the band of the worst measure and names it', async () => {
    const score = await performanceOf(seller);
    expect(score.band).toBe('needs_attention');
    expect(score.pulled_down_by).toEqual(['response_rate']);
    expect(await publicFactsOf(seller)).toEqual({
      band: 'needs_attention',
      reply_hours: 4,
      response_rate: 0.67,
      on_time_rate: null,
      rating: null,
      rating_count: 0,
    });
  });

  it('averages the two middle replies of an even number', async () => {
    const other = await onboardedSeller(t, { name: 'Meena Iyer' });
    await thread(other, [
      { from: 'buyer', at: ago(3 * DAY) },
      { from: 'seller', at: after(ago(3 * DAY), HOUR) },
    ]);
    await thread(other, [
      { from: 'buyer', at: ago(2 * DAY) },
      { from: 'seller', at: after(ago(2 * DAY), 2 * HOUR) },
    ]);
    await recomputeScores(t.db);
    const score = await performanceOf(other);
    expect(measure(score, 'reply_time')).toMatchObject({ value: 1.5 * 3600, samples: 2, counts: false, band: null });
    expect(measure(score, 'response_rate')).toMatchObject({ value: 1, samples: 2, counts: false });
    expect(score.band).toBe('new');
  });

  it('leaves support conversations out', async () => {
    const other = await onboardedSeller(t, { name: 'Support Only' });
    await thread(other, [{ from: 'buyer', at: ago(3 * DAY) }], 'support');
    await recomputeScores(t.db);
    expect(measure(await performanceOf(other), 'response_rate')).toMatchObject({ value: null, samples: 0 });
  });
});

/**
 * A request for quotation posted (opened) at `openedAt` to `seller`, invited or open to the board, with
 * the seller's quote at `quotedAt` and how it ended: closed, expired (valid until) or awarded to another
 * supplier's quote at `awardedAt`.
 */
async function invitedRfq(
  seller: Seller,
  steps: { openedAt: Date | null; quotedAt?: Date; validUntil?: Date; closedAt?: Date; awarded?: { to: Seller; at: Date }; invited?: boolean },
) {
  const [category] = await t.db.select({ id: categories.id }).from(categories).limit(1);
  const status =
    steps.openedAt === null
      ? 'draft'
      : steps.awarded
        ? 'awarded'
        : steps.closedAt
          ? 'closed'
          : steps.validUntil && steps.validUntil < new Date()
            ? 'expired'
            : 'open';
  const [rfq] = await t.db
    .insert(rfqs)
    .values({
      number: `RFQ-2026-${randomUUID().slice(0, 8).toUpperCase()}`,
      buyerId: buyer.user.id,
      title: 'Lunch boxes',
      categoryId: category.id,
      status,
      visibility: steps.invited === false ? 'open' : 'invited',
      deliveryCountry: 'DE',
      deliveryCity: 'Hamburg',
      incoterm: 'CIF',
      requiredBy: '2099-01-01',
      validUntil: steps.validUntil ?? new Date(Date.now() + 20 * DAY),
      openedAt: steps.openedAt,
      closedAt: steps.closedAt ?? null,
      createdAt: steps.openedAt ?? new Date(),
    })
    .returning({ id: rfqs.id });
  if (steps.invited !== false) await t.db.insert(rfqInvitations).values({ rfqId: rfq.id, sellerId: seller.user.id, createdAt: steps.openedAt ?? new Date() });
  const quote = (sellerId: string, at: Date, extra: Partial<typeof quotes.$inferInsert> = {}) =>
    t.db.insert(quotes).values({
      rfqId: rfq.id,
      sellerId,
      currency: 'EUR',
      validUntil: new Date(Date.now() + 30 * DAY),
      totalMinor: 1000,
      createdAt: at,
      updatedAt: at,
      ...extra,
    });
  if (steps.quotedAt) await quote(seller.user.id, steps.quotedAt);
  if (steps.awarded) {
    const { to, at } = steps.awarded;
    const placed = await order(to, [await publishedProduct(to)], { placedAt: at, status: 'pending' });
    await quote(to.user.id, after(at, -HOUR), { status: 'accepted', orderId: placed.id, decidedAt: at });
  }
  return rfq.id;
}

describe('RFQ invitations in the response rate', () => {
  let seller: Seller;
  beforeAll(async () => {
    seller = await onboardedSeller(t, { name: 'Invited Supplier' });
    const rival = await onboardedSeller(t, { name: 'Rival Supplier' });
    const opened = (daysAgo: number) => ago(daysAgo * DAY);
    // Two conversations answered in 2 h and 3 h.
    await thread(seller, [
      { from: 'buyer', at: opened(5) },
      { from: 'seller', at: after(opened(5), 2 * HOUR) },
    ]);
    await thread(seller, [
      { from: 'buyer', at: opened(6) },
      { from: 'seller', at: after(opened(6), 3 * HOUR) },
    ]);
    // i1 quoted 5 h after posting: answered in time. i2 quoted after 30 h: late.
    await invitedRfq(seller, { openedAt: opened(4), quotedAt: after(opened(4), 5 * HOUR) });
    await invitedRfq(seller, { openedAt: opened(3), quotedAt: after(opened(3), 30 * HOUR) });
    // i3 never quoted, its 24 hours over; i4 closed after its 24 hours, never quoted: both missed.
    await invitedRfq(seller, { openedAt: opened(8) });
    await invitedRfq(seller, { openedAt: opened(12), closedAt: after(opened(12), 30 * HOUR) });
    // Not counted: i5 posted two hours ago (its day is not over); i6 closed by the buyer, i7 expired and
    // i8 awarded to another supplier, each within its first 24 hours; i9 before the period; a draft.
    await invitedRfq(seller, { openedAt: ago(2 * HOUR) });
    await invitedRfq(seller, { openedAt: opened(10), closedAt: after(opened(10), 5 * HOUR) });
    await invitedRfq(seller, { openedAt: opened(9), validUntil: after(opened(9), 10 * HOUR) });
    await invitedRfq(seller, { openedAt: opened(7), awarded: { to: rival, at: after(opened(7), 6 * HOUR) } });
    await invitedRfq(seller, { openedAt: opened(40), quotedAt: after(opened(40), HOUR) });
    await invitedRfq(seller, { openedAt: null });
    // A quote on an open request the seller was not invited to answers no invitation.
    await invitedRfq(seller, { openedAt: opened(2), quotedAt: after(opened(2), 40 * HOUR), invited: false });
    await recomputeScores(t.db);
  });

  it('counts the invitations whose outcome is known beside the conversations', async () => {
    const score = await performanceOf(seller);
    // Decided: 2 conversations + i1, i2, i3, i4 = 6; answered within 24 h: 2 conversations + i1 = 3.
    expect(measure(score, 'response_rate')).toMatchObject({ value: 0.5, samples: 6, counts: true, band: 'needs_attention' });
    expect(score.pulled_down_by).toEqual(['response_rate']);
  });

  it('keeps quotes out of the first-reply time, which is about chat', async () => {
    // The two chat replies only: 2 h and 3 h.
    expect(measure(await performanceOf(seller), 'reply_time')).toMatchObject({ value: 2.5 * 3600, samples: 2, counts: false });
  });

  it('marks the score stale when the supplier quotes an invitation through the API, not an open request', async () => {
    const { supplierIn, buyerWithAddress, postRfq, submitQuote } = rfqFixtures(t);
    const supplier = await supplierIn('Quoting Supplier', KITCHENWARE);
    const asker = await buyerWithAddress('Invite Buyer');
    const invitation = await postRfq(asker, { visibility: 'invited', invited_seller_ids: [supplier.user.id] });
    const board = await postRfq(asker);
    await t.db.execute(sql`insert into supplier_scores (seller_id, stale_since) values (${supplier.user.id}, now())`);
    await recomputeScores(t.db);
    expect(await staleSince(supplier)).toBeNull();

    await submitQuote(supplier, board);
    expect(await staleSince(supplier)).toBeNull();
    await submitQuote(supplier, invitation);
    expect(await staleSince(supplier)).not.toBeNull();
    await recomputeScores(t.db);
    expect(measure(await performanceOf(supplier), 'response_rate')).toMatchObject({ value: 1, samples: 1 });

    // The buyer compares quotes with each supplier's public facts, as stored for catalogue cards.
    const facts = await publicFactsOf(supplier);
    expect(facts).toMatchObject({ band: 'new', response_rate: null, rating_count: 0 });
    const seen = envelope<BuyerRfq>(await t.request({ method: 'GET', url: `/v1/rfqs/${invitation.id}`, token: asker.token })).data;
    expect(seen.quotes.map((quote) => quote.supplier)).toEqual([expect.objectContaining({ id: supplier.user.id, performance: facts })]);
    // A supplier whose score was never computed: null, as on the catalogue.
    const unscored = await supplierIn('Unscored Supplier', KITCHENWARE);
    await submitQuote(unscored, board);
    const compared = envelope<BuyerRfq>(await t.request({ method: 'GET', url: `/v1/rfqs/${board.id}`, token: asker.token })).data;
    expect(compared.quotes.map((quote) => [quote.supplier.id, quote.supplier.performance])).toEqual([
      [supplier.user.id, facts],
      [unscored.user.id, null],
    ]);
  });
});

describe('on-time shipment and supplier-caused cancellations', () => {
  let seller: Seller;
  beforeAll(async () => {
    seller = await onboardedSeller(t, { name: 'Orders Heavy' });
    const fiveDays = await publishedProduct(seller, 5);
    const twoDays = await publishedProduct(seller, 2);
    const tenDays = await publishedProduct(seller, 10);
    const noLeadTime = await publishedProduct(seller, null);
    const at = (daysAgo: number) => ago(daysAgo * DAY);
    // o1 on time (3 of 5 days); o2 late (6 of 5); o3 on time by its longest line (9 of 10, though 2 for the other line).
    await order(seller, [fiveDays], { placedAt: at(21), status: 'shipped', confirmedAt: at(20), shippedAt: at(17) });
    await order(seller, [fiveDays], { placedAt: at(21), status: 'delivered', confirmedAt: at(20), shippedAt: at(14) });
    await order(seller, [twoDays, tenDays], { placedAt: at(31), status: 'shipped', confirmedAt: at(30), shippedAt: at(21) });
    // o4 late against the default of 7 days (8); o5 not shipped and past its 5 days: late.
    await order(seller, [noLeadTime], { placedAt: at(31), status: 'shipped', confirmedAt: at(30), shippedAt: at(22) });
    await order(seller, [fiveDays], { placedAt: at(21), status: 'confirmed', confirmedAt: at(20) });
    // o6 confirmed yesterday, not due yet: not counted. o7 shipped exactly at its deadline: on time.
    await order(seller, [fiveDays], { placedAt: at(2), status: 'confirmed', confirmedAt: at(1) });
    const confirmed = at(10);
    await order(seller, [fiveDays], { placedAt: at(11), status: 'shipped', confirmedAt: confirmed, shippedAt: after(confirmed, 5 * DAY) });
    // o8 cancelled by the seller after confirming; o9 before the period; o10 still pending; o11 cancelled by the buyer.
    await order(seller, [fiveDays], { placedAt: at(15), status: 'cancelled', confirmedAt: at(14), cancelled: { at: at(13), by: 'seller' } });
    await order(seller, [fiveDays], { placedAt: at(100), status: 'shipped', confirmedAt: at(99), shippedAt: at(98) });
    await order(seller, [fiveDays], { placedAt: at(3), status: 'pending' });
    await order(seller, [fiveDays], { placedAt: at(4), status: 'cancelled', cancelled: { at: at(4), by: 'buyer' } });
    await recomputeScores(t.db);
  });

  it('judges each shipment against the longest lead time of its order', async () => {
    const score = await performanceOf(seller);
    // Decided: o1, o2, o3, o4, o5, o7 = 6; on time: o1, o3, o7 = 3.
    expect(measure(score, 'on_time_rate')).toMatchObject({ value: 0.5, samples: 6, period_days: 90, counts: true, band: 'at_risk' });
  });

  it("counts the seller's cancellations among the orders the buyer did not cancel", async () => {
    const score = await performanceOf(seller);
    // o1–o8 and o10 (o9 is older, o11 the buyer's): 9 orders, 1 cancelled by the seller.
    expect(measure(score, 'cancellation_rate')).toMatchObject({ value: 1 / 9, samples: 9, period_days: 90, counts: true, band: 'at_risk' });
  });

  it('names every measure at the worst band when they tie', async () => {
    const score = await performanceOf(seller);
    expect(score.band).toBe('at_risk');
    expect(score.pulled_down_by).toEqual(['on_time_rate', 'cancellation_rate']);
    expect(measure(score, 'on_time_rate').next).toEqual({ band: 'needs_attention', threshold: 0.7 });
  });
});

describe('average rating', () => {
  let seller: Seller;
  let product: TestProduct;
  let threeStars: string;
  beforeAll(async () => {
    seller = await onboardedSeller(t, { name: 'Rated Supplier' });
    product = await publishedProduct(seller, 5);
    await review(seller, product, 5, ago(10 * DAY));
    await review(seller, product, 4, ago(20 * DAY));
    await review(seller, product, 4, ago(30 * DAY));
    threeStars = await review(seller, product, 3, ago(40 * DAY));
    await review(seller, product, 1, ago(100 * DAY)); // before the period
    await recomputeScores(t.db);
  });

  it('averages the visible reviews of the last 90 days', async () => {
    expect(measure(await performanceOf(seller), 'rating')).toMatchObject({ value: 4, samples: 4, period_days: 90, counts: true, band: 'good' });
  });

  it('drops a review staff hide, once the score is computed again', async () => {
    const hidden = await t.request({
      method: 'POST',
      url: `/v1/admin/reviews/${threeStars}/hide`,
      token: administratorToken,
      payload: { reason: 'Written about another supplier' },
    });
    expect(hidden.statusCode).toBe(200);
    expect(await staleSince(seller)).not.toBeNull();
    await recomputeScores(t.db);
    expect(await staleSince(seller)).toBeNull();
    const score = await performanceOf(seller);
    expect(measure(score, 'rating').value).toBeCloseTo(13 / 3, 10);
    expect(measure(score, 'rating').samples).toBe(3);
    expect(await publicFactsOf(seller)).toMatchObject({ band: 'good', rating: 4.3, rating_count: 3 });
  });

  it('shows one review but does not count it: a new supplier', async () => {
    const other = await onboardedSeller(t, { name: 'One Review' });
    await review(other, await publishedProduct(other), 2, ago(DAY));
    await recomputeScores(t.db);
    const score = await performanceOf(other);
    expect(measure(score, 'rating')).toMatchObject({ value: 2, samples: 1, min_samples: 3, counts: false, band: null, next: null });
    expect(score).toMatchObject({ band: 'new', pulled_down_by: [] });
    expect(await publicFactsOf(other)).toEqual({ band: 'new', reply_hours: null, response_rate: null, on_time_rate: null, rating: null, rating_count: 1 });
  });
});

describe('a supplier without data', () => {
  it('is new, with every measure empty, before and after its first computation', async () => {
    const seller = await onboardedSeller(t, { name: 'Brand New' });
    const before = await performanceOf(seller);
    expect(before).toMatchObject({ band: 'new', pulled_down_by: [], computed_at: null, help_slug: 'supplier-performance-score' });
    expect(before.measures.map((m) => [m.measure, m.value, m.samples])).toEqual([
      ['response_rate', null, 0],
      ['reply_time', null, 0],
      ['on_time_rate', null, 0],
      ['cancellation_rate', null, 0],
      ['rating', null, 0],
    ]);
    // Not enrolled by any event: the job's sweep gives it a row.
    await t.db.execute(sql`insert into supplier_scores (seller_id, stale_since) values (${seller.user.id}, now())`);
    await recomputeScores(t.db);
    const after = await performanceOf(seller);
    expect(after.band).toBe('new');
    expect(after.computed_at).not.toBeNull();
    expect(after.measures.every((m) => m.value === null && m.samples === 0)).toBe(true);
  });
});

describe('the events that move a score', () => {
  let seller: Seller;
  let product: TestProduct;
  beforeAll(async () => {
    seller = await onboardedSeller(t, { name: 'Event Supplier' });
    product = await publishedProduct(seller, 5);
    await recomputeScores(t.db);
  });

  it('marks the score stale when an order is shipped, delivered or cancelled, and recomputes it', async () => {
    const placed = await order(seller, [product], { placedAt: ago(3 * DAY), status: 'confirmed', confirmedAt: ago(2 * DAY) });
    await recomputeScores(t.db);
    expect(await staleSince(seller)).toBeNull();
    const shipped = await t.request({
      method: 'POST',
      url: `/v1/orders/${placed.id}/transition`,
      token: seller.token,
      payload: { status: 'shipped', carrier: 'DHL', tracking_number: 'X1' },
    });
    expect(shipped.statusCode).toBe(200);
    expect(await staleSince(seller)).not.toBeNull();
    await recomputeScores(t.db);
    expect(measure(await performanceOf(seller), 'on_time_rate')).toMatchObject({ value: 1, samples: 1 });

    const delivered = await t.request({ method: 'POST', url: `/v1/orders/${placed.id}/transition`, token: seller.token, payload: { status: 'delivered' } });
    expect(delivered.statusCode).toBe(200);
    expect(await staleSince(seller)).not.toBeNull();
    await recomputeScores(t.db);

    const second = await order(seller, [product], { placedAt: ago(DAY), status: 'pending' });
    await recomputeScores(t.db);
    const cancelled = await t.request({ method: 'POST', url: `/v1/orders/${second.id}/transition`, token: seller.token, payload: { status: 'cancelled' } });
    expect(cancelled.statusCode).toBe(200);
    expect(await staleSince(seller)).not.toBeNull();
    await recomputeScores(t.db);
    expect(measure(await performanceOf(seller), 'cancellation_rate')).toMatchObject({ value: 0.5, samples: 2 });
  });

  it('marks it stale when a buyer reviews an order', async () => {
    const placed = await order(seller, [product], { placedAt: ago(10 * DAY), status: 'delivered' });
    await t.db
      .insert(orderEvents)
      .values({ orderId: placed.id, fromStatus: 'shipped', toStatus: 'delivered', actorId: seller.user.id, actorRole: 'seller', createdAt: ago(DAY) });
    await recomputeScores(t.db);
    const written = await t.request({
      method: 'POST',
      url: `/v1/buyer/orders/${placed.id}/review`,
      token: buyer.token,
      payload: { overall_rating: 4, quality_rating: 4, communication_rating: 4, delivery_rating: 4, comment: '' },
    });
    expect(written.statusCode).toBe(201);
    expect(await staleSince(seller)).not.toBeNull();
    await recomputeScores(t.db);
    expect(measure(await performanceOf(seller), 'rating')).toMatchObject({ value: 4, samples: 1 });
  });

  it("marks it stale on the supplier's reply in chat, not on the buyer's message", async () => {
    const started = await t.request({
      method: 'POST',
      url: '/v1/conversations',
      token: buyer.token,
      payload: { kind: 'inquiry', product_id: product.id, body: 'Do you ship to Leeds?', client_id: 'perf-q-000001' },
    });
    expect(started.statusCode).toBeLessThan(300);
    const conversationId = envelope<{ id: string }>(started).data.id;
    expect(await staleSince(seller)).toBeNull();
    const replied = await t.request({
      method: 'POST',
      url: `/v1/conversations/${conversationId}/messages`,
      token: seller.token,
      payload: { body: 'Yes, within a week.', client_id: 'perf-a-000001' },
    });
    expect(replied.statusCode).toBe(201);
    expect(await staleSince(seller)).not.toBeNull();
    await recomputeScores(t.db);
    expect(measure(await performanceOf(seller), 'response_rate')).toMatchObject({ value: 1, samples: 1 });
  });
});

describe('the job when two runs meet', () => {
  it('computes each stale score once, whichever run claims it', async () => {
    const sellers = await Promise.all(Array.from({ length: 6 }, (_, i) => onboardedSeller(t, { name: `Concurrent ${i}` })));
    const ids = sellers.map((s) => s.user.id);
    await t.db.execute(sql`insert into supplier_scores (seller_id, stale_since) select unnest(${`{${ids.join(',')}}`}::uuid[]), now()`);
    const [first, second] = await Promise.all([recomputeScores(t.db), recomputeScores(t.db)]);
    const mine = (list: string[]) => list.filter((id) => ids.includes(id));
    expect([...mine(first), ...mine(second)].sort()).toEqual([...ids].sort());
    expect(mine(first).filter((id) => second.includes(id))).toEqual([]);
    const rows = await t.db
      .select({ computedAt: supplierScores.computedAt, claimedUntil: supplierScores.claimedUntil })
      .from(supplierScores)
      .where(inArray(supplierScores.sellerId, ids));
    expect(rows.every((row) => row.computedAt !== null && row.claimedUntil === null)).toBe(true);
  });

  it('leaves a claimed row to the run that claimed it until the claim expires', async () => {
    const seller = await onboardedSeller(t, { name: 'Claimed' });
    await t.db.execute(sql`insert into supplier_scores (seller_id, stale_since) values (${seller.user.id}, now())`);
    expect(await claimScores(t.db, 1000)).toContain(seller.user.id);
    expect(await claimScores(t.db, 1000)).not.toContain(seller.user.id);
    // A process that died while computing: its claim runs out and the row is taken again.
    await t.db
      .update(supplierScores)
      .set({ claimedUntil: ago(1000) })
      .where(eq(supplierScores.sellerId, seller.user.id));
    expect(await recomputeScores(t.db)).toContain(seller.user.id);
  });
});

describe('GET /v1/seller/performance', () => {
  it('answers 401 without a token and 403 to a buyer', async () => {
    expect((await t.request({ method: 'GET', url: '/v1/seller/performance' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/v1/seller/performance', token: buyer.token })).statusCode).toBe(403);
  });

  it("answers only the caller's own score", async () => {
    const first = await onboardedSeller(t, { name: 'Own Score' });
    const second = await onboardedSeller(t, { name: 'Other Score' });
    const product = await publishedProduct(second);
    for (const days of [5, 6, 7]) await review(second, product, 5, ago(days * DAY));
    await recomputeScores(t.db);
    expect(measure(await performanceOf(second), 'rating')).toMatchObject({ value: 5, samples: 3 });
    expect(measure(await performanceOf(first), 'rating')).toMatchObject({ value: null, samples: 0 });
  });
});

describe('public facts and the min_rating filter', () => {
  let rated: Seller;
  let unrated: Seller;
  let ratedProduct: TestProduct;
  let unratedProduct: TestProduct;
  beforeAll(async () => {
    rated = await onboardedSeller(t, { name: 'Public Rated' });
    unrated = await onboardedSeller(t, { name: 'Public Unrated' });
    ratedProduct = await publishedProduct(rated, 5);
    unratedProduct = await publishedProduct(unrated, 5);
    await review(rated, ratedProduct, 5, ago(3 * DAY));
    await review(rated, ratedProduct, 4, ago(4 * DAY));
    await review(rated, ratedProduct, 4, ago(5 * DAY));
    await recomputeScores(t.db);
  });

  const list = async (query: string) => t.request({ method: 'GET', url: `/v1/public/products?${query}` });
  const idsOf = async (query: string) => envelope<CatalogueProduct[]>(await list(query)).data.map((card) => card.id);

  it('puts the facts on catalogue cards, product pages and store pages', async () => {
    const expected: PublicPerformance = { band: 'good', reply_hours: null, response_rate: null, on_time_rate: null, rating: 4.3, rating_count: 3 };
    const cards = envelope<CatalogueProduct[]>(await list(`supplier_id=${rated.user.id}`)).data;
    expect(cards.map((card) => card.supplier.performance)).toEqual([expected]);
    const page = envelope<CatalogueProductDetails>(await t.request({ method: 'GET', url: `/v1/public/products/${ratedProduct.id}` })).data;
    expect(page.supplier.performance).toEqual(expected);
    const store = envelope<PublicSupplier>(await t.request({ method: 'GET', url: `/v1/public/suppliers/${rated.user.id}` })).data;
    expect(store.performance).toEqual(expected);
  });

  it('keeps the facts of a supplier never computed null', async () => {
    const fresh = await onboardedSeller(t, { name: 'Never Computed' });
    const product = await publishedProduct(fresh);
    const page = envelope<CatalogueProductDetails>(await t.request({ method: 'GET', url: `/v1/public/products/${product.id}` })).data;
    expect(page.supplier.performance).toBeNull();
  });

  it('filters by the rating cards show, leaving unrated suppliers out', async () => {
    const both = `supplier_id=${rated.user.id}`;
    expect(await idsOf(`${both}&min_rating=4`)).toEqual([ratedProduct.id]);
    expect(await idsOf(`${both}&min_rating=4.3`)).toEqual([ratedProduct.id]);
    expect(await idsOf(`${both}&min_rating=4.4`)).toEqual([]);
    expect(await idsOf(`supplier_id=${unrated.user.id}&min_rating=1`)).toEqual([]);
    expect(await idsOf(`supplier_id=${unrated.user.id}`)).toEqual([unratedProduct.id]);
    const total = envelope(await list(`${both}&min_rating=4`)).total;
    expect(total).toBe(1);
  });

  it.each(['abc', '0', '5.5', '-1'])('refuses min_rating=%s with 400 naming the field', async (value) => {
    const response = await list(`min_rating=${value}`);
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors).toEqual({ min_rating: performanceMessages.minRating });
  });

  it('does not serve a cached store page after the score changes', async () => {
    const url = `/v1/public/suppliers/${rated.user.id}`;
    expect(envelope<PublicSupplier>(await t.request({ method: 'GET', url })).data.performance?.rating).toBe(4.3);
    await review(rated, ratedProduct, 1, ago(DAY));
    await recomputeScores(t.db);
    // 5, 4, 4, 1: 3.5, at the edge of needs attention.
    expect(envelope<PublicSupplier>(await t.request({ method: 'GET', url })).data.performance).toMatchObject({
      rating: 3.5,
      rating_count: 4,
      band: 'needs_attention',
    });
    expect(await idsOf(`supplier_id=${rated.user.id}&min_rating=4`)).toEqual([]);
  });
});
