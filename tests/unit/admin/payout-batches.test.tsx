// Back office, payout batches: the declared list with each batch's totals per currency; a batch's page
// with its payouts (accounts masked); four eyes (its maker is not offered Approve, another staff member
// is); marking it paid needs the bank's reference; and the bank files only once it is approved.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { declareAdminAccess } from '../../../src/admin/access';
import { adminPayoutBatches } from '../../../src/admin/resources/payout-batches';
import type { PayoutBatchDetail } from '../../../src/contract/payouts';
import { payoutMessages } from '../../../src/contract/payouts-messages';
import ResourceList from '../../../src/engine/ResourceList';
import ResourceShowPage from '../../../src/engine/ResourceShow';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { apiUrl, useMswServer } from '../setup';
import { listEnvelope, okEnvelope, renderAdmin, signInAs } from './helpers';

const server = useMswServer();
vi.setConfig({ testTimeout: 30_000 });

const ID = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
const draft: PayoutBatchDetail = {
  id: ID,
  number: 'PB-000007',
  state: 'draft',
  trigger: 'on_demand',
  item_count: 2,
  totals: [
    { currency: 'EUR', amount_minor: 40_000, count: 1 },
    { currency: 'USD', amount_minor: 125_050, count: 1 },
  ],
  created_by: 'Ada Admin',
  created_by_id: 'staff-administrator',
  approved_by: null,
  bank_reference: null,
  failure_reason: null,
  created_at: '2026-11-27T09:00:00.000Z',
  approved_at: null,
  sent_at: null,
  paid_at: null,
  items: [
    {
      id: 'i-1',
      batch_id: ID,
      batch_number: 'PB-000007',
      seller_id: 's-1',
      seller_name: 'Shenzhen Brightway Electronics Co., Ltd.',
      currency: 'USD',
      amount_minor: 125_050,
      state: 'included',
      account_holder: 'Brightway Ltd',
      bank_name: 'Bank of China',
      account_masked: '•••• 8901',
      bank_reference: null,
      failure_reason: null,
      sent_at: null,
      paid_at: null,
      created_at: '2026-11-27T09:00:00.000Z',
    },
  ],
};

let batch: PayoutBatchDetail;
let posted: Array<{ path: string; body: unknown }>;

beforeAll(() => {
  initI18n();
  declareAdminAccess([adminPayoutBatches]);
});
beforeEach(() => {
  batch = draft;
  posted = [];
  const step = (path: string, next: (body: Record<string, string>) => Partial<PayoutBatchDetail>, message: string) =>
    http.post(apiUrl(`admin/payout-batches/${ID}/${path}`), async ({ request }) => {
      const body = ((await request.json().catch(() => ({}))) ?? {}) as Record<string, string>;
      posted.push({ path, body });
      batch = { ...batch, ...next(body) };
      return okEnvelope(message, batch);
    });
  server.use(
    http.get(apiUrl('admin/payout-batches'), () => listEnvelope([batch])),
    http.get(apiUrl(`admin/payout-batches/${ID}`), () => HttpResponse.json({ success: true, message: 'OK', data: batch })),
    step('approve', () => ({ state: 'approved', approved_by: 'Rita Reviewer' }), payoutMessages.approved),
    step('send', () => ({ state: 'sent' }), payoutMessages.sent),
    step('paid', (body) => ({ state: 'paid', bank_reference: body.bank_reference }), payoutMessages.paid),
  );
});
afterEach(() => sessionStore.clear());

const renderShow = () => renderAdmin(<ResourceShowPage resource={adminPayoutBatches} />, `/admin/payout-batches/${ID}`, '/admin/payout-batches/:id');

describe('the payout batches list', () => {
  it('shows each batch with its state and its total in each currency, and offers administrators a new batch', async () => {
    signInAs('administrator');
    renderAdmin(<ResourceList resource={adminPayoutBatches} />, '/admin/payout-batches');
    const link = await screen.findByRole('link', { name: 'PB-000007' }, { timeout: 10_000 });
    const row = link.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Draft');
    expect(row).toHaveTextContent('€400.00 · $1,250.50');
    expect(screen.getByRole('button', { name: 'Make payout batch' })).toBeInTheDocument();
  });

  it('offers reviewers no new batch', async () => {
    signInAs('reviewer');
    renderAdmin(<ResourceList resource={adminPayoutBatches} />, '/admin/payout-batches');
    await screen.findByRole('link', { name: 'PB-000007' }, { timeout: 10_000 });
    expect(screen.queryByRole('button', { name: 'Make payout batch' })).toBeNull();
  });
});

describe('a payout batch’s page', () => {
  it('does not offer its maker Approve, nor the bank files before approval', async () => {
    signInAs('administrator');
    renderShow();
    expect(await screen.findByRole('heading', { name: 'PB-000007' })).toBeInTheDocument();
    const payouts = screen.getByRole('table', { name: 'Payouts' });
    expect(within(payouts).getByRole('row', { name: /Brightway/ })).toHaveTextContent('Bank of China •••• 8901');
    expect(screen.getByRole('button', { name: 'Cancel batch' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
  });

  it('lets a second staff member approve it, then an administrator send it and mark it paid with the bank’s reference', async () => {
    signInAs('reviewer');
    const user = userEvent.setup();
    const view = renderShow();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(posted.map((call) => call.path)).toEqual(['approve']));
    // A reviewer approves but does not send.
    expect(await screen.findByText('Rita Reviewer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as sent' })).toBeNull();
    view.unmount();

    signInAs('administrator');
    renderShow();
    expect(await screen.findByRole('button', { name: 'Download SEPA file (EUR)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark as sent' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark as sent' }));
    await user.click(await screen.findByRole('button', { name: 'Mark as paid' }));
    // Found by its title's text: antd gives every dialog the same title id under test, so names collide.
    const dialog = (await screen.findByText('Mark batch PB-000007 as paid')).closest('[role="dialog"]') as HTMLElement;
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    expect(await within(dialog).findByText(payoutMessages.reference)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), 'UTR SBIN426331092817');
    await user.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    await waitFor(() => expect(posted.at(-1)).toEqual({ path: 'paid', body: { bank_reference: 'UTR SBIN426331092817' } }));
    expect(posted.map((call) => call.path)).toEqual(['approve', 'send', 'paid']);
    expect(await screen.findByText('UTR SBIN426331092817')).toBeInTheDocument();
  });
});
