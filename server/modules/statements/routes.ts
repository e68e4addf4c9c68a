// Statements, commission invoices and the marketplace's figures (src/contract/statements.ts lists the
// routes). A seller reads its own statements and invoices only; staff read any seller's, and
// administrators issue a month's invoices on demand (audited).
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ADMIN_AREA_ROLES } from '../../../src/contract/admin-constants';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import {
  adminInvoiceListQuerySchema,
  commissionInvoiceSchema,
  figuresQuerySchema,
  figureRowSchema,
  owedRowSchema,
  issueInvoicesResultSchema,
  issueInvoicesSchema,
  sellerInvoiceListQuerySchema,
  statementFileParamsSchema,
  statementMessages,
  statementMonthSchema,
} from '../../../src/contract/statements';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { toCsvLine } from '../../lib/csv';
import { ok, okList } from '../../lib/envelope';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { authOf } from '../../plugins/auth';
import { guardedBy } from '../../plugins/route-access';
import { staffActorOf } from '../admin/common';
import { renderInvoicePdf, renderStatementPdf } from './documents';
import { marketplaceFigures, owedToSellers } from './figures';
import { findInvoice, issueMonthInvoices, listInvoices, marketplaceParty, sellerParty, toInvoiceDtos, useMarketplaceLegal } from './invoices';
import { checkMonthStarted, readStatement, STATEMENT_CSV_COLUMNS, statementCsvRows, statementMonths } from './statements';
import { sendDownload } from '../../lib/download';
import { documentLanguage } from '../../lib/document-language';

const sellerTags = ['finance'];
const adminTags = ['admin'];
const idParams = z.object({ id: z.uuid(statementMessages.invoiceNotFound) });
const sellerParams = z.object({ id: z.uuid(statementMessages.sellerId) });
// The file is checked after the seller (a 404 for an account that is no seller, whatever the file).
const sellerFileParams = sellerParams.extend({ file: z.string() });

/** The statement of `file` (YYYY-MM.pdf or .csv) for one seller, as its file. */
async function sendStatement(db: Database, request: FastifyRequest, reply: FastifyReply, sellerId: string, file: string) {
  const [month, format] = file.split('.');
  checkMonthStarted(month);
  const statement = await readStatement(db, sellerId, month);
  if (format === 'csv') {
    const lines = [toCsvLine(STATEMENT_CSV_COLUMNS), ...statementCsvRows(statement).map((row) => toCsvLine(row))];
    return sendDownload(reply, 'text/csv; charset=utf-8', `statement-${month}.csv`, `${lines.join('\r\n')}\r\n`);
  }
  const { display_name: _shown, ...seller } = await sellerParty(db, sellerId);
  const language = documentLanguage(request.headers['accept-language']);
  const pdf = await renderStatementPdf(statement, seller, marketplaceParty(), new Date().toISOString().slice(0, 10), language);
  return sendDownload(reply, 'application/pdf', `statement-${month}.pdf`, pdf, language);
}

async function sendInvoice(db: Database, request: FastifyRequest, reply: FastifyReply, id: string, sellerId: string | null) {
  const invoice = await findInvoice(db, id);
  // Another seller's invoice is as absent as one that does not exist.
  if (!invoice || (sellerId && invoice.sellerId !== sellerId)) throw notFound(statementMessages.invoiceNotFound);
  const language = documentLanguage(request.headers['accept-language']);
  const pdf = await renderInvoicePdf({
    number: invoice.number,
    month: invoice.month,
    issuedOn: invoice.issuedAt.toISOString().slice(0, 10),
    settlementMode: invoice.settlementMode,
    marketplace: invoice.marketplace,
    seller: invoice.seller,
    lines: invoice.lines,
    language,
  });
  return sendDownload(reply, 'application/pdf', `${invoice.number}.pdf`, pdf, language);
}

async function requireSeller(db: Database, sellerId: string): Promise<void> {
  const [seller] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, sellerId), sql`'seller' = any(${users.roles})`));
  if (!seller) throw new AppError(404, 'This seller does not exist');
}

async function sellerRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v1/seller/statements',
    {
      schema: {
        tags: sellerTags,
        summary: 'The months you have ledger entries in, newest first, with their currencies',
        response: { 200: envelopeOf(z.array(statementMonthSchema)) },
      },
    },
    async (request) => ok(await statementMonths(app.db, authOf(request).userId)),
  );
  app.get(
    '/v1/seller/statements/:file',
    {
      schema: {
        tags: sellerTags,
        summary:
          "A month's statement, YYYY-MM.pdf or YYYY-MM.csv: opening and closing balances per currency and bucket, every entry, commission and tax totals",
        params: statementFileParamsSchema,
        produces: ['application/pdf', 'text/csv'],
      },
    },
    async (request, reply) => sendStatement(app.db, request, reply, authOf(request).userId, request.params.file),
  );
  app.get(
    '/v1/seller/commission-invoices',
    {
      schema: {
        tags: sellerTags,
        summary: 'Your commission invoices',
        querystring: sellerInvoiceListQuerySchema,
        response: { 200: listEnvelopeOf(commissionInvoiceSchema) },
      },
    },
    async (request) => {
      const query = { ...request.query, seller_id: authOf(request).userId };
      const { rows, total } = await listInvoices(app.db, query);
      return okList(rows, query.page, query.limit, total);
    },
  );
  app.get(
    '/v1/seller/commission-invoices/:id/pdf',
    { schema: { tags: sellerTags, summary: 'One of your commission invoices as PDF', params: idParams, produces: ['application/pdf'] } },
    async (request, reply) => sendInvoice(app.db, request, reply, request.params.id, authOf(request).userId),
  );
}

async function staffRoutes(parent: FastifyInstance): Promise<void> {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const reader = app.requireStaff(...ADMIN_AREA_ROLES.ledger);
  const writer = app.requireStaff(...ADMIN_AREA_ROLES.ledgerWrite);
  app.get(
    '/v1/admin/sellers/:id/statements',
    {
      preValidation: reader,
      schema: { tags: adminTags, summary: "A seller's statement months", params: sellerParams, response: { 200: envelopeOf(z.array(statementMonthSchema)) } },
    },
    async (request) => {
      await requireSeller(app.db, request.params.id);
      return ok(await statementMonths(app.db, request.params.id));
    },
  );
  app.get(
    '/v1/admin/sellers/:id/statements/:file',
    {
      preValidation: reader,
      schema: {
        tags: adminTags,
        summary: "A seller's statement of a month, YYYY-MM.pdf or .csv",
        params: sellerFileParams,
        produces: ['application/pdf', 'text/csv'],
      },
    },
    async (request, reply) => {
      await requireSeller(app.db, request.params.id);
      const file = statementFileParamsSchema.shape.file.safeParse(request.params.file);
      if (!file.success) throw fieldError('file', statementMessages.month);
      return sendStatement(app.db, request, reply, request.params.id, file.data);
    },
  );
  app.get(
    '/v1/admin/commission-invoices',
    {
      preValidation: reader,
      schema: {
        tags: adminTags,
        summary: 'Commission invoices (filters: seller_id, month)',
        querystring: adminInvoiceListQuerySchema,
        response: { 200: listEnvelopeOf(commissionInvoiceSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listInvoices(app.db, request.query);
      return okList(rows, request.query.page, request.query.limit, total);
    },
  );
  app.get(
    '/v1/admin/commission-invoices/:id/pdf',
    { preValidation: reader, schema: { tags: adminTags, summary: 'A commission invoice as PDF', params: idParams, produces: ['application/pdf'] } },
    async (request, reply) => sendInvoice(app.db, request, reply, request.params.id, null),
  );
  app.post(
    '/v1/admin/commission-invoices',
    {
      preValidation: writer,
      schema: {
        tags: adminTags,
        summary:
          "Issues an ended month's commission invoices now (every seller charged commission that month, or one); each seller and month once (administrators; audited)",
        body: issueInvoicesSchema,
        response: { 200: envelopeOf(issueInvoicesResultSchema) },
      },
    },
    async (request) => {
      const { month, seller_id: sellerId } = request.body;
      checkMonthStarted(month);
      if (sellerId) await requireSeller(app.db, sellerId);
      const actor = staffActorOf(request);
      const issued = await issueMonthInvoices(app.db, month, { sellerId, issuedBy: actor.id });
      for (const invoice of issued)
        await recordAudit(app.db, {
          actorId: actor.id,
          actorRole: actor.role,
          ip: actor.ip,
          action: 'commission_invoice.issued',
          subjectType: 'seller',
          subjectId: invoice.sellerId,
          after: { invoice_id: invoice.id, number: invoice.number, month: invoice.month },
        });
      return ok({ issued: issued.length, invoices: await toInvoiceDtos(app.db, issued) }, statementMessages.issued);
    },
  );
  app.get(
    '/v1/admin/money/figures',
    {
      preValidation: reader,
      schema: {
        tags: adminTags,
        summary:
          'Marketplace figures per month and currency, newest first: GMV, orders, commission, tax, reversals, payouts; from `from` to `to` (YYYY-MM, 12 months by default)',
        querystring: figuresQuerySchema,
        response: { 200: envelopeOf(z.array(figureRowSchema)) },
      },
    },
    async (request) => ok(await marketplaceFigures(app.db, request.query)),
  );
  app.get(
    '/v1/admin/money/owed',
    {
      preValidation: reader,
      schema: {
        tags: adminTags,
        summary: 'What sellers are owed now per currency (pending, payable, reserved), from the balance rows',
        response: { 200: envelopeOf(z.array(owedRowSchema)) },
      },
    },
    async () => ok(await owedToSellers(app.db)),
  );
}

export const statementRoutes: FastifyPluginAsync = async (app) => {
  useMarketplaceLegal(app.config.marketplaceLegal);
  await app.register(guardedBy(app.requireOnboardedSeller, sellerRoutes));
  await app.register(guardedBy(app.requireStaff(...ADMIN_AREA_ROLES.ledger), staffRoutes));
};
