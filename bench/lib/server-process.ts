/**
 * A server for the benchmark, run in a child process so that the load generator (in the parent) does
 * not share its event loop. `bare`: Fastify's hello-world, the baseline. `app`: the real app with
 * every plugin and hook, migrated and seeded like `npm start` does. Reports its URL over IPC and
 * closes on the message 'close'.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { seedDemoData } from '../../server/db/seed';
import { seedLargeCatalogue, sellerIdByEmail } from '../../server/db/seed-catalogue';
import { listOwned, type ListQuery } from '../../server/lib/scoped-crud';
import { productResource, toProduct } from '../../server/modules/catalog/products';
import { listCatalogue } from '../../server/modules/catalog/public-products';
import { catalogueQuerySchema } from '../../src/contract/public-catalog';
import { REALTIME_CHANNEL } from '../../src/contract/realtime';

export interface ReadyMessage {
  type: 'ready';
  url: string;
  database?: 'pglite' | 'postgres';
  /** A bare Fastify in the app's process running the product list's query directly (no hooks, no auth); its
   * /event-loop reads the process's event-loop delay since the last reading. */
  rawListUrl?: string;
  catalogueSize?: number;
}

type Close = () => Promise<void>;

interface Server {
  url: string;
  database?: 'pglite' | 'postgres';
  rawListUrl?: string;
  catalogueSize?: number;
  close: Close;
}

/** Products generated for the demo seller before measuring lists (BENCH_PRODUCTS overrides). */
const CATALOGUE_SIZE = Number(process.env.BENCH_PRODUCTS ?? 100_000);

async function startBare(): Promise<Server> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}

async function startApp(root: string): Promise<Server> {
  // The default database, as `npm start` runs it (the embedded PostgreSQL) in a throw-away DATA_DIR, unless
  // DATABASE_URL points at a PostgreSQL server (or DB_DRIVER=pglite measures PGlite).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-bench-'));
  const config = {
    ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1' }),
    webDistDir: path.join(root, 'dist'),
  };
  // The same start-up sequence as server/main.ts.
  const handle = await openDatabase(config);
  await handle.migrate();
  await seedDemoData(handle.db);
  const sellerId = await sellerIdByEmail(handle.db, 'seller@demo.test');
  if (!sellerId) throw new Error('the demo seller is missing');
  await seedLargeCatalogue(handle.db, sellerId, CATALOGUE_SIZE);
  const app = await buildApp(config, { handle });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  // The same list query the route runs, behind nothing but a bare Fastify route: what the framework,
  // auth and serialisation add is the difference.
  const raw = Fastify({ logger: false });
  raw.get('/', async (request) => {
    const q = request.query as Record<string, string>;
    const query: ListQuery = {
      page: Number(q.page ?? 1),
      limit: Number(q.limit ?? 20),
      sort: q.sort ?? 'created_at',
      order: q.order === 'asc' ? 'asc' : 'desc',
      status: q.status,
      cursor: q.cursor,
    };
    const { rows, total, nextCursor } = await listOwned(productResource, handle.db, sellerId, query);
    return { data: rows.map(toProduct), total, next_cursor: nextCursor };
  });
  // The public catalogue's query (search, filters, ranking) at /catalogue of the same bare server.
  raw.get('/catalogue', async (request) => listCatalogue(handle.db, catalogueQuerySchema.parse(request.query)));
  // The message a write to any seller's products sends (migration 0020): the app's kept list pages go.
  raw.post('/forget-kept-pages', async () => {
    await handle.db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify({ invalidate: 'products' })})`);
    return { ok: true };
  });
  // How long this process's event loop was held up since the last reading (the app and the bare route
  // share it): p99 and max in ms, then the histogram starts again.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  raw.get('/event-loop', async () => {
    const reading = { p99Ms: loopDelay.percentile(99) / 1e6, maxMs: loopDelay.max / 1e6 };
    loopDelay.reset();
    return reading;
  });
  const rawListUrl = await raw.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    database: handle.kind,
    rawListUrl,
    catalogueSize: CATALOGUE_SIZE,
    async close() {
      await raw.close();
      await app.close();
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const kind = process.argv[2];
  const root = process.argv[3] ?? process.cwd();
  const server: Server | undefined = kind === 'bare' ? await startBare() : kind === 'app' ? await startApp(root) : undefined;
  if (!server) throw new Error(`unknown server kind: ${kind}`);

  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    await server.close().catch(() => undefined);
    process.exit(0);
  };
  process.on('message', (message) => message === 'close' && void close());
  // The parent died without asking: do not linger.
  process.on('disconnect', () => void close());
  process.on('SIGTERM', () => void close());
  process.on('SIGINT', () => void close());

  const ready: ReadyMessage = { type: 'ready', url: server.url, database: server.database, rawListUrl: server.rawListUrl, catalogueSize: server.catalogueSize };
  process.send?.(ready);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
