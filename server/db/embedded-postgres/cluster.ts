// The cluster on disk: created whole by initdb with the application's superuser, and a previous run's
// server, still shutting down on it, waited for.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ServerUser } from './server-user';

/** The superuser initdb creates, and the application's database. */
export const USER = 'marketplace';
export const DATABASE = 'marketplace';
/** How long a start waits for a server of a previous run on the same directory to finish its shutdown. */
const PREVIOUS_SERVER_WAIT_MS = 15_000;

/** Runs initdb in a folder beside `pgdata` and renames it into place once complete, so an interrupted initdb leaves no half cluster. */
export async function initCluster(initdb: string, clusterDir: string, pgdata: string, passwordFile: string, user: ServerUser | undefined) {
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
export async function waitForPreviousServer(pgdata: string) {
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
