// The RFQ sweep, run every minute by each API process (any of them may do it; every step is a guarded
// update, so two at once do the work once): stores the expiry that reads already show, warns buyers
// whose open RFQ closes within 24 hours (once), and sends each supplier at most one digest an hour of
// new open RFQs that match its products.
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { fillMessage } from '../../../src/contract/operations';
import { LIVE_QUOTE_STATUSES, RFQ_DIGEST_INTERVAL_MS, RFQ_EXPIRY_WARNING_MS, rfqNotificationTitles } from '../../../src/contract/rfq';
import { rowsOf, type Database } from '../../db/client';
import { products, quotes, rfqDigests, rfqs, users } from '../../db/schema';
import { notify } from '../../lib/notify';
import { matchedCategoriesOf } from './visibility';

export const SWEEP_INTERVAL_MS = 60_000;
/** A supplier's first digest covers RFQs opened this long before it. */
const FIRST_DIGEST_LOOKBACK_MS = 24 * 60 * 60 * 1000;

export interface SweepResult {
  expiredRfqs: number;
  expiredQuotes: number;
  warned: number;
  digests: number;
}

export async function sweepRfqs(db: Database, now = new Date()): Promise<SweepResult> {
  const expired = await db.transaction(async (tx) => {
    const rfqRows = await tx
      .update(rfqs)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(rfqs.status, 'open'), lte(rfqs.validUntil, now)))
      .returning({ id: rfqs.id });
    const rfqIds = rfqRows.map((row) => row.id);
    const quoteRows = await tx
      .update(quotes)
      .set({ status: 'expired', updatedAt: now })
      .where(
        and(
          inArray(quotes.status, [...LIVE_QUOTE_STATUSES]),
          rfqIds.length > 0
            ? sql`(${quotes.validUntil} <= ${now.toISOString()}::timestamptz or ${inArray(quotes.rfqId, rfqIds)})`
            : lte(quotes.validUntil, now),
        ),
      )
      .returning({ id: quotes.id });
    return { rfqs: rfqRows.length, quotes: quoteRows.length };
  });

  const warned = await db.transaction(async (tx) => {
    const closing = await tx
      .update(rfqs)
      .set({ expiryWarnedAt: now })
      .where(
        and(
          eq(rfqs.status, 'open'),
          isNull(rfqs.expiryWarnedAt),
          sql`${rfqs.validUntil} > ${now.toISOString()}::timestamptz`,
          lte(rfqs.validUntil, new Date(now.getTime() + RFQ_EXPIRY_WARNING_MS)),
        ),
      )
      .returning({ id: rfqs.id, buyerId: rfqs.buyerId, number: rfqs.number });
    for (const rfq of closing) {
      await notify(tx, rfq.buyerId, {
        kind: 'rfq.expiring',
        title: fillMessage(rfqNotificationTitles['rfq.expiring'], { number: rfq.number }),
        link: `/rfq/mine/${rfq.id}`,
      });
    }
    return closing.length;
  });

  const digests = await sendDigests(db, now);
  return { expiredRfqs: expired.rfqs, expiredQuotes: expired.quotes, warned, digests };
}

/**
 * One digest per supplier whose last one is an hour old (or who never had one), counting the open RFQs
 * for every matching supplier opened since the last digest covered. Invited RFQs are told one by one.
 */
async function sendDigests(db: Database, now: Date): Promise<number> {
  const dueBefore = new Date(now.getTime() - RFQ_DIGEST_INTERVAL_MS);
  const firstSince = new Date(now.getTime() - FIRST_DIGEST_LOOKBACK_MS);
  const due = rowsOf<{ seller_id: string; matches: number | string }>(
    await db.execute(sql`
      with suppliers as (
        select distinct p.seller_id from ${products} p join ${users} u on u.id = p.seller_id
        where p.status = 'published' and u.status = 'active' and 'seller' = any(u.roles)
      )
      select s.seller_id, (
        select count(*) from ${rfqs} r
        where r.status = 'open' and r.valid_until > ${now.toISOString()}::timestamptz and r.visibility = 'open' and r.buyer_id <> s.seller_id
          and r.opened_at > coalesce(d.covered_until, ${firstSince.toISOString()}::timestamptz)
          and r.category_id in ${matchedCategoriesOf(sql`s.seller_id`)}
      ) as matches
      from suppliers s left join ${rfqDigests} d on d.seller_id = s.seller_id
      where d.sent_at is null or d.sent_at <= ${dueBefore.toISOString()}::timestamptz`),
  ).filter((row) => Number(row.matches) > 0);
  let sent = 0;
  for (const row of due) {
    const count = Number(row.matches);
    await db.transaction(async (tx) => {
      // Claimed with the same condition it was found by: a second process finds it taken.
      const claimed = await tx
        .insert(rfqDigests)
        .values({ sellerId: row.seller_id, sentAt: now, coveredUntil: now })
        .onConflictDoUpdate({ target: rfqDigests.sellerId, set: { sentAt: now, coveredUntil: now }, setWhere: lte(rfqDigests.sentAt, dueBefore) })
        .returning({ sellerId: rfqDigests.sellerId });
      if (claimed.length === 0) return;
      const title = count === 1 ? rfqNotificationTitles['rfq.digest.one'] : fillMessage(rfqNotificationTitles['rfq.digest'], { count });
      await notify(tx, row.seller_id, { kind: 'rfq.digest', title, link: '/rfq-board' });
      sent += 1;
    });
  }
  return sent;
}

export function startRfqSweep(app: FastifyInstance): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepRfqs(app.db)
      .catch((error: unknown) => app.log.warn({ err: error }, 'RFQ sweep failed; it runs again in a minute'))
      .finally(() => {
        running = false;
      });
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));
}
