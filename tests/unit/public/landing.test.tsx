import '@ant-design/v5-patch-for-react-19';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueProduct } from '../../../src/contract/public-catalog';
import i18n, { initI18n } from '../../../src/i18n';
import HomePage from '../../../src/landing/HomePage';
import SellerLandingPage from '../../../src/landing/SellerLandingPage';
import { apiUrl, useMswServer } from '../setup';

beforeAll(() => initI18n());

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string, page: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={path.split('?')[0]} element={page} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const product: CatalogueProduct = {
  id: 'p-1',
  name: 'Stainless steel lunch box',
  cover_image_url: null,
  currency: 'USD',
  price_min_minor: 390,
  price_max_minor: 450,
  unit: 'piece',
  moq: 100,
  lead_time_days: 15,
  category_id: null,
  category_path: null,
  supplier: { id: 's-1', name: 'Asha Kitchen Supply', country: 'IN', verified: true },
  available_below_moq: null,
} as CatalogueProduct;

const list = <T,>(data: T[]) => HttpResponse.json({ success: true, message: 'ok', data, pagination: { page: 1, limit: 8, totalPages: 1 }, total: data.length });

describe('seller landing', () => {
  it('shows the hero, the nine membership features, the four joining steps and calls to register', () => {
    renderAt('/seller', <SellerLandingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Reach business buyers in every market with one membership' })).toBeInTheDocument();
    const features = screen.getByRole('region', { name: 'Everything your membership includes' });
    const items = within(features).getAllByRole('listitem');
    expect(items).toHaveLength(9);
    // Every feature has a heading and an explanation, and its icon is decoration only.
    for (const item of items) {
      expect(within(item).getByRole('heading', { level: 3 }).textContent).not.toBe('');
      expect(item.querySelector('p')?.textContent).not.toBe('');
      expect(within(item).queryByRole('img')).toBeNull();
    }
    expect(within(screen.getByRole('region', { name: 'How joining works' })).getAllByRole('listitem')).toHaveLength(4);
    const ctas = screen.getAllByRole('link', { name: 'Become a seller' });
    expect(ctas.length).toBeGreaterThanOrEqual(2);
    for (const cta of ctas) expect(cta).toHaveAttribute('href', '/seller/register');
  });

  it('reads in Hindi and Chinese when chosen', async () => {
    await i18n.changeLanguage('zh');
    try {
      renderAt('/seller', <SellerLandingPage />);
      const title = screen.getByRole('heading', { level: 1 }).textContent ?? '';
      expect(title).toMatch(/[\u4e00-\u9fff]/);
      await i18n.changeLanguage('hi');
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/[\u0900-\u097f]/));
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('buyer home', () => {
  const server = useMswServer();

  it('shows the top categories and the newest products, and searches the catalogue', async () => {
    let asked: URLSearchParams | undefined;
    server.use(
      http.get(apiUrl('public/products'), ({ request }) => {
        asked = new URL(request.url).searchParams;
        return list([product]);
      }),
      http.get(apiUrl('categories'), () =>
        HttpResponse.json({
          success: true,
          message: 'ok',
          data: [
            { id: 'c-1', name: 'Kitchenware', parent_id: null },
            { id: 'c-2', name: 'Lunch boxes', parent_id: 'c-1' },
          ],
        }),
      ),
    );
    renderAt('/home', <HomePage />);
    const products = screen.getByRole('region', { name: 'New in the catalogue' });
    expect(await within(products).findByText('Stainless steel lunch box')).toBeInTheDocument();
    expect(asked?.get('sort')).toBe('newest');
    const categories = screen.getByRole('region', { name: 'Browse by category' });
    // Only top-level categories are featured.
    expect(await within(categories).findByRole('link', { name: 'Kitchenware' })).toHaveAttribute('href', '/Public-dashboard?category_id=c-1');
    expect(within(categories).queryByRole('link', { name: 'Lunch boxes' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: ' lunch box ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/Public-dashboard?q=lunch%20box');
  });

  it('says when the products cannot be loaded and tries again on request', async () => {
    let calls = 0;
    server.use(
      http.get(apiUrl('public/products'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ success: false, message: 'Bad request', errors: {} }, { status: 400 }) : list([product]);
      }),
      http.get(apiUrl('categories'), () => HttpResponse.json({ success: true, message: 'ok', data: [] })),
    );
    renderAt('/home', <HomePage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Stainless steel lunch box')).toBeInTheDocument();
  });
});
