import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { call, DEMO_PASSWORD, expect, signIn, test, shootAtWidths, publishWithImage } from './fixtures';

// Requests for quotation end to end, each person in a browser of their own: the demo buyer posts an open
// request in a category where both demo suppliers sell; both find it on their board and quote; the buyer
// writes in one quote's conversation and that supplier revises its quote from the thread; the buyer
// compares, accepts the revised quote for part of the items and declines the other with a reason; the
// order shows in the first supplier's Orders at the quoted prices, and the second supplier is told.
// The API only prepares: the demo seller gets a published product in the category if it has none.

const SHOTS = process.env.RFQ_SHOTS_DIR ?? '/tmp/shots-rfq';
const CATEGORY = 'Apparel & Textiles / Workwear & Uniforms';
const FIRST = { email: 'seller@demo.test', name: 'Brightway Electronics' };
const SECOND = { email: 'weber@demo.test', name: 'Weber Workwear' };

/**
 * The demo seller's electronics reach workwear requests only through a product in that category: one
 * is created and published once (a later run, or another spec, may have made it already).
 */
async function firstSupplierSellsInCategory(request: APIRequestContext) {
  const { token } = await call<{ token: string }>(request, 'POST', '/v1/auth/login', undefined, { email: FIRST.email, password: DEMO_PASSWORD });
  const categories = await call<Array<{ id: string; path: string }>>(request, 'GET', '/v1/categories');
  const categoryId = categories.find((c) => c.path === CATEGORY)!.id;
  const published = await call<Array<{ id: string; category_id: string | null }>>(request, 'GET', '/v1/products?status=published&limit=100', token);
  if (published.some((p) => p.category_id === categoryId)) return;
  const product = await call<{ id: string }>(request, 'POST', '/v1/products', token, {
    name: 'USB-heated work vest with power bank pocket',
    sku: `VEST-USB-${Date.now().toString(36)}`,
    category_id: categoryId,
    description: 'Padded work vest with three carbon-fibre heating zones powered from any USB power bank, for cold warehouses and outdoor crews.',
    unit: 'piece',
    currency: 'USD',
    price_minor: 4890,
    moq: 50,
    price_tiers: [],
    lead_time_days: 15,
  });
  await publishWithImage(request, token, product.id, 'vest.png');
}

const shoot = (page: Page, name: string) => shootAtWidths(page, SHOTS, name);

async function person(browser: Browser, baseURL: string, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page).not.toHaveURL(/\/login/);
  return { context, page };
}

const usd = (major: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(major);

interface QuotedLine {
  item: string;
  price?: number;
  moq?: number;
  lead?: number;
}

/** Fills the quote form: each item's price, minimum order and lead time, or leaves the item out. */
async function fillQuote(page: Page, lines: QuotedLine[]) {
  for (const line of lines) {
    const fieldset = page.locator('fieldset.rfq-quote-line').filter({ hasText: line.item });
    const include = fieldset.getByRole('checkbox');
    if (line.price === undefined) {
      await include.uncheck();
      continue;
    }
    await include.check();
    await fieldset
      .getByLabel(/^Unit price/)
      .first()
      .fill(String(line.price));
    if (line.moq !== undefined) await fieldset.getByLabel('Minimum order').fill(String(line.moq));
    if (line.lead !== undefined) await fieldset.getByLabel('Lead time (days)').fill(String(line.lead));
  }
}

/** The supplier finds the request on its board by the stamp in its title, and quotes it. */
async function quoteFromBoard(page: Page, title: string, stamp: string, lines: QuotedLine[], shots?: string): Promise<string> {
  await page.goto('/rfq-board');
  await page.getByPlaceholder('Search titles and items').fill(stamp);
  await expect(page).toHaveURL(new RegExp(`q=${stamp}`));
  const link = page.getByRole('link', { name: title });
  await expect(link).toBeVisible();
  await expect(page.getByText('Buyer from United Kingdom').first()).toBeVisible();
  if (shots) await shoot(page, `${shots}-board`);
  await link.click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your quote' })).toBeVisible();
  await fillQuote(page, lines);
  if (shots) await shoot(page, `${shots}-quote-form`);
  await page.getByRole('button', { name: 'Submit quote' }).click();
  await expect(page).toHaveURL(/\/quotes\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Submitted', { exact: true }).first()).toBeVisible();
  return page.url().split('/').pop()!;
}

/** The comparison's row (or, on a phone, card) of one supplier. */
const quoteRow = (page: Page, supplier: string) => page.locator('.rfq-compare tr.ant-table-row, .rfq-compare-card').filter({ hasText: supplier });

test('a buyer posts an RFQ, two suppliers quote, one revises after a message, the buyer accepts part of one quote and declines the other', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const stamp = Date.now().toString(36);
  const title = `Winter workwear for a warehouse team ${stamp}`;
  const items = { jacket: 'Hi-vis softshell jacket, class 3', vest: 'USB-heated work vest', trousers: 'Work trousers with knee-pad pockets' };
  await firstSupplierSellsInCategory(request);

  // 1. The buyer posts an open request through /rfq/new.
  await signIn(page, 'buyer@demo.test');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/rfq/new');
  await expect(page.getByRole('heading', { name: 'Post an RFQ' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category', { exact: true }).fill('Workwear');
  await page.locator('.ant-select-tree-title', { hasText: 'Workwear & Uniforms' }).click();
  await page.getByRole('button', { name: 'Add an item' }).click();
  await page.getByRole('button', { name: 'Add an item' }).click();
  const lines: Array<[string, number, number | null]> = [
    [items.jacket, 400, 30],
    [items.vest, 100, null],
    [items.trousers, 400, null],
  ];
  for (const [index, [name, quantity, target]] of lines.entries()) {
    const group = page.getByRole('group', { name: `Item ${index + 1}` });
    await group.getByLabel('Item', { exact: true }).fill(name);
    await group.getByLabel('Quantity').fill(String(quantity));
    if (target !== null) await group.getByLabel(/^Target unit price/).fill(String(target));
  }
  await page.getByLabel('Delivery country').fill('United Kingdom');
  await page.getByLabel('Delivery country').press('Enter');
  await page.getByLabel('City or port').fill('Bradford');
  await page.getByLabel('Payment terms').fill('30% deposit, 70% before shipment');
  await page.getByLabel('Note').fill('Company logo embroidered on the chest. Sizes S–3XL, split to follow.');
  await shoot(page, 'buyer-new-rfq');
  await page.getByRole('button', { name: 'Post RFQ' }).click();
  await expect(page).toHaveURL(/\/rfq\/mine\/[0-9a-f-]{36}$/);
  const rfqPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Open', { exact: true }).first()).toBeVisible();
  const rfqNumber = (await page.locator('.rfq-muted', { hasText: /^RFQ-/ }).first().textContent())!.trim();
  expect(rfqNumber).toMatch(/^RFQ-\d{4}-/);
  await expect(page.getByText('No quotes yet.', { exact: false })).toBeVisible();

  // 2. Both suppliers find it on their board and quote.
  const first = await person(browser, baseURL!, FIRST.email);
  const second = await person(browser, baseURL!, SECOND.email);
  const firstQuote = await quoteFromBoard(
    first.page,
    title,
    stamp,
    [
      { item: items.jacket, price: 33, moq: 100, lead: 21 },
      { item: items.vest, price: 45, moq: 50, lead: 15 },
      { item: items.trousers, price: 26, moq: 100, lead: 21 },
    ],
    'supplier',
  );
  await shoot(first.page, 'supplier-quote');
  await quoteFromBoard(second.page, title, stamp, [
    { item: items.jacket, price: 34.9, moq: 50, lead: 21 },
    { item: items.vest },
    { item: items.trousers, price: 27.5, moq: 50, lead: 18 },
  ]);

  // The buyer sees both quotes side by side and asks the first supplier for a better price in its conversation.
  await page.goto(rfqPath);
  await expect(page.getByRole('heading', { name: '2 quotes' })).toBeVisible();
  await expect(quoteRow(page, FIRST.name)).toContainText(usd(33));
  await expect(quoteRow(page, SECOND.name)).toContainText('not quoted');
  const question = `Can you do the jackets at $31.50? ${stamp}`;
  await page.getByRole('button', { name: `Message ${FIRST.name}` }).click();
  await expect(page).toHaveURL(/\/messages\/all\?c=/);
  await expect(page.getByRole('region', { name: 'About this quote' })).toContainText(rfqNumber);
  await page.getByRole('textbox', { name: 'Message' }).fill(question);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(page.getByRole('log', { name: 'Messages' }).getByText(question)).toBeVisible();

  // The first supplier reads it in the quote's thread and revises from there.
  await first.page.goto(`/quotes/${firstQuote}`);
  await first.page.getByRole('button', { name: 'Message the buyer' }).click();
  await expect(first.page).toHaveURL(/\/chat\?c=/);
  await expect(first.page.getByRole('log', { name: 'Messages' }).getByText(question)).toBeVisible();
  await shoot(first.page, 'supplier-quote-thread');
  await first.page.getByRole('region', { name: 'About this quote' }).getByRole('link', { name: 'Revise quote' }).click();
  await expect(first.page).toHaveURL(new RegExp(`/quotes/${firstQuote}\\?revise=1`));
  await expect(first.page.getByRole('heading', { name: 'New version' })).toBeVisible();
  await fillQuote(first.page, [{ item: items.jacket, price: 31.5 }]);
  await first.page.getByRole('button', { name: 'Save new version' }).click();
  await expect(first.page.getByRole('heading', { name: 'Latest version' })).toBeVisible();
  await expect(first.page.getByText('Version 2', { exact: true })).toBeVisible();
  await expect(first.page.getByText('Revised', { exact: true }).first()).toBeVisible();

  // 3. The buyer compares, accepts the revised quote for the jackets (fewer) and the vests, and keeps the other quote open…
  await page.goto(rfqPath);
  const firstRow = quoteRow(page, FIRST.name);
  await expect(firstRow).toContainText(usd(31.5));
  await expect(firstRow).toContainText('Revised');
  await shoot(page, 'buyer-compare');
  await firstRow.getByRole('button', { name: 'Accept' }).click();
  const accept = page.getByRole('dialog', { name: `Accept the quote of ${FIRST.name}` });
  await expect(accept).toBeVisible();
  await accept.getByRole('checkbox', { name: items.trousers }).uncheck();
  await accept
    .getByLabel(/^Quantity \(100 to 400\)/)
    .first()
    .fill('300');
  await accept.getByRole('checkbox', { name: /^Decline the other quotes/ }).uncheck();
  // Bradford is not in the company's address book (its Leeds warehouse is): the dialog starts on a new address
  // filled in from the request's delivery place, which the buyer completes, and shows the order's total as the
  // server figures it.
  await expect(accept.getByRole('radio', { name: 'A new address' })).toBeChecked();
  await expect(accept.getByLabel('City')).toHaveValue('Bradford');
  await accept.getByLabel('Address line 1').fill('Unit 3, Canal Road Industrial Park');
  await accept.getByLabel('State / province').fill('West Yorkshire');
  await accept.getByLabel('Postal code').fill('BD3 9AB');
  await expect(accept.getByTestId('accept-total')).toBeVisible();
  await shoot(page, 'buyer-accept');
  await accept.getByRole('button', { name: 'Place order' }).click();
  const placed = page.getByRole('alert').filter({ hasText: 'Order placed:' }).getByRole('link');
  await expect(placed).toBeVisible();
  const orderNumber = (await placed.textContent())!.trim();
  await expect(page.getByText('Awarded', { exact: true }).first()).toBeVisible();

  // …then declines it with a reason.
  const reason = `We ordered the jackets and vests from another supplier; the trousers wait for next season. ${stamp}`;
  await quoteRow(page, SECOND.name).getByRole('button', { name: 'Decline' }).click();
  const decline = page.getByRole('dialog', { name: `Decline the quote of ${SECOND.name}` });
  await decline.getByLabel('Reason').fill(reason);
  await decline.getByRole('button', { name: 'Decline' }).click();
  await expect(decline).toBeHidden();
  await expect(quoteRow(page, SECOND.name)).toContainText('Declined');
  await expect(quoteRow(page, FIRST.name)).toContainText('Accepted');
  await shoot(page, 'buyer-decided');

  // 4. The order is in the first supplier's Orders, at the revised prices, for the chosen items only.
  await first.page.goto('/Order');
  const orderLink = first.page.getByRole('link', { name: orderNumber });
  await expect(orderLink).toBeVisible();
  await shoot(first.page, 'supplier-orders');
  await orderLink.click();
  await expect(first.page.getByRole('heading', { name: orderNumber })).toBeVisible();
  // It ships to the new address at the request's delivery place, under the quote's Incoterm.
  await expect(first.page.getByText('Unit 3, Canal Road Industrial Park')).toBeVisible();
  await expect(first.page.getByText(/^Delivery term: [A-Z]{3}/)).toBeVisible();
  const jacketLine = first.page.getByRole('row').filter({ hasText: items.jacket });
  await expect(jacketLine).toContainText('300');
  await expect(jacketLine).toContainText(usd(31.5));
  await expect(jacketLine).toContainText(usd(9450));
  const vestLine = first.page.getByRole('row').filter({ hasText: items.vest });
  await expect(vestLine).toContainText(usd(45));
  await expect(vestLine).toContainText(usd(4500));
  await expect(first.page.getByRole('row').filter({ hasText: items.trousers })).toHaveCount(0);
  await expect(first.page.getByRole('link', { name: rfqNumber })).toBeVisible();
  await shoot(first.page, 'supplier-order');

  // The second supplier is told: its bell counts it, the list names the request, and the quote shows the reason.
  await second.page.goto('/notifications');
  const notice = second.page.locator('.notification-list').getByText(`Your quote for ${rfqNumber} was declined`);
  await expect(notice).toBeVisible();
  await expect(second.page.getByRole('button', { name: /^Notifications, \d+ unread/ })).toBeVisible();
  await shoot(second.page, 'second-supplier-notified');
  await notice.click();
  await expect(second.page).toHaveURL(/\/quotes\/[0-9a-f-]{36}/);
  await expect(second.page.getByText(`Declined: ${reason}`)).toBeVisible();

  await Promise.all([first.context.close(), second.context.close()]);
});
