// Accepting a quote (POST /v1/rfqs/:id/quotes/:quoteId/accept): the whole quote or chosen lines and
// quantities become one pending order with that supplier at the quoted prices, through the order
// machinery checkout uses (number, a copy of the address-book address, payment method, stock held for
// the lines that are the supplier's catalogue products). At most once per Idempotency-Key; the RFQ's
// row lock makes a second accept of the quote, with any key, find it accepted (409). The work is in
// accept-repository.ts, in the transaction runIdempotent opens. The preview (…/accept-preview) runs the
// same drafting of the order without writing, so the dialog shows the total the accept will store.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../src/contract/envelope';
import {
  quoteAcceptPreviewResultSchema,
  quoteAcceptPreviewSchema,
  quoteAcceptResultSchema,
  quoteAcceptSchema,
  rfqMessages,
  rfqQuoteParamsSchema,
} from '../../../src/contract/rfq';
import { approvalMessages, awardAwaitingApprovalSchema, companyCheckSchema } from '../../../src/contract/company-approvals';
import { ok } from '../../lib/envelope';
import { idempotencyKeyOf, runIdempotent, sendIdempotent } from '../../lib/idempotency';
import { forgetCounts } from '../../lib/scoped-crud';
import { authOf } from '../../plugins/auth';
import { holdAwardForApproval, previewAward } from '../company/approvals-checkout';
import { acceptQuote, previewAccept } from './accept-repository';

export function registerAccept(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/v1/rfqs/:id/quotes/:quoteId/accept',
    {
      schema: {
        tags: ['rfq'],
        summary:
          'Accept a quote, whole or chosen lines and quantities: a pending order with its supplier at the quoted prices (send an Idempotency-Key header)',
        description:
          'Each chosen quantity is at least the line’s MOQ and at most the quantity asked for. The order ships to address_id (an address of the buyer’s book) or to address, a new address checked as the book checks it and added to the book in the same transaction; exactly one of the two. It keeps the quote’s Incoterm and, for the C and D terms, the RFQ’s delivery place as the named place. Stock is held for lines that are the supplier’s catalogue products. The RFQ becomes awarded; decline_others (default true) declines the other live quotes. Accepting an expired or withdrawn quote, or one already accepted, is a 409.',
        params: rfqQuoteParamsSchema,
        body: quoteAcceptSchema,
        response: { 201: envelopeOf(quoteAcceptResultSchema), 202: envelopeOf(awardAwaitingApprovalSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const key = idempotencyKeyOf(request);
      const { id, quoteId } = request.params;
      const answer = await runIdempotent<unknown>(
        app.db,
        { userId, key, scope: `POST /v1/rfqs/${id}/quotes/${quoteId}/accept`, body: request.body },
        async (tx) => {
          // A company member's award above the company's rule waits for approval (202): no order, no stock held.
          const held = await holdAwardForApproval(tx, userId, id, quoteId, request.body, { expiryDays: app.config.approvalExpiryDays });
          if (held) return { statusCode: 202, body: ok({ approval_request: held }, approvalMessages.awardApprovalNeeded) };
          return { statusCode: 201, body: ok(await acceptQuote(tx, userId, id, quoteId, request.body), rfqMessages.quoteAccepted) };
        },
      );
      // A new address joined the book: its kept list totals go.
      if (request.body.address) forgetCounts(app.db, 'addresses', userId);
      return sendIdempotent(reply, answer);
    },
  );

  app.post(
    '/v1/rfqs/:id/quotes/:quoteId/accept-preview',
    {
      schema: {
        tags: ['rfq'],
        summary: 'The order an accept of these lines would place: each line at its quoted price, the shipping, the total and the Incoterm (nothing is written)',
        description:
          'Figured by the code the accept runs, with the same refusals (422 naming the line, 409 for a quote that can no longer be accepted), so the total shown before the click is the total the order keeps.',
        params: rfqQuoteParamsSchema,
        body: quoteAcceptPreviewSchema,
        response: { 200: envelopeOf(quoteAcceptPreviewResultSchema.extend({ company: companyCheckSchema.optional() })) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const { id, quoteId } = request.params;
      const preview = await previewAccept(app.db, userId, id, quoteId, request.body);
      // For a company member: whether the award would wait for approval or pass a limit (absent without a company).
      const company = await previewAward(app.db, userId, quoteId, preview);
      return ok(company ? { ...preview, company } : preview);
    },
  );
}
