import { eq, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  CATEGORY_REQUEST_STATUSES,
  categoryRequestMessages,
  categoryRequestRecordSchema,
  categoryRequestSchema,
  type CategoryRequest,
  type CategoryRequestInput,
} from '../../../src/contract/operations';
import type { Database } from '../../db/client';
import { categories, categoryRequests } from '../../db/schema';
import { conflict, fieldError } from '../../lib/errors';
import { registerScopedCrud, type ScopedResource } from '../../lib/scoped-crud';
import { containsPattern } from '../../lib/like';
import { hasPendingRequestNamed, isActiveCategory } from './category-requests-repository';

const selection = {
  id: categoryRequests.id,
  name: categoryRequests.name,
  parentId: categoryRequests.parentId,
  parentPath: categories.path,
  reason: categoryRequests.reason,
  status: categoryRequests.status,
  reviewerNote: categoryRequests.reviewerNote,
  reviewedAt: categoryRequests.reviewedAt,
  createdAt: categoryRequests.createdAt,
};
type Row = { [K in keyof typeof selection]: (typeof selection)[K]['_']['data'] | null } & {
  id: string;
  name: string;
  reason: string;
  status: (typeof CATEGORY_REQUEST_STATUSES)[number];
  createdAt: Date;
};

async function checkParent(db: Database, parentId: string | null | undefined) {
  if (!parentId) return;
  if (!(await isActiveCategory(db, parentId))) throw fieldError('parent_id', 'Choose a parent category from the list');
}

/** A seller asks for a missing category; staff decide (back office). Editable and deletable while pending. */
export const categoryRequestResource: ScopedResource<Row, CategoryRequest, CategoryRequestInput, Partial<CategoryRequestInput>> = {
  path: 'category-requests',
  tag: 'category requests',
  access: 'seller',
  table: categoryRequests,
  idColumn: categoryRequests.id,
  ownerColumn: categoryRequests.sellerId,
  ownerKey: 'sellerId',
  selection,
  query: (db, columns) => db.select(columns).from(categoryRequests).leftJoin(categories, eq(categories.id, categoryRequests.parentId)).$dynamic(),
  dtoSchema: categoryRequestRecordSchema,
  toDto: (row) => ({
    id: row.id,
    name: row.name,
    parent_id: row.parentId,
    parent_path: row.parentPath,
    reason: row.reason,
    status: row.status,
    reviewer_note: row.reviewerNote,
    reviewed_at: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
  }),
  list: {
    sortable: { created_at: categoryRequests.createdAt, name: categoryRequests.name, status: categoryRequests.status },
    tieBreaker: categoryRequests.id,
    filterSchema: z.object({ status: z.enum(CATEGORY_REQUEST_STATUSES).optional() }),
    filters: { status: (value) => eq(categoryRequests.status, value as Row['status']) },
    search: (q) => ilike(categoryRequests.name, containsPattern(q)),
  },
  create: {
    schema: categoryRequestSchema,
    async values(input, { db, auth }) {
      await checkParent(db, input.parent_id);
      if (await hasPendingRequestNamed(db, auth.userId, input.name))
        throw conflict(categoryRequestMessages.duplicatePending, { name: categoryRequestMessages.duplicatePending });
      return { name: input.name, parentId: input.parent_id ?? null, reason: input.reason };
    },
  },
  update: {
    schema: categoryRequestSchema.partial(),
    async values(input, existing, { db }) {
      if (existing.status !== 'pending') throw conflict(categoryRequestMessages.notPending);
      await checkParent(db, input.parent_id);
      return {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.parent_id !== undefined ? { parentId: input.parent_id } : {}),
        ...(input.reason !== undefined ? { reason: input.reason } : {}),
        updatedAt: new Date(),
      };
    },
  },
  remove: {
    guard(existing) {
      if (existing.status !== 'pending') throw conflict(categoryRequestMessages.notPending);
    },
  },
};

export function registerCategoryRequests(app: FastifyInstance) {
  registerScopedCrud(app, categoryRequestResource);
}
