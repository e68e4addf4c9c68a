// Demo figures for the seller home and analytics: product-page views of the demo seller's published
// products over the last 120 days (so a 90-day period has a previous one), and buyers' searches over
// the last 60, some that found nothing. The counts vary by day from a hash, the same on every seed.
import { sql } from 'drizzle-orm';
import type { Database } from './client';

const SEARCHES: ReadonlyArray<[query: string, category: string | null, results: number, peak: number]> = [
  ['power bank', 'Consumer Electronics / Chargers & Power Banks', 3, 14],
  ['gan charger 65w', 'Consumer Electronics / Chargers & Power Banks', 1, 6],
  ['usb c cable', 'Consumer Electronics / Mobile Phone Accessories', 1, 11],
  ['phone case', 'Consumer Electronics / Mobile Phone Accessories', 1, 8],
  ['anc earbuds', 'Consumer Electronics / Audio & Headphones', 1, 7],
  ['smart plug', 'Consumer Electronics / Smart Home', 1, 4],
  ['solar power bank 50000mah', 'Consumer Electronics / Chargers & Power Banks', 0, 3],
  ['usb4 cable 2m', null, 0, 3],
  ['bone conduction headphones', null, 0, 2],
];

export async function seedDemoAnalytics(db: Database, sellerId: string): Promise<void> {
  const today = sql`(now() at time zone 'UTC')::date`;
  await db.execute(sql`
    insert into product_views_daily (product_id, day, seller_id, views)
    select p.id, d::date, p.seller_id, 3 + abs(hashtext(p.id::text || d::date::text)) % 25
    from products p cross join generate_series(${today} - 120, ${today} - 1, interval '1 day') d
    where p.seller_id = ${sellerId} and p.status = 'published'`);
  await db.execute(sql`
    insert into seller_views_daily (seller_id, day, views)
    select seller_id, day, sum(views) from product_views_daily where seller_id = ${sellerId} group by seller_id, day`);
  const searches = sql.join(
    SEARCHES.map(([query, category, results, peak]) => sql`(${query}, ${category}::text, ${results}::int, ${peak}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    insert into search_demand_daily (day, query, category_id, results, searches)
    select d::date, s.query, c.id, s.results, 1 + abs(hashtext(s.query || d::date::text)) % s.peak
    from (values ${searches}) as s(query, category, results, peak)
    left join categories c on c.path = s.category
    cross join generate_series(${today} - 60, ${today} - 1, interval '1 day') d`);
}
