// The audit log for administrators: search, filters and a CSV export. Read-only by design: there is
// no route that changes or deletes an entry, and the database refuses UPDATE, DELETE and TRUNCATE.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUDIT_CSV_COLUMNS, AUDIT_CSV_MAX_ROWS, auditEntrySchema, auditLogCsvQuerySchema, auditLogQuerySchema } from '../../../src/contract/admin';
import { listEnvelopeOf } from '../../../src/contract/envelope';
import { okList } from '../../lib/envelope';
import { toCsvLine } from '../../lib/csv';
import { auditEntriesForCsv, listAuditEntries } from './audit-log-repository';
import { checkRange, guards, tags } from './common';
import { sendDownload } from '../../lib/download';

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
      checkRange(query.from, query.to, 'to');
      const { rows, total } = await listAuditEntries(db, query);
      return okList(rows, query.page, query.limit, total);
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
      checkRange(query.from, query.to, 'to');
      const lines = [toCsvLine(AUDIT_CSV_COLUMNS)];
      for (const entry of await auditEntriesForCsv(db, query)) {
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
      return sendDownload(reply, 'text/csv; charset=utf-8', `audit-log-${day}.csv`, `${lines.join('\r\n')}\r\n`);
    },
  );
};

export default auditLogRoutes;
