// The category tree's changes for staff: create, rename, move, retire and restore, each in one transaction
// that holds the tree's lock and records the staff action. Refusals come back as outcomes.
import { and, count, eq, sql } from 'drizzle-orm';
import { adminMessages } from '../../../src/contract/admin';
import type { Database } from '../../db/client';
import { categories, products } from '../../db/schema';
import { recordStaffAction, type StaffActor } from './common';
import { done, inTransaction, invalid, missing, refused, type Outcome } from '../../lib/outcomes';
import { activeParent, pathOf, rewritePaths, sibling, subtreeIds, type CategoryRow } from './category-placement-repository';

/** One tree change at a time: paths and the no-cycle rule are checked against a settled tree. */
const lockTree = (tx: Database) => tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin:categories'))`);

async function findCategory(db: Database, id: string, lock = false): Promise<CategoryRow | undefined> {
  const query = db.select().from(categories).where(eq(categories.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

const categoryNotFound = () => missing(adminMessages.categoryNotFound);

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
