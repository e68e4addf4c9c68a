import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres';
import * as schema from './schema';
import { ensureReferenceData } from './seed-categories';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Which database this is and where, for the start-up message. */
  description?: string;
  /**
   * Applies pending migrations and writes the reference data (the category tree) into an empty
   * database; safe to call from several processes at once on PostgreSQL.
   */
  migrate(): Promise<void>;
  /**
   * LISTENs on a channel: `onPayload` gets each NOTIFY's payload, from this process or any other on the
   * same database. Resolves to a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * PostgreSQL advisory lock keys for the work every API process does at start on a database it may share
 * with others: migrations, the help articles, the demo data. Any constants work; they only have to be the
 * same in every process of this application.
 */
export const SETUP_LOCKS = { migrations: 727_001, helpArticles: 727_002, demoData: 727_003 } as const;

/**
 * Runs `work` in a transaction that first takes the advisory lock `key`: another process running the
 * same work waits until this transaction ends, then reads what it committed (each statement of a READ
 * COMMITTED transaction sees what committed before it began), so a check-then-write in `work` happens
 * once. The lock goes with the transaction, even when the process dies. On PGlite (one process) it is
 * taken and released without anyone to wait for.
 */
export function inSetupLock<T>(db: Database, key: number, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
    return work(tx as unknown as Database);
  });
}

/**
 * Opens the database: PostgreSQL when `databaseUrl` is a postgres URL, in-memory PGlite for
 * `memory://`, PGlite files under `dataDir/pglite` with `dbDriver: 'pglite'`, otherwise (the default)
 * an embedded PostgreSQL server on `dataDir/postgres`, stopped by `close()`.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string; dbDriver?: 'postgres' | 'pglite' }): Promise<DatabaseHandle> {
  const url = options.databaseUrl;
  if (url && /^postgres(ql)?:\/\//.test(url)) return { ...openPostgres(url), description: 'PostgreSQL (DATABASE_URL)' };
  if (!url && options.dbDriver !== 'pglite') return openEmbeddedPostgres(options.dataDir);
  let client: PGlite;
  if (url === 'memory://') {
    client = new PGlite();
  } else {
    const dir = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  }
  await client.waitReady;
  const handle = pgliteHandle(client, async () => {
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    await ensureReferenceData(drizzlePglite(client, { schema }) as unknown as Database);
  });
  return { ...handle, description: url === 'memory://' ? 'PGlite in memory' : `PGlite in ${path.join(options.dataDir, 'pglite')}` };
}

async function openEmbeddedPostgres(dataDir: string): Promise<DatabaseHandle> {
  const server = await startEmbeddedPostgres(dataDir);
  const handle = openPostgres(server.url);
  return {
    ...handle,
    description: `embedded PostgreSQL ${server.version} in ${server.dataDir}, on 127.0.0.1:${server.port}`,
    async close() {
      // Connections first, so that the server's fast shutdown interrupts nobody.
      await handle.close().catch(() => undefined);
      await server.stop();
    },
  };
}

/** A handle over an open PGlite (one process: its NOTIFYs reach its own listeners). */
export function pgliteHandle(client: PGlite, migrate: () => Promise<void>): DatabaseHandle {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Database,
    kind: 'pglite',
    migrate,
    listen: async (channel, onPayload) => {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unsubscribe();
      };
    },
    close: () => client.close(),
  };
}

function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: Number(process.env.PG_POOL_MAX ?? 10) });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [SETUP_LOCKS.migrations]);
        await migratePg(drizzlePg(client), { migrationsFolder });
        await ensureReferenceData(drizzlePg(client, { schema }) as unknown as Database);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [SETUP_LOCKS.migrations]).catch(() => undefined);
        client.release();
      }
    },
    listen: (channel, onPayload) => listenOnPostgres(connectionString, channel, onPayload),
    close: () => pool.end(),
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When the connection
 * drops it reconnects with backoff; NOTIFYs sent while it was down are lost, so clients catch up by
 * reading what they missed after a reconnect (see the realtime plugin's `ready` event).
 */
async function listenOnPostgres(connectionString: string, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryDelay = 500;
  const quoted = `"${channel.replaceAll('"', '""')}"`;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped) return;
      setTimeout(() => void connect().catch(() => undefined), retryDelay).unref();
      retryDelay = Math.min(retryDelay * 2, 10_000);
    });
    await next.connect();
    await next.query(`LISTEN ${quoted}`);
    client = next;
    retryDelay = 500;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

export async function pingDatabase(db: Database): Promise<{ ok: boolean; latencyMs: number }> {
  const started = performance.now();
  try {
    await db.execute(sql`select 1`);
    return { ok: true, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
  } catch {
    return { ok: false, latencyMs: Math.round((performance.now() - started) * 100) / 100 };
  }
}

/** Rows of a raw `db.execute` result; PGlite and node-postgres both answer with `{rows}`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Whether `error` is PostgreSQL's unique violation (SQLSTATE 23505). Drizzle wraps driver errors,
 * so the code may sit on the error itself or on its cause.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
