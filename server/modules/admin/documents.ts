// Staff review of sellers' business documents: the queue, one document, its file, verify and reject.
import { eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDocumentSchema,
  adminIdParamsSchema,
  adminMessages,
  adminNotificationTitles,
  documentQueueQuerySchema,
  documentRejectSchema,
  documentVerifySchema,
  type AdminDocument,
} from '../../../src/contract/admin';
import { DOCUMENT_CONTENT_TYPES, type DocumentContentType } from '../../../src/contract/documents';
import { envelopeOf } from '../../../src/contract/envelope';
import type { Database } from '../../db/client';
import { documents, files, users } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { findOwned, registerScopedCrud, type ScopedResource } from '../../lib/scoped-crud';
import { conflict, notFound } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { sendAttachment } from '../../lib/uploads';
import { auditStaff, companyOf, contains, guards, iso, staffOf, tags } from './common';

const reviewer = alias(users, 'reviewer');

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

type Row = Awaited<ReturnType<typeof withJoins>>[number];

export function toAdminDocument(row: Row): AdminDocument {
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
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The review queue as a staff resource: every seller's documents, for the staff of the documents area. */
const documentQueue: ScopedResource<Row, AdminDocument, never, never> = {
  path: 'admin/documents',
  access: { staff: 'documents' },
  table: documents,
  idColumn: documents.id,
  selection,
  query: withJoins,
  toDto: toAdminDocument,
  dtoSchema: adminDocumentSchema,
  notFoundMessage: adminMessages.documentNotFound,
  list: {
    // Pending first by default, oldest first: the queue.
    querySchema: documentQueueQuerySchema,
    sortable: { created_at: documents.createdAt, updated_at: documents.updatedAt, type: documents.type, status: documents.status },
    tieBreaker: documents.id,
    filters: {
      status: (value) => (value === 'all' ? undefined : eq(documents.status, value as Row['status'])),
      type: (value) => eq(documents.type, value as Row['type']),
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

const findDocument = (db: Database, id: string): Promise<Row> => findOwned(documentQueue, db, null, id);

const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staff } = guards(app);
  const { db } = app;
  const one = envelopeOf(adminDocumentSchema);

  // The queue and one document: the declared staff CRUD (documentQueue above).
  registerScopedCrud(app, documentQueue);

  app.get(
    '/v1/admin/documents/:id/file',
    {
      preValidation: staff,
      schema: {
        tags,
        summary: "Download a document's file (always as an attachment)",
        params: adminIdParamsSchema,
        produces: [...DOCUMENT_CONTENT_TYPES],
      },
    },
    async (request, reply) => {
      const row = await findDocument(db, request.params.id);
      const [file] = await db.select({ data: files.data }).from(files).where(eq(files.id, row.fileId)).limit(1);
      const contentType = (DOCUMENT_CONTENT_TYPES as readonly string[]).includes(row.contentType)
        ? (row.contentType as DocumentContentType)
        : 'application/pdf';
      return sendAttachment(reply, { data: file.data, contentType, name: row.originalName });
    },
  );

  /** Verify or reject: only a pending document, decided once (the row is locked while deciding). */
  const decide = async (id: string, decision: 'verified' | 'rejected', note: string | null, request: Parameters<typeof staffOf>[0]) => {
    const staffMember = staffOf(request);
    await db.transaction(async (tx) => {
      const [current] = await tx.select().from(documents).where(eq(documents.id, id)).for('update');
      if (!current) throw notFound(adminMessages.documentNotFound);
      if (current.status !== 'pending') throw conflict(adminMessages.documentNotPending);
      const now = new Date();
      await tx
        .update(documents)
        .set({ status: decision, reviewNote: note, reviewedAt: now, reviewedBy: staffMember.id, updatedAt: now })
        .where(eq(documents.id, id));
      await auditStaff(tx, request, {
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
    });
    return toAdminDocument(await findDocument(db, id));
  };

  app.post(
    '/v1/admin/documents/:id/verify',
    {
      preValidation: staff,
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
      preValidation: staff,
      schema: {
        tags,
        summary: 'Reject a pending document with a note the seller sees',
        params: adminIdParamsSchema,
        body: documentRejectSchema,
        response: { 200: one },
      },
    },
    async (request) => ok(await decide(request.params.id, 'rejected', request.body.note, request), adminMessages.documentRejected),
  );
};

export default documentRoutes;
