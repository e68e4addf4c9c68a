// Back office, a seller's money: its balances per currency and, for administrators only, an adjustment
// (a signed amount in major units, sent in minor units, with a required reason).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SellerMoney } from '../../../src/admin/pages/SellerMoney';
import type { Balances } from '../../../src/contract/money';
import { moneyMessages } from '../../../src/contract/money-messages';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { apiUrl, useMswServer } from '../setup';
import { okEnvelope, renderAdmin, signInAs } from './helpers';

const server = useMswServer();
vi.setConfig({ testTimeout: 30_000 });

const SELLER = '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const balances: Balances = {
  settlement_mode: 'collect',
  return_window_days: 7,
  balances: [
    {
      currency: 'USD',
      pending_minor: 0,
      payable_minor: -12_500,
      reserved_minor: 165_000,
      paid_minor: 1_111_715,
      owed_minor: 152_500,
      entry_count: 22,
      next_payout_at: '2026-11-30T00:00:00.000Z',
      updated_at: '2026-11-27T09:00:00.000Z',
    },
  ],
};
let posted: unknown[];

beforeAll(() => initI18n());
beforeEach(() => {
  posted = [];
  server.use(
    http.get(apiUrl(`admin/sellers/${SELLER}/balances`), () => HttpResponse.json({ success: true, message: 'OK', data: balances })),
    http.post(apiUrl(`admin/sellers/${SELLER}/ledger/adjustments`), async ({ request }) => {
      posted.push(await request.json());
      return okEnvelope(moneyMessages.adjusted, { entry_id: 'e-1', balance: balances.balances[0] });
    }),
  );
});
afterEach(() => sessionStore.clear());

const renderMoney = () =>
  renderAdmin(<SellerMoney sellerId={SELLER} sellerName="Shenzhen Brightway Electronics" email="seller@demo.test" />, '/admin/sellers/x');

describe("a seller's money in the back office", () => {
  it('shows the balances per currency, a negative payable marked, and the way to the ledger; reviewers cannot adjust', async () => {
    signInAs('reviewer');
    renderMoney();
    const row = await screen.findByRole('row', { name: /USD/ });
    expect(row).toHaveTextContent('-$125.00');
    expect(row).toHaveTextContent('$1,650.00');
    expect(screen.getByRole('link', { name: 'Open ledger' })).toHaveAttribute('href', '/admin/ledger?q=seller%40demo.test');
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).toBeNull();
  });

  it('lets an administrator add an adjustment with its reason, in minor units', async () => {
    signInAs('administrator');
    const user = userEvent.setup();
    renderMoney();
    await user.click(await screen.findByRole('button', { name: 'Adjust balance' }));
    const dialog = (await screen.findByText('Adjust the balance of Shenzhen Brightway Electronics')).closest('[role="dialog"]') as HTMLElement;
    // Nothing is sent without an amount and a reason.
    await user.click(within(dialog).getByRole('button', { name: 'Add adjustment' }));
    expect(await within(dialog).findByText(moneyMessages.adjustmentAmount)).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.type(within(dialog).getByRole('spinbutton'), '-12.5');
    await user.type(within(dialog).getByRole('textbox'), 'Chargeback');
    await user.click(within(dialog).getByRole('button', { name: 'Add adjustment' }));
    await waitFor(() => expect(posted.at(-1)).toEqual({ currency: 'USD', bucket: 'payable', amount_minor: -1_250, reason: 'Chargeback' }));
  });
});
