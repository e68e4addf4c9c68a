import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatRecoveryContact, recoveryContactCreateSchema, recoveryContactMessages, type RecoveryContact } from '../../../src/contract/recovery-contacts';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { recoveryContacts } from '../../../src/resources/recovery-contacts';
import RecoveryContactsPage from '../../../src/resources/recovery-contacts/page';
import { apiUrl, useMswServer } from '../setup';
import { renderPage, signIn } from './helpers';

const server = useMswServer();
let rows: RecoveryContact[] = [];
let calls: Array<{ method: string; path: string; body: unknown }> = [];

function contact(overrides: Partial<RecoveryContact>): RecoveryContact {
  return {
    id: 'c-1',
    kind: 'email',
    value: 'spare@example.com',
    is_primary: false,
    is_verified: false,
    verified_at: null,
    created_at: '2026-01-01T10:00:00.000Z',
    ...overrides,
  };
}

const verifiedEmail = contact({ id: 'c-1', value: 'spare@example.com', is_primary: true, is_verified: true, verified_at: '2026-01-02T10:00:00.000Z' });
const pendingPhone = contact({ id: 'c-2', kind: 'phone', value: '+919812345670' });

async function bodyOf(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

beforeAll(() => initI18n());
beforeEach(() => {
  rows = [verifiedEmail, pendingPhone];
  calls = [];
  signIn();
  server.use(
    http.get(apiUrl('recovery-contacts'), ({ request }) => {
      const url = new URL(request.url);
      calls.push({ method: 'GET', path: url.pathname + url.search, body: undefined });
      return HttpResponse.json({ success: true, message: 'OK', data: rows, total: rows.length, pagination: { page: 1, limit: 20, totalPages: 1 } });
    }),
    http.post(apiUrl('recovery-contacts'), async ({ request }) => {
      const body = (await bodyOf(request)) as Record<string, string>;
      calls.push({ method: 'POST', path: '/v1/recovery-contacts', body });
      if (body.email === 'spare@example.com') {
        return HttpResponse.json(
          { success: false, message: recoveryContactMessages.duplicate, data: null, errors: { email: recoveryContactMessages.duplicate } },
          { status: 409 },
        );
      }
      const added = contact({ id: 'c-3', kind: 'phone', value: `${body.country_code}${body.phone}` });
      rows = [...rows, added];
      return HttpResponse.json({ success: true, message: 'Created', data: added }, { status: 201 });
    }),
    http.post(apiUrl('recovery-contacts/:id/send-code'), ({ params }) => {
      calls.push({ method: 'POST', path: `/v1/recovery-contacts/${String(params.id)}/send-code`, body: undefined });
      return HttpResponse.json({ success: true, message: 'Verification code sent', data: { expires_in_seconds: 600, resend_in_seconds: 30 } });
    }),
    http.post(apiUrl('recovery-contacts/:id/verify'), async ({ request, params }) => {
      const body = await bodyOf(request);
      calls.push({ method: 'POST', path: `/v1/recovery-contacts/${String(params.id)}/verify`, body });
      rows = rows.map((row) => (row.id === params.id ? { ...row, is_verified: true, verified_at: '2026-01-03T10:00:00.000Z' } : row));
      return HttpResponse.json({ success: true, message: recoveryContactMessages.verified, data: rows.find((row) => row.id === params.id) });
    }),
    http.delete(apiUrl('recovery-contacts/:id'), async ({ request, params }) => {
      calls.push({ method: 'DELETE', path: `/v1/recovery-contacts/${String(params.id)}`, body: await bodyOf(request) });
      rows = rows.filter((row) => row.id !== params.id);
      return HttpResponse.json({ success: true, message: recoveryContactMessages.removed, data: { id: params.id } });
    }),
  );
});
afterEach(() => sessionStore.clear());

const page = () => renderPage(<RecoveryContactsPage resource={recoveryContacts} />, '/recovery-contacts');
const item = (text: string) => screen.getByText(text).closest('li') as HTMLElement;

describe('the contract', () => {
  it('normalises and formats as recovery sign-in looks them up', () => {
    expect(recoveryContactCreateSchema.parse({ kind: 'email', email: ' A.B@Example.COM ' })).toEqual({ kind: 'email', email: 'a.b@example.com' });
    expect(formatRecoveryContact('phone', '+919812345670')).toBe('+91 9812345670');
    expect(formatRecoveryContact('phone', '+447700900456')).toBe('+44 7700900456');
    const refused = recoveryContactCreateSchema.safeParse({ kind: 'phone', country_code: '+91', phone: '12ab' });
    expect(refused.success ? [] : refused.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['phone', 'Phone number must contain only digits'],
    ]);
  });
});

describe('the recovery contacts page', { timeout: 60_000 }, () => {
  it('lists the contacts oldest first with their Verified, Unverified and Primary tags', async () => {
    page();
    expect(await screen.findByText('spare@example.com')).toBeInTheDocument();
    expect(calls[0].path).toBe('/v1/recovery-contacts?page=1&limit=20&sort=created_at&order=asc');
    const email = item('spare@example.com');
    expect(within(email).getByText('Verified')).toBeInTheDocument();
    expect(within(email).getByText('Primary')).toBeInTheDocument();
    const phone = item('+91 9812345670');
    expect(within(phone).getByText('Unverified')).toBeInTheDocument();
    expect(within(phone).getByRole('button', { name: 'Verify: +91 9812345670' })).toBeInTheDocument();
    expect(screen.getByText('2 of 5 contacts')).toBeInTheDocument();
  });

  it('adds a phone with the default +91, then verifies it with a 6-digit code', async () => {
    const user = userEvent.setup();
    page();
    await screen.findByText('spare@example.com');
    await user.click(screen.getByRole('button', { name: 'Add recovery contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a recovery contact' });
    await user.click(within(dialog).getByText('Phone'));
    expect(within(dialog).getByText('+91 (IN)')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Phone number'), '9812300000');
    await user.click(within(dialog).getByRole('button', { name: 'Add and send code' }));

    const codeDialog = await screen.findByRole('dialog', { name: 'Verify recovery contact' });
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      ['/v1/recovery-contacts', { kind: 'phone', country_code: '+91', phone: '9812300000' }],
      ['/v1/recovery-contacts/c-3/send-code', undefined],
    ]);
    expect(within(codeDialog).getByText(/we texted to \+91 9812300000/)).toBeInTheDocument();
    expect(within(codeDialog).getByRole('timer')).toHaveTextContent(/Resend code in \d+ s/);
    const verify = within(codeDialog).getByRole('button', { name: 'Verify Code' });
    expect(verify).toBeDisabled();
    const cells = within(within(codeDialog).getByRole('group', { name: 'Verification code' })).getAllByRole('textbox');
    await user.click(cells[0]);
    await user.keyboard('12345');
    expect(verify).toBeDisabled();
    await user.keyboard('6');
    expect(verify).toBeEnabled();
    await user.click(verify);
    await waitFor(() => expect(calls.some((c) => c.path === '/v1/recovery-contacts/c-3/verify')).toBe(true));
    expect(calls.find((c) => c.path === '/v1/recovery-contacts/c-3/verify')?.body).toEqual({ otp: '123456' });
    expect(await screen.findByText('Recovery contact verified')).toBeInTheDocument();
  });

  it('shows the server’s reason next to the field', async () => {
    const user = userEvent.setup();
    page();
    await screen.findByText('spare@example.com');
    await user.click(screen.getByRole('button', { name: 'Add recovery contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a recovery contact' });
    await user.type(within(dialog).getByLabelText('Email address'), 'spare@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add and send code' }));
    expect(await within(dialog).findByText(recoveryContactMessages.duplicate)).toBeInTheDocument();
  });

  it('asks in stronger words before removing the last verified contact, and confirms it to the server', async () => {
    const user = userEvent.setup();
    page();
    await screen.findByText('spare@example.com');
    await user.click(within(item('spare@example.com')).getByRole('button', { name: 'Remove: spare@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove your last verified recovery contact?' });
    expect(within(dialog).getByText(/sign-in codes can go only to your account email, seller@demo.test/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove anyway' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'DELETE')).toEqual({ method: 'DELETE', path: '/v1/recovery-contacts/c-1', body: { confirm: true } }),
    );
  });

  it('removes an unverified contact with the plain question and no confirmation flag', async () => {
    const user = userEvent.setup();
    page();
    await screen.findByText('+91 9812345670');
    await user.click(within(item('+91 9812345670')).getByRole('button', { name: 'Remove: +91 9812345670' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this recovery contact?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove contact' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')).toEqual({ method: 'DELETE', path: '/v1/recovery-contacts/c-2', body: undefined }));
    expect(await screen.findByText('Removed +91 9812345670')).toBeInTheDocument();
  });
});
