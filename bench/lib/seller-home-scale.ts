/**
 * The seller home at scale: a scratch PostgreSQL database where the demo seller has 100,000 orders and
 * 1,000,000 product views over a year (BENCH_HOME_ORDERS and BENCH_HOME_VIEWS change them), seeded by
 * bench/lib/seller-home-server.ts, and the latency of the home's calls signed in as that seller, one
 * request at a time, beside the 100 ms p95 goal.
 */
import os from 'node:os';
import { startChild } from './child';
import { formatMs, formatNumber, heading, printTable } from './format';
import { percentile } from './load';
import { createScratchDatabase } from './scratch-database';
import type { SellerHomeBenchReady } from './seller-home-server';

const ORDERS = Number(process.env.BENCH_HOME_ORDERS ?? 100_000);
const VIEWS = Number(process.env.BENCH_HOME_VIEWS ?? 1_000_000);
const REQUESTS = 200;
const WARM_UP = 10;
const DEMO_SELLER = { email: 'seller@demo.test', password: 'Demo1234!' };

const TARGETS = [
  { path: '/v1/seller/home/figures?period=30', what: 'figures, last 30 days (the home’s default)' },
  { path: '/v1/seller/home/figures?period=90', what: 'figures, last 90 days' },
  { path: '/v1/seller/home/queue', what: 'action queue' },
  { path: '/v1/seller/analytics?period=90', what: 'analytics page, last 90 days' },
];

const ms = (value: number) => formatMs(Math.round(value * 10) / 10);

export async function measureSellerHomeAtScale(p95BudgetMs: number): Promise<void> {
  heading(
    `Seller home at scale: ${formatNumber(ORDERS)} orders and ${formatNumber(VIEWS)} product views of one seller on PostgreSQL (${REQUESTS} requests per call, one at a time)`,
  );
  const database = await createScratchDatabase('mp_bench_home');
  console.log(`  scratch database on ${database.server}; seeding…`);
  try {
    const server = await startChild<SellerHomeBenchReady>('seller-home-server.ts', [String(ORDERS), String(VIEWS)], {
      env: { DATABASE_URL: database.url },
      timeoutMs: 30 * 60_000,
    });
    try {
      const { url, seedMs } = server.ready;
      console.log(`\n  seeded in ${formatNumber(seedMs / 1000, 1)} s\n`);
      const login = await fetch(`${url}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_SELLER) });
      const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
      if (!token) throw new Error(`sign-in as ${DEMO_SELLER.email} failed: ${login.status}`);
      const once = async (path: string) => {
        const started = performance.now();
        const response = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } });
        await response.arrayBuffer();
        return { ms: performance.now() - started, ok: response.ok };
      };
      const rows: string[][] = [];
      for (const target of TARGETS) {
        process.stdout.write(`  measuring ${target.what}…\n`);
        for (let i = 0; i < WARM_UP; i += 1) await once(target.path);
        const samples: number[] = [];
        let failures = 0;
        for (let i = 0; i < REQUESTS; i += 1) {
          const result = await once(target.path);
          samples.push(result.ms);
          if (!result.ok) failures += 1;
        }
        samples.sort((a, b) => a - b);
        const p95 = percentile(samples, 0.95);
        const notes = [`goal p95 ≤ ${p95BudgetMs} ms: ${p95 <= p95BudgetMs ? 'within' : 'ABOVE'}`];
        if (failures) notes.push(`${failures} failed: figure suspect`);
        rows.push([`GET ${target.path}`, target.what, ms(percentile(samples, 0.5)), ms(p95), ms(percentile(samples, 0.99)), notes.join('; ')]);
      }
      console.log('');
      printTable(['call', 'what', 'p50', 'p95', 'p99', ''], rows, [2, 3, 4]);
      console.log(`  load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`);
    } finally {
      await server.close();
    }
  } finally {
    await database.drop();
  }
}
