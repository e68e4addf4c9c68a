import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../src/contract/operations';
import type { Database } from '../../server/db/client';
import { inventory, orderEvents, orderLines, orders, products, stockMovements, users } from '../../server/db/schema';

// Products, stock and orders written straight into the database: the products module creates the
// real ones, buyers place orders elsewhere; these tests only need the rows to exist.

const suffix = () => randomBytes(4).toString('hex');

export interface TestProduct {
  id: string;
  name: string;
  sku: string;
  unit: string | null;
  currency: string;
  priceMinor: number;
}

/** A product of `sellerId` with its stock row and, when it holds stock, the 'received' ledger row. */
export async function stockedProduct(
  db: Database,
  sellerId: string,
  input: Partial<{ name: string; sku: string; onHand: number; threshold: number; priceMinor: number; unit: string; currency: string; updatedAt: Date }> = {},
): Promise<TestProduct> {
  const values = { name: `Stainless Lunch Box ${suffix()}`, sku: `LB-${suffix()}`, unit: 'piece', currency: 'USD', priceMinor: 1250, ...input };
  const [product] = await db
    .insert(products)
    .values({ sellerId, name: values.name, sku: values.sku, unit: values.unit, currency: values.currency, priceMinor: values.priceMinor })
    .returning({ id: products.id });
  const onHand = input.onHand ?? 0;
  await db
    .insert(inventory)
    .values({ productId: product.id, sellerId, onHand, lowStockThreshold: input.threshold ?? 10, updatedAt: input.updatedAt ?? new Date() });
  if (onHand > 0) {
    await db
      .insert(stockMovements)
      .values({ productId: product.id, sellerId, delta: onHand, balanceAfter: onHand, reason: 'received', note: 'Opening stock', actorId: sellerId });
  }
  return { id: product.id, name: values.name, sku: values.sku, unit: values.unit, currency: values.currency, priceMinor: values.priceMinor };
}

export const testAddress = {
  recipient: 'Goods-in',
  company: 'Meyer Facility Services Ltd',
  line1: '18 Cobalt Way',
  city: 'Leeds',
  postal_code: 'LS10 1JT',
  country: 'GB',
};

/** An order from `buyerId` to `sellerId`, with its lines and the buyer's 'placed' event. */
export async function placedOrder(
  db: Database,
  input: {
    sellerId: string;
    buyerId: string;
    lines: Array<{ product: TestProduct; quantity: number }>;
    status?: OrderStatus;
    createdAt?: Date;
    note?: string;
    number?: string;
  },
): Promise<{ id: string; number: string; totalMinor: number }> {
  const lines = input.lines.map(({ product, quantity }) => ({
    productId: product.id,
    productName: product.name,
    sku: product.sku,
    unit: product.unit,
    quantity,
    unitPriceMinor: product.priceMinor,
    lineTotalMinor: product.priceMinor * quantity,
  }));
  const totalMinor = lines.reduce((sum, line) => sum + line.lineTotalMinor, 0);
  const number = input.number ?? `ORD-2026-${suffix().toUpperCase()}`;
  const createdAt = input.createdAt ?? new Date();
  const [order] = await db
    .insert(orders)
    .values({
      number,
      buyerId: input.buyerId,
      sellerId: input.sellerId,
      status: input.status ?? 'pending',
      currency: input.lines[0].product.currency,
      totalMinor,
      shippingAddress: testAddress,
      note: input.note ?? null,
      createdAt,
    })
    .returning({ id: orders.id });
  await db.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: order.id })));
  await db.insert(orderEvents).values({ orderId: order.id, fromStatus: null, toStatus: 'pending', actorId: input.buyerId, actorRole: 'buyer', createdAt });
  return { id: order.id, number, totalMinor };
}

export async function stockOf(db: Database, productId: string): Promise<number> {
  const [row] = await db.select({ onHand: inventory.onHand }).from(inventory).where(eq(inventory.productId, productId));
  return row.onHand;
}

/** A product's ledger, oldest first. */
export async function ledgerOf(db: Database, productId: string) {
  return db
    .select({
      delta: stockMovements.delta,
      balanceAfter: stockMovements.balanceAfter,
      reason: stockMovements.reason,
      orderId: stockMovements.orderId,
      actorId: stockMovements.actorId,
    })
    .from(stockMovements)
    .where(eq(stockMovements.productId, productId))
    .orderBy(asc(stockMovements.createdAt));
}

/** The ledger adds up: each balance is the one before plus the delta, and the last one is the stock. */
export async function ledgerIsConsistent(db: Database, productId: string): Promise<boolean> {
  const ledger = await ledgerOf(db, productId);
  let balance = 0;
  for (const row of ledger) {
    balance += row.delta;
    if (row.balanceAfter !== balance) return false;
  }
  return balance === (await stockOf(db, productId));
}

export async function orderState(db: Database, orderId: string) {
  const [order] = await db
    .select({ status: orders.status, carrier: orders.carrier, trackingNumber: orders.trackingNumber })
    .from(orders)
    .where(eq(orders.id, orderId));
  const [{ events }] = await db
    .select({ events: sql<number>`count(*)::int` })
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId));
  return { ...order, events };
}

/** Gives a user a registered business name, as a buyer's company. */
export async function setBusinessName(db: Database, userId: string, businessName: string): Promise<void> {
  await db
    .update(users)
    .set({ businessDetails: { business_name: businessName } })
    .where(eq(users.id, userId));
}
