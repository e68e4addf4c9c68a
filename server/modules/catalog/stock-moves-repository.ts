// Every move of a seller's stock: a guarded update with its ledger row, an order's holds and releases (each in
// its caller's transaction), the stock now, and a manual adjustment in its own transaction.
import { and, eq, sql } from 'drizzle-orm';
import { ADJUSTMENT_REASONS, MAX_ON_HAND } from '../../../src/contract/operations';
import type { Database } from '../../db/client';
import { inventory, stockMovements } from '../../db/schema';
import { notifyIfLowStock } from '../../lib/notify';

export interface StockChange {
  productId: string;
  sellerId: string;
  /** Positive adds units, negative removes them. */
  delta: number;
  reason: (typeof ADJUSTMENT_REASONS)[number];
  note?: string | null;
  orderId?: string | null;
  actorId: string;
  /** Units of the hold released with this move: a confirmation turns its hold into the deduction. */
  releaseHeld?: number;
}

/**
 * Moves one product's stock and writes its ledger row; call inside a transaction. A single guarded
 * UPDATE decides (no read-then-write), so concurrent changes can never take the balance below what
 * is held for pending orders (nor below 0) or above the maximum: the database re-checks the
 * condition on the locked row. Answers the new balance, or null when the guard refused (no such
 * owned row, the hold to release is not there, or the balance would leave range).
 */
export async function moveStock(tx: Database, change: StockChange): Promise<{ movementId: string; onHand: number } | null> {
  const release = change.releaseHeld ?? 0;
  const [updated] = await tx
    .update(inventory)
    .set({ onHand: sql`${inventory.onHand} + ${change.delta}`, reserved: sql`${inventory.reserved} - ${release}`, updatedAt: new Date() })
    .where(
      and(
        eq(inventory.productId, change.productId),
        eq(inventory.sellerId, change.sellerId),
        sql`${inventory.reserved} >= ${release}`,
        // bigint, so that even an absurd delta is refused rather than overflowing the integer.
        sql`${inventory.onHand}::bigint + ${change.delta} between ${inventory.reserved} - ${release} and ${MAX_ON_HAND}`,
      ),
    )
    .returning({ onHand: inventory.onHand, reserved: inventory.reserved, threshold: inventory.lowStockThreshold });
  if (!updated) return null;
  const availableAfter = updated.onHand - updated.reserved;
  await notifyIfLowStock(tx, {
    productId: change.productId,
    sellerId: change.sellerId,
    availableBefore: availableAfter - change.delta - release,
    availableAfter,
    threshold: updated.threshold,
  });
  const [movement] = await tx
    .insert(stockMovements)
    .values({
      productId: change.productId,
      sellerId: change.sellerId,
      delta: change.delta,
      balanceAfter: updated.onHand,
      reason: change.reason,
      note: change.note ?? null,
      orderId: change.orderId ?? null,
      actorId: change.actorId,
      // The statement's clock, not the transaction's: several rows of one transaction keep their order.
      createdAt: sql`clock_timestamp()`,
    })
    .returning({ id: stockMovements.id });
  return { movementId: movement.id, onHand: updated.onHand };
}

/** The stock of an owned product now (on hand and held), or null when the seller has no such row. */
export async function currentStock(db: Database, productId: string, sellerId: string): Promise<{ onHand: number; reserved: number } | null> {
  const [row] = await db
    .select({ onHand: inventory.onHand, reserved: inventory.reserved })
    .from(inventory)
    .where(and(eq(inventory.productId, productId), eq(inventory.sellerId, sellerId)));
  return row ?? null;
}

/**
 * Holds `quantity` units for a pending order: one guarded UPDATE, so of concurrent holds only those
 * that fit in what is still available pass. False when they do not fit (or there is no stock row).
 */
export async function holdStock(tx: Database, productId: string, sellerId: string, quantity: number): Promise<boolean> {
  const held = await tx
    .update(inventory)
    .set({ reserved: sql`${inventory.reserved} + ${quantity}`, updatedAt: new Date() })
    .where(and(eq(inventory.productId, productId), eq(inventory.sellerId, sellerId), sql`${inventory.onHand}::bigint - ${inventory.reserved} >= ${quantity}`))
    .returning({ onHand: inventory.onHand, reserved: inventory.reserved, threshold: inventory.lowStockThreshold });
  const [row] = held;
  if (row)
    await notifyIfLowStock(tx, {
      productId,
      sellerId,
      availableBefore: row.onHand - row.reserved + quantity,
      availableAfter: row.onHand - row.reserved,
      threshold: row.threshold,
    });
  return held.length > 0;
}

/** Lets go of a cancelled pending order's hold; never below 0, whatever else happened to the row. */
export async function releaseStock(tx: Database, productId: string, sellerId: string, quantity: number): Promise<void> {
  await tx
    .update(inventory)
    .set({ reserved: sql`greatest(${inventory.reserved} - ${quantity}, 0)`, updatedAt: new Date() })
    .where(and(eq(inventory.productId, productId), eq(inventory.sellerId, sellerId)));
}

/** Why a manual adjustment is refused: another seller's product, or the balance would leave range (0, the held units, the maximum). */
export type StockAdjustment =
  { kind: 'ok'; movementId: string } | { kind: 'not-found' } | { kind: 'out-of-range'; limit: 'below-zero' | 'below-reserved' | 'above-maximum' };

/** A manual adjustment, in its own transaction; a refused one has written nothing. */
export async function adjustStock(db: Database, change: StockChange): Promise<StockAdjustment> {
  return db.transaction(async (tx) => {
    const moved = await moveStock(tx, change);
    if (moved) return { kind: 'ok', movementId: moved.movementId };
    const stock = await currentStock(tx, change.productId, change.sellerId);
    if (stock === null) return { kind: 'not-found' };
    const after = stock.onHand + change.delta;
    return { kind: 'out-of-range', limit: after < 0 ? 'below-zero' : after < stock.reserved ? 'below-reserved' : 'above-maximum' };
  });
}
