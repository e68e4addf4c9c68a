// What the RFQ routes share: the states as they read now (expiry holds on every read, before any sweep
// stores it), which suppliers an RFQ reaches, how the buyer is shown to them, and the loaders that turn
// rows into the contract's answers.
import { and, asc, desc, eq, inArray, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  compareQuote,
  isLiveQuote,
  rfqMessages,
  type BuyerQuote,
  type QuoteStatus,
  type QuoteVersion,
  type RfqAttachment,
  type RfqBuyer,
  type RfqLine,
  type RfqStatus,
  type Incoterm,
} from '../../../src/contract/rfq';
import type { Database } from '../../db/client';
import {
  categories,
  files,
  orders,
  products,
  quoteVersionLines,
  quoteVersions,
  quotes,
  rfqAttachments,
  rfqInvitations,
  rfqLines,
  rfqs,
  storeSections,
  users,
} from '../../db/schema';
import { outer } from '../../lib/outer-column';
import { publicPerformanceOf } from '../performance/read';
import { newOrderNumber } from '../catalog/order-placement-repository';
import { supplierStoreJoin } from '../buyer/cart';
import { containsPattern } from '../../lib/like';

export type RfqRow = typeof rfqs.$inferSelect;
export type QuoteRow = typeof quotes.$inferSelect;

/** RFQ-<year>-<8 characters>, drawn like order numbers. */
export const newRfqNumber = (now = new Date()) => newOrderNumber(now).replace(/^ORD-/, 'RFQ-');

// ---------------------------------------------------------------------------------------------------
// States as they read now
// ---------------------------------------------------------------------------------------------------

/** An open RFQ whose valid-until has passed reads as expired, whether or not the sweep stored it. */
export const rfqStatusSql = sql<RfqStatus>`(case when ${rfqs.status} = 'open' and ${rfqs.validUntil} <= now() then 'expired' else ${rfqs.status} end)`;
/** Open and not past its valid-until: takes quotes. */
export const rfqOpenSql = sql`(${rfqs.status} = 'open' and ${rfqs.validUntil} > now())`;
/** A live quote past its own valid-until, or of an expired RFQ, reads as expired. Needs `rfqs` joined. */
export const quoteStatusOf = (quote: { status: AnyColumn; validUntil: AnyColumn }) =>
  sql<QuoteStatus>`(case when ${quote.status} in ('submitted', 'revised', 'shortlisted') and (${quote.validUntil} <= now() or ${rfqs.status} = 'expired' or (${rfqs.status} = 'open' and ${rfqs.validUntil} <= now())) then 'expired' else ${quote.status} end)`;
export const quoteStatusSql = quoteStatusOf(quotes);

export function rfqStatusNow(rfq: Pick<RfqRow, 'status' | 'validUntil'>, now = new Date()): RfqStatus {
  return rfq.status === 'open' && rfq.validUntil <= now ? 'expired' : rfq.status;
}
export function quoteStatusNow(quote: Pick<QuoteRow, 'status' | 'validUntil'>, rfq: Pick<RfqRow, 'status' | 'validUntil'>, now = new Date()): QuoteStatus {
  if (!isLiveQuote(quote.status)) return quote.status;
  return quote.validUntil <= now || rfqStatusNow(rfq, now) === 'expired' ? 'expired' : quote.status;
}

// Outcomes (server/lib/outcomes.ts): the repositories say why they refuse, the routes choose the answer
import { refused, type Refusal } from '../../lib/outcomes';

/** Why an RFQ that must be open now is refused: an expired one says so, any other state `message`. */
export function notOpenRefusal(rfq: Pick<RfqRow, 'status' | 'validUntil'>, message: string = rfqMessages.notOpen): Refusal | undefined {
  const status = rfqStatusNow(rfq);
  if (status === 'expired') return refused(rfqMessages.expired);
  if (status !== 'open') return refused(message);
  return undefined;
}

// ---------------------------------------------------------------------------------------------------
// Who sees what
// ---------------------------------------------------------------------------------------------------

/**
 * The categories whose open RFQs reach a supplier: those of its published products, their parents and
 * their children (an RFQ in a category reaches suppliers with a product in it, its parent or a child).
 */
export function matchedCategoriesOf(sellerId: string | SQL): SQL {
  return sql`(with own as (select distinct p.category_id as id from ${products} p where p.seller_id = ${sellerId} and p.status = 'published' and p.category_id is not null)
    select id from own
    union select c.parent_id from ${categories} c where c.id in (select id from own) and c.parent_id is not null
    union select c.id from ${categories} c where c.parent_id in (select id from own))`;
}

export const invitedSql = (sellerId: string) =>
  sql`exists (select 1 from ${rfqInvitations} i where i.rfq_id = ${outer(rfqs.id)} and i.seller_id = ${sellerId})`;
export const quotedSql = (sellerId: string) => sql`exists (select 1 from ${quotes} q where q.rfq_id = ${outer(rfqs.id)} and q.seller_id = ${sellerId})`;

/**
 * RFQs of open visibility in a category that reaches the supplier (any state; see addressedTo). The categories
 * are read once into an array (`= any(array(…))`), so an index on the category can serve the comparison.
 */
export const matchesSupplier = (sellerId: string): SQL =>
  sql`(${rfqs.visibility} = 'open' and ${rfqs.categoryId} = any(array${matchedCategoriesOf(sellerId)}))`;

/**
 * Posted RFQs addressed to the supplier, in any state: open to every matching supplier, or inviting it. Never its own.
 * The invitations too are read once into an array, so both sides of the "or" can use an index (the category's
 * and the primary key) instead of testing every open RFQ against two subqueries.
 */
export function addressedTo(sellerId: string): SQL {
  const invitedIds = sql`array(select i.rfq_id from ${rfqInvitations} i where i.seller_id = ${sellerId})`;
  return sql`(${rfqs.status} <> 'draft' and ${rfqs.buyerId} <> ${sellerId} and (${matchesSupplier(sellerId)} or ${rfqs.id} = any(${invitedIds})))`;
}

/** Open RFQs that reach the supplier now: its board. */
export function reachesSupplier(sellerId: string): SQL {
  return and(rfqOpenSql, addressedTo(sellerId)) as SQL;
}

/** What a supplier may read: what reaches it now, and every RFQ it has quoted. */
export function visibleToSupplier(sellerId: string): SQL {
  return sql`(${reachesSupplier(sellerId)} or (${rfqs.buyerId} <> ${sellerId} and ${quotedSql(sellerId)}))`;
}

/** A buyer's account is shown as verified when its email and mobile number are. */
export const buyerVerifiedSql = (table: { isEmailVerified: AnyColumn; isMobileVerified: AnyColumn }) =>
  sql<boolean>`(${table.isEmailVerified} and ${table.isMobileVerified})`;

/** The buyer's country as RFQs show it: the business profile's, else the business details', else the delivery country. */
export const buyerCountrySql = sql<
  string | null
>`nullif(upper(coalesce(nullif(trim(${users.preferences}->'business_profile'->>'country'), ''), nullif(trim(${users.businessDetails}->>'country'), ''))), 'ZZ')`;

export const buyerUser = alias(users, 'rfq_buyer');
export const supplierUser = alias(users, 'quote_supplier');

/** How a supplier sees the buyer: anonymous ("Buyer from <country>", verified or not) until revealed. */
export function buyerAsSupplierSees(input: { country: string | null; verified: boolean; name: string; company: string | null; revealed: boolean }): RfqBuyer {
  return { country: input.country, verified: input.verified, name: input.revealed ? input.name : null, company: input.revealed ? input.company : null };
}

// ---------------------------------------------------------------------------------------------------
// Loaders
// ---------------------------------------------------------------------------------------------------

export const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);
/** A date column read as 'YYYY-MM-DD'. */
export const day = (value: string | Date) => (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

/** A line of an RFQ as the contract gives it. */
export function rfqLineOf(row: typeof rfqLines.$inferSelect): RfqLine {
  return {
    id: row.id,
    position: row.position,
    product_id: row.productId,
    name: row.name,
    quantity: row.quantity,
    unit: row.unit,
    target_unit_price_minor: row.targetUnitPriceMinor,
    specifications: row.specifications,
  };
}

export async function linesOf(db: Database, rfqIds: string[]): Promise<Map<string, RfqLine[]>> {
  const byRfq = new Map<string, RfqLine[]>();
  if (rfqIds.length === 0) return byRfq;
  const rows = await db.select().from(rfqLines).where(inArray(rfqLines.rfqId, rfqIds)).orderBy(asc(rfqLines.rfqId), asc(rfqLines.position));
  for (const row of rows) {
    const list = byRfq.get(row.rfqId) ?? [];
    list.push(rfqLineOf(row));
    byRfq.set(row.rfqId, list);
  }
  return byRfq;
}

export const attachmentUrl = (id: string) => `/v1/rfq-attachments/${id}`;

/** Attachments of the RFQ itself (quoteId undefined) or of the given quotes. */
export async function attachmentsOf(db: Database, rfqId: string, quoteIds?: string[]): Promise<Map<string | null, RfqAttachment[]>> {
  const where =
    quoteIds === undefined
      ? and(eq(rfqAttachments.rfqId, rfqId), isNull(rfqAttachments.quoteId))
      : quoteIds.length === 0
        ? sql`false`
        : and(eq(rfqAttachments.rfqId, rfqId), inArray(rfqAttachments.quoteId, quoteIds));
  const rows = await db
    .select({
      id: rfqAttachments.id,
      quoteId: rfqAttachments.quoteId,
      name: rfqAttachments.originalName,
      contentType: files.contentType,
      size: files.size,
      createdAt: rfqAttachments.createdAt,
    })
    .from(rfqAttachments)
    .innerJoin(files, eq(files.id, rfqAttachments.fileId))
    .where(where)
    .orderBy(asc(rfqAttachments.createdAt), asc(rfqAttachments.id));
  const byOwner = new Map<string | null, RfqAttachment[]>();
  for (const row of rows) {
    const list = byOwner.get(row.quoteId) ?? [];
    list.push({
      id: row.id,
      name: row.name,
      content_type: row.contentType,
      size: row.size,
      url: attachmentUrl(row.id),
      created_at: row.createdAt.toISOString(),
    });
    byOwner.set(row.quoteId, list);
  }
  return byOwner;
}

/** Every version of the quotes, newest first per quote, with their lines. */
export async function versionsOf(db: Database, quoteIds: string[]): Promise<Map<string, QuoteVersion[]>> {
  const byQuote = new Map<string, QuoteVersion[]>();
  if (quoteIds.length === 0) return byQuote;
  const versions = await db
    .select()
    .from(quoteVersions)
    .where(inArray(quoteVersions.quoteId, quoteIds))
    .orderBy(asc(quoteVersions.quoteId), desc(quoteVersions.version));
  const lines =
    versions.length === 0
      ? []
      : await db
          .select()
          .from(quoteVersionLines)
          .where(
            inArray(
              quoteVersionLines.versionId,
              versions.map((v) => v.id),
            ),
          );
  const linesByVersion = new Map<string, typeof lines>();
  for (const line of lines) linesByVersion.set(line.versionId, [...(linesByVersion.get(line.versionId) ?? []), line]);
  for (const version of versions) {
    const list = byQuote.get(version.quoteId) ?? [];
    list.push({
      version: version.version,
      currency: version.currency,
      incoterm: version.incoterm as Incoterm,
      shipping_cost_minor: version.shippingCostMinor,
      valid_until: version.validUntil.toISOString(),
      payment_terms: version.paymentTerms,
      note: version.note,
      created_at: version.createdAt.toISOString(),
      lines: (linesByVersion.get(version.id) ?? []).map((line) => ({
        rfq_line_id: line.rfqLineId,
        product_id: line.productId,
        unit_price_minor: line.unitPriceMinor,
        price_tiers: line.priceTiers,
        moq: line.moq,
        lead_time_days: line.leadTimeDays,
        sample_available: line.sampleAvailable,
        sample_price_minor: line.samplePriceMinor,
      })),
    });
    byQuote.set(version.quoteId, list);
  }
  return byQuote;
}

/** The RFQ's lines in the order the comparison needs them. */
export function sortLinesForVersion(version: QuoteVersion, rfqLinesInOrder: RfqLine[]): QuoteVersion {
  const position = new Map(rfqLinesInOrder.map((line) => [line.id, line.position]));
  return { ...version, lines: [...version.lines].sort((a, b) => (position.get(a.rfq_line_id) ?? 0) - (position.get(b.rfq_line_id) ?? 0)) };
}

/** The quotes of an RFQ as its buyer sees them (all) or as one supplier sees them (its own: `sellerId`). */
export async function quotesOf(db: Database, rfqId: string, rfqLinesInOrder: RfqLine[], sellerId?: string): Promise<BuyerQuote[]> {
  const rows = await db
    .select({
      id: quotes.id,
      status: quoteStatusSql,
      supplierId: quotes.sellerId,
      supplierName: sql<string>`coalesce(nullif(trim(${storeSections.data}->>'store_name'), ''), nullif(trim(${users.businessDetails}->>'business_name'), ''), ${users.name})`,
      supplierCountry: sql<string | null>`nullif(trim(${users.businessDetails}->>'country'), '')`,
      supplierVerified: sql<boolean>`(${users.verificationStatus} = 'verified')`,
      declineReason: quotes.declineReason,
      orderId: quotes.orderId,
      orderNumber: orders.number,
      createdAt: quotes.createdAt,
      updatedAt: quotes.updatedAt,
    })
    .from(quotes)
    .innerJoin(rfqs, eq(rfqs.id, quotes.rfqId))
    .innerJoin(users, eq(users.id, quotes.sellerId))
    .leftJoin(storeSections, supplierStoreJoin)
    .leftJoin(orders, eq(orders.id, quotes.orderId))
    .where(and(eq(quotes.rfqId, rfqId), sellerId ? eq(quotes.sellerId, sellerId) : undefined))
    .orderBy(asc(quotes.createdAt), asc(quotes.id));
  const ids = rows.map((row) => row.id);
  const versions = await versionsOf(db, ids);
  const attachments = await attachmentsOf(db, rfqId, ids);
  const performance = await publicPerformanceOf(
    db,
    rows.map((row) => row.supplierId),
  );
  return rows.map((row) => {
    const [latest, ...history] = (versions.get(row.id) ?? []).map((version) => sortLinesForVersion(version, rfqLinesInOrder));
    return {
      id: row.id,
      status: row.status,
      supplier: {
        id: row.supplierId,
        name: row.supplierName,
        country: row.supplierCountry,
        verified: Boolean(row.supplierVerified),
        performance: performance.get(row.supplierId) ?? null,
      },
      latest,
      history,
      attachments: attachments.get(row.id) ?? [],
      decline_reason: row.declineReason,
      order: row.orderId && row.orderNumber ? { id: row.orderId, number: row.orderNumber } : null,
      submitted_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

/** A short text of the lines, for list rows: "500 × Cotton tote bag, 200 × Paper bag". */
export const linesPreviewSql = sql<string>`coalesce((select string_agg(l.quantity || ' ' || l.unit || ' × ' || l.name, ', ' order by l.position) from ${rfqLines} l where l.rfq_id = ${outer(rfqs.id)}), '')`;
export const lineCountSql = sql<number>`(select count(*) from ${rfqLines} l where l.rfq_id = ${outer(rfqs.id)})`.mapWith(Number);

/** The columns every RFQ answer starts from (rfqs joined with categories). */
export const rfqCommonColumns = {
  id: rfqs.id,
  number: rfqs.number,
  title: rfqs.title,
  categoryId: rfqs.categoryId,
  categoryPath: categories.path,
  status: rfqStatusSql,
  visibility: rfqs.visibility,
  deliveryCountry: rfqs.deliveryCountry,
  deliveryCity: rfqs.deliveryCity,
  incoterm: rfqs.incoterm,
  requiredBy: rfqs.requiredBy,
  validUntil: rfqs.validUntil,
  quotesWanted: rfqs.quotesWanted,
  quoteCount: rfqs.quoteCount,
  currency: rfqs.currency,
  openedAt: rfqs.openedAt,
  createdAt: rfqs.createdAt,
};
export type RfqCommonRow = {
  id: string;
  number: string;
  title: string;
  categoryId: string;
  categoryPath: string | null;
  status: RfqStatus;
  visibility: 'open' | 'invited';
  deliveryCountry: string;
  deliveryCity: string;
  incoterm: string;
  requiredBy: string;
  validUntil: Date;
  quotesWanted: number;
  quoteCount: number;
  currency: string;
  openedAt: Date | null;
  createdAt: Date;
};

export function rfqCommonDto(row: RfqCommonRow) {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    category: { id: row.categoryId, path: row.categoryPath ?? '' },
    status: row.status,
    visibility: row.visibility,
    delivery_country: row.deliveryCountry,
    delivery_city: row.deliveryCity,
    incoterm: row.incoterm as Incoterm,
    required_by: day(row.requiredBy),
    valid_until: row.validUntil.toISOString(),
    quotes_wanted: row.quotesWanted,
    quote_count: row.quoteCount,
    currency: row.currency,
    opened_at: iso(row.openedAt),
    created_at: row.createdAt.toISOString(),
  };
}

/** The search over title and lines (`search_text`), with ILIKE's wildcards taken literally. */
export const searchCondition = (q: string) => sql`${rfqs.searchText} ilike ${containsPattern(q)}`;

/** What the boards search: the title, then each line's name and specifications. */
export const searchTextOf = (input: { title: string; lines: Array<{ name: string; specifications?: string }> }) =>
  [input.title, ...input.lines.map((line) => `${line.name} ${line.specifications ?? ''}`.trim())].join('\n');

/** A quote's total at the requested quantities (the lists' figure). */
export const quoteTotalOf = (rfqLinesInOrder: RfqLine[], version: Pick<QuoteVersion, 'lines' | 'shipping_cost_minor'>) =>
  compareQuote(rfqLinesInOrder, version).total_minor;
