// The files of a buyer's own RFQ: attached and removed while it is a draft or open, each change in a
// transaction with the RFQ locked.
import { and, count, eq, sql } from 'drizzle-orm';
import { RFQ_ATTACHMENTS_MAX, rfqMessages } from '../../../src/contract/rfq';
import type { Database } from '../../db/client';
import { files, rfqAttachments, rfqs } from '../../db/schema';
import { insertFile, type UploadedFile } from '../../lib/uploads';
import { rfqStatusNow, type RfqRow } from './status';
import { missing, refused, type Refusal } from '../../lib/outcomes';
import { changeOwnRfq } from './buyer-repository';

/** An RFQ's own files change only while it is a draft or open. */
const attachmentsLockedRefusal = (rfq: RfqRow): Refusal | undefined => {
  const status = rfqStatusNow(rfq);
  return status !== 'draft' && status !== 'open' ? refused(rfqMessages.attachmentsLocked) : undefined;
};

/** Attaches the file to the buyer's draft or open RFQ, up to RFQ_ATTACHMENTS_MAX. */
export const addRfqAttachment = (db: Database, buyerId: string, rfqId: string, file: UploadedFile) =>
  changeOwnRfq(db, buyerId, rfqId, async (tx, rfq) => {
    const locked = attachmentsLockedRefusal(rfq);
    if (locked) return locked;
    const [{ held }] = await tx
      .select({ held: count() })
      .from(rfqAttachments)
      .where(and(eq(rfqAttachments.rfqId, rfq.id), sql`${rfqAttachments.quoteId} is null`));
    if (held >= RFQ_ATTACHMENTS_MAX) return refused(rfqMessages.tooManyAttachments, { file: rfqMessages.tooManyAttachments });
    const fileId = await insertFile(tx, buyerId, file);
    await tx.insert(rfqAttachments).values({ rfqId: rfq.id, fileId, originalName: file.originalName });
    await tx.update(rfqs).set({ updatedAt: new Date() }).where(eq(rfqs.id, rfq.id));
    return undefined;
  });

/** Removes an attachment of the buyer's draft or open RFQ, and its file. */
export const removeRfqAttachment = (db: Database, buyerId: string, rfqId: string, attachmentId: string) =>
  changeOwnRfq(db, buyerId, rfqId, async (tx, rfq) => {
    const [attachment] = await tx
      .select({ id: rfqAttachments.id, fileId: rfqAttachments.fileId })
      .from(rfqAttachments)
      .where(and(eq(rfqAttachments.id, attachmentId), eq(rfqAttachments.rfqId, rfq.id), sql`${rfqAttachments.quoteId} is null`));
    if (!attachment) return missing(rfqMessages.attachmentNotFound);
    const locked = attachmentsLockedRefusal(rfq);
    if (locked) return locked;
    await tx.delete(rfqAttachments).where(eq(rfqAttachments.id, attachment.id));
    await tx.delete(files).where(eq(files.id, attachment.fileId));
    return undefined;
  });
