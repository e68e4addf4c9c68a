import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { commissionRules, users } from '../../server/db/schema';
import { createTestApp, envelope, logIn } from './helpers';
import { expectLedgerConsistent, expectOrderNetInOneState } from './ledger-invariants';

// The demo's money: commission rules, and the demo seller's delivered orders in its ledger, released
// after the return window with a new seller's reserve held; a paid payout batch, a refund after it, and a
// batch waiting for a second staff member's approval.
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
    const states = await Promise.all(entries.map((entry) => expectOrderNetInOneState(t.db, entry.order_id ?? '')));
    // One paid-out order was refunded afterwards; every other one is released.
    expect(states.filter((state) => state === 'reversed')).toHaveLength(1);
    expect(states.filter((state) => state !== 'reversed').every((state) => state === 'released')).toBe(true);
  });

  it('has a paid payout batch, a refund after it, and a batch awaiting approval', async () => {
    const admin = await logIn(t, 'admin@demo.test', 'Demo1234!');
    const batches = envelope<Array<{ id: string; state: string; bank_reference: string | null; created_by: string | null; approved_by: string | null }>>(
      await t.request({ method: 'GET', url: '/v1/admin/payout-batches?sort=created_at&order=asc', token: admin }),
    ).data;
    expect(batches.map((batch) => batch.state)).toEqual(['paid', 'draft']);
    expect(batches[0]).toMatchObject({ bank_reference: 'UTR SBIN426331092817', created_by: 'Marketplace Admin' });
    expect(batches[0].approved_by).not.toBe(batches[0].created_by);
    const [seller] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'seller@demo.test'));
    const token = await logIn(t, 'seller@demo.test', 'Demo1234!');
    const ledger = envelope<Array<{ type: string; seq: number }>>(await t.request({ method: 'GET', url: '/v1/seller/ledger?limit=100&order=asc', token })).data;
    const payout = ledger.findIndex((entry) => entry.type === 'payout');
    const refund = ledger.findIndex((entry) => entry.type === 'reversal');
    expect(payout).toBeGreaterThan(-1);
    expect(refund).toBeGreaterThan(payout);
    const payouts = envelope<Array<{ state: string; seller_id: string }>>(await t.request({ method: 'GET', url: '/v1/seller/payouts', token })).data;
    expect(payouts.map((item) => item.state).sort()).toEqual(['included', 'paid']);
    expect(payouts.every((item) => item.seller_id === seller.id)).toBe(true);
  });
});
