import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../../server/app';
import { testConfig, type Config } from '../../server/config';
import { openDatabase, pgliteHandle, type Database, type DatabaseHandle } from '../../server/db/client';
import * as schema from '../../server/db/schema';
import { seedDemoData } from '../../server/db/seed';

export const usingPostgres = process.env.API_TEST_DB === 'postgres';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite copied from the run's template,
 * or, with API_TEST_DB=postgres, a new database on TEST_DATABASE_URL's server, dropped afterwards.
 */
export async function freshDatabase(): Promise<DatabaseHandle> {
  if (usingPostgres) return freshPostgresDatabase(requiredTestDatabaseUrl());
  const dump = fs.readFileSync(inject('pgliteTemplate'));
  const client = new PGlite({ loadDataDir: new Blob([dump]) });
  await client.waitReady;
  return pgliteHandle(client, async () => undefined);
}

export function requiredTestDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: point it at a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/test');
  return url;
}

/** Creates a uniquely named database on the server of `baseUrl`, migrates it, and drops it on close. */
export async function freshPostgresDatabase(baseUrl: string): Promise<DatabaseHandle> {
  const name = `mp_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: Config;
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse & { body: string }>;
}

/** Builds the app over a fresh database; closed after the file's tests. */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { seed?: boolean; beforeReady?: (app: FastifyInstance) => void; database?: 'postgres'; logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const handle = options.database === 'postgres' ? await freshPostgresDatabase(requiredTestDatabaseUrl()) : await freshDatabase();
  if (options.seed) await seedDemoData(handle.db);
  const config = testConfig(overrides);
  const app = await buildApp(config, { handle, logStream: options.logStream });
  options.beforeReady?.(app);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await handle.close();
  });
  return {
    app,
    db: handle.db,
    config,
    request: async ({ token, headers, ...rest }) => {
      // A test's own writes (t.db) reach the app's caches by NOTIFY, as another process's would; on
      // PostgreSQL that takes a moment a real client's round trip would cover, so wait for the app to hear them.
      await app.channel.settle();
      return app.inject({ ...rest, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    },
  };
}

/** Envelope of a response, typed loosely for assertions. */
export function envelope<T = Record<string, unknown>>(response: {
  body: string;
}): {
  success: boolean;
  message: string;
  data: T;
  errors?: Record<string, string>;
  pagination?: { page: number; limit: number; totalPages: number };
  total?: number;
} {
  return JSON.parse(response.body);
}

let counter = 0;
/** A unique address per call, so tests in one file never collide (or share rate-limit keys). */
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;

/** Each call looks like a different client address, so per-address limits only bite where a test wants them to. */
let addressCounter = 0;
export const nextAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

export const STRONG_PASSWORD = 'Kettle-Orbit-73';

export async function signUp(t: TestApp, input: Partial<{ name: string; email: string; password: string; role: 'seller' | 'buyer' }> = {}) {
  const body = { name: 'Asha Rao', email: uniqueEmail(), password: STRONG_PASSWORD, role: 'seller' as const, ...input };
  const response = await t.request({ method: 'POST', url: '/v1/auth/signup', payload: body, remoteAddress: nextAddress() });
  const env = envelope<{ token: string; user: { id: string; email: string } }>(response);
  if (response.statusCode !== 201) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  return { ...body, token: env.data.token, user: env.data.user };
}

export async function logIn(t: TestApp, email: string, password: string) {
  const response = await t.request({ method: 'POST', url: '/v1/auth/login', payload: { email, password }, remoteAddress: nextAddress() });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return envelope<{ token: string }>(response).data.token;
}

/** A seller past every onboarding gate, as the seller portal requires. */
export async function onboardedSeller(t: TestApp, input: Parameters<typeof signUp>[1] = {}) {
  const seller = await signUp(t, { role: 'seller', ...input });
  await t.db
    .update(schema.users)
    .set({ isEmailVerified: true, isMobileVerified: true, businessDetails: { business_name: `${seller.name} Trading` } })
    .where(eq(schema.users.id, seller.user.id));
  return seller;
}

/** A signed-in back-office account of `staffRole`. */
export async function staffToken(t: TestApp, staffRole: 'administrator' | 'reviewer'): Promise<string> {
  const person = await signUp(t, { role: 'buyer', name: `Staff ${staffRole}` });
  await t.db
    .update(schema.users)
    .set({ roles: ['admin'], staffRole })
    .where(eq(schema.users.id, person.user.id));
  return person.token;
}

/**
 * A real 2×2 PNG: uploads are checked by their bytes, not their names, and product images must also
 * decode (their resized copies are made on upload).
 */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4EaBxIkCDAUIBACWOBQHvtZ07AAAAAElFTkSuQmCC',
  'base64',
);

/** One part of a multipart body: a text field or a file. */
export interface MultipartPart {
  field: string;
  value?: string;
  file?: { name: string; type: string; data: Buffer };
}

/** A multipart/form-data body and its content type, for `t.request({..., ...multipart(parts)})`. */
export function multipart(parts: MultipartPart[]) {
  const boundary = `----test${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if (part.file) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.file.name}"\r\nContent-Type: ${part.file.type}\r\n\r\n`,
          'utf8',
        ),
      );
      chunks.push(part.file.data, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value ?? ''}\r\n`, 'utf8'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Text fields and one PDF named `name` in the `file` field (document uploads). */
export const pdfForm = (fields: Record<string, string>, data: Buffer, name = 'doc.pdf') =>
  multipart([...Object.entries(fields).map(([field, value]) => ({ field, value })), { field: 'file', file: { name, type: 'application/pdf', data } }]);
