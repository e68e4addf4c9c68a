// The buyer's lists: favourites and wishlist (list_items) and recently viewed (product_views), each one
// user's own; every query is scoped to the caller's id. A page of a list, adding, removing, membership.
import { and, count, desc, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { RECENT_LIMIT, type ListEntry, type ListItem, type ListMembership, type ListName, type ListQuery } from '../../../src/contract/lists';
import type { Database } from '../../db/client';
import { listItems, productViews, users } from '../../db/schema';
import { catalogueCards, isInCatalogue } from '../catalog/public-products';

type SavedList = Exclude<ListName, 'recent'>;

/**
 * One page of a list, newest first, with each product's card as it is now. `colleagues`: the favourites
 * of these rows' owners too (a company's shared favourites), each saying who saved it.
 */
export async function listPage(
  db: Database,
  userId: string,
  list: ListName,
  query: ListQuery,
  colleagues?: SQL,
): Promise<{ items: ListItem[]; total: number }> {
  const offset = (query.page - 1) * query.limit;
  let entries: Array<{ productId: string; addedAt: Date; ownerId: string; ownerName: string }>;
  let total: number;
  if (list === 'recent') {
    const mine = eq(productViews.userId, userId);
    entries = await db
      .select({ productId: productViews.productId, addedAt: productViews.viewedAt, ownerId: productViews.userId, ownerName: sql<string>`''` })
      .from(productViews)
      .where(mine)
      .orderBy(desc(productViews.viewedAt), desc(productViews.productId))
      .limit(query.limit)
      .offset(offset);
    [{ total }] = await db.select({ total: count() }).from(productViews).where(mine);
  } else {
    const mine = and(colleagues ? or(eq(listItems.userId, userId), colleagues) : eq(listItems.userId, userId), eq(listItems.list, list));
    entries = await db
      .select({ productId: listItems.productId, addedAt: listItems.createdAt, ownerId: listItems.userId, ownerName: users.name })
      .from(listItems)
      .innerJoin(users, eq(users.id, listItems.userId))
      .where(mine)
      .orderBy(desc(listItems.createdAt), desc(listItems.productId), desc(listItems.userId))
      .limit(query.limit)
      .offset(offset);
    [{ total }] = await db.select({ total: count() }).from(listItems).where(mine);
  }
  const cards = await catalogueCards(
    db,
    entries.map((entry) => entry.productId),
  );
  const items = entries.flatMap((entry): ListItem[] => {
    const found = cards.get(entry.productId);
    if (!found) return [];
    const savedBy = entry.ownerId === userId ? null : { id: entry.ownerId, name: entry.ownerName };
    return [{ product_id: entry.productId, added_at: entry.addedAt.toISOString(), available: found.available, product: found.card, saved_by: savedBy }];
  });
  return { items, total: Number(total) };
}

/**
 * Adds a product the catalogue shows; adding it again changes nothing (recent: it moves to the top).
 * Null when the catalogue does not show the product.
 */
export async function addToList(db: Database, userId: string, list: ListName, productId: string): Promise<{ entry: ListEntry; created: boolean } | null> {
  if (!(await isInCatalogue(db, productId))) return null;
  if (list === 'recent') {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(productViews)
        .values({ userId, productId })
        .onConflictDoUpdate({ target: [productViews.userId, productViews.productId], set: { viewedAt: sql`now()` } })
        .returning({ viewedAt: productViews.viewedAt, created: sql<boolean>`(xmax = 0)` });
      // Only the latest views are kept: the list is a trail, not a history.
      const kept = tx
        .select({ productId: productViews.productId })
        .from(productViews)
        .where(eq(productViews.userId, userId))
        .orderBy(desc(productViews.viewedAt), desc(productViews.productId))
        .limit(RECENT_LIMIT);
      await tx.delete(productViews).where(and(eq(productViews.userId, userId), notInArray(productViews.productId, kept)));
      return { entry: { list, product_id: productId, added_at: row.viewedAt.toISOString() }, created: Boolean(row.created) };
    });
  }
  const [inserted] = await db.insert(listItems).values({ userId, list, productId }).onConflictDoNothing().returning({ createdAt: listItems.createdAt });
  if (inserted) return { entry: { list, product_id: productId, added_at: inserted.createdAt.toISOString() }, created: true };
  const [existing] = await db
    .select({ createdAt: listItems.createdAt })
    .from(listItems)
    .where(and(eq(listItems.userId, userId), eq(listItems.list, list as SavedList), eq(listItems.productId, productId)));
  return { entry: { list, product_id: productId, added_at: existing.createdAt.toISOString() }, created: false };
}

/** Removes the caller's entry; false when it is not there (or someone else's). */
export async function removeFromList(db: Database, userId: string, list: ListName, productId: string): Promise<boolean> {
  const removed =
    list === 'recent'
      ? await db
          .delete(productViews)
          .where(and(eq(productViews.userId, userId), eq(productViews.productId, productId)))
          .returning({ productId: productViews.productId })
      : await db
          .delete(listItems)
          .where(and(eq(listItems.userId, userId), eq(listItems.list, list), eq(listItems.productId, productId)))
          .returning({ productId: listItems.productId });
  return removed.length > 0;
}

export async function listMembership(db: Database, userId: string, productId: string): Promise<ListMembership> {
  const saved = await db
    .select({ list: listItems.list })
    .from(listItems)
    .where(and(eq(listItems.userId, userId), eq(listItems.productId, productId), inArray(listItems.list, ['favorites', 'wishlist'])));
  const [viewed] = await db
    .select({ productId: productViews.productId })
    .from(productViews)
    .where(and(eq(productViews.userId, userId), eq(productViews.productId, productId)));
  const lists = new Set(saved.map((row) => row.list));
  return { favorites: lists.has('favorites'), wishlist: lists.has('wishlist'), recent: Boolean(viewed) };
}
