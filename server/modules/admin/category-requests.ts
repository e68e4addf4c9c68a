// Staff decisions on sellers' category requests: the queue, approve (creating or linking the category,
// possibly under another parent or with another name) and reject with a note.
import { eq, ilike, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCategoryRequestSchema,
  adminIdParamsSchema,
  adminMessages,
  categoryRequestApproveSchema,
  categoryRequestQueueQuerySchema,
  categoryRequestRejectSchema,
  type AdminCategoryRequest,
} from '../../../src/contract/admin';
import { envelopeOf } from '../../../src/contract/envelope';
import type { Database } from '../../db/client';
import { categoryRequests, users } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { findOwned, registerScopedCrud, type ScopedResource } from '../../lib/scoped-crud';
import {
  approveCategoryRequest,
  categoryRequestQueueRows,
  rejectCategoryRequest,
  toAdminCategoryRequest,
  type CategoryRequestRow,
} from './category-requests-repository';
import { companyOf, contains, staffActorOf, tags } from './common';
import { okOrThrow } from '../../lib/outcomes';

/** The queue as a staff resource: every seller's requests, for the staff of the category requests area. */
const categoryRequestQueue: ScopedResource<CategoryRequestRow, AdminCategoryRequest, never, never> = {
  path: 'admin/category-requests',
  access: { staff: 'categoryRequests' },
  ...categoryRequestQueueRows,
  dtoSchema: adminCategoryRequestSchema,
  notFoundMessage: adminMessages.requestNotFound,
  list: {
    // Pending first by default, oldest first: the queue.
    querySchema: categoryRequestQueueQuerySchema,
    sortable: { created_at: categoryRequests.createdAt, name: categoryRequests.name, status: categoryRequests.status },
    tieBreaker: categoryRequests.id,
    filters: {
      status: (value) => (value === 'all' ? undefined : eq(categoryRequests.status, value as CategoryRequestRow['status'])),
      seller_id: (value) => eq(categoryRequests.sellerId, value),
    },
    search: (q) => or(ilike(categoryRequests.name, contains(q)), ilike(users.name, contains(q)), ilike(companyOf(users), contains(q))),
  },
};

const oneRequest = async (db: Database, id: string): Promise<AdminCategoryRequest> =>
  toAdminCategoryRequest(await findOwned(categoryRequestQueue, db, null, id));

const categoryRequestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const one = envelopeOf(adminCategoryRequestSchema);

  // The queue and one request: the declared staff CRUD (categoryRequestQueue above).
  registerScopedCrud(app, categoryRequestQueue);

  app.post(
    '/v1/admin/category-requests/:id/approve',
    {
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
      okOrThrow(await approveCategoryRequest(db, staffActorOf(request), id, request.body ?? {}));
      return ok(await oneRequest(db, id), adminMessages.requestApproved);
    },
  );

  app.post(
    '/v1/admin/category-requests/:id/reject',
    {
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
      okOrThrow(await rejectCategoryRequest(db, staffActorOf(request), id, request.body.note));
      return ok(await oneRequest(db, id), adminMessages.requestRejected);
    },
  );
};

export default categoryRequestRoutes;
