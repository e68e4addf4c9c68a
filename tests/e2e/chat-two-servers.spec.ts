// Live delivery across API processes: two servers (`node scripts/start.mjs`, as `npm start` runs
// them) on one fresh PostgreSQL database. A message sent through server A reaches a browser that is
// connected to server B only, so the fan-out must go through PostgreSQL. Needs TEST_DATABASE_URL.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { expect, test } from './fixtures';

const baseDatabaseUrl = process.env.TEST_DATABASE_URL;
const basePort = Number(process.env.E2E_PORT ?? 3100) + 50;
const PORT_A = basePort;
const PORT_B = basePort + 1;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

test.skip(!baseDatabaseUrl, 'TEST_DATABASE_URL is not set: this test needs a PostgreSQL server');

const databaseName = `mp_chat_two_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
const servers: ChildProcess[] = [];

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseDatabaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(): string {
  const url = new URL(baseDatabaseUrl!);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`http://localhost:${port}/v1/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server on port ${port} did not become healthy`);
}

/** One API process as `npm start` runs it; the web app is already built by the suite's own server. */
async function startServer(port: number): Promise<void> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: databaseUrl(),
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      LOGIN_ATTEMPTS_PER_EMAIL: '200',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  servers.push(child);
  await waitForHealth(port, child);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

test.describe('chat across two API processes', () => {
  test.setTimeout(240_000);

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    await admin((client) => client.query(`create database ${databaseName}`));
    // One after the other: the first migrates and writes the demo data, the second finds them there.
    await startServer(PORT_A);
    await startServer(PORT_B);
  });

  test.afterAll(async () => {
    await Promise.all(servers.map(stop));
    await admin((client) => client.query(`drop database if exists ${databaseName} with (force)`));
  });

  test('a message sent through server A appears live in a browser connected to server B', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: `http://localhost:${PORT_B}`, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill('buyer@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Demo1234!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).not.toHaveURL(/\/login/);

    // The seller, through server A only.
    const apiA = `http://localhost:${PORT_A}/v1`;
    const login = await fetch(`${apiA}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'seller@demo.test', password: 'Demo1234!' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const auth = { authorization: `Bearer ${token}` };
    const list = await fetch(`${apiA}/conversations?box=inquiries`, { headers: auth });
    const conversation = ((await list.json()) as { data: Array<{ id: string }> }).data[0];
    expect(conversation, 'a demo inquiry').toBeTruthy();

    await page.goto(`/messages/all?c=${conversation.id}`);
    const thread = page.getByRole('log', { name: 'Messages' });
    await expect(thread).toBeVisible();
    await expect(thread.locator('[data-seq]').first()).toBeVisible();

    const text = `Sent through server A ${Date.now().toString(36)}`;
    const sent = await fetch(`${apiA}/conversations/${conversation.id}/messages`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: randomBytes(12).toString('hex'), body: text }),
    });
    expect(sent.status).toBe(201);
    // No reload and no polling: only the live stream from server B can bring it.
    await expect(thread.getByText(text)).toBeVisible();

    // And the other way: the buyer writes on B, the seller's API on A has it.
    const reply = `Answered through server B ${Date.now().toString(36)}`;
    await page.getByRole('textbox', { name: 'Message' }).fill(reply);
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
    // Earlier messages of the thread may already say 'Sent': ask server A until the reply is there.
    const bodiesOnA = async () => {
      const history = await fetch(`${apiA}/conversations/${conversation.id}/messages`, { headers: auth });
      return ((await history.json()) as { data: Array<{ body: string }> }).data.map((message) => message.body);
    };
    await expect.poll(bodiesOnA, { timeout: 15_000 }).toContain(reply);
    await context.close();
  });
});
