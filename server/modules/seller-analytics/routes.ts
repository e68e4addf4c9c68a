import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { CURRENCIES, type Currency } from '../../../src/contract/catalog';
import { envelopeOf } from '../../../src/contract/envelope';
import {
  actionQueueSchema,
  exportParamsSchema,
  homeFiguresSchema,
  periodQuerySchema,
  resolvePeriods,
  sellerAnalyticsSchema,
  type ExportTable,
  type Money,
} from '../../../src/contract/seller-analytics';
import type { Database } from '../../db/client';
import { toCsvLine } from '../../lib/csv';
import { ok } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { guardedBy } from '../../plugins/route-access';
import { funnelProducts, quoteTotals, searchDemand, sellerAnalytics } from './analytics';
import { homeFigures, periodTotals, topProducts, type Periods } from './figures';
import { actionQueue } from './queue';
import { sendDownload } from '../../lib/download';

const tags = ['seller-analytics'];
const periodText =
  'A period of `period` days ending today (7, 30 or 90; 30 by default) or `from` to `to` (UTC days, both included, at most 366 days), and the period of the same length just before it.';

const todayUtc = () => new Date().toISOString().slice(0, 10);
const periodsOf = (query: z.output<typeof periodQuerySchema>): Periods => resolvePeriods(query, todayUtc());

/** An amount in major units as a spreadsheet reads it (12.50, 1300 for yen). */
function major(minor: number, currency: string): string {
  const digits = currency in CURRENCIES ? CURRENCIES[currency as Currency] : 2;
  return (minor / 10 ** digits).toFixed(digits);
}
const rate = (value: number | null) => (value === null ? '' : value.toFixed(4));

/** Revenue columns, one per currency that appears, so no amount is ever added to another currency's. */
function revenueColumns(rows: Array<{ revenue: Money[] }>) {
  const currencies = [...new Set(rows.flatMap((row) => row.revenue.map((money) => money.currency)))].sort();
  return {
    header: currencies.map((currency) => `revenue_${currency}`),
    cells: (revenue: Money[]) =>
      currencies.map((currency) => {
        const money = revenue.find((entry) => entry.currency === currency);
        return money ? major(money.amount_minor, currency) : '';
      }),
  };
}

/** One table of the home or the analytics page as CSV lines (header first), every row of it. */
async function csvTable(db: Database, sellerId: string, table: ExportTable, periods: Periods): Promise<Array<Array<string | number | null>>> {
  switch (table) {
    case 'daily': {
      const { daily } = await periodTotals(db, sellerId, periods);
      const revenue = revenueColumns(daily);
      return [['day', 'orders', 'views', ...revenue.header], ...daily.map((point) => [point.day, point.orders, point.views, ...revenue.cells(point.revenue)])];
    }
    case 'top-products': {
      const rows = await topProducts(db, sellerId, periods.current, null);
      return [
        ['product_id', 'product', 'currency', 'revenue', 'quantity', 'orders'],
        ...rows.map((row) => [row.product_id, row.name, row.currency, major(row.revenue_minor, row.currency), row.quantity, row.orders]),
      ];
    }
    case 'funnel': {
      const [totals, quotes] = await Promise.all([periodTotals(db, sellerId, periods), quoteTotals(db, sellerId, periods)]);
      const step = (name: string, figure: { current: number; previous: number }) => [name, '', figure.current, figure.previous];
      return [
        ['step', 'currency', `${periods.current.from}..${periods.current.to}`, `${periods.previous.from}..${periods.previous.to}`],
        step('views', totals.views),
        step('inquiries', totals.inquiries),
        step('quotes', quotes),
        step('orders', totals.orders),
        ...totals.revenue.map((money) => ['revenue', money.currency, major(money.current_minor, money.currency), major(money.previous_minor, money.currency)]),
        ['conversion', '', rate(totals.conversion.current), rate(totals.conversion.previous)],
      ];
    }
    case 'funnel-products': {
      const { rows } = await funnelProducts(db, sellerId, periods, null);
      const revenue = revenueColumns(rows);
      return [
        ['product_id', 'product', 'views', 'inquiries', 'quotes', 'orders', ...revenue.header, 'conversion'],
        ...rows.map((row) => [row.product_id, row.name, row.views, row.inquiries, row.quotes, row.orders, ...revenue.cells(row.revenue), rate(row.conversion)]),
      ];
    }
    case 'top-searches':
    case 'zero-result-searches': {
      const rows = await searchDemand(db, sellerId, periods, table === 'zero-result-searches', null);
      return [
        ['query', 'category', 'searches', 'previous_searches', 'results'],
        ...rows.map((row) => [row.query, row.category_path, row.searches, row.previous_searches, row.results]),
      ];
    }
  }
}

/** The seller's home (action queue and figures) and analytics (funnel and buyer demand), with CSV of every table. */
function registerSellerAnalytics(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/v1/seller/home/queue',
    {
      schema: {
        tags,
        summary:
          'What waits for the seller: orders to confirm and to ship, unanswered conversations, matching RFQs and invitations closing soon, stock, rejected documents, unpublished products, store sections',
        description: 'Only groups with something in them; each has its count and its first items, oldest or most urgent first.',
        response: { 200: envelopeOf(actionQueueSchema) },
      },
    },
    async (request) => ok(await actionQueue(app.db, authOf(request).userId)),
  );

  app.get(
    '/v1/seller/home/figures',
    {
      schema: {
        tags,
        summary: 'Revenue per currency, orders, average order value, views, inquiries and conversion, with the previous period; daily series; top products',
        description: `${periodText} Revenue counts confirmed, shipped and delivered orders by the day they were placed, per currency, never converted.`,
        querystring: periodQuerySchema,
        response: { 200: envelopeOf(homeFiguresSchema) },
      },
    },
    async (request) => ok(await homeFigures(app.db, authOf(request).userId, periodsOf(request.query))),
  );

  app.get(
    '/v1/seller/analytics',
    {
      schema: {
        tags,
        summary: 'The funnel (views, inquiries, quotes, orders, revenue) in total and per product, and buyers’ searches in the seller’s categories',
        description: periodText,
        querystring: periodQuerySchema,
        response: { 200: envelopeOf(sellerAnalyticsSchema) },
      },
    },
    async (request) => ok(await sellerAnalytics(app.db, authOf(request).userId, periodsOf(request.query))),
  );

  app.get(
    '/v1/seller/analytics/export/:table',
    {
      schema: {
        tags,
        summary: 'One table of the home or analytics page as CSV, every row of it',
        description: periodText,
        params: exportParamsSchema,
        querystring: periodQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const periods = periodsOf(request.query);
      const lines = await csvTable(app.db, authOf(request).userId, request.params.table, periods);
      return sendDownload(
        reply,
        'text/csv; charset=utf-8',
        `${request.params.table}-${periods.current.from}-${periods.current.to}.csv`,
        `${lines.map((line) => toCsvLine(line)).join('\r\n')}\r\n`,
      );
    },
  );
}

/** Onboarded sellers only: each route here runs that check before its input is read. */
const sellerAnalyticsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(guardedBy(app.requireOnboardedSeller, registerSellerAnalytics));
};

export default sellerAnalyticsRoutes;
