// The category tree for staff: read by reviewers and administrators, changed by administrators only.
// categories.path is "A / B / C"; renames and moves rewrite the paths of the whole subtree.
import { and, count, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCategorySchema,
  adminIdParamsSchema,
  adminMessages,
  categoryCreateSchema,
  categoryMoveSchema,
  categoryRenameSchema,
  categoryTreeQuerySchema,
  type AdminCategory,
} from '../../../src/contract/admin';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/client';
import { categories, products } from '../../db/schema';
import { ok, okList } from '../../lib/envelope';
import { conflict, fieldError, notFound } from '../../lib/errors';
import { auditStaff, guards, offsetOf, tags } from './common';

type CategoryRow = typeof categories.$inferSelect;

const pathOf = (parentPath: string | null, name: string) => (parentPath ? `${parentPath} / ${name}` : name);

/** The active parent a category may go under, or a field error. Null means the top level. */
export async function activeParent(db: Database, parentId: string | null | undefined, field = 'parent_id'): Promise<CategoryRow | null> {
  if (!parentId) return null;
  const [parent] = await db.select().from(categories).where(eq(categories.id, parentId));
  if (!parent || parent.status !== 'active') throw fieldError(field, adminMessages.parentNotFound);
  return parent;
}

/** A sibling (same parent, same name ignoring case) other than `exceptId`. */
async function sibling(db: Database, parentId: string | null, name: string, exceptId?: string): Promise<CategoryRow | undefined> {
  const [row] = await db
    .select()
    .from(categories)
    .where(
      and(
        parentId ? eq(categories.parentId, parentId) : sql`${categories.parentId} is null`,
        sql`lower(${categories.name}) = lower(${name})`,
        exceptId ? ne(categories.id, exceptId) : undefined,
      ),
    );
  return row;
}

/**
 * The category `name` under `parent`: an existing one (restored if it was retired) or a new one.
 * Used by request approvals, which link rather than duplicate.
 */
export async function createOrLinkCategory(db: Database, parent: CategoryRow | null, name: string): Promise<{ category: CategoryRow; created: boolean }> {
  const existing = await sibling(db, parent?.id ?? null, name);
  if (existing) {
    if (existing.status === 'retired') {
      const [restored] = await db.update(categories).set({ status: 'active' }).where(eq(categories.id, existing.id)).returning();
      return { category: restored, created: false };
    }
    return { category: existing, created: false };
  }
  const [category] = await db
    .insert(categories)
    .values({ name, parentId: parent?.id ?? null, path: pathOf(parent?.path ?? null, name) })
    .returning();
  return { category, created: true };
}

/** The ids of a category and everything below it. */
async function subtreeIds(db: Database, id: string): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      with recursive subtree(id) as (
        select id from ${categories} where id = ${id}
        union all
        select c.id from ${categories} c join subtree s on c.parent_id = s.id
      )
      select id from subtree`),
  );
  return rows.map((r) => r.id);
}

/** Rewrites the paths below `oldPath` after a rename or move (the category's own path included). */
async function rewritePaths(db: Database, id: string, oldPath: string, newPath: string): Promise<void> {
  const ids = await subtreeIds(db, id);
  await db
    .update(categories)
    .set({ path: sql`${newPath}::text || substr(${categories.path}, char_length(${oldPath}::text) + 1)` })
    .where(inArray(categories.id, ids));
}

async function findCategory(db: Database, id: string, lock = false): Promise<CategoryRow> {
  const query = db.select().from(categories).where(eq(categories.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(adminMessages.categoryNotFound);
  return row;
}

/** Every category with depth, product counts (own and subtree) and child counts, in path order. */
export async function categoryTree(db: Database): Promise<AdminCategory[]> {
  const rows = await db.select().from(categories);
  const counts = await db
    .select({ categoryId: products.categoryId, n: count() })
    .from(products)
    .where(isNotNull(products.categoryId))
    .groupBy(products.categoryId);
  const own = new Map(counts.map((c) => [c.categoryId as string, Number(c.n)]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const subtree = new Map<string, number>();
  const children = new Map<string, { all: number; active: number }>();
  const depthOf = (row: CategoryRow): number => {
    let depth = 0;
    let parent = row.parentId ? byId.get(row.parentId) : undefined;
    while (parent && depth < 100) {
      depth += 1;
      parent = parent.parentId ? byId.get(parent.parentId) : undefined;
    }
    return depth;
  };
  for (const row of rows) {
    const n = own.get(row.id) ?? 0;
    // Each product counts for its category and every ancestor.
    let current: CategoryRow | undefined = row;
    let guard = 0;
    while (current && guard++ < 100) {
      subtree.set(current.id, (subtree.get(current.id) ?? 0) + n);
      current = current.parentId ? byId.get(current.parentId) : undefined;
    }
    if (row.parentId) {
      const entry = children.get(row.parentId) ?? { all: 0, active: 0 };
      entry.all += 1;
      if (row.status === 'active') entry.active += 1;
      children.set(row.parentId, entry);
    }
  }
  return rows
    .map((row) => ({
      id: row.id,
      parent_id: row.parentId,
      name: row.name,
      path: row.path,
      depth: depthOf(row),
      status: row.status,
      product_count: own.get(row.id) ?? 0,
      subtree_product_count: subtree.get(row.id) ?? 0,
      children_count: children.get(row.id)?.all ?? 0,
      active_children_count: children.get(row.id)?.active ?? 0,
      created_at: row.createdAt.toISOString(),
    }))
    .sort((a, b) => a.path.localeCompare(b.path, 'en', { sensitivity: 'base' }) || a.id.localeCompare(b.id));
}

async function oneCategory(db: Database, id: string): Promise<AdminCategory> {
  const found = (await categoryTree(db)).find((c) => c.id === id);
  if (!found) throw notFound(adminMessages.categoryNotFound);
  return found;
}

const snapshot = (row: CategoryRow) => ({ name: row.name, parent_id: row.parentId, path: row.path, status: row.status });

const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staff, administrator } = guards(app);
  const { db } = app;
  const one = envelopeOf(adminCategorySchema);
  /** One tree change at a time: paths and the no-cycle rule are checked against a settled tree. */
  const lockTree = (tx: Database) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin:categories'))`);

  app.get(
    '/v1/admin/categories',
    {
      preValidation: staff,
      schema: {
        tags,
        summary: 'The category tree (flat, in path order) with product counts',
        querystring: categoryTreeQuerySchema,
        response: { 200: listEnvelopeOf(adminCategorySchema) },
      },
    },
    async (request) => {
      const query = request.query;
      let rows = await categoryTree(db);
      if (query.status !== 'all') rows = rows.filter((r) => r.status === query.status);
      if (query.q) {
        const q = query.q.toLowerCase();
        rows = rows.filter((r) => r.path.toLowerCase().includes(q));
      }
      const sorted =
        query.sort === 'path'
          ? rows
          : [...rows].sort((a, b) => {
              if (query.sort === 'product_count') return a.product_count - b.product_count;
              if (query.sort === 'created_at') return a.created_at.localeCompare(b.created_at);
              return a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
            });
      if (query.order === 'desc') sorted.reverse();
      const offset = offsetOf(query);
      return okList(sorted.slice(offset, offset + query.limit), query.page, query.limit, sorted.length);
    },
  );

  app.post(
    '/v1/admin/categories',
    {
      preValidation: administrator,
      schema: { tags, summary: 'Create a category (administrators)', body: categoryCreateSchema, response: { 201: one } },
    },
    async (request, reply) => {
      const { name } = request.body;
      const id = await db.transaction(async (tx) => {
        await lockTree(tx);
        const parent = await activeParent(tx, request.body.parent_id);
        if (await sibling(tx, parent?.id ?? null, name)) throw conflict(adminMessages.categoryNameTaken, { name: adminMessages.categoryNameTaken });
        const [created] = await tx
          .insert(categories)
          .values({ name, parentId: parent?.id ?? null, path: pathOf(parent?.path ?? null, name) })
          .returning();
        await auditStaff(tx, request, { action: 'category.created', subjectType: 'category', subjectId: created.id, before: null, after: snapshot(created) });
        return created.id;
      });
      return reply.code(201).send(ok(await oneCategory(db, id), adminMessages.categoryCreated));
    },
  );

  app.put(
    '/v1/admin/categories/:id',
    {
      preValidation: administrator,
      schema: {
        tags,
        summary: 'Rename a category; its subtree paths follow (administrators)',
        params: adminIdParamsSchema,
        body: categoryRenameSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { name } = request.body;
      await db.transaction(async (tx) => {
        await lockTree(tx);
        const current = await findCategory(tx, id, true);
        if (await sibling(tx, current.parentId, name, id)) throw conflict(adminMessages.categoryNameTaken, { name: adminMessages.categoryNameTaken });
        const parentPath = current.parentId ? (await findCategory(tx, current.parentId)).path : null;
        const newPath = pathOf(parentPath, name);
        await tx.update(categories).set({ name }).where(eq(categories.id, id));
        await rewritePaths(tx, id, current.path, newPath);
        await auditStaff(tx, request, {
          action: 'category.renamed',
          subjectType: 'category',
          subjectId: id,
          before: snapshot(current),
          after: { ...snapshot(current), name, path: newPath },
        });
      });
      return ok(await oneCategory(db, id), adminMessages.categorySaved);
    },
  );

  app.post(
    '/v1/admin/categories/:id/move',
    {
      preValidation: administrator,
      schema: {
        tags,
        summary: 'Move a category under another parent (administrators)',
        params: adminIdParamsSchema,
        body: categoryMoveSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const { id } = request.params;
      const parentId = request.body.parent_id;
      await db.transaction(async (tx) => {
        await lockTree(tx);
        const current = await findCategory(tx, id, true);
        if (parentId && (await subtreeIds(tx, id)).includes(parentId)) throw fieldError('parent_id', adminMessages.categoryCycle);
        const parent = await activeParent(tx, parentId);
        if (await sibling(tx, parent?.id ?? null, current.name, id))
          throw conflict(adminMessages.categoryNameTaken, { parent_id: adminMessages.categoryNameTaken });
        const newPath = pathOf(parent?.path ?? null, current.name);
        await tx
          .update(categories)
          .set({ parentId: parent?.id ?? null })
          .where(eq(categories.id, id));
        await rewritePaths(tx, id, current.path, newPath);
        await auditStaff(tx, request, {
          action: 'category.moved',
          subjectType: 'category',
          subjectId: id,
          before: snapshot(current),
          after: { ...snapshot(current), parent_id: parent?.id ?? null, path: newPath },
        });
      });
      return ok(await oneCategory(db, id), adminMessages.categoryMoved);
    },
  );

  app.post(
    '/v1/admin/categories/:id/retire',
    {
      preValidation: administrator,
      schema: {
        tags,
        summary: 'Retire a category no product uses and with no active subcategory (administrators)',
        params: adminIdParamsSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const { id } = request.params;
      await db.transaction(async (tx) => {
        await lockTree(tx);
        const current = await findCategory(tx, id, true);
        if (current.status === 'retired') throw conflict(adminMessages.categoryAlreadyRetired);
        const [{ used }] = await tx.select({ used: count() }).from(products).where(eq(products.categoryId, id));
        if (used > 0) throw conflict(adminMessages.categoryInUse);
        const [{ active }] = await tx
          .select({ active: count() })
          .from(categories)
          .where(and(eq(categories.parentId, id), eq(categories.status, 'active')));
        if (active > 0) throw conflict(adminMessages.categoryHasChildren);
        await tx.update(categories).set({ status: 'retired' }).where(eq(categories.id, id));
        await auditStaff(tx, request, {
          action: 'category.retired',
          subjectType: 'category',
          subjectId: id,
          before: snapshot(current),
          after: { ...snapshot(current), status: 'retired' },
        });
      });
      return ok(await oneCategory(db, id), adminMessages.categoryRetired);
    },
  );

  app.post(
    '/v1/admin/categories/:id/restore',
    {
      preValidation: administrator,
      schema: { tags, summary: 'Restore a retired category (administrators)', params: adminIdParamsSchema, response: { 200: one } },
    },
    async (request) => {
      const { id } = request.params;
      await db.transaction(async (tx) => {
        await lockTree(tx);
        const current = await findCategory(tx, id, true);
        if (current.status !== 'retired') throw conflict(adminMessages.categoryNotRetired);
        if (current.parentId && (await findCategory(tx, current.parentId)).status !== 'active') throw conflict(adminMessages.parentRetired);
        await tx.update(categories).set({ status: 'active' }).where(eq(categories.id, id));
        await auditStaff(tx, request, {
          action: 'category.restored',
          subjectType: 'category',
          subjectId: id,
          before: snapshot(current),
          after: { ...snapshot(current), status: 'active' },
        });
      });
      return ok(await oneCategory(db, id), adminMessages.categoryRestored);
    },
  );
};

export default categoryRoutes;
