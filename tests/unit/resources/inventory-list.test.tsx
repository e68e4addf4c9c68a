// The inventory list's "below the minimum order" filter: the seller home's "View all" opens
// /Inventory?below_moq=true, the list asks the API with it, and the filter is chosen and cleared in
// the bar with the URL following.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { InventoryItem } from '../../../src/contract/operations';
import ResourceList from '../../../src/engine/ResourceList';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { inventory } from '../../../src/resources/inventory';
import { apiUrl, useMswServer } from '../setup';
import { currentLocation, renderPage, signIn } from './helpers';

const server = useMswServer();
let seen: string[] = [];

const row = (overrides: Partial<InventoryItem>): InventoryItem => ({
  product_id: 'p-1',
  product_name: 'Short spoon set',
  sku: 'SPN-1',
  on_hand: 20,
  reserved: 0,
  available: 20,
  low_stock_threshold: 5,
  stock_state: 'in_stock',
  updated_at: '2026-01-01T10:00:00.000Z',
  ...overrides,
});

beforeAll(() => initI18n());
beforeEach(() => {
  seen = [];
  signIn();
  server.use(
    http.get(apiUrl('inventory'), ({ request }) => {
      const url = new URL(request.url);
      seen.push(decodeURIComponent(url.pathname + url.search));
      const rows =
        url.searchParams.get('below_moq') === 'true' ? [row({})] : [row({}), row({ product_id: 'p-2', product_name: 'Enough knives', on_hand: 500 })];
      return HttpResponse.json({ success: true, message: 'OK', data: rows, total: rows.length, pagination: { page: 1, limit: 20 } });
    }),
  );
});
afterEach(() => sessionStore.clear());

const page = (search = '') => renderPage(<ResourceList resource={inventory} />, `/Inventory${search}`, '/Inventory');
const lastRequest = () => seen[seen.length - 1];

describe('the inventory list', { timeout: 30_000 }, () => {
  it('opened from the seller home with below_moq=true, asks for only those items and shows the filter chosen', async () => {
    page('?below_moq=true');
    expect(await screen.findByText('Short spoon set')).toBeInTheDocument();
    expect(screen.queryByText('Enough knives')).not.toBeInTheDocument();
    expect(lastRequest()).toBe('/v1/inventory?page=1&limit=20&below_moq=true');
    const filter = screen.getByRole('combobox', { name: 'Minimum order' });
    expect(filter).toHaveDisplayValue('Below the minimum order');
  });

  it('chooses and clears the filter in the bar, the URL following', async () => {
    const user = userEvent.setup();
    page();
    expect(await screen.findByText('Enough knives')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Minimum order' }), 'Below the minimum order');
    await waitFor(() => expect(lastRequest()).toBe('/v1/inventory?page=1&limit=20&below_moq=true'));
    expect(currentLocation()).toBe('/Inventory?below_moq=true');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Minimum order' }), 'Minimum order');
    await waitFor(() => expect(lastRequest()).toBe('/v1/inventory?page=1&limit=20'));
    expect(currentLocation()).toBe('/Inventory');
  });
});
