// The buyer's counts and start page: pending orders, unread notifications, cart lines, this month's
// orders and spend per currency, and the latest orders.
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { SPEND_STATUSES, type BuyerDashboard, type BuyerSummary } from '../../../src/contract/buyer';
import { rowsOf, type Database } from '../../db/client';
import { cartItems, notifications, orders } from '../../db/schema';

const RECENT_ORDERS = 5;

/** The supplier's public name: its store name once saved, else its business name, else the account name. */
export const SUPPLIER_NAME_SQL = sql.raw(`coalesce(nullif(trim(ss.data->>'store_name'), ''), nullif(trim(s.business_details->>'business_name'), ''), s.name)`);

export async function buyerSummary(db: Database, userId: string): Promise<BuyerSummary> {
  const [[pending], [unread], [lines]] = await Promise.all([
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.buyerId, userId), eq(orders.status, 'pending'))),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
    // A deleted product takes its cart rows with it, so the rows are the cart's lines.
    db.select({ n: count() }).from(cartItems).where(eq(cartItems.buyerId, userId)),
  ]);
  return {
    pending_orders: Number(pending?.n ?? 0),
    unread_notifications: Number(unread?.n ?? 0),
    // Chat does not exist yet: nothing can be unread. Count the buyer's unread conversations here once it does.
    unread_messages: 0,
    cart_lines: Number(lines?.n ?? 0),
  };
}

const spendStatuses = sql.join(
  SPEND_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

export async function buyerDashboard(db: Database, userId: string): Promise<BuyerDashboard> {
  // Months follow UTC, like every time on the wire.
  const monthStart = sql`date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'`;
  const [summary, [placed], spend, recent] = await Promise.all([
    buyerSummary(db, userId),
    db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.buyerId, userId), sql`${orders.createdAt} >= ${monthStart}`)),
    db.execute(sql`
      select currency, sum(total_minor)::bigint as total_minor from orders
      where buyer_id = ${userId} and created_at >= ${monthStart} and status in (${spendStatuses})
      group by currency order by sum(total_minor) desc`),
    db.execute(sql`
      select o.id, o.number, o.status, o.total_minor, o.currency, o.created_at, ${SUPPLIER_NAME_SQL} as supplier
      from orders o
      join users s on s.id = o.seller_id
      left join store_sections ss on ss.user_id = s.id and ss.section = 'basic-info'
      where o.buyer_id = ${userId}
      order by o.created_at desc, o.id desc
      limit ${RECENT_ORDERS}`),
  ]);
  return {
    ...summary,
    orders_this_month: Number(placed?.n ?? 0),
    spend_this_month: rowsOf<{ currency: string; total_minor: string | number }>(spend).map((row) => ({
      currency: row.currency,
      total_minor: Number(row.total_minor),
    })),
    recent_orders: rowsOf<{
      id: string;
      number: string;
      status: BuyerDashboard['recent_orders'][number]['status'];
      total_minor: string | number;
      currency: string;
      created_at: Date | string;
      supplier: string;
    }>(recent).map((row) => ({
      id: row.id,
      number: row.number,
      status: row.status,
      total_minor: Number(row.total_minor),
      currency: row.currency,
      supplier: row.supplier,
      created_at: new Date(row.created_at).toISOString(),
    })),
  };
}
