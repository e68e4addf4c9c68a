/**
 * The server of the search-at-scale benchmark, in a child process so that the requests timed in the
 * parent do not share its event loop: the real app on the scratch PostgreSQL database of DATABASE_URL,
 * with the demo data and `count` generated products (seed-catalogue.ts). Reports its URL and how long
 * the products took over IPC, and closes on the message 'close'.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { seedDemoData } from '../../server/db/seed';
import { seedLargeCatalogueInBulk, sellerIdByEmail } from '../../server/db/seed-catalogue';
import { serveUntilParentCloses } from './child';

export interface SearchBenchReady {
  type: 'ready';
  url: string;
  products: number;
  /** Rows, indexes and statistics of the generated products. */
  seedMs: number;
}

async function main() {
  const count = Number(process.argv[2]);
  if (!process.env.DATABASE_URL) throw new Error('the search benchmark server needs DATABASE_URL');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-search-bench-'));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1' });
  const handle = await openDatabase(config);
  await handle.migrate();
  await seedDemoData(handle.db);
  const sellerId = await sellerIdByEmail(handle.db, 'seller@demo.test');
  if (!sellerId) throw new Error('the demo seller is missing');
  const started = performance.now();
  await seedLargeCatalogueInBulk(handle.db, sellerId, count, (done) => {
    if (done % 100_000 === 0 || done === count) process.stdout.write(`  ${done.toLocaleString('en')} of ${count.toLocaleString('en')} products written\n`);
  });
  // The other tables' statistics too: the demo data was written just before.
  await handle.db.execute(sql`analyze`);
  const seedMs = performance.now() - started;
  const app = await buildApp(config, { handle });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });

  const ready: SearchBenchReady = { type: 'ready', url, products: count, seedMs };
  serveUntilParentCloses(ready, { app, handle, dataDir });
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
