// The counts behind one seller's performance measures, read from the platform's own records in one
// statement over the periods of PERFORMANCE_RULES: conversations and invitations answered, orders shipped
// on time or cancelled, and reviews.
import { sql } from 'drizzle-orm';
import { VALID_DAYS_MAX } from '../../../src/contract/rfq';
import { DEFAULT_LEAD_TIME_DAYS, PERFORMANCE_RULES, RESPONSE_WINDOW_HOURS } from '../../../src/contract/performance';
import { rowsOf, type Database } from '../../db/client';

export type Counts = {
  response_decided: number;
  response_answered: number;
  replies: number;
  reply_median_seconds: number | null;
  shipments_decided: number;
  shipped_on_time: number;
  orders_counted: number;
  supplier_cancelled: number;
  rating_average: number | null;
  rating_count: number;
};

const days = (n: number) => sql`make_interval(days => ${n})`;
const rules = PERFORMANCE_RULES;

/**
 * The counts behind every measure, over the periods of PERFORMANCE_RULES ending now:
 *
 * - Conversations a buyer started with the supplier (inquiry and order threads whose first message is
 *   the buyer's), from that first message. Answered: the supplier's first message came within
 *   RESPONSE_WINDOW_HOURS. Decided: answered at all, or the window is over (so a question asked an hour
 *   ago counts only once answered or once its day is up). The reply time is from the buyer's first
 *   message to the supplier's first one, its median over the answered conversations.
 * - RFQ invitations join the response rate (not the reply time: a quote is no chat reply), from when
 *   the invitation reached the supplier (the request posted, or the invitation written if later).
 *   Answered: the supplier quoted within RESPONSE_WINDOW_HOURS (a quote later withdrawn still answered).
 *   Decided as conversations are, except that an invitation left unquoted counts only when its request
 *   still took quotes for the whole window: one the buyer closed, cancelled or awarded, or that expired,
 *   within it is left out. (The sent time is at most VALID_DAYS_MAX + 1 days after the invitation was
 *   written, so the seller's invitations index is read as a range.)
 * - Orders placed in the period. On time: confirmed, then shipped no later than the lead time after the
 *   confirmation (the longest lead time of the order's products; DEFAULT_LEAD_TIME_DAYS when none gives
 *   one); decided once shipped or once that deadline passed; cancelled orders are left to the
 *   cancellation rate. Supplier-caused cancellations: cancelled by the seller (the history's actor);
 *   the buyer's own cancellations are left out of the rate altogether.
 * - Reviews written in the period and not hidden by staff: their average overall rating.
 */
export async function countsOf(db: Database, sellerId: string): Promise<Counts> {
  const responseDays = Math.max(rules.response_rate.periodDays, rules.reply_time.periodDays);
  const orderDays = Math.max(rules.on_time_rate.periodDays, rules.cancellation_rate.periodDays);
  const window = sql`make_interval(hours => ${RESPONSE_WINDOW_HOURS})`;
  const result = await db.execute(sql`
    with requests as (
      select 'conversation' as kind, first.created_at as started_at,
             (select min(reply.created_at) from messages reply where reply.conversation_id = c.id and reply.sender_id = c.supplier_id) as replied_at
      from conversations c
      cross join lateral (select m.sender_id, m.created_at from messages m where m.conversation_id = c.id order by m.seq limit 1) first
      where c.supplier_id = ${sellerId}
        and c.kind in ('inquiry', 'order')
        and c.last_message_at >= now() - ${days(responseDays)}
        and first.sender_id = c.customer_id
        and first.created_at >= now() - ${days(responseDays)}
      union all
      select 'invitation', invited.sent_at, q.created_at
      from rfq_invitations i
      join rfqs r on r.id = i.rfq_id
      cross join lateral (select greatest(i.created_at, r.opened_at) as sent_at) invited
      left join quotes q on q.rfq_id = i.rfq_id and q.seller_id = i.seller_id
      where i.seller_id = ${sellerId}
        and i.created_at >= now() - ${days(rules.response_rate.periodDays + VALID_DAYS_MAX + 1)}
        and r.opened_at is not null
        and invited.sent_at >= now() - ${days(rules.response_rate.periodDays)}
        and (q.id is not null or least(r.valid_until, r.closed_at,
          (select min(a.decided_at) from quotes a where a.rfq_id = r.id and a.status = 'accepted')) >= invited.sent_at + ${window})
    ),
    conversation_counts as (
      select
        count(*) filter (where started_at >= now() - ${days(rules.response_rate.periodDays)} and (replied_at is not null or started_at <= now() - ${window}))::int as response_decided,
        count(*) filter (where started_at >= now() - ${days(rules.response_rate.periodDays)} and replied_at <= started_at + ${window})::int as response_answered,
        count(*) filter (where kind = 'conversation' and started_at >= now() - ${days(rules.reply_time.periodDays)} and replied_at is not null)::int as replies,
        percentile_cont(0.5) within group (order by extract(epoch from replied_at - started_at))
          filter (where kind = 'conversation' and started_at >= now() - ${days(rules.reply_time.periodDays)} and replied_at is not null) as reply_median_seconds
      from requests
    ),
    placed as (
      select o.status, o.created_at,
        (select max(e.created_at) from order_events e where e.order_id = o.id and e.to_status = 'confirmed') as confirmed_at,
        (select min(e.created_at) from order_events e where e.order_id = o.id and e.to_status = 'shipped') as shipped_at,
        (select e.actor_role from order_events e where e.order_id = o.id and e.to_status = 'cancelled' order by e.created_at desc limit 1) as cancelled_by,
        (select coalesce(max(p.lead_time_days), ${DEFAULT_LEAD_TIME_DAYS}) from order_lines l join products p on p.id = l.product_id where l.order_id = o.id) as lead_days
      from orders o
      where o.seller_id = ${sellerId} and o.created_at >= now() - ${days(orderDays)}
    ),
    shipments as (
      select shipped_at, confirmed_at + make_interval(days => lead_days) as due_at
      from placed
      where status <> 'cancelled' and confirmed_at is not null and created_at >= now() - ${days(rules.on_time_rate.periodDays)}
    ),
    order_counts as (
      select
        (select count(*) from shipments where shipped_at is not null or due_at < now())::int as shipments_decided,
        (select count(*) from shipments where shipped_at <= due_at)::int as shipped_on_time,
        count(*) filter (where not (status = 'cancelled' and cancelled_by = 'buyer'))::int as orders_counted,
        count(*) filter (where status = 'cancelled' and cancelled_by = 'seller')::int as supplier_cancelled
      from placed
      where created_at >= now() - ${days(rules.cancellation_rate.periodDays)}
    ),
    rating_counts as (
      select avg(overall_rating)::float8 as rating_average, count(*)::int as rating_count
      from reviews
      where seller_id = ${sellerId} and hidden_at is null and created_at >= now() - ${days(rules.rating.periodDays)}
    )
    select * from conversation_counts, order_counts, rating_counts
  `);
  const [row] = rowsOf<Counts>(result);
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    response_decided: Number(row.response_decided),
    response_answered: Number(row.response_answered),
    replies: Number(row.replies),
    reply_median_seconds: number(row.reply_median_seconds),
    shipments_decided: Number(row.shipments_decided),
    shipped_on_time: Number(row.shipped_on_time),
    orders_counted: Number(row.orders_counted),
    supplier_cancelled: Number(row.supplier_cancelled),
    rating_average: number(row.rating_average),
    rating_count: Number(row.rating_count),
  };
}
