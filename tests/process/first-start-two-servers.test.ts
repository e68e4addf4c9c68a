import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, sleep } from './helpers';

/**
 * Two API processes (server/main.ts, as `npm start` runs it) started at the same moment on one empty
 * PostgreSQL database: both migrate and both would write the help articles and the demo data. The
 * advisory locks of server/db/client.ts make the second wait and then find the data there, so both start
 * and the data exists once. Needs TEST_DATABASE_URL.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const baseUrl = process.env.TEST_DATABASE_URL;
const DEMO_EMAILS = ['seller@demo.test', 'newseller@demo.test', 'buyer@demo.test', 'admin@demo.test', 'reviewer@demo.test'];

interface Server {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<unknown>;
}

/** Spawns server/main.ts on `databaseUrl`; does not wait for it. */
function spawnServer(databaseUrl: string, port: number, dataDir: string): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'main.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'development',
      SEED_DEMO: 'true',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-app'),
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

const alive = (server: Server) => server.child.exitCode === null && server.child.signalCode === null;

/** Waits until /v1/health answers 200; throws with the server's output if it exits first. */
async function healthy(server: Server, name: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!alive(server)) throw new Error(`server ${name} exited during start-up:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`server ${name} did not answer within 60 s:\n${server.output()}`);
    const status = await fetch(`${server.url}/v1/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await sleep(100);
  }
}

describe.skipIf(!baseUrl)('two servers started at once on an empty PostgreSQL database (needs TEST_DATABASE_URL)', () => {
  const name = `mp_first_start_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  let dataDir: string;
  let databaseUrl: string;
  const servers: Server[] = [];

  const query = async <T>(text: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text)).rows as T[];
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-two-servers-'));
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(baseUrl!);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  });

  afterAll(async () => {
    for (const server of servers) {
      if (alive(server)) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
    }
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('both start, and the help articles and demo data are written once', async () => {
    const [firstPort, secondPort] = [await freePort(), await freePort()];
    servers.push(spawnServer(databaseUrl, firstPort, path.join(dataDir, 'a')), spawnServer(databaseUrl, secondPort, path.join(dataDir, 'b')));
    await Promise.all(servers.map((server, index) => healthy(server, 'AB'[index])));
    // Still running a moment later: neither fell over after answering.
    await sleep(300);
    expect(servers.map(alive), servers.map((server) => server.output()).join('\n----\n')).toEqual([true, true]);

    const demoUsers = await query<{ email: string; n: string }>(`select email, count(*) as n from users group by email order by email`);
    expect(demoUsers.filter((row) => DEMO_EMAILS.includes(row.email)).map((row) => [row.email, Number(row.n)])).toEqual(
      [...DEMO_EMAILS].sort().map((email) => [email, 1]),
    );
    const [{ sellers }] = await query<{ sellers: string }>(`select count(*) as sellers from users where email = 'seller@demo.test'`);
    expect(Number(sellers)).toBe(1);
    // One set of the demo seller's products, not two (a second set could only come with a second seller).
    const doubledSkus = await query(`select seller_id, lower(sku) from products group by 1, 2 having count(*) > 1`);
    expect(doubledSkus).toEqual([]);
    const [{ products }] = await query<{ products: string }>(
      `select count(*) as products from products p join users u on u.id = p.seller_id where u.email = 'seller@demo.test'`,
    );
    expect(Number(products)).toBeGreaterThan(0);
    const doubledArticles = await query(`select slug, language from help_articles group by 1, 2 having count(*) > 1`);
    expect(doubledArticles).toEqual([]);

    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
