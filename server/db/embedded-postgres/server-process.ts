// The PostgreSQL server process: spawned under a shell supervisor that shuts it down when this process
// ends, its log, ready once it accepts connections, and stopped by closing the supervisor's pipe.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { DATABASE } from './cluster';
import type { ServerUser } from './server-user';

/** Generous: after a crash the server replays its write-ahead log before it accepts connections. */
const READY_TIMEOUT_MS = 120_000;
const LOG_LIMIT_BYTES = 10 * 1024 * 1024;

/**
 * Runs PostgreSQL with stdin as the pipe from this process and `sh -c` arguments as its command line.
 * The watcher ends PostgreSQL with SIGINT (fast shutdown) as soon as the pipe reaches end of file, which
 * happens when this process closes it on purpose or when it dies.
 */
const SUPERVISOR = `
exec 3<&0 </dev/null
"$@" 3<&- &
server=$!
( read -r _ <&3; kill -INT "$server" 2>/dev/null ) &
watcher=$!
exec 3<&-
wait "$server"
status=$?
kill "$watcher" 2>/dev/null
exit "$status"
`;

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Opens the log for appending (emptied first once it passes LOG_LIMIT_BYTES); returns where this run starts. */
export function startLog(logFile: string): number {
  const size = fs.statSync(logFile, { throwIfNoEntry: false })?.size ?? 0;
  if (size <= LOG_LIMIT_BYTES) return size;
  fs.truncateSync(logFile, 0);
  return 0;
}

export function readFrom(logFile: string, offset: number): string {
  try {
    return fs.readFileSync(logFile).subarray(offset).toString('utf8');
  } catch {
    return '';
  }
}

export function spawnSupervised(postgres: string, pgdata: string, port: number, user: ServerUser | undefined, logFile: string): ChildProcess {
  // Only for its owner: error lines can quote the values of a failed statement.
  const logFd = fs.openSync(logFile, 'a', 0o600);
  try {
    const args = ['-D', pgdata, '-c', 'listen_addresses=127.0.0.1', '-c', `port=${port}`, '-c', 'unix_socket_directories='];
    // detached: a process group (and session) of its own, out of reach of the terminal's Ctrl-C.
    const child = spawn('/bin/sh', ['-c', SUPERVISOR, 'postgres-supervisor', postgres, ...args], {
      cwd: path.dirname(pgdata),
      detached: true,
      stdio: ['pipe', logFd, logFd],
      ...user,
    });
    // A failed spawn also sets the exit code, which waitUntilReady reports.
    child.on('error', () => undefined);
    return child;
  } finally {
    fs.closeSync(logFd);
  }
}

/** Polls until the server accepts a connection, makes sure the application's database exists, and returns the server's version. */
export async function waitUntilReady(adminUrl: string, server: ChildProcess): Promise<string> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (server.exitCode !== null || server.signalCode !== null) throw new Error('PostgreSQL exited during start-up; its log says:');
    const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2_000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      const found = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
      if (found.rowCount === 0) await client.query(`create database ${DATABASE}`);
      const { rows } = await client.query<{ server_version: string }>('show server_version');
      return rows[0].server_version;
    } catch (error) {
      // Refused while it starts listening, 57P03 while it starts up; anything else is a real failure.
      const code = (error as { code?: string }).code;
      if (code !== 'ECONNREFUSED' && code !== '57P03') throw error;
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not accept connections within ${READY_TIMEOUT_MS / 1000} s; its log says:`, { cause: error });
    } finally {
      await client.end().catch(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Closes the supervisor's pipe, which is its signal for a fast shutdown, and waits until the server has exited. */
export function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.stdin?.destroy();
  return exited;
}
