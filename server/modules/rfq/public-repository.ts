// The public RFQ board as stored: open RFQs of open visibility, anonymised and without notes,
// specifications, target prices or attachments; and an RFQ's or quote's attachment for its parties only.
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { DOCUMENT_CONTENT_TYPES, type DocumentContentType } from '../../../src/contract/documents';
import type { PublicRfq, rfqBoardQuerySchema } from '../../../src/contract/rfq';
import type { Database } from '../../db/client';
import { categories, files, quotes, rfqAttachments, rfqs } from '../../db/schema';
import { linesOf } from './rfq-reads';
import { rfqCommonColumns, rfqCommonDto, type RfqCommonRow } from './rfq-record';
import { rfqOpenSql } from './status';
import { buyerUser, buyerVerifiedSql, visibleToSupplier } from './visibility';
import { boardFilters, boardSortColumns } from './supplier';

const publicScope = and(rfqOpenSql, eq(rfqs.visibility, 'open')) as SQL;

function publicQuery(db: Database) {
  return db
    .select({ ...rfqCommonColumns, buyerCountry: rfqs.buyerCountry, buyerVerified: buyerVerifiedSql(buyerUser) })
    .from(rfqs)
    .innerJoin(categories, eq(categories.id, rfqs.categoryId))
    .innerJoin(buyerUser, eq(buyerUser.id, rfqs.buyerId))
    .$dynamic();
}
type PublicRow = Awaited<ReturnType<ReturnType<typeof publicQuery>['execute']>>[number];

async function toPublic(db: Database, rows: PublicRow[]): Promise<PublicRfq[]> {
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...rfqCommonDto(row as RfqCommonRow),
    lines: (lines.get(row.id) ?? []).map((line) => ({ name: line.name, quantity: line.quantity, unit: line.unit })),
    buyer: { country: row.buyerCountry, verified: Boolean(row.buyerVerified) },
  }));
}

/** One page of the public board, filtered and sorted as the supplier's board is, and its total. */
export async function listPublicRfqs(db: Database, query: z.output<typeof rfqBoardQuerySchema>): Promise<{ rows: PublicRfq[]; total: number }> {
  const where = and(publicScope, ...boardFilters(query));
  const direction = query.order === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    publicQuery(db)
      .where(where)
      .orderBy(direction(boardSortColumns[query.sort]), direction(rfqs.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(rfqs).where(where),
  ]);
  return { rows: await toPublic(db, rows), total: Number(total) };
}

/** One RFQ of the public board; null when it is not there (or not open, or not of open visibility). */
export async function findPublicRfq(db: Database, id: string): Promise<PublicRfq | null> {
  const rows = await publicQuery(db)
    .where(and(publicScope, eq(rfqs.id, id)))
    .limit(1);
  if (rows.length === 0) return null;
  return (await toPublic(db, rows))[0];
}

function storedType(value: string): DocumentContentType {
  const known = DOCUMENT_CONTENT_TYPES.find((type) => type === value);
  if (!known) throw new Error(`attachment with unexpected type ${value}`);
  return known;
}

/**
 * The attachment with its bytes, for the RFQ's buyer; for an RFQ's own attachment, a supplier who sees
 * the RFQ; for a quote's, its supplier. Null for anyone else, as for an attachment that is not there.
 */
export async function findAttachmentFor(
  db: Database,
  userId: string,
  attachmentId: string,
): Promise<{ data: Buffer; contentType: DocumentContentType; name: string } | null> {
  const [row] = await db
    .select({
      rfqId: rfqAttachments.rfqId,
      quoteId: rfqAttachments.quoteId,
      name: rfqAttachments.originalName,
      buyerId: rfqs.buyerId,
      quoteSellerId: quotes.sellerId,
      data: files.data,
      contentType: files.contentType,
    })
    .from(rfqAttachments)
    .innerJoin(rfqs, eq(rfqs.id, rfqAttachments.rfqId))
    .innerJoin(files, eq(files.id, rfqAttachments.fileId))
    .leftJoin(quotes, eq(quotes.id, rfqAttachments.quoteId))
    .where(eq(rfqAttachments.id, attachmentId));
  if (!row) return null;
  let allowed = row.buyerId === userId || (row.quoteId !== null && row.quoteSellerId === userId);
  if (!allowed && row.quoteId === null) {
    const [seen] = await db
      .select({ id: rfqs.id })
      .from(rfqs)
      .where(and(eq(rfqs.id, row.rfqId), visibleToSupplier(userId)));
    allowed = seen !== undefined;
  }
  if (!allowed) return null;
  return { data: row.data, contentType: storedType(row.contentType), name: row.name };
}
