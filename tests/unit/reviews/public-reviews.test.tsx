// The reviews sections of the public product and store pages: the averages (overall and the three
// sub-ratings), the count per star, buyers by first name and country, the supplier's reply, newest
// first a page at a time from the right endpoint, and the empty and failed states.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublicReview, PublicReviews as Page, ReviewSummary } from '../../../src/contract/reviews';
import { initI18n } from '../../../src/i18n';
import { PublicReviews } from '../../../src/reviews/PublicReviews';
import { apiUrl, useMswServer } from '../setup';

const server = useMswServer();
vi.setConfig({ testTimeout: 30_000 });

const PRODUCT = '0b6f1c9e-1111-4a2b-8c3d-0000000000b1';
const SUPPLIER = '0b6f1c9e-1111-4a2b-8c3d-0000000000c1';

const summary: ReviewSummary = {
  count: 7,
  averages: { overall: 4.3, quality: 4.1, communication: 4.9, delivery: 3.6 },
  stars: [
    { rating: 5, count: 4 },
    { rating: 4, count: 1 },
    { rating: 3, count: 1 },
    { rating: 2, count: 1 },
    { rating: 1, count: 0 },
  ],
};

function review(id: string, overrides: Partial<PublicReview> = {}): PublicReview {
  return {
    id,
    buyer: { first_name: 'Daniel', country: 'GB' },
    overall_rating: 5,
    quality_rating: 4,
    communication_rating: 5,
    delivery_rating: 3,
    comment: `Comment ${id}`,
    reply: null,
    products: ['Brass desk lamp', 'Linen shade'],
    created_at: '2026-03-03T10:00:00.000Z',
    ...overrides,
  };
}

function answer(reviews: PublicReview[], page = 1, data: Partial<Page> = {}) {
  return HttpResponse.json({
    success: true,
    message: 'OK',
    data: { summary, reviews, ...data },
    total: data.summary?.count ?? summary.count,
    pagination: { page, limit: 5, totalPages: 2 },
  });
}

beforeAll(() => initI18n());

describe("a store page's reviews", () => {
  it('shows the averages, the count per star, and each review by first name and country with the reply', async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiUrl(`public/suppliers/${SUPPLIER}/reviews`), ({ request }) => {
        asked.push(new URL(request.url).search);
        return answer([
          review('a', { reply: { text: 'Thanks, Daniel!', created_at: '2026-03-04T10:00:00.000Z' } }),
          review('b', { buyer: { first_name: 'Anna', country: 'DE' }, overall_rating: 2, products: ['Oak chair'] }),
          review('c', { buyer: { first_name: 'Wei', country: null }, overall_rating: 4, comment: '' }),
        ]);
      }),
    );
    render(<PublicReviews source={{ kind: 'suppliers', id: SUPPLIER }} />);
    expect(await screen.findByRole('heading', { name: 'Reviews (7)' })).toBeInTheDocument();
    expect(asked).toEqual(['?page=1&limit=5']);

    const overview = screen.getByRole('group', { name: 'Rating summary' });
    expect(within(overview).getByText('4.3')).toBeInTheDocument();
    expect(within(overview).getByText('Based on 7 reviews')).toBeInTheDocument();
    const stars = within(overview).getByRole('list', { name: 'Reviews by stars' });
    expect([...stars.querySelectorAll('.visually-hidden')].map((node) => node.textContent)).toEqual([
      '5 stars: 4',
      '4 stars: 1',
      '3 stars: 1',
      '2 stars: 1',
      '1 star: 0',
    ]);
    const details = within(overview).getByLabelText('Ratings in detail');
    expect(details.textContent).toContain('Product quality');
    expect(details.textContent).toContain('4.1');
    expect(details.textContent).toContain('Communication');
    expect(details.textContent).toContain('4.9');
    expect(details.textContent).toContain('On-time delivery');
    expect(details.textContent).toContain('3.6');

    expect(screen.getByText('Daniel from United Kingdom')).toBeInTheDocument();
    expect(screen.getByText('Anna from Germany')).toBeInTheDocument();
    expect(screen.getByText('Wei')).toBeInTheDocument();
    // The store page says what each order held.
    expect(screen.getByText('Bought: Oak chair')).toBeInTheDocument();
    expect(screen.getByText('Reply from the supplier')).toBeInTheDocument();
    expect(screen.getByText('Thanks, Daniel!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '2 out of 5 stars' })).toBeInTheDocument();
  });

  it('pages through newest first', async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiUrl(`public/suppliers/${SUPPLIER}/reviews`), ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page'));
        asked.push(new URL(request.url).search);
        return page === 1 ? answer(['1', '2', '3', '4', '5'].map((id) => review(id))) : answer([review('6'), review('7')], 2);
      }),
    );
    const user = userEvent.setup();
    render(<PublicReviews source={{ kind: 'suppliers', id: SUPPLIER }} />);
    expect(await screen.findByText('Comment 1')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Review pages' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Comment 7')).toBeInTheDocument();
    expect(screen.queryByText('Comment 1')).toBeNull();
    expect(asked).toEqual(['?page=1&limit=5', '?page=2&limit=5']);
  });
});

describe("a product page's reviews", () => {
  it('asks for the product’s reviews and does not repeat the product’s name on each', async () => {
    server.use(http.get(apiUrl(`public/products/${PRODUCT}/reviews`), () => answer([review('a')], 1, { summary: { ...summary, count: 1 } })));
    render(<PublicReviews source={{ kind: 'products', id: PRODUCT }} />);
    expect(await screen.findByText('Comment a')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reviews (1)' })).toBeInTheDocument();
    expect(screen.queryByText(/Bought:/)).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Review pages' })).toBeNull();
  });

  it('says when there are none yet', async () => {
    server.use(
      http.get(apiUrl(`public/products/${PRODUCT}/reviews`), () =>
        answer([], 1, {
          summary: {
            count: 0,
            averages: { overall: null, quality: null, communication: null, delivery: null },
            stars: summary.stars.map((s) => ({ ...s, count: 0 })),
          },
        }),
      ),
    );
    render(<PublicReviews source={{ kind: 'products', id: PRODUCT }} />);
    expect(await screen.findByText('No reviews yet. Buyers can review an order once it is delivered.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
  });

  it('offers a retry when they cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl(`public/products/${PRODUCT}/reviews`), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, message: 'Page must be a number from 1', data: null }, { status: 400 })
          : answer([review('z')]);
      }),
    );
    const user = userEvent.setup();
    render(<PublicReviews source={{ kind: 'products', id: PRODUCT }} />);
    expect(await screen.findByText('Reviews could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Comment z')).toBeInTheDocument());
  });
});
