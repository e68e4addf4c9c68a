// Shared by the resource component tests: Refine with the app's data provider over MSW, a router
// at a given URL, the page's current URL on screen, and a signed-in seller.
import '@ant-design/v5-patch-for-react-19';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { configure, render, type RenderResult } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from '../../../src/components/Toaster';
import { apiUrl } from '../setup';
import { sellerUser } from '../users';
import type { Product } from '../../../src/contract/catalog';
import { dataProvider } from '../../../src/providers/data-provider';
import { sessionStore } from '../../../src/providers/session';

export const seller = sellerUser({ id: 'seller-1', name: 'Li Wei' });

export const signIn = () => sessionStore.setSession('tok-1', seller);

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders `element` at `path` (matched by `pattern`) inside Refine, as the app does. */
export function renderPage(element: ReactElement, path: string, pattern = path.split('?')[0]): RenderResult {
  // Role queries check every ancestor's computed style, slow with antd's styles in jsdom.
  configure({ defaultHidden: true });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Refine
        dataProvider={dataProvider}
        routerProvider={routerProvider}
        options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false }, mutations: { retry: false } } } } }}
      >
        <Toaster />
        <LocationProbe />
        <Suspense fallback={null}>
          <Routes>
            <Route path={pattern} element={element} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </Suspense>
      </Refine>
    </MemoryRouter>,
  );
}

export const currentLocation = (): string => document.querySelector('[data-testid="location"]')?.textContent ?? '';

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'p-1',
    name: 'Steel water bottle',
    sku: 'BOT-1',
    category_id: '0b6f3a52-6c1e-4c1a-9d35-1f0c2b7e9a02',
    category_name: 'Home & Garden / Kitchenware',
    description: 'A double-walled stainless steel bottle that keeps drinks cold for a day.',
    unit: 'piece',
    currency: 'USD',
    price_minor: 1250,
    moq: 100,
    price_tiers: [{ min_quantity: 500, price_minor: 990 }],
    lead_time_days: 14,
    specifications: [{ key: 'Material', value: 'Steel' }],
    status: 'published',
    images: [],
    stock_on_hand: 40,
    stock_state: 'in_stock',
    created_at: '2026-01-02T10:00:00.000Z',
    updated_at: '2026-01-03T10:00:00.000Z',
    published_at: '2026-01-03T10:00:00.000Z',
    ...overrides,
  };
}

export const KITCHENWARE = '0b6f3a52-6c1e-4c1a-9d35-1f0c2b7e9a02';

export const categories = [
  { id: '0b6f3a52-6c1e-4c1a-9d35-1f0c2b7e9a01', parent_id: null, name: 'Home & Garden', path: 'Home & Garden' },
  { id: '0b6f3a52-6c1e-4c1a-9d35-1f0c2b7e9a02', parent_id: '0b6f3a52-6c1e-4c1a-9d35-1f0c2b7e9a01', name: 'Kitchenware', path: 'Home & Garden / Kitchenware' },
];

/** The fee under a price (src/finance/FeeHint) while the marketplace has no commission rule: it shows nothing. */
export const noCommissionRule = http.get(apiUrl('seller/commission-preview'), ({ request }) =>
  HttpResponse.json({
    success: true,
    message: 'OK',
    data: {
      rate_bp: null,
      scope: null,
      category_name: null,
      min_line_minor: null,
      max_line_minor: null,
      fixed_fee_minor: null,
      commission_minor: null,
      tax_percent: 18,
      currency: new URL(request.url).searchParams.get('currency') ?? 'USD',
    },
  }),
);
