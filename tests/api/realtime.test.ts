import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishEvents } from '../../server/lib/realtime';
import { createTestApp, signUp } from './helpers';
import { openEventStream } from './event-stream';

const t = await createTestApp();
let baseUrl = '';
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.app.close());

describe('GET /v1/events', () => {
  it('refuses a caller without a token', async () => {
    const response = await fetch(`${baseUrl}/v1/events`);
    expect(response.status).toBe(401);
    expect((await response.json()) as unknown).toMatchObject({ success: false });
  });

  it('delivers a published event to every open stream of its user, and only to them', async () => {
    const alice = await signUp(t, { role: 'buyer' });
    const bob = await signUp(t, { role: 'buyer' });
    const aliceTab1 = await openEventStream(baseUrl, alice.token);
    const aliceTab2 = await openEventStream(baseUrl, alice.token);
    const bobTab = await openEventStream(baseUrl, bob.token);
    try {
      await t.app.realtime.publish(t.db, [alice.user.id], { type: 'test.ping', data: { n: 1 } });
      expect(await aliceTab1.next('test.ping')).toEqual({ n: 1 });
      expect(await aliceTab2.next('test.ping')).toEqual({ n: 1 });
      // Bob's stream got the next event meant for him, and never Alice's.
      await t.app.realtime.publish(t.db, [bob.user.id], { type: 'test.ping', data: { n: 2 } });
      expect(await bobTab.next('test.ping')).toEqual({ n: 2 });
      expect(bobTab.received.filter((e) => e.type === 'test.ping')).toEqual([{ type: 'test.ping', data: { n: 2 } }]);
    } finally {
      for (const tab of [aliceTab1, aliceTab2, bobTab]) tab.close();
    }
  });

  it('delivers an event published in a transaction only when it commits', async () => {
    const carol = await signUp(t, { role: 'buyer' });
    const tab = await openEventStream(baseUrl, carol.token);
    try {
      await t.db
        .transaction(async (tx) => {
          await t.app.realtime.publish(tx, [carol.user.id], { type: 'test.rolled-back', data: {} });
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await t.db.transaction(async (tx) => {
        await t.app.realtime.publish(tx, [carol.user.id], { type: 'test.committed', data: {} });
      });
      await tab.next('test.committed');
      expect(tab.received.map((e) => e.type)).not.toContain('test.rolled-back');
    } finally {
      tab.close();
    }
  });

  it('sends several events in one statement, each to its users and in order', async () => {
    const dana = await signUp(t, { role: 'buyer' });
    const erik = await signUp(t, { role: 'buyer' });
    const danaTab = await openEventStream(baseUrl, dana.token);
    const erikTab = await openEventStream(baseUrl, erik.token);
    try {
      const statements: unknown[] = [];
      await t.db.transaction(async (tx) => {
        const counting = { execute: (query: Parameters<typeof tx.execute>[0]) => (statements.push(query), tx.execute(query)) };
        await publishEvents(counting, [
          { to: [dana.user.id, erik.user.id], event: { type: 'test.first', data: { n: 1 } } },
          { to: [], event: { type: 'test.nobody', data: {} } },
          { to: [erik.user.id], event: { type: 'test.second', data: { n: 2 } } },
        ]);
      });
      expect(statements).toHaveLength(1);
      expect(await danaTab.next('test.first')).toEqual({ n: 1 });
      expect(await erikTab.next('test.second')).toEqual({ n: 2 });
      const types = (tab: typeof erikTab) => tab.received.map((e) => e.type).filter((type) => type.startsWith('test.'));
      expect(types(erikTab)).toEqual(['test.first', 'test.second']);
      expect(types(danaTab)).toEqual(['test.first']);
    } finally {
      danaTab.close();
      erikTab.close();
    }
  });

  it('forgets a stream once its client disconnects', async () => {
    const dan = await signUp(t, { role: 'buyer' });
    const before = t.app.realtime.connectionCount();
    const tab = await openEventStream(baseUrl, dan.token);
    expect(t.app.realtime.connectionCount()).toBe(before + 1);
    tab.close();
    await expect.poll(() => t.app.realtime.connectionCount()).toBe(before);
  });
});
