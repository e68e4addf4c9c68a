/**
 * The seller ledger at scale: a scratch PostgreSQL database where the demo seller has 1,000,000 ledger
 * entries (BENCH_LEDGER_ENTRIES changes it), seeded by bench/lib/ledger-server.ts, and the seller's
 * balances and first pages of entries signed in as the demo seller under steady load from 10
 * connections, beside the 25 ms p99 goal. Balances are one row per currency and a page is an index range
 * on (seller, seq), so neither depends on how long the history is; a page read once is kept until the
 * seller's next entry.
 */
import os from 'node:os';
import { startChild } from './child';
import { formatMs, formatNumber, heading, printTable } from './format';
import type { LedgerBenchReady } from './ledger-server';
import { measureLoad } from './load';
import { createScratchDatabase } from './scratch-database';

const ENTRIES = Number(process.env.BENCH_LEDGER_ENTRIES ?? 1_000_000);
const LOAD = { connections: 10, duration: 10, warmup: 2 };
const DEMO_SELLER = { email: 'seller@demo.test', password: 'Demo1234!' };

const TARGETS = [
  { path: '/v1/seller/balances', what: 'the balances, per currency' },
  // Pages are kept by the seller's entry count (server/modules/money/ledger-read.ts): under this read-only
  // load each is read from the database once, and every later request costs the count's one-row read.
  { path: '/v1/seller/ledger?page=1&limit=20', what: 'the ledger, page 1 of 20 rows, newest first (kept page)' },
  { path: '/v1/seller/ledger?page=1&limit=20&currency=INR', what: 'page 1 of one currency (kept page)' },
];

export async function measureLedgerAtScale(p99BudgetMs: number): Promise<void> {
  heading(
    `Seller ledger at scale: ${formatNumber(ENTRIES)} entries for one seller on PostgreSQL, ${LOAD.connections} connections, ${LOAD.duration} s per call`,
  );
  const database = await createScratchDatabase('mp_bench_ledger');
  console.log(`  scratch database on ${database.server}; seeding…`);
  try {
    const server = await startChild<LedgerBenchReady>('ledger-server.ts', [String(ENTRIES)], { env: { DATABASE_URL: database.url }, timeoutMs: 30 * 60_000 });
    try {
      const { url, seedMs } = server.ready;
      console.log(`\n  seeded in ${formatNumber(seedMs / 1000, 1)} s\n`);
      const login = await fetch(`${url}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_SELLER) });
      const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
      if (!token) throw new Error(`sign-in as ${DEMO_SELLER.email} failed: ${login.status}`);
      const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' };
      const rows: string[][] = [];
      for (const target of TARGETS) {
        process.stdout.write(`  measuring ${target.what}…\n`);
        const first = await fetch(`${url}${target.path}`, { headers });
        const body = (await first.json()) as { data?: unknown; total?: number };
        const shown = Array.isArray(body.data) ? `${body.data.length} of ${formatNumber(body.total ?? 0)}` : 'one row per currency';
        const result = await measureLoad({ url: `${url}${target.path}`, headers, ...LOAD });
        const notes = [`goal p99 ≤ ${p99BudgetMs} ms: ${result.p99Ms <= p99BudgetMs ? 'within' : 'ABOVE'}`];
        if (result.non2xx || result.errors) notes.push(`${result.non2xx} non-2xx, ${result.errors} errors: figure suspect`);
        rows.push([
          `GET ${target.path}`,
          target.what,
          shown,
          formatNumber(result.requestsPerSecond),
          formatMs(result.p50Ms),
          formatMs(result.p99Ms),
          notes.join('; '),
        ]);
      }
      console.log('');
      printTable(['call', 'what', 'rows', 'req/s', 'p50', 'p99', ''], rows, [2, 3, 4, 5]);
      console.log(`  load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`);
    } finally {
      await server.close();
    }
  } finally {
    await database.drop();
  }
}
