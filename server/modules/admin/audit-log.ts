// The audit log for administrators: search, filters and a CSV export. Read-only by design: there is
// no route that changes or deletes an entry, and the database refuses UPDATE, DELETE and TRUNCATE.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIT_CSV_COLUMNS,
  AUDIT_CSV_MAX_ROWS,
  auditEntrySchema,
  auditLogCsvQuerySchema,
  auditLogQuerySchema,
  type AuditEntry,
  type AuditLogQuery,
} from '../../../src/contract/admin';
import { listEnvelopeOf } from '../../../src/contract/envelope';
import type { Database } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { subjectLabelOf } from '../../lib/audit';
import { okList } from '../../lib/envelope';
import { toCsvLine } from '../../lib/csv';
import { contains, dayRange, guards, offsetOf, tags } from './common';

type Query = Required<Pick<AuditLogQuery, 'sort' | 'order'>> & Omit<AuditLogQuery, 'sort' | 'order'>;

/** The label stored with the entry; entries from before labels were stored get their subject's name now. */
const subjectLabel = sql<string | null>`coalesce(${auditLog.subjectLabel}, ${subjectLabelOf(auditLog.subjectType, auditLog.subjectId)})`;

const created = dayRange(auditLog.createdAt, 'from', 'to');

function whereOf(query: Query): SQL | undefined {
  created.check(query);
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

const rowsWhere = (db: Database, where: SQL | undefined, query: Query) => {
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

/** A cell a spreadsheet will not run: toCsvLine guards = + - @; tab and carriage return are guarded here. */
const safeCell = (value: string | null): string | null => (value !== null && /^[\t\r]/.test(value) ? `'${value}` : value);

const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { administrator } = guards(app);
  const { db } = app;

  app.get(
    '/v1/admin/audit-log',
    {
      preValidation: administrator,
      schema: {
        tags,
        summary: 'The audit log, newest first, searchable and filtered (administrators)',
        querystring: auditLogQuerySchema,
        response: { 200: listEnvelopeOf(auditEntrySchema) },
      },
    },
    async (request) => {
      const query = request.query;
      const where = whereOf(query);
      const rows = await rowsWhere(db, where, query).limit(query.limit).offset(offsetOf(query));
      const [{ total }] = await db.select({ total: count() }).from(auditLog).leftJoin(users, eq(users.id, auditLog.actorId)).where(where);
      return okList(rows.map(toEntry), query.page, query.limit, total);
    },
  );

  app.get(
    '/v1/admin/audit-log.csv',
    {
      preValidation: administrator,
      schema: {
        tags,
        summary: `The filtered audit log as CSV (at most ${AUDIT_CSV_MAX_ROWS} rows; administrators)`,
        querystring: auditLogCsvQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const query = request.query;
      const rows = await rowsWhere(db, whereOf(query), query).limit(AUDIT_CSV_MAX_ROWS);
      const lines = [toCsvLine(AUDIT_CSV_COLUMNS)];
      for (const row of rows) {
        const entry = toEntry(row);
        lines.push(
          toCsvLine(
            [
              entry.created_at,
              entry.actor.id,
              entry.actor.name,
              entry.actor.email,
              entry.actor.role,
              entry.action,
              entry.subject_type,
              entry.subject_id,
              entry.subject_label,
              entry.before ? JSON.stringify(entry.before) : null,
              entry.after ? JSON.stringify(entry.after) : null,
              entry.note,
              entry.ip,
            ].map(safeCell),
          ),
        );
      }
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(`${lines.join('\r\n')}\r\n`);
    },
  );
};

export default auditLogRoutes;
