// Staff review of sellers' business documents: the queue, one document, its file, verify and reject.
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import type { Database } from '../../db/client';
import { documents, files, users } from '../../db/schema';
import { ok, okList } from '../../lib/envelope';
import { conflict, notFound } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { sendAttachment } from '../../lib/uploads';
import { auditStaff, companyOf, contains, guards, iso, offsetOf, security, staffOf, tags } from './common';

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

/** Documents with their seller, file and reviewer, filtered by `where`. */
export const documentRows = (db: Database, where: SQL | undefined) =>
  db
    .select(selection)
    .from(documents)
    .innerJoin(users, eq(users.id, documents.ownerId))
    .innerJoin(files, eq(files.id, documents.fileId))
    .leftJoin(reviewer, eq(reviewer.id, documents.reviewedBy))
    .where(where)
    .$dynamic();

type Row = Awaited<ReturnType<typeof documentRows>>[number];

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

async function findDocument(db: Database, id: string): Promise<Row> {
  const [row] = await documentRows(db, eq(documents.id, id)).limit(1);
  if (!row) throw notFound(adminMessages.documentNotFound);
  return row;
}

const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staff } = guards(app);
  const { db } = app;
  const one = envelopeOf(adminDocumentSchema);

  app.get(
    '/v1/admin/documents',
    {
      preValidation: staff,
      schema: { tags, security, summary: 'Documents to review (default: pending, oldest first)', querystring: documentQueueQuerySchema, response: { 200: listEnvelopeOf(adminDocumentSchema) } },
    },
    async (request) => {
      const query = request.query;
      const where = and(
        query.status === 'all' ? undefined : eq(documents.status, query.status),
        query.type ? eq(documents.type, query.type) : undefined,
        query.seller_id ? eq(documents.ownerId, query.seller_id) : undefined,
        query.q ? or(ilike(users.name, contains(query.q)), ilike(users.email, contains(query.q)), ilike(companyOf(users), contains(query.q)), ilike(documents.originalName, contains(query.q)), ilike(documents.title, contains(query.q))) : undefined,
      );
      const column = { created_at: documents.createdAt, updated_at: documents.updatedAt, type: documents.type, status: documents.status }[query.sort];
      const direction = query.order === 'asc' ? asc : desc;
      const rows = await documentRows(db, where).orderBy(direction(column), direction(documents.id)).limit(query.limit).offset(offsetOf(query));
      const [{ total }] = await db.select({ total: count() }).from(documents).innerJoin(users, eq(users.id, documents.ownerId)).where(where);
      return okList(rows.map(toAdminDocument), query.page, query.limit, total);
    },
  );

  app.get(
    '/v1/admin/documents/:id',
    { preValidation: staff, schema: { tags, security, summary: 'One document with its seller', params: adminIdParamsSchema, response: { 200: one } } },
    async (request) => ok(toAdminDocument(await findDocument(db, request.params.id))),
  );

  app.get(
    '/v1/admin/documents/:id/file',
    { preValidation: staff, schema: { tags, security, summary: "Download a document's file (always as an attachment)", params: adminIdParamsSchema, produces: [...DOCUMENT_CONTENT_TYPES] } },
    async (request, reply) => {
      const row = await findDocument(db, request.params.id);
      const [file] = await db.select({ data: files.data }).from(files).where(eq(files.id, row.fileId)).limit(1);
      const contentType = (DOCUMENT_CONTENT_TYPES as readonly string[]).includes(row.contentType) ? (row.contentType as DocumentContentType) : 'application/pdf';
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
      await tx.update(documents).set({ status: decision, reviewNote: note, reviewedAt: now, reviewedBy: staffMember.id, updatedAt: now }).where(eq(documents.id, id));
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
    { preValidation: staff, schema: { tags, security, summary: 'Verify a pending document', params: adminIdParamsSchema, body: documentVerifySchema.nullish(), response: { 200: one } } },
    async (request) => ok(await decide(request.params.id, 'verified', request.body?.note ?? null, request), adminMessages.documentVerified),
  );

  app.post(
    '/v1/admin/documents/:id/reject',
    { preValidation: staff, schema: { tags, security, summary: 'Reject a pending document with a note the seller sees', params: adminIdParamsSchema, body: documentRejectSchema, response: { 200: one } } },
    async (request) => ok(await decide(request.params.id, 'rejected', request.body.note, request), adminMessages.documentRejected),
  );
};

export default documentRoutes;
