// The marketplace fee under a price: the product form asks the preview for its category, price and
// currency once typing stops and shows the rate, the category and the fee on that price; the quote form
// does so per item in the request's category; nothing shows while the marketplace has no rule.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommissionPreview } from '../../../src/contract/money';
import type { RfqLine } from '../../../src/contract/rfq';
import ResourceFormPage from '../../../src/engine/ResourceForm';
import { loadFormDeclaration } from '../../../src/engine/form-declaration';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { products } from '../../../src/resources/products';
import { initialQuoteValues, QuoteForm } from '../../../src/rfq/QuoteForm';
import { categories, KITCHENWARE, makeProduct, renderPage, signIn } from '../resources/helpers';
import { apiUrl, useMswServer } from '../setup';

const server = useMswServer();
vi.setConfig({ testTimeout: 40_000 });
let asked: Array<Record<string, string>> = [];
let rule: { rate_bp: number; category_name: string | null } | null = { rate_bp: 800, category_name: 'Kitchenware' };

const preview = (query: Record<string, string>): CommissionPreview => ({
  rate_bp: rule?.rate_bp ?? null,
  scope: rule ? 'category' : null,
  category_name: query.category_id ? (rule?.category_name ?? 'Kitchenware') : null,
  min_line_minor: null,
  max_line_minor: null,
  fixed_fee_minor: null,
  commission_minor: rule && query.price_minor ? Math.round((Number(query.price_minor) * rule.rate_bp) / 10_000) : null,
  tax_percent: 18,
  currency: query.currency,
});

beforeAll(async () => {
  await initI18n();
  await loadFormDeclaration(products);
});
beforeEach(() => {
  asked = [];
  rule = { rate_bp: 800, category_name: 'Kitchenware' };
  signIn();
  server.use(
    http.get(apiUrl('categories'), () => HttpResponse.json({ success: true, message: 'OK', data: categories })),
    http.get(apiUrl('seller/commission-preview'), ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      asked.push(query);
      return HttpResponse.json({ success: true, message: 'OK', data: preview(query) });
    }),
  );
});
afterEach(() => sessionStore.clear());

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
/** The text under the product form's price field. */
const priceItem = () => screen.getByLabelText('Base unit price').closest('.ant-form-item') as HTMLElement;

describe('the fee under a price', () => {
  it('shows the rate, the category and the fee on the product price typed, once typing stops', async () => {
    server.use(http.get(apiUrl('products/p-3'), () => HttpResponse.json({ success: true, message: 'OK', data: makeProduct({ id: 'p-3', status: 'draft' }) })));
    renderPage(<ResourceFormPage resource={products} />, '/ProductListingForm/p-3', '/ProductListingForm/:id?');
    await waitFor(() => expect(screen.getByLabelText('Base unit price')).toHaveValue('12.50'));
    expect(await within(priceItem()).findByText('Marketplace fee: 8% — Kitchenware')).toBeInTheDocument();
    expect(within(priceItem()).getByText('≈ $1.00 on this price, plus 18% tax on the fee')).toBeInTheDocument();
    expect(asked.at(-1)).toEqual({ category_id: KITCHENWARE, price_minor: '1250', currency: 'USD' });

    // Typing a new price asks once, for the last one.
    const before = asked.length;
    type('Base unit price', '15');
    type('Base unit price', '150');
    expect(await within(priceItem()).findByText('≈ $12.00 on this price, plus 18% tax on the fee')).toBeInTheDocument();
    expect(asked.slice(before)).toEqual([{ category_id: KITCHENWARE, price_minor: '15000', currency: 'USD' }]);

    // No price, no fee.
    type('Base unit price', '');
    await waitFor(() => expect(within(priceItem()).queryByText(/Marketplace fee/)).toBeNull());
  });

  it('shows nothing while the marketplace has no rule', async () => {
    rule = null;
    renderPage(<ResourceFormPage resource={products} />, '/ProductListingForm', '/ProductListingForm/:id?');
    await screen.findByLabelText('Product name');
    type('Base unit price', '20');
    await waitFor(() => expect(asked).toEqual([{ price_minor: '2000', currency: 'USD' }]));
    // The answer has come: still nothing under the price.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(within(priceItem()).queryByText(/Marketplace fee/)).toBeNull();
  });

  it('shows the fee under each quoted unit price, in the request’s category', async () => {
    rule = { rate_bp: 1250, category_name: 'Consumer Electronics' };
    const lines: RfqLine[] = [
      {
        id: '0b6f1c9e-1111-4a2b-8c3d-00000000a001',
        position: 0,
        product_id: null,
        name: 'Qi charging pad',
        quantity: 1200,
        unit: 'piece',
        target_unit_price_minor: null,
        specifications: '',
      },
    ];
    const category = '0b6f1c9e-1111-4a2b-8c3d-0000000000c1';
    render(
      <QuoteForm
        lines={lines}
        categoryId={category}
        initial={initialQuoteValues({ lines, currency: 'EUR', incoterm: 'FOB' })}
        submitLabelKey="rfqQuote.submit"
        onSubmit={() => Promise.resolve({ success: false, message: 'unused' } as never)}
        onDone={() => undefined}
      />,
    );
    const item = screen.getByRole('group', { name: /Qi charging pad/ });
    expect(within(item).queryByText(/Marketplace fee/)).toBeNull();
    fireEvent.change(within(item).getByLabelText('Unit price (EUR)'), { target: { value: '8' } });
    expect(await within(item).findByText('Marketplace fee: 12.5% — Consumer Electronics')).toBeInTheDocument();
    expect(within(item).getByText('≈ €1.00 on this price, plus 18% tax on the fee')).toBeInTheDocument();
    expect(asked).toEqual([{ category_id: category, price_minor: '800', currency: 'EUR' }]);
  });
});
