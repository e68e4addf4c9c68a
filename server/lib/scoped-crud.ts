import { and, asc, count, desc, eq, is, sql, type SQL } from 'drizzle-orm';
import { PgColumn, type PgSelect, type PgTable, type SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, listEnvelopeOf } from '../../src/contract/envelope';
import type { Role } from '../../src/contract/constants';
import { ADMIN_AREA_ROLES, type AdminArea } from '../../src/contract/admin-constants';
import type { Database } from '../db/client';
import { authOf, type AuthContext } from '../plugins/auth';
import { fieldError, notFound } from './errors';
import { ok, okList } from './envelope';
import { FreshCache } from './fresh-cache';
import { TotalsCache } from './totals-cache';

/** What a rule sees: the database (a transaction inside writes) and who is asking. */
export interface ScopeContext {
  db: Database;
  auth: AuthContext;
  app: FastifyInstance;
  /** The caller's address, for audit entries. */
  ip?: string;
}

type Selection = SelectedFields;
type RowShape = Record<string, unknown>;

/** A resource of the marketplace's own, kept by staff: the back-office area that reads it, and the one that changes it. */
export interface StaffAccess {
  staff: AdminArea;
  write?: AdminArea;
}

/**
 * One resource, declared once: the routes, their schemas and every query come from here.
 * An owned resource (a seller's) has every query filtered by `ownerColumn = caller` in this module, so a
 * handler cannot forget it; another owner's record is simply not found (404), for every verb. A staff
 * resource (`access: { staff }`) is the marketplace's: every record, for the staff roles of its areas.
 */
export interface ScopedResource<Row extends RowShape, Dto, CreateInput, UpdateInput> {
  /** Plural kebab-case: served at /v1/<path>. */
  path: string;
  /** Its OpenAPI tag; a staff resource's is 'admin'. */
  tag?: string;
  /** Who may use it: 'seller' means a seller past every onboarding gate; `{ staff }` the staff roles of those areas. */
  access: 'seller' | Role[] | StaffAccess;
  table: PgTable;
  idColumn: PgColumn;
  /** The owner's column; every resource but a staff one has it. */
  ownerColumn?: PgColumn;
  /** The insert key of `ownerColumn` (its property name in the table definition), or, for a staff resource, of the column naming who created a record. */
  ownerKey?: string;
  /** The row read for lists and items, with any joins: `(selection) => db.select(selection).from(...)…`. */
  query(db: Database, selection: Selection): PgSelect;
  /** The columns of `Row`, as passed to `query`. */
  selection: Selection;
  /** The answer's record; `viewer` is who asks (a staff account is marked as the viewer's own, say). */
  toDto(row: Row, viewer: AuthContext): Dto;
  dtoSchema: z.ZodType<Dto>;
  /** Fills in what is read per page rather than per row (a product's images, say), for lists and items alike. */
  hydrate?(db: Database, rows: Row[]): Promise<void>;
  list: {
    /**
     * Query value of `sort` → the column (or expression) it orders by. The first entry is the default.
     * Expressions page by offset only: a cursor needs a column every row has.
     */
    sortable: Record<string, PgColumn | SQL>;
    /** Tie-breaker for stable pages; usually the id. */
    tieBreaker: PgColumn;
    /** Query parameter → how to filter by it; values are validated by `filterSchema`. */
    filters?: Record<string, (value: string) => SQL | undefined>;
    filterSchema?: z.ZodObject;
    /**
     * The whole query schema, when the resource's contract has one of its own (the back office's lists,
     * with their paging messages and defaults): it must give page, limit, sort (a key of `sortable`),
     * order and q, and the filters' parameters.
     */
    querySchema?: z.ZodObject;
    search?: (q: string) => SQL | undefined;
    /** Checks across the query's parameters (a date range's order), throwing a field error. */
    check?(query: ListQuery): void;
    /** A condition read from the whole query, for parameters that depend on one another (a queue's default view, say). */
    where?(query: ListQuery): SQL | undefined;
    /** The rows of a list page, when they show less than a record (a help article without its body). */
    toDto?(row: Row, viewer: AuthContext): unknown;
    dtoSchema?: z.ZodType;
    /**
     * Keep each owner's pages a few seconds per query, until the database announces a change of this
     * kind for the owner (server/plugins/channel.ts). Only for rows whose every change a trigger
     * announces, the joined tables' included (migration 0020 for products).
     */
    keptUntilChanged?: 'products';
  };
  create?: {
    schema: z.ZodType<CreateInput>;
    /** Checks and the values to insert (owner is added here, never from the body). */
    values(input: CreateInput, ctx: ScopeContext): Promise<Record<string, unknown>> | Record<string, unknown>;
    /** Work after the insert, in the same transaction (an inventory row, say). */
    after?(id: string, input: CreateInput, ctx: ScopeContext): Promise<void>;
  };
  update?: {
    schema: z.ZodType<UpdateInput>;
    values(input: UpdateInput, existing: Row, ctx: ScopeContext): Promise<Record<string, unknown>> | Record<string, unknown>;
    /** The answer's message for the saved record (default 'Saved'). */
    message?(saved: Row): string | undefined;
  };
  remove?: {
    /** Throws when the record may not be deleted in its state. */
    guard?(existing: Row, ctx: ScopeContext): Promise<void> | void;
  };
  /** The 404's message for a record that is not there (or not in scope). */
  notFoundMessage?: string;
  /** The rows of its table the resource holds, when not all of them (buyers and sellers among the users, say): every query keeps to them. */
  holds?: SQL;
  /** The resource serves its record (GET /:id) with a route of its own (a seller's whole file, say). */
  ownRecordRoute?: true;
}

export const idParamsSchema = z.object({ id: z.uuid('Not a valid id') });

/** A resource's OpenAPI tag: its own, 'admin' for a staff resource, else its path. */
export const tagOf = (resource: { tag?: string; access: ScopedResource<RowShape, unknown, unknown, unknown>['access']; path: string }): string =>
  resource.tag ?? (isStaffAccess(resource.access) ? 'admin' : resource.path);

const isStaffAccess = (access: ScopedResource<RowShape, unknown, unknown, unknown>['access']): access is StaffAccess =>
  typeof access === 'object' && !Array.isArray(access);

/**
 * The records `scope` may reach: an owner's own (`scope` is the owner's id), or every record of a staff
 * resource (`scope` is null). A scope that does not fit the resource is a programming error.
 */
function inScope(
  resource: Pick<ScopedResource<RowShape, unknown, unknown, unknown>, 'ownerColumn' | 'access' | 'holds'>,
  scope: string | null,
): SQL | undefined {
  if (isStaffAccess(resource.access)) {
    if (scope !== null) throw new Error('a staff resource is read without an owner');
    return resource.holds;
  }
  if (!resource.ownerColumn || scope === null) throw new Error('an owned resource is read with its owner');
  return and(eq(resource.ownerColumn, scope), resource.holds);
}

/** Reads one record in scope (the owner's, or any for a staff resource) or throws 404: the one way handlers load a record by id. */
export async function findOwned<Row extends RowShape>(
  resource: Pick<
    ScopedResource<Row, unknown, unknown, unknown>,
    'query' | 'selection' | 'idColumn' | 'ownerColumn' | 'hydrate' | 'access' | 'notFoundMessage' | 'holds'
  >,
  db: Database,
  ownerId: string | null,
  id: string,
): Promise<Row> {
  const [row] = (await resource
    .query(db, resource.selection)
    .where(and(eq(resource.idColumn, id), inScope(resource as ScopedResource<RowShape, unknown, unknown, unknown>, ownerId)))
    .limit(1)) as unknown as Row[];
  if (!row) throw notFound(resource.notFoundMessage);
  await resource.hydrate?.(db, [row]);
  return row;
}

export interface ListQuery extends Record<string, unknown> {
  page: number;
  limit: number;
  sort: string;
  order: 'asc' | 'desc';
  q?: string;
  cursor?: string;
}

/** The list query schema of a resource: paging, sorting, search and its own filters. */
function listQuerySchemaFor(resource: ScopedResource<RowShape, unknown, unknown, unknown>) {
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
 * slowest part of a list. A write through this module drops the owner's cached totals at once; a
 * write seen only by another process shows up within COUNT_TTL_MS.
 */
const COUNT_TTL_MS = 10_000;
const countCache = new TotalsCache(COUNT_TTL_MS);
export function forgetCounts(db: Database, path: string, ownerId: string | null): void {
  countCache.forget(db, `${path}|${ownerId ?? '*'}|`);
}

/** How long a kept list page lives at most: it only bounds what a lost notification could leave behind. */
const LIST_PAGE_CACHE_MS = 5_000;
// A page of 20 products is about 15 KB as JSON: a full cache stays in the tens of MB per process.
const LIST_PAGE_CACHE_MAX = 1_000;

type ListAnswer<Dto> = ReturnType<typeof okList<Dto>> & { pagination: { next_cursor: string | null } };

/**
 * A list's pages kept per owner and query, dropped for an owner (or all owners) when the channel says
 * what they hold changed. A read that began before a drop stores nothing (FreshCache's mark).
 */
function keptListPages<Dto>(app: FastifyInstance, kind: 'products') {
  const pages = new FreshCache<ListAnswer<Dto>>(LIST_PAGE_CACHE_MS, LIST_PAGE_CACHE_MAX);
  app.channel.onInvalidate((message) => {
    if (message.invalidate === kind) {
      if (message.id === undefined) pages.clear();
      else pages.dropGroup(message.id);
    } else if (message.invalidate === 'everything') pages.clear();
  });
  return async (ownerId: string, query: ListQuery, load: () => Promise<ListAnswer<Dto>>): Promise<ListAnswer<Dto>> => {
    const key = `${ownerId} ${JSON.stringify(query)}`;
    const kept = pages.get(key);
    if (kept) return kept;
    const mark = pages.mark();
    const answer = await load();
    pages.set(key, answer, mark, ownerId);
    return answer;
  };
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
  ownerId: string | null,
  query: ListQuery,
): Promise<{ rows: Row[]; total: number; nextCursor: string | null }> {
  const conditions: Array<SQL | undefined> = [inScope(resource as ScopedResource<RowShape, unknown, unknown, unknown>, ownerId)];
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
  // A staff queue's rows change through decisions made outside this module (approve, reject, hide):
  // its totals are always counted afresh. An owner's totals are kept, and dropped by its own writes.
  const cacheKey = isStaffAccess(resource.access) ? undefined : `${resource.path}|${ownerId ?? '*'}|${filterKey.join('&')}|${query.q ?? ''}`;
  const cached = cacheKey === undefined ? undefined : countCache.get(db, cacheKey);
  if (cached !== undefined) return { rows, total: cached, nextCursor };
  const [{ total }] = (await resource.query(db, { total: count() }).where(where)) as unknown as Array<{ total: number }>;
  if (cacheKey !== undefined) countCache.set(db, cacheKey, Number(total));
  return { rows, total: Number(total), nextCursor };
}

export function registerScopedCrud<Row extends RowShape, Dto, CreateInput, UpdateInput>(
  parent: FastifyInstance,
  resource: ScopedResource<Row, Dto, CreateInput, UpdateInput>,
): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const base = `/v1/${resource.path}`;
  const common = { tags: [tagOf(resource)] };
  const untyped = resource as unknown as ScopedResource<RowShape, unknown, unknown, unknown>;
  const { access } = resource;
  const staff = isStaffAccess(access);
  if (!staff && (!resource.ownerColumn || !resource.ownerKey)) throw new Error(`${resource.path}: an owned resource names its ownerColumn and ownerKey`);
  const preValidation = staff
    ? app.requireStaff(...ADMIN_AREA_ROLES[access.staff])
    : access === 'seller'
      ? app.requireOnboardedSeller
      : app.requireRole(...access);
  const writeHandler = staff ? app.requireStaff(...ADMIN_AREA_ROLES[access.write ?? access.staff]) : preValidation;
  /** The operations' summaries: "your" records, or "the" marketplace's. */
  const whose = staff ? 'the' : 'your';
  /** Whose records a request reaches: the caller's own, or (null) all of a staff resource's. */
  const scopeOf = (request: FastifyRequest): string | null => (staff ? null : authOf(request).userId);
  const querySchema = listQuerySchemaFor(untyped);
  const context = (request: FastifyRequest, db: Database = app.db): ScopeContext => ({ db, auth: authOf(request), app, ip: request.ip });
  const kept = resource.list.keptUntilChanged ? keptListPages<Dto>(app, resource.list.keptUntilChanged) : null;
  const rowDto = (resource.list.toDto ?? resource.toDto) as (row: Row, viewer: AuthContext) => Dto;
  const listPage = async (ownerId: string | null, query: ListQuery, viewer: AuthContext): Promise<ListAnswer<Dto>> => {
    const { rows, total, nextCursor } = await listOwned(resource, app.db, ownerId, query);
    const body = okList(
      rows.map((row) => rowDto(row, viewer)),
      query.page,
      query.limit,
      total,
    );
    return { ...body, pagination: { ...body.pagination, next_cursor: nextCursor } };
  };

  app.get(
    base,
    {
      preValidation,
      schema: {
        ...common,
        summary: `List ${whose} ${resource.path}`,
        querystring: querySchema,
        response: { 200: listEnvelopeOf(resource.list.dtoSchema ?? resource.dtoSchema) },
      },
    },
    async (request) => {
      const query = request.query as unknown as ListQuery;
      resource.list.check?.(query);
      const ownerId = scopeOf(request);
      const viewer = authOf(request);
      // Kept pages are an owner's own: the viewer is that owner.
      return kept && ownerId !== null ? kept(ownerId, query, () => listPage(ownerId, query, viewer)) : listPage(ownerId, query, viewer);
    },
  );

  if (!resource.ownRecordRoute)
    app.get(
      `${base}/:id`,
      {
        preValidation,
        schema: { ...common, summary: `One of ${whose} ${resource.path}`, params: idParamsSchema, response: { 200: envelopeOf(resource.dtoSchema) } },
      },
      async (request) => ok(resource.toDto(await findOwned<Row>(resource, app.db, scopeOf(request), request.params.id), authOf(request))),
    );

  const create = resource.create;
  if (create) {
    app.post(
      base,
      {
        preValidation: writeHandler,
        schema: { ...common, summary: `Create one of ${whose} ${resource.path}`, body: create.schema, response: { 201: envelopeOf(resource.dtoSchema) } },
      },
      async (request, reply) => {
        const { userId } = authOf(request);
        const scope = scopeOf(request);
        const id = await app.db.transaction(async (tx) => {
          const ctx = context(request, tx);
          const values = await create.values(request.body as CreateInput, ctx);
          const [inserted] = (await tx
            .insert(resource.table)
            .values({ ...values, ...(resource.ownerKey ? { [resource.ownerKey]: userId } : {}) })
            .returning({ id: resource.idColumn })) as Array<{ id: string }>;
          await create.after?.(inserted.id, request.body as CreateInput, ctx);
          return inserted.id;
        });
        forgetCounts(app.db, resource.path, scope);
        return reply.code(201).send(ok(resource.toDto(await findOwned<Row>(resource, app.db, scope, id), authOf(request)), 'Created'));
      },
    );
  }

  const update = resource.update;
  if (update) {
    app.patch(
      `${base}/:id`,
      {
        preValidation: writeHandler,
        schema: {
          ...common,
          summary: `Change one of ${whose} ${resource.path}`,
          params: idParamsSchema,
          body: update.schema,
          response: { 200: envelopeOf(resource.dtoSchema) },
        },
      },
      async (request) => {
        const scope = scopeOf(request);
        await app.db.transaction(async (tx) => {
          const existing = await findOwned<Row>(resource, tx, scope, request.params.id);
          const values = await update.values(request.body as UpdateInput, existing, context(request, tx));
          if (Object.keys(values).length > 0) {
            await tx
              .update(resource.table)
              .set(values)
              .where(and(eq(resource.idColumn, request.params.id), inScope(untyped, scope)));
          }
        });
        // An edit can move a record in or out of a filter (status, say).
        forgetCounts(app.db, resource.path, scope);
        const saved = await findOwned<Row>(resource, app.db, scope, request.params.id);
        return ok(resource.toDto(saved, authOf(request)), update.message?.(saved) ?? 'Saved');
      },
    );
  }

  const remove = resource.remove;
  if (remove) {
    app.delete(
      `${base}/:id`,
      {
        preValidation: writeHandler,
        schema: {
          ...common,
          summary: `Delete one of ${whose} ${resource.path}`,
          params: idParamsSchema,
          response: { 200: envelopeOf(z.object({ id: z.string() })) },
        },
      },
      async (request) => {
        const scope = scopeOf(request);
        await app.db.transaction(async (tx) => {
          const existing = await findOwned<Row>(resource, tx, scope, request.params.id);
          await remove.guard?.(existing, context(request, tx));
          await tx.delete(resource.table).where(and(eq(resource.idColumn, request.params.id), inScope(untyped, scope)));
        });
        forgetCounts(app.db, resource.path, scope);
        return ok({ id: request.params.id }, 'Deleted');
      },
    );
  }
}
