/**
 * How a bench server child starts over the scratch PostgreSQL database of DATABASE_URL: in a throw-away
 * DATA_DIR, migrated and holding the demo data, as `npm start` leaves an empty database. The section
 * then seeds its own rows and calls `serve`, which starts the real app and reports ready to the parent.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { seedDemoData } from '../../server/db/seed';
import { sellerIdByEmail } from '../../server/db/seed-catalogue';
import { serveUntilParentCloses } from './child';

export interface ScratchApp {
  db: Database;
  /** The id of a demo account, e.g. seller@demo.test. */
  demoUserId(email: string): Promise<string>;
  /** Starts the app on a free port and sends the parent the report `ready` builds from its URL. */
  serve(ready: (url: string) => unknown): Promise<void>;
}

export async function openScratchApp(bench: string): Promise<ScratchApp> {
  if (!process.env.DATABASE_URL) throw new Error(`the ${bench} benchmark server needs DATABASE_URL`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `marketplace-${bench}-bench-`));
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1' });
  const handle = await openDatabase(config);
  await handle.migrate();
  await seedDemoData(handle.db);
  return {
    db: handle.db,
    async demoUserId(email) {
      const id = await sellerIdByEmail(handle.db, email);
      if (!id) throw new Error(`the demo account ${email} is missing`);
      return id;
    },
    async serve(ready) {
      const app = await buildApp(config, { handle });
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      serveUntilParentCloses(await ready(url), { app, handle, dataDir });
    },
  };
}

/** Runs a bench server's main, printing its error and exiting with 1 when it fails. */
export function runBenchServer(main: () => Promise<void>): void {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
