// Demo money: the marketplace's commission rules (a default 8 % and 10 % for Smart Home), the commission
// frozen on the demo seller's orders as placing them would have, and its ledger: each delivered order's
// sale, commission and tax at its delivery. Their release after the return window (a reserve held, since
// the demo seller is still "New supplier" when seeded) and the payouts follow in seed-payouts.ts.
import { and, eq } from 'drizzle-orm';
import type { Database } from './client';
import { categories, commissionRules, orderEvents, orderLines, orders } from './schema';
import { commissionForOrder } from '../modules/money/commission';
import { recordDeliveryInLedger } from '../modules/money/ledger';
import { moneySettings } from '../modules/money/settings';

export async function seedDemoMoney(tx: Database, sellerId: string): Promise<void> {
  await tx.insert(commissionRules).values({ scope: 'default', rateBp: 800, note: 'Marketplace default' });
  const [smartHome] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.path, 'Consumer Electronics / Smart Home'));
  if (smartHome) await tx.insert(commissionRules).values({ scope: 'category', categoryId: smartHome.id, rateBp: 1000, note: 'Smart home devices' });

  const settings = moneySettings();
  const demoOrders = await tx
    .select({ id: orders.id, currency: orders.currency, status: orders.status, rfqId: orders.rfqId })
    .from(orders)
    .where(eq(orders.sellerId, sellerId));
  for (const order of demoOrders) {
    const lines = await tx
      .select({ id: orderLines.id, productId: orderLines.productId, lineTotalMinor: orderLines.lineTotalMinor })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(orderLines.id);
    const commission = await commissionForOrder(tx, { sellerId, currency: order.currency, rfqId: order.rfqId, lines });
    for (const [index, line] of lines.entries()) await tx.update(orderLines).set(commission.lines[index]).where(eq(orderLines.id, line.id));
    await tx
      .update(orders)
      .set({ commissionFixedFeeMinor: commission.fixedFeeMinor, commissionTaxBp: settings.commissionTaxBp, settlementMode: settings.settlementMode })
      .where(eq(orders.id, order.id));
    if (order.status !== 'delivered') continue;
    const [delivery] = await tx
      .select({ at: orderEvents.createdAt })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.toStatus, 'delivered')));
    await recordDeliveryInLedger(tx, order.id, delivery?.at ?? new Date());
  }
}
