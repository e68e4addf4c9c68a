import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminDialog } from '../../../src/admin/common/dialog-store';
import SellerPage from '../../../src/admin/pages/SellerPage';
import type { AdminDocument, AdminSellerDetails, AdminSellerSummary } from '../../../src/contract/admin';
import { adminSellers } from '../../../src/admin/resources/sellers';
import ResourceList from '../../../src/engine/ResourceList';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { apiUrl, useMswServer } from '../setup';
import { listEnvelope, okEnvelope, renderAdmin, signInAs } from './helpers';

const server = useMswServer();
vi.setConfig({ testTimeout: 30_000 });

const id = '5b0c1c7e-0000-4000-8000-000000000001';
const seller = (overrides: Partial<AdminSellerDetails> = {}): AdminSellerDetails => ({
  account: {
    id,
    name: 'Li Wei',
    email: 'seller@demo.test',
    phone: '9876543210',
    country_code: '+91',
    status: 'active',
    status_reason: null,
    verification_status: 'pending',
    verification_note: null,
    is_email_verified: true,
    is_mobile_verified: true,
    created_at: '2026-01-02T10:00:00.000Z',
  },
  business_details: { business_name: 'Asha Kitchen Supply', country: 'IN' },
  store_sections: [],
  store_completeness: 67,
  documents: [],
  checklist: [
    { key: 'email_verified', done: true, checked_at: null },
    { key: 'mobile_verified', done: true, checked_at: null },
    { key: 'business_details', done: true, checked_at: null },
    { key: 'document_registration_certificate', done: true, checked_at: '2026-11-12T09:30:00.000Z' },
    { key: 'document_tax_certificate', done: false, checked_at: null },
    { key: 'store_profile', done: false, checked_at: null, missing_sections: ['bank-details', 'main-markets'] },
  ],
  verification_grant: null,
  registration_status: {
    email_verified: true,
    mobile_verified: true,
    business_details: true,
    store_sections: {},
    onboarding_complete: true,
    store_complete: false,
    next_step: null,
  },
  counts: { products: 3, products_published: 2, products_pending_review: 1, orders: 4 },
  ...overrides,
});

/** A registration certificate on the seller's Documents tab. */
const licenceDocument = (documentId: string, title: string, status: 'verified' | 'rejected'): AdminDocument => ({
  id: documentId,
  seller: { id, name: 'Li Wei', email: 'seller@demo.test', company: null },
  type: 'registration_certificate',
  title,
  original_name: `${documentId}.pdf`,
  content_type: 'application/pdf',
  size: 2048,
  status,
  review_note: null,
  reviewed_at: '2026-11-12T09:30:00.000Z',
  reviewed_by: null,
  file_url: `/v1/admin/documents/${documentId}/file`,
  rejecting_removes_badge: false,
  created_at: '2026-11-10T09:30:00.000Z',
  updated_at: '2026-11-12T09:30:00.000Z',
});

let current = seller();
let sent: unknown[] = [];

beforeAll(() => initI18n());
beforeEach(() => {
  current = seller();
  sent = [];
  signInAs('reviewer');
  server.use(
    http.get(apiUrl(`admin/sellers/${id}`), () => okEnvelope('OK', current)),
    http.put(apiUrl(`admin/sellers/${id}/verification`), async ({ request }) => {
      sent.push(await request.json());
      return okEnvelope('Verification status saved', current);
    }),
  );
});
afterEach(() => {
  adminDialog.close();
  sessionStore.clear();
});

const renderPage = () => renderAdmin(<SellerPage />, `/admin/sellers/${id}`, '/admin/sellers/:id');

describe("the seller page's verification checklist", () => {
  it('lists each item done or not, when a document was checked, and the store sections still missing', async () => {
    renderPage();
    const checklist = await screen.findByRole('region', { name: 'Verification checklist' });
    expect(within(checklist).getByText('4 of 6 done')).toBeTruthy();
    const item = (label: string) => within(checklist).getByText(label).closest('li')!;
    expect(item('Email address verified').textContent).toContain('done');
    expect(item('Registration certificate (business licence) approved').textContent).toMatch(/Checked Nov 12, 2026/);
    expect(item('Tax certificate approved').textContent).toContain('not done');
    expect(item('Store profile complete').textContent).toContain('Missing: Bank details, Main markets');
  });

  it('says when the seller was verified, and the reason of a staff override', async () => {
    current = seller({
      account: { ...seller().account, verification_status: 'verified' },
      verification_grant: { verified_at: '2026-11-20T10:00:00.000Z', granted_by_staff: true, override_reason: 'Checked by phone', checks: [] },
    });
    renderPage();
    const checklist = await screen.findByRole('region', { name: 'Verification checklist' });
    expect(within(checklist).getByText('Verified Nov 20, 2026 by a staff override')).toBeTruthy();
    expect(within(checklist).getByText('Reason: Checked by phone')).toBeTruthy();
  });

  it('says "Verified by override" in the header’s tag when staff verified without every item, "Verified" after a full check', async () => {
    const grant = { verified_at: '2026-11-20T10:00:00.000Z', granted_by_staff: true, override_reason: 'Checked by phone', checks: [] };
    current = seller({ account: { ...seller().account, verification_status: 'verified' }, verification_grant: grant });
    const { unmount } = renderPage();
    const header = (await screen.findByRole('heading', { level: 1, name: 'Asha Kitchen Supply' })).closest('header')!;
    expect(within(header).getByText('Verified by override')).toBeTruthy();
    unmount();
    current = seller({
      account: { ...seller().account, verification_status: 'verified' },
      verification_grant: { ...grant, granted_by_staff: false, override_reason: null },
    });
    renderPage();
    const checked = (await screen.findByRole('heading', { level: 1, name: 'Asha Kitchen Supply' })).closest('header')!;
    expect(within(checked).getByText('Verified')).toBeTruthy();
    expect(within(checked).queryByText('Verified by override')).toBeNull();
  });

  it('warns in the reject dialog when rejecting the document removes the Verified badge', async () => {
    const licence = { ...licenceDocument('d-9', 'Licence 2025', 'verified'), rejecting_removes_badge: true };
    current = seller({ account: { ...seller().account, verification_status: 'verified' }, documents: [licence] });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject: Licence 2025' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert').textContent).toContain('Rejecting it removes the seller’s Verified badge');
  });

  it('offers to reject a verified document later, never to verify it again; a rejected one is final', async () => {
    current = seller({ documents: [licenceDocument('d-1', 'Licence 2025', 'verified'), licenceDocument('d-2', 'Old licence', 'rejected')] });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Reject: Licence 2025' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verify: Licence 2025' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject: Old licence' })).toBeNull();
  });

  it('asks for a reason before verifying with items missing, and sends it as the override', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Set verification status' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('Not done yet')).toBeNull();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Verified' }));
    expect(await within(dialog).findByText('Not done yet')).toBeTruthy();
    expect(within(dialog).getByText('Tax certificate approved')).toBeTruthy();
    expect(within(dialog).getByText('Store profile complete')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save status' }));
    expect(await within(dialog).findByText('Write why you verify without every item')).toBeTruthy();
    expect(sent).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Reason to verify anyway'), 'Tax office confirmed by phone');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save status' }));
    await waitFor(() => expect(sent).toEqual([{ verification_status: 'verified', override_reason: 'Tax office confirmed by phone' }]));
  });

  it('shows what the server says is missing when it refuses', async () => {
    current = seller({ checklist: seller().checklist.map((item) => ({ ...item, done: true })) });
    server.use(
      http.put(apiUrl(`admin/sellers/${id}/verification`), () =>
        Response.json(
          {
            success: false,
            message: 'The verification checklist is not complete. Finish the missing items, or give a reason to verify anyway',
            data: null,
            errors: { document_tax_certificate: 'No tax certificate is approved' },
          },
          { status: 409 },
        ),
      ),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Set verification status' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Verified' }));
    expect(within(dialog).queryByText('Not done yet')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save status' }));
    expect(await within(dialog).findByText('Not done yet')).toBeTruthy();
    expect(within(dialog).getByText('Tax certificate approved')).toBeTruthy();
    expect(within(dialog).getByLabelText('Reason to verify anyway')).toBeTruthy();
  });
});

describe('the sellers list', () => {
  const row = (overrides: Partial<AdminSellerSummary>): AdminSellerSummary => ({
    id: 'a',
    name: 'Li Wei',
    email: 'seller@demo.test',
    company: 'Asha Kitchen Supply',
    country: 'IN',
    phone: null,
    status: 'active',
    verification_status: 'verified',
    verified_by_override: false,
    pending_documents: 0,
    created_at: '2026-01-02T10:00:00.000Z',
    ...overrides,
  });

  it('tells a seller verified by override from one verified by the whole checklist', async () => {
    server.use(
      http.get(apiUrl('admin/sellers'), () =>
        listEnvelope([
          row({}),
          row({ id: 'b', name: 'Jonas Weber', email: 'weber@demo.test', company: 'Weber Industriebedarf', country: 'DE', verified_by_override: true }),
        ]),
      ),
    );
    renderAdmin(<ResourceList resource={adminSellers} />, '/admin/sellers');
    const weber = (await screen.findByRole('link', { name: 'Weber Industriebedarf' })).closest('tr, li')!;
    expect(within(weber as HTMLElement).getByText('Verified by override')).toBeTruthy();
    const asha = screen.getByRole('link', { name: 'Asha Kitchen Supply' }).closest('tr, li')!;
    expect(within(asha as HTMLElement).getByText('Verified')).toBeTruthy();
    expect(within(asha as HTMLElement).queryByText('Verified by override')).toBeNull();
  });
});
