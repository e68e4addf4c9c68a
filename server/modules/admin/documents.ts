// Staff review of sellers' business documents: the queue, one document, its file, verify and reject.
import { eq, ilike, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDocumentSchema,
  adminIdParamsSchema,
  adminMessages,
  documentQueueQuerySchema,
  documentRejectSchema,
  documentVerifySchema,
  type AdminDocument,
} from '../../../src/contract/admin';
import { DOCUMENT_CONTENT_TYPES, type DocumentContentType } from '../../../src/contract/documents';
import { envelopeOf } from '../../../src/contract/envelope';
import type { Database } from '../../db/client';
import { documents, users } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { findOwned, registerScopedCrud, type ScopedResource } from '../../lib/scoped-crud';
import { sendAttachment } from '../../lib/uploads';
import { companyOf, contains, staffActorOf, tags } from './common';
import { okOrThrow } from '../../lib/outcomes';
import { decideDocument, documentFileData, documentQueueRows, toAdminDocument, type DocumentRow } from './documents-repository';

/** The review queue as a staff resource: every seller's documents, for the staff of the documents area. */
const documentQueue: ScopedResource<DocumentRow, AdminDocument, never, never> = {
  path: 'admin/documents',
  access: { staff: 'documents' },
  ...documentQueueRows,
  dtoSchema: adminDocumentSchema,
  notFoundMessage: adminMessages.documentNotFound,
  list: {
    // Pending first by default, oldest first: the queue.
    querySchema: documentQueueQuerySchema,
    sortable: { created_at: documents.createdAt, updated_at: documents.updatedAt, type: documents.type, status: documents.status },
    tieBreaker: documents.id,
    filters: {
      status: (value) => (value === 'all' ? undefined : eq(documents.status, value as DocumentRow['status'])),
      type: (value) => eq(documents.type, value as DocumentRow['type']),
      seller_id: (value) => eq(documents.ownerId, value),
    },
    search: (q) =>
      or(
        ilike(users.name, contains(q)),
        ilike(users.email, contains(q)),
        ilike(companyOf(users), contains(q)),
        ilike(documents.originalName, contains(q)),
        ilike(documents.title, contains(q)),
      ),
  },
};

const findDocument = (db: Database, id: string): Promise<DocumentRow> => findOwned(documentQueue, db, null, id);

const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const one = envelopeOf(adminDocumentSchema);

  // The queue and one document: the declared staff CRUD (documentQueue above).
  registerScopedCrud(app, documentQueue);

  app.get(
    '/v1/admin/documents/:id/file',
    {
      schema: {
        tags,
        summary: "Download a document's file (always as an attachment)",
        params: adminIdParamsSchema,
        produces: [...DOCUMENT_CONTENT_TYPES],
      },
    },
    async (request, reply) => {
      const row = await findDocument(db, request.params.id);
      const data = await documentFileData(db, row.fileId);
      const contentType = (DOCUMENT_CONTENT_TYPES as readonly string[]).includes(row.contentType)
        ? (row.contentType as DocumentContentType)
        : 'application/pdf';
      return sendAttachment(reply, { data, contentType, name: row.originalName });
    },
  );

  /** Verify or reject: a pending document, decided once, or a verified one rejected later (documents-repository.ts); the answer is the document as it now stands. */
  const decide = async (id: string, decision: 'verified' | 'rejected', note: string | null, request: Parameters<typeof staffActorOf>[0]) => {
    okOrThrow(await decideDocument(db, staffActorOf(request), id, decision, note));
    return toAdminDocument(await findDocument(db, id));
  };

  app.post(
    '/v1/admin/documents/:id/verify',
    {
      schema: {
        tags,
        summary: 'Verify a pending document',
        params: adminIdParamsSchema,
        body: documentVerifySchema.nullish(),
        response: { 200: one },
      },
    },
    async (request) => ok(await decide(request.params.id, 'verified', request.body?.note ?? null, request), adminMessages.documentVerified),
  );

  app.post(
    '/v1/admin/documents/:id/reject',
    {
      schema: {
        tags,
        summary:
          'Reject a pending document, or a verified one found wrong later, with a note the seller sees (a verified seller left without a required kind returns to pending)',
        params: adminIdParamsSchema,
        body: documentRejectSchema,
        response: { 200: one },
      },
    },
    async (request) => ok(await decide(request.params.id, 'rejected', request.body.note, request), adminMessages.documentRejected),
  );
};

export default documentRoutes;
