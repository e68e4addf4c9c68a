// The public RFQ board (/v1/public/rfqs): open RFQs of open visibility, readable without a token,
// anonymised (the buyer's country and whether it is verified) and without notes, specifications,
// target prices or attachments. Signed-out suppliers see what they could quote once signed up.
// Also the one download route of RFQ and quote attachments, for the parties only. The queries are in
// public-repository.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DOCUMENT_CONTENT_TYPES } from '../../../src/contract/documents';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import { publicRfqSchema, rfqBoardQuerySchema, rfqMessages } from '../../../src/contract/rfq';
import { ok, okList } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { idParamsSchema } from '../../lib/scoped-crud';
import { sendAttachment } from '../../lib/uploads';
import { authOf } from '../../plugins/auth';
import { findAttachmentFor, findPublicRfq, listPublicRfqs } from './public-repository';

export function registerPublicRfqs(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/v1/public/rfqs',
    {
      schema: {
        tags: ['rfq'],
        summary: 'The public board of open requests for quotation: anonymised, no attachments (public)',
        querystring: rfqBoardQuerySchema,
        response: { 200: listEnvelopeOf(publicRfqSchema) },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listPublicRfqs(db, query);
      return okList(rows, query.page, query.limit, total);
    },
  );

  app.get(
    '/v1/public/rfqs/:id',
    {
      schema: {
        tags: ['rfq'],
        summary: 'One open request for quotation of the public board (public)',
        params: idParamsSchema,
        response: { 200: envelopeOf(publicRfqSchema) },
      },
    },
    async (request) => {
      const rfq = await findPublicRfq(db, request.params.id);
      if (!rfq) throw notFound(rfqMessages.rfqNotFound);
      return ok(rfq);
    },
  );
}

/** The one download route of RFQ and quote attachments: any signed-in user, and then only the parties. */
export function registerAttachmentDownload(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/v1/rfq-attachments/:id',
    {
      schema: {
        tags: ['rfq'],
        summary:
          "Download an RFQ's or a quote's attachment (always as an attachment): the buyer; for an RFQ's, suppliers who see it; for a quote's, its supplier",
        params: idParamsSchema,
        produces: [...DOCUMENT_CONTENT_TYPES],
      },
    },
    async (request, reply) => {
      const attachment = await findAttachmentFor(db, authOf(request).userId, request.params.id);
      if (!attachment) throw notFound(rfqMessages.attachmentNotFound);
      return sendAttachment(reply, attachment);
    },
  );
}
