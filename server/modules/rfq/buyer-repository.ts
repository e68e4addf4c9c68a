// The buyer's RFQs as it reads them (its list, one RFQ with every quote), and the frame of every change
// to one: a transaction with the RFQ locked. Every query is scoped to the caller as the RFQ's buyer, so
// another buyer's RFQ is not found.
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { rfqMessages, type BuyerRfq, type BuyerRfqSummary, type rfqBuyerQuerySchema } from '../../../src/contract/rfq';
import type { Database } from '../../db/client';
import { categories, rfqInvitations, rfqs, users } from '../../db/schema';
import { quotesOf } from './quote-reads';
import { attachmentsOf, linesOf } from './rfq-reads';
import { iso, lineCountSql, linesHeadSql, linesPreviewSql, rfqCommonColumns, rfqCommonDto, searchCondition } from './rfq-record';
import { rfqStatusSql, type RfqRow } from './status';
import { done, inTransaction, missing, type Outcome, type Refusal } from '../../lib/outcomes';
import { ownedOrShared, type BuyerScope } from '../company/access';

/** The buyer's RFQ, locked for the rest of the transaction when `lock`; undefined when it is not the caller's. */
export async function findBuyerRfq(db: Database, buyerId: string, rfqId: string, lock = false): Promise<RfqRow | undefined> {
  const query = db
    .select()
    .from(rfqs)
    .where(and(eq(rfqs.id, rfqId), eq(rfqs.buyerId, buyerId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * A change to the buyer's RFQ, made in one transaction with the RFQ locked (not found when it is not the
 * caller's); `change` answers a refusal, which rolls it back, or nothing.
 */
export function changeOwnRfq(
  db: Database,
  buyerId: string,
  rfqId: string,
  change: (tx: Database, rfq: RfqRow) => Promise<Refusal | undefined>,
): Promise<Outcome> {
  return inTransaction(db, async (tx) => {
    const rfq = await findBuyerRfq(tx, buyerId, rfqId, true);
    if (!rfq) return missing(rfqMessages.rfqNotFound);
    return (await change(tx, rfq)) ?? done;
  });
}

/**
 * The buyer's own rows, or, given the caller's scope, also the company's RFQs when the company role reads
 * them all (rfqs.read_all): reads only, every change stays with the RFQ's own buyer.
 */
const readableBy = (reader: string | BuyerScope) =>
  typeof reader === 'string' ? eq(rfqs.buyerId, reader) : ownedOrShared(reader, 'rfqs.read_all', rfqs.buyerId, rfqs.companyId);

/** The RFQ, its lines, files, invitations and every quote with its history; undefined when the reader does not reach it. */
export async function findBuyerRfqDetail(db: Database, reader: string | BuyerScope, rfqId: string): Promise<BuyerRfq | undefined> {
  const [row] = await db
    .select({
      ...rfqCommonColumns,
      paymentTerms: rfqs.paymentTerms,
      note: rfqs.note,
      closeReason: rfqs.closeReason,
      staffCloseKind: rfqs.staffCloseKind,
      closedAt: rfqs.closedAt,
      updatedAt: rfqs.updatedAt,
    })
    .from(rfqs)
    .innerJoin(categories, eq(categories.id, rfqs.categoryId))
    .where(and(eq(rfqs.id, rfqId), readableBy(reader)));
  if (!row) return undefined;
  const lines = (await linesOf(db, [rfqId])).get(rfqId) ?? [];
  // One after another: `db` may be a transaction, whose connection runs one statement at a time.
  const attachments = await attachmentsOf(db, rfqId);
  const invited = await db
    .select({
      id: users.id,
      name: sql<string>`coalesce(nullif(trim(${users.businessDetails}->>'business_name'), ''), ${users.name})`,
      country: sql<string | null>`nullif(trim(${users.businessDetails}->>'country'), '')`,
    })
    .from(rfqInvitations)
    .innerJoin(users, eq(users.id, rfqInvitations.sellerId))
    .where(eq(rfqInvitations.rfqId, rfqId))
    .orderBy(asc(rfqInvitations.createdAt));
  const quoteList = await quotesOf(db, rfqId, lines);
  return {
    ...rfqCommonDto(row),
    lines,
    payment_terms: row.paymentTerms,
    note: row.note,
    attachments: attachments.get(null) ?? [],
    invited,
    quotes: quoteList,
    close_reason: row.closeReason,
    staff_close_kind: row.staffCloseKind,
    closed_at: iso(row.closedAt),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** One page of the buyer's RFQs, newest first by default, and their total. */
export async function listBuyerRfqs(
  db: Database,
  reader: string | BuyerScope,
  query: z.output<typeof rfqBuyerQuerySchema>,
): Promise<{ rows: BuyerRfqSummary[]; total: number }> {
  const where = and(
    readableBy(reader),
    query.status ? sql`${rfqStatusSql} = ${query.status}` : undefined,
    query.q ? searchCondition(query.q) : undefined,
  ) as SQL;
  const column = { created_at: rfqs.createdAt, valid_until: rfqs.validUntil, quote_count: rfqs.quoteCount }[query.sort];
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ ...rfqCommonColumns, lineCount: lineCountSql, linesPreview: linesPreviewSql, linesHead: linesHeadSql, updatedAt: rfqs.updatedAt })
      .from(rfqs)
      .innerJoin(categories, eq(categories.id, rfqs.categoryId))
      .where(where)
      .orderBy(direction(column), direction(rfqs.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(rfqs).where(where),
  ]);
  const items: BuyerRfqSummary[] = rows.map((row) => ({
    ...rfqCommonDto(row),
    line_count: row.lineCount,
    lines_preview: row.linesPreview,
    lines_head: row.linesHead,
    updated_at: row.updatedAt.toISOString(),
  }));
  return { rows: items, total: Number(total) };
}
