// The buyer's review of a delivered order on its page: the prompt while a review can be written, the
// form (four star ratings chosen by name, an optional comment, the contract's messages), what is sent,
// the server's refusal on its field, and the review shown afterwards with its edit window.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buyerUser } from '../users';
import type { BuyerOrderSummary } from '../../../src/contract/ordering';
import type { BuyerReview, OrderReviewState } from '../../../src/contract/reviews';
import { initI18n } from '../../../src/i18n';
import OrdersPage from '../../../src/ordering/OrdersPage';
import { sessionStore } from '../../../src/providers/session';
import { OrderReview } from '../../../src/reviews/OrderReview';
import { currentLocation, renderPage } from '../resources/helpers';
import { apiUrl, useMswServer } from '../setup';

const server = useMswServer();
vi.setConfig({ testTimeout: 30_000 });
const ORDER = '0b6f1c9e-1111-4a2b-8c3d-00000000000a';

const buyer = buyerUser({ id: 'buyer-1' });

const open: OrderReviewState = {
  order_id: ORDER,
  order_number: 'ORD-2026-000042',
  delivered_at: '2026-03-01T10:00:00.000Z',
  review_until: '2026-05-30T10:00:00.000Z',
  can_review: true,
  review: null,
};

const written: BuyerReview = {
  id: 'r-1',
  order_id: ORDER,
  overall_rating: 4,
  quality_rating: 5,
  communication_rating: 3,
  delivery_rating: 2,
  comment: 'Solid lamps, slow courier.',
  reply: { text: 'Sorry about the courier.', created_at: '2026-03-04T10:00:00.000Z', updated_at: '2026-03-04T10:00:00.000Z' },
  hidden: false,
  hidden_reason: null,
  created_at: '2026-03-03T10:00:00.000Z',
  updated_at: '2026-03-03T10:00:00.000Z',
  editable_until: '2026-04-02T10:00:00.000Z',
  can_edit: true,
};

const ok = <T,>(data: T, message = 'OK', status = 200) => HttpResponse.json({ success: true, message, data }, { status });

beforeAll(() => initI18n());
beforeEach(() => sessionStore.setSession('tok-buyer', buyer));
afterEach(() => sessionStore.clear());

/** Chooses `stars` in the star group named `label`, by the star's own name. */
async function rate(user: ReturnType<typeof userEvent.setup>, label: string, stars: number) {
  const group = screen.getByRole('list', { name: label });
  await user.click(within(group).getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars` }));
}

const renderReview = (path = `/orders/${ORDER}`) => renderPage(<OrderReview orderId={ORDER} />, path, '/orders/:id');

describe("a delivered order's review", () => {
  it('prompts, then posts the four ratings and the comment the buyer chose', async () => {
    let sent: unknown = null;
    server.use(
      http.get(apiUrl(`buyer/orders/${ORDER}/review`), () => ok(open)),
      http.post(apiUrl(`buyer/orders/${ORDER}/review`), async ({ request }) => {
        sent = await request.json();
        return ok({ ...open, can_review: false, review: { ...written, reply: null, comment: 'Great lamps' } }, 'Thank you. Your review is posted', 201);
      }),
    );
    const user = userEvent.setup();
    renderReview();
    expect(await screen.findByRole('heading', { name: 'How was this order?' })).toBeInTheDocument();
    expect(screen.getByText(/You can review this order until/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Write a review' }));

    // Nothing chosen: every rating says what it needs, and nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(screen.getAllByText('Choose from 1 to 5 stars')).toHaveLength(4));
    expect(sent).toBeNull();

    await rate(user, 'Overall rating', 4);
    await rate(user, 'Product quality', 5);
    await rate(user, 'Communication', 3);
    await rate(user, 'On-time delivery', 1);
    expect(within(screen.getByRole('list', { name: 'Overall rating' })).getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
    await user.type(screen.getByRole('textbox', { name: 'Comment (optional)' }), '  Great lamps ');
    await user.click(screen.getByRole('button', { name: 'Post review' }));

    await waitFor(() => expect(sent).toEqual({ overall_rating: 4, quality_rating: 5, communication_rating: 3, delivery_rating: 1, comment: 'Great lamps' }));
    expect(await screen.findByRole('heading', { name: 'Your review' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('Great lamps')).toBeInTheDocument();
    expect(await screen.findByText('Thank you. Your review is posted')).toBeInTheDocument();
  });

  it("shows the server's refusal on the field it names", async () => {
    server.use(
      http.get(apiUrl(`buyer/orders/${ORDER}/review`), () => ok(open)),
      http.post(apiUrl(`buyer/orders/${ORDER}/review`), () =>
        HttpResponse.json({ success: false, message: 'At most 2000 characters', data: null, errors: { comment: 'At most 2000 characters' } }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderReview(`/orders/${ORDER}?review=write`);
    // Arriving from 'To review', the form is open at once.
    expect(await screen.findByRole('button', { name: 'Post review' })).toBeInTheDocument();
    for (const label of ['Overall rating', 'Product quality', 'Communication', 'On-time delivery']) await rate(user, label, 5);
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('At most 2000 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post review' })).toBeInTheDocument();
  });

  it('shows the review, the supplier’s reply and the edit window, and changes it with its current values', async () => {
    let sent: unknown = null;
    server.use(
      http.get(apiUrl(`buyer/orders/${ORDER}/review`), () => ok({ ...open, can_review: false, review: written })),
      http.patch(apiUrl(`buyer/orders/${ORDER}/review`), async ({ request }) => {
        sent = await request.json();
        return ok({ ...open, can_review: false, review: { ...written, overall_rating: 5 } }, 'Review saved');
      }),
    );
    const user = userEvent.setup();
    renderReview(`/orders/${ORDER}?review=write`);
    // Already reviewed: the link's form opens on the review as it is.
    expect(await screen.findByRole('button', { name: 'Save review' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Communication' })).getByRole('radio', { name: '3 stars' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(currentLocation()).toBe(`/orders/${ORDER}`));

    expect(screen.getByText('Sorry about the courier.')).toBeInTheDocument();
    expect(screen.getByText(/You can change it until/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change review' }));
    await rate(user, 'Overall rating', 5);
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    await waitFor(() =>
      expect(sent).toEqual({ overall_rating: 5, quality_rating: 5, communication_rating: 3, delivery_rating: 2, comment: 'Solid lamps, slow courier.' }),
    );
    expect(await screen.findByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
  });

  it('says when staff hid it and when it can no longer be changed', async () => {
    server.use(
      http.get(apiUrl(`buyer/orders/${ORDER}/review`), () =>
        ok({ ...open, can_review: false, review: { ...written, hidden: true, hidden_reason: 'Personal data in the comment', can_edit: false } }),
      ),
    );
    renderReview();
    expect(await screen.findByText('Staff hid this review from the product and store pages')).toBeInTheDocument();
    expect(screen.getByText('Reason: Personal data in the comment')).toBeInTheDocument();
    expect(screen.getByText('Reviews can be changed for 30 days after they are written.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change review' })).toBeNull();
  });

  it('says when the time to review has passed', async () => {
    server.use(http.get(apiUrl(`buyer/orders/${ORDER}/review`), () => ok({ ...open, can_review: false })));
    renderReview();
    expect(await screen.findByText(/The time to review this order ended on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
  });
});

describe("the 'To review' tab of My orders", () => {
  it('lists the orders open for a review, each with a link that opens its form', async () => {
    const asked: string[] = [];
    const order: BuyerOrderSummary = {
      id: ORDER,
      number: 'ORD-2026-000042',
      status: 'delivered',
      supplier: { id: 's-1', name: 'Li Wei Trading', country: 'CN', verified: true },
      line_count: 2,
      total_minor: 12500,
      currency: 'USD',
      payment_method: 'bank_transfer',
      payment_status: 'paid',
      carrier: 'DHL',
      tracking_number: '123',
      created_at: '2026-03-01T10:00:00.000Z',
      updated_at: '2026-03-08T10:00:00.000Z',
    };
    server.use(
      http.get(apiUrl('buyer/orders'), ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ success: true, message: 'OK', data: [order], total: 1, pagination: { page: 1, limit: 20, totalPages: 1 } });
      }),
    );
    renderPage(<OrdersPage />, '/orders/to-review');
    const link = await screen.findByRole('link', { name: 'Write a review: ORD-2026-000042' });
    expect(link).toHaveAttribute('href', `/orders/${ORDER}?review=write`);
    expect(asked).toEqual(['?status=to_review&page=1&limit=20']);
    expect(screen.getByRole('tab', { name: 'To review', selected: true })).toBeInTheDocument();
  });
});
