// The stock an order holds or takes: held at checkout, deducted on confirmation, released or returned on
// cancellation. Every function runs inside its caller's transaction and locks stock rows in product id
// order, so two transactions never wait on each other's rows in opposite orders (no deadlocks).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderLines } from '../../db/schema';
import { currentStock, holdStock, moveStock, releaseStock } from './inventory';

/** The order's quantities per product, in product id order so that every transaction locks stock rows in the same order (no deadlocks). */
async function quantitiesByProduct(tx: Database, orderId: string) {
  const lines = await tx
    .select({ productId: orderLines.productId, productName: orderLines.productName, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const byProduct = new Map<string, { productId: string; productName: string; quantity: number }>();
  for (const { productId, productName, quantity } of lines) {
    // An item of an accepted quote that is not a catalogue product holds no stock.
    if (productId === null) continue;
    const entry = byProduct.get(productId);
    if (entry) entry.quantity += quantity;
    else byProduct.set(productId, { productId, productName, quantity });
  }
  return [...byProduct.values()].sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
}

export interface StockScope {
  orderId: string;
  sellerId: string;
  actorId: string;
}

/** The first line of an order that the stock cannot cover, as its message names it. */
export interface ShortLine {
  productName: string;
  available: number;
  needed: number;
}

/**
 * Turns the order's hold into a deduction, line by line with guarded updates; answers the first short
 * line, and the caller then aborts its whole transaction. Fewer units held than the line needs means
 * this order holds nothing (it was placed before checkout held stock): it then takes from what is
 * available, never from units other orders hold.
 */
export async function deductHeldStock(tx: Database, { orderId, sellerId, actorId }: StockScope): Promise<ShortLine | null> {
  for (const line of await quantitiesByProduct(tx, orderId)) {
    const change = { productId: line.productId, sellerId, delta: -line.quantity, reason: 'order' as const, orderId, actorId };
    const moved = (await moveStock(tx, { ...change, releaseHeld: line.quantity })) ?? (await moveStock(tx, change));
    if (!moved) {
      const stock = await currentStock(tx, line.productId, sellerId);
      const available = stock ? stock.onHand - stock.reserved : 0;
      return { productName: line.productName, available, needed: line.quantity };
    }
  }
  return null;
}

/**
 * Holds stock for new pending orders (checkout), in product id order so that concurrent checkouts
 * lock rows in the same order. Answers the index of the first line that does not fit, else null;
 * the caller then aborts its transaction, which lets go of the holds already taken.
 */
export async function holdOrderStock(tx: Database, lines: Array<{ productId: string; sellerId: string; quantity: number }>): Promise<number | null> {
  const sorted = lines.map((line, index) => ({ ...line, index })).sort((a, b) => (a.productId < b.productId ? -1 : a.productId > b.productId ? 1 : 0));
  for (const line of sorted) {
    if (!(await holdStock(tx, line.productId, line.sellerId, line.quantity))) return line.index;
  }
  return null;
}

/** Lets go of a pending order's hold. */
export async function releaseHeldStock(tx: Database, { orderId, sellerId }: StockScope): Promise<void> {
  for (const line of await quantitiesByProduct(tx, orderId)) await releaseStock(tx, line.productId, sellerId, line.quantity);
}

/** Puts a confirmed order's stock back; a product whose stock row is gone has nothing to return to. */
export async function returnStock(tx: Database, { orderId, sellerId, actorId }: StockScope): Promise<void> {
  for (const line of await quantitiesByProduct(tx, orderId)) {
    await moveStock(tx, { productId: line.productId, sellerId, delta: line.quantity, reason: 'order', orderId, actorId });
  }
}
