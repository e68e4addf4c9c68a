// One page of a resource's records: its query schema, filters, search and sorts, the cursor that starts a
// page after the previous one's last row, and the totals kept between pages.
import { and, asc, count, desc, eq, is, sql, type SQL } from 'drizzle-orm';
import { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { fieldError } from '../errors';
import { TotalsCache } from '../totals-cache';
import { isStaffAccess, type ListQuery, type Reach, type RowShape, type ScopedResource } from './resource';
import { inScope, ownerOf } from './scope';

/** The list query schema of a resource: paging, sorting, search and its own filters. */
export function listQuerySchemaFor(resource: ScopedResource<RowShape, unknown, unknown, unknown>) {
  if (resource.list.querySchema) return resource.list.querySchema;
  const sortKeys = Object.keys(resource.list.sortable) as [string, ...string[]];
  return z
    .object({
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      limit: z.coerce.number().int().min(1).max(100, 'At most 100 per page').default(20),
      sort: z.enum(sortKeys, { error: `Sort by one of: ${sortKeys.join(', ')}` }).default(sortKeys[0]),
      order: z.enum(['asc', 'desc']).default('desc'),
      q: z.string().trim().max(200).optional(),
      cursor: z.string().max(500).optional().describe("The previous page's pagination.next_cursor: the next page as an index range"),
    })
    .extend(resource.list.filterSchema?.shape ?? {});
}

/**
 * Totals of big lists, kept a few seconds per process: counting 100,000 rows on every page turn is the
 * slowest part of a list. A write through the scoped CRUD drops the owner's cached totals at once; a
 * write seen only by another process shows up within COUNT_TTL_MS.
 */
const COUNT_TTL_MS = 10_000;
const countCache = new TotalsCache(COUNT_TTL_MS);
export function forgetCounts(db: Database, path: string, ownerId: string | null): void {
  countCache.forget(db, `${path}|${ownerId ?? '*'}|`);
}

/** A position in a sorted list: the sort value and id of the last row of the previous page. */
export function encodeCursor(value: unknown, id: string): string {
  return Buffer.from(JSON.stringify([value instanceof Date ? value.toISOString() : value, id])).toString('base64url');
}
function decodeCursor(cursor: string): [string | number, string] | undefined {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(parsed) && parsed.length === 2 && (typeof parsed[0] === 'string' || typeof parsed[0] === 'number') && typeof parsed[1] === 'string') {
      return [parsed[0], parsed[1]];
    }
  } catch {
    // fall through
  }
  return undefined;
}

/**
 * One page of the owner's records and their total: the list route's query, also used by the benchmark.
 * With `cursor` (from the previous page's `next_cursor`) the page starts right after that row, an
 * index range whatever the depth; otherwise `page` is an offset, which costs more the deeper it goes.
 */
export async function listOwned<Row extends RowShape>(
  resource: ScopedResource<Row, unknown, unknown, unknown>,
  db: Database,
  reach: Reach,
  query: ListQuery,
): Promise<{ rows: Row[]; total: number; nextCursor: string | null }> {
  const conditions: Array<SQL | undefined> = [inScope(resource as ScopedResource<RowShape, unknown, unknown, unknown>, reach)];
  const ownerId = ownerOf(reach);
  const filterKey: string[] = [];
  for (const [key, toCondition] of Object.entries(resource.list.filters ?? {})) {
    const value = query[key];
    if (value !== undefined && value !== '') {
      conditions.push(toCondition(String(value)));
      filterKey.push(`${key}=${String(value)}`);
    }
  }
  if (query.q && resource.list.search) conditions.push(resource.list.search(query.q));
  const fromQuery = resource.list.where?.(query);
  if (fromQuery) {
    conditions.push(fromQuery);
    // The cached total is keyed by what decides the rows: the whole query's condition too.
    filterKey.push(`where=${JSON.stringify(Object.entries(query).filter(([key]) => !['page', 'limit', 'sort', 'order', 'cursor'].includes(key)))}`);
  }
  const where = and(...conditions);
  const sortColumn = resource.list.sortable[query.sort];
  const direction = query.order === 'asc' ? asc : desc;
  const orderBy = [direction(sortColumn), direction(resource.list.tieBreaker)];
  // Cursors need a sort value on every row: nullable sort columns page by offset only.
  const keyset = is(sortColumn, PgColumn) && sortColumn.notNull && sortColumn.table === resource.table;
  const after = keyset && query.cursor ? decodeCursor(query.cursor) : undefined;
  if (query.cursor && !after) throw fieldError('cursor', 'This cursor is not valid for this sort; start from the first page');
  const pageWhere = after
    ? and(
        where,
        query.order === 'asc'
          ? sql`(${sortColumn}, ${resource.list.tieBreaker}) > (${after[0]}, ${after[1]})`
          : sql`(${sortColumn}, ${resource.list.tieBreaker}) < (${after[0]}, ${after[1]})`,
      )
    : where;
  const offset = after ? 0 : (query.page - 1) * query.limit;

  // Deferred join in one statement: the page's ids come from an index range in a sub-select (joins the
  // sort does not need are dropped there by the planner), and only those rows are read in full.
  const page = resource
    .query(db, {
      pageId: sql<string>`${resource.idColumn}`.as('page_id'),
      pageSort: (is(sortColumn, PgColumn) ? sql`${sortColumn}`.mapWith(sortColumn) : sql`${sortColumn}`).as('page_sort'),
    })
    .where(pageWhere)
    .orderBy(...orderBy)
    .limit(query.limit)
    .offset(offset)
    .as('page');
  const found = (await resource
    .query(db, { ...resource.selection, pageSort: page.pageSort, pageId: page.pageId })
    .innerJoin(page, eq(resource.idColumn, page.pageId))
    .orderBy(direction(page.pageSort), direction(page.pageId))) as unknown as Array<Row & { pageSort: unknown; pageId: string }>;
  // The page's sort value and id ride along for the cursor; toDto reads only the resource's own fields.
  const rows: Row[] = found;
  await resource.hydrate?.(db, rows);
  const last = found.at(-1);
  const nextCursor = keyset && last && found.length === query.limit ? encodeCursor(last.pageSort, last.pageId) : null;

  // A short first page holds everything: no count needed.
  if (!after && found.length < query.limit && (found.length > 0 || offset === 0)) return { rows, total: offset + found.length, nextCursor };
  // A staff queue's rows change through decisions made outside the scoped CRUD (approve, reject, hide),
  // and a shared list's through the other owners' writes: their totals are always counted afresh. An
  // owner's own totals are kept, and dropped by its own writes.
  const shared = reach !== null && typeof reach === 'object';
  const cacheKey = isStaffAccess(resource.access) || shared ? undefined : `${resource.path}|${ownerId ?? '*'}|${filterKey.join('&')}|${query.q ?? ''}`;
  const cached = cacheKey === undefined ? undefined : countCache.get(db, cacheKey);
  if (cached !== undefined) return { rows, total: cached, nextCursor };
  const [{ total }] = (await resource.query(db, { total: count() }).where(where)) as unknown as Array<{ total: number }>;
  if (cacheKey !== undefined) countCache.set(db, cacheKey, Number(total));
  return { rows, total: Number(total), nextCursor };
}
