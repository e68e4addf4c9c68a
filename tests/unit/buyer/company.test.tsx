// The buyer's company pages over MSW: the overview (create form, details with my role's permission table,
// spend bars, Leave), the members list's admin actions with the server's refusal shown as it says it, the
// invitation page, and the approvals queue with the changed-prices re-approval.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { companyMessages } from '../../../src/contract/company-messages';
import type { ApprovalRequest, Budget } from '../../../src/contract/company-approvals';
import type { CompanyMember, MyCompany } from '../../../src/contract/company';
import type { BuyerOrderSummary } from '../../../src/contract/ordering';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import ResourceList from '../../../src/engine/ResourceList';
import CompanyOverviewPage from '../../../src/company/CompanyOverviewPage';
import JoinCompanyPage from '../../../src/company/JoinCompanyPage';
import ApprovalsPage from '../../../src/company/ApprovalsPage';
import OrdersPage from '../../../src/ordering/OrdersPage';
import { refreshCompany, resetCompany, companyState } from '../../../src/company/company-store';
import { buyerResources } from '../../../src/buyer/portal';
import { buyerUser } from '../users';
import { apiUrl, useMswServer } from '../setup';
import { renderPage } from '../resources/helpers';
import { myCompany } from './company-handlers';

// Antd pages in jsdom are slow to render on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

const server = useMswServer();
const ok = <T,>(data: T, extra: Record<string, unknown> = {}) => HttpResponse.json({ success: true, message: 'Request successful', data, ...extra });
const refuse = (status: number, message: string, data: unknown = null) => HttpResponse.json({ success: false, message, data }, { status });

const mine = myCompany;

const budget: Budget = {
  id: 'b-1',
  scope: 'company',
  user_id: null,
  member_name: null,
  period: 'month',
  amount_minor: 1_000_000,
  currency: 'USD',
  when_exceeded: 'refuse',
  period_start: '2026-11-01T00:00:00.000Z',
  period_end: '2026-12-01T00:00:00.000Z',
  spent_minor: 600_000,
  left_minor: 400_000,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

let company: MyCompany | null = null;
let posted: Array<{ path: string; body: unknown }> = [];

beforeAll(() => initI18n());
beforeEach(() => {
  posted = [];
  company = null;
  sessionStore.setSession('tok-b', buyerUser({ id: 'u-admin', name: 'Asha Rao', email: 'asha@example.com' }));
  server.use(
    http.get(apiUrl('company'), () => ok(company)),
    http.get(apiUrl('company/approvals/count'), () => ok({ awaiting: 2 })),
    http.get(apiUrl('company/spend'), () =>
      ok({
        currency: 'USD',
        periods: [
          { period: 'month', start: '2026-11-01', end: '2026-12-01', company_minor: 600_000, mine_minor: 100_000 },
          { period: 'quarter', start: '2026-10-01', end: '2027-01-01', company_minor: 900_000, mine_minor: 200_000 },
        ],
        approximate: false,
        unconverted: [],
        budgets: [budget],
      }),
    ),
    http.get(apiUrl('company/invitations'), () => ok([], { total: 2 })),
  );
});
afterEach(() => {
  resetCompany();
  sessionStore.clear();
});

describe('company overview', () => {
  it('offers the create form to a buyer without a company and checks it with the contract’s messages', async () => {
    await refreshCompany();
    const user = userEvent.setup();
    renderPage(<CompanyOverviewPage />, '/company');
    expect(await screen.findByRole('heading', { name: 'Create your company' })).toBeInTheDocument();
    expect(screen.getByText(/Orders above an amount, or to a new supplier, wait for an approver/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create company' }));
    expect(await screen.findByText(companyMessages.legalNameRequired)).toBeInTheDocument();
  });

  it('shows the details, my role with the permission table, spend per limit and pending invitations; Leave asks first', async () => {
    company = mine('admin');
    await refreshCompany();
    expect(companyState().awaitingApprovals).toBe(2);
    server.use(
      http.post(apiUrl('company/leave'), () => {
        posted.push({ path: 'leave', body: null });
        company = null;
        return ok(null, { message: companyMessages.left });
      }),
    );
    const user = userEvent.setup();
    renderPage(<CompanyOverviewPage />, '/company');
    expect(await screen.findByRole('heading', { name: 'Acme Trading Pvt Ltd' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your role: Admin' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'What each company role may do' });
    const approveRow = within(table).getByRole('row', { name: /Approve or reject requests/ });
    // admin and approver hold it, buyer and viewer do not.
    expect(within(approveRow).getAllByLabelText('Allowed')).toHaveLength(2);
    expect(within(approveRow).getAllByLabelText('Not allowed')).toHaveLength(2);
    expect(await screen.findByText('$6,000.00 of $10,000.00')).toBeInTheDocument();
    expect(screen.getByText('$4,000.00 left')).toBeInTheDocument();
    expect(await screen.findByText('2 invitations waiting to be accepted')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Leave company' }));
    await user.click(await waitFor(() => within(document.querySelector<HTMLElement>('.confirm-dialog-actions')!).getByText('Leave company')));
    await waitFor(() => expect(posted).toEqual([{ path: 'leave', body: null }]));
    expect(await screen.findByRole('heading', { name: 'Create your company' })).toBeInTheDocument();
  });

  it('hides what a viewer may not do: no edit, no invitations', async () => {
    company = mine('viewer');
    await refreshCompany();
    renderPage(<CompanyOverviewPage />, '/company');
    expect(await screen.findByRole('heading', { name: 'Your role: Viewer (finance)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit details' })).toBeNull();
    expect(screen.queryByText(/invitations waiting/)).toBeNull();
    expect(companyState().awaitingApprovals).toBe(0);
  });
});

describe('members', () => {
  const members = buyerResources.find((resource) => resource.name === 'company/members')!;
  const member = (overrides: Partial<CompanyMember>): CompanyMember => ({
    user_id: '7d1f7d5e-1b1a-4c1e-9a51-0d2f1f5d0a01',
    name: 'Asha Rao',
    email: 'asha@example.com',
    role: 'admin',
    status: 'active',
    joined_at: '2026-11-01T10:00:00.000Z',
    invited_by: null,
    ...overrides,
  });

  it('lists role and status, and shows the server’s last-admin refusal as it says it', async () => {
    company = mine('admin');
    await refreshCompany();
    server.use(
      http.get(apiUrl('company/members'), () =>
        ok([member({}), member({ user_id: '7d1f7d5e-1b1a-4c1e-9a51-0d2f1f5d0a02', name: 'Ravi Kumar', email: 'ravi@example.com', role: 'buyer' })], {
          total: 2,
          pagination: { page: 1, limit: 20, totalPages: 1 },
        }),
      ),
      http.patch(apiUrl('company/members/:id'), async ({ request, params }) => {
        posted.push({ path: `members/${String(params.id)}`, body: await request.json() });
        return refuse(409, companyMessages.lastAdmin);
      }),
    );
    const user = userEvent.setup();
    renderPage(<ResourceList resource={members} />, '/company/members');
    const row = (await screen.findByText('asha@example.com')).closest('tr')!;
    expect(within(row).getByText('Admin')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'More actions for Asha Rao' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Make approver' }));
    await user.click(await waitFor(() => within(document.querySelector<HTMLElement>('.confirm-dialog-actions')!).getByText('Make approver')));
    await waitFor(() => expect(posted).toEqual([{ path: 'members/7d1f7d5e-1b1a-4c1e-9a51-0d2f1f5d0a01', body: { role: 'approver' } }]));
    expect(await screen.findByText(companyMessages.lastAdmin)).toBeInTheDocument();
  });
});

describe('the invitation page', () => {
  it('shows the company, role and email, and accepting joins the company', async () => {
    server.use(
      http.get(apiUrl('company-invitations/tok-123'), () =>
        ok({
          company: { legal_name: 'Acme Trading Pvt Ltd', country: 'IN' },
          email: 'asha@example.com',
          role: 'approver',
          expires_at: '2026-12-04T10:00:00.000Z',
          invited_by: 'Ravi Kumar',
        }),
      ),
      http.post(apiUrl('company-invitations/accept'), async ({ request }) => {
        posted.push({ path: 'accept', body: await request.json() });
        company = mine('approver');
        return ok(null, { message: companyMessages.invitationAccepted });
      }),
    );
    const user = userEvent.setup();
    renderPage(<JoinCompanyPage />, '/company/join/tok-123', '/company/join/:token');
    expect(await screen.findByRole('heading', { name: 'Join Acme Trading Pvt Ltd' })).toBeInTheDocument();
    expect(screen.getByText('Approver')).toBeInTheDocument();
    expect(screen.getByText('Ravi Kumar invited you to buy with the company.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(posted).toEqual([{ path: 'accept', body: { token: 'tok-123' } }]));
    await waitFor(() => expect(companyState().mine?.membership.role).toBe('approver'));
  });

  it('says why a link cannot be used, in the server’s words', async () => {
    server.use(http.get(apiUrl('company-invitations/old'), () => refuse(410, companyMessages.invitationExpired)));
    renderPage(<JoinCompanyPage />, '/company/join/old', '/company/join/:token');
    expect(await screen.findByText(companyMessages.invitationExpired)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });
});

describe('the approvals queue', () => {
  const request: ApprovalRequest = {
    id: 'r-1',
    number: 'APR-2026-AB12CD34',
    kind: 'order',
    status: 'awaiting',
    requester: { id: 'u-2', name: 'Ravi Kumar' },
    total_minor: 720_000,
    currency: 'USD',
    lines: [
      {
        key: 'p-1',
        name: 'Steel water bottle',
        quantity: 600,
        unit: 'piece',
        unit_price_minor: 1200,
        currency: 'USD',
        seller_id: 's-1',
        seller_name: 'Shenzhen Bottles',
      },
    ],
    shipping_minor: 0,
    shipping_address: null,
    payment_method: 'bank_transfer',
    note: null,
    rfq: null,
    rules: [{ id: 'rule-1', kind: 'order_total_above', amount_minor: 500_000, approver_role: 'approver', seller_id: null }],
    limits: [],
    approver_role: 'approver',
    decided_by: null,
    decided_at: null,
    decision_note: null,
    expires_at: '2026-12-04T10:00:00.000Z',
    orders: [],
    can_decide: true,
    created_at: '2026-11-27T10:00:00.000Z',
  };

  it('shows requester, total, supplier and why; a price change is shown and approved again at the new price', async () => {
    company = mine('approver');
    await refreshCompany();
    let approves = 0;
    server.use(
      http.get(apiUrl('company/approvals'), () => ok([request], { total: 1 })),
      http.post(apiUrl('company/approvals/r-1/approve'), async ({ request: call }) => {
        approves += 1;
        posted.push({ path: 'approve', body: await call.json() });
        if (approves === 1)
          return refuse(409, 'Prices or stock changed since the request. Review the changes; to approve at the new prices, approve again with them', {
            changes: [
              { key: 'p-1', name: 'Steel water bottle', problem: 'price_changed', seen_unit_price_minor: 1200, unit_price_minor: 1300, currency: 'USD' },
            ],
          });
        return ok({ request: { ...request, status: 'approved' } }, { message: 'Approved: the order is placed' });
      }),
    );
    const user = userEvent.setup();
    renderPage(<ApprovalsPage />, '/company/approvals');
    const card = (await screen.findByRole('heading', { name: /APR-2026-AB12CD34/ })).closest('li')!;
    expect(within(card).getByText('Asked by Ravi Kumar', { exact: false })).toBeInTheDocument();
    expect(within(card).getByText('$7,200.00')).toBeInTheDocument();
    expect(within(card).getByText('Shenzhen Bottles')).toBeInTheDocument();
    expect(within(card).getByText('The order total is above $5,000.00')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Prices or stock changed since the request')).toBeInTheDocument();
    expect(within(dialog).getByText('$12.00')).toBeInTheDocument();
    expect(within(dialog).getByText('$13.00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve at the new prices' }));
    await waitFor(() =>
      expect(posted).toEqual([
        { path: 'approve', body: {} },
        { path: 'approve', body: { accept_prices: [{ key: 'p-1', unit_price_minor: 1300 }] } },
      ]),
    );
  });

  it('offers no second approval when the stock no longer fills a line: only rejecting helps', async () => {
    company = mine('approver');
    await refreshCompany();
    let approves = 0;
    server.use(
      http.get(apiUrl('company/approvals'), () => ok([request], { total: 1 })),
      http.post(apiUrl('company/approvals/r-1/approve'), () => {
        approves += 1;
        return refuse(409, 'Prices or stock changed since the request. Review the changes; to approve at the new prices, approve again with them', {
          changes: [
            { key: 'p-1', name: 'Steel water bottle', problem: 'not_enough_stock', seen_unit_price_minor: 1200, unit_price_minor: 1200, currency: 'USD' },
          ],
        });
      }),
    );
    const user = userEvent.setup();
    renderPage(<ApprovalsPage />, '/company/approvals');
    const card = (await screen.findByRole('heading', { name: /APR-2026-AB12CD34/ })).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Not enough stock')).toBeInTheDocument();
    expect(within(dialog).getByText('Some lines can no longer be ordered: reject the request so the requester can check out again.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Approve at the new prices' })).toBeDisabled();
    expect(approves).toBe(1);
  });

  it('refuses a rejection without a reason before sending it', async () => {
    company = mine('approver');
    await refreshCompany();
    server.use(http.get(apiUrl('company/approvals'), () => ok([request], { total: 1 })));
    const user = userEvent.setup();
    renderPage(<ApprovalsPage />, '/company/approvals');
    const card = (await screen.findByRole('heading', { name: /APR-2026-AB12CD34/ })).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Say why you reject it; the requester reads this')).toBeInTheDocument();
    expect(posted).toEqual([]);
  });
});

describe('my orders in a company', () => {
  const order: BuyerOrderSummary = {
    id: 'o-1',
    number: 'ORD-2026-000123',
    status: 'pending',
    supplier: { id: 's-1', name: 'Shenzhen Bottles', country: 'CN', verified: false },
    line_count: 2,
    total_minor: 720_000,
    currency: 'USD',
    payment_method: 'bank_transfer',
    payment_status: 'unpaid',
    carrier: null,
    tracking_number: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    placed_by: { id: 'u-ravi', name: 'Ravi Kumar' },
  };
  beforeEach(() => server.use(http.get(apiUrl('buyer/orders'), () => ok([order], { total: 1 }))));

  it('says who placed each order for a member, and not for a buyer on their own', async () => {
    company = mine('approver');
    await refreshCompany();
    const view = renderPage(<OrdersPage />, '/orders/all');
    // The sticky table draws its header row twice.
    expect((await screen.findAllByRole('columnheader', { name: 'Placed by' })).length).toBeGreaterThan(0);
    expect(screen.getByRole('cell', { name: 'Ravi Kumar' })).toBeInTheDocument();
    view.unmount();

    resetCompany();
    company = null;
    await refreshCompany();
    renderPage(<OrdersPage />, '/orders/all');
    expect(await screen.findByRole('link', { name: 'ORD-2026-000123' })).toBeInTheDocument();
    expect(screen.queryAllByRole('columnheader', { name: 'Placed by' })).toEqual([]);
    expect(screen.queryByText('Ravi Kumar')).not.toBeInTheDocument();
  });
});
