// A seller's business documents: the rows the scoped CRUD reads (each joined with its file), and the
// writes that touch the file too: upload, replace and delete, each in one transaction.
import { and, count, eq } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AuditActorRole } from '../../../src/contract/admin';
import {
  DOCUMENT_CONTENT_TYPES,
  MAX_DOCUMENTS_PER_SELLER,
  type DocumentContentType,
  type documentFieldsSchema,
  type DocumentRecord,
  type DocumentStatus,
  type DocumentType,
} from '../../../src/contract/documents';
import type { Database } from '../../db/client';
import { documents, files } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { ScopedResource } from '../../lib/scoped-crud';
import { insertFile, type UploadedFile } from '../../lib/uploads';

const selection = {
  id: documents.id,
  type: documents.type,
  title: documents.title,
  originalName: documents.originalName,
  fileId: documents.fileId,
  contentType: files.contentType,
  size: files.size,
  status: documents.status,
  reviewNote: documents.reviewNote,
  reviewedAt: documents.reviewedAt,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
};

// A type, not an interface: the scoped CRUD takes rows as plain records.
export type DocumentRow = {
  id: string;
  type: DocumentType;
  title: string | null;
  originalName: string;
  fileId: string;
  contentType: string;
  size: number;
  status: DocumentStatus;
  reviewNote: string | null;
  reviewedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};

/** Stored types come only from the upload's sniff; anything else means the row was written by hand. */
export function documentContentType(value: string): DocumentContentType {
  const known = DOCUMENT_CONTENT_TYPES.find((type) => type === value);
  if (!known) throw new Error(`document file with unexpected type ${value}`);
  return known;
}

export function toDocument(row: DocumentRow): DocumentRecord {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    original_name: row.originalName,
    content_type: documentContentType(row.contentType),
    size: row.size,
    status: row.status,
    review_note: row.reviewNote,
    reviewed_at: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const documentsWithFile = (db: Database, columns: SelectedFields) =>
  db.select(columns).from(documents).innerJoin(files, eq(files.id, documents.fileId)).$dynamic();

/** How the seller's document list (server/lib/scoped-crud/) reads its rows: scoped to the seller's own documents. */
export const documentRows: Pick<
  ScopedResource<DocumentRow, DocumentRecord, never, never>,
  'table' | 'idColumn' | 'ownerColumn' | 'ownerKey' | 'selection' | 'query' | 'toDto'
> = {
  table: documents,
  idColumn: documents.id,
  ownerColumn: documents.ownerId,
  ownerKey: 'ownerId',
  selection,
  query: documentsWithFile,
  toDto: toDocument,
};

/** One of the owner's documents, read as the scoped CRUD reads it, in the caller's transaction. */
async function ownDocument(db: Database, ownerId: string, id: string): Promise<DocumentRow | undefined> {
  const [row] = (await documentsWithFile(db, selection)
    .where(and(eq(documents.id, id), eq(documents.ownerId, ownerId)))
    .limit(1)) as unknown as DocumentRow[];
  return row;
}

/** Why a change of a document is refused: none of the owner's, or reviewed already (a record of what staff saw). */
export type DocumentRefusal = { kind: 'not-found' } | { kind: 'reviewed'; status: Exclude<DocumentStatus, 'pending'> };

/** Stores the file and its document, within the seller's limit; answers the new document's id. */
export async function uploadDocument(
  db: Database,
  ownerId: string,
  fields: z.output<typeof documentFieldsSchema>,
  file: UploadedFile,
): Promise<{ kind: 'ok'; id: string } | { kind: 'too-many' }> {
  return db.transaction(async (tx) => {
    const [{ held }] = await tx.select({ held: count() }).from(documents).where(eq(documents.ownerId, ownerId));
    if (held >= MAX_DOCUMENTS_PER_SELLER) return { kind: 'too-many' };
    const fileId = await insertFile(tx, ownerId, file);
    const [inserted] = await tx
      .insert(documents)
      .values({ ownerId, type: fields.type, title: fields.title ?? null, fileId, originalName: file.originalName })
      .returning({ id: documents.id });
    return { kind: 'ok', id: inserted.id };
  });
}

/** Who replaces a document's file, for its audit entry. */
export interface DocumentActor {
  ownerId: string;
  actorRole: AuditActorRole;
  ip: string;
}

/**
 * Puts a new file in place of a pending document's, the old file deleted and the change audited, in one
 * transaction. The document is read again inside it: a review may have landed while the file was arriving.
 */
export async function replaceDocumentFile(db: Database, actor: DocumentActor, id: string, file: UploadedFile): Promise<DocumentRefusal | { kind: 'ok' }> {
  const { ownerId } = actor;
  return db.transaction(async (tx) => {
    const current = await ownDocument(tx, ownerId, id);
    if (!current) return { kind: 'not-found' };
    if (current.status !== 'pending') return { kind: 'reviewed', status: current.status };
    const fileId = await insertFile(tx, ownerId, file);
    await tx
      .update(documents)
      .set({ fileId, originalName: file.originalName, updatedAt: new Date() })
      .where(and(eq(documents.id, current.id), eq(documents.ownerId, ownerId)));
    await tx.delete(files).where(and(eq(files.id, current.fileId), eq(files.ownerId, ownerId)));
    await recordAudit(tx, {
      actorId: ownerId,
      actorRole: actor.actorRole,
      action: 'document.replaced',
      subjectType: 'document',
      subjectId: current.id,
      before: { original_name: current.originalName, content_type: current.contentType, size: current.size },
      after: { original_name: file.originalName, content_type: file.contentType, size: file.data.length },
      ip: actor.ip,
    });
    return { kind: 'ok' };
  });
}

/** The bytes of a document's file. */
export async function documentFileData(db: Database, fileId: string) {
  const [file] = await db.select({ data: files.data }).from(files).where(eq(files.id, fileId)).limit(1);
  return file.data;
}

/** Deletes a pending document of the owner and its file, in one transaction. */
export async function deleteDocument(db: Database, ownerId: string, id: string): Promise<DocumentRefusal | { kind: 'ok' }> {
  return db.transaction(async (tx) => {
    const existing = await ownDocument(tx, ownerId, id);
    if (!existing) return { kind: 'not-found' };
    if (existing.status !== 'pending') return { kind: 'reviewed', status: existing.status };
    await tx.delete(documents).where(and(eq(documents.id, existing.id), eq(documents.ownerId, ownerId)));
    await tx.delete(files).where(and(eq(files.id, existing.fileId), eq(files.ownerId, ownerId)));
    return { kind: 'ok' };
  });
}
