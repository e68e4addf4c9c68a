// The audit log as administrators read it: entries with their actor and subject, filtered, searched and
// sorted, a page with its total or the rows of the CSV export. Nothing here writes: the log is append-only.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { AUDIT_CSV_MAX_ROWS, type AuditEntry, type AuditLogQuery } from '../../../src/contract/admin';
import type { Database } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { subjectLabelOf } from '../../lib/audit';
import { contains, dayRange, offsetOf } from './common';

export type AuditQuery = Required<Pick<AuditLogQuery, 'sort' | 'order'>> & Omit<AuditLogQuery, 'sort' | 'order'>;

/** The label stored with the entry; entries from before labels were stored get their subject's name now. */
const subjectLabel = sql<string | null>`coalesce(${auditLog.subjectLabel}, ${subjectLabelOf(auditLog.subjectType, auditLog.subjectId)})`;

const created = dayRange(auditLog.createdAt, 'from', 'to');

function whereOf(query: AuditQuery): SQL | undefined {
  return and(
    query.actor_id ? eq(auditLog.actorId, query.actor_id) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.subject_type ? eq(auditLog.subjectType, query.subject_type) : undefined,
    query.subject_id ? eq(auditLog.subjectId, query.subject_id) : undefined,
    query.from ? created.filters.from(query.from) : undefined,
    query.to ? created.filters.to(query.to) : undefined,
    query.q
      ? or(
          ilike(auditLog.action, contains(query.q)),
          ilike(auditLog.subjectId, contains(query.q)),
          ilike(subjectLabel, contains(query.q)),
          ilike(auditLog.note, contains(query.q)),
          ilike(users.name, contains(query.q)),
          ilike(users.email, contains(query.q)),
        )
      : undefined,
  );
}

const rowsWhere = (db: Database, where: SQL | undefined, query: AuditQuery) => {
  const column = { created_at: auditLog.createdAt, action: auditLog.action }[query.sort];
  const direction = query.order === 'asc' ? asc : desc;
  return db
    .select({ entry: auditLog, actorName: users.name, actorEmail: users.email, subjectLabel })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(direction(column), direction(auditLog.createdAt), direction(auditLog.id))
    .$dynamic();
};

type Row = Awaited<ReturnType<typeof rowsWhere>>[number];

const toEntry = ({ entry, actorName, actorEmail, subjectLabel }: Row): AuditEntry => ({
  id: entry.id,
  actor: { id: entry.actorId, name: actorName, email: actorEmail, role: entry.actorRole },
  action: entry.action,
  subject_type: entry.subjectType,
  subject_id: entry.subjectId,
  subject_label: subjectLabel,
  before: entry.before ?? null,
  after: entry.after ?? null,
  note: entry.note,
  ip: entry.ip,
  created_at: entry.createdAt.toISOString(),
});

/** A page of entries and the number of entries that match. */
export async function listAuditEntries(db: Database, query: AuditQuery & { page: number; limit: number }): Promise<{ rows: AuditEntry[]; total: number }> {
  const where = whereOf(query);
  const rows = await rowsWhere(db, where, query).limit(query.limit).offset(offsetOf(query));
  const [{ total }] = await db.select({ total: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(where);
  return { rows: rows.map(toEntry), total };
}

/** The entries of the CSV export: at most AUDIT_CSV_MAX_ROWS, in the list's order. */
export async function auditEntriesForCsv(db: Database, query: AuditQuery): Promise<AuditEntry[]> {
  const rows = await rowsWhere(db, whereOf(query), query).limit(AUDIT_CSV_MAX_ROWS);
  return rows.map(toEntry);
}
