// The supplier's side of requests for quotation: the board of open RFQs that match its published
// products (or invite it), its invitations, one RFQ as it sees it (the buyer anonymised until it
// replies or accepts), and its own quotes: submit (once per Idempotency-Key, within the RFQ's number
// wanted and the monthly allowance), revise (a new immutable version), withdraw, attach files.
// The queries are in the supplier-*-repository.ts files; the routes validate, call them and answer.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import {
  boardRfqSchema,
  QUOTE_ATTACHMENTS_MAX,
  quoteAllowanceSchema,
  quoteInputSchema,
  quoteListQuerySchema,
  rfqAttachmentParamsSchema,
  rfqBoardQuerySchema,
  rfqMessages,
  supplierQuoteSchema,
  supplierQuoteSummarySchema,
  supplierRfqSchema,
} from '../../../src/contract/rfq';
import type { Database } from '../../db/client';
import { ok, okList } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { idempotencyKeyOf, runIdempotent, sendIdempotent } from '../../lib/idempotency';
import { idParamsSchema } from '../../lib/scoped-crud';
import { authOf } from '../../plugins/auth';
import { createBoardCache } from './board-cache';
import { readAttachment } from './attachment-upload';
import { okOrThrow } from '../../lib/outcomes';
import { allowanceOf } from './supplier-allowance-repository';
import { BOARD_COUNTED_TOTAL_LIMIT, findSupplierRfq, listBoardRfqs, listInvitedRfqs } from './supplier-board-repository';
import { addQuoteAttachment, findSupplierQuote, listSupplierQuotes, ownsQuote, removeQuoteAttachment, withdrawQuote } from './supplier-quote-repository';
import { reviseQuote, submitQuote } from './supplier-quote-version-repository';

// Imported from here by the back office, the public board and the tests.
export { allowanceOf } from './supplier-allowance-repository';
export { BOARD_COUNTED_TOTAL_LIMIT, boardFilters, boardSortColumns } from './supplier-board-repository';

/** Lines that do not fit the RFQ are well-formed JSON the RFQ refuses: 422, each line's field named. */
const LINES_REFUSED = 422;

export function registerSupplierRfqs(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const common = { tags: ['rfq'] };
  const defaultAllowance = () => app.config.rfqMonthlyQuotes;
  const quoteEnvelope = envelopeOf(supplierQuoteSchema);
  const cachedBoard = createBoardCache(app);

  /** The supplier's quote as it now stands, with `message`; read in the transaction that submits it. */
  const quoteAnswer = async (source: Database, userId: string, quoteId: string, message?: string) =>
    ok(okOrThrow(await findSupplierQuote(source, userId, quoteId, defaultAllowance())).quote, message);

  app.get(
    '/v1/rfq-board',
    {
      schema: {
        ...common,
        summary:
          'Open requests for quotation that reach you: open ones in a category of your published products (or its parent or children), and those inviting you',
        description: `\`total\` is exact up to ${BOARD_COUNTED_TOTAL_LIMIT.toLocaleString('en')}; above that it is PostgreSQL’s estimate.`,
        querystring: rfqBoardQuerySchema,
        response: { 200: listEnvelopeOf(boardRfqSchema) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const { rows, total } = await cachedBoard(`board ${userId} ${JSON.stringify(request.query)}`, () => listBoardRfqs(db, userId, request.query));
      return okList(rows, request.query.page, request.query.limit, total);
    },
  );

  app.get(
    '/v1/rfq-invitations',
    {
      schema: {
        ...common,
        summary: 'Requests for quotation that invite you (open ones, and those you quoted)',
        querystring: rfqBoardQuerySchema,
        response: { 200: listEnvelopeOf(boardRfqSchema) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const { rows, total } = await cachedBoard(`invitations ${userId} ${JSON.stringify(request.query)}`, () => listInvitedRfqs(db, userId, request.query));
      return okList(rows, request.query.page, request.query.limit, total);
    },
  );

  app.get(
    '/v1/rfq-board/:id',
    {
      schema: {
        ...common,
        summary: 'One request for quotation as you see it, and whether you can quote it',
        params: idParamsSchema,
        response: { 200: envelopeOf(supplierRfqSchema) },
      },
    },
    async (request) => {
      const rfq = await findSupplierRfq(db, authOf(request).userId, request.params.id, defaultAllowance());
      if (!rfq) throw notFound(rfqMessages.rfqNotFound);
      return ok(rfq);
    },
  );

  app.post(
    '/v1/rfq-board/:id/quote',
    {
      schema: {
        ...common,
        summary:
          'Quote a request (once; send an Idempotency-Key header): per line a unit price or tiers, MOQ, lead time and sample; for the whole quote currency, Incoterm, shipping, validity, payment terms and a note',
        description:
          'Refused with 409 when the request is not open, already holds the number of quotes wanted, you quoted it before, or your monthly allowance is used.',
        params: idParamsSchema,
        body: quoteInputSchema,
        response: { 201: quoteEnvelope },
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const key = idempotencyKeyOf(request);
      const scope = `POST /v1/rfq-board/${request.params.id}/quote`;
      const answer = await runIdempotent(db, { userId, key, scope, body: request.body }, async (tx) => {
        const { quoteId } = okOrThrow(await submitQuote(tx, userId, request.params.id, request.body, defaultAllowance()), LINES_REFUSED);
        return { statusCode: 201, body: await quoteAnswer(tx, userId, quoteId, rfqMessages.quoteSubmitted) };
      });
      return sendIdempotent(reply, answer);
    },
  );

  app.get(
    '/v1/quotes',
    {
      schema: {
        ...common,
        summary: 'Your quotes, latest change first',
        querystring: quoteListQuerySchema,
        response: { 200: listEnvelopeOf(supplierQuoteSummarySchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listSupplierQuotes(db, authOf(request).userId, request.query);
      return okList(rows, request.query.page, request.query.limit, total);
    },
  );

  app.get(
    '/v1/quotes/:id',
    {
      schema: { ...common, summary: 'One of your quotes with its history and its request', params: idParamsSchema, response: { 200: quoteEnvelope } },
    },
    async (request) => quoteAnswer(db, authOf(request).userId, request.params.id),
  );

  app.post(
    '/v1/quotes/:id/revisions',
    {
      schema: {
        ...common,
        summary: 'Revise your quote: a new version (the earlier ones stay in its history); the buyer is told',
        params: idParamsSchema,
        body: quoteInputSchema,
        response: { 201: quoteEnvelope },
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      okOrThrow(await reviseQuote(db, userId, request.params.id, request.body), LINES_REFUSED);
      return reply.code(201).send(await quoteAnswer(db, userId, request.params.id, rfqMessages.quoteRevised));
    },
  );

  app.post(
    '/v1/quotes/:id/withdraw',
    {
      schema: {
        ...common,
        summary: 'Withdraw your quote: its place on the request is freed',
        params: idParamsSchema,
        body: z.strictObject({}).nullish(),
        response: { 200: quoteEnvelope },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      okOrThrow(await withdrawQuote(db, userId, request.params.id));
      return quoteAnswer(db, userId, request.params.id, rfqMessages.quoteWithdrawnDone);
    },
  );

  app.post(
    '/v1/quotes/:id/attachments',
    {
      schema: {
        ...common,
        summary: `Attach a file to your live quote (multipart: file; PDF, PNG or JPEG by its bytes, up to 10 MB; at most ${QUOTE_ATTACHMENTS_MAX})`,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 201: quoteEnvelope },
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      // Another supplier's quote is a 404 before a byte of the file is read.
      if (!(await ownsQuote(db, userId, request.params.id))) throw notFound(rfqMessages.quoteNotFound);
      const file = await readAttachment(request);
      okOrThrow(await addQuoteAttachment(db, userId, request.params.id, file));
      return reply.code(201).send(await quoteAnswer(db, userId, request.params.id, rfqMessages.attachmentAdded));
    },
  );

  app.delete(
    '/v1/quotes/:id/attachments/:attachmentId',
    {
      schema: { ...common, summary: 'Remove an attachment of your live quote', params: rfqAttachmentParamsSchema, response: { 200: quoteEnvelope } },
    },
    async (request) => {
      const { userId } = authOf(request);
      okOrThrow(await removeQuoteAttachment(db, userId, request.params.id, request.params.attachmentId));
      return quoteAnswer(db, userId, request.params.id, rfqMessages.attachmentRemoved);
    },
  );

  app.get(
    '/v1/quote-allowance',
    {
      schema: {
        ...common,
        summary: "This month's quote allowance: the limit, quotes submitted and what is left",
        response: { 200: envelopeOf(quoteAllowanceSchema) },
      },
    },
    async (request) => ok(await allowanceOf(db, authOf(request).userId, defaultAllowance())),
  );
}
