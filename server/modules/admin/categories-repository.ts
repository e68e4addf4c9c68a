// The category tree as staff read it: every category with its depth and product and child counts, a filtered
// and sorted page of it, and one category.
import { count, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminCategory, categoryTreeQuerySchema } from '../../../src/contract/admin';
import type { Database } from '../../db/client';
import { categories, products } from '../../db/schema';
import { offsetOf } from './common';
import type { CategoryRow } from './category-placement-repository';

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
