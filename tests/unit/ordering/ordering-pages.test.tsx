import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Address } from '../../../src/contract/addresses';
import type { Cart, CartItem, CheckoutResult } from '../../../src/contract/ordering';
import i18n, { initI18n } from '../../../src/i18n';
import CartPage from '../../../src/ordering/CartPage';
import CheckoutPage from '../../../src/ordering/CheckoutPage';
import { ordersQueryFrom } from '../../../src/ordering/OrdersPage';
import { lineSummaryText } from '../../../src/ordering/order-display';
import { sessionStore } from '../../../src/providers/session';
import { renderPage } from '../resources/helpers';
import { apiUrl, useMswServer } from '../setup';

const server = useMswServer();
const BOLTS = '0b6f1c9e-1111-4a2b-8c3d-000000000001';
const GLOVES = '0b6f1c9e-1111-4a2b-8c3d-000000000002';
const ADDRESS = '0b6f1c9e-1111-4a2b-8c3d-0000000000a1';

const buyer = {
  id: 'buyer-1',
  name: 'Daniel Meyer',
  email: 'buyer@demo.test',
  roles: ['buyer' as const],
  status: 'active' as const,
  verification_status: 'unverified' as const,
  is_verified: false,
  is_email_verified: true,
  business_details: null,
  phone: null,
  country_code: null,
  must_change_password: false,
};

function item(overrides: Partial<CartItem> = {}): CartItem {
  return {
    product_id: BOLTS,
    name: 'Steel Bolts M8',
    cover_image_url: null,
    unit: 'box',
    currency: 'USD',
    moq: 10,
    price_tiers: [{ min_quantity: 100, price_minor: 200 }],
    quantity: 20,
    unit_price_minor: 250,
    line_total_minor: 5000,
    added_at: '2026-01-01T10:00:00.000Z',
    problems: [],
    ...overrides,
  };
}

function cartOf(...groups: Array<{ supplier: string; items: CartItem[] }>): Cart {
  const built = groups.map((group) => ({
    supplier: { id: `s-${group.supplier}`, name: group.supplier, country: null, verified: true },
    items: group.items,
    subtotals: [{ currency: group.items[0].currency, amount_minor: group.items.reduce((sum, i) => sum + i.line_total_minor, 0) }],
  }));
  return {
    groups: built,
    item_count: built.reduce((sum, g) => sum + g.items.length, 0),
    problem_count: built.flatMap((g) => g.items).filter((i) => i.problems.length > 0).length,
  };
}

const twoSuppliers = cartOf(
  { supplier: 'Li Wei Trading', items: [item()] },
  {
    supplier: 'Weber Industrie GmbH',
    items: [item({ product_id: GLOVES, name: 'Safety gloves', currency: 'EUR', moq: 5, quantity: 5, unit_price_minor: 1890, line_total_minor: 9450 })],
  },
);

const address: Address = {
  id: ADDRESS,
  label: 'Warehouse',
  contact_name: 'Goods-in',
  phone: '+44 113 496 0412',
  line1: '18 Cobalt Way',
  line2: null,
  city: 'Leeds',
  state: 'West Yorkshire',
  postal_code: 'LS10 1JT',
  country: 'GB',
  is_default_shipping: true,
  is_default_billing: true,
  added_by: null,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
};

beforeAll(() => initI18n());
beforeEach(() => sessionStore.setSession('tok-buyer', buyer));
afterEach(() => sessionStore.clear());

describe('cart page', { timeout: 30_000 }, () => {
  it('groups the lines by supplier with subtotals, and sends quantity changes', async () => {
    const patches: unknown[] = [];
    server.use(
      http.get(apiUrl('cart'), () => HttpResponse.json({ success: true, message: 'ok', data: twoSuppliers })),
      http.patch(apiUrl(`cart/items/${BOLTS}`), async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json({
          success: true,
          message: 'Saved',
          data: cartOf({ supplier: 'Li Wei Trading', items: [item({ quantity: 21, line_total_minor: 5250 })] }),
        });
      }),
    );
    const user = userEvent.setup();
    renderPage(<CartPage />, '/cart');
    expect(await screen.findByRole('region', { name: 'One order with Li Wei Trading' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'One order with Weber Industrie GmbH' })).toBeInTheDocument();
    expect(screen.getByText('€94.50', { selector: '.cart-group-foot *' })).toBeInTheDocument();
    expect(screen.getByText('2 products · 2 suppliers')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'One more' })[0]);
    await waitFor(() => expect(patches).toEqual([{ quantity: 21 }]));
    expect(await screen.findByText('$52.50', { selector: '.cart-line-total *' })).toBeInTheDocument();
  });

  it('says what stops each line in words and keeps checkout closed until they are fixed', async () => {
    const troubled = cartOf({
      supplier: 'Li Wei Trading',
      items: [
        item({ quantity: 4, problems: [{ code: 'below_minimum', moq: 10, available: null, previous_unit_price_minor: null }] }),
        item({
          product_id: 'p-nuts',
          name: 'Hex Nuts',
          unit_price_minor: 120,
          problems: [{ code: 'price_changed', moq: null, available: null, previous_unit_price_minor: 100 }],
        }),
        item({ product_id: 'p-old', name: 'Old hinge', problems: [{ code: 'unpublished', moq: null, available: null, previous_unit_price_minor: null }] }),
        item({ product_id: 'p-few', name: 'Brass hinge', problems: [{ code: 'not_enough_stock', moq: null, available: 3, previous_unit_price_minor: null }] }),
      ],
    });
    server.use(http.get(apiUrl('cart'), () => HttpResponse.json({ success: true, message: 'ok', data: troubled })));
    renderPage(<CartPage />, '/cart');
    expect(await screen.findByText('Below the minimum order of 10: raise the quantity.')).toBeInTheDocument();
    expect(screen.getByText('The price changed from $1.00 to $1.20.')).toBeInTheDocument();
    expect(screen.getByText('No longer available: remove it from your cart.')).toBeInTheDocument();
    expect(screen.getByText('Only 3 available: lower the quantity.')).toBeInTheDocument();
    expect(screen.getByText('4 products need your attention before checkout.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    // Below the minimum, "One less" is off and "One more" goes straight to the minimum.
    const steppers = screen.getAllByRole('button', { name: 'One less' });
    expect(steppers[0]).toBeDisabled();
  });

  it('shows the empty state with the way to the catalogue', async () => {
    server.use(http.get(apiUrl('cart'), () => HttpResponse.json({ success: true, message: 'ok', data: { groups: [], item_count: 0, problem_count: 0 } })));
    renderPage(<CartPage />, '/cart');
    expect(await screen.findByText(/Your cart is empty/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Browse products/ })).toBeInTheDocument();
  });
});

describe('checkout page', { timeout: 30_000 }, () => {
  it('places one order per supplier with the lines as seen, and keeps the Idempotency-Key across retries of one attempt', async () => {
    const calls: Array<{ key: string | null; body: unknown }> = [];
    let countsRefreshed = false;
    let failFirst = true;
    const result: CheckoutResult = {
      orders: ['Li Wei Trading', 'Weber Industrie GmbH'].map((name, index) => ({
        id: `o-${index}`,
        number: `ORD-2026-00000${index}AB`,
        status: 'pending',
        supplier: { id: `s-${index}`, name, country: null, verified: true },
        line_count: 1,
        total_minor: 5000,
        currency: 'USD',
        payment_method: 'agreed_terms',
        payment_status: 'unpaid',
        carrier: null,
        tracking_number: null,
        created_at: '2026-01-01T10:00:00.000Z',
        updated_at: '2026-01-01T10:00:00.000Z',
      })),
    };
    server.use(
      http.get(apiUrl('cart'), () => HttpResponse.json({ success: true, message: 'ok', data: twoSuppliers })),
      http.get(apiUrl('addresses'), () =>
        HttpResponse.json({ success: true, message: 'ok', data: [address], total: 1, pagination: { page: 1, limit: 50, totalPages: 1 } }),
      ),
      // Placing orders refreshes the buyer shell's counts (pending orders, cart lines).
      http.get(apiUrl('buyer/summary'), () => {
        countsRefreshed = true;
        return HttpResponse.json({ success: true, message: 'ok', data: { pending_orders: 2, unread_notifications: 0, unread_messages: 0, cart_lines: 0 } });
      }),
      http.get(apiUrl('notifications'), () =>
        HttpResponse.json({ success: true, message: 'ok', data: [], total: 0, pagination: { page: 1, limit: 8, totalPages: 1 } }),
      ),
      http.post(apiUrl('orders'), async ({ request }) => {
        calls.push({ key: request.headers.get('Idempotency-Key'), body: await request.json() });
        // The first answer is lost on the way (a gateway error): the client sends the same attempt again.
        if (failFirst) {
          failFirst = false;
          return HttpResponse.json({ success: false, message: 'Bad gateway', data: null }, { status: 502 });
        }
        return HttpResponse.json({ success: true, message: 'Orders placed', data: result }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderPage(<CheckoutPage />, '/checkout');
    expect(await screen.findByText('No card details are taken or stored: each supplier records your payment when it arrives.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Warehouse/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /Agreed terms/ }));
    fireEvent.change(screen.getByPlaceholderText(/Deliver to goods-in/), { target: { value: 'Call first' } });
    await user.click(screen.getByRole('button', { name: 'Place 2 orders' }));
    expect(await screen.findByText('Your 2 orders are placed', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ORD-2026-000001AB' })).toHaveAttribute('href', '/orders/o-1');
    await waitFor(() => expect(countsRefreshed).toBe(true));
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(new Set(calls.map((c) => c.key)).size).toBe(1);
    expect(calls[0].key).toMatch(/.+/);
    expect(calls[0].body).toEqual({
      address_id: ADDRESS,
      payment_method: 'agreed_terms',
      note: 'Call first',
      lines: [
        { product_id: BOLTS, quantity: 20, unit_price_minor: 250 },
        { product_id: GLOVES, quantity: 5, unit_price_minor: 1890 },
      ],
    });
  });

  it('shows a refused line next to it, and a corrected attempt goes with a new key', async () => {
    const keys: Array<string | null> = [];
    // After the refusal the page reads the cart again, and sees the new price.
    const repriced = cartOf(
      { supplier: 'Li Wei Trading', items: twoSuppliers.groups[0].items },
      { supplier: 'Weber Industrie GmbH', items: [{ ...twoSuppliers.groups[1].items[0], unit_price_minor: 1990, line_total_minor: 9950 }] },
    );
    let cartReads = 0;
    server.use(
      http.get(apiUrl('cart'), () => HttpResponse.json({ success: true, message: 'ok', data: cartReads++ === 0 ? twoSuppliers : repriced })),
      http.get(apiUrl('addresses'), () =>
        HttpResponse.json({ success: true, message: 'ok', data: [address], total: 1, pagination: { page: 1, limit: 50, totalPages: 1 } }),
      ),
      http.post(apiUrl('orders'), ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        const message = 'The price has changed since you added it; review your cart';
        return HttpResponse.json({ success: false, message, data: null, errors: { 'lines.1.unit_price_minor': message } }, { status: 409 });
      }),
    );
    const user = userEvent.setup();
    renderPage(<CheckoutPage />, '/checkout');
    await user.click(await screen.findByRole('button', { name: 'Place 2 orders' }));
    await waitFor(() => expect(keys).toHaveLength(1));
    expect(await screen.findByText('The price has changed since you added it; review your cart', { selector: '.checkout-review-group *' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('5 boxes × €19.90')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Place 2 orders' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('groups the figures of a large quantity in each line, in its unit: “1,200 boxes × €10.50”', async () => {
    const bulk = cartOf({
      supplier: 'Weber Industrie GmbH',
      items: [
        item({ product_id: GLOVES, name: 'Safety gloves', currency: 'EUR', moq: 1000, quantity: 1200, unit_price_minor: 1050, line_total_minor: 1_260_000 }),
      ],
    });
    server.use(
      http.get(apiUrl('cart'), () => HttpResponse.json({ success: true, message: 'ok', data: bulk })),
      http.get(apiUrl('addresses'), () =>
        HttpResponse.json({ success: true, message: 'ok', data: [address], total: 1, pagination: { page: 1, limit: 50, totalPages: 1 } }),
      ),
    );
    renderPage(<CheckoutPage />, '/checkout');
    expect(await screen.findByText('1,200 boxes × €10.50')).toBeInTheDocument();
    expect(screen.getAllByText('€12,600.00').length).toBeGreaterThan(0);
  });

  it('asks for an address when the book is empty', async () => {
    server.use(
      http.get(apiUrl('cart'), () => HttpResponse.json({ success: true, message: 'ok', data: twoSuppliers })),
      http.get(apiUrl('addresses'), () =>
        HttpResponse.json({ success: true, message: 'ok', data: [], total: 0, pagination: { page: 1, limit: 50, totalPages: 1 } }),
      ),
    );
    renderPage(<CheckoutPage />, '/checkout');
    expect(await screen.findByText(/Your address book is empty/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add an address' })).toHaveAttribute('href', '/address');
    expect(screen.getByRole('button', { name: 'Place 2 orders' })).toBeDisabled();
  });
});

describe('a line’s quantity at its price', () => {
  it('groups the quantity as the reader’s language does, with the price in its currency', async () => {
    expect(lineSummaryText(i18n.t, 1200, 1050, 'EUR', 'en')).toBe('1,200 × €10.50');
    expect(lineSummaryText(i18n.t, 5, 1990, 'EUR', 'en')).toBe('5 × €19.90');
    // With its unit, as the order page shows it.
    expect(lineSummaryText(i18n.t, 300, 1890, 'USD', 'en', 'pairs')).toBe('300 pairs × $18.90');
    // Indian grouping in Hindi: lakhs, not millions.
    expect(lineSummaryText(i18n.t, 1_234_567, 250, 'USD', 'hi')).toMatch(/^12,34,567 × /);
  });
});

describe('my orders query', () => {
  it('reads the tab from the path and the filters from the query string', () => {
    expect(ordersQueryFrom('/orders/pending', new URLSearchParams('q=ORD&page=2&created_from=2026-01-01'))).toEqual({
      status: 'pending',
      page: 2,
      limit: 20,
      q: 'ORD',
      created_from: '2026-01-01',
      created_to: undefined,
    });
    expect(ordersQueryFrom('/orders/completed', new URLSearchParams('page=x')).status).toBe('completed');
    expect(ordersQueryFrom('/orders/all', new URLSearchParams('page=0')).page).toBe(1);
  });
});
