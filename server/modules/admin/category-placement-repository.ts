// Where a category sits in the tree: its active parent, a same-named sibling, its path and subtree (the paths
// rewritten after a rename or move), and a category found or created by name under a parent.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { adminMessages } from '../../../src/contract/admin';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/client';
import { categories } from '../../db/schema';
import { invalid, type Outcome } from '../../lib/outcomes';

export type CategoryRow = typeof categories.$inferSelect;

export const pathOf = (parentPath: string | null, name: string) => (parentPath ? `${parentPath} / ${name}` : name);

/** The active parent a category may go under, or a refusal naming `field`. A null parent means the top level. */
export async function activeParent(db: Database, parentId: string | null | undefined, field = 'parent_id'): Promise<Outcome<{ parent: CategoryRow | null }>> {
  if (!parentId) return { kind: 'ok', parent: null };
  const [parent] = await db.select().from(categories).where(eq(categories.id, parentId));
  if (!parent || parent.status !== 'active') return invalid(field, adminMessages.parentNotFound);
  return { kind: 'ok', parent };
}

/** A sibling (same parent, same name ignoring case) other than `exceptId`. */
export async function sibling(db: Database, parentId: string | null, name: string, exceptId?: string): Promise<CategoryRow | undefined> {
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
export async function subtreeIds(db: Database, id: string): Promise<string[]> {
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
export async function rewritePaths(db: Database, id: string, oldPath: string, newPath: string): Promise<void> {
  const ids = await subtreeIds(db, id);
  await db
    .update(categories)
    .set({ path: sql`${newPath}::text || substr(${categories.path}, char_length(${oldPath}::text) + 1)` })
    .where(inArray(categories.id, ids));
}
