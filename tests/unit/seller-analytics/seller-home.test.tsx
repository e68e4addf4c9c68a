// The seller home (/dashboard) and analytics page (/dashboard/analytics) over MSW: the action queue
// with links to the filtered lists and how long things have waited, RFQs to quote with a link per part,
// a new seller's first steps before everything else, an empty queue, the money tile, the figure cards
// with their change, the period in the URL and in the API call, the chart loaded lazily and its
// table, the top products, a failed load with a retry, and CSV downloads for the page's period.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Balances } from '../../../src/contract/money';
import { makeBalance } from '../finance/balances';
import type { ActionQueue, HomeFigures, SellerAnalytics } from '../../../src/contract/seller-analytics';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import AnalyticsPage from '../../../src/seller-analytics/AnalyticsPage';
import SellerHomePage from '../../../src/seller-analytics/SellerHomePage';
import { rateText } from '../../../src/seller-analytics/figures';
import { currentLocation, renderPage, signIn } from '../resources/helpers';
import { apiUrl, useMswServer } from '../setup';

// The charts draw on a canvas jsdom does not have; what matters here is that the page loads them.
vi.mock('../../../src/seller-analytics/Charts', () => ({
  SalesChart: ({ data }: { data: unknown[] }) => <div data-testid="sales-chart">{data.length} days</div>,
  FunnelChart: ({ data }: { data: unknown[] }) => <div data-testid="funnel-chart">{data.length} steps</div>,
}));
// The score is its own area with its own API.
vi.mock('../../../src/performance/SellerScoreCard', () => ({ SellerScoreCard: () => <section data-testid="score-card">Score</section> }));

const server = useMswServer();
vi.setConfig({ testTimeout: 30_000 });

const DAY = 86_400_000;
const isoAgo = (ms: number) => new Date(Date.now() - ms).toISOString();
const item = (overrides: Partial<ActionQueue['groups'][number]['items'][number]>) => ({
  id: 'x',
  label: '',
  since: null,
  until: null,
  respond_by: null,
  note: null,
  available: null,
  threshold: null,
  moq: null,
  currency: null,
  total_minor: null,
  ...overrides,
});

const queue: ActionQueue = {
  generated_at: new Date().toISOString(),
  groups: [
    {
      kind: 'orders_to_confirm',
      count: 8,
      items: [
        item({ id: 'o-1', label: 'ORD-2026-000101', since: isoAgo(2 * DAY), currency: 'USD', total_minor: 125000 }),
        item({ id: 'o-2', label: 'ORD-2026-000102', since: isoAgo(DAY), currency: 'USD', total_minor: 4000 }),
      ],
    },
    { kind: 'conversations_awaiting_reply', count: 1, items: [item({ id: 'c-1', label: 'Tom Baker', since: isoAgo(3 * 3_600_000), note: 'Brass lota' })] },
    {
      kind: 'rfqs_to_quote',
      count: 4,
      parts: [
        { kind: 'rfq_invitations', count: 1 },
        { kind: 'rfqs_matching', count: 3 },
      ],
      items: [
        // Invited 20 hours ago: 4 hours left to count as answered in time.
        item({
          id: 'r-2',
          label: 'Copper bottles',
          since: isoAgo(20 * 3_600_000),
          respond_by: isoAgo(-4 * 3_600_000 + 60_000),
          until: isoAgo(-2 * DAY - 3_600_000),
          note: 'RFQ-2026-EF56GH78',
        }),
        item({ id: 'r-1', label: 'Steel lunch boxes', since: isoAgo(2 * 3_600_000), until: isoAgo(-5 * DAY - 3_600_000), note: 'RFQ-2026-AB12CD34' }),
      ],
    },
    { kind: 'low_stock', count: 1, items: [item({ id: 'p-1', label: 'Low lantern', available: 6, threshold: 10, moq: 1 })] },
    { kind: 'unpublished_products', count: 1, items: [item({ id: 'p-2', label: 'Copper jug', since: isoAgo(DAY), note: 'Photos show another brand' })] },
    { kind: 'incomplete_store_sections', count: 1, items: [item({ id: 'bank-details', label: 'bank-details' })] },
  ],
};

const days = Array.from({ length: 7 }, (_, index) => new Date(Date.now() - (6 - index) * DAY).toISOString().slice(0, 10));
function makeFigures(overrides: Partial<HomeFigures> = {}): HomeFigures {
  return {
    period: { from: days[0], to: days[6], days: 7 },
    previous_period: { from: '2026-01-01', to: '2026-01-07', days: 7 },
    revenue: [{ currency: 'USD', current_minor: 450000, previous_minor: 300000, change: 0.5 }],
    orders: { current: 3, previous: 4, change: -0.25 },
    average_order_value: [{ currency: 'USD', current_minor: 150000, previous_minor: 75000, change: 1 }],
    views: { current: 8, previous: 0, change: null },
    inquiries: { current: 2, previous: 2, change: 0 },
    conversion: { current: 0.375, previous: null, change: null },
    daily: days.map((day, index) => ({
      day,
      orders: index === 6 ? 3 : 0,
      views: index === 6 ? 8 : 0,
      revenue: index === 6 ? [{ currency: 'USD', amount_minor: 450000 }] : [],
    })),
    top_products: [
      { product_id: 'p-9', name: 'Brass desk lamp', currency: 'USD', revenue_minor: 300000, quantity: 30, orders: 2 },
      { product_id: 'p-8', name: 'Linen lamp shade', currency: 'USD', revenue_minor: 150000, quantity: 50, orders: 1 },
    ],
    ...overrides,
  };
}

let figuresAsked: string[] = [];
let figures: HomeFigures;
let queueAnswer: ActionQueue;
let balancesAnswer: Balances;

beforeAll(() => initI18n());
beforeEach(() => {
  signIn();
  figuresAsked = [];
  figures = makeFigures();
  queueAnswer = queue;
  balancesAnswer = { balances: [], settlement_mode: 'collect', return_window_days: 14 };
  server.use(
    http.get(apiUrl('seller/balances'), () => HttpResponse.json({ success: true, message: 'OK', data: balancesAnswer })),
    http.get(apiUrl('seller/home/queue'), () => HttpResponse.json({ success: true, message: 'OK', data: queueAnswer })),
    http.get(apiUrl('seller/home/figures'), ({ request }) => {
      figuresAsked.push(new URL(request.url).search);
      return HttpResponse.json({ success: true, message: 'OK', data: figures });
    }),
  );
});
afterEach(() => sessionStore.clear());

const home = (search = '') => renderPage(<SellerHomePage />, `/dashboard${search}`, '/dashboard');
const queueCard = () => screen.getByRole('heading', { name: 'Needs your attention' }).closest('section') as HTMLElement;
const linkTo = (container: HTMLElement, href: string) => container.querySelector(`a[href="${href}"]`);

describe('the action queue', () => {
  it('shows each group with a link to its filtered list and each item with its age and a link to it', async () => {
    home();
    await screen.findByText('ORD-2026-000101');
    const card = queueCard();
    expect(within(card).getByText('Orders to confirm')).toBeInTheDocument();
    expect(linkTo(card, '/Order?status=pending&sort=created_at&order=asc')).toHaveTextContent('View all (8)');
    expect(linkTo(card, '/OrderDetails/o-1')).toHaveTextContent(/ORD-2026-000101.*Placed 2 days ago · \$1,250\.00/);
    // Two shown of eight.
    expect(within(card).getByText('and 6 more')).toBeInTheDocument();
    expect(linkTo(card, '/chat?c=c-1')).toHaveTextContent(/Tom Baker.*Asked 3 hours ago, no reply yet · Brass lota/);
    // RFQs to quote: a link to each part's list with its count, the invitation first with the hours left to count as answered in time.
    expect(within(card).getByText('RFQs to quote')).toBeInTheDocument();
    expect(linkTo(card, '/rfq-invitations')).toHaveTextContent('Invitations (1)');
    expect(linkTo(card, '/rfq-board')).toHaveTextContent('Matching RFQs (3)');
    expect(within(card).getByText('Your response rate counts invitations quoted within 24 hours.')).toBeInTheDocument();
    expect(linkTo(card, '/rfq-board/r-2')).toHaveTextContent(
      /Copper bottles.*Invitation · RFQ-2026-EF56GH78 · Invited 20 hours ago · Quote within 4 hours to count as answered in time · Closes in 2 days/,
    );
    expect(linkTo(card, '/rfq-board/r-1')).toHaveTextContent(/Steel lunch boxes.*RFQ-2026-AB12CD34 · Posted 2 hours ago · Closes in 5 days$/);
    expect(linkTo(card, '/Inventory?stock_state=low_stock')).toBeInTheDocument();
    expect(linkTo(card, '/InventoryDetails/p-1')).toHaveTextContent('6 available · alert at 10');
    expect(linkTo(card, '/ProductList?status=draft')).toBeInTheDocument();
    expect(linkTo(card, '/ProductListingForm/p-2')).toHaveTextContent('Reason: Photos show another brand');
    expect(linkTo(card, '/store/bank-details')).toHaveTextContent('Bank Details');
  });

  it('opens Inventory filtered to the items below their minimum order from that group', async () => {
    queueAnswer = {
      generated_at: new Date().toISOString(),
      groups: [{ kind: 'below_moq', count: 3, items: [item({ id: 'p-3', label: 'Short spoon set', available: 20, moq: 50 })] }],
    };
    home();
    await screen.findByText('Short spoon set');
    expect(linkTo(queueCard(), '/Inventory?below_moq=true')).toHaveTextContent('View all (3)');
  });

  it('puts a new seller’s first steps before everything else, each with the page that does it', async () => {
    queueAnswer = {
      generated_at: new Date().toISOString(),
      groups: [
        { kind: 'add_first_product', count: 1, items: [] },
        { kind: 'upload_documents', count: 1, items: [] },
        { kind: 'incomplete_store_sections', count: 1, items: [item({ id: 'bank-details', label: 'bank-details' })] },
      ],
    };
    home();
    const steps = await screen.findByRole('list', { name: 'Get started' });
    const headings = within(queueCard())
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings.slice(0, 2)).toEqual(['Add your first product', 'Upload verification documents']);
    expect(linkTo(steps, '/ProductListingForm')).toHaveTextContent('Add a product');
    expect(linkTo(steps, '/documents')).toHaveTextContent('Upload documents');
    // Steps are no groups: no count, no "View all".
    expect(within(steps).queryByText(/View all/)).not.toBeInTheDocument();
    expect(linkTo(queueCard(), '/store/bank-details')).toBeInTheDocument();
  });

  it('says so when nothing waits', async () => {
    queueAnswer = { generated_at: new Date().toISOString(), groups: [] };
    home();
    expect(await screen.findByText(/Nothing needs your attention right now/)).toBeInTheDocument();
  });
});

describe('the money tile', () => {
  const balance = makeBalance;
  const tile = async () => (await screen.findByRole('heading', { name: 'Your balance' })).closest('section') as HTMLElement;
  const currencyCard = (card: HTMLElement, currency: string) => card.querySelector(`[data-currency="${currency}"]`) as HTMLElement;

  it('shows per currency what is owed and payable now, the next payout date, and links to the balance', async () => {
    balancesAnswer = {
      balances: [
        balance({ currency: 'USD', owed_minor: 125_050, pending_minor: 75_050, payable_minor: 50_000 }),
        balance({ currency: 'INR', owed_minor: 980_000, payable_minor: 980_000 }),
      ],
      settlement_mode: 'collect',
      return_window_days: 14,
    };
    home();
    const card = await tile();
    expect(currencyCard(card, 'USD')).toHaveTextContent(/^Owed to you · USD\$1,250\.50Payable now: \$500\.00$/);
    expect(currencyCard(card, 'INR')).toHaveTextContent(/Owed to you · INR₹9,800\.00Payable now: ₹9,800\.00/);
    expect(within(card).getByText('Next payout: Dec 7, 2026')).toBeInTheDocument();
    expect(within(card).queryByRole('note')).not.toBeInTheDocument();
    expect(linkTo(card, '/finance/balance')).toHaveTextContent('View balance');
  });

  it('says when the seller owes the marketplace', async () => {
    balancesAnswer = { balances: [balance({ owed_minor: -4_250, payable_minor: -4_250 })], settlement_mode: 'collect', return_window_days: 14 };
    home();
    const card = await tile();
    expect(currencyCard(card, 'USD')).toHaveTextContent('-$42.50');
    expect(within(card).getByRole('note')).toHaveTextContent('You owe the marketplace $42.50: it is netted against your next payouts.');
  });

  it('under direct settlement shows what is owed without payouts', async () => {
    balancesAnswer = { balances: [balance({ owed_minor: -1_000 })], settlement_mode: 'direct', return_window_days: 14 };
    home();
    const card = await tile();
    expect(within(card).getByRole('note')).toHaveTextContent(/^You owe the marketplace \$10\.00\.$/);
    expect(within(card).queryByText(/Payable now|Next payout/)).not.toBeInTheDocument();
  });

  it('shows nothing while the seller has no balance', async () => {
    home();
    await screen.findByText('ORD-2026-000101');
    await screen.findByText('Revenue', { selector: '.figure-card-label' });
    expect(screen.queryByRole('heading', { name: 'Your balance' })).not.toBeInTheDocument();
  });
});

describe('the figures', () => {
  it('shows every figure with its change against the previous period', async () => {
    home('?period=7');
    const revenue = (await screen.findByText('Revenue', { selector: '.figure-card-label' })).closest('li') as HTMLElement;
    expect(revenue).toHaveTextContent('$4,500.00');
    expect(revenue).toHaveTextContent('▲ 50% vs previous period');
    const card = (label: string) => screen.getByText(label, { selector: '.figure-card-label' }).closest('li') as HTMLElement;
    // Orders count what sellers sell: confirmed or later, and the label says so.
    expect(card('Orders confirmed or later')).toHaveTextContent(/^Orders confirmed or later3▼ 25% vs previous periodPrevious period: 4$/);
    expect(card('Average order value')).toHaveTextContent('$1,500.00');
    expect(card('Product views')).toHaveTextContent('Nothing to compare with');
    expect(card('Inquiries')).toHaveTextContent('Same as previous period');
    expect(card('View-to-order conversion')).toHaveTextContent(/37\.5%.*Previous period: —/);
    expect(screen.getByText(/Compared with/)).toBeInTheDocument();
    expect(figuresAsked).toEqual(['?period=7']);
    expect(screen.getByTestId('score-card')).toBeInTheDocument();
  });

  it('asks for the period chosen and keeps it in the URL; a custom range from the URL is asked as from and to', async () => {
    const user = userEvent.setup();
    home();
    await screen.findByText('Revenue', { selector: '.figure-card-label' });
    expect(figuresAsked).toEqual(['?period=30']);
    await user.click(screen.getByText('90 days'));
    await waitFor(() => expect(figuresAsked.at(-1)).toBe('?period=90'));
    expect(currentLocation()).toBe('/dashboard?period=90');
    await user.click(screen.getByText('30 days'));
    await waitFor(() => expect(figuresAsked.at(-1)).toBe('?period=30'));
    // The default stays out of the URL.
    expect(currentLocation()).toBe('/dashboard');
  });

  it('asks for a custom range given in the URL and shows its picker', async () => {
    home('?from=2026-01-01&to=2026-01-31');
    await screen.findByText('Revenue', { selector: '.figure-card-label' });
    expect(figuresAsked).toEqual(['?from=2026-01-01&to=2026-01-31']);
    expect(screen.getByDisplayValue('2026-01-01')).toBeInTheDocument();
    expect(screen.getByDisplayValue('2026-01-31')).toBeInTheDocument();
  });

  it('loads the chart lazily and shows the same figures as a table on request', async () => {
    const user = userEvent.setup();
    home('?period=7');
    expect(await screen.findByTestId('sales-chart')).toHaveTextContent('7 days');
    await user.click(screen.getByRole('switch', { name: 'Show as table' }));
    expect(screen.queryByTestId('sales-chart')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Revenue and orders' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(8);
    expect(rows[7]).toHaveTextContent(/\$4,500\.00\s*3\s*8/);
  });

  it('lists the top products by revenue', async () => {
    home('?period=7');
    const table = await screen.findByRole('table', { name: 'Top products by revenue' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual(['Brass desk lamp$3,000.00302', 'Linen lamp shade$1,500.00501']);
    expect(linkTo(table, '/ProductListingForm/view/p-9')).toHaveTextContent('Brass desk lamp');
  });

  it('says when there is nothing to chart, and offers a retry when the figures fail', async () => {
    figures = makeFigures({ revenue: [], orders: { current: 0, previous: 0, change: null }, top_products: [] });
    const first = home();
    expect(await screen.findByText('No orders in this period.')).toBeInTheDocument();
    expect(screen.getByText('No revenue yet', { selector: '.sa-none' })).toBeInTheDocument();
    expect(screen.getByText('No product has sold in this period yet.')).toBeInTheDocument();
    first.unmount();

    let fail = true;
    server.use(
      http.get(apiUrl('seller/home/figures'), () =>
        fail
          ? HttpResponse.json(
              { success: false, message: 'Choose a period of 7, 30 or 90 days', errors: { period: 'Choose a period of 7, 30 or 90 days' } },
              { status: 400 },
            )
          : HttpResponse.json({ success: true, message: 'OK', data: makeFigures() }),
      ),
    );
    const user = userEvent.setup();
    home();
    expect(await screen.findByText('The figures could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('$4,500.00')).toBeInTheDocument();
  });
});

describe('the analytics page', () => {
  const analytics: SellerAnalytics = {
    period: { from: days[0], to: days[6], days: 7 },
    previous_period: { from: '2026-01-01', to: '2026-01-07', days: 7 },
    funnel: {
      views: { current: 8, previous: 10, change: -0.2 },
      inquiries: { current: 2, previous: 1, change: 1 },
      quotes: { current: 4, previous: 0, change: null },
      orders: { current: 3, previous: 3, change: 0 },
      revenue: [{ currency: 'USD', current_minor: 4500, previous_minor: 3000, change: 0.5 }],
      conversion: { current: 0.375, previous: 0.3, change: 0.25 },
    },
    products: [
      {
        product_id: 'p-9',
        name: 'Brass desk lamp',
        views: 7,
        inquiries: 1,
        quotes: 3,
        orders: 2,
        revenue: [{ currency: 'USD', amount_minor: 3000 }],
        conversion: 2 / 7,
      },
    ],
    products_total: 60,
    top_searches: [{ query: 'desk lamp', category_id: 'cat-1', category_path: 'Home & Garden / Lighting', searches: 5, previous_searches: 2, results: 12 }],
    zero_result_searches: [{ query: 'unobtainium', category_id: null, category_path: null, searches: 1, previous_searches: 0, results: 0 }],
  };
  let exported: string[] = [];

  beforeEach(() => {
    exported = [];
    server.use(
      http.get(apiUrl('seller/analytics'), () => HttpResponse.json({ success: true, message: 'OK', data: analytics })),
      http.get(apiUrl('seller/analytics/export/:table'), ({ request, params }) => {
        exported.push(`${String(params.table)}${new URL(request.url).search}`);
        return new HttpResponse('day,orders\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="daily.csv"' },
        });
      }),
    );
    // jsdom saves no files.
    URL.createObjectURL = vi.fn(() => 'blob:csv');
    URL.revokeObjectURL = vi.fn();
  });

  it('shows the funnel as a chart and as a table, the products and the buyer demand', async () => {
    const user = userEvent.setup();
    renderPage(<AnalyticsPage />, '/dashboard/analytics?period=7', '/dashboard/analytics');
    expect(await screen.findByTestId('funnel-chart')).toHaveTextContent('4 steps');
    await user.click(screen.getByRole('switch', { name: 'Show as table' }));
    const funnel = screen.getByRole('table', { name: 'Funnel' });
    expect(
      within(funnel)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'Product views810-20%',
      'Inquiries21100%',
      'Quotes40—',
      'Orders confirmed or later330%',
      'Revenue (USD)$45.00$30.0050%',
      'View-to-order conversion37.5%30%25%',
    ]);
    expect(screen.getByText(/1 of 60 products with activity/)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Funnel by product' })).toHaveTextContent('Brass desk lamp7132$30.0028.6%');
    expect(screen.getByRole('table', { name: 'Top searches in your categories' })).toHaveTextContent('desk lampHome & Garden / Lighting5212');
    expect(screen.getByRole('table', { name: 'Searches that found nothing' })).toHaveTextContent('unobtainiumAny category10');
  });

  it('downloads each table as CSV for the page’s period', async () => {
    const user = userEvent.setup();
    renderPage(<AnalyticsPage />, '/dashboard/analytics?from=2026-01-01&to=2026-01-31', '/dashboard/analytics');
    await screen.findByTestId('funnel-chart');
    const buttons = screen.getAllByRole('button', { name: /Download CSV/ });
    expect(buttons).toHaveLength(4);
    for (const button of buttons) await user.click(button);
    await waitFor(() => expect(exported).toHaveLength(4));
    expect(exported).toEqual([
      'funnel?from=2026-01-01&to=2026-01-31',
      'funnel-products?from=2026-01-01&to=2026-01-31',
      'top-searches?from=2026-01-01&to=2026-01-31',
      'zero-result-searches?from=2026-01-01&to=2026-01-31',
    ]);
  });
});

describe('a small rate', () => {
  it('keeps two significant digits below 10%, so a change of a few tenths of a percent shows', () => {
    expect(rateText(0.0007, 'en')).toBe('0.07%');
    expect(rateText(0.001, 'en')).toBe('0.1%');
    expect(rateText(0.0214, 'en')).toBe('2.1%');
    expect(rateText(0.375, 'en')).toBe('37.5%');
    expect(rateText(0, 'en')).toBe('0%');
  });
});
