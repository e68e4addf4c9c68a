// What every back-office area shares: the role guards, the audit entry of a staff action, the outcomes
// of its repositories, paging, date filters and the way a seller or buyer is shown beside a record.
import { gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuditAction, AuditSubjectType, StaffRole } from '../../../src/contract/admin';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { fieldError } from '../../lib/errors';
import { authOf } from '../../plugins/auth';

export const tags = ['admin'];

/**
 * The administrators' hook, which an administrator-only route names itself; every back-office route
 * already runs the staff hook from its audience (guardedBy in admin/routes.ts and rfq/routes.ts).
 */
export function guards(app: FastifyInstance) {
  return { administrator: app.requireStaff('administrator') };
}

/** The staff member acting in a request behind a staff guard. */
export function staffOf(request: FastifyRequest): { id: string; name: string; role: StaffRole } {
  const auth = authOf(request);
  if (!auth.user.staffRole) throw new Error('staff route without the staff guard');
  return { id: auth.userId, name: auth.user.name, role: auth.user.staffRole };
}

/** Who makes a staff change, as its audit entry records them: the repositories take this rather than the request. */
export interface StaffActor {
  id: string;
  role: StaffRole;
  ip: string;
}

/** The staff member acting in a request behind a staff guard, with the address the audit entry keeps. */
export function staffActorOf(request: FastifyRequest): StaffActor {
  const staff = staffOf(request);
  return { id: staff.id, role: staff.role, ip: request.ip };
}

/** One staff action as the audit log keeps it. */
export interface StaffAuditEntry {
  action: AuditAction;
  subjectType: AuditSubjectType;
  subjectId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  note?: string | null;
}

/** Records a staff action in the transaction that makes it. */
export async function recordStaffAction(tx: Database, actor: StaffActor, entry: StaffAuditEntry): Promise<void> {
  await recordAudit(tx, { actorId: actor.id, actorRole: actor.role, ip: actor.ip, ...entry });
}

/** Records a staff action of `request` in the transaction that makes it. */
export async function auditStaff(tx: Database, request: FastifyRequest, entry: StaffAuditEntry): Promise<void> {
  await recordStaffAction(tx, staffActorOf(request), entry);
}

/** `%q%` for ILIKE with the pattern characters escaped (server/lib/like.ts). */
export { containsPattern as contains } from '../../lib/like';

/** Whole UTC days: a `to` date includes its last moment. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
export const nextDayStart = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** Refuses a range whose start is after its end, naming the end field. */
export function checkRange(from: string | undefined, to: string | undefined, toField: string): void {
  if (from && to && from > to) throw fieldError(toField, 'The start date must not be after the end date');
}

/**
 * A range of whole UTC days on `column`, given by two query parameters of a declared staff list: the
 * check of their order and the filter of each.
 */
export function dayRange(column: AnyColumn, from: string, to: string) {
  return {
    check: (query: Record<string, unknown>) => checkRange(query[from] as string | undefined, query[to] as string | undefined, to),
    filters: {
      [from]: (day: string) => gte(column, dayStart(day)),
      [to]: (day: string) => lt(column, nextDayStart(day)),
    },
  };
}

export const offsetOf = (query: { page: number; limit: number }) => (query.page - 1) * query.limit;

/** The company name a user entered in the business details, or null. */
/** Any users table or alias of it: only these columns are read. */
type UserColumns = { businessDetails: AnyColumn; roles: AnyColumn };
export const companyOf = (table: UserColumns) => sql<string | null>`${table.businessDetails}->>'business_name'`;
export const countryOf = (table: UserColumns) => sql<string | null>`${table.businessDetails}->>'country'`;

export const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);

export const isSeller = (table: UserColumns): SQL => sql`'seller' = any(${table.roles})`;
