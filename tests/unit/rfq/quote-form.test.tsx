// The supplier's quote form: the contract's rules run before anything is sent and name the field in
// the row it belongs to; amounts typed in major units go out in minor units; only the items ticked
// are quoted; the server's answer lands on the same fields, even when earlier items were left out.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuoteInput, RfqLine } from '../../../src/contract/rfq';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { submitQuote } from '../../../src/rfq/api';
import { initialQuoteValues, QuoteForm } from '../../../src/rfq/QuoteForm';
import { noCommissionRule, signIn } from '../resources/helpers';
import { apiUrl, useMswServer } from '../setup';

const server = useMswServer(noCommissionRule);
vi.setConfig({ testTimeout: 60_000 });
beforeAll(() => initI18n());
beforeEach(() => signIn());
afterEach(() => sessionStore.clear());

const RFQ = '0b6f1c9e-1111-4a2b-8c3d-0000000000a1';
const lines: RfqLine[] = [
  {
    id: '0b6f1c9e-1111-4a2b-8c3d-00000000a001',
    position: 0,
    product_id: null,
    name: 'Qi charging pad',
    quantity: 1200,
    unit: 'piece',
    target_unit_price_minor: 650,
    specifications: 'Black',
  },
  {
    id: '0b6f1c9e-1111-4a2b-8c3d-00000000a002',
    position: 1,
    product_id: null,
    name: 'USB-C wall adapter',
    quantity: 800,
    unit: 'piece',
    target_unit_price_minor: null,
    specifications: '',
  },
];

function renderForm() {
  const done = vi.fn();
  render(
    <QuoteForm
      lines={lines}
      initial={initialQuoteValues({ lines, currency: 'USD', incoterm: 'CIF' })}
      submitLabelKey="rfqQuote.submit"
      onSubmit={(input) => submitQuote(RFQ, input, 'key-1')}
      onDone={done}
    />,
  );
  return { done };
}

const row = (name: string) => screen.getByRole('group', { name: new RegExp(name) });

describe('the quote form', () => {
  it('names each missing or wrong field in its row and sends nothing', async () => {
    const sent = vi.fn();
    server.use(http.post(apiUrl(`rfq-board/${RFQ}/quote`), () => (sent(), HttpResponse.json({}))));
    const user = userEvent.setup({ delay: null });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit quote' }));
    const pad = row('Qi charging pad');
    expect(await within(pad).findByText('Enter a price greater than 0')).toBeInTheDocument();
    // The quantity asked for, counted in its unit.
    expect(pad).toHaveTextContent('1,200 pieces asked for');
    expect(within(pad).getByText('Minimum order quantity must be at least 1')).toBeInTheDocument();
    expect(within(pad).getByText('Enter a lead time from 0 to 365 days')).toBeInTheDocument();

    // A volume price must start above the MOQ and be cheaper than the unit price.
    await user.type(within(pad).getByLabelText('Unit price (USD)'), '6.2');
    await user.type(within(pad).getByLabelText('Minimum order'), '500');
    await user.type(within(pad).getByLabelText('Lead time (days)'), '20');
    await user.click(within(pad).getByRole('button', { name: 'Add a volume price' }));
    await user.type(within(pad).getByLabelText('From quantity'), '400');
    await user.type(within(pad).getAllByLabelText('Unit price (USD)')[1], '6.5');
    await user.click(within(row('USB-C wall adapter')).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Submit quote' }));
    expect(await within(pad).findByText(/Each tier must start at a larger quantity/)).toBeInTheDocument();
    expect(within(pad).getByText('Each tier must be cheaper than the one before')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the ticked items in minor units with the Idempotency-Key, and shows the server’s field errors on the right row', async () => {
    const bodies: QuoteInput[] = [];
    const keys: Array<string | null> = [];
    server.use(
      http.post(apiUrl(`rfq-board/${RFQ}/quote`), async ({ request }) => {
        bodies.push((await request.json()) as QuoteInput);
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json(
          {
            success: false,
            message: 'Link only one of your own published products',
            data: null,
            errors: { 'lines.0.unit_price_minor': 'The amount is too large' },
          },
          { status: 422 },
        );
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderForm();
    // Only the adapter is quoted: its row is the payload's lines.0.
    await user.click(within(row('Qi charging pad')).getByRole('checkbox'));
    const adapter = row('USB-C wall adapter');
    await user.type(within(adapter).getByLabelText('Unit price (USD)'), '3.15');
    await user.type(within(adapter).getByLabelText('Minimum order'), '100');
    await user.type(within(adapter).getByLabelText('Lead time (days)'), '15');
    await user.click(within(adapter).getByRole('switch'));
    await user.type(within(adapter).getByLabelText('Sample price (USD)'), '12');
    await user.clear(screen.getByLabelText('Shipping cost (USD)'));
    await user.type(screen.getByLabelText('Shipping cost (USD)'), '400');
    expect(screen.getByText(/Total at the quantities asked for/).textContent).toContain('$2,920.00');
    await user.click(screen.getByRole('button', { name: 'Submit quote' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(keys).toEqual(['key-1']);
    expect(bodies[0]).toMatchObject({
      currency: 'USD',
      incoterm: 'CIF',
      shipping_cost_minor: 40_000,
      lines: [
        { rfq_line_id: lines[1].id, unit_price_minor: 315, price_tiers: [], moq: 100, lead_time_days: 15, sample_available: true, sample_price_minor: 1200 },
      ],
    });
    expect(bodies[0].valid_until).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await within(adapter).findByText('The amount is too large')).toBeInTheDocument();
  });
});
