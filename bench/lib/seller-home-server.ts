/**
 * The server of the seller-home benchmark, in a child process so that the requests timed in the parent
 * do not share its event loop: the real app on the scratch PostgreSQL database of DATABASE_URL, with the
 * demo data and, for the demo seller, `orders` orders over the last year (with their lines, through the
 * triggers that keep the daily sales counters), `views` product views over the same year as the daily
 * counters hold them (visits older than yesterday are pruned in a running system), inquiries and
 * conversations waiting for a reply. Every row comes from INSERT … SELECT over generate_series.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { openScratchApp, runBenchServer } from './scratch-app';

export interface SellerHomeBenchReady {
  type: 'ready';
  url: string;
  seedMs: number;
}

const PRODUCTS = 500;
const BUYERS = 2_000;
const DAYS = 365;

async function seedAtScale(db: Database, sellerId: string, buyerId: string, orders: number, views: number) {
  const today = sql`(now() at time zone 'UTC')::date`;
  const step = async (what: string, statement: ReturnType<typeof sql>) => {
    const started = performance.now();
    await db.execute(statement);
    process.stdout.write(`  ${what} in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  };
  await step(
    `${PRODUCTS} products`,
    sql`insert into products (seller_id, name, sku, currency, price_minor, moq, status, published_at, moderation_status, unit, lead_time_days, description)
        select ${sellerId}, 'Bench product ' || g, 'BENCH-' || g, 'USD', 500 + (g * 37) % 4000, 1 + g % 50, 'published', now(), 'approved', 'piece', 7, ''
        from generate_series(0, ${PRODUCTS - 1}) g`,
  );
  await step(
    'their stock',
    sql`insert into inventory (product_id, seller_id, on_hand, low_stock_threshold)
        select id, seller_id, abs(hashtext(id::text)) % 1000, 10 from products where seller_id = ${sellerId} and sku like 'BENCH-%'`,
  );
  // Every eighth order pending, one in eight cancelled, the rest confirmed, shipped or delivered; one in ten in EUR.
  // Line a: product g % PRODUCTS; every third order also line b. The total is the lines' sum.
  await step(
    `${orders.toLocaleString('en')} orders`,
    sql`insert into orders (number, buyer_id, seller_id, status, currency, total_minor, shipping_address, created_at, updated_at)
        select 'BENCH-' || g, ${buyerId}, ${sellerId},
          (array['pending', 'confirmed', 'shipped', 'delivered', 'delivered', 'delivered', 'delivered', 'cancelled'])[1 + g % 8],
          case when g % 10 = 0 then 'EUR' else 'USD' end,
          (1 + g % 20) * (500 + ((g % ${PRODUCTS}) * 37) % 4000) + case when g % 3 = 0 then (1 + g % 5) * (500 + (((g * 7) % ${PRODUCTS}) * 37) % 4000) else 0 end,
          '{"country": "GB"}'::jsonb,
          now() - ((g % ${DAYS}) || ' days')::interval - ((g * 7919) % 86400 || ' seconds')::interval, now()
        from generate_series(1, ${orders}) g`,
  );
  await step(
    'their lines',
    sql`with product as (select id, name, sku, (row_number() over (order by sku) - 1) as k from products where seller_id = ${sellerId} and sku like 'BENCH-%'),
        bench_order as (select id, substring(number from 7)::int as g from orders where seller_id = ${sellerId} and number like 'BENCH-%'),
        line as (
          select o.id as order_id, o.g % ${PRODUCTS} as k, 1 + o.g % 20 as quantity from bench_order o
          union all
          select o.id, (o.g * 7) % ${PRODUCTS}, 1 + o.g % 5 from bench_order o where o.g % 3 = 0
        )
        insert into order_lines (order_id, product_id, product_name, sku, unit, quantity, unit_price_minor, line_total_minor)
        select line.order_id, product.id, product.name, product.sku, 'piece', line.quantity, 500 + (line.k * 37) % 4000, line.quantity * (500 + (line.k * 37) % 4000)
        from line join product on product.k = line.k`,
  );
  // Exactly `views`: the demo data's own counters go first.
  await step(
    'the demo views removed',
    sql`with gone as (delete from product_views_daily where seller_id = ${sellerId}) delete from seller_views_daily where seller_id = ${sellerId}`,
  );
  await step(
    `${views.toLocaleString('en')} product views (daily counters)`,
    sql`with product as (select id, (row_number() over (order by sku) - 1) as k from products where seller_id = ${sellerId} and sku like 'BENCH-%')
        insert into product_views_daily (product_id, day, seller_id, views)
        select product.id, ${today} - d, ${sellerId}, ${Math.floor(views / (PRODUCTS * DAYS))} + case when (product.k * ${DAYS} + d) < ${views % (PRODUCTS * DAYS)} then 1 else 0 end
        from product cross join generate_series(0, ${DAYS - 1}) d`,
  );
  await step(
    'the seller’s daily views',
    sql`insert into seller_views_daily (seller_id, day, views) select seller_id, day, sum(views) from product_views_daily where seller_id = ${sellerId} group by seller_id, day`,
  );
  await step(
    `${BUYERS} buyers with an inquiry each, every tenth waiting for a reply`,
    sql`with buyer as (
          insert into users (name, email, password_hash, roles, is_email_verified)
          select 'Bench buyer ' || g, 'bench-buyer-' || g || '@bench.test', 'x', array['buyer'], true from generate_series(1, ${BUYERS}) g
          returning id, substring(name from 13)::int as g
        ), product as (select id, (row_number() over (order by sku) - 1) as k from products where seller_id = ${sellerId} and sku like 'BENCH-%')
        insert into conversations (kind, customer_id, supplier_id, product_id, subject, created_at, last_message_at, last_sender_id)
        select 'inquiry', buyer.id, ${sellerId}, product.id, 'Bench inquiry', now() - ((buyer.g % ${DAYS}) || ' days')::interval, now() - ((buyer.g % 30) || ' hours')::interval,
          case when buyer.g % 10 = 0 then buyer.id else ${sellerId}::uuid end
        from buyer join product on product.k = buyer.g % ${PRODUCTS}`,
  );
  await step(
    'their first messages',
    sql`insert into messages (conversation_id, sender_id, client_id, body, created_at)
        select id, customer_id, 'bench-' || id, 'Do you have this in stock?', last_message_at from conversations where supplier_id = ${sellerId} and subject = 'Bench inquiry'`,
  );
  await step('statistics', sql`analyze`);
}

async function main() {
  const [orders, views] = process.argv.slice(2).map(Number);
  const scratch = await openScratchApp('home');
  const sellerId = await scratch.demoUserId('seller@demo.test');
  const buyerId = await scratch.demoUserId('buyer@demo.test');
  const started = performance.now();
  await seedAtScale(scratch.db, sellerId, buyerId, orders, views);
  const seedMs = performance.now() - started;
  await scratch.serve((url): SellerHomeBenchReady => ({ type: 'ready', url, seedMs }));
}

runBenchServer(main);
