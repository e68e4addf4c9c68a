// An RFQ's lines and attachments (its own or its quotes'), read for many at once into the contract's
// answers.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { RfqAttachment, RfqLine } from '../../../src/contract/rfq';
import type { Database } from '../../db/client';
import { files, rfqAttachments, rfqLines } from '../../db/schema';

/** A line of an RFQ as the contract gives it. */
export function rfqLineOf(row: typeof rfqLines.$inferSelect): RfqLine {
  return {
    id: row.id,
    position: row.position,
    product_id: row.productId,
    name: row.name,
    quantity: row.quantity,
    unit: row.unit,
    target_unit_price_minor: row.targetUnitPriceMinor,
    specifications: row.specifications,
  };
}

export async function linesOf(db: Database, rfqIds: string[]): Promise<Map<string, RfqLine[]>> {
  const byRfq = new Map<string, RfqLine[]>();
  if (rfqIds.length === 0) return byRfq;
  const rows = await db.select().from(rfqLines).where(inArray(rfqLines.rfqId, rfqIds)).orderBy(asc(rfqLines.rfqId), asc(rfqLines.position));
  for (const row of rows) {
    const list = byRfq.get(row.rfqId) ?? [];
    list.push(rfqLineOf(row));
    byRfq.set(row.rfqId, list);
  }
  return byRfq;
}

export const attachmentUrl = (id: string) => `/v1/rfq-attachments/${id}`;

/** Attachments of the RFQ itself (quoteId undefined) or of the given quotes. */
export async function attachmentsOf(db: Database, rfqId: string, quoteIds?: string[]): Promise<Map<string | null, RfqAttachment[]>> {
  const where =
    quoteIds === undefined
      ? and(eq(rfqAttachments.rfqId, rfqId), isNull(rfqAttachments.quoteId))
      : quoteIds.length === 0
        ? sql`false`
        : and(eq(rfqAttachments.rfqId, rfqId), inArray(rfqAttachments.quoteId, quoteIds));
  const rows = await db
    .select({
      id: rfqAttachments.id,
      quoteId: rfqAttachments.quoteId,
      name: rfqAttachments.originalName,
      contentType: files.contentType,
      size: files.size,
      createdAt: rfqAttachments.createdAt,
    })
    .from(rfqAttachments)
    .innerJoin(files, eq(files.id, rfqAttachments.fileId))
    .where(where)
    .orderBy(asc(rfqAttachments.createdAt), asc(rfqAttachments.id));
  const byOwner = new Map<string | null, RfqAttachment[]>();
  for (const row of rows) {
    const list = byOwner.get(row.quoteId) ?? [];
    list.push({
      id: row.id,
      name: row.name,
      content_type: row.contentType,
      size: row.size,
      url: attachmentUrl(row.id),
      created_at: row.createdAt.toISOString(),
    });
    byOwner.set(row.quoteId, list);
  }
  return byOwner;
}
