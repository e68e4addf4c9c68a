// Demo buyer payments (collect mode): every demo order shipped or delivered that was paid by bank transfer
// arrived in full from the bank statement (it could not have shipped otherwise), one confirmed order is
// half paid, and one statement line without an order number waits for a manual match.
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from './client';
import { bankStatementLines, orderEvents, orderPayments, orders, users } from './schema';

export async function seedDemoPayments(db: Database): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.paymentMethod, 'bank_transfer'), inArray(orders.status, ['confirmed', 'shipped', 'delivered'])))
    .orderBy(orders.createdAt);
  let halfPaid = false;
  for (const order of rows) {
    const full = order.status !== 'confirmed';
    if (!full && halfPaid) continue;
    halfPaid ||= !full;
    const amountMinor = full ? order.totalMinor : Math.floor(order.totalMinor / 2);
    if (amountMinor <= 0) continue;
    // Paid a day after it was placed, by the statement line that names it.
    const receivedOn = new Date(order.createdAt.getTime() + 86_400_000).toISOString().slice(0, 10);
    const bankLineId = `DEMO-${order.number}`;
    const reference = `Payment ${order.number}`;
    const [payment] = await db
      .insert(orderPayments)
      .values({
        orderId: order.id,
        amountMinor,
        currency: order.currency,
        receivedOn,
        bankReference: reference,
        bankLineId,
        source: 'statement',
        recordedBy: admin?.id,
      })
      .returning({ id: orderPayments.id });
    await db.insert(bankStatementLines).values({
      bankLineId,
      receivedOn,
      amountMinor,
      currency: order.currency,
      reference,
      status: 'matched',
      orderId: order.id,
      paymentId: payment.id,
      importedBy: admin?.id,
      matchedAt: new Date(order.createdAt.getTime() + 86_400_000),
    });
    await db.insert(orderEvents).values({
      orderId: order.id,
      fromStatus: order.status,
      toStatus: order.status,
      actorId: admin?.id,
      actorRole: 'staff',
      note: `Payment recorded: ${(amountMinor / 100).toFixed(2)} ${order.currency}`,
      createdAt: new Date(order.createdAt.getTime() + 86_400_000),
    });
    if (full)
      await db
        .update(orders)
        .set({ paymentStatus: 'paid', paidAt: new Date(order.createdAt.getTime() + 86_400_000) })
        .where(eq(orders.id, order.id));
  }
  await db.insert(bankStatementLines).values({
    bankLineId: 'DEMO-UNMATCHED-1',
    receivedOn: new Date().toISOString().slice(0, 10),
    amountMinor: 125_000,
    currency: 'USD',
    reference: 'Transfer from Meyer Facility Services, invoice March',
    status: 'unmatched',
    unmatchedReason: 'no_reference',
    importedBy: admin?.id,
  });
}
