import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { unitPriceFor, type PriceTier } from '../../src/contract/catalog';
import type { OrderStatus } from '../../src/contract/operations';
import type { Database } from './client';
import { inventory, orderEvents, orderLines, orders, stockMovements } from './schema';

// Demo stock and orders for the seller portal: every order status, a ledger that adds up, a history
// for every order. Call seedDemoInventory before seedDemoOrders so that orders draw on that stock.

const DAY = 86_400_000;
const daysAgo = (days: number, now: number) => new Date(now - days * DAY);

/** Stock profiles by product position: plenty, low (at or under the threshold), and one sold out. */
const STOCK_PROFILES = [
  { onHand: 1_200, threshold: 100 },
  { onHand: 640, threshold: 50 },
  { onHand: 35, threshold: 40 },
  { onHand: 2_400, threshold: 200 },
  { onHand: 860, threshold: 80 },
  { onHand: 12, threshold: 30 },
  { onHand: 480, threshold: 60 },
] as const;
const OUT_OF_STOCK_POSITION = 4;

/**
 * Stock for the seller's products: most well stocked, some low, exactly one out of stock (received
 * once, then written off as damaged), each with its 'received' ledger row. Adds to any stock already
 * there, so the ledger keeps adding up.
 */
export async function seedDemoInventory(db: Database, sellerId: string, productIds: string[]): Promise<void> {
  if (productIds.length === 0) return;
  const now = Date.now();
  const outPosition = Math.min(OUT_OF_STOCK_POSITION, productIds.length - 1);
  await db.transaction(async (tx) => {
    // Batches keep each statement well under PostgreSQL's parameter limit on a large catalogue.
    for (let start = 0; start < productIds.length; start += 1_000) {
      const batch = productIds.slice(start, start + 1_000).map((productId, offset) => {
        const position = start + offset;
        const profile = STOCK_PROFILES[position % STOCK_PROFILES.length];
        const soldOut = position === outPosition;
        return {
          productId,
          received: soldOut ? 24 : profile.onHand,
          threshold: soldOut ? 25 : profile.threshold,
          soldOut,
          receivedAt: new Date(now - 75 * DAY + position * 60_000),
        };
      });
      const balances = await tx
        .insert(inventory)
        .values(batch.map((p) => ({ productId: p.productId, sellerId, onHand: p.received, lowStockThreshold: p.threshold, updatedAt: p.receivedAt })))
        .onConflictDoUpdate({
          target: inventory.productId,
          set: {
            onHand: sql`${inventory.onHand} + excluded.on_hand`,
            lowStockThreshold: sql`excluded.low_stock_threshold`,
            updatedAt: sql`excluded.updated_at`,
          },
        })
        .returning({ productId: inventory.productId, onHand: inventory.onHand });
      const balanceOf = new Map(balances.map((b) => [b.productId, b.onHand]));
      await tx.insert(stockMovements).values(
        batch.map((p) => ({
          productId: p.productId,
          sellerId,
          delta: p.received,
          balanceAfter: balanceOf.get(p.productId)!,
          reason: 'received' as const,
          note: 'Opening stock from the warehouse count',
          actorId: sellerId,
          createdAt: p.receivedAt,
        })),
      );
      for (const p of batch.filter((b) => b.soldOut)) {
        const writtenOffAt = daysAgo(6, now);
        const [row] = await tx
          .update(inventory)
          .set({ onHand: sql`${inventory.onHand} - ${p.received}`, updatedAt: writtenOffAt })
          .where(eq(inventory.productId, p.productId))
          .returning({ onHand: inventory.onHand });
        await tx.insert(stockMovements).values({
          productId: p.productId,
          sellerId,
          delta: -p.received,
          balanceAfter: row.onHand,
          reason: 'damaged',
          note: 'Water damage in the warehouse; written off',
          actorId: sellerId,
          createdAt: writtenOffAt,
        });
      }
    }
  });
}

export interface DemoOrderProduct {
  id: string;
  name: string;
  sku: string;
  unit: string | null;
  currency: string;
  priceMinor: number;
  moq: number;
  priceTiers: PriceTier[];
}

const ADDRESSES: Array<Record<string, string>> = [
  {
    recipient: 'Daniel Meyer',
    company: 'Meyer Facility Services Ltd',
    line1: 'Unit 4, Riverside Trade Park',
    line2: 'Mill Lane',
    city: 'Manchester',
    region: 'Greater Manchester',
    postal_code: 'M17 1AB',
    country: 'GB',
    phone: '+44 7700 900123',
  },
  {
    recipient: 'Goods-in, Bay 3',
    company: 'Meyer Facility Services Ltd',
    line1: '18 Cobalt Way',
    city: 'Leeds',
    region: 'West Yorkshire',
    postal_code: 'LS10 1JT',
    country: 'GB',
    phone: '+44 113 496 0412',
  },
  {
    recipient: 'Sophie Laurent',
    company: 'Meyer Facility Services SARL',
    line1: '27 Rue des Entrepreneurs',
    city: 'Lyon',
    region: 'Auvergne-Rhône-Alpes',
    postal_code: '69007',
    country: 'FR',
    phone: '+33 4 72 00 15 30',
  },
  {
    recipient: 'Receiving dock 2',
    company: 'Meyer Logistics B.V.',
    line1: 'Waalhaven Zuidzijde 21',
    city: 'Rotterdam',
    region: 'South Holland',
    postal_code: '3089 JH',
    country: 'NL',
    phone: '+31 10 808 4410',
  },
];

interface PlannedOrder {
  status: OrderStatus;
  placedDaysAgo: number;
  lines: Array<{ pick: number; quantity: number }>;
  address: number;
  note?: string;
  /** Set for cancelled orders: whether the seller had confirmed (and so deducted stock) first. */
  cancelledAfterConfirming?: boolean;
  cancelNote?: string;
  shipment?: { carrier: string; trackingNumber: string; note?: string };
}

// Twelve orders over 60 days, oldest first: every status, cancellations before and after confirming.
const PLAN: PlannedOrder[] = [
  {
    status: 'delivered',
    placedDaysAgo: 58,
    lines: [
      { pick: 0, quantity: 120 },
      { pick: 1, quantity: 40 },
    ],
    address: 0,
    note: 'Please deliver to goods-in between 08:00 and 16:00',
    shipment: { carrier: 'DHL Express', trackingNumber: '4871209365' },
  },
  {
    status: 'delivered',
    placedDaysAgo: 51,
    lines: [{ pick: 3, quantity: 300 }],
    address: 3,
    shipment: { carrier: 'Maersk', trackingNumber: 'MAEU241589036', note: 'Two pallets, shrink-wrapped' },
  },
  { status: 'cancelled', placedDaysAgo: 45, lines: [{ pick: 6, quantity: 60 }], address: 1, cancelNote: 'Duplicate of an earlier order' },
  {
    status: 'delivered',
    placedDaysAgo: 38,
    lines: [
      { pick: 0, quantity: 80 },
      { pick: 4, quantity: 50 },
      { pick: 1, quantity: 24 },
    ],
    address: 2,
    shipment: { carrier: 'UPS', trackingNumber: '1Z9A8F760391245786' },
  },
  {
    status: 'shipped',
    placedDaysAgo: 24,
    lines: [{ pick: 3, quantity: 200 }],
    address: 0,
    note: 'Palletise, please; no loose cartons',
    shipment: { carrier: 'FedEx', trackingNumber: '771423859021' },
  },
  {
    status: 'cancelled',
    placedDaysAgo: 19,
    lines: [
      { pick: 1, quantity: 36 },
      { pick: 6, quantity: 48 },
    ],
    address: 3,
    cancelledAfterConfirming: true,
    cancelNote: 'Cancelled at the buyer’s request: the delivery date no longer works',
  },
  { status: 'shipped', placedDaysAgo: 12, lines: [{ pick: 4, quantity: 90 }], address: 1, shipment: { carrier: 'DHL Express', trackingNumber: '5539018274' } },
  {
    status: 'confirmed',
    placedDaysAgo: 8,
    lines: [
      { pick: 0, quantity: 150 },
      { pick: 6, quantity: 30 },
    ],
    address: 2,
  },
  { status: 'confirmed', placedDaysAgo: 5, lines: [{ pick: 3, quantity: 500 }], address: 0, note: 'Invoice to accounts@meyer-fs.demo.test' },
  {
    status: 'pending',
    placedDaysAgo: 3,
    lines: [
      { pick: 1, quantity: 60 },
      { pick: 4, quantity: 40 },
    ],
    address: 3,
  },
  { status: 'pending', placedDaysAgo: 1, lines: [{ pick: 6, quantity: 30 }], address: 1, note: 'Can you ship within the week?' },
  {
    status: 'pending',
    placedDaysAgo: 0.2,
    lines: [
      { pick: 2, quantity: 20 },
      { pick: 5, quantity: 10 },
    ],
    address: 0,
  },
];

interface StockOperation {
  at: Date;
  productId: string;
  delta: number;
  orderId: string | null;
  reason: 'order' | 'received';
  note: string | null;
}

/**
 * About twelve orders from `buyerId` for the seller's `products` over the last 60 days, in every
 * status, with lines, addresses, carriers and tracking numbers, the history of each, the stock each
 * confirmation took (and each cancellation gave back) in the ledger, and the hold each pending order
 * keeps on its stock (inventory.reserved), as checkout leaves it. Orders that take or hold stock draw
 * only on products that stay above their threshold; when none can, stock is received first.
 */
export async function seedDemoOrders(
  db: Database,
  { sellerId, buyerId, products }: { sellerId: string; buyerId: string; products: DemoOrderProduct[] },
): Promise<Array<{ id: string; number: string; status: OrderStatus }>> {
  if (products.length === 0) return [];
  const now = Date.now();
  return db.transaction(async (tx) => {
    const productIds = products.map((p) => p.id);
    await tx
      .insert(inventory)
      .values(productIds.map((productId) => ({ productId, sellerId })))
      .onConflictDoNothing();
    const stockRows = await tx
      .select({ productId: inventory.productId, onHand: inventory.onHand, threshold: inventory.lowStockThreshold })
      .from(inventory)
      .where(and(eq(inventory.sellerId, sellerId), inArray(inventory.productId, productIds)));
    const stock = new Map(stockRows.map((r) => [r.productId, { onHand: r.onHand, threshold: r.threshold }]));

    const [{ existing }] = await tx.select({ existing: count() }).from(orders);
    const created: Array<{ id: string; number: string; status: OrderStatus }> = [];
    const operations: StockOperation[] = [];
    const holds: Array<{ productId: string; quantity: number }> = [];

    for (const [index, plan] of PLAN.entries()) {
      const placedAt = daysAgo(plan.placedDaysAgo, now);
      // Pending orders hold their stock; confirmed (and later) ones took it; cancelled ones gave it back.
      const usesStock = plan.status !== 'cancelled' || plan.cancelledAfterConfirming === true;
      const chosen = chooseLines(plan, products, stock, usesStock, placedAt);
      operations.push(...chosen.received);
      const currency = chosen.lines[0].product.currency;
      const lines = chosen.lines
        .filter((line) => line.product.currency === currency)
        .map(({ product, quantity }) => ({
          product,
          quantity,
          unitPriceMinor: unitPriceFor({ price_minor: product.priceMinor, price_tiers: product.priceTiers }, quantity),
        }))
        .map(({ product, quantity, unitPriceMinor }) => ({
          productId: product.id,
          productName: product.name,
          sku: product.sku,
          unit: product.unit,
          quantity,
          unitPriceMinor,
          lineTotalMinor: unitPriceMinor * quantity,
        }));
      const timeline = timelineOf(plan, placedAt);
      const number = `ORD-${placedAt.getUTCFullYear()}-${String(Number(existing) + index + 1).padStart(6, '0')}`;
      const [order] = await tx
        .insert(orders)
        .values({
          number,
          buyerId,
          sellerId,
          status: plan.status,
          currency,
          totalMinor: lines.reduce((sum, line) => sum + line.lineTotalMinor, 0),
          shippingAddress: ADDRESSES[plan.address % ADDRESSES.length],
          note: plan.note ?? null,
          carrier: plan.shipment?.carrier ?? null,
          trackingNumber: plan.shipment?.trackingNumber ?? null,
          createdAt: placedAt,
          updatedAt: timeline[timeline.length - 1].at,
        })
        .returning({ id: orders.id });
      await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: order.id })));
      await tx.insert(orderEvents).values(
        timeline.map((step) => ({
          orderId: order.id,
          fromStatus: step.from,
          toStatus: step.to,
          // The buyer places orders and may cancel them while pending; the seller makes every other move.
          actorId: byBuyer(step) ? buyerId : sellerId,
          actorRole: byBuyer(step) ? 'buyer' : 'seller',
          note: step.note ?? null,
          createdAt: step.at,
        })),
      );
      if (plan.status === 'pending') holds.push(...lines.map((line) => ({ productId: line.productId, quantity: line.quantity })));
      const confirmedAt = timeline.find((step) => step.to === 'confirmed')?.at;
      if (usesStock && confirmedAt) {
        for (const line of lines)
          operations.push({ at: confirmedAt, productId: line.productId, delta: -line.quantity, orderId: order.id, reason: 'order', note: null });
        const cancelledAt = timeline.find((step) => step.to === 'cancelled')?.at;
        if (cancelledAt)
          for (const line of lines)
            operations.push({ at: cancelledAt, productId: line.productId, delta: line.quantity, orderId: order.id, reason: 'order', note: null });
      }
      created.push({ id: order.id, number, status: plan.status });
    }

    // The ledger is written in time order, so that each balance_after follows the one before.
    operations.sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const op of operations) {
      const [row] = await tx
        .update(inventory)
        .set({ onHand: sql`${inventory.onHand} + ${op.delta}`, updatedAt: op.at })
        .where(and(eq(inventory.productId, op.productId), eq(inventory.sellerId, sellerId)))
        .returning({ onHand: inventory.onHand });
      await tx.insert(stockMovements).values({
        productId: op.productId,
        sellerId,
        delta: op.delta,
        balanceAfter: row.onHand,
        reason: op.reason,
        note: op.note,
        orderId: op.orderId,
        actorId: sellerId,
        createdAt: op.at,
      });
    }
    for (const hold of holds) {
      await tx
        .update(inventory)
        .set({ reserved: sql`${inventory.reserved} + ${hold.quantity}` })
        .where(and(eq(inventory.productId, hold.productId), eq(inventory.sellerId, sellerId)));
    }
    return created;
  });
}

/**
 * The plan's lines as products. Orders that take or hold stock take only products that stay above
 * their threshold; when none can, stock is received the day before the order (returned as operations).
 */
function chooseLines(
  plan: PlannedOrder,
  all: DemoOrderProduct[],
  stock: Map<string, { onHand: number; threshold: number }>,
  holdsStock: boolean,
  placedAt: Date,
): { lines: Array<{ product: DemoOrderProduct; quantity: number }>; received: StockOperation[] } {
  const used = new Set<string>();
  const lines: Array<{ product: DemoOrderProduct; quantity: number }> = [];
  const received: StockOperation[] = [];
  for (const { pick, quantity: planned } of plan.lines) {
    const preferred = all[pick % all.length];
    const candidates = [preferred, ...all].filter((p) => !used.has(p.id));
    let product = candidates[0];
    if (!product) break;
    // A buyer can never order below a product's minimum, so neither do the demo orders.
    const quantityOf = (p: DemoOrderProduct) => Math.max(planned, p.moq);
    if (holdsStock) {
      const fits = candidates.find((p) => {
        const s = stock.get(p.id)!;
        return s.onHand - quantityOf(p) > s.threshold;
      });
      if (fits) {
        product = fits;
      } else {
        const s = stock.get(product.id)!;
        const delta = quantityOf(product) + s.threshold + 100;
        s.onHand += delta;
        received.push({
          at: new Date(placedAt.getTime() - DAY),
          productId: product.id,
          delta,
          orderId: null,
          reason: 'received',
          note: 'Restocked from the factory',
        });
      }
      stock.get(product.id)!.onHand -= quantityOf(product);
    }
    used.add(product.id);
    lines.push({ product, quantity: quantityOf(product) });
  }
  return { lines, received };
}

/** The plan's history: placed by the buyer, then each move by the seller, at plausible intervals. */
const byBuyer = (step: { from: OrderStatus | null; to: OrderStatus }) => step.to === 'pending' || (step.to === 'cancelled' && step.from === 'pending');

function timelineOf(plan: PlannedOrder, placedAt: Date): Array<{ from: OrderStatus | null; to: OrderStatus; at: Date; note?: string }> {
  const at = (days: number) => new Date(placedAt.getTime() + days * DAY);
  const steps: Array<{ from: OrderStatus | null; to: OrderStatus; at: Date; note?: string }> = [{ from: null, to: 'pending', at: placedAt }];
  const path: Record<OrderStatus, OrderStatus[]> = {
    pending: [],
    confirmed: ['confirmed'],
    shipped: ['confirmed', 'shipped'],
    delivered: ['confirmed', 'shipped', 'delivered'],
    cancelled: plan.cancelledAfterConfirming ? ['confirmed', 'cancelled'] : ['cancelled'],
  };
  const offsets: Record<OrderStatus, number> = {
    pending: 0,
    confirmed: 0.4,
    shipped: 2.1,
    delivered: 6.3,
    cancelled: plan.cancelledAfterConfirming ? 2.5 : 0.8,
  };
  for (const to of path[plan.status]) {
    const note = to === 'shipped' ? plan.shipment?.note : to === 'cancelled' ? plan.cancelNote : undefined;
    steps.push({ from: steps[steps.length - 1].to, to, at: at(offsets[to]), note });
  }
  return steps;
}
