// The buyer's side of requests for quotation (/v1/rfqs): write a draft or post one (once per
// Idempotency-Key), rewrite a draft, post it, close or cancel it, attach files, and decide on quotes
// (shortlist, decline; accepting is in accept.ts). Every query is scoped to the caller as the RFQ's
// buyer, so another buyer's RFQ is a 404 for every verb. The queries are in the buyer-*repository.ts
// files; the routes validate, call them and answer.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import {
  buyerRfqSchema,
  buyerRfqSummarySchema,
  quoteDeclineSchema,
  RFQ_ATTACHMENTS_MAX,
  rfqAttachmentParamsSchema,
  rfqBuyerQuerySchema,
  rfqCloseSchema,
  rfqCreateSchema,
  rfqMessages,
  rfqQuoteParamsSchema,
  rfqUpdateSchema,
  type RfqStatus,
} from '../../../src/contract/rfq';
import { ok, okList } from '../../lib/envelope';
import { idempotencyKeyOf, runIdempotent, sendIdempotent } from '../../lib/idempotency';
import { idParamsSchema } from '../../lib/scoped-crud';
import { authOf } from '../../plugins/auth';
import { readAttachment } from './attachment-upload';
import { addRfqAttachment, removeRfqAttachment } from './buyer-attachment-repository';
import { declineQuote, endRfq, shortlistQuote } from './buyer-decision-repository';
import { createRfq, postDraft, rewriteDraft } from './buyer-draft-repository';
import { buyerRfqDetail, buyerRfqRow } from './buyer-guards';
import { listBuyerRfqs } from './buyer-repository';
import { buyerScope } from '../company/access';
import { okOrThrow } from '../../lib/outcomes';

export const RFQ_CREATE_SCOPE = 'POST /v1/rfqs';

export function registerBuyerRfqs(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const common = { tags: ['rfq'] };
  const one = envelopeOf(buyerRfqSchema);

  /** The caller's request as it now stands, with `message`: the answer to every change. */
  const rfqAnswer = async (userId: string, rfqId: string, message: string) => ok(await buyerRfqDetail(db, userId, rfqId), message);

  app.post(
    '/v1/rfqs',
    {
      schema: {
        ...common,
        summary:
          'Write a request for quotation as a draft, or post it (send an Idempotency-Key header; a repeat with the same key and body answers the first result)',
        description:
          'status: draft (only you see it) or open (posted: matching suppliers see it on their board, or only the invited ones). valid_until 1–60 days ahead, required_by after today, 1–20 lines. Posting needs a verified email (403) and stays within RFQ_DAILY_POSTS a calendar day, UTC (429 with Retry-After and data.resets_at); a draft needs neither.',
        body: rfqCreateSchema,
        response: { 201: one },
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const key = idempotencyKeyOf(request);
      const input = request.body;
      const answer = await runIdempotent(app.db, { userId, key, scope: RFQ_CREATE_SCOPE, body: input }, async (tx) => {
        const { rfqId } = okOrThrow(await createRfq(tx, userId, input, app.config.rfqDailyPosts));
        return { statusCode: 201, body: ok(await buyerRfqDetail(tx, userId, rfqId), input.status === 'open' ? rfqMessages.rfqPosted : rfqMessages.rfqSaved) };
      });
      return sendIdempotent(reply, answer);
    },
  );

  app.get(
    '/v1/rfqs',
    {
      schema: {
        ...common,
        summary: 'Your requests for quotation, newest first',
        querystring: rfqBuyerQuerySchema,
        response: { 200: listEnvelopeOf(buyerRfqSummarySchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listBuyerRfqs(db, await buyerScope(db, authOf(request).userId), request.query);
      return okList(rows, request.query.page, request.query.limit, total);
    },
  );

  app.get(
    '/v1/rfqs/:id',
    {
      schema: {
        ...common,
        summary: 'One of your requests with every quote, its latest version and its history',
        params: idParamsSchema,
        response: { 200: one },
      },
    },
    async (request) => ok(await buyerRfqDetail(db, await buyerScope(db, authOf(request).userId), request.params.id)),
  );

  app.put(
    '/v1/rfqs/:id',
    {
      schema: {
        ...common,
        summary: 'Rewrite a draft (every field, as when creating it)',
        params: idParamsSchema,
        body: rfqUpdateSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      okOrThrow(await rewriteDraft(db, userId, request.params.id, request.body));
      return rfqAnswer(userId, request.params.id, rfqMessages.rfqSaved);
    },
  );

  app.post(
    '/v1/rfqs/:id/open',
    {
      schema: {
        ...common,
        summary: 'Post a draft: matching (or invited) suppliers see it from now on',
        description: 'Needs a verified email (403) and stays within RFQ_DAILY_POSTS a calendar day, UTC (429 with Retry-After and data.resets_at).',
        params: idParamsSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      okOrThrow(await postDraft(db, userId, request.params.id, app.config.rfqDailyPosts));
      return rfqAnswer(userId, request.params.id, rfqMessages.rfqPosted);
    },
  );

  /** Close (open → closed) or cancel (draft or open → cancelled): the live quotes are declined and their suppliers told. */
  const endRoute =
    (to: Extract<RfqStatus, 'closed' | 'cancelled'>) =>
    async (request: FastifyRequest<{ Params: { id: string }; Body: { reason?: string } | null | undefined }>) => {
      const { userId } = authOf(request);
      okOrThrow(await endRfq(db, userId, request.params.id, to, request.body?.reason?.trim() || null));
      return rfqAnswer(userId, request.params.id, to === 'closed' ? rfqMessages.rfqClosed : rfqMessages.rfqCancelled);
    };
  app.post(
    '/v1/rfqs/:id/close',
    {
      schema: {
        ...common,
        summary: 'Stop taking quotes (open → closed); live quotes are declined and their suppliers told',
        params: idParamsSchema,
        body: rfqCloseSchema.nullish(),
        response: { 200: one },
      },
    },
    endRoute('closed'),
  );
  app.post(
    '/v1/rfqs/:id/cancel',
    {
      schema: {
        ...common,
        summary: 'Cancel a draft or an open request; live quotes are declined and their suppliers told',
        params: idParamsSchema,
        body: rfqCloseSchema.nullish(),
        response: { 200: one },
      },
    },
    endRoute('cancelled'),
  );

  app.post(
    '/v1/rfqs/:id/attachments',
    {
      schema: {
        ...common,
        summary: `Attach a file to a draft or open request (multipart: file; PDF, PNG or JPEG by its bytes, up to 10 MB; at most ${RFQ_ATTACHMENTS_MAX})`,
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 201: one },
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      // Another buyer's RFQ is a 404 before a byte of the file is read.
      await buyerRfqRow(db, userId, request.params.id);
      const file = await readAttachment(request);
      okOrThrow(await addRfqAttachment(db, userId, request.params.id, file));
      return reply.code(201).send(await rfqAnswer(userId, request.params.id, rfqMessages.attachmentAdded));
    },
  );

  app.delete(
    '/v1/rfqs/:id/attachments/:attachmentId',
    {
      schema: { ...common, summary: 'Remove an attachment of a draft or open request', params: rfqAttachmentParamsSchema, response: { 200: one } },
    },
    async (request) => {
      const { userId } = authOf(request);
      okOrThrow(await removeRfqAttachment(db, userId, request.params.id, request.params.attachmentId));
      return rfqAnswer(userId, request.params.id, rfqMessages.attachmentRemoved);
    },
  );

  app.post(
    '/v1/rfqs/:id/quotes/:quoteId/shortlist',
    {
      schema: {
        ...common,
        summary: 'Shortlist a quote; its supplier is told',
        params: rfqQuoteParamsSchema,
        body: z.strictObject({}).nullish(),
        response: { 200: one },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      okOrThrow(await shortlistQuote(db, userId, request.params.id, request.params.quoteId));
      return rfqAnswer(userId, request.params.id, rfqMessages.quoteShortlisted);
    },
  );

  app.post(
    '/v1/rfqs/:id/quotes/:quoteId/decline',
    {
      schema: {
        ...common,
        summary: 'Decline a quote with a reason its supplier sees',
        params: rfqQuoteParamsSchema,
        body: quoteDeclineSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      okOrThrow(await declineQuote(db, userId, request.params.id, request.params.quoteId, request.body.reason));
      return rfqAnswer(userId, request.params.id, rfqMessages.quoteDeclined);
    },
  );
}
