import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminDialog } from '../../../src/admin/common/dialog-store';
import type { AdminDocument } from '../../../src/contract/admin';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import ResourceList from '../../../src/engine/ResourceList';
import { adminDocuments } from '../../../src/admin/resources/documents';
import { apiUrl, useMswServer } from '../setup';
import { listEnvelope, okEnvelope, renderAdmin, signInAs } from './helpers';

const server = useMswServer();

// A list, a dialog and a tree select in jsdom take longer than the default on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

const document: AdminDocument = {
  id: '7f3a0c1e-0000-4000-8000-0000000000d1',
  seller: { id: '5b0c1c7e-0000-4000-8000-000000000001', name: 'Li Wei', email: 'seller@demo.test', company: 'Asha Kitchen Supply' },
  type: 'registration_certificate',
  title: 'Business licence 2024',
  original_name: 'licence.pdf',
  content_type: 'application/pdf',
  size: 2048,
  status: 'pending',
  review_note: null,
  reviewed_at: null,
  reviewed_by: null,
  file_url: '/v1/admin/documents/7f3a0c1e-0000-4000-8000-0000000000d1/file',
  rejecting_removes_badge: false,
  created_at: new Date(Date.now() - 3_600_000).toISOString(),
  updated_at: new Date(Date.now() - 3_600_000).toISOString(),
};

let decisions: Array<{ path: string; body: unknown }> = [];
let listed: AdminDocument = document;

beforeAll(() => initI18n());
beforeEach(() => {
  decisions = [];
  listed = document;
  signInAs('reviewer');
  server.use(
    http.get(apiUrl('admin/documents'), () => listEnvelope([listed])),
    http.post(apiUrl('admin/documents/:id/:decision'), async ({ request, params }) => {
      decisions.push({ path: `${String(params.decision)}`, body: await request.json() });
      return okEnvelope(params.decision === 'verify' ? 'Document verified' : 'Document rejected', {
        ...document,
        status: params.decision === 'verify' ? 'verified' : 'rejected',
      });
    }),
  );
});
afterEach(() => {
  adminDialog.close();
  sessionStore.clear();
});

async function openDecision(label: 'Verify' | 'Reject') {
  renderAdmin(<ResourceList resource={adminDocuments} />, '/admin/documents');
  await userEvent.click(await screen.findByLabelText('More actions for licence.pdf'));
  await userEvent.click(await screen.findByRole('menuitem', { name: label }));
  return screen.findByRole('dialog');
}

describe('the document review dialog', () => {
  it('refuses to reject without a note, and sends nothing', async () => {
    const dialog = await openDecision('Reject');
    expect(within(dialog).getByText('Reject “Business licence 2024”?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    expect(await within(dialog).findByText('Write a note that tells the seller why')).toBeTruthy();
    expect(decisions).toEqual([]);
  });

  it('rejects with the note the seller will read', async () => {
    const dialog = await openDecision('Reject');
    await userEvent.type(within(dialog).getByLabelText('Note for the seller'), '  The stamp is not readable ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    await waitFor(() => expect(decisions).toEqual([{ path: 'reject', body: { note: 'The stamp is not readable' } }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('warns before the click when rejecting the document removes the seller’s Verified badge', async () => {
    listed = { ...document, status: 'verified', rejecting_removes_badge: true };
    const dialog = await openDecision('Reject');
    const warning = within(dialog).getByRole('alert');
    expect(warning.textContent).toContain('Rejecting it removes the seller’s Verified badge');
    await userEvent.type(within(dialog).getByLabelText('Note for the seller'), 'Forged');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    await waitFor(() => expect(decisions).toEqual([{ path: 'reject', body: { note: 'Forged' } }]));
  });

  it('gives no such warning when the badge stays', async () => {
    const dialog = await openDecision('Reject');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(dialog.textContent).not.toContain('Verified badge');
  });

  it('gives no such warning when verifying', async () => {
    listed = { ...document, rejecting_removes_badge: true };
    const dialog = await openDecision('Verify');
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(dialog.textContent).not.toContain('Verified badge');
  });

  it('verifies without a note', async () => {
    const dialog = await openDecision('Verify');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify document' }));
    await waitFor(() => expect(decisions).toEqual([{ path: 'verify', body: {} }]));
  });

  it('keeps the dialog open and shows the server’s message on the note when it refuses', async () => {
    server.use(
      http.post(apiUrl('admin/documents/:id/reject'), () =>
        Response.json({ success: false, message: 'Validation failed', errors: { note: 'At most 1000 characters' } }, { status: 400 }),
      ),
    );
    const dialog = await openDecision('Reject');
    await userEvent.type(within(dialog).getByLabelText('Note for the seller'), 'Too long, says the server');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject document' }));
    expect(await within(dialog).findByText('At most 1000 characters')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
