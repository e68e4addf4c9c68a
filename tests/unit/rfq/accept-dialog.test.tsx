// The Accept dialog ships to the request's delivery place: with no book address there, it starts on a
// new address filled in from the RFQ (city, country, and the contact of the default address), and the
// buyer completes it; choosing a book address elsewhere is allowed but said. The order's lines,
// shipping and total come from the server's preview, asked again when the quantities change, and are
// never added up in the browser.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Address } from '../../../src/contract/addresses';
import type { BuyerQuote, BuyerRfq, QuoteAcceptPreview } from '../../../src/contract/rfq';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { AcceptDialog } from '../../../src/rfq/AcceptDialog';
import { signIn } from '../resources/helpers';
import { apiUrl, useMswServer } from '../setup';

const server = useMswServer();
vi.setConfig({ testTimeout: 60_000 });
beforeAll(() => initI18n());
beforeEach(() => signIn());
afterEach(() => sessionStore.clear());

const BOXES = '0b6f1c9e-2222-4a2b-8c3d-00000000a001';
const BAGS = '0b6f1c9e-2222-4a2b-8c3d-00000000a002';
const rfq = {
  id: '0b6f1c9e-2222-4a2b-8c3d-0000000000f1',
  delivery_country: 'IN',
  delivery_city: 'Mumbai (Nhava Sheva)',
  incoterm: 'CIF',
  lines: [
    { id: BOXES, position: 0, product_id: null, name: 'Lunch box', quantity: 500, unit: 'piece', target_unit_price_minor: null, specifications: '' },
    { id: BAGS, position: 1, product_id: null, name: 'Carry bag', quantity: 200, unit: 'piece', target_unit_price_minor: null, specifications: '' },
  ],
} as unknown as BuyerRfq;
const quote = {
  id: 'q-1',
  status: 'submitted',
  supplier: { id: 's-1', name: 'Brightway', country: 'CN', verified: true, performance: null },
  latest: {
    version: 1,
    currency: 'USD',
    incoterm: 'CIF',
    shipping_cost_minor: 25_000,
    lines: [
      { rfq_line_id: BOXES, product_id: null, unit_price_minor: 1000, price_tiers: [{ min_quantity: 400, price_minor: 850 }], moq: 100, lead_time_days: 30 },
      { rfq_line_id: BAGS, product_id: null, unit_price_minor: 300, price_tiers: [], moq: 50, lead_time_days: 20 },
    ],
  },
} as unknown as BuyerQuote;
const manchester = {
  id: '0b6f1c9e-2222-4a2b-8c3d-0000000000d1',
  label: 'Head office',
  contact_name: 'Priya Nair',
  phone: '+44 161 496 0000',
  line1: '1 Deansgate',
  line2: null,
  city: 'Manchester',
  state: 'Greater Manchester',
  postal_code: 'M3 1AZ',
  country: 'GB',
  is_default_shipping: true,
  is_default_billing: true,
  added_by: null,
} as Address;

/** The server's figures, deliberately not what the browser could add up, so the test sees they are shown as answered. */
function previewOf(lines: Array<{ id: string; quantity: number }>): QuoteAcceptPreview {
  const rows = lines.map(({ id, quantity }) => ({
    rfq_line_id: id,
    name: id === BOXES ? 'Lunch box' : 'Carry bag',
    unit: 'piece',
    quantity,
    unit_price_minor: id === BOXES ? 850 : 300,
    line_total_minor: (id === BOXES ? 850 : 300) * quantity,
  }));
  const subtotal = rows.reduce((sum, row) => sum + row.line_total_minor, 0);
  return {
    lines: rows,
    subtotal_minor: subtotal,
    shipping_minor: 25_000,
    total_minor: subtotal + 25_000,
    currency: 'USD',
    incoterm: 'CIF',
    incoterm_place: 'Mumbai (Nhava Sheva), IN',
  };
}

function serve(book: Address[]) {
  const previews: unknown[] = [];
  const accepts: unknown[] = [];
  server.use(
    http.get(apiUrl('addresses'), () => HttpResponse.json({ success: true, message: 'OK', data: book, total: book.length })),
    http.post(apiUrl(`rfqs/${rfq.id}/quotes/${quote.id}/accept-preview`), async ({ request }) => {
      const body = (await request.json()) as { lines?: Array<{ rfq_line_id: string; quantity: number }> };
      previews.push(body);
      const chosen = body.lines?.map((line) => ({ id: line.rfq_line_id, quantity: line.quantity })) ?? [
        { id: BOXES, quantity: 500 },
        { id: BAGS, quantity: 200 },
      ];
      return HttpResponse.json({ success: true, message: 'OK', data: previewOf(chosen) });
    }),
    http.post(apiUrl(`rfqs/${rfq.id}/quotes/${quote.id}/accept`), async ({ request }) => {
      accepts.push(await request.json());
      return HttpResponse.json(
        { success: false, message: 'Validation failed', data: null, errors: { 'address.postal_code': 'Postal code is required' } },
        { status: 400 },
      );
    }),
  );
  return { previews, accepts };
}

function open() {
  render(
    <MemoryRouter>
      <AcceptDialog rfq={rfq} quote={quote} onClose={vi.fn()} onAccepted={vi.fn()} />
    </MemoryRouter>,
  );
  return screen.findByRole('dialog');
}

describe('the Accept dialog', () => {
  it('starts on a new address at the request’s delivery place, shows the server’s total, and posts the completed address', async () => {
    const { previews, accepts } = serve([manchester]);
    const user = userEvent.setup({ delay: null });
    const dialog = await open();

    // Prefilled from the RFQ, the contact from the default address; the rest is the buyer's to complete.
    expect(within(dialog).getByRole('radio', { name: 'A new address' })).toBeChecked();
    await waitFor(() => expect(within(dialog).getByLabelText('Contact name')).toHaveValue('Priya Nair'));
    expect(within(dialog).getByLabelText('City')).toHaveValue('Mumbai (Nhava Sheva)');
    expect(within(dialog).getByLabelText('Label')).toHaveValue('Mumbai (Nhava Sheva)');
    expect(within(dialog).getByText('India')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Address line 1')).toHaveValue('');
    expect(within(dialog).getByText(/Filled in from the request’s delivery place, Mumbai \(Nhava Sheva\), India/)).toBeInTheDocument();

    // The whole quote: the server's lines, shipping and total, and the delivery term with its place.
    const total = within(dialog).getByRole('region', { name: 'Order total' });
    await waitFor(() => expect(within(total).getByTestId('accept-total')).toHaveTextContent('$5,100.00'));
    expect(previews[0]).toEqual({});
    expect(within(total).getByText('500 pieces × $8.50')).toBeInTheDocument();
    expect(within(total).getByText('$4,250.00')).toBeInTheDocument();
    expect(within(total).getByText('Shipping').nextElementSibling).toHaveTextContent('$250.00');
    expect(total).toHaveTextContent('Delivery term: CIF Mumbai (Nhava Sheva), IN');

    // Fewer boxes, no bags: asked again with exactly those lines, and the new total shown.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Carry bag' }));
    const boxes = within(dialog).getAllByRole('spinbutton')[0];
    await user.clear(boxes);
    await user.type(boxes, '450');
    await waitFor(() => expect(within(total).getByTestId('accept-total')).toHaveTextContent('$4,075.00'));
    expect(previews.at(-1)).toEqual({ lines: [{ rfq_line_id: BOXES, quantity: 450 }] });
    // Out of range: no figure until it is corrected.
    await user.clear(boxes);
    await user.type(boxes, '50');
    await waitFor(() => expect(total).toHaveTextContent('Correct the quantities to see the total.'));
    await user.clear(boxes);
    await user.type(boxes, '450');
    await waitFor(() => expect(within(total).getByTestId('accept-total')).toHaveTextContent('$4,075.00'));

    // Placing the order checks the missing fields first, then sends the address, not a book id.
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(within(dialog).getByText('Address line 1 is required')).toBeInTheDocument());
    expect(accepts).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Address line 1'), 'Plot 12, JNPT Road');
    await user.type(within(dialog).getByLabelText('State / province'), 'Maharashtra');
    await user.type(within(dialog).getByLabelText('Postal code'), '400707');
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(accepts).toHaveLength(1));
    expect(accepts[0]).toEqual({
      address: {
        label: 'Mumbai (Nhava Sheva)',
        contact_name: 'Priya Nair',
        phone: '+44 161 496 0000',
        line1: 'Plot 12, JNPT Road',
        line2: null,
        city: 'Mumbai (Nhava Sheva)',
        state: 'Maharashtra',
        postal_code: '400707',
        country: 'IN',
      },
      payment_method: 'bank_transfer',
      lines: [{ rfq_line_id: BOXES, quantity: 450 }],
      decline_others: true,
    });
    // The server's field error lands under its field.
    await waitFor(() => expect(within(dialog).getAllByText('Postal code is required').length).toBeGreaterThan(0));
  });

  it('lets the buyer choose a book address instead, and says when it is not where the request asked for delivery', async () => {
    const { accepts } = serve([manchester]);
    const user = userEvent.setup({ delay: null });
    const dialog = await open();
    await waitFor(() => expect(within(dialog).getByLabelText('Contact name')).toHaveValue('Priya Nair'));
    await user.click(within(dialog).getByRole('radio', { name: 'An address from my book' }));
    expect(await within(dialog).findByText(/This address is in Manchester, United Kingdom, but the request asked for delivery to Mumbai/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(accepts).toHaveLength(1));
    expect(accepts[0]).toMatchObject({ address_id: manchester.id });
    expect(accepts[0]).not.toHaveProperty('address');
  });

  it('starts on the book address at the delivery place when the book has one', async () => {
    const mumbai = {
      ...manchester,
      id: '0b6f1c9e-2222-4a2b-8c3d-0000000000d2',
      label: 'Port',
      city: 'mumbai (nhava sheva)',
      country: 'IN',
      is_default_shipping: false,
    };
    serve([manchester, mumbai]);
    const dialog = await open();
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'An address from my book' })).toBeChecked());
    expect(within(dialog).getByText(/Port — Priya Nair, mumbai \(nhava sheva\), India/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
