// Writing a quote's content: submitting it (its first version) and revising it (a new immutable version),
// each checked against the RFQ's lines and told to the buyer in the same transaction.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fillMessage } from '../../../src/contract/operations';
import { endOfDayUtc, isLiveQuote, rfqMessages, rfqNotificationTitles, type QuoteData, type RfqLine } from '../../../src/contract/rfq';
import type { Database } from '../../db/client';
import { products, quoteVersionLines, quoteVersions, quotes, rfqs, storeSections, users } from '../../db/schema';
import { notify } from '../../lib/notify';
import { supplierStoreJoin } from '../buyer/cart';
import { quoteTotalOf } from './quote-reads';
import { linesOf } from './rfq-reads';
import { notOpenRefusal } from './status';
import { addressedTo } from './visibility';
import { done, inTransaction, invalidWhen, missing, refused, type Outcome, type Refusal } from '../../lib/outcomes';
import { allowanceOf } from './supplier-allowance-repository';
import { lockOwnQuote, lockRfq } from './supplier-quote-repository';

/**
 * The quote's lines against the RFQ: each names one of its lines, and a linked product is one of the
 * supplier's own published products. Every problem at once, naming `lines.<i>.<field>`.
 */
async function quoteLinesRefusal(tx: Database, sellerId: string, rfqLinesInOrder: RfqLine[], input: QuoteData): Promise<Refusal | undefined> {
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
  return invalidWhen(errors, 'Some lines cannot be quoted as they are');
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

/**
 * Submits the supplier's quote, inside the caller's transaction. The RFQ's row lock orders every submission
 * to it: the count of quotes holding a place is read and raised under it, so of two suppliers racing for the
 * last place exactly one gets it. An advisory lock per supplier does the same for its monthly allowance.
 */
export async function submitQuote(
  tx: Database,
  sellerId: string,
  rfqId: string,
  input: QuoteData,
  defaultAllowance: number,
): Promise<Outcome<{ quoteId: string }>> {
  const rfq = await lockRfq(tx, rfqId);
  if (!rfq) return missing(rfqMessages.rfqNotFound);
  const [addressed] = await tx
    .select({ id: rfqs.id })
    .from(rfqs)
    .where(and(eq(rfqs.id, rfqId), addressedTo(sellerId)));
  if (!addressed) return missing(rfqMessages.rfqNotFound);
  const [existing] = await tx
    .select({ id: quotes.id })
    .from(quotes)
    .where(and(eq(quotes.rfqId, rfqId), eq(quotes.sellerId, sellerId)));
  if (existing) return refused(rfqMessages.alreadyQuoted);
  const notOpen = notOpenRefusal(rfq);
  if (notOpen) return notOpen;
  if (rfq.quoteCount >= rfq.quotesWanted) return refused(rfqMessages.full);
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`quote-allowance:${sellerId}`}))`);
  const allowance = await allowanceOf(tx, sellerId, defaultAllowance);
  if (allowance.left <= 0) return refused(rfqMessages.allowanceUsed);
  const rfqLinesInOrder = (await linesOf(tx, [rfqId])).get(rfqId) ?? [];
  const invalid = await quoteLinesRefusal(tx, sellerId, rfqLinesInOrder, input);
  if (invalid) return invalid;

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
  return { kind: 'ok', quoteId: quote.id };
}

/** Revises the supplier's quote of an open RFQ: a new version, the earlier ones kept as its history. */
export function reviseQuote(db: Database, sellerId: string, quoteId: string, input: QuoteData): Promise<Outcome> {
  return inTransaction(db, async (tx) => {
    const locked = await lockOwnQuote(tx, sellerId, quoteId);
    if (!locked) return missing(rfqMessages.quoteNotFound);
    const { quote, rfq } = locked;
    const notOpen = notOpenRefusal(rfq);
    if (notOpen) return notOpen;
    // An expired quote of an open request may be brought back with a new validity.
    if (!isLiveQuote(quote.status) && quote.status !== 'expired') return refused(rfqMessages.quoteNotLive);
    const rfqLinesInOrder = (await linesOf(tx, [rfq.id])).get(rfq.id) ?? [];
    const invalid = await quoteLinesRefusal(tx, sellerId, rfqLinesInOrder, input);
    if (invalid) return invalid;
    const version = quote.version + 1;
    const { validUntil, totalMinor } = await writeVersion(tx, quote.id, version, rfqLinesInOrder, input);
    // A shortlisted quote stays shortlisted: the buyer picked the supplier, the history shows the change.
    const status = quote.status === 'shortlisted' && quote.validUntil > new Date() ? 'shortlisted' : 'revised';
    await tx.update(quotes).set({ status, version, currency: input.currency, validUntil, totalMinor, updatedAt: new Date() }).where(eq(quotes.id, quote.id));
    const supplier = await supplierNameOf(tx, sellerId);
    await notify(tx, rfq.buyerId, {
      kind: 'rfq.quote_revised',
      title: fillMessage(rfqNotificationTitles['rfq.quote_revised'], { number: rfq.number, supplier }),
      link: `/rfq/mine/${rfq.id}`,
    });
    return done;
  });
}
