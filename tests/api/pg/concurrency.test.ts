import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, rowsOf, type Database } from '../../../server/db/client';
import { createTestApp, envelope, freshPostgresDatabase, nextAddress, signUp, STRONG_PASSWORD, uniqueEmail } from '../helpers';

// Races only a server with many connections can show; PGlite runs one statement at a time.
const url = process.env.TEST_DATABASE_URL;
const t = url ? await createTestApp({}, { database: 'postgres' }) : undefined;

describe.skipIf(!url)('on real PostgreSQL, under concurrency', () => {
  it('makes exactly one account of 10 simultaneous sign-ups with one email', async () => {
    const email = uniqueEmail('race');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        t!.request({
          method: 'POST',
          url: '/v1/auth/signup',
          payload: { name: 'Race', email, password: STRONG_PASSWORD, role: 'buyer' },
          remoteAddress: nextAddress(),
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    // Five pass the per-email limit (5 an hour): one wins the unique index, four lose it cleanly.
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const [{ n }] = rowsOf<{ n: number }>(await t!.db.execute(sql`select count(*)::int as n from users where lower(email) = ${email}`));
    expect(n).toBe(1);
  });

  it('lets one recovery code sign in once, however many requests race with it', async () => {
    const { email } = await signUp(t!);
    await t!.request({ method: 'POST', url: '/v1/auth/recovery/send-code', payload: { identifier: email }, remoteAddress: nextAddress() });
    const outbox = envelope<Array<{ to: string; text: string }>>(await t!.request({ method: 'GET', url: '/v1/dev/outbox?limit=100' })).data;
    const code = outbox.find((m) => m.to === email)!.text.match(/\b(\d{6})\b/)![1];
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        t!.request({ method: 'POST', url: '/v1/auth/recovery/login', payload: { identifier: email, code }, remoteAddress: nextAddress() }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('counts every one of 20 simultaneous sign-in attempts against the limit', async () => {
    const { email } = await signUp(t!);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        t!.request({ method: 'POST', url: '/v1/auth/login', payload: { email, password: 'Wrong-password-1' }, remoteAddress: nextAddress() }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it('applies migrations once when several processes start together', async () => {
    const handle = await freshPostgresDatabase(url!);
    try {
      const dbUrl = await currentDatabaseUrl(handle.db);
      const others = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: dbUrl, dataDir: '' })));
      await Promise.all(others.map((o) => o.migrate()));
      await Promise.all(others.map((o) => o.close()));
      const [{ n }] = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`));
      const journal = (await import('../../../server/db/migrations/meta/_journal.json')).default as { entries: unknown[] };
      expect(n).toBe(journal.entries.length);
    } finally {
      await handle.close();
    }
  });
});

/** The URL of the database `db` is connected to, on the test server. */
async function currentDatabaseUrl(db: Database): Promise<string> {
  const [{ name }] = rowsOf<{ name: string }>(await db.execute(sql`select current_database() as name`));
  const target = new URL(url!);
  target.pathname = `/${name}`;
  return target.toString();
}
