// Checkout's writes: the lines checked against the catalogue, the stock held, one pending order per
// supplier with its lines, history and the supplier's notification, and the cart lines removed, all in
// the caller's transaction. A refusal is thrown as the API's error, so that the transaction (and its
// Idempotency-Key) rolls back; the requests for quotation use the order number and the address snapshot.
import { fillMessage } from '../../../src/contract/operations';
import { orderingMessages, type CheckoutInput, type CheckoutResult } from '../../../src/contract/ordering';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { holdOrderStock } from '../catalog/orders';
import { insertPendingOrder, newOrderNumber, shippingSnapshot } from '../catalog/order-placement-repository';
import { productsForOrdering, removeFromCart, tierPrice, type OrderingProduct } from './cart-repository';
import { buyerOrderSummaries } from './orders-repository';

export interface CheckedLine {
  index: number;
  product: OrderingProduct;
  quantity: number;
  unitPriceMinor: number;
}

/**
 * Every line against the catalogue now: orderable, not the buyer's own, at least the minimum, at
 * the tier price the buyer saw. All problems at once, each naming its line (`lines.1.quantity`).
 */
export async function checkLines(tx: Database, buyerId: string, input: CheckoutInput): Promise<CheckedLine[]> {
  const byId = new Map(
    (
      await productsForOrdering(
        tx,
        input.lines.map((l) => l.product_id),
      )
    ).map((p) => [p.id, p]),
  );
  const errors: Record<string, string> = {};
  let status = 409;
  const checked: CheckedLine[] = [];
  input.lines.forEach((line, index) => {
    const product = byId.get(line.product_id);
    const at = (field: string, message: string, code: number) => {
      errors[`lines.${index}.${field}`] = message;
      if (code === 422) status = 422;
    };
    if (!product || !product.orderable) return at('product_id', orderingMessages.productUnavailable, 422);
    if (product.sellerId === buyerId) return at('product_id', orderingMessages.ownProduct, 422);
    if (line.quantity < product.moq) return at('quantity', orderingMessages.belowMinimum, 422);
    const price = tierPrice(product, line.quantity)!;
    if (price !== line.unit_price_minor) return at('unit_price_minor', orderingMessages.priceChanged, 409);
    checked.push({ index, product, quantity: line.quantity, unitPriceMinor: price });
  });
  const problems = Object.values(errors);
  if (problems.length > 0) throw new AppError(status, problems.length === 1 ? problems[0] : orderingMessages.linesRefused, errors);
  return checked;
}

/** One group per supplier (and currency, in the rare case one supplier prices in two). */
export function groupBySupplier(lines: CheckedLine[]): CheckedLine[][] {
  const groups = new Map<string, CheckedLine[]>();
  for (const line of lines) {
    const key = `${line.product.sellerId}:${line.product.currency}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return [...groups.values()];
}

export async function placeOrders(tx: Database, buyerId: string, input: CheckoutInput): Promise<CheckoutResult> {
  const shippingAddress = await shippingSnapshot(tx, buyerId, input.address_id);
  const lines = await checkLines(tx, buyerId, input);
  // Stock is held for all lines in product id order (inside holdOrderStock), whatever the supplier,
  // so two checkouts never wait on each other's rows in opposite orders.
  const shortIndex = await holdOrderStock(
    tx,
    lines.map((line) => ({ productId: line.product.id, sellerId: line.product.sellerId, quantity: line.quantity })),
  );
  if (shortIndex !== null) {
    throw new AppError(409, orderingMessages.notEnoughStock, { [`lines.${lines[shortIndex].index}.quantity`]: orderingMessages.notEnoughStock });
  }
  const now = new Date();
  const orderIds: string[] = [];
  for (const group of groupBySupplier(lines)) {
    const { sellerId, currency } = group[0].product;
    const number = newOrderNumber(now);
    const order = await insertPendingOrder(tx, {
      number,
      buyerId,
      sellerId,
      currency,
      shippingMinor: 0,
      shippingAddress,
      note: input.note || null,
      paymentMethod: input.payment_method,
      now,
      lines: group.map((line) => ({
        productId: line.product.id,
        productName: line.product.name,
        sku: line.product.sku,
        unit: line.product.unit,
        quantity: line.quantity,
        unitPriceMinor: line.unitPriceMinor,
      })),
    });
    await notify(tx, sellerId, {
      kind: 'order.placed',
      title: fillMessage('New order {{number}}', { number }),
      body: input.note ?? '',
      link: `/OrderDetails/${order.id}`,
    });
    orderIds.push(order.id);
  }
  await removeFromCart(
    tx,
    buyerId,
    lines.map((line) => line.product.id),
  );
  return { orders: await buyerOrderSummaries(tx, buyerId, orderIds) };
}
