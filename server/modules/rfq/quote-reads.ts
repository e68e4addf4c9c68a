// An RFQ's quotes as the contract gives them: every version with its lines, the quotes as the buyer or one
// supplier sees them, and a quote's total at the requested quantities.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { compareQuote, type BuyerQuote, type Incoterm, type QuoteVersion, type RfqLine } from '../../../src/contract/rfq';
import type { Database } from '../../db/client';
import { orders, quoteVersionLines, quoteVersions, quotes, rfqs, storeSections, users } from '../../db/schema';
import { publicPerformanceOf } from '../performance/read';
import { supplierStoreJoin } from '../buyer/cart';
import { attachmentsOf } from './rfq-reads';
import { rankQuotes } from './quote-ranking';
import { quoteStatusSql } from './status';

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
      rfqCurrency: rfqs.currency,
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
  const shown = rows.map((row) => {
    const [latest, ...history] = (versions.get(row.id) ?? []).map((version) => sortLinesForVersion(version, rfqLinesInOrder));
    return { row, latest, history };
  });
  const rankings = await rankQuotes(
    db,
    { currency: rows[0]?.rfqCurrency ?? '', lines: rfqLinesInOrder },
    shown.map(({ row, latest }) => ({ id: row.id, supplierName: row.supplierName, latest })),
  );
  return shown.map(({ row, latest, history }) => {
    const ranking = rankings.get(row.id);
    if (!ranking) throw new Error('every quote shown is ranked');
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
      ranking,
      attachments: attachments.get(row.id) ?? [],
      decline_reason: row.declineReason,
      order: row.orderId && row.orderNumber ? { id: row.orderId, number: row.orderNumber } : null,
      submitted_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    };
  });
}

/** A quote's total at the requested quantities (the lists' figure). */
export const quoteTotalOf = (rfqLinesInOrder: RfqLine[], version: Pick<QuoteVersion, 'lines' | 'shipping_cost_minor'>) =>
  compareQuote(rfqLinesInOrder, version).total_minor;
