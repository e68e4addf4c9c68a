/**
 * The server of the RFQ-board benchmark, in a child process so that the load generated in the parent
 * does not share its event loop: the real app on the scratch PostgreSQL database of DATABASE_URL, with
 * the demo data and `count` more requests for quotation from 2,000 buyers over the last 60 days, spread
 * over every category and state (two in five open, one in ten open past its valid-until and not yet
 * swept, the rest expired, awarded, closed, cancelled or drafts), one in twenty invited-only, with one to
 * three items each, and the demo seller's quotes on one in fifty open ones. Every row comes from
 * INSERT … SELECT over generate_series.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { rfqs } from '../../server/db/schema';
import { reachesSupplier } from '../../server/modules/rfq/visibility';
import { openScratchApp, runBenchServer } from './scratch-app';

export interface RfqBoardBenchReady {
  type: 'ready';
  url: string;
  seedMs: number;
  /** Open RFQs on the demo seller's board, as counted once after seeding. */
  boardRows: number;
}

const BUYERS = 2_000;
const DAYS = 60;

async function seedAtScale(db: Database, sellerId: string, rfqCount: number) {
  const step = async (what: string, statement: ReturnType<typeof sql>) => {
    const started = performance.now();
    await db.execute(statement);
    process.stdout.write(`  ${what} in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  };
  await step(
    `${BUYERS} buyers`,
    sql`insert into users (name, email, password_hash, roles, is_email_verified, is_mobile_verified)
        select 'Bench buyer ' || g, 'bench-rfq-buyer-' || g || '@bench.test', 'x', array['buyer'], true, g % 3 = 0 from generate_series(1, ${BUYERS}) g`,
  );
  // g % 10: 0–3 open, 4 open past its valid-until (reads expired), 5 expired, 6–7 awarded, 8 closed, 9 cancelled or a draft.
  await step(
    `${rfqCount.toLocaleString('en')} requests for quotation`,
    sql`with buyer as (select id, row_number() over (order by email) - 1 as k from users where email like 'bench-rfq-buyer-%'),
        category as (select id, row_number() over (order by path) - 1 as k, count(*) over () as n from categories),
        bench as (
          select g, (array['open', 'open', 'open', 'open', 'open', 'expired', 'awarded', 'awarded', 'closed', case when g % 20 = 9 then 'draft' else 'cancelled' end])[1 + g % 10] as status,
            now() - ((g % ${DAYS}) || ' days')::interval - ((g * 7919) % 86400 || ' seconds')::interval as posted,
            'Bench request ' || g || ' for ' || (array['cotton bags', 'power banks', 'steel pipes', 'work gloves', 'LED lamps'])[1 + g % 5] as title
          from generate_series(1, ${rfqCount}) g
        )
        insert into rfqs (number, buyer_id, title, category_id, status, visibility, buyer_country, delivery_country, delivery_city, incoterm, required_by,
          payment_terms, note, currency, valid_until, quotes_wanted, quote_count, search_text, opened_at, closed_at, created_at, updated_at)
        select 'RFQ-BENCH-' || g, buyer.id, bench.title,
          category.id, bench.status, case when g % 20 = 7 then 'invited' else 'open' end,
          (array['GB', 'DE', 'US', 'IN', 'AE'])[1 + g % 5], (array['GB', 'DE', 'US', 'IN', 'AE', 'FR'])[1 + g % 6], 'Bench city', 'FOB', (now() + interval '90 days')::date,
          '', '', 'USD',
          case when g % 10 < 4 then now() + ((1 + g % 59) || ' days')::interval else bench.posted + interval '1 day' end,
          10, 0, bench.title, case when bench.status = 'draft' then null else bench.posted end,
          case when bench.status in ('closed', 'cancelled') then bench.posted + interval '1 day' end, bench.posted, bench.posted
        from bench
        join buyer on buyer.k = g % ${BUYERS}
        join category on category.k = (g * 7) % category.n`,
  );
  await step(
    'their items (one to three each)',
    sql`insert into rfq_lines (rfq_id, position, name, quantity, unit, target_unit_price_minor, specifications)
        select r.id, p, 'Bench item ' || p, 100 * (1 + (h + p) % 50), 'piece', case when p = 0 then 500 + h % 4000 end, ''
        from (select id, abs(hashtext(id::text)) as h from rfqs where number like 'RFQ-BENCH-%') r
        cross join lateral generate_series(0, r.h % 3) p`,
  );
  await step(
    'invitations of the invited-only ones (the demo seller on one in ten)',
    sql`insert into rfq_invitations (rfq_id, seller_id)
        select r.id, case when substring(r.number from 11)::int % 200 = 7 then ${sellerId}::uuid else seller.id end
        from rfqs r cross join lateral (select id from users where 'seller' = any(roles) and id <> ${sellerId} order by id limit 1) seller
        where r.number like 'RFQ-BENCH-%' and r.visibility = 'invited'`,
  );
  await step(
    'the demo seller’s quotes on one in fifty open requests',
    sql`with quoted as (
          insert into quotes (rfq_id, seller_id, status, version, currency, valid_until, total_minor, created_at, updated_at)
          select id, ${sellerId}, 'submitted', 1, 'USD', valid_until, 100000, opened_at + interval '1 hour', opened_at + interval '1 hour'
          from rfqs where number like 'RFQ-BENCH-%' and status = 'open' and substring(number from 11)::int % 50 = 0
          returning rfq_id
        )
        update rfqs set quote_count = 1 where id in (select rfq_id from quoted)`,
  );
  await step('statistics', sql`analyze`);
}

async function main() {
  const [rfqCount] = process.argv.slice(2).map(Number);
  const scratch = await openScratchApp('rfq');
  const sellerId = await scratch.demoUserId('seller@demo.test');
  const started = performance.now();
  await seedAtScale(scratch.db, sellerId, rfqCount);
  const seedMs = performance.now() - started;
  const [{ n }] = await scratch.db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(rfqs)
    .where(reachesSupplier(sellerId));
  await scratch.serve((url): RfqBoardBenchReady => ({ type: 'ready', url, seedMs, boardRows: n }));
}

runBenchServer(main);
