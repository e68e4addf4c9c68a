/**
 * The server of the ledger benchmark, in a child process so that the load generated in the parent does
 * not share its event loop: the real app on the scratch PostgreSQL database of DATABASE_URL, with the
 * demo data and `count` more ledger entries for the demo seller (four in five in USD, the rest in INR),
 * every bucket and type, each with the running balances a writer would have given it, and the balance
 * rows to match. One INSERT … SELECT over generate_series with window sums.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { openScratchApp, runBenchServer } from './scratch-app';

export interface LedgerBenchReady {
  type: 'ready';
  url: string;
  seedMs: number;
}

async function seedAtScale(db: Database, sellerId: string, count: number) {
  const step = async (what: string, statement: ReturnType<typeof sql>) => {
    const started = performance.now();
    await db.execute(statement);
    process.stdout.write(`  ${what} in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  };
  await step(
    `${count.toLocaleString('en')} ledger entries`,
    sql`with bench as (
          select g, case when g % 5 = 4 then 'INR' else 'USD' end as currency,
            (array['pending', 'payable', 'reserved', 'paid'])[1 + g % 4] as bucket,
            (array['sale', 'release', 'reserve_hold', 'payout'])[1 + g % 4] as type,
            case when g % 7 = 3 then -(g % 500) else 1 + g % 1000 end as amount,
            now() - ((${count} - g) || ' seconds')::interval as at
          from generate_series(1, ${count}) g
        ), running as (
          select *,
            sum(case when bucket = 'pending' then amount else 0 end) over w as pending_after,
            sum(case when bucket = 'payable' then amount else 0 end) over w as payable_after,
            sum(case when bucket = 'reserved' then amount else 0 end) over w as reserved_after,
            sum(case when bucket = 'paid' then amount else 0 end) over w as paid_after
          from bench window w as (partition by currency order by g)
        )
        insert into seller_ledger_entries (seller_id, currency, type, bucket, amount_minor, pending_after, payable_after, reserved_after, paid_after, created_at)
        select ${sellerId}::uuid, currency, type, bucket, amount, pending_after, payable_after, reserved_after, paid_after, at from running order by g`,
  );
  await step(
    'balance rows',
    sql`insert into seller_balances (seller_id, currency, pending_minor, payable_minor, reserved_minor, paid_minor, entry_count)
        select seller_id, currency, sum(amount_minor) filter (where bucket = 'pending'), sum(amount_minor) filter (where bucket = 'payable'),
          sum(amount_minor) filter (where bucket = 'reserved'), sum(amount_minor) filter (where bucket = 'paid'), count(*)
        from seller_ledger_entries where seller_id = ${sellerId} group by seller_id, currency
        on conflict (seller_id, currency) do update set pending_minor = excluded.pending_minor, payable_minor = excluded.payable_minor,
          reserved_minor = excluded.reserved_minor, paid_minor = excluded.paid_minor, entry_count = excluded.entry_count`,
  );
  await step('statistics', sql`analyze seller_ledger_entries`);
}

async function main() {
  const [count] = process.argv.slice(2).map(Number);
  const scratch = await openScratchApp('ledger');
  const sellerId = await scratch.demoUserId('seller@demo.test');
  const started = performance.now();
  await seedAtScale(scratch.db, sellerId, count);
  const seedMs = performance.now() - started;
  await scratch.serve((url): LedgerBenchReady => ({ type: 'ready', url, seedMs }));
}

runBenchServer(main);
