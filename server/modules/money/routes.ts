// Money's routes: the seller's balances, ledger (list and CSV) and commission preview; the back office's
// commission rules, ledger explorer, a seller's balances, adjustments and reversals; and the job that
// releases funds once the return window has passed, run by every API process.
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, ilike, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../lib/like';
import { z } from 'zod';
import { ADMIN_AREA_ROLES } from '../../../src/contract/admin-constants';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import {
  adjustmentResultSchema,
  adjustmentSchema,
  adminLedgerCsvQuerySchema,
  adminLedgerListQuerySchema,
  balancesSchema,
  commissionPreviewQuerySchema,
  commissionPreviewSchema,
  ledgerCsvQuerySchema,
  ledgerEntrySchema,
  ledgerListQuerySchema,
  moneyMessages,
  reversalSchema,
} from '../../../src/contract/money';
import type { Database } from '../../db/client';
import { categories, orders, users } from '../../db/schema';
import { toCsvLine } from '../../lib/csv';
import { sendDownload } from '../../lib/download';
import { ok, okList } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { authOf } from '../../plugins/auth';
import { guardedBy } from '../../plugins/route-access';
import { registerScopedCrud } from '../../lib/scoped-crud';
import { staffActorOf } from '../admin/common';
import { recordAudit } from '../../lib/audit';
import { commissionRuleResource } from './commission-rules';
import { lineCommission, resolveCommissionRule } from './commission';
import { readBalances, recordAdjustment, releaseDueFunds, reverseOrderInLedger } from './ledger';
import { LEDGER_CSV_COLUMNS, ledgerCsvRows, ledgerPageCache, listLedgerEntries, toBalanceDto } from './ledger-read';
import { moneySettings, moneySettingsOf, useMoneySettings } from './settings';
import { nextPayoutAt } from '../payouts/schedule';
import { payoutScheduleOf } from '../payouts/settings';
import { periodicJob } from '../../lib/periodic-job';

const sellerTags = ['finance'];
const adminTags = ['admin'];
const sellerParams = z.object({ id: z.uuid(moneyMessages.sellerId) });

async function balancesOf(db: Database, sellerId: string) {
  const settings = moneySettings();
  const nextPayout = nextPayoutAt(await payoutScheduleOf(db, sellerId)).toISOString();
  return {
    balances: (await readBalances(db, sellerId)).map((balance) => ({ ...toBalanceDto(balance), next_payout_at: nextPayout })),
    settlement_mode: settings.settlementMode,
    return_window_days: settings.returnWindowDays,
  };
}

function sendCsv(reply: FastifyReply, name: string, rows: Array<Array<string | number | null>>) {
  const lines = [toCsvLine(LEDGER_CSV_COLUMNS), ...rows.map((row) => toCsvLine(row))];
  const day = new Date().toISOString().slice(0, 10);
  return sendDownload(reply, 'text/csv; charset=utf-8', `${name}-${day}.csv`, `${lines.join('\r\n')}\r\n`);
}

/** The sellers (at most 50) whose email, name or business name holds the text. */
async function sellersMatching(db: Database, q: string): Promise<string[]> {
  const pattern = containsPattern(q);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`'seller' = any(${users.roles})`,
        or(ilike(users.email, pattern), ilike(users.name, pattern), sql`${users.businessDetails}->>'business_name' ilike ${pattern}`),
      ),
    )
    .limit(50);
  return rows.map((row) => row.id);
}

/** A seller account (404 otherwise), for the staff routes about one. */
async function requireSellerAccount(db: Database, sellerId: string): Promise<void> {
  const [seller] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, sellerId), sql`'seller' = any(${users.roles})`));
  if (!seller) throw new AppError(404, moneyMessages.sellerNotFound);
}

async function sellerMoneyRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const ledgerPages = ledgerPageCache();
  app.get(
    '/v1/seller/balances',
    {
      schema: {
        tags: sellerTags,
        summary: 'Your balances per currency: pending, payable, reserved and paid, each one row read',
        response: { 200: envelopeOf(balancesSchema) },
      },
    },
    async (request) => ok(await balancesOf(app.db, authOf(request).userId)),
  );
  app.get(
    '/v1/seller/ledger',
    {
      schema: {
        tags: sellerTags,
        summary: 'Your ledger entries, newest first, with the balances after each (filters: type, currency, bucket, from, to)',
        querystring: ledgerListQuerySchema,
        response: { 200: listEnvelopeOf(ledgerEntrySchema) },
      },
    },
    async (request) => {
      const query = { ...request.query, seller_id: authOf(request).userId };
      const { rows, total, nextCursor } = await listLedgerEntries(app.db, query, ledgerPages);
      const body = okList(rows, query.page, query.limit, total);
      return { ...body, pagination: { ...body.pagination, next_cursor: nextCursor } };
    },
  );
  app.get(
    '/v1/seller/ledger/export',
    {
      schema: {
        tags: sellerTags,
        summary: 'Your filtered ledger as CSV, oldest first (at most 50,000 rows)',
        querystring: ledgerCsvQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => sendCsv(reply, 'ledger', await ledgerCsvRows(app.db, { ...request.query, seller_id: authOf(request).userId })),
  );
  app.get(
    '/v1/seller/commission-preview',
    {
      schema: {
        tags: sellerTags,
        summary: 'The marketplace fee a price in a category would pay now ("Marketplace fee: 8% — Consumer Electronics"); placed orders keep theirs',
        querystring: commissionPreviewQuerySchema,
        response: { 200: envelopeOf(commissionPreviewSchema) },
      },
    },
    async (request) => {
      const { category_id: categoryId, price_minor: priceMinor, currency } = request.query;
      let categoryName: string | null = null;
      if (categoryId) {
        const [category] = await app.db.select({ name: categories.name }).from(categories).where(eq(categories.id, categoryId));
        if (!category) throw new AppError(400, moneyMessages.categoryNotFound, { category_id: moneyMessages.categoryNotFound });
        categoryName = category.name;
      }
      const rule = await resolveCommissionRule(app.db, { sellerId: authOf(request).userId, categoryId: categoryId ?? null, currency });
      return ok({
        rate_bp: rule?.rateBp ?? null,
        scope: rule?.scope ?? null,
        category_name: categoryName,
        min_line_minor: rule?.minLineMinor ?? null,
        max_line_minor: rule?.maxLineMinor ?? null,
        fixed_fee_minor: rule?.fixedFeeMinor ?? null,
        commission_minor: rule && priceMinor !== undefined ? lineCommission(rule, priceMinor) : null,
        tax_percent: moneySettings().commissionTaxBp / 100,
        currency,
      });
    },
  );
}

async function staffMoneyRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  registerScopedCrud(app, commissionRuleResource);
  const reader = app.requireStaff(...ADMIN_AREA_ROLES.ledger);
  const writer = app.requireStaff(...ADMIN_AREA_ROLES.ledgerWrite);
  const ledgerPages = ledgerPageCache();

  app.get(
    '/v1/admin/ledger',
    {
      preValidation: reader,
      schema: {
        tags: adminTags,
        summary: "Sellers' ledger entries, newest first: one seller's with seller_id (filters: type, currency, bucket, from, to)",
        querystring: adminLedgerListQuerySchema,
        response: { 200: listEnvelopeOf(ledgerEntrySchema) },
      },
    },
    async (request) => {
      const query = request.query;
      if (query.q && !query.seller_id) {
        const sellerIds = await sellersMatching(app.db, query.q);
        if (sellerIds.length === 0)
          return { ...okList([], query.page, query.limit, 0), pagination: { page: query.page, limit: query.limit, totalPages: 0, next_cursor: null } };
        const { rows, total, nextCursor } = await listLedgerEntries(app.db, { ...query, seller_ids: sellerIds });
        const body = okList(rows, query.page, query.limit, total);
        return { ...body, pagination: { ...body.pagination, next_cursor: nextCursor } };
      }
      const { rows, total, nextCursor } = await listLedgerEntries(app.db, query, ledgerPages);
      const body = okList(rows, query.page, query.limit, total);
      return { ...body, pagination: { ...body.pagination, next_cursor: nextCursor } };
    },
  );
  app.get(
    '/v1/admin/ledger/export',
    {
      preValidation: reader,
      schema: {
        tags: adminTags,
        summary: 'The filtered ledger as CSV, oldest first (at most 50,000 rows)',
        querystring: adminLedgerCsvQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => sendCsv(reply, 'ledger', await ledgerCsvRows(app.db, request.query)),
  );
  app.get(
    '/v1/admin/sellers/:id/balances',
    {
      preValidation: reader,
      schema: { tags: adminTags, summary: "A seller's balances per currency", params: sellerParams, response: { 200: envelopeOf(balancesSchema) } },
    },
    async (request) => {
      await requireSellerAccount(app.db, request.params.id);
      return ok(await balancesOf(app.db, request.params.id));
    },
  );
  app.post(
    '/v1/admin/sellers/:id/ledger/adjustments',
    {
      preValidation: writer,
      schema: {
        tags: adminTags,
        summary: "Adds an adjustment to a seller's ledger: a signed amount in one bucket, with its reason (administrators; audited)",
        params: sellerParams,
        body: adjustmentSchema,
        response: { 201: envelopeOf(adjustmentResultSchema) },
      },
    },
    async (request, reply) => {
      const sellerId = request.params.id;
      await requireSellerAccount(app.db, sellerId);
      const actor = staffActorOf(request);
      const input = request.body;
      const result = await app.db.transaction(async (tx) => {
        const done = await recordAdjustment(tx, {
          sellerId,
          currency: input.currency,
          bucket: input.bucket,
          amountMinor: input.amount_minor,
          reason: input.reason,
          staffId: actor.id,
        });
        await recordAudit(tx, {
          actorId: actor.id,
          actorRole: actor.role,
          ip: actor.ip,
          action: 'ledger.adjusted',
          subjectType: 'seller',
          subjectId: sellerId,
          after: { entry_id: done.entryId, currency: input.currency, bucket: input.bucket, amount_minor: input.amount_minor },
          note: input.reason,
        });
        return done;
      });
      return reply.code(201).send(ok({ entry_id: result.entryId, balance: toBalanceDto(result.balance) }, moneyMessages.adjusted));
    },
  );
  app.post(
    '/v1/admin/sellers/:id/ledger/reversals',
    {
      preValidation: writer,
      schema: {
        tags: adminTags,
        summary:
          "Undoes a delivered order in its seller's ledger (a cancellation or refund after delivery), once; the balance may go negative (administrators; audited)",
        params: sellerParams,
        body: reversalSchema,
        response: { 200: envelopeOf(balancesSchema) },
      },
    },
    async (request) => {
      const sellerId = request.params.id;
      await requireSellerAccount(app.db, sellerId);
      const actor = staffActorOf(request);
      const { order_id: orderId, reason } = request.body;
      await app.db.transaction(async (tx) => {
        const [order] = await tx
          .select({ id: orders.id, number: orders.number })
          .from(orders)
          .where(and(eq(orders.id, orderId), eq(orders.sellerId, sellerId)));
        if (!order) throw new AppError(404, moneyMessages.orderNotFound, { order_id: moneyMessages.orderNotFound });
        const reversed = await reverseOrderInLedger(tx, orderId, reason, actor.id);
        if (!reversed) throw new AppError(409, moneyMessages.nothingToReverse, { order_id: moneyMessages.nothingToReverse });
        await recordAudit(tx, {
          actorId: actor.id,
          actorRole: actor.role,
          ip: actor.ip,
          action: 'ledger.reversed',
          subjectType: 'seller',
          subjectId: sellerId,
          after: { order_id: orderId, order_number: order.number },
          note: reason,
        });
      });
      return ok(await balancesOf(app.db, sellerId), moneyMessages.reversed);
    },
  );
}

/** The money routes, each behind its audience's hook; the settings of this process come from its configuration. */
export const moneyRoutes: FastifyPluginAsync = async (app) => {
  useMoneySettings(moneySettingsOf(app.config));
  await app.register(guardedBy(app.requireOnboardedSeller, sellerMoneyRoutes));
  await app.register(guardedBy(app.requireStaff(...ADMIN_AREA_ROLES.ledger, ...ADMIN_AREA_ROLES.commissionRules), staffMoneyRoutes));
};

/** How often each process looks for funds the return window has cleared. */
export const RELEASE_POLL_MS = 60_000;

/**
 * Runs releaseDueFunds in this API process from ready to close, every RELEASE_POLL_MS. Safe with any
 * number of processes (see releaseDueFunds); closing waits for the round under way.
 */
export const releaseJob = periodicJob({
  name: 'ledger-release-job',
  pollMs: RELEASE_POLL_MS,
  start: (app) => async () => {
    await releaseDueFunds(app.db);
  },
});
