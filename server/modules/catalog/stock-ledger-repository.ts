// The ledger of a product's stock moves: a page of it, newest first, optionally of one reason, and one move
// as an adjustment's answer shows it.
import { and, count, desc, eq } from 'drizzle-orm';
import type { ADJUSTMENT_REASONS, StockMovement } from '../../../src/contract/operations';
import type { Database } from '../../db/client';
import { orders, stockMovements, users } from '../../db/schema';

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
