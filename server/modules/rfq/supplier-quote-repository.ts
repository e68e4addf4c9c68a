// The supplier's own quotes: its list, one quote with its history and its RFQ, and the changes that keep
// a quote's content (withdraw, attach and remove files). Another supplier's quote is not found.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  isLiveQuote,
  LIVE_QUOTE_STATUSES,
  QUOTE_ATTACHMENTS_MAX,
  rfqMessages,
  type quoteListQuerySchema,
  type SupplierQuote,
  type SupplierQuoteSummary,
} from '../../../src/contract/rfq';
import type { Database } from '../../db/client';
import { files, orders, quotes, rfqAttachments, rfqs } from '../../db/schema';
import { containsPattern } from '../../lib/like';
import { insertFile, type UploadedFile } from '../../lib/uploads';
import { sortLinesForVersion, versionsOf } from './quote-reads';
import { attachmentsOf } from './rfq-reads';
import { rfqCommonColumns, searchCondition } from './rfq-record';
import { quoteStatusNow, quoteStatusOf, type QuoteRow, type RfqRow } from './status';
import { done, inTransaction, missing, refused, type Outcome } from '../../lib/outcomes';
import { findSupplierRfq } from './supplier-board-repository';

const quoteSummaryColumns = {
  id: quotes.id,
  status: quoteStatusOf(quotes),
  version: quotes.version,
  rfqId: rfqs.id,
  rfqNumber: rfqs.number,
  rfqTitle: rfqs.title,
  rfqStatus: rfqCommonColumns.status,
  rfqBuyerCountry: rfqs.buyerCountry,
  currency: quotes.currency,
  totalMinor: quotes.totalMinor,
  validUntil: quotes.validUntil,
  declineReason: quotes.declineReason,
  orderId: quotes.orderId,
  createdAt: quotes.createdAt,
  updatedAt: quotes.updatedAt,
};
type QuoteSummaryRow = Awaited<ReturnType<ReturnType<typeof quoteSummaryQuery>['execute']>>[number];
function quoteSummaryQuery(db: Database) {
  return db.select(quoteSummaryColumns).from(quotes).innerJoin(rfqs, eq(rfqs.id, quotes.rfqId)).$dynamic();
}

function quoteSummaryDto(row: QuoteSummaryRow): SupplierQuoteSummary {
  return {
    id: row.id,
    status: row.status,
    version: row.version,
    rfq: { id: row.rfqId, number: row.rfqNumber, title: row.rfqTitle, status: row.rfqStatus, buyer_country: row.rfqBuyerCountry },
    currency: row.currency,
    total_minor: row.totalMinor,
    valid_until: row.validUntil.toISOString(),
    submitted_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One page of the supplier's quotes, latest change first by default, and their total. */
export async function listSupplierQuotes(
  db: Database,
  sellerId: string,
  query: z.output<typeof quoteListQuerySchema>,
): Promise<{ rows: SupplierQuoteSummary[]; total: number }> {
  const where = and(
    eq(quotes.sellerId, sellerId),
    query.status ? sql`${quoteStatusOf(quotes)} = ${query.status}` : undefined,
    query.q ? sql`(${rfqs.number} ilike ${containsPattern(query.q)} or ${searchCondition(query.q)})` : undefined,
  );
  const column = { updated_at: quotes.updatedAt, valid_until: quotes.validUntil }[query.sort];
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    quoteSummaryQuery(db)
      .where(where)
      .orderBy(direction(column), direction(quotes.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(quotes).innerJoin(rfqs, eq(rfqs.id, quotes.rfqId)).where(where),
  ]);
  return { rows: rows.map(quoteSummaryDto), total: Number(total) };
}

/** The supplier's own quote with its versions, files, order and RFQ; another supplier's is not found. */
export async function findSupplierQuote(db: Database, sellerId: string, quoteId: string, defaultAllowance: number): Promise<Outcome<{ quote: SupplierQuote }>> {
  const [row] = await quoteSummaryQuery(db)
    .where(and(eq(quotes.id, quoteId), eq(quotes.sellerId, sellerId)))
    .limit(1);
  if (!row) return missing(rfqMessages.quoteNotFound);
  const rfqDetail = await findSupplierRfq(db, sellerId, row.rfqId, defaultAllowance);
  if (!rfqDetail) return missing(rfqMessages.rfqNotFound);
  const versions = await versionsOf(db, [quoteId]);
  const attachments = await attachmentsOf(db, row.rfqId, [quoteId]);
  const order = row.orderId ? await db.select({ id: orders.id, number: orders.number }).from(orders).where(eq(orders.id, row.orderId)) : [];
  const [latest, ...history] = (versions.get(quoteId) ?? []).map((version) => sortLinesForVersion(version, rfqDetail.lines));
  const quote: SupplierQuote = {
    ...quoteSummaryDto(row),
    latest,
    history,
    attachments: attachments.get(quoteId) ?? [],
    decline_reason: row.declineReason,
    order: order[0] ?? null,
    rfq_detail: rfqDetail,
  };
  return { kind: 'ok', quote };
}

/** Whether the quote is the supplier's: checked before a file is read for it. */
export async function ownsQuote(db: Database, sellerId: string, quoteId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.sellerId, sellerId)));
  return found !== undefined;
}

/** The RFQ locked for the change. */
export async function lockRfq(tx: Database, rfqId: string): Promise<RfqRow | undefined> {
  const [rfq] = await tx.select().from(rfqs).where(eq(rfqs.id, rfqId)).for('update');
  return rfq;
}

/** The supplier's quote with its RFQ, both locked (RFQ first, as every writer takes them); undefined when it is not the caller's. */
export async function lockOwnQuote(tx: Database, sellerId: string, quoteId: string): Promise<{ quote: QuoteRow; rfq: RfqRow } | undefined> {
  const [found] = await tx
    .select({ rfqId: quotes.rfqId })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.sellerId, sellerId)));
  if (!found) return undefined;
  const rfq = await lockRfq(tx, found.rfqId);
  const [quote] = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.sellerId, sellerId)))
    .for('update');
  if (!rfq || !quote) return undefined;
  return { quote, rfq };
}

/** Withdraws the supplier's live quote: its place on the RFQ is freed. */
export function withdrawQuote(db: Database, sellerId: string, quoteId: string): Promise<Outcome> {
  return inTransaction(db, async (tx) => {
    const locked = await lockOwnQuote(tx, sellerId, quoteId);
    if (!locked) return missing(rfqMessages.quoteNotFound);
    const { quote, rfq } = locked;
    const status = quoteStatusNow(quote, rfq);
    if (!(LIVE_QUOTE_STATUSES as readonly string[]).includes(status)) return refused(rfqMessages.quoteNotLive);
    const now = new Date();
    await tx.update(quotes).set({ status: 'withdrawn', decidedAt: now, updatedAt: now }).where(eq(quotes.id, quote.id));
    await tx
      .update(rfqs)
      .set({ quoteCount: sql`${rfqs.quoteCount} - 1`, updatedAt: now })
      .where(eq(rfqs.id, rfq.id));
    return done;
  });
}

/** Attaches the file to the supplier's live quote, up to QUOTE_ATTACHMENTS_MAX. */
export function addQuoteAttachment(db: Database, sellerId: string, quoteId: string, file: UploadedFile): Promise<Outcome> {
  return inTransaction(db, async (tx) => {
    const locked = await lockOwnQuote(tx, sellerId, quoteId);
    if (!locked) return missing(rfqMessages.quoteNotFound);
    const { quote, rfq } = locked;
    if (!isLiveQuote(quoteStatusNow(quote, rfq))) return refused(rfqMessages.quoteNotLive);
    const [{ held }] = await tx.select({ held: count() }).from(rfqAttachments).where(eq(rfqAttachments.quoteId, quote.id));
    if (held >= QUOTE_ATTACHMENTS_MAX) return refused(rfqMessages.tooManyAttachments, { file: rfqMessages.tooManyAttachments });
    const fileId = await insertFile(tx, sellerId, file);
    await tx.insert(rfqAttachments).values({ rfqId: rfq.id, quoteId: quote.id, fileId, originalName: file.originalName });
    return done;
  });
}

/** Removes an attachment of the supplier's live quote, and its file. */
export function removeQuoteAttachment(db: Database, sellerId: string, quoteId: string, attachmentId: string): Promise<Outcome> {
  return inTransaction(db, async (tx) => {
    const locked = await lockOwnQuote(tx, sellerId, quoteId);
    if (!locked) return missing(rfqMessages.quoteNotFound);
    const { quote, rfq } = locked;
    const [attachment] = await tx
      .select({ id: rfqAttachments.id, fileId: rfqAttachments.fileId })
      .from(rfqAttachments)
      .where(and(eq(rfqAttachments.id, attachmentId), eq(rfqAttachments.quoteId, quote.id)));
    if (!attachment) return missing(rfqMessages.attachmentNotFound);
    if (!isLiveQuote(quoteStatusNow(quote, rfq))) return refused(rfqMessages.quoteNotLive);
    await tx.delete(rfqAttachments).where(eq(rfqAttachments.id, attachment.id));
    await tx.delete(files).where(eq(files.id, attachment.fileId));
    return done;
  });
}
