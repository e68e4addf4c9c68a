// Business documents of a seller (/v1/documents): list, read, edit and delete through the scoped CRUD;
// upload, replace and download here. Bytes live in `files` under a generated id; the uploaded name is
// kept for display only. A document can change only while it waits for review.
import { eq, ilike, or } from 'drizzle-orm';
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
  type DocumentRecord,
  type DocumentStatus,
  type DocumentType,
  type DocumentUpdateInput,
} from '../../../src/contract/documents';
import { envelopeOf } from '../../../src/contract/envelope';
import { documents } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { conflict, notFound, type AppError } from '../../lib/errors';
import { findOwned, forgetCounts, idParamsSchema, registerScopedCrud, type ScopedResource } from '../../lib/scoped-crud';
import { actorRoleOf } from '../../lib/audit';
import { authOf } from '../../plugins/auth';
import { readDocumentUpload, sendAttachment, throwIfProblems, zodFieldErrors } from './documents-files';
import { containsPattern } from '../../lib/like';
import {
  deleteDocument,
  documentContentType,
  documentFileData,
  documentRows,
  replaceDocumentFile,
  toDocument,
  uploadDocument,
  type DocumentRefusal,
  type DocumentRow,
} from './documents-repository';

/** Reviewed documents are a record of what staff saw: they stay as they are. */
function assertPending(row: Pick<DocumentRow, 'status'>): void {
  if (row.status === 'verified') throw conflict(documentMessages.verifiedLocked);
  if (row.status === 'rejected') throw conflict(documentMessages.rejectedLocked);
}

/** A refused change as the seller reads it: 404 for none of theirs, else why a reviewed document stays. */
function refusalError(refusal: DocumentRefusal): AppError {
  if (refusal.kind === 'not-found') return notFound();
  return conflict(refusal.status === 'verified' ? documentMessages.verifiedLocked : documentMessages.rejectedLocked);
}

export const documentResource: ScopedResource<DocumentRow, DocumentRecord, never, DocumentUpdateInput> = {
  path: 'documents',
  tag: 'documents',
  access: 'seller',
  ...documentRows,
  dtoSchema: documentRecordSchema,
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
  const common = { tags: ['documents'] };
  const documentEnvelope = envelopeOf(documentRecordSchema);

  app.post(
    '/v1/documents',
    {
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
      const uploaded = await uploadDocument(db, userId, fields, file);
      if (uploaded.kind === 'too-many') throw conflict(documentMessages.tooMany);
      forgetCounts(app.db, documentResource.path, userId);
      return reply.code(201).send(ok(toDocument(await findOwned<DocumentRow>(documentResource, db, userId, uploaded.id)), documentMessages.uploaded));
    },
  );

  app.post(
    '/v1/documents/:id/file',
    {
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
      // Checked again in the replacing transaction: a review may have landed while the file was arriving.
      const replaced = await replaceDocumentFile(db, { ownerId: userId, actorRole: actorRoleOf(authOf(request)), ip: request.ip }, existing.id, file);
      if (replaced.kind !== 'ok') throw refusalError(replaced);
      return ok(toDocument(await findOwned<DocumentRow>(documentResource, db, userId, existing.id)), documentMessages.replaced);
    },
  );

  app.get(
    '/v1/documents/:id/file',
    {
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
      const data = await documentFileData(db, document.fileId);
      const contentType = documentContentType(document.contentType);
      return sendAttachment(reply, { data, contentType, name: document.originalName });
    },
  );

  app.delete(
    '/v1/documents/:id',
    {
      schema: {
        ...common,
        summary: 'Delete a pending document and its file',
        params: idParamsSchema,
        response: { 200: envelopeOf(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const deleted = await deleteDocument(db, userId, request.params.id);
      if (deleted.kind !== 'ok') throw refusalError(deleted);
      forgetCounts(app.db, documentResource.path, userId);
      return ok({ id: request.params.id }, 'Deleted');
    },
  );
}
