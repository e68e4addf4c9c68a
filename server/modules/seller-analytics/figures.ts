// The seller's figures for a period and the one before it, read from the daily counters (migration
// 0016): sales per day and currency, views per day, and inquiries from the conversations' index. A
// 90-day period with its previous one is at most 180 rows per counter, whatever the seller's history.
import { sql, type SQL } from 'drizzle-orm';
import {
  changeOf,
  daysOf,
  TOP_PRODUCTS,
  type DailyPoint,
  type Figure,
  type HomeFigures,
  type MoneyFigure,
  type Period,
  type RateFigure,
  type TopProduct,
} from '../../../src/contract/seller-analytics';
import { rowsOf, type Database } from '../../db/client';

export interface Periods {
  current: Period;
  previous: Period;
}

type Num = number | string;

/** The first moment of a UTC day, and of the day after it, whatever the session's time zone. */
export const dayStart = (day: string): SQL => sql`(${day}::date::timestamp at time zone 'UTC')`;
export const dayEnd = (day: string): SQL => sql`((${day}::date + 1)::timestamp at time zone 'UTC')`;

export const figureOf = (current: number, previous: number): Figure => ({ current, previous, change: changeOf(current, previous) });
const rateOf = (current: number | null, previous: number | null): RateFigure => ({ current, previous, change: changeOf(current, previous) });
/** Orders over views; null without views. */
export const conversionOf = (orders: number, views: number): number | null => (views > 0 ? orders / views : null);

function moneyFigures(current: Map<string, number>, previous: Map<string, number>): MoneyFigure[] {
  return (
    [...new Set([...current.keys(), ...previous.keys()])]
      .map((currency) => {
        const now = current.get(currency) ?? 0;
        const before = previous.get(currency) ?? 0;
        return { currency, current_minor: now, previous_minor: before, change: changeOf(now, before) };
      })
      // A currency whose orders were all cancelled again leaves zero rows behind: nothing to show.
      .filter((figure) => figure.current_minor !== 0 || figure.previous_minor !== 0)
      .sort((a, b) => b.current_minor - a.current_minor || b.previous_minor - a.previous_minor || a.currency.localeCompare(b.currency))
  );
}

const add = (map: Map<string, number>, key: string, value: number) => map.set(key, (map.get(key) ?? 0) + value);

export interface PeriodTotals {
  revenue: MoneyFigure[];
  orders: Figure;
  average_order_value: MoneyFigure[];
  views: Figure;
  inquiries: Figure;
  conversion: RateFigure;
  daily: DailyPoint[];
}

/** Revenue, orders, average order value, views, inquiries and conversion of both periods, and the current period day by day. */
export async function periodTotals(db: Database, sellerId: string, { current, previous }: Periods): Promise<PeriodTotals> {
  const [sales, views, inquiries] = await Promise.all([
    db
      .execute(
        sql`select to_char(day, 'YYYY-MM-DD') as day, currency, orders, revenue_minor from seller_sales_daily
            where seller_id = ${sellerId} and day between ${previous.from}::date and ${current.to}::date`,
      )
      .then((result) => rowsOf<{ day: string; currency: string; orders: Num; revenue_minor: Num }>(result)),
    db
      .execute(
        sql`select to_char(day, 'YYYY-MM-DD') as day, views from seller_views_daily where seller_id = ${sellerId} and day between ${previous.from}::date and ${current.to}::date`,
      )
      .then((result) => rowsOf<{ day: string; views: Num }>(result)),
    db
      .execute(
        sql`select count(*) filter (where created_at >= ${dayStart(current.from)})::int as current, count(*) filter (where created_at < ${dayStart(current.from)})::int as previous
            from conversations
            where supplier_id = ${sellerId} and kind = 'inquiry' and created_at >= ${dayStart(previous.from)} and created_at < ${dayEnd(current.to)}`,
      )
      .then((result) => rowsOf<{ current: Num; previous: Num }>(result)[0]),
  ]);

  const isCurrent = (day: string) => day >= current.from;
  const revenue = { current: new Map<string, number>(), previous: new Map<string, number>() };
  const ordersByCurrency = { current: new Map<string, number>(), previous: new Map<string, number>() };
  const byDay = new Map<string, { orders: number; views: number; revenue: Map<string, number> }>(
    daysOf(current).map((day) => [day, { orders: 0, views: 0, revenue: new Map() }]),
  );
  for (const row of sales) {
    const side = isCurrent(row.day) ? 'current' : 'previous';
    add(revenue[side], row.currency, Number(row.revenue_minor));
    add(ordersByCurrency[side], row.currency, Number(row.orders));
    const point = byDay.get(row.day);
    if (point) {
      point.orders += Number(row.orders);
      add(point.revenue, row.currency, Number(row.revenue_minor));
    }
  }
  const viewTotals = { current: 0, previous: 0 };
  for (const row of views) {
    viewTotals[isCurrent(row.day) ? 'current' : 'previous'] += Number(row.views);
    const point = byDay.get(row.day);
    if (point) point.views += Number(row.views);
  }
  const sum = (map: Map<string, number>) => [...map.values()].reduce((total, value) => total + value, 0);
  const orderTotals = { current: sum(ordersByCurrency.current), previous: sum(ordersByCurrency.previous) };
  const average = (side: 'current' | 'previous') =>
    new Map(
      [...revenue[side]].map(([currency, amount]) => [
        currency,
        ordersByCurrency[side].get(currency) ? Math.round(amount / ordersByCurrency[side].get(currency)!) : 0,
      ]),
    );

  return {
    revenue: moneyFigures(revenue.current, revenue.previous),
    orders: figureOf(orderTotals.current, orderTotals.previous),
    average_order_value: moneyFigures(average('current'), average('previous')),
    views: figureOf(viewTotals.current, viewTotals.previous),
    inquiries: figureOf(Number(inquiries?.current ?? 0), Number(inquiries?.previous ?? 0)),
    conversion: rateOf(conversionOf(orderTotals.current, viewTotals.current), conversionOf(orderTotals.previous, viewTotals.previous)),
    daily: [...byDay].map(([day, point]) => ({
      day,
      orders: point.orders,
      views: point.views,
      revenue: [...point.revenue].filter(([, amount]) => amount !== 0).map(([currency, amount]) => ({ currency, amount_minor: amount })),
    })),
  };
}

/** The products with the most revenue in the period, TOP_PRODUCTS per currency (amounts are never compared across currencies). */
export async function topProducts(db: Database, sellerId: string, period: Period, limit: number | null = TOP_PRODUCTS): Promise<TopProduct[]> {
  const rows = rowsOf<{ product_id: string; name: string; currency: string; revenue_minor: Num; quantity: Num; orders: Num }>(
    await db.execute(sql`
      select ranked.product_id, coalesce(p.name, '') as name, ranked.currency, ranked.revenue_minor, ranked.quantity, ranked.orders
      from (
        select totals.*, row_number() over (partition by totals.currency order by totals.revenue_minor desc, totals.product_id) as place
        from (
          select product_id, currency, sum(revenue_minor)::bigint as revenue_minor, sum(quantity)::bigint as quantity, sum(orders)::int as orders
          from product_sales_daily
          where seller_id = ${sellerId} and day between ${period.from}::date and ${period.to}::date
          group by product_id, currency
        ) totals
        where totals.revenue_minor > 0
      ) ranked
      join products p on p.id = ranked.product_id
      where ${limit === null ? sql`true` : sql`ranked.place <= ${limit}`}
      order by ranked.currency, ranked.place`),
  );
  return rows.map((row) => ({
    product_id: row.product_id,
    name: row.name,
    currency: row.currency,
    revenue_minor: Number(row.revenue_minor),
    quantity: Number(row.quantity),
    orders: Number(row.orders),
  }));
}

export async function homeFigures(db: Database, sellerId: string, periods: Periods): Promise<HomeFigures> {
  const [totals, top] = await Promise.all([periodTotals(db, sellerId, periods), topProducts(db, sellerId, periods.current)]);
  return { period: periods.current, previous_period: periods.previous, ...totals, top_products: top };
}
