// Posting a request the server refuses: the buyer reads why and what to do. An unverified email is said
// on the form before anything is typed, with the link to verify; a refused post of a draft says so with
// the same link; the day's limit says how many were posted and from when posting opens again.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rfqMessages, type BuyerRfq } from '../../../src/contract/rfq';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import RfqFormPage from '../../../src/rfq/RfqFormPage';
import { postingBlockOf } from '../../../src/rfq/PostingBlock';
import { RfqDetailPage } from '../../../src/rfq/RfqDetailPage';
import { renderPage } from '../resources/helpers';
import { buyerUser } from '../users';
import { apiUrl, useMswServer } from '../setup';

const server = useMswServer(http.get(apiUrl('categories'), () => HttpResponse.json({ success: true, message: 'OK', data: [] })));
vi.setConfig({ testTimeout: 60_000 });
beforeAll(() => initI18n());
afterEach(() => sessionStore.clear());

const draft = {
  id: 'r-1',
  number: 'RFQ-2026-ABCDEFGH',
  title: 'Tote bags',
  category: { id: 'c-1', path: 'Bags' },
  status: 'draft',
  visibility: 'invited',
  delivery_country: 'IN',
  delivery_city: 'Nhava Sheva',
  incoterm: 'CIF',
  required_by: '2099-02-01',
  valid_until: '2099-01-31T23:59:59.999Z',
  quotes_wanted: 5,
  quote_count: 0,
  currency: 'USD',
  opened_at: null,
  created_at: '2026-11-01T09:00:00.000Z',
  updated_at: '2026-11-01T09:00:00.000Z',
  lines: [
    { id: 'l-1', position: 0, product_id: null, name: 'Cotton tote bag', quantity: 500, unit: 'piece', target_unit_price_minor: null, specifications: '' },
  ],
  payment_terms: '',
  note: '',
  attachments: [],
  invited: [{ id: 's-1', name: 'Harbor Steel Store', country: 'CN' }],
  quotes: [],
  close_reason: null,
  staff_close_kind: null,
  closed_at: null,
} as unknown as BuyerRfq;

describe('posting blocked', () => {
  it('tells an unverified buyer on the form, before anything is typed, with the link to verify', async () => {
    sessionStore.setSession('tok-1', buyerUser({ is_email_verified: false }));
    renderPage(<RfqFormPage />, '/rfq/new');
    expect(await screen.findByText('Verify your email address to post requests')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify email' }).getAttribute('href')).toBe('/verify_email');
  });

  it('says nothing of it to a verified buyer', async () => {
    sessionStore.setSession('tok-1', buyerUser());
    renderPage(<RfqFormPage />, '/rfq/new');
    expect(await screen.findByRole('button', { name: 'Post RFQ' })).toBeInTheDocument();
    expect(screen.queryByText('Verify your email address to post requests')).not.toBeInTheDocument();
  });

  it('says when a draft could not be posted because of the day’s limit, and from when it can', async () => {
    sessionStore.setSession('tok-1', buyerUser());
    const resetsAt = '2026-11-28T00:00:00.000Z';
    server.use(
      http.get(apiUrl('rfqs/r-1'), () => HttpResponse.json({ success: true, message: 'OK', data: draft })),
      http.post(apiUrl('rfqs/r-1/open'), () =>
        HttpResponse.json(
          { success: false, message: 'You can post at most 10 requests for quotation a day.', data: { limit: 10, resets_at: resetsAt } },
          { status: 429, headers: { 'retry-after': '3600' } },
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderPage(<RfqDetailPage />, '/rfq/mine/r-1', '/rfq/mine/:id');
    // The page lists whom the request invites.
    expect(await screen.findByRole('link', { name: 'Harbor Steel Store' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post RFQ' }));
    expect(await screen.findByText('You have posted today’s 10 requests')).toBeInTheDocument();
    expect(screen.getByText(/You can post again from .*2026/)).toBeInTheDocument();
  });

  it('says a draft needs a verified email when the server says so', async () => {
    sessionStore.setSession('tok-1', buyerUser());
    server.use(
      http.get(apiUrl('rfqs/r-1'), () => HttpResponse.json({ success: true, message: 'OK', data: draft })),
      http.post(apiUrl('rfqs/r-1/open'), () => HttpResponse.json({ success: false, message: rfqMessages.verifyEmailToPost, data: null }, { status: 403 })),
    );
    const user = userEvent.setup({ delay: null });
    renderPage(<RfqDetailPage />, '/rfq/mine/r-1', '/rfq/mine/:id');
    await user.click(await screen.findByRole('button', { name: 'Post RFQ' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Verify email' }).getAttribute('href')).toBe('/verify_email'));
  });

  it('reads the block from the refusal, and nothing from any other failure', () => {
    expect(postingBlockOf({ status: 403, message: rfqMessages.verifyEmailToPost, details: undefined })).toEqual({ kind: 'verify-email' });
    expect(postingBlockOf({ status: 429, message: 'x', details: { limit: 3, resets_at: '2026-11-28T00:00:00.000Z' } })).toEqual({
      kind: 'daily-limit',
      limit: 3,
      resetsAt: '2026-11-28T00:00:00.000Z',
    });
    expect(postingBlockOf({ status: 403, message: 'Forbidden', details: undefined })).toBeNull();
    expect(postingBlockOf({ status: 429, message: 'Too many requests', details: undefined })).toBeNull();
  });
});
