// The buyer's comparison of quotes: each quote's price per item at the quantity asked for, the items'
// total plus shipping, the longest lead time, whether every minimum order is met and validity; sorted
// cheapest first and re-sorted by the picker; accepting chosen items and quantities posts exactly
// those with an Idempotency-Key and the chosen address, and a refused quantity lands on its row. Each
// supplier shows its performance facts in one line, as catalogue cards do.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BuyerQuote, BuyerRfq, QuoteVersion, RfqLine } from '../../../src/contract/rfq';
import { compareQuote } from '../../../src/contract/rfq';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { AcceptDialog } from '../../../src/rfq/AcceptDialog';
import { Comparison, compareQuotes } from '../../../src/rfq/Comparison';
import { signIn } from '../resources/helpers';
import { apiUrl, useMswServer } from '../setup';

const server = useMswServer();
vi.setConfig({ testTimeout: 60_000 });
beforeAll(() => initI18n());
beforeEach(() => signIn());
afterEach(() => sessionStore.clear());

const lines: RfqLine[] = [
  {
    id: '0b6f1c9e-1111-4a2b-8c3d-00000000a001',
    position: 0,
    product_id: null,
    name: 'Lunch box',
    quantity: 500,
    unit: 'piece',
    target_unit_price_minor: 900,
    specifications: '',
  },
  {
    id: '0b6f1c9e-1111-4a2b-8c3d-00000000a002',
    position: 1,
    product_id: null,
    name: 'Carry bag',
    quantity: 200,
    unit: 'piece',
    target_unit_price_minor: null,
    specifications: '',
  },
];

function version(overrides: Partial<QuoteVersion> = {}): QuoteVersion {
  return {
    version: 1,
    currency: 'EUR',
    incoterm: 'CIF',
    shipping_cost_minor: 25_000,
    valid_until: '2026-12-31T23:59:59.999Z',
    payment_terms: '',
    note: '',
    lines: [],
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

function quote(id: string, name: string, latest: QuoteVersion, overrides: Partial<BuyerQuote> = {}): BuyerQuote {
  return {
    id,
    status: 'submitted',
    supplier: { id: `s-${id}`, name, country: 'CN', verified: id === 'a', performance: null },
    latest,
    history: [],
    attachments: [],
    decline_reason: null,
    order: null,
    submitted_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

// Brightway: 500 × €8.50 (the 400+ tier) + 200 × €3.00 + €250 shipping = €5,100; 30 days; MOQ met.
const brightway = quote(
  'a',
  'Brightway',
  version({
    lines: [
      {
        rfq_line_id: lines[0].id,
        product_id: null,
        unit_price_minor: 1000,
        price_tiers: [{ min_quantity: 400, price_minor: 850 }],
        moq: 100,
        lead_time_days: 30,
        sample_available: false,
        sample_price_minor: null,
      },
      {
        rfq_line_id: lines[1].id,
        product_id: null,
        unit_price_minor: 300,
        price_tiers: [],
        moq: 50,
        lead_time_days: 20,
        sample_available: false,
        sample_price_minor: null,
      },
    ],
  }),
  {
    supplier: {
      id: 's-a',
      name: 'Brightway',
      country: 'CN',
      verified: true,
      performance: { band: 'good', reply_hours: 3, response_rate: 0.96, on_time_rate: 0.96, rating: 4.6, rating_count: 38 },
    },
  },
);
// Weber: only the boxes, 500 × €9.00 + €100 shipping = €4,600; 12 days; MOQ 600 above the 500 asked for.
const weber = quote(
  'b',
  'Weber',
  version({
    shipping_cost_minor: 10_000,
    valid_until: '2026-12-10T23:59:59.999Z',
    lines: [
      {
        rfq_line_id: lines[0].id,
        product_id: null,
        unit_price_minor: 900,
        price_tiers: [],
        moq: 600,
        lead_time_days: 12,
        sample_available: true,
        sample_price_minor: 0,
      },
    ],
  }),
  {
    status: 'shortlisted',
    supplier: {
      id: 's-b',
      name: 'Weber',
      country: 'CN',
      verified: false,
      performance: { band: 'new', reply_hours: null, response_rate: null, on_time_rate: null, rating: null, rating_count: 0 },
    },
  },
);

describe('comparing quotes', () => {
  it('works out each quote at the quantities asked for', () => {
    expect(compareQuote(lines, brightway.latest)).toMatchObject({
      lines_total_minor: 425_000 + 60_000,
      total_minor: 510_000,
      lead_time_days: 30,
      moq_met: true,
      all_lines_quoted: true,
      unit_prices: { [lines[0].id]: 850, [lines[1].id]: 300 },
    });
    expect(compareQuote(lines, weber.latest)).toMatchObject({
      total_minor: 460_000,
      moq_met: false,
      quoted_lines: 1,
      all_lines_quoted: false,
      unit_prices: { [lines[1].id]: null },
    });
    expect(compareQuotes(lines, [brightway, weber]).map((row) => row.quote.id)).toEqual(['b', 'a']);
    expect(compareQuotes(lines, [weber, brightway], 'lead_time').map((row) => row.quote.id)).toEqual(['b', 'a']);
    expect(compareQuotes(lines, [weber, brightway], 'supplier').map((row) => row.quote.id)).toEqual(['a', 'b']);
  });

  it('shows them side by side, cheapest first, re-sorted by the picker, with the actions of each', async () => {
    const actions = { shortlist: vi.fn(), decline: vi.fn(), accept: vi.fn(), message: vi.fn() };
    const user = userEvent.setup({ delay: null });
    render(
      <MemoryRouter>
        <Comparison lines={lines} quotes={[brightway, weber]} actions={actions} decisionsOpen />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table');
    const rows = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .filter((row) => row.querySelector('td'));
    expect(rows().map((row) => row.textContent)).toEqual([expect.stringContaining('Weber'), expect.stringContaining('Brightway')]);
    const [weberRow, brightwayRow] = rows();
    expect(weberRow.textContent).toContain('€4,600.00');
    expect(weberRow.textContent).toContain('not quoted');
    expect(weberRow.textContent).toContain('1 of 2 items');
    expect(weberRow.textContent).toContain('Above your quantity');
    expect(weberRow.textContent).toContain('12 days');
    expect(brightwayRow.textContent).toContain('€8.50');
    expect(brightwayRow.textContent).toContain('€5,100.00');
    expect(brightwayRow.textContent).toContain('Met');
    expect(within(brightwayRow).getByTestId('performance-facts')).toHaveTextContent('Replies within 3 h · 96% on time · 4.6 ★ (38)');
    expect(within(weberRow).getByTestId('performance-facts')).toHaveTextContent('New supplier');
    // A shortlisted quote has no Shortlist button; the others do.
    expect(within(weberRow).queryByRole('button', { name: /Shortlist/ })).toBeNull();
    await user.click(within(brightwayRow).getByRole('button', { name: /Shortlist/ }));
    expect(actions.shortlist).toHaveBeenCalledWith(brightway);

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByTitle('Supplier name'));
    await waitFor(() => expect(rows()[0].textContent).toContain('Brightway'));
    await user.click(within(rows()[1]).getByRole('button', { name: 'Accept' }));
    expect(actions.accept).toHaveBeenCalledWith(weber);
  });

  it('offers no decisions once the request no longer takes them', () => {
    const actions = { shortlist: vi.fn(), decline: vi.fn(), accept: vi.fn(), message: vi.fn() };
    const neverScored = quote('c', 'Orchid', brightway.latest);
    render(
      <MemoryRouter>
        <Comparison lines={lines} quotes={[brightway, neverScored]} actions={actions} decisionsOpen={false} />
      </MemoryRouter>,
    );
    // A supplier whose score was never computed shows no facts line at all.
    expect(screen.getAllByTestId('performance-facts')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.getByRole('button', { name: /Message Brightway/ })).toBeInTheDocument();
  });
});

describe('comparing quotes on a phone', () => {
  const desktopMatchMedia = window.matchMedia;
  beforeEach(() => {
    // The comparison's phone query matches; antd's own breakpoint queries keep their desktop answer.
    window.matchMedia = (query: string) => ({ ...desktopMatchMedia(query), matches: query.includes('max-width: 767.98px') });
  });
  afterEach(() => {
    window.matchMedia = desktopMatchMedia;
  });

  it('gives each quote a card that says why a declined one was declined', () => {
    const actions = { shortlist: vi.fn(), decline: vi.fn(), accept: vi.fn(), message: vi.fn() };
    const declined = quote('d', 'Declined Co', brightway.latest, { status: 'declined', decline_reason: 'Lead time too long for our launch' });
    render(
      <MemoryRouter>
        <Comparison lines={lines} quotes={[weber, declined]} actions={actions} decisionsOpen />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Quotes compared' }))
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('rfq-compare-card'));
    expect(cards).toHaveLength(2);
    const declinedCard = cards.find((card) => card.textContent?.includes('Declined Co'));
    expect(declinedCard).toHaveTextContent('Declined: Lead time too long for our launch');
    expect(within(declinedCard!).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(cards.find((card) => card.textContent?.includes('Weber'))).not.toHaveTextContent('Declined:');
  });
});

describe('accepting a quote', () => {
  const rfq = { id: '0b6f1c9e-1111-4a2b-8c3d-0000000000f1', lines } as BuyerRfq;
  const address = {
    id: '0b6f1c9e-1111-4a2b-8c3d-0000000000d1',
    label: 'Warehouse',
    contact_name: 'Daniel Meyer',
    city: 'Hamburg',
    country: 'DE',
    is_default_shipping: true,
  };

  it('posts the chosen items and quantities with the default address and an Idempotency-Key; a refused quantity lands on its row', async () => {
    const bodies: unknown[] = [];
    const keys: Array<string | null> = [];
    server.use(
      http.get(apiUrl('addresses'), () =>
        HttpResponse.json({ success: true, message: 'OK', data: [address], total: 1, pagination: { page: 1, limit: 50, totalPages: 1 } }),
      ),
      // The dialog's total comes from the server (tests/unit/rfq/accept-dialog.test.tsx shows it).
      http.post(apiUrl(`rfqs/${rfq.id}/quotes/${brightway.id}/accept-preview`), () =>
        HttpResponse.json({ success: false, message: 'Not shown here', data: null }, { status: 409 }),
      ),
      http.post(apiUrl(`rfqs/${rfq.id}/quotes/${brightway.id}/accept`), async ({ request }) => {
        bodies.push(await request.json());
        keys.push(request.headers.get('idempotency-key'));
        return HttpResponse.json(
          {
            success: false,
            message: "The quantity is below the supplier's minimum order for this item",
            data: null,
            errors: { 'lines.0.quantity': "The quantity is below the supplier's minimum order for this item" },
          },
          { status: 422 },
        );
      }),
    );
    const user = userEvent.setup({ delay: null });
    render(
      <MemoryRouter>
        <AcceptDialog rfq={rfq} quote={brightway} onClose={vi.fn()} onAccepted={vi.fn()} />
      </MemoryRouter>,
    );
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByText(/Warehouse — Daniel Meyer, Hamburg/)).toBeInTheDocument());
    // The boxes only, 450 of the 500 asked for.
    await user.click(within(dialog).getByRole('checkbox', { name: 'Carry bag' }));
    const quantity = within(dialog).getAllByRole('spinbutton')[0];
    await user.clear(quantity);
    await user.type(quantity, '450');
    await user.click(within(dialog).getByRole('button', { name: 'Place order' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      address_id: address.id,
      payment_method: 'bank_transfer',
      lines: [{ rfq_line_id: lines[0].id, quantity: 450 }],
      decline_others: true,
    });
    expect(keys[0]).toMatch(/.{8,}/);
    // Once in the alert above the form, once under the quantity it is about.
    await waitFor(() => expect(within(dialog).getAllByText("The quantity is below the supplier's minimum order for this item")).toHaveLength(2));
  });
});
