// The category tree's reads and changes for staff: the tree with its counts, and create, rename, move,
// retire and restore, each in one transaction that holds the tree's lock. Refusals come back as outcomes.
import { and, count, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { adminMessages, type AdminCategory, type categoryTreeQuerySchema } from '../../../src/contract/admin';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/client';
import { categories, products } from '../../db/schema';
import { offsetOf, recordStaffAction, type StaffActor } from './common';
import { done, inTransaction, invalid, missing, refused, type Outcome } from '../../lib/outcomes';

type CategoryRow = typeof categories.$inferSelect;

const pathOf = (parentPath: string | null, name: string) => (parentPath ? `${parentPath} / ${name}` : name);

/** One tree change at a time: paths and the no-cycle rule are checked against a settled tree. */
const lockTree = (tx: Database) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin:categories'))`);

/** The active parent a category may go under, or a refusal naming `field`. A null parent means the top level. */
export async function activeParent(db: Database, parentId: string | null | undefined, field = 'parent_id'): Promise<Outcome<{ parent: CategoryRow | null }>> {
  if (!parentId) return { kind: 'ok', parent: null };
  const [parent] = await db.select().from(categories).where(eq(categories.id, parentId));
  if (!parent || parent.status !== 'active') return invalid(field, adminMessages.parentNotFound);
  return { kind: 'ok', parent };
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

async function findCategory(db: Database, id: string, lock = false): Promise<CategoryRow | undefined> {
  const query = db.select().from(categories).where(eq(categories.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

const categoryNotFound = () => missing(adminMessages.categoryNotFound);

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

/** A page of the tree: filtered by status and by a text in the path, sorted, and the number of categories that match. */
export async function listCategories(db: Database, query: z.output<typeof categoryTreeQuerySchema>): Promise<{ rows: AdminCategory[]; total: number }> {
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
  return { rows: sorted.slice(offset, offset + query.limit), total: sorted.length };
}

/** One category as the tree shows it, or null. */
export async function findAdminCategory(db: Database, id: string): Promise<AdminCategory | null> {
  return (await categoryTree(db)).find((c) => c.id === id) ?? null;
}

const snapshot = (row: CategoryRow) => ({ name: row.name, parent_id: row.parentId, path: row.path, status: row.status });

const nameTaken = (field: 'name' | 'parent_id') => refused(adminMessages.categoryNameTaken, { [field]: adminMessages.categoryNameTaken });

export async function createCategory(db: Database, actor: StaffActor, input: { name: string; parentId?: string | null }): Promise<Outcome<{ id: string }>> {
  const { name } = input;
  return inTransaction(db, async (tx) => {
    await lockTree(tx);
    const found = await activeParent(tx, input.parentId);
    if (found.kind !== 'ok') return found;
    const { parent } = found;
    if (await sibling(tx, parent?.id ?? null, name)) return nameTaken('name');
    const [created] = await tx
      .insert(categories)
      .values({ name, parentId: parent?.id ?? null, path: pathOf(parent?.path ?? null, name) })
      .returning();
    await recordStaffAction(tx, actor, { action: 'category.created', subjectType: 'category', subjectId: created.id, before: null, after: snapshot(created) });
    return { kind: 'ok', id: created.id };
  });
}

/** Renames a category; the paths of its subtree follow. */
export async function renameCategory(db: Database, actor: StaffActor, id: string, name: string): Promise<Outcome> {
  return inTransaction(db, async (tx) => {
    await lockTree(tx);
    const current = await findCategory(tx, id, true);
    if (!current) return categoryNotFound();
    if (await sibling(tx, current.parentId, name, id)) return nameTaken('name');
    let parentPath: string | null = null;
    if (current.parentId) {
      const parent = await findCategory(tx, current.parentId);
      if (!parent) return categoryNotFound();
      parentPath = parent.path;
    }
    const newPath = pathOf(parentPath, name);
    await tx.update(categories).set({ name }).where(eq(categories.id, id));
    await rewritePaths(tx, id, current.path, newPath);
    await recordStaffAction(tx, actor, {
      action: 'category.renamed',
      subjectType: 'category',
      subjectId: id,
      before: snapshot(current),
      after: { ...snapshot(current), name, path: newPath },
    });
    return done;
  });
}

/** Moves a category under another parent (null: the top level), never under itself or its own subtree. */
export async function moveCategory(db: Database, actor: StaffActor, id: string, parentId: string | null | undefined): Promise<Outcome> {
  return inTransaction(db, async (tx) => {
    await lockTree(tx);
    const current = await findCategory(tx, id, true);
    if (!current) return categoryNotFound();
    if (parentId && (await subtreeIds(tx, id)).includes(parentId)) return invalid('parent_id', adminMessages.categoryCycle);
    const found = await activeParent(tx, parentId);
    if (found.kind !== 'ok') return found;
    const { parent } = found;
    if (await sibling(tx, parent?.id ?? null, current.name, id)) return nameTaken('parent_id');
    const newPath = pathOf(parent?.path ?? null, current.name);
    await tx
      .update(categories)
      .set({ parentId: parent?.id ?? null })
      .where(eq(categories.id, id));
    await rewritePaths(tx, id, current.path, newPath);
    await recordStaffAction(tx, actor, {
      action: 'category.moved',
      subjectType: 'category',
      subjectId: id,
      before: snapshot(current),
      after: { ...snapshot(current), parent_id: parent?.id ?? null, path: newPath },
    });
    return done;
  });
}

/** Retires a category no product uses and with no active subcategory. */
export async function retireCategory(db: Database, actor: StaffActor, id: string): Promise<Outcome> {
  return inTransaction(db, async (tx) => {
    await lockTree(tx);
    const current = await findCategory(tx, id, true);
    if (!current) return categoryNotFound();
    if (current.status === 'retired') return refused(adminMessages.categoryAlreadyRetired);
    const [{ used }] = await tx.select({ used: count() }).from(products).where(eq(products.categoryId, id));
    if (used > 0) return refused(adminMessages.categoryInUse);
    const [{ active }] = await tx
      .select({ active: count() })
      .from(categories)
      .where(and(eq(categories.parentId, id), eq(categories.status, 'active')));
    if (active > 0) return refused(adminMessages.categoryHasChildren);
    await tx.update(categories).set({ status: 'retired' }).where(eq(categories.id, id));
    await recordStaffAction(tx, actor, {
      action: 'category.retired',
      subjectType: 'category',
      subjectId: id,
      before: snapshot(current),
      after: { ...snapshot(current), status: 'retired' },
    });
    return done;
  });
}

/** Restores a retired category whose parent (if any) is active. */
export async function restoreCategory(db: Database, actor: StaffActor, id: string): Promise<Outcome> {
  return inTransaction(db, async (tx) => {
    await lockTree(tx);
    const current = await findCategory(tx, id, true);
    if (!current) return categoryNotFound();
    if (current.status !== 'retired') return refused(adminMessages.categoryNotRetired);
    if (current.parentId) {
      const parent = await findCategory(tx, current.parentId);
      if (!parent) return categoryNotFound();
      if (parent.status !== 'active') return refused(adminMessages.parentRetired);
    }
    await tx.update(categories).set({ status: 'active' }).where(eq(categories.id, id));
    await recordStaffAction(tx, actor, {
      action: 'category.restored',
      subjectType: 'category',
      subjectId: id,
      before: snapshot(current),
      after: { ...snapshot(current), status: 'active' },
    });
    return done;
  });
}
