// A declared resource's routes: its list, its record, and creating, changing and deleting one, each
// behind its audience's hook and kept to the caller's scope.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import { ADMIN_AREA_ROLES } from '../../../src/contract/admin-constants';
import type { Database } from '../../db/client';
import { authOf, type AuthContext } from '../../plugins/auth';
import { ok, okList } from '../envelope';
import { keptListPages, type ListAnswer } from './kept-pages';
import { forgetCounts, listOwned, listQuerySchemaFor } from './list-query';
import { isStaffAccess, tagOf, type ListQuery, type Reach, type RowShape, type ScopeContext, type ScopedResource } from './resource';
import { findOwned, inScope, ownerOf } from './scope';

export const idParamsSchema = z.object({ id: z.uuid('Not a valid id') });

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
  const context = (request: FastifyRequest, db: Database = app.db): ScopeContext => ({ db, auth: authOf(request), app, ip: request.ip });
  /** Whose records a request reaches: the caller's own and what is shared with it, or (null) all of a staff resource's. */
  const reachOf = async (request: FastifyRequest): Promise<Reach> => {
    if (staff) return null;
    const ownerId = authOf(request).userId;
    const shared = await resource.share?.(context(request));
    return shared ? { ownerId, shared } : ownerId;
  };
  const querySchema = listQuerySchemaFor(untyped);
  const kept = resource.list.keptUntilChanged ? keptListPages<Dto>(app, resource.list.keptUntilChanged) : null;
  const rowDto = (resource.list.toDto ?? resource.toDto) as (row: Row, viewer: AuthContext) => Dto;
  const listPage = async (reach: Reach, query: ListQuery, viewer: AuthContext): Promise<ListAnswer<Dto>> => {
    const { rows, total, nextCursor } = await listOwned(resource, app.db, reach, query);
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
      const reach = await reachOf(request);
      const viewer = authOf(request);
      // Kept pages are an owner's own (never shared): the viewer is that owner.
      return kept && typeof reach === 'string' ? kept(reach, query, () => listPage(reach, query, viewer)) : listPage(reach, query, viewer);
    },
  );

  if (!resource.ownRecordRoute)
    app.get(
      `${base}/:id`,
      {
        preValidation,
        schema: { ...common, summary: `One of ${whose} ${resource.path}`, params: idParamsSchema, response: { 200: envelopeOf(resource.dtoSchema) } },
      },
      async (request) => ok(resource.toDto(await findOwned<Row>(resource, app.db, await reachOf(request), request.params.id), authOf(request))),
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
        const reach = await reachOf(request);
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
        forgetCounts(app.db, resource.path, ownerOf(reach));
        return reply.code(201).send(ok(resource.toDto(await findOwned<Row>(resource, app.db, reach, id), authOf(request)), 'Created'));
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
        const reach = await reachOf(request);
        await app.db.transaction(async (tx) => {
          const existing = await findOwned<Row>(resource, tx, reach, request.params.id, 'write');
          const values = await update.values(request.body as UpdateInput, existing, context(request, tx));
          if (Object.keys(values).length > 0) {
            await tx
              .update(resource.table)
              .set(values)
              .where(and(eq(resource.idColumn, request.params.id), inScope(untyped, reach, 'write')));
          }
        });
        // An edit can move a record in or out of a filter (status, say).
        forgetCounts(app.db, resource.path, ownerOf(reach));
        const saved = await findOwned<Row>(resource, app.db, reach, request.params.id);
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
        const reach = await reachOf(request);
        await app.db.transaction(async (tx) => {
          const existing = await findOwned<Row>(resource, tx, reach, request.params.id, 'write');
          await remove.guard?.(existing, context(request, tx));
          await tx.delete(resource.table).where(and(eq(resource.idColumn, request.params.id), inScope(untyped, reach, 'write')));
        });
        forgetCounts(app.db, resource.path, ownerOf(reach));
        return ok({ id: request.params.id }, 'Deleted');
      },
    );
  }
}
