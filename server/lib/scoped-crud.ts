import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, listEnvelopeOf } from '../../src/contract/envelope';
import type { Role } from '../../src/contract/constants';
import type { Database } from '../db/client';
import { authOf, type AuthContext } from '../plugins/auth';
import { notFound } from './errors';
import { ok, okList } from './envelope';

/** What a rule sees: the database (a transaction inside writes) and who is asking. */
export interface ScopeContext {
  db: Database;
  auth: AuthContext;
  app: FastifyInstance;
}

type Selection = SelectedFields;
type RowShape = Record<string, unknown>;

/**
 * One owned resource, declared once: the routes, their schemas and every query come from here.
 * Every query is filtered by `ownerColumn = caller` in this module, so a handler cannot forget it;
 * another owner's record is simply not found (404), for every verb.
 */
export interface ScopedResource<Row extends RowShape, Dto, CreateInput, UpdateInput> {
  /** Plural kebab-case: served at /v1/<path>. */
  path: string;
  tag: string;
  /** Who may use it: 'seller' means a seller past every onboarding gate. */
  access: 'seller' | Role[];
  table: PgTable;
  idColumn: PgColumn;
  ownerColumn: PgColumn;
  /** The insert key of `ownerColumn` (its property name in the table definition). */
  ownerKey: string;
  /** The row read for lists and items, with any joins: `(selection) => db.select(selection).from(...)…`. */
  query(db: Database, selection: Selection): PgSelect;
  /** The columns of `Row`, as passed to `query`. */
  selection: Selection;
  toDto(row: Row): Dto;
  dtoSchema: z.ZodType<Dto>;
  list: {
    /** Query value of `sort` → the column it orders by. The first entry is the default. */
    sortable: Record<string, PgColumn>;
    /** Tie-breaker for stable pages; usually the id. */
    tieBreaker: PgColumn;
    /** Query parameter → how to filter by it; values are validated by `filterSchema`. */
    filters?: Record<string, (value: string) => SQL | undefined>;
    filterSchema?: z.ZodObject;
    search?: (q: string) => SQL | undefined;
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
  };
  remove?: {
    /** Throws when the record may not be deleted in its state. */
    guard?(existing: Row, ctx: ScopeContext): Promise<void> | void;
  };
}

export const idParamsSchema = z.object({ id: z.uuid('Not a valid id') });

/** Reads one owned record or throws 404: the one way handlers load a record by id. */
export async function findOwned<Row extends RowShape>(
  resource: { query: ScopedResource<Row, unknown, unknown, unknown>['query']; selection: Selection; idColumn: PgColumn; ownerColumn: PgColumn },
  db: Database,
  ownerId: string,
  id: string,
): Promise<Row> {
  const [row] = (await resource
    .query(db, resource.selection)
    .where(and(eq(resource.idColumn, id), eq(resource.ownerColumn, ownerId)))
    .limit(1)) as unknown as Row[];
  if (!row) throw notFound();
  return row;
}

interface ListQuery extends Record<string, unknown> {
  page: number;
  limit: number;
  sort: string;
  order: 'asc' | 'desc';
  q?: string;
}

/** The list query schema of a resource: paging, sorting, search and its own filters. */
function listQuerySchemaFor(resource: ScopedResource<RowShape, unknown, unknown, unknown>) {
  const sortKeys = Object.keys(resource.list.sortable) as [string, ...string[]];
  return z
    .object({
      page: z.coerce.number().int().min(1).max(100_000).default(1),
      limit: z.coerce.number().int().min(1).max(100, 'At most 100 per page').default(20),
      sort: z.enum(sortKeys, { error: `Sort by one of: ${sortKeys.join(', ')}` }).default(sortKeys[0]),
      order: z.enum(['asc', 'desc']).default('desc'),
      q: z.string().trim().max(200).optional(),
    })
    .extend(resource.list.filterSchema?.shape ?? {});
}

export function registerScopedCrud<Row extends RowShape, Dto, CreateInput, UpdateInput>(
  parent: FastifyInstance,
  resource: ScopedResource<Row, Dto, CreateInput, UpdateInput>,
): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const base = `/v1/${resource.path}`;
  const common = { tags: [resource.tag], security: [{ bearer: [] }] };
  const preHandler = resource.access === 'seller' ? app.requireOnboardedSeller : app.requireRole(...resource.access);
  const untyped = resource as unknown as ScopedResource<RowShape, unknown, unknown, unknown>;
  const querySchema = listQuerySchemaFor(untyped);
  const context = (request: FastifyRequest, db: Database = app.db): ScopeContext => ({ db, auth: authOf(request), app });

  app.get(
    base,
    { preHandler, schema: { ...common, summary: `List your ${resource.path}`, querystring: querySchema, response: { 200: listEnvelopeOf(resource.dtoSchema) } } },
    async (request) => {
      const query = request.query as unknown as ListQuery;
      const { userId } = authOf(request);
      const conditions: Array<SQL | undefined> = [eq(resource.ownerColumn, userId)];
      for (const [key, toCondition] of Object.entries(resource.list.filters ?? {})) {
        const value = query[key];
        if (value !== undefined && value !== '') conditions.push(toCondition(String(value)));
      }
      if (query.q && resource.list.search) conditions.push(resource.list.search(query.q));
      const where = and(...conditions);
      const direction = query.order === 'asc' ? asc : desc;
      const [rows, [{ total }]] = await Promise.all([
        resource
          .query(app.db, resource.selection)
          .where(where)
          .orderBy(direction(resource.list.sortable[query.sort]), direction(resource.list.tieBreaker))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit) as unknown as Promise<Row[]>,
        resource.query(app.db, { total: count() }).where(where) as unknown as Promise<Array<{ total: number }>>,
      ]);
      return okList(rows.map((row) => resource.toDto(row)), query.page, query.limit, Number(total));
    },
  );

  app.get(
    `${base}/:id`,
    { preHandler, schema: { ...common, summary: `One of your ${resource.path}`, params: idParamsSchema, response: { 200: envelopeOf(resource.dtoSchema) } } },
    async (request) => ok(resource.toDto(await findOwned<Row>(resource, app.db, authOf(request).userId, request.params.id))),
  );

  const create = resource.create;
  if (create) {
    app.post(
      base,
      { preHandler, schema: { ...common, summary: `Create one of your ${resource.path}`, body: create.schema, response: { 201: envelopeOf(resource.dtoSchema) } } },
      async (request, reply) => {
        const { userId } = authOf(request);
        const id = await app.db.transaction(async (tx) => {
          const ctx = context(request, tx);
          const values = await create.values(request.body as CreateInput, ctx);
          const [inserted] = (await tx
            .insert(resource.table)
            .values({ ...values, [resource.ownerKey]: userId })
            .returning({ id: resource.idColumn })) as Array<{ id: string }>;
          await create.after?.(inserted.id, request.body as CreateInput, ctx);
          return inserted.id;
        });
        return reply.code(201).send(ok(resource.toDto(await findOwned<Row>(resource, app.db, userId, id)), 'Created'));
      },
    );
  }

  const update = resource.update;
  if (update) {
    app.patch(
      `${base}/:id`,
      { preHandler, schema: { ...common, summary: `Change one of your ${resource.path}`, params: idParamsSchema, body: update.schema, response: { 200: envelopeOf(resource.dtoSchema) } } },
      async (request) => {
        const { userId } = authOf(request);
        await app.db.transaction(async (tx) => {
          const existing = await findOwned<Row>(resource, tx, userId, request.params.id);
          const values = await update.values(request.body as UpdateInput, existing, context(request, tx));
          if (Object.keys(values).length > 0) {
            await tx
              .update(resource.table)
              .set(values)
              .where(and(eq(resource.idColumn, request.params.id), eq(resource.ownerColumn, userId)));
          }
        });
        return ok(resource.toDto(await findOwned<Row>(resource, app.db, userId, request.params.id)), 'Saved');
      },
    );
  }

  const remove = resource.remove;
  if (remove) {
    app.delete(
      `${base}/:id`,
      { preHandler, schema: { ...common, summary: `Delete one of your ${resource.path}`, params: idParamsSchema, response: { 200: envelopeOf(z.object({ id: z.string() })) } } },
      async (request) => {
        const { userId } = authOf(request);
        await app.db.transaction(async (tx) => {
          const existing = await findOwned<Row>(resource, tx, userId, request.params.id);
          await remove.guard?.(existing, context(request, tx));
          await tx.delete(resource.table).where(and(eq(resource.idColumn, request.params.id), eq(resource.ownerColumn, userId)));
        });
        return ok({ id: request.params.id }, 'Deleted');
      },
    );
  }
}
