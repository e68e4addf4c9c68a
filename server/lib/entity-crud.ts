// The server side of a declared entity (src/contract/entity.ts): its routes, schemas and queries all follow
// from the entity and its table (server/db/entity-table.ts), through the scoped CRUD (server/lib/scoped-crud/):
// a seller's entity has every query filtered by the owning seller there; a staff entity is the
// marketplace's, served under /v1/admin/ to the staff roles of its back-office area, and every change
// staff make is written to the audit log in the same transaction.
import { eq, getTableColumns, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AdminArea } from '../../src/contract/admin-constants';
import { countryFilter } from '../../src/contract/countries';
import type { Entity } from '../../src/contract/entity';
import { createSchemaOf, recordSchemaOf, updateSchemaOf } from '../../src/contract/entity-schemas';
import { OWNER_COLUMN, type EntityTable } from '../db/entity-table';
import { containsPattern } from './like';
import { recordAudit } from './audit';
import { registerScopedCrud, type ScopeContext, type ScopedResource } from './scoped-crud';

type Row = Record<string, unknown>;

/** What a file in server/resources/ exports: the app registers each one found there at start. */
export interface ServerResource {
  entity: Entity;
  register(app: FastifyInstance): void;
}

/** The answer's record: times as ISO strings, the owner left out (it is the caller, or the staff member who created it). */
function toRecord(row: Row, ownerColumn: string): Row {
  const record: Row = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === ownerColumn) continue;
    record[key] = value instanceof Date ? value.toISOString() : value;
  }
  return record;
}

/** What the API knows of a record, for an audit entry's before and after: its fields, without id and times. */
function auditFields(entity: Entity, row: Row): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(row)) if (key !== 'id' && key !== 'created_at' && key !== 'updated_at' && key !== 'created_by') picked[key] = row[key];
  return picked;
}

async function auditRecord(
  ctx: ScopeContext,
  entity: Entity,
  action: 'record.created' | 'record.updated' | 'record.deleted',
  id: string,
  label: unknown,
  before: Row | null,
  after: Row | null,
) {
  const staffRole = ctx.auth.user.staffRole;
  if (!staffRole) throw new Error('a staff resource written without the staff guard');
  await recordAudit(ctx.db, {
    actorId: ctx.auth.userId,
    actorRole: staffRole,
    action,
    subjectType: 'record',
    subjectId: id,
    subjectLabel: `${entity.name}: ${String(label)}`,
    before: before && auditFields(entity, before),
    after: after && auditFields(entity, after),
    note: entity.name,
    ip: ctx.ip ?? null,
  });
}

/** Sorting by any plain field, filtering by the closed ones (enum, boolean, country), searching the texts. */
function listOf(entity: Entity, table: EntityTable) {
  const columns = table as unknown as Record<string, PgColumn>;
  const sortable: Record<string, PgColumn> = { created_at: columns.created_at, updated_at: columns.updated_at };
  const filters: Record<string, (value: string) => SQL> = {};
  const filterShape: Record<string, z.ZodType> = {};
  const searched: PgColumn[] = [];
  for (const [name, spec] of Object.entries(entity.fields)) {
    if (spec.kind === 'money') sortable[`${name}_minor`] = columns[`${name}_minor`];
    else if (spec.kind !== 'strings' && spec.kind !== 'text') sortable[name] = columns[name];
    if (spec.kind === 'string') searched.push(columns[name]);
    if (spec.kind === 'enum') {
      filterShape[name] = z.enum(spec.values, { error: `Filter ${name} by one of: ${spec.values.join(', ')}` }).optional();
      filters[name] = (value) => eq(columns[name], value);
    } else if (spec.kind === 'boolean') {
      filterShape[name] = z.enum(['true', 'false'], { error: `Filter ${name} by true or false` }).optional();
      filters[name] = (value) => eq(columns[name], value === 'true');
    } else if (spec.kind === 'country') {
      // The contract's country filter: an ISO code in any case, stored and compared upper case.
      filterShape[name] = countryFilter.optional();
      filters[name] = (value) => eq(columns[name], value);
    }
  }
  return {
    sortable,
    tieBreaker: columns.id,
    filters,
    filterSchema: z.object(filterShape),
    search: searched.length > 0 ? (q: string) => or(...searched.map((column) => ilike(column, containsPattern(q)))) : undefined,
  };
}

/** A seller's own records of an entity: list, read, create, edit and delete, each only the caller's. */
export function sellerEntityResource(entity: Entity, table: EntityTable): ScopedResource<Row, Row, Row, Row> {
  const ownerKey = OWNER_COLUMN.seller;
  const columns = table as unknown as Record<string, PgColumn>;
  const { [ownerKey]: _owner, ...selection } = getTableColumns(table) as Record<string, PgColumn>;
  return {
    path: entity.name,
    tag: entity.name.replaceAll('-', ' '),
    access: 'seller',
    table,
    idColumn: columns.id,
    ownerColumn: columns[ownerKey],
    ownerKey,
    selection,
    query: (db, picked) => db.select(picked).from(table).$dynamic(),
    toDto: (row) => toRecord(row, ownerKey),
    dtoSchema: recordSchemaOf(entity) as unknown as z.ZodType<Row>,
    list: listOf(entity, table),
    create: { schema: createSchemaOf(entity) as unknown as z.ZodType<Row>, values: (input) => input },
    update: { schema: updateSchemaOf(entity) as unknown as z.ZodType<Row>, values: (input) => ({ ...input, updated_at: new Date() }) },
    remove: {},
  };
}

/**
 * The marketplace's records of an entity, kept by staff at /v1/admin/<name>: read by the roles of `area`,
 * changed by those of `write` (the same area by default), each change audited with before and after.
 */
export function staffEntityResource(entity: Entity, table: EntityTable, access: { area: AdminArea; write?: AdminArea }): ScopedResource<Row, Row, Row, Row> {
  const createdBy = OWNER_COLUMN.staff;
  const columns = table as unknown as Record<string, PgColumn>;
  const { [createdBy]: _createdBy, ...selection } = getTableColumns(table) as Record<string, PgColumn>;
  const label = (row: Row) => row[entity.titleField];
  return {
    path: `admin/${entity.name}`,
    access: { staff: access.area, write: access.write },
    table,
    idColumn: columns.id,
    ownerKey: createdBy,
    selection,
    query: (db, picked) => db.select(picked).from(table).$dynamic(),
    toDto: (row) => toRecord(row, createdBy),
    dtoSchema: recordSchemaOf(entity) as unknown as z.ZodType<Row>,
    list: listOf(entity, table),
    create: {
      schema: createSchemaOf(entity) as unknown as z.ZodType<Row>,
      values: (input) => input,
      after: (id, input, ctx) => auditRecord(ctx, entity, 'record.created', id, label(input), null, input),
    },
    update: {
      schema: updateSchemaOf(entity) as unknown as z.ZodType<Row>,
      async values(input, existing, ctx) {
        await auditRecord(ctx, entity, 'record.updated', String(existing.id), label({ ...existing, ...input }), existing, { ...existing, ...input });
        return { ...input, updated_at: new Date() };
      },
    },
    remove: { guard: (existing, ctx) => auditRecord(ctx, entity, 'record.deleted', String(existing.id), label(existing), existing, null) },
  };
}

type ServerResourceOptions = { entity: Entity; table: EntityTable } & ({ owner: 'seller' } | { owner: 'staff'; area: AdminArea; write?: AdminArea });

/** The declaration a file in server/resources/ exports by default. */
export function defineServerResource(options: ServerResourceOptions): ServerResource {
  const resource =
    options.owner === 'seller' ? sellerEntityResource(options.entity, options.table) : staffEntityResource(options.entity, options.table, options);
  return { entity: options.entity, register: (app) => registerScopedCrud(app, resource) };
}
