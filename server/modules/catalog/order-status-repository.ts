// Changes of an order's state: its status and its payment, each in one transaction with its stock, its
// history event and the other party's notification. A refusal comes back as an outcome; the routes
// word it (orders.ts).
import { and, eq, sql } from 'drizzle-orm';
import {
  fillMessage,
  ORDER_TRANSITIONS,
  PAYMENT_EVENT_NOTE,
  type OrderPaymentInput,
  type OrderStatus,
  type OrderTransitionInput,
} from '../../../src/contract/operations';
import type { Database } from '../../db/client';
import { orderEvents, orders } from '../../db/schema';
import { notify } from '../../lib/notify';
import { transactionOrRefusal } from '../../lib/outcomes';
import { deductHeldStock, releaseHeldStock, returnStock, type ShortLine } from './order-stock-repository';
import { recordDeliveryInLedger } from '../money/ledger';

export interface TransitionActor {
  orderId: string;
  actorId: string;
  /** The seller moves its orders along the flow; the buyer may only cancel its own pending ones. */
  role: 'seller' | 'buyer';
}

export type StatusChange =
  | { kind: 'ok' }
  | { kind: 'not-found' }
  /** The order's status (as it is now) does not allow the change, or not to this actor. */
  | { kind: 'refused'; from: OrderStatus; to: OrderStatus }
  /** A confirmation the stock cannot cover: nothing of the change was kept. */
  | ({ kind: 'short-stock' } & ShortLine);

const NOTIFY_BUYER: Partial<Record<OrderStatus, string>> = {
  confirmed: 'Your order {{number}} was confirmed',
  shipped: 'Your order {{number}} is on its way',
  delivered: 'Your order {{number}} was delivered',
  cancelled: 'Your order {{number}} was cancelled by the supplier',
};

/**
 * Moves an order along ORDER_TRANSITIONS in one transaction: the status change guarded by the status
 * it was read in (so of two concurrent transitions only one passes; the other waits on the row lock
 * and then finds the status changed), the stock deducted, released or returned, the history event
 * and the other party's notification. A buyer may only cancel, and only while the order is pending.
 */
export async function changeOrderStatus(db: Database, actor: TransitionActor, input: OrderTransitionInput): Promise<StatusChange> {
  const { orderId, actorId, role } = actor;
  const owner = role === 'seller' ? orders.sellerId : orders.buyerId;
  return transactionOrRefusal<StatusChange>(db, async (tx, refuse) => {
    const read = async () => {
      const [row] = await tx
        .select({ status: orders.status, sellerId: orders.sellerId, buyerId: orders.buyerId, number: orders.number })
        .from(orders)
        .where(and(eq(orders.id, orderId), eq(owner, actorId)));
      return row;
    };
    const order = await read();
    if (!order) return refuse({ kind: 'not-found' });
    const from = order.status;
    const to = input.status;
    const allowed = role === 'seller' ? ORDER_TRANSITIONS[from].includes(to) : from === 'pending' && to === 'cancelled';
    if (!allowed) return refuse({ kind: 'refused', from, to });
    const shipping = input.status === 'shipped' ? { carrier: input.carrier, trackingNumber: input.tracking_number } : {};
    const [moved] = await tx
      .update(orders)
      .set({ status: to, ...shipping, updatedAt: new Date() })
      .where(and(eq(orders.id, orderId), eq(owner, actorId), eq(orders.status, from)))
      .returning({ id: orders.id });
    if (!moved) {
      // Another transition passed first: refused as the order's status is now.
      const now = await read();
      return refuse(now ? { kind: 'refused', from: now.status, to } : { kind: 'not-found' });
    }
    const scope = { orderId, sellerId: order.sellerId, actorId };
    if (to === 'confirmed') {
      const short = await deductHeldStock(tx, scope);
      // Nothing of the change stays: the status update above rolls back with the refusal.
      if (short) return refuse({ kind: 'short-stock', ...short });
    }
    if (to === 'cancelled' && from === 'pending') await releaseHeldStock(tx, scope);
    if (to === 'cancelled' && from === 'confirmed') await returnStock(tx, scope);
    // The sale and its fees enter the seller's ledger with the delivery, in the same transaction.
    if (to === 'delivered') await recordDeliveryInLedger(tx, orderId);
    await tx.insert(orderEvents).values({
      orderId,
      fromStatus: from,
      toStatus: to,
      actorId,
      actorRole: role,
      note: input.note || null,
      createdAt: sql`clock_timestamp()`,
    });
    if (role === 'seller') {
      const title = NOTIFY_BUYER[to];
      if (title)
        await notify(tx, order.buyerId, {
          kind: `order.${to}`,
          title: fillMessage(title, { number: order.number }),
          body: input.note ?? '',
          link: `/orders/${orderId}`,
        });
    } else {
      await notify(tx, order.sellerId, {
        kind: 'order.cancelled',
        title: fillMessage('Order {{number}} was cancelled by the buyer', { number: order.number }),
        body: input.note ?? '',
        link: `/OrderDetails/${orderId}`,
      });
    }
    return { kind: 'ok' };
  });
}

export type PaymentRecording = { kind: 'ok' } | { kind: 'not-found' } | { kind: 'already-paid' } | { kind: 'cancelled' };

/**
 * Records the buyer's payment (a bank transfer received, agreed terms settled): once, never for a
 * cancelled order. The history gets an event that keeps the status and says so in its note.
 */
export async function recordOrderPayment(
  db: Database,
  { orderId, sellerId }: { orderId: string; sellerId: string },
  input: OrderPaymentInput,
): Promise<PaymentRecording> {
  return transactionOrRefusal<PaymentRecording>(db, async (tx, refuse) => {
    const [order] = await tx
      .select({ status: orders.status, paymentStatus: orders.paymentStatus, buyerId: orders.buyerId, number: orders.number })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.sellerId, sellerId)))
      .for('update');
    if (!order) return refuse({ kind: 'not-found' });
    if (order.paymentStatus === 'paid') return refuse({ kind: 'already-paid' });
    if (order.status === 'cancelled') return refuse({ kind: 'cancelled' });
    const now = new Date();
    await tx.update(orders).set({ paymentStatus: 'paid', paidAt: now, updatedAt: now }).where(eq(orders.id, orderId));
    await tx.insert(orderEvents).values({
      orderId,
      fromStatus: order.status,
      toStatus: order.status,
      actorId: sellerId,
      actorRole: 'seller',
      note: input.note ? `${PAYMENT_EVENT_NOTE}: ${input.note}` : PAYMENT_EVENT_NOTE,
      createdAt: sql`clock_timestamp()`,
    });
    await notify(tx, order.buyerId, {
      kind: 'order.paid',
      title: fillMessage('Payment for order {{number}} was recorded', { number: order.number }),
      link: `/orders/${orderId}`,
    });
    return { kind: 'ok' };
  });
}
