/**
 * Catalogue search at scale: a scratch PostgreSQL database with 1,000,000 generated products
 * (BENCH_SEARCH_PRODUCTS changes it), seeded by bench/lib/search-server.ts, and the latency of
 * GET /v1/public/products?q=… for five kinds of search, one request at a time.
 */
import os from 'node:os';
import { COUNTED_TOTAL_LIMIT } from '../../server/modules/catalog/public-products';
import { startChild } from './child';
import { formatMs, formatNumber, heading, printTable } from './format';
import { percentile } from './load';
import { createScratchDatabase } from './scratch-database';
import type { SearchBenchReady } from './search-server';

const PRODUCTS = Number(process.env.BENCH_SEARCH_PRODUCTS ?? 1_000_000);
const SEED_BUDGET_MS = 5 * 60_000;
const REQUESTS = 200;
const WARM_UP = 10;

// Words of the generated names (seed-catalogue.ts): "<adjective of 8> <noun of 10> model <n>", every fifth a draft.
const SEARCHES = [
  { q: 'cable', shape: 'a common word (1 name in 10)' },
  { q: 'smart valve', shape: 'two words (1 in 40)' },
  { q: 'valv', shape: 'a prefix (1 in 10)' },
  { q: 'bracket model 4247', shape: 'an exact name' },
  { q: 'kitchenware', shape: 'a category (1 in 30)' },
];

const ms = (value: number) => formatMs(Math.round(value * 10) / 10);

export async function measureSearchAtScale(p95BudgetMs: number): Promise<void> {
  heading(
    `Catalogue search at scale: ${formatNumber(PRODUCTS)} products on PostgreSQL, page 1 of 24, best match first (${REQUESTS} requests per search, one at a time)`,
  );
  const database = await createScratchDatabase('mp_bench_search');
  console.log(`  scratch database on ${database.server}; seeding…`);
  try {
    const server = await startChild<SearchBenchReady>('search-server.ts', [String(PRODUCTS)], { env: { DATABASE_URL: database.url }, timeoutMs: 30 * 60_000 });
    try {
      const { url, seedMs } = server.ready;
      console.log(
        `\n  seeded ${formatNumber(PRODUCTS)} products (rows, indexes, statistics) in ${formatNumber(seedMs / 1000, 1)} s   (budget ≤ ${SEED_BUDGET_MS / 60_000} min: ${seedMs <= SEED_BUDGET_MS ? 'within' : 'ABOVE'})\n`,
      );
      let unique = 0;
      // A parameter the API ignores makes every URL new, so no response cache answers in the search's place.
      const once = async (q: string) => {
        const started = performance.now();
        const response = await fetch(`${url}/v1/public/products?q=${encodeURIComponent(q)}&limit=24&bench=${++unique}`);
        const body = (await response.json()) as { total?: number };
        return { ms: performance.now() - started, ok: response.ok, total: body.total ?? 0 };
      };
      const rows: string[][] = [];
      for (const search of SEARCHES) {
        process.stdout.write(`  measuring “${search.q}”…\n`);
        // The very first search of its kind also counts its total (then kept a few seconds).
        const first = await once(search.q);
        for (let i = 0; i < WARM_UP; i += 1) await once(search.q);
        const samples: number[] = [];
        let failures = 0;
        for (let i = 0; i < REQUESTS; i += 1) {
          const result = await once(search.q);
          samples.push(result.ms);
          if (!result.ok) failures += 1;
        }
        samples.sort((a, b) => a - b);
        const p95 = percentile(samples, 0.95);
        const notes = [`budget p95 ≤ ${p95BudgetMs} ms: ${p95 <= p95BudgetMs ? 'within' : 'ABOVE'}`];
        if (failures || !first.ok) notes.push(`${failures + (first.ok ? 0 : 1)} failed: figure suspect`);
        rows.push([
          `q=${search.q}`,
          search.shape,
          formatNumber(first.total),
          ms(first.ms),
          ms(percentile(samples, 0.5)),
          ms(p95),
          ms(percentile(samples, 0.99)),
          notes.join('; '),
        ]);
      }
      console.log('');
      printTable(['search', 'kind', 'total', 'first', 'p50', 'p95', 'p99', ''], rows, [2, 3, 4, 5, 6]);
      console.log(
        `  load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs; a total above ${formatNumber(COUNTED_TOTAL_LIMIT)} is PostgreSQL's estimate`,
      );
    } finally {
      await server.close();
    }
  } finally {
    await database.drop();
  }
}
