/**
 * A throw-away PostgreSQL database for a benchmark section, on the server of DATABASE_URL (when it is a
 * PostgreSQL URL) or TEST_DATABASE_URL, else on an embedded PostgreSQL started for the section in a
 * temporary directory. `drop()` removes the database (and stops the embedded server).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../server/db/embedded-postgres';

export interface ScratchDatabase {
  url: string;
  /** Where it lives, for the section's heading. */
  server: string;
  drop(): Promise<void>;
}

const isPostgresUrl = (url: string | undefined): url is string => Boolean(url && /^postgres(ql)?:\/\//.test(url));

async function onServer(baseUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(prefix: string): Promise<ScratchDatabase> {
  const configured = [process.env.DATABASE_URL, process.env.TEST_DATABASE_URL].find(isPostgresUrl);
  let baseUrl = configured;
  let stopServer = async () => undefined;
  let server = configured ? `PostgreSQL at ${new URL(configured).host}` : '';
  if (!baseUrl) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`));
    const embedded = await startEmbeddedPostgres(dataDir, () => undefined);
    baseUrl = embedded.url;
    server = `embedded PostgreSQL ${embedded.version}`;
    stopServer = async () => {
      await embedded.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const name = `${prefix.replace(/[^a-z0-9]/g, '_')}_${randomBytes(4).toString('hex')}`;
  await onServer(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    server,
    async drop() {
      await onServer(baseUrl, `drop database if exists ${name} with (force)`).catch(() => undefined);
      await stopServer();
    },
  };
}
