// The supplier's quote form when something is wrong: it says so above the form and takes the supplier to
// the first field in error, in the order the form shows them; the live total never counts a volume price
// that breaks the rules; and the revise form opened by ?revise=1 leaves the address once saved.
import { screen, waitFor, within, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { daysAheadUtc, type RfqLine, type SupplierQuote } from '../../../src/contract/rfq';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { submitQuote } from '../../../src/rfq/api';
import { initialQuoteValues, liveUnitPrice, QuoteForm } from '../../../src/rfq/QuoteForm';
import { SupplierQuotePage } from '../../../src/rfq/SupplierPages';
import { currentLocation, noCommissionRule, renderPage, signIn } from '../resources/helpers';
import { apiUrl, useMswServer } from '../setup';

const server = useMswServer(noCommissionRule);
vi.setConfig({ testTimeout: 90_000 });
beforeAll(() => initI18n());
beforeEach(() => signIn());
afterEach(() => sessionStore.clear());

const RFQ = '0b6f1c9e-1111-4a2b-8c3d-0000000000b1';
const lines: RfqLine[] = [
  {
    id: '0b6f1c9e-1111-4a2b-8c3d-00000000c001',
    position: 0,
    product_id: null,
    name: 'Qi charging pad',
    quantity: 1200,
    unit: 'piece',
    target_unit_price_minor: null,
    specifications: '',
  },
  {
    id: '0b6f1c9e-1111-4a2b-8c3d-00000000c002',
    position: 1,
    product_id: null,
    name: 'USB-C wall adapter',
    quantity: 800,
    unit: 'piece',
    target_unit_price_minor: null,
    specifications: '',
  },
];
const row = (name: string) => screen.getByRole('group', { name: new RegExp(name) });
const total = () => screen.getByText(/Total at the quantities asked for/).textContent ?? '';

function renderForm() {
  render(
    <QuoteForm
      lines={lines}
      initial={initialQuoteValues({ lines, currency: 'USD', incoterm: 'CIF' })}
      submitLabelKey="rfqQuote.submit"
      onSubmit={(input) => submitQuote(RFQ, input, 'key-1')}
      onDone={() => undefined}
    />,
  );
}

describe('the quote form with errors', () => {
  it('says how many fields need attention and takes the supplier to the first of them', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit quote' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/6 fields need your attention/);
    // The first item's unit price comes first on the form.
    expect(document.activeElement).toBe(within(row('Qi charging pad')).getByLabelText('Unit price (USD)'));

    // With the first item right, the first field in error is the second item's.
    const pad = row('Qi charging pad');
    await user.type(within(pad).getByLabelText('Unit price (USD)'), '6.2');
    await user.type(within(pad).getByLabelText('Minimum order'), '500');
    await user.type(within(pad).getByLabelText('Lead time (days)'), '20');
    await user.type(within(row('USB-C wall adapter')).getByLabelText('Unit price (USD)'), '3');
    await user.click(screen.getByRole('button', { name: 'Submit quote' }));
    await waitFor(() => expect(document.activeElement).toBe(within(row('USB-C wall adapter')).getByLabelText('Minimum order')));
    expect(screen.getByRole('alert').textContent).toMatch(/2 fields need your attention/);
  });

  it('leaves a volume price that breaks the rules out of the live total', async () => {
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(within(row('USB-C wall adapter')).getByRole('checkbox'));
    const pad = row('Qi charging pad');
    await user.type(within(pad).getByLabelText('Unit price (USD)'), '6.2');
    await user.type(within(pad).getByLabelText('Minimum order'), '500');
    expect(total()).toContain('$7,440.00');
    await user.click(within(pad).getByRole('button', { name: 'Add a volume price' }));
    // From 400: not above the minimum order of 500, so the $5 price is not counted.
    await user.type(within(pad).getByLabelText('From quantity'), '400');
    await user.type(within(pad).getAllByLabelText('Unit price (USD)')[1], '5');
    expect(total()).toContain('$7,440.00');
    // From 1,000 it is a volume price 1,200 pieces reach.
    await user.clear(within(pad).getByLabelText('From quantity'));
    await user.type(within(pad).getByLabelText('From quantity'), '1000');
    expect(total()).toContain('$6,000.00');
    // Dearer than the unit price: not counted.
    await user.clear(within(pad).getAllByLabelText('Unit price (USD)')[1]);
    await user.type(within(pad).getAllByLabelText('Unit price (USD)')[1], '7');
    expect(total()).toContain('$7,440.00');
  });

  it('reads tiers in order and stops at the first that breaks a rule', () => {
    const tiers = [
      { min_quantity: 600, price: 6 },
      { min_quantity: 550, price: 5 },
      { min_quantity: 1000, price: 4 },
    ];
    expect(liveUnitPrice({ unit_price: 7, moq: 500, tiers }, 1200)).toBe(6);
    expect(liveUnitPrice({ unit_price: 7, moq: 500, tiers: [{ min_quantity: 600, price: null }] }, 1200)).toBe(7);
    expect(liveUnitPrice({ unit_price: 0, moq: 500, tiers }, 1200)).toBeNull();
  });
});

const quote = {
  id: 'q-1',
  status: 'submitted',
  version: 1,
  submitted_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  rfq: { id: RFQ, number: 'RFQ-2026-ABCDEFGH', title: 'Chargers', status: 'open', buyer_country: 'GB' },
  latest: {
    version: 1,
    currency: 'USD',
    incoterm: 'CIF',
    shipping_cost_minor: 0,
    valid_until: `${daysAheadUtc(30)}T23:59:59.999Z`,
    payment_terms: '',
    note: '',
    lines: [
      {
        rfq_line_id: lines[0].id,
        product_id: null,
        unit_price_minor: 620,
        price_tiers: [],
        moq: 500,
        lead_time_days: 20,
        sample_available: false,
        sample_price_minor: null,
      },
    ],
    created_at: '2026-11-01T10:00:00.000Z',
  },
  history: [],
  attachments: [],
  decline_reason: null,
  order: null,
  rfq_detail: {
    id: RFQ,
    number: 'RFQ-2026-ABCDEFGH',
    title: 'Chargers',
    category: { id: 'c-1', path: 'Electronics' },
    status: 'open',
    visibility: 'open',
    delivery_country: 'IN',
    delivery_city: 'Nhava Sheva',
    incoterm: 'CIF',
    required_by: '2099-02-01',
    valid_until: '2099-01-31T23:59:59.999Z',
    quotes_wanted: 5,
    quote_count: 1,
    currency: 'USD',
    opened_at: '2026-11-01T09:00:00.000Z',
    created_at: '2026-11-01T09:00:00.000Z',
    line_count: 2,
    lines_preview: '',
    lines_head: [],
    buyer: { country: 'GB', verified: true, name: null, company: null },
    invited: false,
    my_quote: null,
    lines,
    payment_terms: '',
    note: '',
    attachments: [],
    places_left: 4,
    can_quote: false,
    cannot_quote_reason: null,
  },
} as unknown as SupplierQuote;

describe('revising a quote from ?revise=1', () => {
  it('opens the form, and once saved leaves the address without the parameter', async () => {
    const revised = vi.fn();
    server.use(
      http.get(apiUrl('quotes/q-1'), () => HttpResponse.json({ success: true, message: 'OK', data: quote })),
      http.post(
        apiUrl('quotes/q-1/revisions'),
        () => (revised(), HttpResponse.json({ success: true, message: 'Quote revised', data: { ...quote, version: 2 } })),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderPage(<SupplierQuotePage />, '/quotes/q-1?revise=1', '/quotes/:id');
    await user.click(await screen.findByRole('button', { name: 'Save new version' }));
    await waitFor(() => expect(revised).toHaveBeenCalled());
    await waitFor(() => expect(currentLocation()).toBe('/quotes/q-1'));
    expect(screen.queryByRole('button', { name: 'Save new version' })).not.toBeInTheDocument();
  });
});
