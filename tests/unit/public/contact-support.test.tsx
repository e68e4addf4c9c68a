import '@ant-design/v5-patch-for-react-19';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authMessages } from '../../../src/contract/messages';
import ContactSupportPage from '../../../src/help/ContactSupportPage';
import { HelpCenterPage } from '../../../src/help/HelpCenterPages';
import i18n, { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { allFieldErrors, makeUser, renderScreen, signInAs } from '../onboarding/helpers';
import { apiUrl, useMswServer } from '../setup';

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('en');
});

let sent: Array<{ body: Record<string, unknown>; authorization: string | null }> = [];
let answer: () => Response = () =>
  HttpResponse.json({ success: true, message: 'Your request has been sent. We reply by email, usually within one business day', data: null }, { status: 201 });

useMswServer(
  http.post(apiUrl('support/requests'), async ({ request }) => {
    sent.push({ body: (await request.json()) as Record<string, unknown>, authorization: request.headers.get('authorization') });
    return answer();
  }),
  http.get(apiUrl('help/topics'), () => HttpResponse.json({ success: true, message: 'ok', data: [] })),
  http.get(apiUrl('help/articles'), () =>
    HttpResponse.json({ success: true, message: 'ok', data: [], pagination: { page: 1, limit: 50, totalPages: 1 }, total: 0 }),
  ),
);

const created = (subject: string) =>
  HttpResponse.json(
    {
      success: true,
      message: 'Your request has been sent. We reply by email, usually within one business day',
      data: { id: 'r-1', topic: 'other', subject, message: 'x'.repeat(20), order_number: null, status: 'open', created_at: '2026-01-01T00:00:00.000Z' },
    },
    { status: 201 },
  );

beforeEach(() => {
  sent = [];
  answer = () => created('Invoice for my order');
});
afterEach(() => sessionStore.clear());

function renderContact() {
  return renderScreen(
    <Routes>
      <Route path="/contact" element={<ContactSupportPage />} />
      <Route path="/HelpCenter" element={<p>Help center page</p>} />
    </Routes>,
    '/contact',
  );
}

const field = (name: string) => screen.getByLabelText(name);

async function fillIn(values: { name?: string; email?: string; subject?: string; message?: string }) {
  if (values.name !== undefined) fireEvent.change(field('Your name'), { target: { value: values.name } });
  if (values.email !== undefined) fireEvent.change(field('Email'), { target: { value: values.email } });
  if (values.subject !== undefined) fireEvent.change(field('Subject'), { target: { value: values.subject } });
  if (values.message !== undefined) fireEvent.change(field('Message'), { target: { value: values.message } });
}

const send = () => userEvent.click(screen.getByRole('button', { name: 'Send request' }));

describe('/contact, the visitors’ contact page', { timeout: 30_000 }, () => {
  it('checks every field in the browser with the server’s own rules before sending anything', async () => {
    renderContact();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact support' })).toBeInTheDocument();
    await send();
    await waitFor(() => expect(allFieldErrors()).toEqual(['Your name is required', 'Email is required', 'Subject is required', 'Message is required']));

    await fillIn({ name: 'Visitor', email: 'not-an-email', subject: 'Invoice', message: 'Too short' });
    await send();
    await waitFor(() => expect(allFieldErrors()).toEqual([authMessages.invalidEmail, 'Tell us a little more: at least 20 characters']));
    expect(sent).toEqual([]);
  });

  it('sends the request without a token, with the visitor’s name and email, then says it was sent', async () => {
    renderContact();
    await fillIn({
      name: 'Ana Souza',
      email: 'ana@example.com',
      subject: 'Invoice for my order',
      message: 'Please send the invoice again, it did not arrive.',
    });
    await send();
    expect(await screen.findByRole('heading', { name: 'Request sent' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('We received “Invoice for my order” and will reply to ana@example.com');
    expect(sent).toEqual([
      {
        authorization: null,
        body: {
          topic: 'other',
          name: 'Ana Souza',
          email: 'ana@example.com',
          subject: 'Invoice for my order',
          message: 'Please send the invoice again, it did not arrive.',
        },
      },
    ]);
    expect(screen.getByRole('link', { name: 'Back to the Help Center' })).toHaveAttribute('href', '/HelpCenter');

    // Another request starts from an empty form.
    await userEvent.click(screen.getByRole('button', { name: 'Send another request' }));
    expect(field('Subject')).toHaveValue('');
  });

  it('puts the server’s field errors next to the fields and keeps what was typed', async () => {
    answer = () =>
      HttpResponse.json(
        { success: false, message: 'Invalid email', data: null, errors: { email: 'Invalid email', message: 'Tell us a little more: at least 20 characters' } },
        { status: 400 },
      );
    renderContact();
    await fillIn({
      name: 'Ana Souza',
      email: 'ana@example.com',
      subject: 'Invoice for my order',
      message: 'Please send the invoice again, it did not arrive.',
    });
    await send();
    await waitFor(() => expect(allFieldErrors()).toEqual(['Invalid email', 'Tell us a little more: at least 20 characters']));
    expect(screen.getByText('Tell us a little more: at least 20 characters')).toBeInTheDocument();
    expect(screen.getByText('Your request was not sent')).toBeInTheDocument();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Subject')).toHaveValue('Invoice for my order');
    expect(screen.queryByRole('heading', { name: 'Request sent' })).toBeNull();
  });
});

describe('the help center’s “Contact support”', () => {
  const renderHelp = () => renderScreen(<HelpCenterPage />, '/HelpCenter');

  it('leads a visitor to the public contact page', () => {
    renderHelp();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
  });

  it('keeps a signed-in user on their portal’s contact form', () => {
    signInAs(makeUser({ roles: ['buyer'] }));
    renderHelp();
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/support/contact');
  });
});
