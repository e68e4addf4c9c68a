// The buyer's decisions: ending its RFQ (close or cancel) and deciding on quotes (shortlist, decline;
// accepting is in accept.ts, which shares the rules here). Each supplier concerned is told in the same
// transaction.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fillMessage } from '../../../src/contract/operations';
import { LIVE_QUOTE_STATUSES, rfqMessages, rfqNotificationTitles, type QuoteStatus, type RfqStatus } from '../../../src/contract/rfq';
import type { Database } from '../../db/client';
import { quotes, rfqs } from '../../db/schema';
import { notify } from '../../lib/notify';
import { notOpenRefusal, quoteStatusNow, rfqStatusNow, type QuoteRow, type RfqRow } from './status';
import { missing, refused, type Refusal } from '../../lib/outcomes';
import { changeOwnRfq } from './buyer-repository';

/**
 * Declines the RFQ's live quotes (not yet past their own validity) with `reason`, and tells each
 * supplier. Used when the buyer closes or cancels the RFQ, accepts a quote and is done, or staff close it.
 */
export async function declineLiveQuotes(tx: Database, rfq: Pick<RfqRow, 'id' | 'number'>, reason: string, exceptQuoteId?: string): Promise<void> {
  const declined = await tx
    .update(quotes)
    .set({ status: 'declined', declineReason: reason, decidedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(quotes.rfqId, rfq.id),
        inArray(quotes.status, [...LIVE_QUOTE_STATUSES]),
        sql`${quotes.validUntil} > now()`,
        exceptQuoteId ? sql`${quotes.id} <> ${exceptQuoteId}` : undefined,
      ),
    )
    .returning({ id: quotes.id, sellerId: quotes.sellerId });
  for (const quote of declined) {
    await notify(tx, quote.sellerId, {
      kind: 'rfq.quote_declined',
      title: fillMessage(rfqNotificationTitles['rfq.quote_declined'], { number: rfq.number }),
      body: reason,
      link: `/quotes/${quote.id}`,
    });
  }
}

/**
 * Ends the buyer's RFQ: close (open → closed) or cancel (draft or open → cancelled), with the buyer's
 * reason if it gave one; the live quotes are declined and their suppliers told.
 */
export const endRfq = (db: Database, buyerId: string, rfqId: string, to: Extract<RfqStatus, 'closed' | 'cancelled'>, reason: string | null) =>
  changeOwnRfq(db, buyerId, rfqId, async (tx, rfq) => {
    let notOpen: Refusal | undefined;
    if (to === 'closed') notOpen = notOpenRefusal(rfq, rfqMessages.onlyOpenClose);
    else if (rfq.status !== 'draft') notOpen = notOpenRefusal(rfq, rfqMessages.notOpenOrDraft);
    if (notOpen) return notOpen;
    const now = new Date();
    await tx.update(rfqs).set({ status: to, closedAt: now, closeReason: reason, updatedAt: now }).where(eq(rfqs.id, rfq.id));
    const base = to === 'closed' ? rfqMessages.declinedRfqClosed : rfqMessages.declinedRfqCancelled;
    await declineLiveQuotes(tx, rfq, reason ? `${base}: ${reason}` : base);
    return undefined;
  });

/** Why the RFQ takes no decisions on its quotes now; it takes them open, or awarded (other lines may go to other suppliers). */
export function decisionsRefusal(rfq: RfqRow): Refusal | undefined {
  const status = rfqStatusNow(rfq);
  if (status === 'expired') return refused(rfqMessages.expired);
  if (status !== 'open' && status !== 'awarded') return refused(rfqMessages.rfqNotAcceptingDecisions);
  return undefined;
}

/** The quote of the buyer's RFQ, locked for the transaction unless `lock` is false; undefined when it is not on that RFQ. */
export async function lockRfqQuote(tx: Database, rfqId: string, quoteId: string, lock = true): Promise<QuoteRow | undefined> {
  const query = tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.rfqId, rfqId)));
  const [quote] = lock ? await query.for('update') : await query;
  return quote;
}

/** Why a quote that is not live (as it reads now) cannot be decided on. */
export function notActionableRefusal(status: string): Refusal {
  if (status === 'expired') return refused(rfqMessages.quoteExpired);
  if (status === 'withdrawn') return refused(rfqMessages.quoteWithdrawn);
  if (status === 'accepted') return refused(rfqMessages.quoteAlreadyAccepted);
  return refused(rfqMessages.quoteNotActionable);
}

/** The quote of the buyer's RFQ, locked, and its status now, while the RFQ takes decisions. */
async function lockDecidableQuote(tx: Database, rfq: RfqRow, quoteId: string): Promise<{ quote: QuoteRow; status: QuoteStatus } | Refusal> {
  const quote = await lockRfqQuote(tx, rfq.id, quoteId);
  if (!quote) return missing(rfqMessages.quoteNotFound);
  const closed = decisionsRefusal(rfq);
  if (closed) return closed;
  return { quote, status: quoteStatusNow(quote, rfq) };
}

/** Shortlists a submitted or revised quote of the buyer's RFQ; its supplier is told. */
export const shortlistQuote = (db: Database, buyerId: string, rfqId: string, quoteId: string) =>
  changeOwnRfq(db, buyerId, rfqId, async (tx, rfq) => {
    const found = await lockDecidableQuote(tx, rfq, quoteId);
    if ('kind' in found) return found;
    const { quote, status } = found;
    if (status === 'shortlisted') return refused(rfqMessages.alreadyShortlisted);
    if (status !== 'submitted' && status !== 'revised') return notActionableRefusal(status);
    await tx.update(quotes).set({ status: 'shortlisted', updatedAt: new Date() }).where(eq(quotes.id, quote.id));
    await notify(tx, quote.sellerId, {
      kind: 'rfq.quote_shortlisted',
      title: fillMessage(rfqNotificationTitles['rfq.quote_shortlisted'], { number: rfq.number }),
      link: `/quotes/${quote.id}`,
    });
    return undefined;
  });

/** Declines a live quote of the buyer's RFQ with a reason its supplier is told. */
export const declineQuote = (db: Database, buyerId: string, rfqId: string, quoteId: string, reason: string) =>
  changeOwnRfq(db, buyerId, rfqId, async (tx, rfq) => {
    const found = await lockDecidableQuote(tx, rfq, quoteId);
    if ('kind' in found) return found;
    const { quote, status } = found;
    if (status !== 'submitted' && status !== 'revised' && status !== 'shortlisted') return notActionableRefusal(status);
    const now = new Date();
    await tx.update(quotes).set({ status: 'declined', declineReason: reason, decidedAt: now, updatedAt: now }).where(eq(quotes.id, quote.id));
    await notify(tx, quote.sellerId, {
      kind: 'rfq.quote_declined',
      title: fillMessage(rfqNotificationTitles['rfq.quote_declined'], { number: rfq.number }),
      body: reason,
      link: `/quotes/${quote.id}`,
    });
    return undefined;
  });
