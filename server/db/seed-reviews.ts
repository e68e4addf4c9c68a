import { and, eq, max } from 'drizzle-orm';
import type { OrderStatus } from '../../src/contract/operations';
import type { Database } from './client';
import { orderEvents, reviews } from './schema';

// Demo reviews: the buyer reviewed two of the demo seller's delivered orders a few days after delivery,
// and the seller answered the first. The newest delivered order is left for the buyer's 'To review'.

const DAY = 86_400_000;

interface PlannedReview {
  ratings: { overall: number; quality: number; communication: number; delivery: number };
  comment: string;
  /** Days after delivery the review was written. */
  writtenAfterDays: number;
  reply?: { text: string; afterDays: number };
}

const PLAN: PlannedReview[] = [
  {
    ratings: { overall: 5, quality: 5, communication: 5, delivery: 4 },
    comment:
      'Boxes arrived well packed and exactly as described. Li Wei answered every question within hours. Delivery took a day longer than quoted, but we were told in advance.',
    writtenAfterDays: 2,
    reply: { text: 'Thank you, Daniel. We have since moved to an earlier carrier pickup, so your next order should arrive on the quoted day.', afterDays: 1 },
  },
  {
    ratings: { overall: 4, quality: 4, communication: 5, delivery: 3 },
    comment: 'Good quality for the price. The pallets reached Rotterdam three days late.',
    writtenAfterDays: 1,
  },
];

/** Reviews of the oldest delivered `orders` (as seedDemoOrders answers them, oldest first). */
export async function seedDemoReviews(
  db: Database,
  { sellerId, buyerId, orders }: { sellerId: string; buyerId: string; orders: Array<{ id: string; status: OrderStatus }> },
): Promise<void> {
  const delivered = orders.filter((order) => order.status === 'delivered');
  for (const [index, plan] of PLAN.entries()) {
    const order = delivered[index];
    if (!order) return;
    const [event] = await db
      .select({ at: max(orderEvents.createdAt) })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, 'delivered')));
    if (!event?.at) continue;
    const writtenAt = new Date(event.at.getTime() + plan.writtenAfterDays * DAY);
    const repliedAt = plan.reply ? new Date(writtenAt.getTime() + plan.reply.afterDays * DAY) : null;
    await db.insert(reviews).values({
      orderId: order.id,
      buyerId,
      sellerId,
      overallRating: plan.ratings.overall,
      qualityRating: plan.ratings.quality,
      communicationRating: plan.ratings.communication,
      deliveryRating: plan.ratings.delivery,
      comment: plan.comment,
      reply: plan.reply?.text ?? null,
      repliedAt,
      replyUpdatedAt: repliedAt,
      createdAt: writtenAt,
      updatedAt: writtenAt,
    });
  }
}
