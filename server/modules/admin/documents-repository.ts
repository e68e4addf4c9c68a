// Sellers' documents as staff read them (with the seller, the file and the reviewer), a document's file,
// and the decision on a pending one: verified or rejected, audited and told to the seller in one transaction.
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import { adminMessages, adminNotificationTitles, type AdminDocument } from '../../../src/contract/admin';
import { REQUIRED_DOCUMENT_TYPES, type DocumentType } from '../../../src/contract/documents-constants';
import type { Database } from '../../db/client';
import { documents, files, users } from '../../db/schema';
import { notify } from '../../lib/notify';
import { outer } from '../../lib/outer-column';
import type { ScopedResource } from '../../lib/scoped-crud';
import { companyOf, iso, recordStaffAction, type StaffActor } from './common';
import { done, inTransaction, missing, refused, type Outcome } from '../../lib/outcomes';
import { isRequiredDocument } from './verification-checklist';

const reviewer = alias(users, 'reviewer');
// Another document of the seller, in a sub-select written out below (the alias alone renders only its name there).
const otherApproved = alias(documents, 'other_approved');

/**
 * Rejecting the document takes the seller's Verified badge, as decideDocument does: the seller is verified,
 * the document can still be rejected, is of a required kind, and no other document of its kind is approved.
 * The reject dialog warns with it before the click.
 */
const rejectingRemovesBadge = sql<boolean>`(${documents.status} <> 'rejected' and ${users.verificationStatus} = 'verified' and ${inArray(documents.type, [
  ...REQUIRED_DOCUMENT_TYPES,
])} and not exists (select 1 from ${documents} as ${sql.identifier('other_approved')} where ${otherApproved.ownerId} = ${outer(documents.ownerId)} and ${otherApproved.type} = ${outer(documents.type)} and ${otherApproved.status} = 'verified' and ${otherApproved.id} <> ${outer(documents.id)}))`.mapWith(
  Boolean,
);

const selection = {
  id: documents.id,
  ownerId: documents.ownerId,
  sellerName: users.name,
  sellerEmail: users.email,
  sellerCompany: companyOf(users),
  type: documents.type,
  title: documents.title,
  originalName: documents.originalName,
  fileId: documents.fileId,
  contentType: files.contentType,
  size: files.size,
  status: documents.status,
  reviewNote: documents.reviewNote,
  reviewedAt: documents.reviewedAt,
  reviewedById: documents.reviewedBy,
  reviewedByName: reviewer.name,
  rejectingRemovesBadge,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
};

/** Documents with their seller, file and reviewer; typed as `selection` reads them, whatever columns a page asks for. */
const withJoins = (db: Database, columns: SelectedFields) =>
  db
    .select(columns as typeof selection)
    .from(documents)
    .innerJoin(users, eq(users.id, documents.ownerId))
    .innerJoin(files, eq(files.id, documents.fileId))
    .leftJoin(reviewer, eq(reviewer.id, documents.reviewedBy))
    .$dynamic();

/** Documents with their seller, file and reviewer, filtered by `where`. */
export const documentRows = (db: Database, where: SQL | undefined) => withJoins(db, selection).where(where);

export type DocumentRow = Awaited<ReturnType<typeof withJoins>>[number];

export function toAdminDocument(row: DocumentRow): AdminDocument {
  return {
    id: row.id,
    seller: { id: row.ownerId, name: row.sellerName, email: row.sellerEmail, company: row.sellerCompany },
    type: row.type,
    title: row.title,
    original_name: row.originalName,
    content_type: row.contentType,
    size: row.size,
    status: row.status,
    review_note: row.reviewNote,
    reviewed_at: iso(row.reviewedAt),
    reviewed_by: row.reviewedById && row.reviewedByName ? { id: row.reviewedById, name: row.reviewedByName } : null,
    file_url: `/v1/admin/documents/${row.id}/file`,
    rejecting_removes_badge: row.rejectingRemovesBadge,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

type DocumentResource = ScopedResource<DocumentRow, AdminDocument, never, never>;

/** How the review queue (server/lib/scoped-crud/) reads its rows: every seller's documents. */
export const documentQueueRows: Pick<DocumentResource, 'table' | 'idColumn' | 'selection' | 'query' | 'toDto'> = {
  table: documents,
  idColumn: documents.id,
  selection,
  query: withJoins,
  toDto: toAdminDocument,
};

/** The stored bytes of a document's file. */
export async function documentFileData(db: Database, fileId: string) {
  const [file] = await db.select({ data: files.data }).from(files).where(eq(files.id, fileId)).limit(1);
  return file.data;
}

/** The documents' kinds as the seller's verification note names them. */
const DOCUMENT_NAMES: Record<DocumentType, string> = {
  registration_certificate: 'Registration certificate',
  tax_certificate: 'Tax certificate',
  owner_id: "Owner's ID",
  bank_letter: 'Bank letter',
  other: 'Document',
};

/**
 * Verifies or rejects a pending document, decided once (the row is locked while deciding); a verified
 * document may still be rejected later (found expired or forged). When that leaves a verified seller with
 * no approved document of a required kind, the seller goes back to 'pending' (the badge goes at once and
 * staff see the seller in their queue again) and is told why, in a notification and the verification note.
 */
export async function decideDocument(db: Database, actor: StaffActor, id: string, decision: 'verified' | 'rejected', note: string | null): Promise<Outcome> {
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(documents).where(eq(documents.id, id)).for('update');
    if (!current) return missing(adminMessages.documentNotFound);
    const revoking = decision === 'rejected' && current.status === 'verified';
    if (current.status !== 'pending' && !revoking) return refused(adminMessages.documentNotPending);
    const now = new Date();
    await tx.update(documents).set({ status: decision, reviewNote: note, reviewedAt: now, reviewedBy: actor.id, updatedAt: now }).where(eq(documents.id, id));
    await recordStaffAction(tx, actor, {
      action: decision === 'verified' ? 'document.verified' : 'document.rejected',
      subjectType: 'document',
      subjectId: id,
      before: { status: current.status, review_note: current.reviewNote },
      after: { status: decision, review_note: note },
      note,
    });
    const kind = decision === 'verified' ? 'document.verified' : 'document.rejected';
    const name = current.title ?? current.originalName;
    await notify(tx, current.ownerId, { kind, title: adminNotificationTitles[kind], body: note ? `${name}: ${note}` : name, link: '/documents' });
    if (decision === 'rejected' && isRequiredDocument(current.type)) await withdrawVerification(tx, actor, current.ownerId, current.type, note);
    return done;
  });
}

/** A verified seller left without an approved document of a required kind returns to 'pending', told why. */
async function withdrawVerification(tx: Database, actor: StaffActor, sellerId: string, type: DocumentType, note: string | null): Promise<void> {
  const [seller] = await tx.select().from(users).where(eq(users.id, sellerId)).for('update');
  if (!seller || seller.verificationStatus !== 'verified') return;
  const [stillApproved] = await tx
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.ownerId, sellerId), eq(documents.type, type), eq(documents.status, 'verified')))
    .limit(1);
  if (stillApproved) return;
  const why = `${DOCUMENT_NAMES[type]} was rejected${note ? `: ${note}` : ''}. Upload a new one; your Verified badge is hidden until staff check it.`;
  await tx
    .update(users)
    .set({ verificationStatus: 'pending', verificationNote: why, verificationGrant: null, updatedAt: new Date() })
    .where(eq(users.id, sellerId));
  await recordStaffAction(tx, actor, {
    action: 'seller.verification_changed',
    subjectType: 'seller',
    subjectId: sellerId,
    before: { verification_status: seller.verificationStatus, verification_note: seller.verificationNote },
    after: { verification_status: 'pending', verification_note: why },
    note: why,
  });
  await notify(tx, sellerId, {
    kind: 'seller.verification',
    title: adminNotificationTitles['seller.verification'],
    body: `Verification status: pending. ${why}`,
    link: '/documents',
  });
}
