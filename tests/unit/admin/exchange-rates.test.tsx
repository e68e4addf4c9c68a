// Back office, exchange rates: the declared list shows each pair, its rate both ways, its day and source;
// administrators get 'Add rate', 'Import CSV', edit and delete, reviewers read the same list without them.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { declareAdminAccess } from '../../../src/admin/access';
import { adminExchangeRates } from '../../../src/admin/resources/exchange-rates';
import type { ExchangeRate } from '../../../src/contract/exchange-rates';
import ResourceList from '../../../src/engine/ResourceList';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { apiUrl, useMswServer } from '../setup';
import { listEnvelope, renderAdmin, signInAs } from './helpers';

const server = useMswServer();
vi.setConfig({ testTimeout: 30_000 });

const rate: ExchangeRate = {
  id: 'r1',
  base_currency: 'EUR',
  quote_currency: 'USD',
  rate: '1.0825',
  rate_date: '2026-11-26',
  source: 'csv',
  created_at: '2026-11-26T08:00:00.000Z',
  updated_at: '2026-11-26T08:00:00.000Z',
};

beforeAll(() => {
  initI18n();
  declareAdminAccess([adminExchangeRates]);
});
beforeEach(() => server.use(http.get(apiUrl('admin/exchange-rates'), () => listEnvelope([rate]))));
afterEach(() => sessionStore.clear());

describe('the exchange rates list', () => {
  it('gives administrators every action', async () => {
    signInAs('administrator');
    renderAdmin(<ResourceList resource={adminExchangeRates} />, '/admin/exchange-rates');
    const row = (await screen.findByText('EUR → USD')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('1 EUR = 1.0825 USD');
    expect(row).toHaveTextContent('1 USD = 0.923788 EUR');
    expect(row).toHaveTextContent('Nov 26, 2026');
    expect(row).toHaveTextContent('CSV import');
    expect(screen.getByRole('button', { name: 'Add rate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: /actions|more/i }));
    expect(await screen.findByRole('menuitem', { name: /Edit/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: /Delete rate/ })).toBeInTheDocument();
  });

  it('lets reviewers read the rates, with no way to change them', async () => {
    signInAs('reviewer');
    renderAdmin(<ResourceList resource={adminExchangeRates} />, '/admin/exchange-rates');
    const row = (await screen.findByText('EUR → USD')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('1 EUR = 1.0825 USD');
    expect(screen.queryByRole('button', { name: 'Add rate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    expect(within(row).queryByRole('button', { name: /actions|more/i })).toBeNull();
  });
});
