// Accepting a quote in the caller's transaction: the RFQ and the quote locked, the chosen lines checked
// against the quote, stock held, the order placed, the quote accepted, its supplier told and the others
// declined. A refusal is thrown as the API's error, so that the transaction (and its Idempotency-Key) rolls back.
import { eq, inArray } from 'drizzle-orm';
import { fillMessage } from '../../../src/contract/operations';
import { orderingMessages } from '../../../src/contract/ordering';
import {
  DESTINATION_INCOTERMS,
  quotedUnitPrice,
  rfqMessages,
  rfqNotificationTitles,
  type QuoteAcceptData,
  type QuoteAcceptPreview,
  type QuoteAcceptPreviewInput,
  type QuoteAcceptResult,
} from '../../../src/contract/rfq';
import type { Database } from '../../db/client';
import { products, quotes, rfqs } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { holdOrderStock } from '../catalog/orders';
import { insertPendingOrder, lineTotal, newOrderNumber, orderFigures, shippingSnapshot } from '../catalog/order-placement-repository';
import { addToBook } from '../profile/addresses-repository';
import { declineLiveQuotes } from './buyer-decision-repository';
import { assertDecisionsOpen, buyerRfqDetail, buyerRfqRow, lockQuoteOf, notActionable } from './buyer-guards';
import { versionsOf } from './quote-reads';
import { linesOf } from './rfq-reads';
import { quoteStatusNow } from './status';

interface OrderLineDraft {
  /** The key errors name: the request's line index, or the RFQ line's position when the whole quote is taken. */
  field: string;
  rfqLineId: string;
  productId: string | null;
  productName: string;
  sku: string;
  unit: string;
  quantity: number;
  unitPriceMinor: number;
}

function refuse(status: number, errors: Record<string, string>): AppError {
  const messages = Object.values(errors);
  return new AppError(status, messages.length === 1 ? messages[0] : orderingMessages.linesRefused, errors);
}

/** The order an accept would place: the RFQ and quote (locked when `lock`), the quote's latest version and the checked lines. */
async function draftOrder(tx: Database, buyerId: string, rfqId: string, quoteId: string, input: QuoteAcceptPreviewInput, lock: boolean) {
  const rfq = await buyerRfqRow(tx, buyerId, rfqId, lock);
  const quote = await lockQuoteOf(tx, rfq.id, quoteId, lock);
  assertDecisionsOpen(rfq);
  const status = quoteStatusNow(quote, rfq);
  if (status !== 'submitted' && status !== 'revised' && status !== 'shortlisted') throw notActionable(status);
  const rfqLinesInOrder = (await linesOf(tx, [rfq.id])).get(rfq.id) ?? [];
  const [latest] = (await versionsOf(tx, [quote.id])).get(quote.id) ?? [];
  const quotedByLine = new Map(latest.lines.map((line) => [line.rfq_line_id, line]));
  const rfqLineById = new Map(rfqLinesInOrder.map((line) => [line.id, line]));
  // Without a choice: every quoted line at the quantity asked for.
  const chosen =
    input.lines?.map((line, index) => ({ field: `lines.${index}`, rfqLineId: line.rfq_line_id, quantity: line.quantity })) ??
    rfqLinesInOrder
      .filter((line) => quotedByLine.has(line.id))
      .map((line) => ({ field: `lines.${line.position}`, rfqLineId: line.id, quantity: line.quantity }));

  // Catalogue products a line may hold stock of: the supplier's own (linked in the quote, or the RFQ's when it is the supplier's).
  const candidateIds = [
    ...new Set(
      chosen
        .flatMap(({ rfqLineId }) => [quotedByLine.get(rfqLineId)?.product_id, rfqLineById.get(rfqLineId)?.product_id])
        .filter((id): id is string => Boolean(id)),
    ),
  ];
  const catalogue = new Map(
    candidateIds.length === 0
      ? []
      : (
          await tx
            .select({ id: products.id, name: products.name, sku: products.sku, sellerId: products.sellerId })
            .from(products)
            .where(inArray(products.id, candidateIds))
        ).map((p) => [p.id, p]),
  );
  const ownProduct = (id: string | null | undefined) => (id && catalogue.get(id)?.sellerId === quote.sellerId ? catalogue.get(id) : undefined);

  const errors: Record<string, string> = {};
  const drafts: OrderLineDraft[] = [];
  for (const { field, rfqLineId, quantity } of chosen) {
    const rfqLine = rfqLineById.get(rfqLineId);
    const quoted = quotedByLine.get(rfqLineId);
    if (!rfqLine || !quoted) {
      errors[`${field}.rfq_line_id`] = rfqMessages.acceptLineNotQuoted;
      continue;
    }
    if (quantity < quoted.moq) errors[`${field}.quantity`] = rfqMessages.acceptBelowMoq;
    else if (quantity > rfqLine.quantity) errors[`${field}.quantity`] = rfqMessages.acceptAboveRequested;
    const unitPriceMinor = quotedUnitPrice(quoted, quantity);
    if (unitPriceMinor * quantity > Number.MAX_SAFE_INTEGER) errors[`${field}.quantity`] ??= rfqMessages.lineTotalTooLarge;
    const product = ownProduct(quoted.product_id) ?? ownProduct(rfqLine.product_id);
    drafts.push({
      field,
      rfqLineId,
      productId: product?.id ?? null,
      productName: product?.name ?? rfqLine.name,
      sku: product?.sku ?? '',
      unit: rfqLine.unit,
      quantity,
      unitPriceMinor,
    });
  }
  if (Object.keys(errors).length > 0) throw refuse(422, errors);
  if (drafts.length === 0) throw refuse(422, { lines: rfqMessages.quotedLinesRequired });

  const incoterm = latest.incoterm;
  // The C and D terms name the destination, which is where the buyer asked for delivery.
  const incotermPlace = DESTINATION_INCOTERMS.includes(incoterm) ? `${rfq.deliveryCity}, ${rfq.deliveryCountry}` : null;
  return { rfq, quote, latest, drafts, incoterm, incotermPlace };
}

/** POST …/accept-preview: the order an accept of these lines would place, figured as the accept figures it; nothing is written. */
export async function previewAccept(
  db: Database,
  buyerId: string,
  rfqId: string,
  quoteId: string,
  input: QuoteAcceptPreviewInput,
): Promise<QuoteAcceptPreview> {
  const { latest, drafts, incoterm, incotermPlace } = await draftOrder(db, buyerId, rfqId, quoteId, input, false);
  const figures = orderFigures(drafts, latest.shipping_cost_minor);
  return {
    lines: drafts.map((line) => ({
      rfq_line_id: line.rfqLineId,
      name: line.productName,
      unit: line.unit,
      quantity: line.quantity,
      unit_price_minor: line.unitPriceMinor,
      line_total_minor: lineTotal(line),
    })),
    subtotal_minor: figures.subtotalMinor,
    shipping_minor: latest.shipping_cost_minor,
    total_minor: figures.totalMinor,
    currency: latest.currency,
    incoterm,
    incoterm_place: incotermPlace,
  };
}

/** Places the pending order from the buyer's quote (whole, or the chosen lines) in `tx`; the order and the RFQ as it now stands. */
export async function acceptQuote(tx: Database, buyerId: string, rfqId: string, quoteId: string, input: QuoteAcceptData): Promise<QuoteAcceptResult> {
  const { rfq, quote, latest, drafts, incoterm, incotermPlace } = await draftOrder(tx, buyerId, rfqId, quoteId, input, true);

  // A new address (the RFQ's delivery place, completed by the buyer) joins the book in this transaction.
  const addressId = input.address ? await addToBook(tx, buyerId, input.address) : (input.address_id ?? '');

  const shippingAddress = await shippingSnapshot(tx, buyerId, addressId);
  const held = drafts.filter((line): line is OrderLineDraft & { productId: string } => line.productId !== null);
  const shortIndex = await holdOrderStock(
    tx,
    held.map((line) => ({ productId: line.productId, sellerId: quote.sellerId, quantity: line.quantity })),
  );
  if (shortIndex !== null) throw refuse(409, { [`${held[shortIndex].field}.quantity`]: orderingMessages.notEnoughStock });

  const now = new Date();
  const number = newOrderNumber(now);
  // The quote's shipping comes with the order, whatever part of it is taken.
  const order = await insertPendingOrder(tx, {
    number,
    buyerId,
    sellerId: quote.sellerId,
    currency: latest.currency,
    shippingMinor: latest.shipping_cost_minor,
    shippingAddress,
    note: input.note || null,
    paymentMethod: input.payment_method,
    rfqId: rfq.id,
    quoteId: quote.id,
    incoterm,
    incotermPlace,
    now,
    lines: drafts,
  });
  // Accepting reveals the buyer to this supplier.
  await tx
    .update(quotes)
    .set({ status: 'accepted', orderId: order.id, decidedAt: now, updatedAt: now, buyerRevealedAt: quote.buyerRevealedAt ?? now })
    .where(eq(quotes.id, quote.id));
  if (rfq.status === 'open') await tx.update(rfqs).set({ status: 'awarded', updatedAt: now }).where(eq(rfqs.id, rfq.id));
  await notify(tx, quote.sellerId, {
    kind: 'rfq.quote_accepted',
    title: fillMessage(rfqNotificationTitles['rfq.quote_accepted'], { number: rfq.number, order: number }),
    body: input.note ?? '',
    link: `/OrderDetails/${order.id}`,
  });
  if (input.decline_others ?? true) await declineLiveQuotes(tx, rfq, rfqMessages.declinedRfqAwarded, quote.id);
  return { order: { id: order.id, number }, rfq: await buyerRfqDetail(tx, buyerId, rfq.id) };
}
