import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { testConfig } from '../../../server/config';
import { sql } from 'drizzle-orm';
import { openDatabase, rowsOf, type Database } from '../../../server/db/client';
import { createTestApp, signUp } from '../helpers';
import { openEventStream } from '../event-stream';

// Two API processes' worth of apps on one PostgreSQL database: an event published through one reaches a
// stream held by the other, because fan-out goes through LISTEN/NOTIFY and not through memory.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('live events across API instances on PostgreSQL', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('reaches a stream on the other instance', async () => {
    const first = await createTestApp({}, { database: 'postgres' });
    cleanups.push(() => first.app.close());
    // The second instance opens its own pool and listener on the same database.
    const databaseUrl = await currentDatabaseUrl(first.db);
    const handle = await openDatabase({ databaseUrl, dataDir: '' });
    const second = await buildApp(testConfig({ databaseUrl }), { handle });
    cleanups.push(async () => {
      await second.close();
      await handle.close();
    });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;

    const buyer = await signUp(first, { role: 'buyer' });
    const tab = await openEventStream(secondUrl, buyer.token);
    cleanups.push(async () => tab.close());
    await first.app.realtime.publish(first.db, [buyer.user.id], { type: 'test.fanout', data: { from: 'first' } });
    expect(await tab.next('test.fanout')).toEqual({ from: 'first' });
  });
});

async function currentDatabaseUrl(db: Database): Promise<string> {
  const [{ name }] = rowsOf<{ name: string }>(await db.execute(sql`select current_database() as name`));
  const base = new URL(url!);
  base.pathname = `/${name}`;
  return base.toString();
}
