/**
 * The supplier's RFQ board at scale: a scratch PostgreSQL database with 100,000 requests for quotation
 * (BENCH_RFQS changes it), seeded by bench/lib/rfq-board-server.ts, and the board's first page of 20
 * rows signed in as the demo seller under steady load from 10 connections, beside the 25 ms p99 goal.
 * The server keeps a page a few seconds (server/modules/rfq/board-cache.ts), so under load most reads
 * are kept pages; what a page costs when it is read afresh is measured too, one read at a time.
 */
import os from 'node:os';
import pg from 'pg';
import { REALTIME_CHANNEL } from '../../src/contract/realtime';
import { startChild } from './child';
import { formatMs, formatNumber, heading, printTable } from './format';
import { freshReads, measureLoad } from './load';
import type { RfqBoardBenchReady } from './rfq-board-server';
import { createScratchDatabase } from './scratch-database';

const RFQS = Number(process.env.BENCH_RFQS ?? 100_000);
const LOAD = { connections: 10, duration: 10, warmup: 2 };
const COLD_READS = 100;
const DEMO_SELLER = { email: 'seller@demo.test', password: 'Demo1234!' };

const TARGETS = [
  { path: '/v1/quote-allowance', what: 'a small signed-in read beside it: what any call costs on this machine now' },
  { path: '/v1/rfq-board?page=1&limit=20', what: 'page 1, 20 rows, newest first (the board as it opens)' },
  { path: '/v1/rfq-board?page=1&limit=20&q=power', what: 'page 1 with a search over titles and items' },
  { path: '/v1/rfq-board?page=5&limit=20', what: 'page 5' },
];

export async function measureRfqBoardAtScale(p99BudgetMs: number): Promise<void> {
  heading(
    `RFQ board at scale: ${formatNumber(RFQS)} requests for quotation on PostgreSQL, ${LOAD.connections} connections, ${LOAD.duration} s per call after a ${LOAD.warmup} s warm-up`,
  );
  const database = await createScratchDatabase('mp_bench_rfq');
  console.log(`  scratch database on ${database.server}; seeding…`);
  try {
    const server = await startChild<RfqBoardBenchReady>('rfq-board-server.ts', [String(RFQS)], { env: { DATABASE_URL: database.url }, timeoutMs: 30 * 60_000 });
    try {
      const { url, seedMs, boardRows } = server.ready;
      console.log(`\n  seeded in ${formatNumber(seedMs / 1000, 1)} s; ${formatNumber(boardRows)} open requests on the demo seller's board\n`);
      const login = await fetch(`${url}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_SELLER) });
      const token = ((await login.json()) as { data?: { token?: string } }).data?.token;
      if (!token) throw new Error(`sign-in as ${DEMO_SELLER.email} failed: ${login.status}`);
      const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' };
      const rows: string[][] = [];
      for (const target of TARGETS) {
        process.stdout.write(`  measuring ${target.what}…\n`);
        const first = await fetch(`${url}${target.path}`, { headers });
        const body = (await first.json()) as { data?: unknown[]; total?: number };
        const result = await measureLoad({ url: `${url}${target.path}`, headers, ...LOAD });
        const notes = target.path.startsWith('/v1/rfq-board') ? [`goal p99 ≤ ${p99BudgetMs} ms: ${result.p99Ms <= p99BudgetMs ? 'within' : 'ABOVE'}`] : [];
        if (result.non2xx || result.errors) notes.push(`${result.non2xx} non-2xx, ${result.errors} errors: figure suspect`);
        rows.push([
          `GET ${target.path}`,
          target.what,
          Array.isArray(body.data) ? `${body.data.length} of ${formatNumber(body.total ?? 0)}` : '',
          formatNumber(result.requestsPerSecond),
          formatMs(result.p50Ms),
          formatMs(result.p99Ms),
          notes.join('; '),
        ]);
      }
      console.log('');
      printTable(['call', 'what', 'rows of total', 'req/s', 'p50', 'p99', ''], rows, [2, 3, 4, 5]);
      const cold = await coldReads(database.url, `${url}${TARGETS[1].path}`, headers);
      console.log(
        `\n  page 1 read afresh (the kept pages dropped by a NOTIFY before each read), ${COLD_READS} reads one at a time: p50 ${formatMs(cold.p50Ms)}, p99 ${formatMs(cold.p99Ms)}`,
      );
      console.log(`  load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs`);
    } finally {
      await server.close();
    }
  } finally {
    await database.drop();
  }
}

/** Page 1 read afresh: before each read, the message every write to requests sends (migration 0019). */
async function coldReads(databaseUrl: string, url: string, headers: Record<string, string>): Promise<{ p50Ms: number; p99Ms: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await freshReads(url, headers, COLD_READS, () =>
      client.query('select pg_notify($1, $2)', [REALTIME_CHANNEL, JSON.stringify({ invalidate: 'rfq' })]),
    );
  } finally {
    await client.end();
  }
}
