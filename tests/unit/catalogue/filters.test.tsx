import '@ant-design/v5-patch-for-react-19';
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { CatalogueView } from '../../../src/catalogue/CatalogueView';
import {
  activeFilterCount,
  catalogueApiQuery,
  clearCatalogueFilters,
  readCatalogueFilters,
  sortChoiceOf,
  writeCatalogueFilters,
} from '../../../src/catalogue/filters';
import type { CatalogueProduct } from '../../../src/contract/public-catalog';
import { initI18n } from '../../../src/i18n';
import { apiUrl, useMswServer } from '../setup';

configure({ defaultHidden: true, asyncUtilTimeout: 4000 });
beforeAll(() => initI18n());

const CATEGORY = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const read = (search: string) => readCatalogueFilters(new URLSearchParams(search));
const write = (search: string, patch: Parameters<typeof writeCatalogueFilters>[1]) => writeCatalogueFilters(new URLSearchParams(search), patch).toString();

describe('URL → filters', () => {
  it('reads every filter, the sort and the page under the API’s names', () => {
    expect(read(`q=lunch+box&category_id=${CATEGORY}&price_gte=2.5&price_lte=10&moq_lte=500&sort=price_asc&page=3`)).toEqual({
      q: 'lunch box',
      category_id: CATEGORY,
      price_gte: '2.5',
      price_lte: '10',
      moq_lte: '500',
      sort: 'price_asc',
      page: 3,
    });
    expect(read('')).toEqual({ page: 1 });
  });

  it('drops values the API would refuse instead of failing the page', () => {
    expect(read('category_id=kitchen&price_gte=cheap&price_lte=-1&moq_lte=0&sort=cheapest&page=0')).toEqual({ page: 1 });
    expect(read('moq_lte=2.5&page=abc&q=%20%20')).toEqual({ page: 1 });
    expect(read(`q=${'x'.repeat(201)}`)).toEqual({ page: 1 });
  });

  it('turns a price range typed the wrong way round', () => {
    expect(read('price_gte=50&price_lte=5')).toMatchObject({ price_gte: '5', price_lte: '50' });
  });

  it('sorts by best match while searching, newest otherwise, unless a sort is chosen', () => {
    expect(sortChoiceOf(read(''))).toBe('newest');
    expect(sortChoiceOf(read('q=steel'))).toBe('relevance');
    expect(sortChoiceOf(read('q=steel&sort=name'))).toBe('name');
  });
});

describe('supplier filters in the URL', () => {
  it('reads the supplier country and verified=true; drops other verified values', () => {
    expect(read('supplier_country=DE&verified=true')).toEqual({ page: 1, supplier_country: 'DE', verified: 'true' });
    // A code in any case; a name is not a code.
    expect(read('supplier_country=cn')).toEqual({ page: 1, supplier_country: 'CN' });
    expect(read('supplier_country=Germany')).toEqual({ page: 1 });
    expect(read('verified=yes')).toEqual({ page: 1 });
    expect(read(`supplier_country=${'x'.repeat(81)}`)).toEqual({ page: 1 });
  });

  it('treats sort=relevance as the default it is', () => {
    expect(read('q=steel&sort=relevance')).toEqual({ page: 1, q: 'steel' });
    expect(sortChoiceOf(read('q=steel&sort=relevance'))).toBe('relevance');
  });

  it('writes and clears them, counts them as filters and sends them to the API', () => {
    expect(write('q=steel&page=3', { values: { supplier_country: 'IN', verified: 'true' } })).toBe('q=steel&supplier_country=IN&verified=true');
    expect(write('supplier_country=IN&verified=true', { values: { verified: undefined } })).toBe('supplier_country=IN');
    expect(clearCatalogueFilters(new URLSearchParams('supplier_country=IN&verified=true&x=1')).toString()).toBe('x=1');
    expect(activeFilterCount(read('supplier_country=IN&verified=true'))).toBe(2);
    expect(catalogueApiQuery(read('supplier_country=IN&verified=true'))).toEqual({ page: 1, limit: 24, supplier_country: 'IN', verified: 'true' });
  });
});

describe('filters → URL', () => {
  it('sets and removes filters, going back to page 1, and keeps parameters it does not own', () => {
    expect(write('sidebarCollapsed=true&page=4', { values: { q: ' steel ' } })).toBe('sidebarCollapsed=true&q=steel');
    expect(write('q=steel&price_gte=5&page=2', { values: { price_gte: undefined, moq_lte: '100' } })).toBe('q=steel&moq_lte=100');
    expect(write('q=steel', { values: { q: '' } })).toBe('');
  });

  it('leaves the default sort out of the URL', () => {
    expect(write('', { sort: 'newest' })).toBe('');
    expect(write('', { sort: 'price_desc' })).toBe('sort=price_desc');
    expect(write('q=steel&sort=name', { sort: 'relevance' })).toBe('q=steel');
    // While searching, newest is a choice of its own (the default there is best match).
    expect(write('q=steel', { sort: 'newest' })).toBe('q=steel&sort=newest');
    // Clearing the search makes newest the default again.
    expect(write('q=steel&sort=newest', { values: { q: undefined } })).toBe('');
    expect(write('sort=name&page=3', { sort: 'price_asc' })).toBe('sort=price_asc');
  });

  it('writes the page, leaving page 1 out', () => {
    expect(write('q=steel', { page: 2 })).toBe('q=steel&page=2');
    expect(write('q=steel&page=2', { page: 1 })).toBe('q=steel');
  });

  it('clears every catalogue parameter and nothing else', () => {
    expect(clearCatalogueFilters(new URLSearchParams(`expanded=x&q=a&category_id=${CATEGORY}&price_lte=3&sort=name&page=2`)).toString()).toBe('expanded=x');
  });

  it('asks the API for the same filters, a page of 24', () => {
    expect(catalogueApiQuery(read(`q=steel&category_id=${CATEGORY}&price_lte=10&sort=name&page=2`))).toEqual({
      page: 2,
      limit: 24,
      q: 'steel',
      category_id: CATEGORY,
      price_lte: '10',
      sort: 'name',
    });
    expect(activeFilterCount(read(`q=steel&category_id=${CATEGORY}&price_gte=1&price_lte=10&moq_lte=5`))).toBe(3);
  });
});

const card = (index: number): CatalogueProduct => ({
  id: `p-${index}`,
  name: `Product ${index}`,
  cover_image_url: null,
  currency: 'USD',
  price_min_minor: 390,
  price_max_minor: 450,
  unit: 'piece',
  moq: 100,
  lead_time_days: 15,
  category_id: null,
  category_path: null,
  supplier: { id: 's-1', name: 'Asha Kitchen Supply', country: 'IN', verified: true, verification: null, performance: null },
  available_below_moq: null,
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const requests: URL[] = [];
useMswServer(
  http.get(apiUrl('categories'), () => HttpResponse.json({ success: true, message: 'OK', data: [] })),
  http.get(apiUrl('public/products'), ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    if (url.searchParams.get('q') === 'nothing')
      return HttpResponse.json({ success: true, message: 'OK', data: [], pagination: { page: 1, limit: 24, totalPages: 1 }, total: 0 });
    return HttpResponse.json({ success: true, message: 'OK', data: [card(1), card(2)], pagination: { page: 1, limit: 24, totalPages: 3 }, total: 50 });
  }),
);

function renderCatalogue(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe />
      <Routes>
        <Route path="/Product" element={<CatalogueView detailsPath={(id) => `/ProductDetails/${id}`} />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the catalogue view and its URL', { timeout: 30_000 }, () => {
  it('sends the URL’s filters to the API and shows the cards', async () => {
    requests.length = 0;
    renderCatalogue(`/Product?q=steel&price_lte=10&sort=name&page=2&sidebarCollapsed=true`);
    expect(await screen.findByText('Product 1')).toBeInTheDocument();
    expect(requests.at(-1)?.search).toBe('?page=2&limit=24&q=steel&price_lte=10&sort=name');
    expect(screen.getByText('50 products for “steel”')).toBeInTheDocument();
    expect(screen.getAllByText('$3.90 – $4.50')).toHaveLength(2);
    expect(screen.getAllByText('Min. order: 100 pieces')).toHaveLength(2);
    expect(screen.getAllByText('Asha Kitchen Supply, India')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Product 1' })).toHaveAttribute('href', '/ProductDetails/p-1');
  });

  it('writes a search into the URL at Enter, back on page 1', async () => {
    renderCatalogue('/Product?page=2&sidebarCollapsed=true');
    await screen.findByText('Product 1');
    const search = screen.getByRole('searchbox', { name: 'Search the catalogue' });
    fireEvent.change(search, { target: { value: 'lunch box' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/Product?sidebarCollapsed=true&q=lunch+box'));
    await waitFor(() => expect(requests.at(-1)?.searchParams.get('q')).toBe('lunch box'));
  });

  it('says when nothing matches and clears the filters on request', async () => {
    renderCatalogue('/Product?q=nothing&moq_lte=5');
    expect(await screen.findByText(/No products match these filters/)).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/Product$/));
  });
});
