// Business documents of a seller (/v1/documents): list, read, edit and delete through the scoped CRUD;
// upload, replace and download here. Bytes live in `files` under a generated id; the uploaded name is
// kept for display only. A document can change only while it waits for review.
import { and, count, eq, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DOCUMENT_CONTENT_TYPES,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  documentFieldsSchema,
  documentMessages,
  documentRecordSchema,
  documentUpdateSchema,
  MAX_DOCUMENTS_PER_SELLER,
  type DocumentContentType,
  type DocumentRecord,
  type DocumentStatus,
  type DocumentType,
  type DocumentUpdateInput,
} from '../../../src/contract/documents';
import { envelopeOf } from '../../../src/contract/envelope';
import { documents, files } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { conflict } from '../../lib/errors';
import { findOwned, forgetCounts, idParamsSchema, registerScopedCrud, type ScopedResource } from '../../lib/scoped-crud';
import { actorRoleOf, recordAudit } from '../../lib/audit';
import { authOf } from '../../plugins/auth';
import { insertFile, readDocumentUpload, sendAttachment, throwIfProblems, zodFieldErrors } from './documents-files';
import { containsPattern } from '../../lib/like';

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
function documentContentType(value: string): DocumentContentType {
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

/** Reviewed documents are a record of what staff saw: they stay as they are. */
function assertPending(row: Pick<DocumentRow, 'status'>): void {
  if (row.status === 'verified') throw conflict(documentMessages.verifiedLocked);
  if (row.status === 'rejected') throw conflict(documentMessages.rejectedLocked);
}

export const documentResource: ScopedResource<DocumentRow, DocumentRecord, never, DocumentUpdateInput> = {
  path: 'documents',
  tag: 'documents',
  access: 'seller',
  table: documents,
  idColumn: documents.id,
  ownerColumn: documents.ownerId,
  ownerKey: 'ownerId',
  selection,
  query: (db, columns) => db.select(columns).from(documents).innerJoin(files, eq(files.id, documents.fileId)).$dynamic(),
  dtoSchema: documentRecordSchema,
  toDto: toDocument,
  list: {
    sortable: { created_at: documents.createdAt, type: documents.type, status: documents.status },
    tieBreaker: documents.id,
    filterSchema: z.object({
      type: z.enum(DOCUMENT_TYPES, { error: `Type is one of: ${DOCUMENT_TYPES.join(', ')}` }).optional(),
      status: z.enum(DOCUMENT_STATUSES, { error: `Status is one of: ${DOCUMENT_STATUSES.join(', ')}` }).optional(),
    }),
    filters: {
      type: (value) => eq(documents.type, value as DocumentType),
      status: (value) => eq(documents.status, value as DocumentStatus),
    },
    search: (q) => or(ilike(documents.title, containsPattern(q)), ilike(documents.originalName, containsPattern(q))),
  },
  update: {
    schema: documentUpdateSchema,
    values(input, existing) {
      assertPending(existing);
      return {
        ...(input.type !== undefined ? { type: input.type } : {}),
        ...(input.title !== undefined ? { title: input.title } : {}),
        updatedAt: new Date(),
      };
    },
  },
};

const UPLOAD_FIELDS = ['type', 'title'] as const;

export function registerDocuments(parent: FastifyInstance): void {
  registerScopedCrud(parent, documentResource);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const preValidation = app.requireOnboardedSeller;
  const common = { tags: ['documents'] };
  const documentEnvelope = envelopeOf(documentRecordSchema);

  app.post(
    '/v1/documents',
    {
      preValidation,
      schema: {
        ...common,
        summary: 'Upload a document (multipart: type, title?, file)',
        description: `One file in the field "file": PDF, PNG or JPEG, judged by its bytes, up to 10 MB (413 beyond). type is one of ${DOCUMENT_TYPES.join(', ')}. At most ${MAX_DOCUMENTS_PER_SELLER} documents per seller.`,
        consumes: ['multipart/form-data'],
        response: { 201: documentEnvelope },
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const upload = await readDocumentUpload(request, UPLOAD_FIELDS);
      const parsed = documentFieldsSchema.safeParse(upload.fields);
      throwIfProblems({ ...(parsed.success ? {} : zodFieldErrors(parsed.error)), ...upload.errors });
      if (!parsed.success || !upload.file) throw new Error('unreachable: problems were thrown above');
      const fields = parsed.data;
      const file = upload.file;
      const id = await db.transaction(async (tx) => {
        const [{ held }] = await tx.select({ held: count() }).from(documents).where(eq(documents.ownerId, userId));
        if (held >= MAX_DOCUMENTS_PER_SELLER) throw conflict(documentMessages.tooMany);
        const fileId = await insertFile(tx, userId, file);
        const [inserted] = await tx
          .insert(documents)
          .values({ ownerId: userId, type: fields.type, title: fields.title ?? null, fileId, originalName: file.originalName })
          .returning({ id: documents.id });
        return inserted.id;
      });
      forgetCounts(app.db, documentResource.path, userId);
      return reply.code(201).send(ok(toDocument(await findOwned<DocumentRow>(documentResource, db, userId, id)), documentMessages.uploaded));
    },
  );

  app.post(
    '/v1/documents/:id/file',
    {
      preValidation,
      schema: {
        ...common,
        summary: 'Replace the file of a pending document (multipart: file)',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 200: documentEnvelope },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const existing = await findOwned<DocumentRow>(documentResource, db, userId, request.params.id);
      assertPending(existing);
      const upload = await readDocumentUpload(request, []);
      throwIfProblems(upload.errors);
      const file = upload.file;
      if (!file) throw new Error('unreachable: a missing file was thrown above');
      await db.transaction(async (tx) => {
        // Checked again inside the transaction: a review may have landed while the file was arriving.
        const current = await findOwned<DocumentRow>(documentResource, tx, userId, existing.id);
        assertPending(current);
        const fileId = await insertFile(tx, userId, file);
        await tx
          .update(documents)
          .set({ fileId, originalName: file.originalName, updatedAt: new Date() })
          .where(and(eq(documents.id, current.id), eq(documents.ownerId, userId)));
        await tx.delete(files).where(and(eq(files.id, current.fileId), eq(files.ownerId, userId)));
        await recordAudit(tx, {
          actorId: userId,
          actorRole: actorRoleOf(authOf(request)),
          action: 'document.replaced',
          subjectType: 'document',
          subjectId: current.id,
          before: { original_name: current.originalName, content_type: current.contentType, size: current.size },
          after: { original_name: file.originalName, content_type: file.contentType, size: file.data.length },
          ip: request.ip,
        });
      });
      return ok(toDocument(await findOwned<DocumentRow>(documentResource, db, userId, existing.id)), documentMessages.replaced);
    },
  );

  app.get(
    '/v1/documents/:id/file',
    {
      preValidation,
      schema: {
        ...common,
        summary: 'Download the file of a document (always as an attachment)',
        params: idParamsSchema,
        produces: [...DOCUMENT_CONTENT_TYPES],
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const document = await findOwned<DocumentRow>(documentResource, db, userId, request.params.id);
      const [file] = await db.select({ data: files.data }).from(files).where(eq(files.id, document.fileId)).limit(1);
      const contentType = documentContentType(document.contentType);
      return sendAttachment(reply, { data: file.data, contentType, name: document.originalName });
    },
  );

  app.delete(
    '/v1/documents/:id',
    {
      preValidation,
      schema: {
        ...common,
        summary: 'Delete a pending document and its file',
        params: idParamsSchema,
        response: { 200: envelopeOf(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      await db.transaction(async (tx) => {
        const existing = await findOwned<DocumentRow>(documentResource, tx, userId, request.params.id);
        assertPending(existing);
        await tx.delete(documents).where(and(eq(documents.id, existing.id), eq(documents.ownerId, userId)));
        await tx.delete(files).where(and(eq(files.id, existing.fileId), eq(files.ownerId, userId)));
      });
      forgetCounts(app.db, documentResource.path, userId);
      return ok({ id: request.params.id }, 'Deleted');
    },
  );
}
