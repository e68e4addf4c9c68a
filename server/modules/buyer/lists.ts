// The buyer's lists: favourites and wishlist (list_items) and recently viewed (product_views), each one
// user's own. Every query is scoped to the caller's id from the token, so another user's entries are
// simply not there (404 on delete, absent from lists and from `contains`).
import { and, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import {
  addToListSchema,
  containsQuerySchema,
  listEntrySchema,
  listItemParamsSchema,
  listItemSchema,
  listMembershipSchema,
  listParamsSchema,
  listQuerySchema,
  listsMessages,
  RECENT_LIMIT,
  type ListEntry,
  type ListItem,
  type ListMembership,
  type ListName,
  type ListQuery,
} from '../../../src/contract/lists';
import type { Database } from '../../db/client';
import { listItems, productViews } from '../../db/schema';
import { ok, okList } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { authOf } from '../../plugins/auth';
import { catalogueCards, isInCatalogue } from '../catalog/public-products';

type SavedList = Exclude<ListName, 'recent'>;

/** One page of a list, newest first, with each product's card as it is now. */
export async function listPage(db: Database, userId: string, list: ListName, query: ListQuery): Promise<{ items: ListItem[]; total: number }> {
  const offset = (query.page - 1) * query.limit;
  let entries: Array<{ productId: string; addedAt: Date }>;
  let total: number;
  if (list === 'recent') {
    const mine = eq(productViews.userId, userId);
    entries = await db
      .select({ productId: productViews.productId, addedAt: productViews.viewedAt })
      .from(productViews)
      .where(mine)
      .orderBy(desc(productViews.viewedAt), desc(productViews.productId))
      .limit(query.limit)
      .offset(offset);
    [{ total }] = await db.select({ total: count() }).from(productViews).where(mine);
  } else {
    const mine = and(eq(listItems.userId, userId), eq(listItems.list, list));
    entries = await db
      .select({ productId: listItems.productId, addedAt: listItems.createdAt })
      .from(listItems)
      .where(mine)
      .orderBy(desc(listItems.createdAt), desc(listItems.productId))
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
    return found ? [{ product_id: entry.productId, added_at: entry.addedAt.toISOString(), available: found.available, product: found.card }] : [];
  });
  return { items, total: Number(total) };
}

/** Adds a product the catalogue shows; adding it again changes nothing (recent: it moves to the top). */
export async function addToList(db: Database, userId: string, list: ListName, productId: string): Promise<{ entry: ListEntry; created: boolean }> {
  if (!(await isInCatalogue(db, productId))) throw notFound(listsMessages.productUnavailable);
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

/** Removes the caller's entry; one that is not there (or someone else's) is a 404. */
export async function removeFromList(db: Database, userId: string, list: ListName, productId: string): Promise<void> {
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
  if (removed.length === 0) throw notFound(listsMessages.notInList);
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

export function registerLists(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const preValidation = app.requireRole('buyer', 'seller');
  const common = { tags: ['lists'] };

  app.get(
    '/v1/lists/contains',
    {
      preValidation,
      schema: {
        ...common,
        summary: 'Which of your lists hold a product',
        querystring: containsQuerySchema,
        response: { 200: envelopeOf(listMembershipSchema) },
      },
    },
    async (request) => ok(await listMembership(app.db, authOf(request).userId, request.query.product_id)),
  );

  app.get(
    '/v1/lists/:list',
    {
      preValidation,
      schema: {
        ...common,
        summary: 'One of your lists (favorites, wishlist, recent), newest first',
        description: 'Each entry carries the product’s catalogue card as it is now; `available: false` once it was unpublished or its supplier suspended.',
        params: listParamsSchema,
        querystring: listQuerySchema,
        response: { 200: listEnvelopeOf(listItemSchema) },
      },
    },
    async (request) => {
      const { items, total } = await listPage(app.db, authOf(request).userId, request.params.list, request.query);
      return okList(items, request.query.page, request.query.limit, total);
    },
  );

  app.post(
    '/v1/lists/:list',
    {
      preValidation,
      schema: {
        ...common,
        summary: 'Add a published product to one of your lists',
        description: `Idempotent: 201 when added, 200 when it was there already (recent: moved to the top). Recently viewed keeps the last ${RECENT_LIMIT}.`,
        params: listParamsSchema,
        body: addToListSchema,
        response: { 200: envelopeOf(listEntrySchema), 201: envelopeOf(listEntrySchema) },
      },
    },
    async (request, reply) => {
      const { entry, created } = await addToList(app.db, authOf(request).userId, request.params.list, request.body.product_id);
      reply.code(created ? 201 : 200);
      return ok(entry, listsMessages.added);
    },
  );

  app.delete(
    '/v1/lists/:list/:productId',
    {
      preValidation,
      schema: {
        ...common,
        summary: 'Remove a product from one of your lists',
        params: listItemParamsSchema,
        response: { 200: envelopeOf(z.object({ product_id: z.string() })) },
      },
    },
    async (request) => {
      await removeFromList(app.db, authOf(request).userId, request.params.list, request.params.productId);
      return ok({ product_id: request.params.productId }, listsMessages.removed);
    },
  );
}
