// The public category tree: the active categories, flat and ordered by path.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories } from '../../db/schema';

/** The category tree, flat and ordered by path; clients nest it by parent_id. */
export async function activeCategories(db: Database) {
  const rows = await db
    .select({ id: categories.id, parent_id: categories.parentId, name: categories.name, path: categories.path })
    .from(categories)
    .where(eq(categories.status, 'active'))
    .orderBy(asc(categories.path));
  return rows;
}
