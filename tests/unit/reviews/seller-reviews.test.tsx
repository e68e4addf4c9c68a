// The seller portal's Reviews list (/reviews): what a row shows, the rating and replied filters as the
// API receives them, and the reply dialog — post the first reply, change it later, the server's
// refusal on the field — each followed by the list's refresh.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SellerReview } from '../../../src/contract/reviews';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import ResourceList from '../../../src/engine/ResourceList';
import { reviews } from '../../../src/resources/reviews';
import { replyDialog } from '../../../src/resources/reviews/dialog-store';
import { currentLocation, renderPage, signIn } from '../resources/helpers';
import { apiUrl, useMswServer } from '../setup';

const server = useMswServer();
vi.setConfig({ testTimeout: 30_000 });

function makeReview(overrides: Partial<SellerReview> = {}): SellerReview {
  return {
    id: 'rv-1',
    order_id: 'o-1',
    order_number: 'ORD-2026-000101',
    buyer: { first_name: 'Daniel', country: 'GB' },
    products: [{ id: 'p-1', name: 'Brass desk lamp' }],
    overall_rating: 2,
    quality_rating: 3,
    communication_rating: 2,
    delivery_rating: 1,
    comment: 'The lamp arrived with a dent.',
    reply: null,
    can_reply: true,
    reply_editable_until: null,
    hidden: false,
    hidden_reason: null,
    created_at: new Date(Date.now() - 3_600_000).toISOString(),
    ...overrides,
  };
}

const unanswered = makeReview();
const answered = makeReview({
  id: 'rv-2',
  order_id: 'o-2',
  order_number: 'ORD-2026-000102',
  buyer: { first_name: 'Anna', country: 'DE' },
  overall_rating: 5,
  comment: 'Perfect.',
  reply: { text: 'Thank you, Anna!', created_at: '2026-03-01T10:00:00.000Z', updated_at: '2026-03-01T10:00:00.000Z' },
  reply_editable_until: new Date(Date.now() + 86_400_000).toISOString(),
});
const closed = makeReview({
  id: 'rv-3',
  order_number: 'ORD-2026-000103',
  overall_rating: 4,
  comment: 'Fine.',
  reply: { text: 'Thanks.', created_at: '2026-01-01T10:00:00.000Z', updated_at: '2026-01-01T10:00:00.000Z' },
  can_reply: false,
  hidden: true,
  hidden_reason: 'Spam',
});

let listed: string[] = [];

beforeAll(() => initI18n());
beforeEach(() => {
  listed = [];
  signIn();
  server.use(
    http.get(apiUrl('reviews'), ({ request }) => {
      const url = new URL(request.url);
      listed.push(decodeURIComponent(url.pathname + url.search));
      const rows = [unanswered, answered, closed];
      return HttpResponse.json({ success: true, message: 'OK', data: rows, total: rows.length, pagination: { page: 1, limit: 20, totalPages: 1 } });
    }),
  );
});
afterEach(() => {
  replyDialog.close();
  sessionStore.clear();
});

const page = (search = '') => renderPage(<ResourceList resource={reviews} />, `/reviews${search}`, '/reviews');
const lastListed = () => listed.at(-1);
/** The open dialog (a DOM query: role queries that check visibility are slow under antd in jsdom). */
const dialog = (): HTMLElement => {
  const found = document.querySelector<HTMLElement>('.ant-modal-wrap:not([style*="display: none"]) .ant-modal');
  if (!found) throw new Error('no open dialog');
  return found;
};
const dialogButton = (text: string): HTMLButtonElement => {
  const found = [...dialog().querySelectorAll('button')].find((button) => button.textContent?.trim() === text);
  if (!found) throw new Error(`no button ${text}`);
  return found;
};

async function choose(user: ReturnType<typeof userEvent.setup>, filter: string, label: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: filter }), label);
}

describe('the Reviews list', () => {
  it('shows each review with its stars, order, buyer (first name and country) and reply state, newest first', async () => {
    page();
    expect(await screen.findByText('The lamp arrived with a dent.')).toBeInTheDocument();
    expect(lastListed()).toBe('/v1/reviews?page=1&limit=20&sort=created_at&order=desc');
    expect(screen.getByRole('img', { name: '2 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ORD-2026-000101' })).toHaveAttribute('href', '/OrderDetails/o-1');
    expect(screen.getAllByText('Brass desk lamp')).toHaveLength(3);
    expect(screen.getAllByText('United Kingdom')).toHaveLength(2);
    expect(screen.getByText('Germany')).toBeInTheDocument();
    expect(screen.getByText('Thank you, Anna!')).toBeInTheDocument();
    expect(screen.getByText('Hidden by staff')).toBeInTheDocument();
    // Reply while unanswered, change while the window is open, nothing after it closed.
    expect(screen.getByRole('button', { name: 'Reply: ORD-2026-000101' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change reply: ORD-2026-000102' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /ORD-2026-000103/ })).toBeNull();
  });

  it('filters by rating and by replied, in the URL and in the API call', async () => {
    const user = userEvent.setup();
    page();
    await screen.findByText('The lamp arrived with a dent.');
    await choose(user, 'Rating', '5 stars');
    await waitFor(() => expect(lastListed()).toBe('/v1/reviews?page=1&limit=20&sort=created_at&order=desc&rating=5'));
    expect(currentLocation()).toBe('/reviews?rating=5');
    await choose(user, 'Reply', 'Not replied');
    await waitFor(() => expect(lastListed()).toBe('/v1/reviews?page=1&limit=20&sort=created_at&order=desc&rating=5&replied=false'));
    expect(currentLocation()).toBe('/reviews?rating=5&replied=false');
  });

  it('posts the first reply from the dialog and refreshes the list', async () => {
    let sent: { method: string; path: string; body: unknown } | null = null;
    server.use(
      http.post(apiUrl('reviews/rv-1/reply'), async ({ request }) => {
        sent = { method: request.method, path: new URL(request.url).pathname, body: await request.json() };
        return HttpResponse.json(
          { success: true, message: 'Reply posted', data: { ...unanswered, reply: { text: 'We are sending a new one.', created_at: '', updated_at: '' } } },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    page();
    await user.click(await screen.findByRole('button', { name: 'Reply: ORD-2026-000101' }));
    await waitFor(dialog);
    expect(within(dialog()).getByText('Reply to the review of order ORD-2026-000101')).toBeInTheDocument();
    expect(within(dialog()).getByText('The lamp arrived with a dent.')).toBeInTheDocument();

    // Empty: the contract's message, nothing sent.
    await user.click(dialogButton('Post reply'));
    expect(await within(dialog()).findByText('Write your reply')).toBeInTheDocument();
    expect(sent).toBeNull();

    const before = listed.length;
    await user.type(within(dialog()).getByLabelText('Your reply'), 'We are sending a new one.');
    await user.click(dialogButton('Post reply'));
    await waitFor(() => expect(sent).toEqual({ method: 'POST', path: '/v1/reviews/rv-1/reply', body: { reply: 'We are sending a new one.' } }));
    expect(await screen.findByText('Reply posted')).toBeInTheDocument();
    await waitFor(() => expect(listed.length).toBeGreaterThan(before));
  });

  it('changes a reply with PATCH, starting from its text, and shows a refusal on the field', async () => {
    let sent: unknown = null;
    server.use(
      http.patch(apiUrl('reviews/rv-2/reply'), async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            success: false,
            message: 'A reply can be changed for 30 days after it is written',
            data: null,
            errors: { reply: 'A reply can be changed for 30 days after it is written' },
          },
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    page();
    await user.click(await screen.findByRole('button', { name: 'Change reply: ORD-2026-000102' }));
    await waitFor(dialog);
    const box = within(dialog()).getByLabelText('Your reply');
    expect(box).toHaveValue('Thank you, Anna!');
    await user.type(box, ' See you soon.');
    await user.click(dialogButton('Save reply'));
    await waitFor(() => expect(sent).toEqual({ reply: 'Thank you, Anna! See you soon.' }));
    expect(await within(dialog()).findByText('A reply can be changed for 30 days after it is written')).toBeInTheDocument();
  });
});
