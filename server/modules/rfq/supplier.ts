// The supplier's side of requests for quotation: the board of open RFQs that match its published
// products (or invite it), its invitations, one RFQ as it sees it (the buyer anonymised until it
// replies or accepts), and its own quotes: submit (once per Idempotency-Key, within the RFQ's number
// wanted and the monthly allowance), revise (a new immutable version), withdraw, attach files.
import { and, asc, count, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import { fillMessage } from '../../../src/contract/operations';
import {
  boardRfqSchema,
  endOfDayUtc,
  isLiveQuote,
  LIVE_QUOTE_STATUSES,
  QUOTE_ATTACHMENTS_MAX,
  quoteAllowanceSchema,
  quoteInputSchema,
  quoteListQuerySchema,
  rfqAttachmentParamsSchema,
  rfqBoardQuerySchema,
  rfqMessages,
  rfqNotificationTitles,
  supplierQuoteSchema,
  supplierQuoteSummarySchema,
  supplierRfqSchema,
  type BoardRfq,
  type QuoteAllowance,
  type QuoteData,
  type RfqLine,
  type SupplierQuote,
  type SupplierQuoteSummary,
  type SupplierRfq,
} from '../../../src/contract/rfq';
import type { Database } from '../../db/client';
import {
  categories,
  files,
  orders,
  products,
  quoteAllowances,
  quoteVersionLines,
  quoteVersions,
  quotes,
  rfqAttachments,
  rfqLines,
  rfqs,
  storeSections,
  users,
} from '../../db/schema';
import { ok, okList } from '../../lib/envelope';
import { AppError, conflict, notFound } from '../../lib/errors';
import { idempotencyKeyOf, runIdempotent, sendIdempotent } from '../../lib/idempotency';
import { createBoardCache, type BoardAnswer } from './board-cache';
import { notify } from '../../lib/notify';
import { idParamsSchema } from '../../lib/scoped-crud';
import { insertFile } from '../../lib/uploads';
import { authOf } from '../../plugins/auth';
import { supplierStoreJoin } from '../buyer/cart';
import { estimatedRows } from '../catalog/public-products';
import { readAttachment } from './buyer';
import {
  addressedTo,
  attachmentsOf,
  buyerAsSupplierSees,
  buyerUser,
  buyerVerifiedSql,
  invitedSql,
  lineCountSql,
  linesOf,
  linesPreviewSql,
  quoteStatusNow,
  quoteStatusOf,
  quoteTotalOf,
  reachesSupplier,
  rfqCommonColumns,
  rfqCommonDto,
  rfqStatusNow,
  searchCondition,
  sortLinesForVersion,
  versionsOf,
  visibleToSupplier,
  type QuoteRow,
  type RfqCommonRow,
  type RfqRow,
} from './common';
import { TotalsCache } from '../../lib/totals-cache';
import { containsPattern } from '../../lib/like';

const myQuote = alias(quotes, 'my_quote');

// ---------------------------------------------------------------------------------------------------
// Allowance
// ---------------------------------------------------------------------------------------------------

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
const nextMonthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));

/** This calendar month's (UTC) allowance: staff's limit for the seller, else the configured default; every submitted quote counts. */
export async function allowanceOf(db: Database, sellerId: string, defaultLimit: number, now = new Date()): Promise<QuoteAllowance> {
  // One after another: `db` may be a transaction (submitting a quote).
  const [custom] = await db.select({ limit: quoteAllowances.monthlyLimit }).from(quoteAllowances).where(eq(quoteAllowances.sellerId, sellerId));
  const [{ used }] = await db
    .select({ used: count() })
    .from(quotes)
    .where(and(eq(quotes.sellerId, sellerId), gte(quotes.createdAt, monthStart(now))));
  const monthlyLimit = custom?.limit ?? defaultLimit;
  const usedCount = Number(used);
  return {
    monthly_limit: monthlyLimit,
    custom: custom !== undefined,
    used: usedCount,
    left: Math.max(0, monthlyLimit - usedCount),
    resets_at: nextMonthStart(now).toISOString(),
  };
}

// ---------------------------------------------------------------------------------------------------
// Reading RFQs as a supplier
// ---------------------------------------------------------------------------------------------------

function boardQuery(db: Database, sellerId: string) {
  return db
    .select({
      ...rfqCommonColumns,
      lineCount: lineCountSql,
      linesPreview: linesPreviewSql,
      paymentTerms: rfqs.paymentTerms,
      note: rfqs.note,
      buyerCountry: rfqs.buyerCountry,
      buyerVerified: buyerVerifiedSql(buyerUser),
      buyerName: buyerUser.name,
      buyerCompany: sql<string | null>`nullif(trim(${buyerUser.businessDetails}->>'business_name'), '')`,
      invited: sql<boolean>`${invitedSql(sellerId)}`,
      myQuoteId: myQuote.id,
      myQuoteStatus: quoteStatusOf(myQuote),
      myQuoteVersion: myQuote.version,
      myQuoteValidUntil: myQuote.validUntil,
      revealedAt: myQuote.buyerRevealedAt,
    })
    .from(rfqs)
    .innerJoin(categories, eq(categories.id, rfqs.categoryId))
    .innerJoin(buyerUser, eq(buyerUser.id, rfqs.buyerId))
    .leftJoin(myQuote, and(eq(myQuote.rfqId, rfqs.id), eq(myQuote.sellerId, sellerId)))
    .$dynamic();
}
type BoardRow = Awaited<ReturnType<ReturnType<typeof boardQuery>['execute']>>[number];

function boardDto(row: BoardRow): BoardRfq {
  return {
    ...rfqCommonDto(row as RfqCommonRow),
    line_count: row.lineCount,
    lines_preview: row.linesPreview,
    buyer: buyerAsSupplierSees({
      country: row.buyerCountry,
      verified: Boolean(row.buyerVerified),
      name: row.buyerName,
      company: row.buyerCompany,
      revealed: row.revealedAt !== null,
    }),
    invited: Boolean(row.invited),
    my_quote:
      row.myQuoteId && row.myQuoteStatus && row.myQuoteVersion !== null ? { id: row.myQuoteId, status: row.myQuoteStatus, version: row.myQuoteVersion } : null,
  };
}

/** The board's filters: category, delivery country, any item's quantity, posted within, search over title and lines. */
export function boardFilters(query: z.output<typeof rfqBoardQuerySchema>): Array<SQL | undefined> {
  const quantity =
    query.quantity_gte !== undefined || query.quantity_lte !== undefined
      ? sql`exists (select 1 from ${rfqLines} l where l.rfq_id = ${rfqs.id}${query.quantity_gte !== undefined ? sql` and l.quantity >= ${query.quantity_gte}` : sql``}${query.quantity_lte !== undefined ? sql` and l.quantity <= ${query.quantity_lte}` : sql``})`
      : undefined;
  return [
    query.category_id ? eq(rfqs.categoryId, query.category_id) : undefined,
    query.country ? eq(rfqs.deliveryCountry, query.country) : undefined,
    quantity,
    query.posted_within ? gte(rfqs.openedAt, new Date(Date.now() - Number(query.posted_within) * 86_400_000)) : undefined,
    query.q ? searchCondition(query.q) : undefined,
  ];
}

export const boardSortColumns = { opened_at: rfqs.openedAt, valid_until: rfqs.validUntil, required_by: rfqs.requiredBy };

/**
 * A board's total is counted while PostgreSQL expects at most this many requests (and the count stops at one
 * more); a larger one is its estimate from the plan of the same query. Counting the thousands of open requests
 * that reach a supplier in a busy category would cost each page more than the page itself.
 */
export const BOARD_COUNTED_TOTAL_LIMIT = 1_000;

/** Estimated totals, kept a few seconds per process (by the query's text and values): they are approximate anyway. */
const ESTIMATE_TTL_MS = 10_000;
const estimates = new TotalsCache(ESTIMATE_TTL_MS);
const dialect = new PgDialect();

async function boardTotal(db: Database, where: SQL | undefined): Promise<number> {
  const key = where ? JSON.stringify(dialect.sqlToQuery(where)) : '';
  const cached = estimates.get(db, key);
  if (cached !== undefined) return cached;
  const expected = await estimatedRows(db, db.select({ id: rfqs.id }).from(rfqs).where(where).$dynamic());
  if (expected > BOARD_COUNTED_TOTAL_LIMIT) {
    estimates.set(db, key, expected);
    return expected;
  }
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(rfqs)
    .where(where)
    .limit(BOARD_COUNTED_TOTAL_LIMIT + 1)
    .as('matches');
  const [{ counted }] = await db.select({ counted: count() }).from(matches);
  // An estimate can be far too low: past the limit, the larger of the two.
  return counted <= BOARD_COUNTED_TOTAL_LIMIT ? counted : Math.max(expected, counted);
}

/**
 * One page of a board (`scope` picks the RFQs), newest first by default, and its total (see
 * BOARD_COUNTED_TOTAL_LIMIT), with the moment the first request or live quote on it expires.
 */
export async function boardPage(db: Database, sellerId: string, scope: SQL, query: z.output<typeof rfqBoardQuerySchema>): Promise<BoardAnswer> {
  const where = and(scope, ...boardFilters(query));
  const direction = query.order === 'asc' ? asc : desc;
  const offset = (query.page - 1) * query.limit;
  const rows = await boardQuery(db, sellerId)
    .where(where)
    .orderBy(direction(boardSortColumns[query.sort]), direction(rfqs.id))
    .limit(query.limit)
    .offset(offset);
  // A short page holds the rest of the board: no count needed. A total never falls short of the page shown.
  const short = rows.length < query.limit && (rows.length > 0 || offset === 0);
  const total = short ? offset + rows.length : Math.max(rows.length > 0 ? offset + rows.length : 0, await boardTotal(db, where));
  const expiries = rows.flatMap((row) => [
    row.validUntil.getTime(),
    ...(row.myQuoteValidUntil && row.myQuoteStatus && isLiveQuote(row.myQuoteStatus) ? [row.myQuoteValidUntil.getTime()] : []),
  ]);
  return { rows: rows.map(boardDto), total, freshUntil: Math.min(Infinity, ...expiries) };
}

/** Why the supplier cannot quote the RFQ now, or null when it can. */
function cannotQuoteReason(rfq: BoardRfq & { status: string }, placesLeft: number, allowanceLeft: number): string | null {
  if (rfq.my_quote) return rfqMessages.alreadyQuoted;
  if (rfq.status === 'expired') return rfqMessages.expired;
  if (rfq.status !== 'open') return rfqMessages.notOpen;
  if (placesLeft <= 0) return rfqMessages.full;
  if (allowanceLeft <= 0) return rfqMessages.allowanceUsed;
  return null;
}

/** GET /v1/rfq-board/:id: 404 unless it reaches the supplier now or the supplier has quoted it. */
export async function supplierRfqDetail(db: Database, sellerId: string, rfqId: string, defaultAllowance: number): Promise<SupplierRfq> {
  const [row] = await boardQuery(db, sellerId)
    .where(and(eq(rfqs.id, rfqId), visibleToSupplier(sellerId)))
    .limit(1);
  if (!row) throw notFound(rfqMessages.rfqNotFound);
  const board = boardDto(row);
  const lines = await linesOf(db, [rfqId]);
  const attachments = await attachmentsOf(db, rfqId);
  const allowance = await allowanceOf(db, sellerId, defaultAllowance);
  const placesLeft = Math.max(0, row.quotesWanted - row.quoteCount);
  const reason = cannotQuoteReason(board, placesLeft, allowance.left);
  return {
    ...board,
    lines: lines.get(rfqId) ?? [],
    payment_terms: row.paymentTerms,
    note: row.note,
    attachments: attachments.get(null) ?? [],
    places_left: placesLeft,
    can_quote: reason === null,
    cannot_quote_reason: reason,
  };
}

// ---------------------------------------------------------------------------------------------------
// The supplier's quotes
// ---------------------------------------------------------------------------------------------------

const quoteSummaryColumns = {
  id: quotes.id,
  status: quoteStatusOf(quotes),
  version: quotes.version,
  rfqId: rfqs.id,
  rfqNumber: rfqs.number,
  rfqTitle: rfqs.title,
  rfqStatus: rfqCommonColumns.status,
  rfqBuyerCountry: rfqs.buyerCountry,
  currency: quotes.currency,
  totalMinor: quotes.totalMinor,
  validUntil: quotes.validUntil,
  declineReason: quotes.declineReason,
  orderId: quotes.orderId,
  createdAt: quotes.createdAt,
  updatedAt: quotes.updatedAt,
};
type QuoteSummaryRow = Awaited<ReturnType<ReturnType<typeof quoteSummaryQuery>['execute']>>[number];
function quoteSummaryQuery(db: Database) {
  return db.select(quoteSummaryColumns).from(quotes).innerJoin(rfqs, eq(rfqs.id, quotes.rfqId)).$dynamic();
}

function quoteSummaryDto(row: QuoteSummaryRow): SupplierQuoteSummary {
  return {
    id: row.id,
    status: row.status,
    version: row.version,
    rfq: { id: row.rfqId, number: row.rfqNumber, title: row.rfqTitle, status: row.rfqStatus, buyer_country: row.rfqBuyerCountry },
    currency: row.currency,
    total_minor: row.totalMinor,
    valid_until: row.validUntil.toISOString(),
    submitted_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** GET /v1/quotes/:id: the supplier's own quote; another supplier's is a 404. */
export async function supplierQuoteDetail(db: Database, sellerId: string, quoteId: string, defaultAllowance: number): Promise<SupplierQuote> {
  const [row] = await quoteSummaryQuery(db)
    .where(and(eq(quotes.id, quoteId), eq(quotes.sellerId, sellerId)))
    .limit(1);
  if (!row) throw notFound(rfqMessages.quoteNotFound);
  const rfqDetail = await supplierRfqDetail(db, sellerId, row.rfqId, defaultAllowance);
  const versions = await versionsOf(db, [quoteId]);
  const attachments = await attachmentsOf(db, row.rfqId, [quoteId]);
  const order = row.orderId ? await db.select({ id: orders.id, number: orders.number }).from(orders).where(eq(orders.id, row.orderId)) : [];
  const [latest, ...history] = (versions.get(quoteId) ?? []).map((version) => sortLinesForVersion(version, rfqDetail.lines));
  return {
    ...quoteSummaryDto(row),
    latest,
    history,
    attachments: attachments.get(quoteId) ?? [],
    decline_reason: row.declineReason,
    order: order[0] ?? null,
    rfq_detail: rfqDetail,
  };
}

/**
 * The quote's lines against the RFQ: each names one of its lines, and a linked product is one of the
 * supplier's own published products. Every problem at once, naming `lines.<i>.<field>`.
 */
async function checkQuoteLines(tx: Database, sellerId: string, rfqLinesInOrder: RfqLine[], input: QuoteData): Promise<void> {
  const known = new Set(rfqLinesInOrder.map((line) => line.id));
  const errors: Record<string, string> = {};
  const productIds = [...new Set(input.lines.map((line) => line.product_id).filter((id): id is string => Boolean(id)))];
  const own =
    productIds.length === 0
      ? new Set<string>()
      : new Set(
          (
            await tx
              .select({ id: products.id })
              .from(products)
              .where(and(inArray(products.id, productIds), eq(products.sellerId, sellerId), eq(products.status, 'published')))
          ).map((p) => p.id),
        );
  input.lines.forEach((line, index) => {
    if (!known.has(line.rfq_line_id)) errors[`lines.${index}.rfq_line_id`] = rfqMessages.lineUnknown;
    if (line.product_id && !own.has(line.product_id)) errors[`lines.${index}.product_id`] = rfqMessages.ownProductOnly;
  });
  const messages = Object.values(errors);
  if (messages.length > 0) throw new AppError(422, messages.length === 1 ? messages[0] : 'Some lines cannot be quoted as they are', errors);
}

/** Writes version `version` of the quote with its lines; answers the total at the requested quantities. */
async function writeVersion(
  tx: Database,
  quoteId: string,
  version: number,
  rfqLinesInOrder: RfqLine[],
  input: QuoteData,
): Promise<{ validUntil: Date; totalMinor: number }> {
  const validUntil = endOfDayUtc(input.valid_until);
  const [row] = await tx
    .insert(quoteVersions)
    .values({
      quoteId,
      version,
      currency: input.currency,
      incoterm: input.incoterm,
      shippingCostMinor: input.shipping_cost_minor,
      validUntil,
      paymentTerms: input.payment_terms,
      note: input.note,
    })
    .returning({ id: quoteVersions.id });
  await tx.insert(quoteVersionLines).values(
    input.lines.map((line) => ({
      versionId: row.id,
      rfqLineId: line.rfq_line_id,
      productId: line.product_id ?? null,
      unitPriceMinor: line.unit_price_minor,
      priceTiers: line.price_tiers,
      moq: line.moq,
      leadTimeDays: line.lead_time_days,
      sampleAvailable: line.sample_available,
      samplePriceMinor: line.sample_price_minor ?? null,
    })),
  );
  const totalMinor = quoteTotalOf(rfqLinesInOrder, {
    shipping_cost_minor: input.shipping_cost_minor,
    lines: input.lines.map((line) => ({ ...line, product_id: line.product_id ?? null, sample_price_minor: line.sample_price_minor ?? null })),
  });
  return { validUntil, totalMinor };
}

/** The RFQ locked for the change, and its lines. */
async function lockRfq(tx: Database, rfqId: string): Promise<RfqRow | undefined> {
  const [rfq] = await tx.select().from(rfqs).where(eq(rfqs.id, rfqId)).for('update');
  return rfq;
}

function assertTakesQuotes(rfq: RfqRow): void {
  const status = rfqStatusNow(rfq);
  if (status === 'expired') throw conflict(rfqMessages.expired);
  if (status !== 'open') throw conflict(rfqMessages.notOpen);
}

/**
 * Submits the supplier's quote. The RFQ's row lock orders every submission to it: the count of quotes
 * holding a place is read and raised under it, so of two suppliers racing for the last place exactly
 * one gets it. An advisory lock per supplier does the same for its monthly allowance.
 */
export async function submitQuote(tx: Database, sellerId: string, rfqId: string, input: QuoteData, defaultAllowance: number): Promise<string> {
  const rfq = await lockRfq(tx, rfqId);
  if (!rfq) throw notFound(rfqMessages.rfqNotFound);
  const [addressed] = await tx
    .select({ id: rfqs.id })
    .from(rfqs)
    .where(and(eq(rfqs.id, rfqId), addressedTo(sellerId)));
  if (!addressed) throw notFound(rfqMessages.rfqNotFound);
  const [existing] = await tx
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.rfqId, rfqId), eq(quotes.sellerId, sellerId)));
  if (existing) throw conflict(rfqMessages.alreadyQuoted);
  assertTakesQuotes(rfq);
  if (rfq.quoteCount >= rfq.quotesWanted) throw conflict(rfqMessages.full);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`quote-allowance:${sellerId}`}))`);
  const allowance = await allowanceOf(tx, sellerId, defaultAllowance);
  if (allowance.left <= 0) throw conflict(rfqMessages.allowanceUsed);
  const rfqLinesInOrder = (await linesOf(tx, [rfqId])).get(rfqId) ?? [];
  await checkQuoteLines(tx, sellerId, rfqLinesInOrder, input);

  const now = new Date();
  const [quote] = await tx
    .insert(quotes)
    .values({
      rfqId,
      sellerId,
      status: 'submitted',
      version: 1,
      currency: input.currency,
      validUntil: endOfDayUtc(input.valid_until),
      totalMinor: 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: quotes.id });
  const { totalMinor } = await writeVersion(tx, quote.id, 1, rfqLinesInOrder, input);
  await tx.update(quotes).set({ totalMinor }).where(eq(quotes.id, quote.id));
  await tx
    .update(rfqs)
    .set({ quoteCount: sql`${rfqs.quoteCount} + 1`, updatedAt: now })
    .where(eq(rfqs.id, rfqId));
  const supplier = await supplierNameOf(tx, sellerId);
  await notify(tx, rfq.buyerId, {
    kind: 'rfq.quote_received',
    title: fillMessage(rfqNotificationTitles['rfq.quote_received'], { number: rfq.number, supplier }),
    link: `/rfq/mine/${rfqId}`,
  });
  return quote.id;
}

async function supplierNameOf(tx: Database, sellerId: string): Promise<string> {
  const [row] = await tx
    .select({
      name: sql<string>`coalesce(nullif(trim(${storeSections.data}->>'store_name'), ''), nullif(trim(${users.businessDetails}->>'business_name'), ''), ${users.name})`,
    })
    .from(users)
    .leftJoin(storeSections, supplierStoreJoin)
    .where(eq(users.id, sellerId));
  return row?.name ?? 'A supplier';
}

/** The supplier's quote with its RFQ, both locked (RFQ first, as every writer takes them); 404 when it is not the caller's. */
async function lockOwnQuote(tx: Database, sellerId: string, quoteId: string): Promise<{ quote: QuoteRow; rfq: RfqRow }> {
  const [found] = await tx
    .select({ rfqId: quotes.rfqId })
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.sellerId, sellerId)));
  if (!found) throw notFound(rfqMessages.quoteNotFound);
  const rfq = await lockRfq(tx, found.rfqId);
  const [quote] = await tx
    .select()
    .from(quotes)
    .where(and(eq(quotes.id, quoteId), eq(quotes.sellerId, sellerId)))
    .for('update');
  if (!rfq || !quote) throw notFound(rfqMessages.quoteNotFound);
  return { quote, rfq };
}

export function registerSupplierRfqs(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const common = { tags: ['rfq'], security: [{ bearer: [] }] };
  const preHandler = app.requireOnboardedSeller;
  const defaultAllowance = () => app.config.rfqMonthlyQuotes;
  const quoteEnvelope = envelopeOf(supplierQuoteSchema);
  const cachedBoard = createBoardCache(app);

  app.get(
    '/v1/rfq-board',
    {
      preHandler,
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
      const { rows, total } = await cachedBoard(`board ${userId} ${JSON.stringify(request.query)}`, () =>
        boardPage(db, userId, reachesSupplier(userId), request.query),
      );
      return okList(rows, request.query.page, request.query.limit, total);
    },
  );

  app.get(
    '/v1/rfq-invitations',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Requests for quotation that invite you (open ones, and those you quoted)',
        querystring: rfqBoardQuerySchema,
        response: { 200: listEnvelopeOf(boardRfqSchema) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const scope = and(invitedSql(userId), visibleToSupplier(userId)) as SQL;
      const { rows, total } = await cachedBoard(`invitations ${userId} ${JSON.stringify(request.query)}`, () => boardPage(db, userId, scope, request.query));
      return okList(rows, request.query.page, request.query.limit, total);
    },
  );

  app.get(
    '/v1/rfq-board/:id',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'One request for quotation as you see it, and whether you can quote it',
        params: idParamsSchema,
        response: { 200: envelopeOf(supplierRfqSchema) },
      },
    },
    async (request) => ok(await supplierRfqDetail(db, authOf(request).userId, request.params.id, defaultAllowance())),
  );

  app.post(
    '/v1/rfq-board/:id/quote',
    {
      preHandler,
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
        const quoteId = await submitQuote(tx, userId, request.params.id, request.body, defaultAllowance());
        return { statusCode: 201, body: ok(await supplierQuoteDetail(tx, userId, quoteId, defaultAllowance()), rfqMessages.quoteSubmitted) };
      });
      return sendIdempotent(reply, answer);
    },
  );

  app.get(
    '/v1/quotes',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'Your quotes, latest change first',
        querystring: quoteListQuerySchema,
        response: { 200: listEnvelopeOf(supplierQuoteSummarySchema) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const query = request.query;
      const where = and(
        eq(quotes.sellerId, userId),
        query.status ? sql`${quoteStatusOf(quotes)} = ${query.status}` : undefined,
        query.q ? sql`(${rfqs.number} ilike ${containsPattern(query.q)} or ${searchCondition(query.q)})` : undefined,
      );
      const column = { updated_at: quotes.updatedAt, valid_until: quotes.validUntil }[query.sort];
      const direction = query.order === 'asc' ? asc : desc;
      const [rows, [{ total }]] = await Promise.all([
        quoteSummaryQuery(db)
          .where(where)
          .orderBy(direction(column), direction(quotes.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(quotes).innerJoin(rfqs, eq(rfqs.id, quotes.rfqId)).where(where),
      ]);
      return okList(rows.map(quoteSummaryDto), query.page, query.limit, Number(total));
    },
  );

  app.get(
    '/v1/quotes/:id',
    {
      preHandler,
      schema: { ...common, summary: 'One of your quotes with its history and its request', params: idParamsSchema, response: { 200: quoteEnvelope } },
    },
    async (request) => ok(await supplierQuoteDetail(db, authOf(request).userId, request.params.id, defaultAllowance())),
  );

  app.post(
    '/v1/quotes/:id/revisions',
    {
      preHandler,
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
      const input = request.body;
      await db.transaction(async (tx) => {
        const { quote, rfq } = await lockOwnQuote(tx, userId, request.params.id);
        assertTakesQuotes(rfq);
        // An expired quote of an open request may be brought back with a new validity.
        if (!isLiveQuote(quote.status) && quote.status !== 'expired') throw conflict(rfqMessages.quoteNotLive);
        const rfqLinesInOrder = (await linesOf(tx, [rfq.id])).get(rfq.id) ?? [];
        await checkQuoteLines(tx, userId, rfqLinesInOrder, input);
        const version = quote.version + 1;
        const { validUntil, totalMinor } = await writeVersion(tx, quote.id, version, rfqLinesInOrder, input);
        // A shortlisted quote stays shortlisted: the buyer picked the supplier, the history shows the change.
        const status = quote.status === 'shortlisted' && quote.validUntil > new Date() ? 'shortlisted' : 'revised';
        await tx
          .update(quotes)
          .set({ status, version, currency: input.currency, validUntil, totalMinor, updatedAt: new Date() })
          .where(eq(quotes.id, quote.id));
        const supplier = await supplierNameOf(tx, userId);
        await notify(tx, rfq.buyerId, {
          kind: 'rfq.quote_revised',
          title: fillMessage(rfqNotificationTitles['rfq.quote_revised'], { number: rfq.number, supplier }),
          link: `/rfq/mine/${rfq.id}`,
        });
      });
      return reply.code(201).send(ok(await supplierQuoteDetail(db, userId, request.params.id, defaultAllowance()), rfqMessages.quoteRevised));
    },
  );

  app.post(
    '/v1/quotes/:id/withdraw',
    {
      preHandler,
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
      await db.transaction(async (tx) => {
        const { quote, rfq } = await lockOwnQuote(tx, userId, request.params.id);
        const status = quoteStatusNow(quote, rfq);
        if (!(LIVE_QUOTE_STATUSES as readonly string[]).includes(status)) throw conflict(rfqMessages.quoteNotLive);
        const now = new Date();
        await tx.update(quotes).set({ status: 'withdrawn', decidedAt: now, updatedAt: now }).where(eq(quotes.id, quote.id));
        await tx
          .update(rfqs)
          .set({ quoteCount: sql`${rfqs.quoteCount} - 1`, updatedAt: now })
          .where(eq(rfqs.id, rfq.id));
      });
      return ok(await supplierQuoteDetail(db, userId, request.params.id, defaultAllowance()), rfqMessages.quoteWithdrawnDone);
    },
  );

  app.post(
    '/v1/quotes/:id/attachments',
    {
      preHandler,
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
      const [found] = await db
        .select({ id: quotes.id })
        .from(quotes)
        .where(and(eq(quotes.id, request.params.id), eq(quotes.sellerId, userId)));
      if (!found) throw notFound(rfqMessages.quoteNotFound);
      const file = await readAttachment(request);
      await db.transaction(async (tx) => {
        const { quote, rfq } = await lockOwnQuote(tx, userId, request.params.id);
        if (!isLiveQuote(quoteStatusNow(quote, rfq))) throw conflict(rfqMessages.quoteNotLive);
        const [{ held }] = await tx.select({ held: count() }).from(rfqAttachments).where(eq(rfqAttachments.quoteId, quote.id));
        if (held >= QUOTE_ATTACHMENTS_MAX) throw conflict(rfqMessages.tooManyAttachments, { file: rfqMessages.tooManyAttachments });
        const fileId = await insertFile(tx, userId, file);
        await tx.insert(rfqAttachments).values({ rfqId: rfq.id, quoteId: quote.id, fileId, originalName: file.originalName });
      });
      return reply.code(201).send(ok(await supplierQuoteDetail(db, userId, request.params.id, defaultAllowance()), rfqMessages.attachmentAdded));
    },
  );

  app.delete(
    '/v1/quotes/:id/attachments/:attachmentId',
    {
      preHandler,
      schema: { ...common, summary: 'Remove an attachment of your live quote', params: rfqAttachmentParamsSchema, response: { 200: quoteEnvelope } },
    },
    async (request) => {
      const { userId } = authOf(request);
      await db.transaction(async (tx) => {
        const { quote, rfq } = await lockOwnQuote(tx, userId, request.params.id);
        const [attachment] = await tx
          .select({ id: rfqAttachments.id, fileId: rfqAttachments.fileId })
          .from(rfqAttachments)
          .where(and(eq(rfqAttachments.id, request.params.attachmentId), eq(rfqAttachments.quoteId, quote.id)));
        if (!attachment) throw notFound(rfqMessages.attachmentNotFound);
        if (!isLiveQuote(quoteStatusNow(quote, rfq))) throw conflict(rfqMessages.quoteNotLive);
        await tx.delete(rfqAttachments).where(eq(rfqAttachments.id, attachment.id));
        await tx.delete(files).where(eq(files.id, attachment.fileId));
      });
      return ok(await supplierQuoteDetail(db, userId, request.params.id, defaultAllowance()), rfqMessages.attachmentRemoved);
    },
  );

  app.get(
    '/v1/quote-allowance',
    {
      preHandler,
      schema: {
        ...common,
        summary: "This month's quote allowance: the limit, quotes submitted and what is left",
        response: { 200: envelopeOf(quoteAllowanceSchema) },
      },
    },
    async (request) => ok(await allowanceOf(db, authOf(request).userId, defaultAllowance())),
  );
}
