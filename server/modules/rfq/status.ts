// An RFQ's and a quote's state as it reads now: expiry holds on every read, before any sweep stores it,
// in SQL and in code, and why an RFQ that must be open is refused.
import { sql, type AnyColumn } from 'drizzle-orm';
import { isLiveQuote, rfqMessages, type QuoteStatus, type RfqStatus } from '../../../src/contract/rfq';
import { quotes, rfqs } from '../../db/schema';
// Outcomes (server/lib/outcomes.ts): the repositories say why they refuse, the routes choose the answer
import { refused, type Refusal } from '../../lib/outcomes';

export type RfqRow = typeof rfqs.$inferSelect;
export type QuoteRow = typeof quotes.$inferSelect;

/** An open RFQ whose valid-until has passed reads as expired, whether or not the sweep stored it. */
export const rfqStatusSql = sql<RfqStatus>`(case when ${rfqs.status} = 'open' and ${rfqs.validUntil} <= now() then 'expired' else ${rfqs.status} end)`;
/** Open and not past its valid-until: takes quotes. */
export const rfqOpenSql = sql`(${rfqs.status} = 'open' and ${rfqs.validUntil} > now())`;
/** A live quote past its own valid-until, or of an expired RFQ, reads as expired. Needs `rfqs` joined. */
export const quoteStatusOf = (quote: { status: AnyColumn; validUntil: AnyColumn }) =>
  sql<QuoteStatus>`(case when ${quote.status} in ('submitted', 'revised', 'shortlisted') and (${quote.validUntil} <= now() or ${rfqs.status} = 'expired' or (${rfqs.status} = 'open' and ${rfqs.validUntil} <= now())) then 'expired' else ${quote.status} end)`;
export const quoteStatusSql = quoteStatusOf(quotes);

export function rfqStatusNow(rfq: Pick<RfqRow, 'status' | 'validUntil'>, now = new Date()): RfqStatus {
  return rfq.status === 'open' && rfq.validUntil <= now ? 'expired' : rfq.status;
}
export function quoteStatusNow(quote: Pick<QuoteRow, 'status' | 'validUntil'>, rfq: Pick<RfqRow, 'status' | 'validUntil'>, now = new Date()): QuoteStatus {
  if (!isLiveQuote(quote.status)) return quote.status;
  return quote.validUntil <= now || rfqStatusNow(rfq, now) === 'expired' ? 'expired' : quote.status;
}

/** Why an RFQ that must be open now is refused: an expired one says so, any other state `message`. */
export function notOpenRefusal(rfq: Pick<RfqRow, 'status' | 'validUntil'>, message: string = rfqMessages.notOpen): Refusal | undefined {
  const status = rfqStatusNow(rfq);
  if (status === 'expired') return refused(rfqMessages.expired);
  if (status !== 'open') return refused(message);
  return undefined;
}
