// Staff decisions on sellers' category requests: the queue, approve (creating or linking the category,
// possibly under another parent or with another name) and reject with a note.
import { eq, ilike, or } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCategoryRequestSchema,
  adminIdParamsSchema,
  adminMessages,
  adminNotificationTitles,
  categoryRequestApproveSchema,
  categoryRequestQueueQuerySchema,
  categoryRequestRejectSchema,
  type AdminCategoryRequest,
} from '../../../src/contract/admin';
import { envelopeOf } from '../../../src/contract/envelope';
import type { Database } from '../../db/client';
import { categories, categoryRequests, users } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { findOwned, registerScopedCrud, type ScopedResource } from '../../lib/scoped-crud';
import { conflict, notFound } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { activeParent, createOrLinkCategory } from './categories';
import { auditStaff, companyOf, contains, guards, iso, staffOf, tags } from './common';

const parent = alias(categories, 'parent');
const created = alias(categories, 'created');
const reviewer = alias(users, 'reviewer');

const selection = {
  id: categoryRequests.id,
  sellerId: categoryRequests.sellerId,
  sellerName: users.name,
  sellerEmail: users.email,
  sellerCompany: companyOf(users),
  name: categoryRequests.name,
  parentId: categoryRequests.parentId,
  parentPath: parent.path,
  reason: categoryRequests.reason,
  status: categoryRequests.status,
  reviewerNote: categoryRequests.reviewerNote,
  reviewedAt: categoryRequests.reviewedAt,
  reviewedById: categoryRequests.reviewedBy,
  reviewedByName: reviewer.name,
  categoryId: categoryRequests.categoryId,
  categoryPath: created.path,
  createdAt: categoryRequests.createdAt,
};

/** The request with its seller, parents and reviewer; typed as `selection` reads it, whatever columns a page asks for. */
const withJoins = (db: Database, columns: SelectedFields) =>
  db
    .select(columns as typeof selection)
    .from(categoryRequests)
    .innerJoin(users, eq(users.id, categoryRequests.sellerId))
    .leftJoin(parent, eq(parent.id, categoryRequests.parentId))
    .leftJoin(created, eq(created.id, categoryRequests.categoryId))
    .leftJoin(reviewer, eq(reviewer.id, categoryRequests.reviewedBy))
    .$dynamic();

type Row = Awaited<ReturnType<typeof withJoins>>[number];

const toDto = (row: Row): AdminCategoryRequest => ({
  id: row.id,
  seller: { id: row.sellerId, name: row.sellerName, email: row.sellerEmail, company: row.sellerCompany },
  name: row.name,
  parent_id: row.parentId,
  parent_path: row.parentPath,
  reason: row.reason,
  status: row.status,
  reviewer_note: row.reviewerNote,
  reviewed_at: iso(row.reviewedAt),
  reviewed_by: row.reviewedById && row.reviewedByName ? { id: row.reviewedById, name: row.reviewedByName } : null,
  category_id: row.categoryId,
  category_path: row.categoryPath,
  created_at: row.createdAt.toISOString(),
});

/** The queue as a staff resource: every seller's requests, for the staff of the category requests area. */
const categoryRequestQueue: ScopedResource<Row, AdminCategoryRequest, never, never> = {
  path: 'admin/category-requests',
  access: { staff: 'categoryRequests' },
  table: categoryRequests,
  idColumn: categoryRequests.id,
  selection,
  query: withJoins,
  toDto,
  dtoSchema: adminCategoryRequestSchema,
  notFoundMessage: adminMessages.requestNotFound,
  list: {
    // Pending first by default, oldest first: the queue.
    querySchema: categoryRequestQueueQuerySchema,
    sortable: { created_at: categoryRequests.createdAt, name: categoryRequests.name, status: categoryRequests.status },
    tieBreaker: categoryRequests.id,
    filters: {
      status: (value) => (value === 'all' ? undefined : eq(categoryRequests.status, value as Row['status'])),
      seller_id: (value) => eq(categoryRequests.sellerId, value),
    },
    search: (q) => or(ilike(categoryRequests.name, contains(q)), ilike(users.name, contains(q)), ilike(companyOf(users), contains(q))),
  },
};

const oneRequest = async (db: Database, id: string): Promise<AdminCategoryRequest> => toDto(await findOwned(categoryRequestQueue, db, null, id));

async function lockPending(db: Database, id: string) {
  const [current] = await db.select().from(categoryRequests).where(eq(categoryRequests.id, id)).for('update');
  if (!current) throw notFound(adminMessages.requestNotFound);
  if (current.status !== 'pending') throw conflict(adminMessages.requestNotPending);
  return current;
}

const categoryRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staff } = guards(app);
  const { db } = app;
  const one = envelopeOf(adminCategoryRequestSchema);

  // The queue and one request: the declared staff CRUD (categoryRequestQueue above).
  registerScopedCrud(app, categoryRequestQueue);

  app.post(
    '/v1/admin/category-requests/:id/approve',
    {
      preValidation: staff,
      schema: {
        tags,
        summary: 'Approve: create the category (or link an existing one of that name), under the asked or another parent',
        params: adminIdParamsSchema,
        body: categoryRequestApproveSchema.nullish(),
        response: { 200: one },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body ?? {};
      const staffMember = staffOf(request);
      await db.transaction(async (tx) => {
        const current = await lockPending(tx, id);
        const name = body.name ?? current.name;
        const parentId = body.parent_id !== undefined ? body.parent_id : current.parentId;
        const parentRow = await activeParent(tx, parentId);
        const { category, created: isNew } = await createOrLinkCategory(tx, parentRow, name);
        const note = body.note ?? null;
        const now = new Date();
        await tx
          .update(categoryRequests)
          .set({ status: 'approved', reviewerNote: note, reviewedAt: now, reviewedBy: staffMember.id, categoryId: category.id, updatedAt: now })
          .where(eq(categoryRequests.id, id));
        await auditStaff(tx, request, {
          action: 'category_request.approved',
          subjectType: 'category_request',
          subjectId: id,
          before: { status: current.status, name: current.name, parent_id: current.parentId },
          after: { status: 'approved', category_id: category.id, category_path: category.path, category_created: isNew, reviewer_note: note },
          note,
        });
        await notify(tx, current.sellerId, {
          kind: 'category_request.approved',
          title: adminNotificationTitles['category_request.approved'],
          body: note ? `${category.path}. ${note}` : category.path,
          link: '/category-request',
        });
      });
      return ok(await oneRequest(db, id), adminMessages.requestApproved);
    },
  );

  app.post(
    '/v1/admin/category-requests/:id/reject',
    {
      preValidation: staff,
      schema: {
        tags,
        summary: 'Reject with a note the seller sees',
        params: adminIdParamsSchema,
        body: categoryRequestRejectSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { note } = request.body;
      const staffMember = staffOf(request);
      await db.transaction(async (tx) => {
        const current = await lockPending(tx, id);
        const now = new Date();
        await tx
          .update(categoryRequests)
          .set({ status: 'rejected', reviewerNote: note, reviewedAt: now, reviewedBy: staffMember.id, updatedAt: now })
          .where(eq(categoryRequests.id, id));
        await auditStaff(tx, request, {
          action: 'category_request.rejected',
          subjectType: 'category_request',
          subjectId: id,
          before: { status: current.status, name: current.name, parent_id: current.parentId },
          after: { status: 'rejected', reviewer_note: note },
          note,
        });
        await notify(tx, current.sellerId, {
          kind: 'category_request.rejected',
          title: adminNotificationTitles['category_request.rejected'],
          body: `${current.name}: ${note}`,
          link: '/category-request',
        });
      });
      return ok(await oneRequest(db, id), adminMessages.requestRejected);
    },
  );
};

export default categoryRequestRoutes;
