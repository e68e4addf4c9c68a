// The buyer's spend analytics route; the queries are in analytics-repository.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { spendQuerySchema, spendReportSchema } from '../../../src/contract/buyer';
import { envelopeOf } from '../../../src/contract/envelope';
import { ok } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { buyerScope } from '../company/access';
import { spendReport } from './analytics-repository';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Without dates: the last twelve months, this one included. */
export function defaultRange(now = new Date()): { from: string; to: string } {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  return { from: isoDay(from), to: isoDay(now) };
}

/** The buyer's spend over time, by supplier and by category, per currency (never converted). */
export function registerAnalytics(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v1/buyer/analytics/spend',
    {
      schema: {
        tags: ['buyer'],
        summary: 'Your spend (or your company’s) by month, by supplier and by category, per currency',
        description:
          'Counts orders the supplier accepted (confirmed, shipped, delivered) placed between `from` and `to` (UTC days, both included; default the last twelve months). Amounts are minor units of each currency, never converted. For a company member whose role reads spend (spend.read: admin, approver, viewer) it sums every member’s orders and says so (`scope: company`); otherwise the caller’s own (`scope: own`).',
        querystring: spendQuerySchema,
        response: { 200: envelopeOf(spendReportSchema) },
      },
    },
    async (request) => {
      const range = defaultRange();
      const from = request.query.from ?? (request.query.to && request.query.to < range.from ? request.query.to : range.from);
      const to = request.query.to ?? (request.query.from && request.query.from > range.to ? request.query.from : range.to);
      return ok(await spendReport(app.db, await buyerScope(app.db, authOf(request).userId), from, to));
    },
  );
}
