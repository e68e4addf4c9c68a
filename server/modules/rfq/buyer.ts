// The buyer's side of requests for quotation (/v1/rfqs): write a draft or post one (once per
// Idempotency-Key), rewrite a draft, post it, close or cancel it, attach files, and decide on quotes
// (shortlist, decline; accepting is in accept.ts). Every query is scoped to the caller as the RFQ's
// buyer, so another buyer's RFQ is a 404 for every verb.
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import { fillMessage } from '../../../src/contract/operations';
import {
  buyerRfqSchema,
  buyerRfqSummarySchema,
  daysAheadUtc,
  endOfDayUtc,
  LIVE_QUOTE_STATUSES,
  quoteDeclineSchema,
  RFQ_ATTACHMENTS_MAX,
  rfqAttachmentParamsSchema,
  rfqBuyerQuerySchema,
  rfqCloseSchema,
  rfqCreateSchema,
  rfqMessages,
  rfqNotificationTitles,
  rfqQuoteParamsSchema,
  rfqUpdateSchema,
  todayUtc,
  VALID_DAYS_MAX,
  VALID_DAYS_MIN,
  type BuyerRfq,
  type BuyerRfqSummary,
  type RfqCreateData,
  type RfqStatus,
} from '../../../src/contract/rfq';
import type { Database } from '../../db/client';
import { categories, files, products, quotes, rfqAttachments, rfqInvitations, rfqLines, rfqs, users } from '../../db/schema';
import { ok, okList } from '../../lib/envelope';
import { AppError, conflict, notFound } from '../../lib/errors';
import { idempotencyKeyOf, runIdempotent, sendIdempotent } from '../../lib/idempotency';
import { notify } from '../../lib/notify';
import { idParamsSchema } from '../../lib/scoped-crud';
import { insertFile, readFileUpload, throwIfProblems } from '../../lib/uploads';
import { authOf } from '../../plugins/auth';
import {
  attachmentsOf,
  buyerCountrySql,
  day,
  iso,
  lineCountSql,
  linesOf,
  linesPreviewSql,
  newRfqNumber,
  quoteStatusNow,
  quotesOf,
  rfqCommonColumns,
  rfqCommonDto,
  rfqStatusNow,
  rfqStatusSql,
  searchCondition,
  searchTextOf,
  type RfqRow,
} from './common';

export const RFQ_CREATE_SCOPE = 'POST /v1/rfqs';

/** The buyer's RFQ, locked for the rest of the transaction when `lock`; 404 when it is not the caller's. */
export async function buyerRfqRow(db: Database, buyerId: string, rfqId: string, lock = false): Promise<RfqRow> {
  const query = db
    .select()
    .from(rfqs)
    .where(and(eq(rfqs.id, rfqId), eq(rfqs.buyerId, buyerId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(rfqMessages.rfqNotFound);
  return row;
}

/** GET /v1/rfqs/:id: the RFQ, its lines, files, invitations and every quote with its history. */
export async function buyerRfqDetail(db: Database, buyerId: string, rfqId: string): Promise<BuyerRfq> {
  const [row] = await db
    .select({
      ...rfqCommonColumns,
      paymentTerms: rfqs.paymentTerms,
      note: rfqs.note,
      closeReason: rfqs.closeReason,
      staffCloseKind: rfqs.staffCloseKind,
      closedAt: rfqs.closedAt,
      updatedAt: rfqs.updatedAt,
    })
    .from(rfqs)
    .innerJoin(categories, eq(categories.id, rfqs.categoryId))
    .where(and(eq(rfqs.id, rfqId), eq(rfqs.buyerId, buyerId)));
  if (!row) throw notFound(rfqMessages.rfqNotFound);
  const lines = (await linesOf(db, [rfqId])).get(rfqId) ?? [];
  // One after another: `db` may be a transaction, whose connection runs one statement at a time.
  const attachments = await attachmentsOf(db, rfqId);
  const invited = await db
    .select({
      id: users.id,
      name: sql<string>`coalesce(nullif(trim(${users.businessDetails}->>'business_name'), ''), ${users.name})`,
      country: sql<string | null>`nullif(trim(${users.businessDetails}->>'country'), '')`,
    })
    .from(rfqInvitations)
    .innerJoin(users, eq(users.id, rfqInvitations.sellerId))
    .where(eq(rfqInvitations.rfqId, rfqId))
    .orderBy(asc(rfqInvitations.createdAt));
  const quoteList = await quotesOf(db, rfqId, lines);
  return {
    ...rfqCommonDto(row),
    lines,
    payment_terms: row.paymentTerms,
    note: row.note,
    attachments: attachments.get(null) ?? [],
    invited,
    quotes: quoteList,
    close_reason: row.closeReason,
    staff_close_kind: row.staffCloseKind,
    closed_at: iso(row.closedAt),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * What the body names must exist: an active category, catalogue products on lines that name one,
 * active sellers to invite (not the buyer). Every problem at once, each naming its field.
 */
async function checkReferences(tx: Database, buyerId: string, input: Pick<RfqCreateData, 'category_id' | 'lines' | 'invited_seller_ids'>): Promise<void> {
  const errors: Record<string, string> = {};
  const [category] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, input.category_id), eq(categories.status, 'active')));
  if (!category) errors.category_id = rfqMessages.categoryUnknown;
  const productIds = [...new Set(input.lines.map((line) => line.product_id).filter((id): id is string => Boolean(id)))];
  if (productIds.length > 0) {
    const found = await tx
      .select({ id: products.id })
      .from(products)
      .innerJoin(users, eq(users.id, products.sellerId))
      .where(and(inArray(products.id, productIds), eq(products.status, 'published'), eq(users.status, 'active')));
    const known = new Set(found.map((row) => row.id));
    input.lines.forEach((line, index) => {
      if (line.product_id && !known.has(line.product_id)) errors[`lines.${index}.product_id`] = rfqMessages.productUnknown;
    });
  }
  if (input.invited_seller_ids.length > 0) {
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.id, input.invited_seller_ids), eq(users.status, 'active'), sql`'seller' = any(${users.roles})`));
    const known = new Set(found.map((row) => row.id));
    input.invited_seller_ids.forEach((id, index) => {
      if (id === buyerId) errors[`invited_seller_ids.${index}`] = rfqMessages.inviteSelf;
      else if (!known.has(id)) errors[`invited_seller_ids.${index}`] = rfqMessages.inviteUnknown;
    });
  }
  const messages = Object.values(errors);
  if (messages.length > 0) throw new AppError(400, messages.length === 1 ? messages[0] : 'Some fields are not valid', errors);
}

/** The columns an RFQ's fields write, shared by creating and rewriting a draft. */
function fieldValues(input: Omit<RfqCreateData, 'status'>) {
  return {
    title: input.title,
    categoryId: input.category_id,
    visibility: input.visibility,
    deliveryCountry: input.delivery_country,
    deliveryCity: input.delivery_city,
    incoterm: input.incoterm,
    requiredBy: input.required_by,
    paymentTerms: input.payment_terms,
    note: input.note,
    currency: input.currency,
    validUntil: endOfDayUtc(input.valid_until),
    quotesWanted: input.quotes_wanted,
    searchText: searchTextOf(input),
  };
}

async function writeLinesAndInvitations(tx: Database, rfqId: string, input: Omit<RfqCreateData, 'status'>): Promise<void> {
  await tx.insert(rfqLines).values(
    input.lines.map((line, position) => ({
      rfqId,
      position,
      productId: line.product_id ?? null,
      name: line.name,
      quantity: line.quantity,
      unit: line.unit,
      targetUnitPriceMinor: line.target_unit_price_minor ?? null,
      specifications: line.specifications,
    })),
  );
  if (input.invited_seller_ids.length > 0) await tx.insert(rfqInvitations).values(input.invited_seller_ids.map((sellerId) => ({ rfqId, sellerId })));
}

/** Invited suppliers hear of the RFQ when it is posted. */
async function notifyInvited(tx: Database, rfq: Pick<RfqRow, 'id' | 'title'>): Promise<void> {
  const invited = await tx.select({ sellerId: rfqInvitations.sellerId }).from(rfqInvitations).where(eq(rfqInvitations.rfqId, rfq.id));
  for (const { sellerId } of invited) {
    await notify(tx, sellerId, {
      kind: 'rfq.invited',
      title: fillMessage(rfqNotificationTitles['rfq.invited'], { title: rfq.title }),
      link: `/rfq-board/${rfq.id}`,
    });
  }
}

/**
 * Posting checks the dates again: a draft written last week may hold a required-by date that has
 * passed, or a valid-until date now out of bounds.
 */
function checkDatesStillAhead(rfq: Pick<RfqRow, 'requiredBy' | 'validUntil'>): void {
  const errors: Record<string, string> = {};
  if (day(rfq.requiredBy) <= todayUtc()) errors.required_by = rfqMessages.dateInFuture;
  const validDay = day(rfq.validUntil);
  if (validDay < daysAheadUtc(VALID_DAYS_MIN) || validDay > daysAheadUtc(VALID_DAYS_MAX)) errors.valid_until = rfqMessages.validUntilRange;
  const messages = Object.values(errors);
  if (messages.length > 0) throw new AppError(400, messages.length === 1 ? messages[0] : 'Some fields are not valid', errors);
}

/**
 * Declines the RFQ's live quotes (not yet past their own validity) with `reason`, and tells each
 * supplier. Used when the buyer closes or cancels the RFQ, accepts a quote and is done, or staff close it.
 */
export async function declineLiveQuotes(tx: Database, rfq: Pick<RfqRow, 'id' | 'number'>, reason: string, exceptQuoteId?: string): Promise<void> {
  const declined = await tx
    .update(quotes)
    .set({ status: 'declined', declineReason: reason, decidedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(quotes.rfqId, rfq.id),
        inArray(quotes.status, [...LIVE_QUOTE_STATUSES]),
        sql`${quotes.validUntil} > now()`,
        exceptQuoteId ? sql`${quotes.id} <> ${exceptQuoteId}` : undefined,
      ),
    )
    .returning({ id: quotes.id, sellerId: quotes.sellerId });
  for (const quote of declined) {
    await notify(tx, quote.sellerId, {
      kind: 'rfq.quote_declined',
      title: fillMessage(rfqNotificationTitles['rfq.quote_declined'], { number: rfq.number }),
      body: reason,
      link: `/quotes/${quote.id}`,
    });
  }
}

/** The RFQ must be open now; an expired one says so. */
function assertOpen(rfq: RfqRow, message: string = rfqMessages.notOpen): void {
  const status = rfqStatusNow(rfq);
  if (status === 'expired') throw conflict(rfqMessages.expired);
  if (status !== 'open') throw conflict(message);
}

/** The RFQ still takes decisions on its quotes: open, or awarded (other lines may go to other suppliers). */
export function assertDecisionsOpen(rfq: RfqRow): void {
  const status = rfqStatusNow(rfq);
  if (status === 'expired') throw conflict(rfqMessages.expired);
  if (status !== 'open' && status !== 'awarded') throw conflict(rfqMessages.rfqNotAcceptingDecisions);
}

/** The quote of the buyer's RFQ, locked; 404 when it is not on that RFQ. */
export async function lockQuoteOf(tx: Database, rfqId: string, quoteId: string) {
  const [quote] = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.rfqId, rfqId)))
    .for('update');
  if (!quote) throw notFound(rfqMessages.quoteNotFound);
  return quote;
}

/** Why a quote that is not live (as it reads now) cannot be decided on. */
export function notActionable(status: string): AppError {
  if (status === 'expired') return conflict(rfqMessages.quoteExpired);
  if (status === 'withdrawn') return conflict(rfqMessages.quoteWithdrawn);
  if (status === 'accepted') return conflict(rfqMessages.quoteAlreadyAccepted);
  return conflict(rfqMessages.quoteNotActionable);
}

const uploadMessages = {
  multipartRequired: rfqMessages.multipartRequired,
  fileRequired: rfqMessages.fileRequired,
  fileEmpty: rfqMessages.fileEmpty,
  fileTooLarge: rfqMessages.fileTooLarge,
  fileType: rfqMessages.fileType,
  oneFile: rfqMessages.oneFile,
};

/** Reads one checked file (PDF, PNG or JPEG by its bytes, up to 10 MB) from a multipart request. */
export async function readAttachment(request: FastifyRequest) {
  const upload = await readFileUpload(request, [], { messages: uploadMessages, required: true });
  throwIfProblems(upload.errors);
  if (!upload.file) throw new Error('unreachable: a missing file was thrown above');
  return upload.file;
}

export function registerBuyerRfqs(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const common = { tags: ['rfq'], security: [{ bearer: [] }] };
  const buyersOnly = app.requireRole('buyer');
  const one = envelopeOf(buyerRfqSchema);

  /**
   * A change to one of the caller's requests: made in one transaction with the request locked (404 when it
   * is not the caller's), then answered with the request as it now stands and `message`.
   */
  const changeOwnRfq = async (
    request: FastifyRequest<{ Params: { id: string } }>,
    change: (tx: Database, rfq: RfqRow, userId: string) => Promise<void>,
    message: string,
  ) => {
    const { userId } = authOf(request);
    await db.transaction(async (tx) => change(tx, await buyerRfqRow(tx, userId, request.params.id, true), userId));
    return ok(await buyerRfqDetail(db, userId, request.params.id), message);
  };

  app.post(
    '/v1/rfqs',
    {
      preHandler: buyersOnly,
      schema: {
        ...common,
        summary:
          'Write a request for quotation as a draft, or post it (send an Idempotency-Key header; a repeat with the same key and body answers the first result)',
        description:
          'status: draft (only you see it) or open (posted: matching suppliers see it on their board, or only the invited ones). valid_until 1–60 days ahead, required_by after today, 1–20 lines.',
        body: rfqCreateSchema,
        response: { 201: one },
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const key = idempotencyKeyOf(request);
      const input = request.body;
      const answer = await runIdempotent(app.db, { userId, key, scope: RFQ_CREATE_SCOPE, body: input }, async (tx) => {
        await checkReferences(tx, userId, input);
        const [buyer] = await tx.select({ country: buyerCountrySql }).from(users).where(eq(users.id, userId));
        const now = new Date();
        const [rfq] = await tx
          .insert(rfqs)
          .values({
            ...fieldValues(input),
            number: newRfqNumber(now),
            buyerId: userId,
            buyerCountry: buyer?.country ?? input.delivery_country,
            status: input.status,
            openedAt: input.status === 'open' ? now : null,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await writeLinesAndInvitations(tx, rfq.id, input);
        if (input.status === 'open') await notifyInvited(tx, rfq);
        return { statusCode: 201, body: ok(await buyerRfqDetail(tx, userId, rfq.id), input.status === 'open' ? rfqMessages.rfqPosted : rfqMessages.rfqSaved) };
      });
      return sendIdempotent(reply, answer);
    },
  );

  app.get(
    '/v1/rfqs',
    {
      preHandler: buyersOnly,
      schema: {
        ...common,
        summary: 'Your requests for quotation, newest first',
        querystring: rfqBuyerQuerySchema,
        response: { 200: listEnvelopeOf(buyerRfqSummarySchema) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const query = request.query;
      const where = and(
        eq(rfqs.buyerId, userId),
        query.status ? sql`${rfqStatusSql} = ${query.status}` : undefined,
        query.q ? searchCondition(query.q) : undefined,
      ) as SQL;
      const column = { created_at: rfqs.createdAt, valid_until: rfqs.validUntil, quote_count: rfqs.quoteCount }[query.sort];
      const direction = query.order === 'asc' ? asc : desc;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({ ...rfqCommonColumns, lineCount: lineCountSql, linesPreview: linesPreviewSql, updatedAt: rfqs.updatedAt })
          .from(rfqs)
          .innerJoin(categories, eq(categories.id, rfqs.categoryId))
          .where(where)
          .orderBy(direction(column), direction(rfqs.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(rfqs).where(where),
      ]);
      const items: BuyerRfqSummary[] = rows.map((row) => ({
        ...rfqCommonDto(row),
        line_count: row.lineCount,
        lines_preview: row.linesPreview,
        updated_at: row.updatedAt.toISOString(),
      }));
      return okList(items, query.page, query.limit, Number(total));
    },
  );

  app.get(
    '/v1/rfqs/:id',
    {
      preHandler: buyersOnly,
      schema: {
        ...common,
        summary: 'One of your requests with every quote, its latest version and its history',
        params: idParamsSchema,
        response: { 200: one },
      },
    },
    async (request) => ok(await buyerRfqDetail(db, authOf(request).userId, request.params.id)),
  );

  app.put(
    '/v1/rfqs/:id',
    {
      preHandler: buyersOnly,
      schema: {
        ...common,
        summary: 'Rewrite a draft (every field, as when creating it)',
        params: idParamsSchema,
        body: rfqUpdateSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      const input = request.body;
      return changeOwnRfq(
        request,
        async (tx, rfq, userId) => {
          if (rfq.status !== 'draft') throw conflict(rfqMessages.notDraft);
          await checkReferences(tx, userId, input);
          await tx
            .update(rfqs)
            .set({ ...fieldValues(input), updatedAt: new Date() })
            .where(eq(rfqs.id, rfq.id));
          await tx.delete(rfqLines).where(eq(rfqLines.rfqId, rfq.id));
          await tx.delete(rfqInvitations).where(eq(rfqInvitations.rfqId, rfq.id));
          await writeLinesAndInvitations(tx, rfq.id, input);
        },
        rfqMessages.rfqSaved,
      );
    },
  );

  app.post(
    '/v1/rfqs/:id/open',
    {
      preHandler: buyersOnly,
      schema: { ...common, summary: 'Post a draft: matching (or invited) suppliers see it from now on', params: idParamsSchema, response: { 200: one } },
    },
    async (request) => {
      return changeOwnRfq(
        request,
        async (tx, rfq) => {
          if (rfq.status !== 'draft') throw conflict(rfqMessages.notDraft);
          checkDatesStillAhead(rfq);
          const now = new Date();
          await tx.update(rfqs).set({ status: 'open', openedAt: now, updatedAt: now }).where(eq(rfqs.id, rfq.id));
          await notifyInvited(tx, rfq);
        },
        rfqMessages.rfqPosted,
      );
    },
  );

  /** Close (open → closed) or cancel (draft or open → cancelled): the live quotes are declined and their suppliers told. */
  const endRfq =
    (to: Extract<RfqStatus, 'closed' | 'cancelled'>) =>
    async (request: FastifyRequest<{ Params: { id: string }; Body: { reason?: string } | null | undefined }>) => {
      const reason = request.body?.reason?.trim() || null;
      return changeOwnRfq(
        request,
        async (tx, rfq) => {
          if (to === 'closed') assertOpen(rfq, rfqMessages.onlyOpenClose);
          else if (rfq.status !== 'draft') assertOpen(rfq, rfqMessages.notOpenOrDraft);
          const now = new Date();
          await tx.update(rfqs).set({ status: to, closedAt: now, closeReason: reason, updatedAt: now }).where(eq(rfqs.id, rfq.id));
          const base = to === 'closed' ? rfqMessages.declinedRfqClosed : rfqMessages.declinedRfqCancelled;
          await declineLiveQuotes(tx, rfq, reason ? `${base}: ${reason}` : base);
        },
        to === 'closed' ? rfqMessages.rfqClosed : rfqMessages.rfqCancelled,
      );
    };
  app.post(
    '/v1/rfqs/:id/close',
    {
      preHandler: buyersOnly,
      schema: {
        ...common,
        summary: 'Stop taking quotes (open → closed); live quotes are declined and their suppliers told',
        params: idParamsSchema,
        body: rfqCloseSchema.nullish(),
        response: { 200: one },
      },
    },
    endRfq('closed'),
  );
  app.post(
    '/v1/rfqs/:id/cancel',
    {
      preHandler: buyersOnly,
      schema: {
        ...common,
        summary: 'Cancel a draft or an open request; live quotes are declined and their suppliers told',
        params: idParamsSchema,
        body: rfqCloseSchema.nullish(),
        response: { 200: one },
      },
    },
    endRfq('cancelled'),
  );

  app.post(
    '/v1/rfqs/:id/attachments',
    {
      preHandler: buyersOnly,
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
      await db.transaction(async (tx) => {
        const rfq = await buyerRfqRow(tx, userId, request.params.id, true);
        const status = rfqStatusNow(rfq);
        if (status !== 'draft' && status !== 'open') throw conflict(rfqMessages.attachmentsLocked);
        const [{ held }] = await tx
          .select({ held: count() })
          .from(rfqAttachments)
          .where(and(eq(rfqAttachments.rfqId, rfq.id), sql`${rfqAttachments.quoteId} is null`));
        if (held >= RFQ_ATTACHMENTS_MAX) throw conflict(rfqMessages.tooManyAttachments, { file: rfqMessages.tooManyAttachments });
        const fileId = await insertFile(tx, userId, file);
        await tx.insert(rfqAttachments).values({ rfqId: rfq.id, fileId, originalName: file.originalName });
        await tx.update(rfqs).set({ updatedAt: new Date() }).where(eq(rfqs.id, rfq.id));
      });
      return reply.code(201).send(ok(await buyerRfqDetail(db, userId, request.params.id), rfqMessages.attachmentAdded));
    },
  );

  app.delete(
    '/v1/rfqs/:id/attachments/:attachmentId',
    {
      preHandler: buyersOnly,
      schema: { ...common, summary: 'Remove an attachment of a draft or open request', params: rfqAttachmentParamsSchema, response: { 200: one } },
    },
    async (request) => {
      return changeOwnRfq(
        request,
        async (tx, rfq) => {
          const [attachment] = await tx
            .select({ id: rfqAttachments.id, fileId: rfqAttachments.fileId })
            .from(rfqAttachments)
            .where(and(eq(rfqAttachments.id, request.params.attachmentId), eq(rfqAttachments.rfqId, rfq.id), sql`${rfqAttachments.quoteId} is null`));
          if (!attachment) throw notFound(rfqMessages.attachmentNotFound);
          const status = rfqStatusNow(rfq);
          if (status !== 'draft' && status !== 'open') throw conflict(rfqMessages.attachmentsLocked);
          await tx.delete(rfqAttachments).where(eq(rfqAttachments.id, attachment.id));
          await tx.delete(files).where(eq(files.id, attachment.fileId));
        },
        rfqMessages.attachmentRemoved,
      );
    },
  );

  app.post(
    '/v1/rfqs/:id/quotes/:quoteId/shortlist',
    {
      preHandler: buyersOnly,
      schema: {
        ...common,
        summary: 'Shortlist a quote; its supplier is told',
        params: rfqQuoteParamsSchema,
        body: z.strictObject({}).nullish(),
        response: { 200: one },
      },
    },
    async (request) => {
      return changeOwnRfq(
        request,
        async (tx, rfq) => {
          const quote = await lockQuoteOf(tx, rfq.id, request.params.quoteId);
          assertDecisionsOpen(rfq);
          const status = quoteStatusNow(quote, rfq);
          if (status === 'shortlisted') throw conflict(rfqMessages.alreadyShortlisted);
          if (status !== 'submitted' && status !== 'revised') throw notActionable(status);
          await tx.update(quotes).set({ status: 'shortlisted', updatedAt: new Date() }).where(eq(quotes.id, quote.id));
          await notify(tx, quote.sellerId, {
            kind: 'rfq.quote_shortlisted',
            title: fillMessage(rfqNotificationTitles['rfq.quote_shortlisted'], { number: rfq.number }),
            link: `/quotes/${quote.id}`,
          });
        },
        rfqMessages.quoteShortlisted,
      );
    },
  );

  app.post(
    '/v1/rfqs/:id/quotes/:quoteId/decline',
    {
      preHandler: buyersOnly,
      schema: {
        ...common,
        summary: 'Decline a quote with a reason its supplier sees',
        params: rfqQuoteParamsSchema,
        body: quoteDeclineSchema,
        response: { 200: one },
      },
    },
    async (request) => {
      return changeOwnRfq(
        request,
        async (tx, rfq) => {
          const quote = await lockQuoteOf(tx, rfq.id, request.params.quoteId);
          assertDecisionsOpen(rfq);
          const status = quoteStatusNow(quote, rfq);
          if (status !== 'submitted' && status !== 'revised' && status !== 'shortlisted') throw notActionable(status);
          const now = new Date();
          await tx
            .update(quotes)
            .set({ status: 'declined', declineReason: request.body.reason, decidedAt: now, updatedAt: now })
            .where(eq(quotes.id, quote.id));
          await notify(tx, quote.sellerId, {
            kind: 'rfq.quote_declined',
            title: fillMessage(rfqNotificationTitles['rfq.quote_declined'], { number: rfq.number }),
            body: request.body.reason,
            link: `/quotes/${quote.id}`,
          });
        },
        rfqMessages.quoteDeclined,
      );
    },
  );
}
