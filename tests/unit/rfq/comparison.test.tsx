// The buyer's comparison of quotes: each quote's price per item at the quantity asked for, the items'
// total plus shipping and that total in the request's currency (approximate, with its rate's day, or
// said to have no rate), the Incoterm, payment terms, longest lead time, whether every minimum order is
// met and validity; complete quotes listed apart from partial ones, each group in the server's ranking
// and re-sorted by the picker; accepting chosen items and quantities posts exactly
// those with an Idempotency-Key and the chosen address, and a refused quantity lands on its row. Each
// supplier shows its performance facts in one line, as catalogue cards do.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuoteRanking } from '../../../src/contract/quote-ranking';
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

/** The server's ranking of a quote in a request priced in USD: exact for USD, else as the test gives it. */
function ranking(latest: QuoteVersion, rank: number, converted: QuoteRanking['in_rfq_currency'] | 'exact'): QuoteRanking {
  const figures = compareQuote(lines, latest);
  return {
    rank,
    coverage: figures.all_lines_quoted ? 'complete' : 'partial',
    quoted_lines: figures.quoted_lines,
    rfq_lines: lines.length,
    moq_met: figures.moq_met,
    total_minor: figures.total_minor,
    currency: latest.currency,
    in_rfq_currency:
      converted === 'exact'
        ? { amount_minor: figures.total_minor, currency: 'USD', from_currency: 'USD', approximate: false, rate: null, rate_date: null }
        : converted,
  };
}

function quote(id: string, name: string, latest: QuoteVersion, overrides: Partial<BuyerQuote> = {}): BuyerQuote {
  return {
    id,
    status: 'submitted',
    supplier: { id: `s-${id}`, name, country: 'CN', verified: id === 'a', performance: null },
    latest,
    history: [],
    ranking: ranking(latest, 1, 'exact'),
    attachments: [],
    decline_reason: null,
    order: null,
    submitted_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

// Brightway: 500 × $8.50 (the 400+ tier) + 200 × $3.00 + $250 shipping = $5,100 in the request's USD; 30 days; MOQ met.
const brightwayVersion = version({
  currency: 'USD',
  payment_terms: '30% deposit, 70% against B/L',
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
});
const brightway = quote('a', 'Brightway', brightwayVersion, {
  ranking: ranking(brightwayVersion, 1, 'exact'),
  supplier: {
    id: 's-a',
    name: 'Brightway',
    country: 'CN',
    verified: true,
    performance: { band: 'good', reply_hours: 3, response_rate: 0.96, on_time_rate: 0.96, rating: 4.6, rating_count: 38 },
  },
});
// Weber: only the boxes, 500 × €9.00 + €100 shipping = €4,600 ≈ $4,830 at 1.05; 12 days; MOQ 600 above the 500 asked for.
// Lower than Brightway's $5,100, but partial: it ranks after every complete quote.
const weberVersion = version({
  shipping_cost_minor: 10_000,
  incoterm: 'FOB',
  payment_terms: 'LC at sight',
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
});
const weber = quote('b', 'Weber', weberVersion, {
  ranking: ranking(weberVersion, 3, { amount_minor: 483_000, currency: 'USD', from_currency: 'EUR', approximate: true, rate: '1.05', rate_date: '2026-11-26' }),
  status: 'shortlisted',
  supplier: {
    id: 's-b',
    name: 'Weber',
    country: 'CN',
    verified: false,
    performance: { band: 'new', reply_hours: null, response_rate: null, on_time_rate: null, rating: null, rating_count: 0 },
  },
});
// Kessler: every item in GBP, £4,200 in all, 10 days; no GBP → USD rate, so it ranks after Brightway.
const kesslerVersion = version({
  currency: 'GBP',
  shipping_cost_minor: 0,
  lines: brightwayVersion.lines.map((line) => ({ ...line, unit_price_minor: 600, price_tiers: [], lead_time_days: 10 })),
});
const kessler = quote('c', 'Kessler', kesslerVersion, { ranking: ranking(kesslerVersion, 2, null) });

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
  });

  it('keeps complete quotes before partial ones: the cheaper partial euro quote no longer ranks above a complete dollar one', () => {
    expect(compareQuotes(lines, [weber, kessler, brightway]).map((row) => row.quote.id)).toEqual(['a', 'c', 'b']);
    // Other orders sort inside each group.
    expect(compareQuotes(lines, [weber, brightway, kessler], 'lead_time').map((row) => row.quote.id)).toEqual(['c', 'a', 'b']);
    expect(compareQuotes(lines, [weber, kessler, brightway], 'supplier').map((row) => row.quote.id)).toEqual(['a', 'c', 'b']);
  });

  it('lists complete and partial quotes apart, in the request currency, with approximate figures dated and missing rates said', async () => {
    const actions = { shortlist: vi.fn(), decline: vi.fn(), accept: vi.fn(), message: vi.fn() };
    const user = userEvent.setup({ delay: null });
    render(
      <MemoryRouter>
        <Comparison lines={lines} quotes={[weber, kessler, brightway]} actions={actions} decisionsOpen rfqCurrency="USD" />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Ranked by total in USD, the request’s currency/)).toBeInTheDocument();
    const complete = screen.getByRole('table', { name: /Complete quotes \(2\)/ });
    const partial = screen.getByRole('table', { name: /Partial quote \(1\)/ });
    const rowsOf = (table: HTMLElement) =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .filter((row) => row.querySelector('td'));
    expect(rowsOf(complete).map((row) => row.textContent)).toEqual([expect.stringContaining('Brightway'), expect.stringContaining('Kessler')]);
    const [brightwayRow, kesslerRow] = rowsOf(complete);
    const [weberRow] = rowsOf(partial);

    expect(brightwayRow.textContent).toContain('$8.50');
    expect(brightwayRow.textContent).toContain('$5,100.00');
    expect(brightwayRow.textContent).not.toContain('≈');
    expect(brightwayRow.textContent).toContain('Met');
    expect(brightwayRow.textContent).toContain('CIF');
    expect(brightwayRow.textContent).toContain('30% deposit, 70% against B/L');

    expect(kesslerRow.textContent).toContain('£4,200.00');
    expect(kesslerRow.textContent).toContain('No GBP → USD rate yet to compare it');

    expect(weberRow.textContent).toContain('€4,600.00');
    expect(weberRow.textContent).toContain('≈ approximately $4,830.00');
    expect(weberRow.textContent).toContain('at the rate of Nov 26, 2026');
    expect(weberRow.textContent).toContain('not quoted');
    expect(weberRow.textContent).toContain('1 of 2 items');
    expect(weberRow.textContent).toContain('Above your quantity');
    expect(weberRow.textContent).toContain('FOB');
    expect(weberRow.textContent).toContain('LC at sight');
    expect(weberRow.textContent).toContain('12 days');

    expect(within(brightwayRow).getByTestId('performance-facts')).toHaveTextContent('Replies within 3 h · 96% on time · 4.6 ★ (38)');
    expect(within(weberRow).getByTestId('performance-facts')).toHaveTextContent('New supplier');
    // A shortlisted quote has no Shortlist button; the others do.
    expect(within(weberRow).queryByRole('button', { name: /Shortlist/ })).toBeNull();
    await user.click(within(brightwayRow).getByRole('button', { name: /Shortlist/ }));
    expect(actions.shortlist).toHaveBeenCalledWith(brightway);

    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByTitle('Shortest lead time'));
    await waitFor(() => expect(rowsOf(screen.getByRole('table', { name: /Complete quotes/ }))[0].textContent).toContain('Kessler'));
    await user.click(within(rowsOf(screen.getByRole('table', { name: /Partial quote/ }))[0]).getByRole('button', { name: 'Accept' }));
    expect(actions.accept).toHaveBeenCalledWith(weber);
  });

  it('offers no decisions once the request no longer takes them', () => {
    const actions = { shortlist: vi.fn(), decline: vi.fn(), accept: vi.fn(), message: vi.fn() };
    const neverScored = quote('c', 'Orchid', brightway.latest);
    render(
      <MemoryRouter>
        <Comparison lines={lines} quotes={[brightway, neverScored]} actions={actions} decisionsOpen={false} rfqCurrency="USD" />
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
        <Comparison lines={lines} quotes={[weber, declined]} actions={actions} decisionsOpen rfqCurrency="USD" />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('table')).toBeNull();
    // The complete quote's list comes first, the partial one's after it.
    const lists = [screen.getByRole('list', { name: /Complete quote \(1\)/ }), screen.getByRole('list', { name: /Partial quote \(1\)/ })];
    const cards = lists.flatMap((list) =>
      within(list)
        .getAllByRole('listitem')
        .filter((item) => item.classList.contains('rfq-compare-card')),
    );
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Declined Co');
    expect(cards[1]).toHaveTextContent('≈ approximately $4,830.00');
    expect(cards[1]).toHaveTextContent('at the rate of Nov 26, 2026');
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
