// The public RFQ board (/v1/public/rfqs): open RFQs of open visibility, readable without a token,
// anonymised (the buyer's country and whether it is verified) and without notes, specifications,
// target prices or attachments. Signed-out suppliers see what they could quote once signed up.
// Also the one download route of RFQ and quote attachments, for the parties only.
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DOCUMENT_CONTENT_TYPES, type DocumentContentType } from '../../../src/contract/documents';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import { publicRfqSchema, rfqBoardQuerySchema, rfqMessages, type PublicRfq } from '../../../src/contract/rfq';
import type { Database } from '../../db/client';
import { categories, files, quotes, rfqAttachments, rfqs } from '../../db/schema';
import { ok, okList } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { idParamsSchema } from '../../lib/scoped-crud';
import { sendAttachment } from '../../lib/uploads';
import { authOf } from '../../plugins/auth';
import { buyerUser, buyerVerifiedSql, linesOf, rfqCommonColumns, rfqCommonDto, rfqOpenSql, visibleToSupplier, type RfqCommonRow } from './common';
import { boardFilters, boardSortColumns } from './supplier';

const publicScope = and(rfqOpenSql, eq(rfqs.visibility, 'open')) as SQL;

function publicQuery(db: Database) {
  return db
    .select({ ...rfqCommonColumns, buyerCountry: rfqs.buyerCountry, buyerVerified: buyerVerifiedSql(buyerUser) })
    .from(rfqs)
    .innerJoin(categories, eq(categories.id, rfqs.categoryId))
    .innerJoin(buyerUser, eq(buyerUser.id, rfqs.buyerId))
    .$dynamic();
}
type PublicRow = Awaited<ReturnType<ReturnType<typeof publicQuery>['execute']>>[number];

async function toPublic(db: Database, rows: PublicRow[]): Promise<PublicRfq[]> {
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...rfqCommonDto(row as RfqCommonRow),
    lines: (lines.get(row.id) ?? []).map((line) => ({ name: line.name, quantity: line.quantity, unit: line.unit })),
    buyer: { country: row.buyerCountry, verified: Boolean(row.buyerVerified) },
  }));
}

function storedType(value: string): DocumentContentType {
  const known = DOCUMENT_CONTENT_TYPES.find((type) => type === value);
  if (!known) throw new Error(`attachment with unexpected type ${value}`);
  return known;
}

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
      const where = and(publicScope, ...boardFilters(query));
      const direction = query.order === 'asc' ? asc : desc;
      const [rows, [{ total }]] = await Promise.all([
        publicQuery(db)
          .where(where)
          .orderBy(direction(boardSortColumns[query.sort]), direction(rfqs.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(rfqs).where(where),
      ]);
      return okList(await toPublic(db, rows), query.page, query.limit, Number(total));
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
      const rows = await publicQuery(db)
        .where(and(publicScope, eq(rfqs.id, request.params.id)))
        .limit(1);
      if (rows.length === 0) throw notFound(rfqMessages.rfqNotFound);
      return ok((await toPublic(db, rows))[0]);
    },
  );

  app.get(
    '/v1/rfq-attachments/:id',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['rfq'],
        summary:
          "Download an RFQ's or a quote's attachment (always as an attachment): the buyer; for an RFQ's, suppliers who see it; for a quote's, its supplier",
        params: idParamsSchema,
        produces: [...DOCUMENT_CONTENT_TYPES],
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const [row] = await db
        .select({
          rfqId: rfqAttachments.rfqId,
          quoteId: rfqAttachments.quoteId,
          name: rfqAttachments.originalName,
          buyerId: rfqs.buyerId,
          quoteSellerId: quotes.sellerId,
          data: files.data,
          contentType: files.contentType,
        })
        .from(rfqAttachments)
        .innerJoin(rfqs, eq(rfqs.id, rfqAttachments.rfqId))
        .innerJoin(files, eq(files.id, rfqAttachments.fileId))
        .leftJoin(quotes, eq(quotes.id, rfqAttachments.quoteId))
        .where(eq(rfqAttachments.id, request.params.id));
      if (!row) throw notFound(rfqMessages.attachmentNotFound);
      let allowed = row.buyerId === userId || (row.quoteId !== null && row.quoteSellerId === userId);
      if (!allowed && row.quoteId === null) {
        const [seen] = await db
          .select({ id: rfqs.id })
          .from(rfqs)
          .where(and(eq(rfqs.id, row.rfqId), visibleToSupplier(userId)));
        allowed = seen !== undefined;
      }
      if (!allowed) throw notFound(rfqMessages.attachmentNotFound);
      return sendAttachment(reply, { data: row.data, contentType: storedType(row.contentType), name: row.name });
    },
  );
}
