// Accepting a quote (POST /v1/rfqs/:id/quotes/:quoteId/accept): the whole quote or chosen lines and
// quantities become one pending order with that supplier at the quoted prices, through the order
// machinery checkout uses (number, a copy of the address-book address, payment method, stock held for
// the lines that are the supplier's catalogue products). At most once per Idempotency-Key; the RFQ's
// row lock makes a second accept of the quote, with any key, find it accepted (409).
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../src/contract/envelope';
import { fillMessage } from '../../../src/contract/operations';
import { orderingMessages } from '../../../src/contract/ordering';
import {
  quoteAcceptResultSchema,
  quoteAcceptSchema,
  quotedUnitPrice,
  rfqMessages,
  rfqNotificationTitles,
  rfqQuoteParamsSchema,
  type QuoteAcceptInput,
  type QuoteAcceptResult,
} from '../../../src/contract/rfq';
import type { Database } from '../../db/client';
import { orderEvents, orderLines, orders, products, quotes, rfqs } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { idempotencyKeyOf, runIdempotent, sendIdempotent } from '../../lib/idempotency';
import { notify } from '../../lib/notify';
import { authOf } from '../../plugins/auth';
import { holdOrderStock } from '../catalog/orders';
import { newOrderNumber, shippingSnapshot } from '../buyer/checkout';
import { assertDecisionsOpen, buyerRfqDetail, buyerRfqRow, declineLiveQuotes, lockQuoteOf, notActionable } from './buyer';
import { linesOf, quoteStatusNow, versionsOf } from './common';

interface OrderLineDraft {
  /** The key errors name: the request's line index, or the RFQ line's position when the whole quote is taken. */
  field: string;
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

export async function acceptQuote(tx: Database, buyerId: string, rfqId: string, quoteId: string, input: QuoteAcceptInput): Promise<QuoteAcceptResult> {
  const rfq = await buyerRfqRow(tx, buyerId, rfqId, true);
  const quote = await lockQuoteOf(tx, rfq.id, quoteId);
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

  const shippingAddress = await shippingSnapshot(tx, buyerId, input.address_id);
  const held = drafts.filter((line): line is OrderLineDraft & { productId: string } => line.productId !== null);
  const shortIndex = await holdOrderStock(
    tx,
    held.map((line) => ({ productId: line.productId, sellerId: quote.sellerId, quantity: line.quantity })),
  );
  if (shortIndex !== null) throw refuse(409, { [`${held[shortIndex].field}.quantity`]: orderingMessages.notEnoughStock });

  const now = new Date();
  const number = newOrderNumber(now);
  const linesTotal = drafts.reduce((sum, line) => sum + line.unitPriceMinor * line.quantity, 0);
  const [order] = await tx
    .insert(orders)
    .values({
      number,
      buyerId,
      sellerId: quote.sellerId,
      status: 'pending',
      currency: latest.currency,
      // The quote's shipping comes with the order, whatever part of it is taken.
      totalMinor: linesTotal + latest.shipping_cost_minor,
      shippingAddress,
      note: input.note || null,
      paymentMethod: input.payment_method,
      rfqId: rfq.id,
      quoteId: quote.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id });
  await tx.insert(orderLines).values(
    drafts.map((line) => ({
      orderId: order.id,
      productId: line.productId,
      productName: line.productName,
      sku: line.sku,
      unit: line.unit,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      lineTotalMinor: line.unitPriceMinor * line.quantity,
    })),
  );
  await tx
    .insert(orderEvents)
    .values({ orderId: order.id, fromStatus: null, toStatus: 'pending', actorId: buyerId, actorRole: 'buyer', note: input.note || null, createdAt: now });
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

export function registerAccept(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/v1/rfqs/:id/quotes/:quoteId/accept',
    {
      preValidation: app.requireRole('buyer'),
      schema: {
        tags: ['rfq'],
        summary:
          'Accept a quote, whole or chosen lines and quantities: a pending order with its supplier at the quoted prices (send an Idempotency-Key header)',
        description:
          'Each chosen quantity is at least the line’s MOQ and at most the quantity asked for. Stock is held for lines that are the supplier’s catalogue products. The RFQ becomes awarded; decline_others (default true) declines the other live quotes. Accepting an expired or withdrawn quote, or one already accepted, is a 409.',
        params: rfqQuoteParamsSchema,
        body: quoteAcceptSchema,
        response: { 201: envelopeOf(quoteAcceptResultSchema) },
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const key = idempotencyKeyOf(request);
      const { id, quoteId } = request.params;
      const answer = await runIdempotent(app.db, { userId, key, scope: `POST /v1/rfqs/${id}/quotes/${quoteId}/accept`, body: request.body }, async (tx) => ({
        statusCode: 201,
        body: ok(await acceptQuote(tx, userId, id, quoteId, request.body), rfqMessages.quoteAccepted),
      }));
      return sendIdempotent(reply, answer);
    },
  );
}
