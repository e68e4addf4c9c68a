/**
 * A server for the benchmark, run in a child process so that the load generator (in the parent) does
 * not share its event loop. `bare`: Fastify's hello-world, the baseline. `app`: the real app with
 * every plugin and hook, migrated and seeded like `npm start` does. Reports its URL over IPC and
 * closes on the message 'close'.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { seedDemoData } from '../../server/db/seed';

export interface ReadyMessage {
  type: 'ready';
  url: string;
  database?: 'pglite' | 'postgres';
}

type Close = () => Promise<void>;

interface Server {
  url: string;
  database?: 'pglite' | 'postgres';
  close: Close;
}

async function startBare(): Promise<Server> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { url, close: () => app.close() };
}

async function startApp(root: string): Promise<Server> {
  // PGlite files in a throw-away directory, unless DATABASE_URL points at a PostgreSQL server.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-bench-'));
  const config = {
    ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1' }),
    webDistDir: path.join(root, 'dist'),
  };
  // The same start-up sequence as server/main.ts.
  const handle = await openDatabase(config);
  await handle.migrate();
  await seedDemoData(handle.db);
  const app = await buildApp(config, { handle });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    database: handle.kind,
    async close() {
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

  const ready: ReadyMessage = { type: 'ready', url: server.url, database: server.database };
  process.send?.(ready);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
