// Buyer payments' routes (src/contract/payments.ts lists them): the order's buyer and seller read its
// payment state and the pro-forma invoice; staff record payments, import bank statements and match the
// lines that wait.
import { buyerScope, sharedCompanyOf } from '../company/access';
import { sendDownload } from '../../lib/download';
import { documentLanguage } from '../../lib/document-language';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { STAFF_ROLES } from '../../../src/contract/admin-constants';
import { envelopeOf } from '../../../src/contract/envelope';
import {
  matchPaymentSchema,
  orderPaymentSummarySchema,
  paymentMessages,
  recordPaymentSchema,
  STATEMENT_CSV_COLUMNS,
  STATEMENT_IMPORT_MAX_BYTES,
  statementImportResultSchema,
} from '../../../src/contract/payments';
import { ADMIN_AREA_ROLES } from '../../../src/contract/admin-constants';
import { orders, storeSections, users } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { okOrThrow } from '../../lib/outcomes';
import { forgetCounts, idParamsSchema, registerScopedCrud } from '../../lib/scoped-crud';
import { authOf } from '../../plugins/auth';
import { guardedBy } from '../../plugins/route-access';
import { companyOf, staffActorOf, tags as adminTags } from '../admin/common';
import { supplierCountry, supplierName, supplierStoreJoin } from '../buyer/cart-repository';
import { orderLinesAndHistory } from '../catalog/orders';
import {
  findOrderFor,
  importStatement,
  matchStatementLine,
  paymentSummaryOf,
  readStatementCsv,
  receivedPaymentResource,
  recordPayment,
  unmatchedPaymentResource,
} from './payments-repository';
import { renderProforma } from './proforma-pdf';

const tags = ['payments'];

/** The supplier as buyers see it (the cart's and the order pages' rule). */
async function sellerOf(app: FastifyInstance, sellerId: string) {
  const [row] = await app.db
    .select({ name: supplierName, email: users.email, country: supplierCountry })
    .from(users)
    .leftJoin(storeSections, supplierStoreJoin)
    .where(eq(users.id, sellerId));
  return { name: row?.name ?? '', email: row?.email ?? '', country: row?.country ?? null };
}

function registerOrderPayments(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const viewerOf = (request: Parameters<typeof authOf>[0]) => {
    const { userId } = authOf(request);
    return { userId, staff: false, readsCompany: async () => sharedCompanyOf(await buyerScope(app.db, userId), 'orders.read_all') };
  };

  typed.get(
    '/v1/orders/:id/payments',
    {
      schema: {
        tags,
        summary: "An order's payment state, terms, instructions and payments (its buyer, its seller, or a company colleague who reads every company order)",
        params: idParamsSchema,
        response: { 200: envelopeOf(orderPaymentSummarySchema) },
      },
    },
    async (request) => {
      const order = await findOrderFor(app.db, request.params.id, viewerOf(request));
      if (!order) throw notFound(paymentMessages.orderNotFound);
      return ok(await paymentSummaryOf(app.db, app.config, order));
    },
  );

  typed.get(
    '/v1/orders/:id/proforma.pdf',
    {
      schema: {
        tags,
        summary:
          "The order's pro-forma invoice as PDF, with the payment instructions (its buyer, its seller, or a company colleague who reads every company order)",
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const order = await findOrderFor(app.db, request.params.id, viewerOf(request));
      if (!order) throw notFound(paymentMessages.orderNotFound);
      const [payment, { lines }, seller, [buyer]] = await Promise.all([
        paymentSummaryOf(app.db, app.config, order),
        orderLinesAndHistory(app.db, order),
        sellerOf(app, order.sellerId),
        app.db
          .select({ name: users.name, email: users.email, company: companyOf(users) })
          .from(users)
          .where(eq(users.id, order.buyerId)),
      ]);
      const subtotal = lines.reduce((sum, line) => sum + line.line_total_minor, 0);
      const language = documentLanguage(request.headers['accept-language']);
      const pdf = await renderProforma({
        issuedOn: new Date().toISOString().slice(0, 10),
        order: {
          number: order.number,
          placedOn: order.createdAt.toISOString().slice(0, 10),
          status: order.status,
          currency: order.currency,
          subtotalMinor: subtotal,
          shippingMinor: order.shippingMinor,
          totalMinor: order.totalMinor,
          note: order.note,
        },
        lines,
        seller,
        buyer: { name: buyer?.name ?? '', email: buyer?.email ?? '', company: buyer?.company ?? null, address: order.shippingAddress },
        payment,
        language,
      });
      return sendDownload(reply, 'application/pdf', `proforma-${order.number}.pdf`, pdf, language);
    },
  );
}

function registerStaffPayments(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const writer = app.requireStaff(...ADMIN_AREA_ROLES.payments);
  registerScopedCrud(app, receivedPaymentResource);
  registerScopedCrud(app, unmatchedPaymentResource);

  typed.get(
    '/v1/admin/orders/:id/payments',
    {
      preValidation: writer,
      schema: {
        tags: adminTags,
        summary: "An order's payment state and payments (the payments area)",
        params: idParamsSchema,
        response: { 200: envelopeOf(orderPaymentSummarySchema) },
      },
    },
    async (request) => {
      const order = await findOrderFor(app.db, request.params.id, { userId: authOf(request).userId, staff: true });
      if (!order) throw notFound(paymentMessages.orderNotFound);
      return ok(await paymentSummaryOf(app.db, app.config, order));
    },
  );

  typed.post(
    '/v1/admin/orders/:id/payments',
    {
      preValidation: writer,
      schema: {
        tags: adminTags,
        summary: 'Record a payment received for an order, in its currency (administrators; audited)',
        params: idParamsSchema,
        body: recordPaymentSchema,
        response: { 200: envelopeOf(orderPaymentSummarySchema) },
      },
    },
    async (request) => {
      okOrThrow(await recordPayment(app.db, staffActorOf(request), request.params.id, request.body));
      forgetCounts(app.db, receivedPaymentResource.path, null);
      const [order] = await app.db.select().from(orders).where(eq(orders.id, request.params.id));
      return ok(await paymentSummaryOf(app.db, app.config, order), paymentMessages.recorded);
    },
  );

  typed.post(
    '/v1/admin/unmatched-payments/:id/match',
    {
      preValidation: writer,
      schema: {
        tags: adminTags,
        summary: 'Match a waiting bank statement line to an order by its number (administrators; audited)',
        params: idParamsSchema,
        body: matchPaymentSchema,
        response: { 200: envelopeOf(orderPaymentSummarySchema) },
      },
    },
    async (request) => {
      okOrThrow(await matchStatementLine(app.db, staffActorOf(request), request.params.id, request.body.order_number));
      forgetCounts(app.db, receivedPaymentResource.path, null);
      forgetCounts(app.db, unmatchedPaymentResource.path, null);
      const [order] = await app.db.select().from(orders).where(eq(orders.number, request.body.order_number));
      return ok(await paymentSummaryOf(app.db, app.config, order), paymentMessages.matched);
    },
  );

  typed.post(
    '/v1/admin/payments/import',
    {
      preValidation: writer,
      schema: {
        tags: adminTags,
        summary: 'Import a bank statement CSV (multipart field "file"); every line checked, or nothing kept (administrators)',
        description: `Columns ${STATEMENT_CSV_COLUMNS.join(', ')} (the header is line 1): the day credited (YYYY-MM-DD), the amount in major units (1250.00), its currency, the transfer's reference and the bank's id of the line. A file with any bad line changes nothing and answers 422 with every problem by line. Lines whose reference holds an order number are recorded against that order; the others wait in /v1/admin/unmatched-payments. A bank id already imported is skipped, so importing a file twice records nothing twice.`,
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(statementImportResultSchema), 422: envelopeOf(statementImportResultSchema) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(paymentMessages.file, { file: paymentMessages.file });
      const part = await request.file();
      if (!part) throw badRequest(paymentMessages.file, { file: paymentMessages.file });
      const data = await part.toBuffer();
      if (part.file.truncated || data.length > STATEMENT_IMPORT_MAX_BYTES)
        throw new AppError(413, paymentMessages.fileTooLarge, { file: paymentMessages.fileTooLarge });
      const read = readStatementCsv(data.toString('utf8'));
      if (read.problems.length > 0)
        return reply.code(422).send({
          success: false,
          message: paymentMessages.nothingImported(read.problems.length),
          data: { recorded: 0, unmatched: 0, skipped: 0, problems: read.problems },
        });
      const result = await importStatement(app.db, staffActorOf(request), read.rows);
      forgetCounts(app.db, receivedPaymentResource.path, null);
      forgetCounts(app.db, unmatchedPaymentResource.path, null);
      return ok(result, paymentMessages.imported(result.recorded, result.unmatched, result.skipped));
    },
  );
}

/** The payments' routes, by audience: the order's parties, and staff. */
export const paymentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(guardedBy(app.requireRole('buyer', 'seller'), registerOrderPayments));
  await app.register(guardedBy(app.requireStaff(...STAFF_ROLES), registerStaffPayments));
};
