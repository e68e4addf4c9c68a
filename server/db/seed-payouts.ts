// Demo payouts, on a timeline from the demo seller's deliveries (seed-money.ts records them): the older
// deliveries' funds released once their return window ended; a payout batch made by admin@, approved by
// reviewer@, sent and paid with the bank's reference; then a refund of a paid-out order (netted against
// the next payout); the newest delivery's funds released today; and a second batch that waits for
// approval by a second staff member.
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { orderEvents, orders, sellerLedgerEntries, users } from './schema';
import { orderSettlementFigures, releaseDueFunds, reverseOrderInLedger } from '../modules/money/ledger';
import { moneySettings } from '../modules/money/settings';
import { approveBatch, makeBatch, markBatchPaid, sendBatch } from '../modules/payouts/batches';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const staffId = async (db: Database, email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;

export async function seedDemoPayouts(db: Database, sellerId: string, now = new Date()): Promise<void> {
  const window = moneySettings().returnWindowDays * DAY;
  const deliveries = await db
    .select({ orderId: orders.id, at: orderEvents.createdAt })
    .from(orders)
    .innerJoin(orderEvents, and(eq(orderEvents.orderId, orders.id), eq(orderEvents.toStatus, 'delivered')))
    .where(eq(orders.sellerId, sellerId))
    .orderBy(desc(orderEvents.createdAt));
  if (deliveries.length < 2) return;
  const [newest, ...older] = deliveries;
  const admin = await staffId(db, 'admin@demo.test');
  const reviewer = await staffId(db, 'reviewer@demo.test');

  // The older deliveries' windows ended before the newest's: released, then paid out.
  const released = new Date(newest.at.getTime() + window - DAY);
  await releaseDueFunds(db, { now: released });
  const made = new Date(released.getTime() + 2 * HOUR);
  const paid = await makeBatch(db, { trigger: 'on_demand', createdBy: admin, now: made });
  if (paid) {
    await approveBatch(db, paid.id, reviewer, new Date(made.getTime() + HOUR));
    await sendBatch(db, paid.id, new Date(made.getTime() + DAY));
    await markBatchPaid(db, paid.id, 'UTR SBIN426331092817', new Date(made.getTime() + 2 * DAY));
  }

  // A paid-out order refunded afterwards (the smallest, so the newest sale still leaves money payable).
  const paidOut = await db
    .select({ orderId: sellerLedgerEntries.orderId })
    .from(sellerLedgerEntries)
    .where(and(eq(sellerLedgerEntries.sellerId, sellerId), eq(sellerLedgerEntries.type, 'release'), sql`${sellerLedgerEntries.orderId} is not null`));
  const candidates = older.filter((delivery) => paidOut.some((row) => row.orderId === delivery.orderId));
  const nets = await Promise.all(candidates.map(async (delivery) => ({ delivery, net: (await orderSettlementFigures(db, delivery.orderId))?.netMinor ?? 0 })));
  const refunded = nets.sort((a, b) => a.net - b.net)[0];
  if (refunded)
    await reverseOrderInLedger(
      db,
      refunded.delivery.orderId,
      'Refund: the buyer returned the goods, damaged in transit',
      admin,
      new Date(made.getTime() + 3 * DAY),
    );

  // Today: the newest delivery's funds released, and the next batch waiting for a second staff member.
  await releaseDueFunds(db, { now });
  await makeBatch(db, { trigger: 'on_demand', createdBy: admin, now: new Date(now.getTime() - HOUR) });
}
