import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import ResourceList from '../../../src/engine/ResourceList';
import { products } from '../../../src/resources/products';
import { apiUrl, useMswServer } from '../setup';
import { categories, currentLocation, KITCHENWARE, makeProduct, renderPage, signIn } from './helpers';

const server = useMswServer();
let seen: string[] = [];
let listStatus = 200;

beforeAll(() => initI18n());
beforeEach(() => {
  seen = [];
  listStatus = 200;
  signIn();
  server.use(
    http.get(apiUrl('categories'), () => HttpResponse.json({ success: true, message: 'OK', data: categories })),
    http.get(apiUrl('products'), ({ request }) => {
      const url = new URL(request.url);
      seen.push(decodeURIComponent(url.pathname + url.search));
      if (listStatus !== 200) return HttpResponse.json({ success: false, message: 'You are not allowed to do this', data: null }, { status: listStatus });
      const page = Number(url.searchParams.get('page') ?? 1);
      const rows = Array.from({ length: 3 }, (_, i) => makeProduct({ id: `p-${page}-${i}`, name: `Bottle ${page}.${i}`, sku: `B-${page}-${i}` }));
      return HttpResponse.json({ success: true, message: 'OK', data: rows, total: 45, pagination: { page, limit: 20 } });
    }),
  );
});
afterEach(() => sessionStore.clear());

const lastRequest = () => seen[seen.length - 1];
const page = (search = '') => renderPage(<ResourceList resource={products} />, `/ProductList${search}`, '/ProductList');

describe('the generic list', { timeout: 30_000 }, () => {
  it('asks for the first page with the default size', async () => {
    page();
    expect(await screen.findByText('Bottle 1.0')).toBeInTheDocument();
    expect(seen).toEqual(['/v1/products?page=1&limit=20']);
    expect(screen.getByText('45 in total')).toBeInTheDocument();
  });

  it('sends the page, sort and filters the URL holds', async () => {
    page(`?page=2&sort=price_minor&order=asc&q=mug&status=draft&category_id=${KITCHENWARE}&price_gte=1000`);
    expect(await screen.findByText('Bottle 2.0')).toBeInTheDocument();
    expect(lastRequest()).toBe(`/v1/products?page=2&limit=20&sort=price_minor&order=asc&q=mug&status=draft&category_id=${KITCHENWARE}&price_gte=1000`);
  });

  it('sorts from a column header, and keeps the sort in the URL', async () => {
    const user = userEvent.setup();
    page();
    await screen.findByText('Bottle 1.0');
    await user.click(within(document.querySelector('thead')!).getByText('Price'));
    await waitFor(() => expect(lastRequest()).toBe('/v1/products?page=1&limit=20&sort=price_minor&order=asc'));
    expect(currentLocation()).toBe('/ProductList?sort=price_minor&order=asc');
    await user.click(within(document.querySelector('thead')!).getByText('Price'));
    await waitFor(() => expect(lastRequest()).toBe('/v1/products?page=1&limit=20&sort=price_minor&order=desc'));
  });

  it('pages through, and a filter change goes back to page 1', async () => {
    const user = userEvent.setup();
    page('?sidebarCollapsed=true');
    await screen.findByText('Bottle 1.0');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastRequest()).toBe('/v1/products?page=2&limit=20'));
    expect(currentLocation()).toBe('/ProductList?sidebarCollapsed=true&page=2');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Published');
    await waitFor(() => expect(lastRequest()).toBe('/v1/products?page=1&limit=20&status=published'));
    expect(currentLocation()).toBe('/ProductList?sidebarCollapsed=true&status=published');
  });

  it('filters by category, offering every category by its full path under its parent', async () => {
    const user = userEvent.setup();
    page();
    await screen.findByText('Bottle 1.0');
    const category = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(category).toBeEnabled());
    expect(
      within(category)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Category', 'Home & Garden', 'Home & Garden / Kitchenware']);
    await user.selectOptions(category, KITCHENWARE);
    await waitFor(() => expect(lastRequest()).toBe(`/v1/products?page=1&limit=20&category_id=${KITCHENWARE}`));
    // The first choice, the filter's own name, means any category again.
    await user.selectOptions(category, 'Category');
    await waitFor(() => expect(lastRequest()).toBe('/v1/products?page=1&limit=20'));
    expect(currentLocation()).toBe('/ProductList');
  });

  it('searches after typing stops', async () => {
    const user = userEvent.setup();
    page();
    await screen.findByText('Bottle 1.0');
    await user.type(screen.getByLabelText('Search'), 'steel');
    await waitFor(() => expect(lastRequest()).toBe('/v1/products?page=1&limit=20&q=steel'));
    // One request for the whole word, not one per letter.
    expect(seen.filter((url) => url.includes('q='))).toHaveLength(1);
    expect(currentLocation()).toBe('/ProductList?q=steel');
  });

  it('lists, per product a bulk publish left out, its name and the fields it lacks', async () => {
    const bulkBodies: unknown[] = [];
    server.use(
      http.post(apiUrl('products/bulk'), async ({ request }) => {
        bulkBodies.push(await request.json());
        return HttpResponse.json({
          success: true,
          message: '1 published, 2 not',
          data: {
            done: ['p-1-0'],
            failed: [
              {
                id: 'p-1-1',
                name: 'Bottle 1.1',
                message: 'Complete the product before publishing it',
                errors: { images: 'Add at least one image' },
                missing: ['images'],
              },
              { id: 'p-1-2', name: 'Bottle 1.2', message: 'Complete the product before publishing it', missing: ['category_id', 'description', 'price_minor'] },
            ],
          },
        });
      }),
    );
    const user = userEvent.setup();
    page();
    await screen.findByText('Bottle 1.0');
    // All three at once, through the header's checkbox (one re-render of the table instead of three).
    fireEvent.click(document.querySelector<HTMLElement>('thead input[type="checkbox"]')!);
    await user.click(await waitFor(() => within(document.querySelector<HTMLElement>('.bulk-bar')!).getByText('Publish')));
    await user.click(await waitFor(() => within(document.querySelector<HTMLElement>('.confirm-dialog-actions')!).getByText('Publish')));
    await waitFor(() => expect(bulkBodies).toEqual([{ action: 'publish', ids: ['p-1-0', 'p-1-1', 'p-1-2'] }]));
    // The fields' labels come with the product form's declaration, which may load after the summary shows.
    await waitFor(() =>
      expect([...document.querySelectorAll('.bulk-failures > li')].map((item) => item.textContent)).toEqual([
        'Bottle 1.1: Complete the product before publishing itMissing: Images',
        'Bottle 1.2: Complete the product before publishing itMissing: Category, Description, and Base unit price',
      ]),
    );
  });

  it('says what went wrong and tries again on request', async () => {
    const user = userEvent.setup();
    listStatus = 403;
    page();
    expect(await screen.findByText('You are not allowed to do this')).toBeInTheDocument();
    listStatus = 200;
    await user.click(screen.getByText('Try again'));
    expect(await screen.findByText('Bottle 1.0')).toBeInTheDocument();
  });
});
