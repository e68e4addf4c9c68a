// A resource of the scoped CRUD, declared once: its table and rows, who may use it, how it lists, and
// what creating, changing and deleting one of its records checks and writes.
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Role } from '../../../src/contract/constants';
import type { AdminArea } from '../../../src/contract/admin-constants';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';

/** What a rule sees: the database (a transaction inside writes) and who is asking. */
export interface ScopeContext {
  db: Database;
  auth: AuthContext;
  app: FastifyInstance;
  /** The caller's address, for audit entries. */
  ip?: string;
}

type Selection = SelectedFields;

/**
 * Records of other owners that a caller reaches besides its own (a company's colleagues' addresses, say):
 * `read` for lists and reads, `write` for changes (none: only its own). `key` names the sharing group,
 * for kept totals.
 */
export interface SharedReach {
  key: string;
  read: SQL;
  write?: SQL;
}

/** Whose records a request reaches: an owner's own (its id), with what it shares; null for a staff resource's every record. */
export type Reach = string | null | { ownerId: string; shared: SharedReach };
export type RowShape = Record<string, unknown>;

/** A resource of the marketplace's own, kept by staff: the back-office area that reads it, and the one that changes it. */
export interface StaffAccess {
  staff: AdminArea;
  write?: AdminArea;
}

/**
 * One resource, declared once: the routes, their schemas and every query come from here.
 * An owned resource (a seller's) has every query filtered by `ownerColumn = caller` in the scoped CRUD, so a
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
  /** Other owners' records the caller reaches too (undefined: none), asked once per request. */
  share?(ctx: ScopeContext): Promise<SharedReach | undefined>;
}

/** A resource's OpenAPI tag: its own, 'admin' for a staff resource, else its path. */
export const tagOf = (resource: { tag?: string; access: ScopedResource<RowShape, unknown, unknown, unknown>['access']; path: string }): string =>
  resource.tag ?? (isStaffAccess(resource.access) ? 'admin' : resource.path);

export const isStaffAccess = (access: ScopedResource<RowShape, unknown, unknown, unknown>['access']): access is StaffAccess =>
  typeof access === 'object' && !Array.isArray(access);

/** A list request's query: paging, sorting, search and a cursor, and the resource's own filters' parameters. */
export interface ListQuery extends Record<string, unknown> {
  page: number;
  limit: number;
  sort: string;
  order: 'asc' | 'desc';
  q?: string;
  cursor?: string;
}
