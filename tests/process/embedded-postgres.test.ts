import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, sleep } from './helpers';

/**
 * The server as `npm start` runs it (server/main.ts in its own Node process) on the default database,
 * the embedded PostgreSQL in DATA_DIR/postgres: how it stops, and what a kill -9 does to it.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const hasProc = fs.existsSync('/proc/self/cwd');

interface RunningServer {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts server/main.ts in a process group of its own, as a terminal would, and waits until /v1/health answers. */
async function startServer(dataDir: string): Promise<RunningServer> {
  const port = await freePort();
  const { DATABASE_URL: _url, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'main.ts')], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      NODE_ENV: 'development',
      DB_DRIVER: 'postgres',
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
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server exited during start-up:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within 60 s:\n${output}`);
    }
    const healthy = await fetch(`${url}/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { child, url, output: () => output, exited };
    await sleep(100);
  }
}

/** The pid of the running postmaster, from its lock file. */
function postmasterPid(dataDir: string): number {
  return Number(fs.readFileSync(path.join(dataDir, 'postgres', 'data', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** Every live process working in the cluster's directory: the postmaster and its children all chdir there. */
function clusterProcesses(dataDir: string): number[] {
  const pgdata = fs.realpathSync(path.join(dataDir, 'postgres', 'data'));
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (fs.readlinkSync(`/proc/${entry}/cwd`) === pgdata) pids.push(Number(entry));
    } catch {
      // Gone meanwhile, or not ours to look at.
    }
  }
  return pids;
}

async function waitUntilNoClusterProcess(dataDir: string, timeoutMs = 10_000): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  let left = clusterProcesses(dataDir);
  while (left.length > 0 && Date.now() < deadline) {
    await sleep(100);
    left = clusterProcesses(dataDir);
  }
  return left;
}

async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

describe.skipIf(!hasProc)('the embedded PostgreSQL of npm start', () => {
  let dataDir: string;
  let running: RunningServer | undefined;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-process-'));
  });

  afterAll(async () => {
    if (running && running.child.exitCode === null) {
      running.child.kill('SIGTERM');
      await running.exited;
    }
    await waitUntilNoClusterProcess(dataDir).catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops cleanly on Ctrl-C, leaving no PostgreSQL process', async () => {
    running = await startServer(dataDir);
    expect(running.output()).toContain('database: embedded PostgreSQL');
    const postmaster = postmasterPid(dataDir);
    expect(clusterProcesses(dataDir)).toContain(postmaster);

    // Ctrl-C in a terminal signals the foreground process group: the API's, not PostgreSQL's.
    process.kill(-running.child.pid!, 'SIGINT');
    expect(await running.exited).toEqual({ code: 0, signal: null });
    expect(clusterProcesses(dataDir)).toEqual([]);
    // A clean shutdown removes the lock file; a crash would have left it.
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'data', 'postmaster.pid'))).toBe(false);
  });

  it('starts over a stale postmaster.pid and stops cleanly on SIGTERM', async () => {
    // A crash leaves the lock file behind, and after a reboot its pid may belong to another program (here: this one).
    fs.writeFileSync(path.join(dataDir, 'postgres', 'data', 'postmaster.pid'), `${process.pid}\n${path.join(dataDir, 'postgres', 'data')}\n`);
    running = await startServer(dataDir);
    expect(postmasterPid(dataDir)).not.toBe(process.pid);

    running.child.kill('SIGTERM');
    expect(await running.exited).toEqual({ code: 0, signal: null });
    expect(clusterProcesses(dataDir)).toEqual([]);
  });

  it('loses no acknowledged write when the API process is killed with kill -9 during a burst of writes', async () => {
    running = await startServer(dataDir);
    const postmaster = postmasterPid(dataDir);
    const acknowledged = await burstOfWrites(running, () => running!.child.kill('SIGKILL'));

    // The supervisor sees the API process gone and shuts PostgreSQL down: nothing keeps running.
    expect(await waitUntilNoClusterProcess(dataDir)).toEqual([]);
    expect(() => process.kill(postmaster, 0)).toThrow();

    running = await startServer(dataDir);
    expect(await missingProducts(running, acknowledged)).toEqual([]);
    running.child.kill('SIGTERM');
    expect(await running.exited).toEqual({ code: 0, signal: null });
    expect(clusterProcesses(dataDir)).toEqual([]);
  });

  it('loses no acknowledged write when the API and PostgreSQL are all killed with kill -9 during a burst of writes', async () => {
    running = await startServer(dataDir);
    // PostgreSQL's process group: its supervisor, the postmaster and every backend.
    const group = processGroupOf(postmasterPid(dataDir));
    const server = running;
    const acknowledged = await burstOfWrites(server, () => {
      process.kill(-group, 'SIGKILL');
      server.child.kill('SIGKILL');
    });
    expect(await waitUntilNoClusterProcess(dataDir)).toEqual([]);
    // A crash leaves the lock file; the next start recovers from the write-ahead log.
    expect(fs.existsSync(path.join(dataDir, 'postgres', 'data', 'postmaster.pid'))).toBe(true);

    running = await startServer(dataDir);
    expect(await missingProducts(running, acknowledged)).toEqual([]);
    running.child.kill('SIGTERM');
    expect(await running.exited).toEqual({ code: 0, signal: null });
    expect(clusterProcesses(dataDir)).toEqual([]);
  });
});

function processGroupOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // pid (comm) state ppid pgrp ...
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
}

/**
 * Eight writers create products as fast as the server acknowledges them; once 40 are acknowledged,
 * `kill` runs. Returns the ids of every product whose creation was acknowledged (201 with its id).
 */
async function burstOfWrites(server: RunningServer, kill: () => void): Promise<string[]> {
  const token = await signIn(server.url, 'seller@demo.test', 'Demo1234!');
  const acknowledged: string[] = [];
  let killed = false;
  const writer = async (writerId: number) => {
    for (let i = 0; ; i++) {
      let id: string;
      try {
        const response = await fetch(`${server.url}/v1/products`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ name: `Burst ${writerId}-${i}`, sku: `BURST-${Date.now()}-${writerId}-${i}` }),
        });
        if (response.status !== 201) throw new Error(`unexpected ${response.status}: ${await response.text()}`);
        id = ((await response.json()) as { data: { id: string } }).data.id;
      } catch (error) {
        if (killed) return;
        throw error;
      }
      acknowledged.push(id);
      if (acknowledged.length >= 40 && !killed) {
        killed = true;
        kill();
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, (_, writerId) => writer(writerId)));
  expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
  expect(acknowledged.length).toBeGreaterThanOrEqual(40);
  return acknowledged;
}

/** The acknowledged products that a restarted server does not have. */
async function missingProducts(server: RunningServer, acknowledged: string[]): Promise<string[]> {
  const token = await signIn(server.url, 'seller@demo.test', 'Demo1234!');
  const missing: string[] = [];
  for (const id of acknowledged) {
    const response = await fetch(`${server.url}/v1/products/${id}`, { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200) missing.push(id);
  }
  return missing;
}
