// The seller's balance page: each currency's four buckets, what is owed, the next payout written as dates
// are everywhere else in the portal, the note when the seller owes money, and the link to the ledger.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Balances } from '../../../src/contract/money';
import type { PayoutSettings } from '../../../src/contract/payouts';
import BalancePage from '../../../src/finance/BalancePage';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { renderPage, signIn } from '../resources/helpers';
import { makeBalance } from './balances';
import { apiUrl, useMswServer } from '../setup';

const server = useMswServer();
vi.setConfig({ testTimeout: 30_000 });

const balance = makeBalance;
let answer: Balances;
const settings: PayoutSettings = { schedule: 'weekly', next_payout_at: '2026-12-07T00:00:00.000Z', minimums: { USD: 1000 }, bank_ready: true };

// West of Greenwich, where UTC midnight is still the evening before: the day must not move.
const zone = process.env.TZ;
beforeAll(async () => {
  process.env.TZ = 'America/New_York';
  await initI18n();
});
afterAll(() => {
  // process.env stores undefined as the text "undefined": remove the variable instead.
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});
beforeEach(() => {
  signIn();
  server.use(
    http.get(apiUrl('seller/balances'), () => HttpResponse.json({ success: true, message: 'OK', data: answer })),
    http.get(apiUrl('seller/payout-settings'), () => HttpResponse.json({ success: true, message: 'OK', data: settings })),
  );
});
afterEach(() => sessionStore.clear());

describe('the balance page', () => {
  it('shows each bucket, what is owed, the next payout on its own day as dates read elsewhere, and the ledger link', async () => {
    answer = {
      balances: [balance({ pending_minor: 75_050, payable_minor: 50_000, reserved_minor: 1_000, paid_minor: 900_000, owed_minor: 126_050, entry_count: 22 })],
      settlement_mode: 'collect',
      return_window_days: 7,
    };
    renderPage(<BalancePage />, '/finance/balance');
    const section = (await screen.findByRole('heading', { name: 'USD' })).closest('section') as HTMLElement;
    const bucket = (key: string) => section.querySelector(`[data-bucket="${key}"]`) as HTMLElement;
    expect(bucket('pending')).toHaveTextContent('$750.50');
    expect(bucket('payable')).toHaveTextContent('$500.00');
    expect(bucket('reserved')).toHaveTextContent('$10.00');
    expect(bucket('paid')).toHaveTextContent('$9,000.00');
    expect(section).toHaveTextContent('Owed to you: $1,260.50');
    expect(within(section).getByText(/^Next payout:/)).toHaveTextContent('Next payout: Dec 7, 2026');
    expect(within(section).getByRole('link', { name: /View ledger/ })).toHaveAttribute('href', '/finance/ledger?currency=USD');
    expect(screen.getByText(/becomes payable 7 days after delivery/)).toBeInTheDocument();
    // The schedule below names the same day the same way.
    expect(await screen.findByText(/Next payout run: Dec 7, 2026\./)).toBeInTheDocument();
  });
});
