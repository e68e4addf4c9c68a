import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminDialog } from '../../../src/admin/common/dialog-store';
import { auditTextGroups, namingOf, resourceOfSubject } from '../../../src/admin/common/audit-fields';
import { adminAuditLog } from '../../../src/admin/resources/audit-log';
// The back office loads its portal first: the audit log names the fields of every declaration in it.
import '../../../src/admin/portal';
import type { AuditEntry } from '../../../src/contract/admin';
import ResourceList from '../../../src/engine/ResourceList';
import i18n, { initI18n, loadEnglish } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { apiUrl, useMswServer } from '../setup';
import { listEnvelope, renderAdmin, signInAs } from './helpers';

const server = useMswServer();
vi.setConfig({ testTimeout: 30_000 });

const verification: AuditEntry = {
  id: 'a1',
  actor: { id: 'staff-administrator', name: 'Marketplace Admin', email: 'admin@demo.test', role: 'administrator' },
  action: 'seller.verification_changed',
  subject_type: 'seller',
  subject_id: 'd45a1640-5493-4340-ae0d-13da83ad8a06',
  subject_label: 'Shenzhen Brightway Electronics Co., Ltd. (Li Wei)',
  before: { verification_status: 'pending', verification_note: null },
  after: { verification_status: 'verified', verification_note: 'Licence checked' },
  note: null,
  ip: '127.0.0.1',
  created_at: new Date(Date.now() - 60_000).toISOString(),
};

beforeAll(() => initI18n());
beforeEach(() => {
  signInAs('administrator');
  server.use(http.get(apiUrl('admin/audit-log'), () => listEnvelope([verification])));
});
afterEach(async () => {
  adminDialog.close();
  sessionStore.clear();
  await i18n.changeLanguage('en');
});

describe('the audit log names the fields it shows', () => {
  it('lists the changed fields by their labels, not their column names', async () => {
    renderAdmin(<ResourceList resource={adminAuditLog} />, '/admin/audit-log');
    expect(await screen.findByText('2 changes: Verification, Verification note')).toBeInTheDocument();
    expect(screen.queryByText(/verification_note|verification_status/)).toBeNull();
  });

  it('in the reader’s language', async () => {
    await i18n.changeLanguage('hi');
    renderAdmin(<ResourceList resource={adminAuditLog} />, '/admin/audit-log');
    expect(await screen.findByText(/सत्यापन टिप्पणी/)).toBeInTheDocument();
    expect(screen.queryByText(/verification_note|Verification note/)).toBeNull();
  });

  it('labels the fields and their closed values in the entry’s details', async () => {
    renderAdmin(<ResourceList resource={adminAuditLog} />, '/admin/audit-log');
    await userEvent.click(await screen.findByRole('button', { name: /View changes/ }));
    const rows = within((await screen.findByText('Field')).closest('table') as HTMLElement);
    expect(rows.getByRole('rowheader', { name: 'Verification' })).toBeInTheDocument();
    expect(rows.getByRole('rowheader', { name: 'Verification note' })).toBeInTheDocument();
    expect(rows.getByText('Verified')).toBeInTheDocument();
    expect(rows.getByText('Pending')).toBeInTheDocument();
    expect(rows.queryByText('verification_status')).toBeNull();
  });

  // The fields the server records for each kind of subject (server/modules/**/…-repository.ts): each finds
  // a text in the back office's declarations or their namespaces, none is left to its column name.
  it('finds a text for every field the server records', async () => {
    await Promise.all(auditTextGroups().map(loadEnglish));
    const recorded: Record<string, string[]> = {
      seller: ['verification_status', 'verification_note', 'status', 'status_reason', 'monthly_limit'],
      product: ['status', 'moderation_status', 'moderation_note'],
      review: ['hidden', 'reason'],
      user: ['name', 'email', 'staff_role', 'status'],
      document: ['status', 'review_note'],
      category_request: ['status', 'reviewer_note', 'category_id', 'category_path', 'category_created', 'note'],
      category: ['name', 'parent_id', 'path', 'status'],
      help_article: ['slug', 'topic', 'language', 'published', 'title'],
      rfq: ['status', 'kind', 'reason'],
    };
    const unnamed: string[] = [];
    for (const [subject, fields] of Object.entries(recorded)) {
      const resource = resourceOfSubject({ subject_type: subject, note: null });
      for (const field of fields) {
        const named = namingOf(resource, field).keys.some((key) => i18n.t(key, { defaultValue: '\u0000' }) !== '\u0000');
        if (!named) unnamed.push(`${subject}.${field}`);
      }
    }
    expect(unnamed).toEqual([]);
  });
});
