// The buyer shell's counts and the buyer's start page; the queries are in summary-repository.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { buyerDashboardSchema, buyerSummarySchema } from '../../../src/contract/buyer';
import { envelopeOf } from '../../../src/contract/envelope';
import { ok } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { buyerDashboard, buyerSummary } from './summary-repository';

const tags = ['buyer'];

export function registerBuyerSummary(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v1/buyer/summary',
    {
      schema: {
        tags,
        summary: "The buyer shell's counts: pending orders, unread notifications and unread messages",
        response: { 200: envelopeOf(buyerSummarySchema) },
      },
    },
    async (request) => ok(await buyerSummary(app.db, authOf(request).userId)),
  );

  app.get(
    '/v1/buyer/dashboard',
    {
      schema: {
        tags,
        summary: "The buyer's start page: this month's orders and spend per currency, the counts and the latest orders",
        response: { 200: envelopeOf(buyerDashboardSchema) },
      },
    },
    async (request) => ok(await buyerDashboard(app.db, authOf(request).userId)),
  );
}
