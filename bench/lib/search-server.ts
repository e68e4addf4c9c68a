/**
 * The server of the search-at-scale benchmark, in a child process so that the requests timed in the
 * parent do not share its event loop: the real app on the scratch PostgreSQL database of DATABASE_URL,
 * with the demo data and `count` generated products (seed-catalogue.ts). Reports its URL and how long
 * the products took over IPC, and closes on the message 'close'.
 */
import { sql } from 'drizzle-orm';
import { seedLargeCatalogueInBulk } from '../../server/db/seed-catalogue';
import { openScratchApp, runBenchServer } from './scratch-app';

export interface SearchBenchReady {
  type: 'ready';
  url: string;
  products: number;
  /** Rows, indexes and statistics of the generated products. */
  seedMs: number;
}

async function main() {
  const count = Number(process.argv[2]);
  const scratch = await openScratchApp('search');
  const sellerId = await scratch.demoUserId('seller@demo.test');
  const started = performance.now();
  await seedLargeCatalogueInBulk(scratch.db, sellerId, count, (done) => {
    if (done % 100_000 === 0 || done === count) process.stdout.write(`  ${done.toLocaleString('en')} of ${count.toLocaleString('en')} products written\n`);
  });
  // The other tables' statistics too: the demo data was written just before.
  await scratch.db.execute(sql`analyze`);
  const seedMs = performance.now() - started;
  await scratch.serve((url): SearchBenchReady => ({ type: 'ready', url, products: count, seedMs }));
}

runBenchServer(main);
