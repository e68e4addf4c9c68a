// Sellers' category requests as staff read them (with the seller, the parents and the reviewer) and the
// decisions on a pending one: approve (creating or linking the category) or reject, audited and told to the seller.
import { eq } from 'drizzle-orm';
import { alias, type SelectedFields } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { adminMessages, adminNotificationTitles, type AdminCategoryRequest, type categoryRequestApproveSchema } from '../../../src/contract/admin';
import type { Database } from '../../db/client';
import { categories, categoryRequests, users } from '../../db/schema';
import { notify } from '../../lib/notify';
import type { ScopedResource } from '../../lib/scoped-crud';
import { activeParent, createOrLinkCategory } from './category-placement-repository';
import { companyOf, iso, recordStaffAction, type StaffActor } from './common';
import { done, inTransaction, missing, refused, type Outcome } from '../../lib/outcomes';

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

export type CategoryRequestRow = Awaited<ReturnType<typeof withJoins>>[number];

export const toAdminCategoryRequest = (row: CategoryRequestRow): AdminCategoryRequest => ({
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

/** How the queue and its records (server/lib/scoped-crud/) read their rows: every seller's requests. */
export const categoryRequestQueueRows: Pick<
  ScopedResource<CategoryRequestRow, AdminCategoryRequest, never, never>,
  'table' | 'idColumn' | 'selection' | 'query' | 'toDto'
> = {
  table: categoryRequests,
  idColumn: categoryRequests.id,
  selection,
  query: withJoins,
  toDto: toAdminCategoryRequest,
};

/** The request, locked for a decision: only a pending one is decided. */
async function lockPending(db: Database, id: string): Promise<Outcome<{ current: typeof categoryRequests.$inferSelect }>> {
  const [current] = await db.select().from(categoryRequests).where(eq(categoryRequests.id, id)).for('update');
  if (!current) return missing(adminMessages.requestNotFound);
  if (current.status !== 'pending') return refused(adminMessages.requestNotPending);
  return { kind: 'ok', current };
}

/** Approves a pending request: the category is created (or an existing one of that name linked), under the asked or another parent. */
export async function approveCategoryRequest(
  db: Database,
  actor: StaffActor,
  id: string,
  body: z.output<typeof categoryRequestApproveSchema>,
): Promise<Outcome> {
  return inTransaction(db, async (tx) => {
    const pending = await lockPending(tx, id);
    if (pending.kind !== 'ok') return pending;
    const { current } = pending;
    const name = body.name ?? current.name;
    const parentId = body.parent_id !== undefined ? body.parent_id : current.parentId;
    const found = await activeParent(tx, parentId);
    if (found.kind !== 'ok') return found;
    const { category, created: isNew } = await createOrLinkCategory(tx, found.parent, name);
    const note = body.note ?? null;
    const now = new Date();
    await tx
      .update(categoryRequests)
      .set({ status: 'approved', reviewerNote: note, reviewedAt: now, reviewedBy: actor.id, categoryId: category.id, updatedAt: now })
      .where(eq(categoryRequests.id, id));
    await recordStaffAction(tx, actor, {
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
    return done;
  });
}

/** Rejects a pending request with a note the seller sees. */
export async function rejectCategoryRequest(db: Database, actor: StaffActor, id: string, note: string): Promise<Outcome> {
  return inTransaction(db, async (tx) => {
    const pending = await lockPending(tx, id);
    if (pending.kind !== 'ok') return pending;
    const { current } = pending;
    const now = new Date();
    await tx
      .update(categoryRequests)
      .set({ status: 'rejected', reviewerNote: note, reviewedAt: now, reviewedBy: actor.id, updatedAt: now })
      .where(eq(categoryRequests.id, id));
    await recordStaffAction(tx, actor, {
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
    return done;
  });
}
