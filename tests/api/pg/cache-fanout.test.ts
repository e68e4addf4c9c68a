import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { testConfig } from '../../../server/config';
import { openDatabase, rowsOf, type Database } from '../../../server/db/client';
import { DEMO_PASSWORD, seedDemoData } from '../../../server/db/seed';
import { envelope, freshPostgresDatabase, logIn, multipart, onboardedSeller, PNG, signUp, type TestApp } from '../helpers';

// Two API processes' worth of apps on one PostgreSQL database, each with its own session and catalogue
// caches: a logout, a suspension or a product change made through one is in effect on the other as soon
// as the change's NOTIFY reaches it. PostgreSQL signals every listener at commit, but the other process
// hears it on its own connection: on a loaded machine a request can reach it a few milliseconds before
// the notification does. So the other side is polled for up to NOTIFY_WITHIN_MS, far below the caches'
// time limits (5 s for sessions, 30 s for the catalogue): only the notification can explain the change.
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('caches across API instances on PostgreSQL', () => {
  let first: TestApp;
  let secondUrl: string;
  const cleanups: Array<() => Promise<unknown>> = [];
  beforeAll(async () => {
    // Built here rather than with createTestApp, whose clean-up must be registered outside a hook.
    const firstHandle = await freshPostgresDatabase(url!);
    cleanups.push(() => firstHandle.close());
    await seedDemoData(firstHandle.db);
    const firstApp = await buildApp(testConfig(), { handle: firstHandle });
    cleanups.push(() => firstApp.close());
    await firstApp.ready();
    first = {
      app: firstApp,
      db: firstHandle.db,
      config: testConfig(),
      request: ({ token, headers, ...rest }) => firstApp.inject({ ...rest, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } }),
    };
    // The second instance opens its own pool and listener on the same database.
    const databaseUrl = await currentDatabaseUrl(first.db);
    const handle = await openDatabase({ databaseUrl, dataDir: '' });
    const second = await buildApp(testConfig({ databaseUrl }), { handle });
    cleanups.push(async () => {
      await second.close();
      await handle.close();
    });
    await second.listen({ port: 0, host: '127.0.0.1' });
    secondUrl = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const NOTIFY_WITHIN_MS = 1_000;
  /** The value `read` gives once it equals `expected`, or the last one after NOTIFY_WITHIN_MS. */
  const soon = async <T>(read: () => Promise<T>, expected: T): Promise<T> => {
    const deadline = Date.now() + NOTIFY_WITHIN_MS;
    for (;;) {
      const value = await read();
      if (JSON.stringify(value) === JSON.stringify(expected) || Date.now() > deadline) return value;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  /** The status of a signed-in request to the second instance, over HTTP. */
  const statusOnSecond = async (token: string) => (await fetch(`${secondUrl}/v1/seller/get-status`, { headers: { authorization: `Bearer ${token}` } })).status;

  it('a logout through one instance is refused by the other as soon as it hears of it', async () => {
    for (let round = 0; round < 5; round += 1) {
      const seller = await signUp(first);
      expect(await statusOnSecond(seller.token)).toBe(200);
      expect(await statusOnSecond(seller.token)).toBe(200);
      expect((await first.request({ method: 'POST', url: '/v1/auth/logout', token: seller.token })).statusCode).toBe(200);
      expect(await soon(() => statusOnSecond(seller.token), 401)).toBe(401);
    }
  });

  it("a seller's suspension through one instance is refused by the other as soon as it hears of it", async () => {
    const administrator = await logIn(first, 'admin@demo.test', DEMO_PASSWORD);
    for (let round = 0; round < 3; round += 1) {
      const seller = await onboardedSeller(first);
      expect(await statusOnSecond(seller.token)).toBe(200);
      const suspend = await first.request({
        method: 'POST',
        url: `/v1/admin/sellers/${seller.user.id}/suspend`,
        token: administrator,
        payload: { reason: 'Counterfeit goods reported' },
      });
      expect(suspend.statusCode).toBe(200);
      expect(await soon(() => statusOnSecond(seller.token), 401)).toBe(401);
    }
  });

  it("a product change through one instance shows in the other's public list as soon as it hears of it", async () => {
    const seller = await onboardedSeller(first);
    const listOnSecond = async () =>
      envelope<Array<{ id: string; name: string }>>({ body: await (await fetch(`${secondUrl}/v1/public/products?supplier_id=${seller.user.id}`)).text() }).data;
    const categories = envelope<Array<{ id: string; path: string }>>(await first.request({ method: 'GET', url: '/v1/categories' })).data;
    const created = await first.request({
      method: 'POST',
      url: '/v1/products',
      token: seller.token,
      payload: {
        name: 'Copper pan',
        unit: 'piece',
        sku: 'PG-CACHE-1',
        category_id: categories[0].id,
        description: 'Hammered copper, tin lined, for restaurant kitchens.',
        currency: 'USD',
        price_minor: 4200,
        moq: 5,
        lead_time_days: 20,
      },
    });
    const id = envelope<{ id: string }>(created).data.id;
    const image = await first.request({
      method: 'POST',
      url: `/v1/products/${id}/images`,
      token: seller.token,
      ...multipart([{ field: 'files', file: { name: 'pan.png', type: 'image/png', data: PNG } }]),
    });
    expect(image.statusCode, image.body).toBe(201);
    expect(await listOnSecond()).toEqual([]);
    expect((await first.request({ method: 'PATCH', url: `/v1/products/${id}`, token: seller.token, payload: { status: 'published' } })).statusCode).toBe(200);
    const names = async () => (await listOnSecond()).map((card) => card.name);
    expect(await soon(names, ['Copper pan'])).toEqual(['Copper pan']);
    expect(await names()).toEqual(['Copper pan']);
    expect((await first.request({ method: 'PATCH', url: `/v1/products/${id}`, token: seller.token, payload: { name: 'Copper pan, large' } })).statusCode).toBe(
      200,
    );
    expect(await soon(names, ['Copper pan, large'])).toEqual(['Copper pan, large']);
    expect((await first.request({ method: 'PATCH', url: `/v1/products/${id}`, token: seller.token, payload: { status: 'draft' } })).statusCode).toBe(200);
    expect(await soon(names, [])).toEqual([]);
  });

  it("a stock change through one instance shows in the seller's own list on the other as soon as it hears of it", async () => {
    const seller = await onboardedSeller(first);
    const categories = envelope<Array<{ id: string; path: string }>>(await first.request({ method: 'GET', url: '/v1/categories' })).data;
    const created = await first.request({
      method: 'POST',
      url: '/v1/products',
      token: seller.token,
      payload: {
        name: 'Steel wok',
        unit: 'piece',
        sku: 'PG-KEPT-1',
        category_id: categories[0].id,
        description: 'Carbon steel, riveted handle, for restaurant kitchens.',
        currency: 'USD',
        price_minor: 1800,
        moq: 10,
      },
    });
    const id = envelope<{ id: string }>(created).data.id;
    const stockOnSecond = async () =>
      envelope<Array<{ stock_on_hand: number }>>({
        body: await (await fetch(`${secondUrl}/v1/products`, { headers: { authorization: `Bearer ${seller.token}` } })).text(),
      }).data.map((p) => p.stock_on_hand);
    // Read twice: the second read is the kept page.
    expect(await stockOnSecond()).toEqual([0]);
    expect(await stockOnSecond()).toEqual([0]);
    for (const [delta, expected] of [
      [40, 40],
      [-15, 25],
    ]) {
      const adjust = await first.request({
        method: 'POST',
        url: `/v1/inventory/${id}/adjustments`,
        token: seller.token,
        payload: { delta, reason: delta > 0 ? 'received' : 'damaged' },
      });
      expect(adjust.statusCode, adjust.body).toBe(201);
      expect(await soon(stockOnSecond, [expected])).toEqual([expected]);
    }
  });
});

async function currentDatabaseUrl(db: Database): Promise<string> {
  const [{ name }] = rowsOf<{ name: string }>(await db.execute(sql`select current_database() as name`));
  const base = new URL(url!);
  base.pathname = `/${name}`;
  return base.toString();
}
