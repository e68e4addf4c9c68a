// The RFQs as a supplier reads them: its board of open RFQs that reach it, its invitations, and one
// RFQ with whether it can quote it (the buyer anonymised until the supplier's quote reveals it).
import { and, asc, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { isLiveQuote, rfqMessages, type BoardRfq, type rfqBoardQuerySchema, type SupplierRfq } from '../../../src/contract/rfq';
import type { Database } from '../../db/client';
import { categories, quotes, rfqLines, rfqs } from '../../db/schema';
import { TotalsCache } from '../../lib/totals-cache';
import { estimatedRows } from '../catalog/public-products';
import type { BoardAnswer } from './board-cache';
import { attachmentsOf, linesOf } from './rfq-reads';
import { lineCountSql, linesHeadSql, linesPreviewSql, rfqCommonColumns, rfqCommonDto, searchCondition, type RfqCommonRow } from './rfq-record';
import { quoteStatusOf } from './status';
import { buyerAsSupplierSees, buyerUser, buyerVerifiedSql, invitedSql, reachesSupplier, visibleToSupplier } from './visibility';
import { allowanceOf } from './supplier-allowance-repository';
import { companyNameOf } from '../company/access';

type BoardQuery = z.output<typeof rfqBoardQuerySchema>;

const myQuote = alias(quotes, 'my_quote');

function boardQuery(db: Database, sellerId: string) {
  return db
    .select({
      ...rfqCommonColumns,
      lineCount: lineCountSql,
      linesPreview: linesPreviewSql,
      linesHead: linesHeadSql,
      paymentTerms: rfqs.paymentTerms,
      note: rfqs.note,
      buyerCountry: rfqs.buyerCountry,
      buyerVerified: buyerVerifiedSql(buyerUser),
      buyerName: buyerUser.name,
      // A company member's RFQ names the company; another buyer's, its business name.
      buyerCompany: sql<string | null>`coalesce(${companyNameOf(rfqs.companyId)}, nullif(trim(${buyerUser.businessDetails}->>'business_name'), ''))`,
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
    lines_head: row.linesHead,
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
export function boardFilters(query: BoardQuery): Array<SQL | undefined> {
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
export async function boardPage(db: Database, sellerId: string, scope: SQL, query: BoardQuery): Promise<BoardAnswer> {
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

/** The supplier's board: open RFQs that reach it now. */
export const listBoardRfqs = (db: Database, sellerId: string, query: BoardQuery) => boardPage(db, sellerId, reachesSupplier(sellerId), query);

/** The RFQs inviting the supplier: the open ones, and those it quoted. */
export const listInvitedRfqs = (db: Database, sellerId: string, query: BoardQuery) =>
  boardPage(db, sellerId, and(invitedSql(sellerId), visibleToSupplier(sellerId)) as SQL, query);

/** Why the supplier cannot quote the RFQ now, or null when it can. */
function cannotQuoteReason(rfq: BoardRfq & { status: string }, placesLeft: number, allowanceLeft: number): string | null {
  if (rfq.my_quote) return rfqMessages.alreadyQuoted;
  if (rfq.status === 'expired') return rfqMessages.expired;
  if (rfq.status !== 'open') return rfqMessages.notOpen;
  if (placesLeft <= 0) return rfqMessages.full;
  if (allowanceLeft <= 0) return rfqMessages.allowanceUsed;
  return null;
}

/** The RFQ as the supplier sees it; undefined unless it reaches the supplier now or the supplier has quoted it. */
export async function findSupplierRfq(db: Database, sellerId: string, rfqId: string, defaultAllowance: number): Promise<SupplierRfq | undefined> {
  const [row] = await boardQuery(db, sellerId)
    .where(and(eq(rfqs.id, rfqId), visibleToSupplier(sellerId)))
    .limit(1);
  if (!row) return undefined;
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
