// The analytics page: the funnel (views → inquiries → quotes → orders → revenue) in total and per
// product, and buyer demand from the catalogue's searches. Every read is a range of a daily counter or
// an index.
import { sql } from 'drizzle-orm';
import {
  FUNNEL_PRODUCT_ROWS,
  SEARCH_ROWS,
  type Figure,
  type FunnelProduct,
  type Money,
  type SearchDemand,
  type SellerAnalytics,
} from '../../../src/contract/seller-analytics';
import { rowsOf, type Database } from '../../db/client';
import { conversionOf, dayEnd, dayStart, figureOf, periodTotals, type Periods } from './figures';

type Num = number | string;

/** Quotes the seller submitted in each period (quotes_seller_created_idx); revisions are the same quote. */
export async function quoteTotals(db: Database, sellerId: string, { current, previous }: Periods): Promise<Figure> {
  const [row] = rowsOf<{ current: Num; previous: Num }>(
    await db.execute(sql`
      select count(*) filter (where created_at >= ${dayStart(current.from)})::int as current, count(*) filter (where created_at < ${dayStart(current.from)})::int as previous
      from quotes
      where seller_id = ${sellerId} and created_at >= ${dayStart(previous.from)} and created_at < ${dayEnd(current.to)}`),
  );
  return figureOf(Number(row?.current ?? 0), Number(row?.previous ?? 0));
}

/**
 * Products with views, inquiries, quotes or orders in the period, most viewed first; `limit` null for
 * all of them. A quote counts for a product when a line of its latest version is that product: the
 * seller's own product linked in the quote, else the request's product when it is the seller's (the
 * lines accepting a quote holds stock of). Free-text lines count only in the total.
 */
export async function funnelProducts(
  db: Database,
  sellerId: string,
  { current }: Periods,
  limit: number | null,
): Promise<{ rows: FunnelProduct[]; total: number }> {
  const rows = rowsOf<{ product_id: string; name: string; views: Num; inquiries: Num; quotes: Num; orders: Num; revenue: Money[] | string | null; total: Num }>(
    await db.execute(sql`
      with seen as (
        select product_id, sum(views)::int as views from product_views_daily
        where seller_id = ${sellerId} and day between ${current.from}::date and ${current.to}::date group by product_id
      ), asked as (
        select product_id, count(*)::int as inquiries from conversations
        where supplier_id = ${sellerId} and kind = 'inquiry' and product_id is not null
          and created_at >= ${dayStart(current.from)} and created_at < ${dayEnd(current.to)}
        group by product_id
      ), quoted as (
        select coalesce(l.product_id, requested.id) as product_id, count(distinct q.id)::int as quotes
        from quotes q
        join quote_versions v on v.quote_id = q.id and v.version = q.version
        join quote_version_lines l on l.version_id = v.id
        join rfq_lines rl on rl.id = l.rfq_line_id
        left join products requested on requested.id = rl.product_id and requested.seller_id = ${sellerId}
        where q.seller_id = ${sellerId} and q.created_at >= ${dayStart(current.from)} and q.created_at < ${dayEnd(current.to)}
          and coalesce(l.product_id, requested.id) is not null
        group by 1
      ), sold as (
        select product_id, sum(orders)::int as orders,
          jsonb_agg(jsonb_build_object('currency', currency, 'amount_minor', revenue_minor) order by currency) filter (where revenue_minor <> 0) as revenue
        from (
          select product_id, currency, sum(orders) as orders, sum(revenue_minor) as revenue_minor from product_sales_daily
          where seller_id = ${sellerId} and day between ${current.from}::date and ${current.to}::date group by product_id, currency
        ) per_currency
        group by product_id
      ), active as (
        select product_id from seen union select product_id from asked union select product_id from quoted union select product_id from sold
      )
      select p.id as product_id, p.name, coalesce(seen.views, 0) as views, coalesce(asked.inquiries, 0) as inquiries,
        coalesce(quoted.quotes, 0) as quotes, coalesce(sold.orders, 0) as orders, sold.revenue, count(*) over () as total
      from active
      join products p on p.id = active.product_id
      left join seen on seen.product_id = p.id
      left join asked on asked.product_id = p.id
      left join quoted on quoted.product_id = p.id
      left join sold on sold.product_id = p.id
      order by views desc, orders desc, p.name, p.id
      ${limit === null ? sql`` : sql`limit ${limit}`}`),
  );
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows.map((row) => {
      const revenue = (typeof row.revenue === 'string' ? (JSON.parse(row.revenue) as Money[]) : (row.revenue ?? [])).map((money) => ({
        currency: money.currency,
        amount_minor: Number(money.amount_minor),
      }));
      return {
        product_id: row.product_id,
        name: row.name,
        views: Number(row.views),
        inquiries: Number(row.inquiries),
        quotes: Number(row.quotes),
        orders: Number(row.orders),
        revenue,
        conversion: conversionOf(Number(row.orders), Number(row.views)),
      };
    }),
  };
}

/** The categories the seller sells in (its published products'), and every category above them. */
const sellerCategories = (sellerId: string) => sql`
  with recursive mine(id) as (
    select distinct category_id from products where seller_id = ${sellerId} and status = 'published' and category_id is not null
    union
    select c.parent_id from categories c join mine on c.id = mine.id where c.parent_id is not null
  )
  select id from mine`;

/**
 * Searches of both periods, grouped by query and category, most frequent in the current period first.
 * `zeroOnly`: the searches that found nothing, in the seller's categories or in none.
 */
export async function searchDemand(
  db: Database,
  sellerId: string,
  { current, previous }: Periods,
  zeroOnly: boolean,
  limit: number | null,
): Promise<SearchDemand[]> {
  const where = zeroOnly
    ? sql`results = 0 and (category_id is null or category_id in (${sellerCategories(sellerId)}))`
    : sql`category_id in (${sellerCategories(sellerId)})`;
  const rows = rowsOf<{ query: string; category_id: string | null; category_path: string | null; searches: Num; previous_searches: Num; results: Num }>(
    await db.execute(sql`
      with demand as (
        select query, category_id,
          sum(searches) filter (where day >= ${current.from}::date)::int as searches,
          coalesce(sum(searches) filter (where day < ${current.from}::date), 0)::int as previous_searches,
          (array_agg(results order by day desc) filter (where day >= ${current.from}::date))[1] as results
        from search_demand_daily
        where day between ${previous.from}::date and ${current.to}::date and ${where}
        group by query, category_id
      )
      select demand.query, demand.category_id, c.path as category_path, demand.searches, demand.previous_searches, demand.results
      from demand left join categories c on c.id = demand.category_id
      where demand.searches > 0
      order by demand.searches desc, demand.query, c.path nulls first
      ${limit === null ? sql`` : sql`limit ${limit}`}`),
  );
  return rows.map((row) => ({
    query: row.query,
    category_id: row.category_id,
    category_path: row.category_path,
    searches: Number(row.searches),
    previous_searches: Number(row.previous_searches),
    results: Number(row.results ?? 0),
  }));
}

export async function sellerAnalytics(db: Database, sellerId: string, periods: Periods): Promise<SellerAnalytics> {
  const [totals, quotes, products, top, zero] = await Promise.all([
    periodTotals(db, sellerId, periods),
    quoteTotals(db, sellerId, periods),
    funnelProducts(db, sellerId, periods, FUNNEL_PRODUCT_ROWS),
    searchDemand(db, sellerId, periods, false, SEARCH_ROWS),
    searchDemand(db, sellerId, periods, true, SEARCH_ROWS),
  ]);
  return {
    period: periods.current,
    previous_period: periods.previous,
    funnel: { views: totals.views, inquiries: totals.inquiries, quotes, orders: totals.orders, revenue: totals.revenue, conversion: totals.conversion },
    products: products.rows,
    products_total: products.total,
    top_searches: top,
    zero_result_searches: zero,
  };
}
