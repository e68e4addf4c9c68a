import { eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { notifications, orders, users } from './schema';

/**
 * Demo notifications for buyer@demo.test, so the bell and /notifications show something on a fresh
 * database: two unread order updates (linking to the demo buyer's latest orders) and one read welcome.
 * Writes nothing when the buyer is missing or already has notifications.
 */
export async function seedBuyerNotifications(db: Database): Promise<void> {
  const [buyer] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = 'buyer@demo.test'`);
  if (!buyer) return;
  const [existing] = await db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, buyer.id)).limit(1);
  if (existing) return;
  const latest = await db
    .select({ id: orders.id, number: orders.number, status: orders.status })
    .from(orders)
    .where(eq(orders.buyerId, buyer.id))
    .orderBy(sql`${orders.createdAt} desc`)
    .limit(2);
  const hour = 3_600_000;
  const now = Date.now();
  const rows: Array<typeof notifications.$inferInsert> = [
    {
      userId: buyer.id,
      kind: 'account.welcome',
      title: 'Welcome to B2B Marketplace',
      body: 'Complete your business profile so suppliers can quote and invoice you faster.',
      link: '/business/profile',
      readAt: new Date(now - 48 * hour),
      createdAt: new Date(now - 72 * hour),
    },
    ...latest.map((order, index) => ({
      userId: buyer.id,
      kind: `order.${order.status}`,
      title: `Order ${order.number} is ${order.status}`,
      body: order.status === 'pending' ? 'The supplier will confirm it shortly.' : 'Follow its progress on the order page.',
      link: `/orders/${order.id}`,
      createdAt: new Date(now - (index + 1) * 2 * hour),
    })),
  ];
  await db.insert(notifications).values(rows);
}
