// Quote conversations (chat kind 'quote'): one thread per quote between the RFQ's buyer and the quote's
// supplier, with the RFQ and the quote on its context card. Until the buyer writes in it (or accepts),
// the supplier sees the buyer only as "Buyer from <country>": the chat reads these helpers.
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { QuoteContext } from '../../../src/contract/rfq';
import type { Database } from '../../db/client';
import { conversations, quotes, rfqs } from '../../db/schema';
import { quoteStatusOf, rfqStatusSql } from './status';

/** The parties and subject of a quote's thread, when the caller is one of them; undefined otherwise. */
export async function quoteThreadOf(
  db: Database,
  callerId: string,
  quoteId: string,
  /** The caller's company, when their role reads every company RFQ: its RFQs' quote threads are reached too. */
  companyId: string | null = null,
): Promise<{ customerId: string; supplierId: string; subject: string } | undefined> {
  const [row] = await db
    .select({ buyerId: rfqs.buyerId, sellerId: quotes.sellerId, number: rfqs.number, title: rfqs.title })
    .from(quotes)
    .innerJoin(rfqs, eq(rfqs.id, quotes.rfqId))
    .where(and(eq(quotes.id, quoteId), or(eq(rfqs.buyerId, callerId), eq(quotes.sellerId, callerId), companyId ? eq(rfqs.companyId, companyId) : undefined)));
  if (!row) return undefined;
  return { customerId: row.buyerId, supplierId: row.sellerId, subject: `Quote for ${row.number}: ${row.title}` };
}

/** The context card of a quote thread: the RFQ and the quote as they read now. */
export async function quoteContextOf(db: Database, quoteId: string): Promise<QuoteContext | null> {
  const [row] = await db
    .select({
      rfqId: rfqs.id,
      number: rfqs.number,
      title: rfqs.title,
      rfqStatus: rfqStatusSql,
      quoteId: quotes.id,
      quoteStatus: quoteStatusOf(quotes),
      version: quotes.version,
      currency: quotes.currency,
      totalMinor: quotes.totalMinor,
      validUntil: quotes.validUntil,
    })
    .from(quotes)
    .innerJoin(rfqs, eq(rfqs.id, quotes.rfqId))
    .where(eq(quotes.id, quoteId));
  if (!row) return null;
  return {
    rfq: { id: row.rfqId, number: row.number, title: row.title, status: row.rfqStatus },
    quote: {
      id: row.quoteId,
      status: row.quoteStatus,
      version: row.version,
      currency: row.currency,
      total_minor: row.totalMinor,
      valid_until: row.validUntil.toISOString(),
    },
  };
}

/**
 * True for the supplier of a quote thread whose buyer has not yet written in it nor accepted: the
 * conversation's counterpart and member names are then replaced by the buyer's country.
 */
export function buyerHiddenFor(callerId: string): SQL<boolean> {
  return sql<boolean>`(${conversations.kind} = 'quote' and ${conversations.supplierId} = ${callerId} and exists (select 1 from ${quotes} q where q.id = ${conversations.quoteId} and q.buyer_revealed_at is null))`;
}

/** The buyer's country on a quote thread (null on other threads). */
export const quoteBuyerCountrySql = sql<
  string | null
>`(select r.buyer_country from ${quotes} q join ${rfqs} r on r.id = q.rfq_id where q.id = ${conversations.quoteId})`;

/** The buyer writing in its quote's thread reveals itself to that supplier. */
export async function revealBuyerOnReply(
  tx: Database,
  conversation: { kind: string; quoteId: string | null; customerId: string },
  senderId: string,
): Promise<void> {
  if (conversation.kind !== 'quote' || !conversation.quoteId || senderId !== conversation.customerId) return;
  await tx
    .update(quotes)
    .set({ buyerRevealedAt: new Date() })
    .where(and(eq(quotes.id, conversation.quoteId), isNull(quotes.buyerRevealedAt)));
}
