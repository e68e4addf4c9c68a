import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commissionRules, users } from '../../server/db/schema';
import { createTestApp, envelope, logIn } from './helpers';
import { expectLedgerConsistent, expectOrderNetInOneState } from './ledger-invariants';

// The demo's money: commission rules, and the demo seller's delivered orders in its ledger, released
// after the return window with a new seller's reserve held.
const t = await createTestApp({}, { seed: true });

describe('demo money', () => {
  it('has a default rule and a category override, and the demo seller a consistent ledger with money in every state', async () => {
    const rules = await t.db.select().from(commissionRules);
    expect(rules.map((rule) => [rule.scope, rule.rateBp]).sort()).toEqual([
      ['category', 1000],
      ['default', 800],
    ]);
    const token = await logIn(t, 'seller@demo.test', 'Demo1234!');
    const balances = envelope<{ balances: Array<{ currency: string; payable_minor: number; reserved_minor: number }> }>(
      await t.request({ method: 'GET', url: '/v1/seller/balances', token }),
    ).data.balances;
    expect(balances.length).toBeGreaterThan(0);
    expect(balances[0].payable_minor).toBeGreaterThan(0);
    expect(balances[0].reserved_minor).toBeGreaterThan(0);
    const [seller] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'seller@demo.test'));
    for (const balance of balances) await expectLedgerConsistent(t.db, seller.id, balance.currency);
    const entries = envelope<Array<{ order_id: string | null; type: string }>>(
      await t.request({ method: 'GET', url: '/v1/seller/ledger?limit=100&type=sale', token }),
    ).data;
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(await expectOrderNetInOneState(t.db, entry.order_id ?? '')).toBe('released');
  });
});
