// Back office, buyers' companies: the declared list (legal name, country, status, members, creator),
// newest first; a company's page with its facts, members, rules, limits and
// audit trail; administrators suspend it with a required reason and reactivate it, reviewers only read.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { declareAdminAccess } from '../../../src/admin/access';
import { adminCompanies } from '../../../src/admin/resources/companies';
import type { AdminCompanyDetail, AdminCompanyRow } from '../../../src/contract/company';
import { adminCompanyMessages } from '../../../src/contract/company-messages';
import ResourceList from '../../../src/engine/ResourceList';
import ResourceShowPage from '../../../src/engine/ResourceShow';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { apiUrl, useMswServer } from '../setup';
import { listEnvelope, okEnvelope, renderAdmin, signInAs } from './helpers';

const server = useMswServer();
vi.setConfig({ testTimeout: 30_000 });

const ID = '5b0c3f7e-8d6a-4c1e-9f2b-1a2b3c4d5e6f';
const row: AdminCompanyRow = {
  id: ID,
  legal_name: 'Northwind Trading Ltd',
  country: 'GB',
  tax_id: 'GB987654321',
  billing_address: { line1: '18 Cobalt Way', line2: null, city: 'Leeds', state: 'West Yorkshire', postal_code: 'LS10 1JT', country: 'GB' },
  budget_currency: 'USD',
  logo_url: null,
  status: 'active',
  status_reason: null,
  member_count: 2,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  created_by: { id: 'u-1', name: 'Daniel Meyer', email: 'buyer@demo.test' },
};

function detail(company: AdminCompanyRow): AdminCompanyDetail {
  return {
    company,
    members: [
      {
        user_id: 'u-1',
        name: 'Daniel Meyer',
        email: 'buyer@demo.test',
        role: 'admin',
        status: 'active',
        joined_at: '2026-11-01T10:00:00.000Z',
        invited_by: null,
      },
      {
        user_id: 'u-2',
        name: 'Priya Shah',
        email: 'approver@demo.test',
        role: 'approver',
        status: 'active',
        joined_at: '2026-11-02T10:00:00.000Z',
        invited_by: { id: 'u-1', name: 'Daniel Meyer' },
      },
    ],
    rules: [
      {
        id: 'r-1',
        kind: 'order_total_above',
        amount_minor: 500_000,
        currency: 'USD',
        approver_role: 'approver',
        active: true,
        created_at: '2026-11-01T10:00:00.000Z',
        updated_at: '2026-11-01T10:00:00.000Z',
      },
    ],
    budgets: [
      {
        id: 'b-1',
        scope: 'company',
        user_id: null,
        member_name: null,
        period: 'month',
        amount_minor: 6_000_000,
        currency: 'USD',
        when_exceeded: 'refuse',
        period_start: '2026-11-01T00:00:00.000Z',
        period_end: '2026-12-01T00:00:00.000Z',
        spent_minor: 1_067_250,
        left_minor: 4_932_750,
        created_at: '2026-11-01T10:00:00.000Z',
        updated_at: '2026-11-01T10:00:00.000Z',
      },
    ],
    spend: { currency: 'USD', month_minor: 1_067_250, quarter_minor: 2_000_000, approximate: false },
    audit: [
      {
        id: 'e-1',
        actor: { id: 'u-1', name: 'Daniel Meyer', role: 'admin' },
        action: 'member.invited',
        subject_type: 'member',
        subject_id: null,
        subject_label: 'approver@demo.test',
        before: null,
        after: { role: 'approver' },
        note: null,
        created_at: '2026-11-02T09:00:00.000Z',
      },
    ],
  };
}

let company: AdminCompanyRow;
let listQueries: URLSearchParams[];
let posted: Array<{ path: string; body: unknown }>;

beforeAll(() => {
  initI18n();
  declareAdminAccess([adminCompanies]);
});
beforeEach(() => {
  company = row;
  listQueries = [];
  posted = [];
  server.use(
    http.get(apiUrl('admin/companies'), ({ request }) => {
      listQueries.push(new URL(request.url).searchParams);
      return listEnvelope([company]);
    }),
    http.get(apiUrl(`admin/companies/${ID}`), () => HttpResponse.json({ success: true, message: 'OK', data: detail(company) })),
    http.post(apiUrl(`admin/companies/${ID}/suspend`), async ({ request }) => {
      const body = (await request.json()) as { reason: string };
      posted.push({ path: 'suspend', body });
      company = { ...company, status: 'suspended', status_reason: body.reason };
      return okEnvelope(adminCompanyMessages.suspended, detail(company));
    }),
  );
});
afterEach(() => sessionStore.clear());

const renderShow = () => renderAdmin(<ResourceShowPage resource={adminCompanies} />, `/admin/companies/${ID}`, '/admin/companies/:id');

describe('the companies list', () => {
  it('shows each company with its country, status, members and creator, newest first', async () => {
    signInAs('reviewer');
    renderAdmin(<ResourceList resource={adminCompanies} />, '/admin/companies');
    const link = await screen.findByRole('link', { name: 'Northwind Trading Ltd' }, { timeout: 10_000 });
    expect(link).toHaveAttribute('href', `/admin/companies/${ID}`);
    const tableRow = link.closest('tr') as HTMLElement;
    expect(tableRow).toHaveTextContent('United Kingdom');
    expect(tableRow).toHaveTextContent('Active');
    expect(tableRow).toHaveTextContent('Daniel Meyer');
    expect(tableRow).toHaveTextContent('buyer@demo.test');
    expect(screen.getByRole('columnheader', { name: /Members/ })).toBeInTheDocument();
    // Newest first, as declared; the search, status and country filters are the list's own.
    expect(listQueries[0].get('sort')).toBe('created_at');
    expect(listQueries[0].get('order')).toBe('desc');
    expect(screen.getByPlaceholderText('Search by legal name')).toBeInTheDocument();
  });
});

describe('a company’s page', () => {
  it('shows its facts, members, rules, limits and audit trail', async () => {
    signInAs('reviewer');
    const user = userEvent.setup();
    renderShow();
    expect(await screen.findByRole('heading', { name: 'Northwind Trading Ltd' })).toBeInTheDocument();
    const facts = screen.getByRole('region', { name: 'Key facts' });
    expect(facts).toHaveTextContent('GB987654321');
    expect(facts).toHaveTextContent('$10,672.50');
    expect(facts).toHaveTextContent('18 Cobalt Way, LS10 1JT Leeds, West Yorkshire');
    const members = screen.getByRole('table', { name: 'Members' });
    expect(within(members).getByRole('row', { name: /Priya Shah/ })).toHaveTextContent('Approver');
    await user.click(screen.getByRole('tab', { name: 'Approval rules' }));
    expect(await screen.findByRole('table', { name: 'Approval rules' })).toHaveTextContent('Order total above$5,000.00');
    await user.click(screen.getByRole('tab', { name: 'Audit trail' }));
    const audit = await screen.findByRole('table', { name: 'Audit trail' });
    expect(within(audit).getByRole('row', { name: /Member invited/ })).toHaveTextContent('approver@demo.test');
    // Reading only: suspension is the administrators'.
    expect(screen.queryByRole('button', { name: 'Suspend company' })).toBeNull();
  });

  it('lets an administrator suspend it with a reason, then offers to reactivate it', async () => {
    signInAs('administrator');
    const user = userEvent.setup();
    renderShow();
    await user.click(await screen.findByRole('button', { name: 'Suspend company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Northwind Trading Ltd?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend company' }));
    expect(await within(dialog).findByText(adminCompanyMessages.reasonRequired)).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.type(within(dialog).getByRole('textbox'), 'Unpaid invoices');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend company' }));
    await waitFor(() => expect(posted).toEqual([{ path: 'suspend', body: { reason: 'Unpaid invoices' } }]));
    expect(await screen.findByRole('button', { name: 'Reactivate company' })).toBeInTheDocument();
    expect(screen.getByText('Suspended: Unpaid invoices')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Suspend company' })).toBeNull();
  });
});
