// A seller's stock: the rows the inventory list reads, the stock states as conditions, every move of
// stock (manual adjustments, an order's holds, deductions and returns, each in its caller's transaction
// with guarded updates) and the ledger of moves.
import { and, count, desc, eq, gt, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { ADJUSTMENT_REASONS, MAX_ON_HAND, stockStateOf, type InventoryItem, type StockMovement, type StockState } from '../../../src/contract/operations';
import type { Database } from '../../db/client';
import { inventory, orders, products, stockMovements, users } from '../../db/schema';
import { containsPattern } from '../../lib/like';
import { notifyIfLowStock } from '../../lib/notify';
import type { ScopedResource } from '../../lib/scoped-crud';

const selection = {
  productId: inventory.productId,
  productName: products.name,
  sku: products.sku,
  onHand: inventory.onHand,
  reserved: inventory.reserved,
  lowStockThreshold: inventory.lowStockThreshold,
  updatedAt: inventory.updatedAt,
};
export type InventoryRow = {
  productId: string;
  productName: string;
  sku: string;
  onHand: number;
  reserved: number;
  lowStockThreshold: number;
  updatedAt: Date;
};

export function inventoryItemDto(row: InventoryRow): InventoryItem {
  return {
    product_id: row.productId,
    product_name: row.productName,
    sku: row.sku,
    on_hand: row.onHand,
    reserved: row.reserved,
    available: row.onHand - row.reserved,
    low_stock_threshold: row.lowStockThreshold,
    // Judged on what buyers can still order: stock held for pending orders is as good as gone.
    stock_state: stockStateOf(row.onHand - row.reserved, row.lowStockThreshold),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Units not held for pending orders; a product without a stock row has none. */
const availableUnits = sql<number>`coalesce(${inventory.onHand} - ${inventory.reserved}, 0)`;

/** The same rule as `stockStateOf` on the available units, as a WHERE condition. */
export const stockStateConditions: Record<StockState, SQL | undefined> = {
  out_of_stock: lte(availableUnits, 0),
  low_stock: and(gt(availableUnits, 0), lte(availableUnits, inventory.lowStockThreshold)),
  in_stock: gt(availableUnits, inventory.lowStockThreshold),
};

type InventoryResource = ScopedResource<InventoryRow, InventoryItem, never, never>;

/** How the seller's inventory list (server/lib/scoped-crud/) reads its rows: scoped to the seller's own stock. */
export const inventoryRows: Pick<InventoryResource, 'table' | 'idColumn' | 'ownerColumn' | 'ownerKey' | 'selection' | 'query' | 'toDto'> = {
  table: inventory,
  idColumn: inventory.productId,
  ownerColumn: inventory.sellerId,
  ownerKey: 'sellerId',
  selection,
  // A left join on the primary key (every stock row has its product): PostgreSQL drops it from the
  // page-id and count queries that do not need the product, so those read only the inventory index.
  query: (db, columns) => db.select(columns).from(inventory).leftJoin(products, eq(products.id, inventory.productId)).$dynamic(),
  toDto: inventoryItemDto,
};

/** The list's sorts, filters and search; the route declares the filters' query schema. */
export const inventoryListing: Pick<InventoryResource['list'], 'sortable' | 'tieBreaker' | 'filters' | 'search'> = {
  sortable: { updated_at: inventory.updatedAt, on_hand: inventory.onHand, name: products.name },
  tieBreaker: inventory.productId,
  filters: { stock_state: (value) => stockStateConditions[value as StockState] },
  search: (q) => or(ilike(products.name, containsPattern(q)), ilike(products.sku, containsPattern(q))),
};

/** A new product's stock row, empty; written with the product, in its transaction. */
export async function createStockRow(db: Database, productId: string, sellerId: string): Promise<void> {
  await db.insert(inventory).values({ productId, sellerId });
}

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

const movementSelection = {
  id: stockMovements.id,
  reason: stockMovements.reason,
  delta: stockMovements.delta,
  balanceAfter: stockMovements.balanceAfter,
  note: stockMovements.note,
  orderId: stockMovements.orderId,
  orderNumber: orders.number,
  actorName: users.name,
  createdAt: stockMovements.createdAt,
};

function movementsQuery(db: Database) {
  return db
    .select(movementSelection)
    .from(stockMovements)
    .leftJoin(orders, eq(orders.id, stockMovements.orderId))
    .leftJoin(users, eq(users.id, stockMovements.actorId))
    .$dynamic();
}

type MovementRow = Awaited<ReturnType<typeof movementsQuery>>[number];

function movementDto(row: MovementRow): StockMovement {
  return {
    id: row.id,
    reason: row.reason,
    delta: row.delta,
    balance_after: row.balanceAfter,
    note: row.note,
    order_id: row.orderId,
    order_number: row.orderNumber,
    actor_name: row.actorName,
    created_at: row.createdAt.toISOString(),
  };
}

/** A page of the ledger, optionally of one reason. */
export interface MovementListQuery {
  page: number;
  limit: number;
  reason?: (typeof ADJUSTMENT_REASONS)[number];
}

/** One product's ledger, newest first; the product must be the seller's (checked by the caller). */
export async function listMovements(db: Database, productId: string, sellerId: string, query: MovementListQuery) {
  const where = and(
    eq(stockMovements.productId, productId),
    eq(stockMovements.sellerId, sellerId),
    query.reason ? eq(stockMovements.reason, query.reason) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    movementsQuery(db)
      .where(where)
      .orderBy(desc(stockMovements.createdAt), desc(stockMovements.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(stockMovements).where(where),
  ]);
  return { rows: rows.map(movementDto), total: Number(total) };
}

/** One move of the ledger, as the adjustment's answer shows it. */
export async function movementById(db: Database, id: string): Promise<StockMovement> {
  const [row] = await movementsQuery(db).where(eq(stockMovements.id, id));
  return movementDto(row);
}
