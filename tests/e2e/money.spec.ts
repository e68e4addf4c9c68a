import type { APIRequestContext, Page } from '@playwright/test';
import { call, DEMO_PASSWORD, demoSellerProduct, expect, expectNoSidewaysScroll, shootAtWidths, signIn, test } from './fixtures';

// Money end to end, as issue 29 lists it: the demo buyer orders by bank transfer; staff import the bank's
// statement line that pays it; the demo seller ships and delivers; the return window passes (the dev-only
// route moves its cutoff); and the seller's Balance, Ledger and Statements show the sale, its commission
// and the release; staff make a payout batch, a second staff member approves it, and it is marked sent and
// paid; the seller's Payouts page shows it, at 1280 and 390 px.

const SHOTS = process.env.MONEY_SHOTS_DIR ?? '/tmp/shots-money';
const shoot = (page: Page, name: string) => shootAtWidths(page, SHOTS, name);

const login = async (request: APIRequestContext, email: string) =>
  (await call<{ token: string }>(request, 'POST', '/v1/auth/login', undefined, { email, password: DEMO_PASSWORD })).token;

test('a paid, delivered order reaches the seller’s balance, ledger and statement', async ({ page, browser, request }) => {
  test.setTimeout(540_000);
  const product = await demoSellerProduct(request);

  // 1. The buyer orders, paying by bank transfer.
  await signIn(page, 'buyer@demo.test');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`/ProductDetails/${product.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: /added/i })).toBeVisible();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByText('Bank transfer', { exact: true }).click();
  await page.getByRole('button', { name: 'Place order', exact: true }).click();
  const placed = page.getByTestId('placed-orders').locator('li').getByRole('link');
  await expect(placed).toHaveCount(1);
  const orderNumber = (await placed.textContent())!.trim();
  const orderId = (await placed.getAttribute('href'))!.split('/').pop()!;

  // 2. Staff import the bank's line that pays it: the order number is the reference.
  const admin = await login(request, 'admin@demo.test');
  // The order as its seller reads it: its total and currency.
  const order = await call<{ total_minor: number; currency: string }>(request, 'GET', `/v1/orders/${orderId}`, await login(request, 'seller@demo.test'));
  const amount = (order.total_minor / 100).toFixed(2);
  const csv = `date,amount,currency,reference,bank_id\n${new Date().toISOString().slice(0, 10)},${amount},${order.currency},Payment ${orderNumber},E2E-${orderNumber}\n`;
  const imported = await request.post('/v1/admin/payments/import', {
    headers: { authorization: `Bearer ${admin}` },
    multipart: { file: { name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  expect(((await imported.json()) as { data: { recorded: number } }).data.recorded).toBe(1);

  // 3. The seller ships and delivers.
  const sellerContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const seller = await sellerContext.newPage();
  await signIn(seller, 'seller@demo.test');
  await expect(seller).not.toHaveURL(/\/login/);
  await seller.goto(`/OrderDetails/${orderId}`);
  await expect(seller.getByRole('heading', { name: orderNumber })).toBeVisible();
  await seller.getByRole('button', { name: 'Confirm order' }).click();
  await seller.getByRole('button', { name: 'Mark as shipped' }).click();
  const dialog = seller.getByRole('dialog');
  await dialog.getByLabel('Carrier').fill('DHL Express');
  await dialog.getByLabel('Tracking number').fill('JD014600006299');
  await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(seller.getByText('Tracking JD014600006299')).toBeVisible();
  await seller.getByRole('button', { name: 'Mark as delivered' }).click();
  // Delivery is final, so it asks first.
  await seller.getByRole('dialog').getByRole('button', { name: 'Mark as delivered' }).click();
  await expect(seller.getByRole('button', { name: 'Mark as delivered' })).toHaveCount(0);

  // The delivery is in the ledger: pending until the return window passes.
  const sellerToken = await login(request, 'seller@demo.test');
  const pendingBefore = (
    await call<{ balances: Array<{ currency: string; pending_minor: number; payable_minor: number }> }>(request, 'GET', '/v1/seller/balances', sellerToken)
  ).balances.find((b) => b.currency === order.currency)!;
  expect(pendingBefore.pending_minor).toBeGreaterThan(0);

  // 4. The return window passes (the server's dev-only route moves its cutoff; refused in production).
  const released = await call<{ released: number }>(request, 'POST', '/v1/dev/money/release', undefined, { after_days: 30 });
  expect(released.released).toBeGreaterThanOrEqual(1);
  const after = (
    await call<{ balances: Array<{ currency: string; pending_minor: number; payable_minor: number }> }>(request, 'GET', '/v1/seller/balances', sellerToken)
  ).balances.find((b) => b.currency === order.currency)!;
  expect(after.payable_minor).toBeGreaterThan(pendingBefore.payable_minor);

  // 5. Staff make a payout batch, and a second staff member approves it. The demo's batch awaiting
  // approval holds this seller's older balance, so staff cancel it first: the new one takes all that is payable.
  for (const draft of await call<Array<{ id: string }>>(request, 'GET', '/v1/admin/payout-batches?state=draft', admin))
    await call(request, 'POST', `/v1/admin/payout-batches/${draft.id}/cancel`, admin, { reason: 'Replaced by this week’s batch' });
  const staffContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const staff = await staffContext.newPage();
  await signIn(staff, 'admin@demo.test');
  await expect(staff).not.toHaveURL(/\/login/);
  await staff.goto('/admin/payout-batches');
  await staff.getByRole('combobox', { name: 'Currency' }).selectOption(order.currency);
  await staff.getByRole('button', { name: 'Make payout batch' }).click();
  await expect(staff).toHaveURL(/\/admin\/payout-batches\/[0-9a-f-]{36}$/);
  const batchNumber = (await staff.getByRole('heading', { name: /^PB-\d{6}$/ }).textContent())!.trim();
  // Its maker is not offered Approve (the server refuses it too).
  await expect(staff.getByRole('button', { name: 'Cancel batch' })).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  const reviewerContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const reviewer = await reviewerContext.newPage();
  await signIn(reviewer, 'reviewer@demo.test');
  await expect(reviewer).not.toHaveURL(/\/login/);
  await reviewer.goto(staff.url());
  await reviewer.getByRole('button', { name: 'Approve' }).click();
  await reviewer.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(reviewer.getByText('Approved', { exact: true }).first()).toBeVisible();
  await reviewerContext.close();

  // 6. The batch goes to the bank and is marked paid with the bank's reference.
  await staff.reload();
  await staff.getByRole('button', { name: 'Mark as sent' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Mark as sent' }).click();
  await expect(staff.getByRole('button', { name: 'Mark as paid' })).toBeVisible();
  await staff.getByRole('button', { name: 'Mark as paid' }).click();
  const paidDialog = staff.getByRole('dialog');
  await paidDialog.getByLabel('Bank reference').fill('UTR E2E0000001');
  await paidDialog.getByRole('button', { name: 'Mark as paid' }).click();
  await expect(staff.getByText('UTR E2E0000001').first()).toBeVisible();
  await shoot(staff, 'admin-payout-batch');

  // 7. The seller's balance, ledger and statement show it.
  await seller.goto('/finance/balance');
  await expect(seller.getByRole('heading', { name: order.currency, level: 2 })).toBeVisible();
  await shoot(seller, 'balance');

  await seller.goto(`/finance/ledger?currency=${order.currency}`);
  await expect(seller.getByRole('link', { name: orderNumber }).first()).toBeVisible();
  // The release's entries (the type filter's hidden options say "Released" too).
  await expect(seller.getByText('Released', { exact: true }).locator('visible=true').first()).toBeVisible();
  await shoot(seller, 'ledger');

  const month = new Date().toISOString().slice(0, 7);
  await seller.goto('/finance/statements');
  const monthName = new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const row = seller.getByRole('row').filter({ hasText: monthName });
  await expect(row.or(seller.getByText(monthName).first()).first()).toBeVisible();
  await expectNoSidewaysScroll(seller);
  await shoot(seller, 'statements');
  const statement = await request.get(`/v1/seller/statements/${month}.csv`, { headers: { authorization: `Bearer ${sellerToken}` } });
  const text = await statement.text();
  expect(text).toContain(orderNumber);
  expect(text).toMatch(/,entry,[^\n]*,release,payable,/);
  const download = seller.waitForEvent('download');
  await seller.getByRole('button', { name: 'PDF' }).first().click();
  expect((await download).suggestedFilename()).toBe(`statement-${month}.pdf`);

  await seller.goto('/finance/payouts');
  const payoutRow = seller
    .getByRole('row')
    .filter({ hasText: batchNumber })
    .or(seller.getByRole('article').filter({ hasText: batchNumber }));
  await expect(payoutRow.first()).toContainText('Paid');
  await expectNoSidewaysScroll(seller);
  await shoot(seller, 'payouts');
  expect(text).toMatch(/,payout,paid,/);

  // Last month's statement and invoice came with the demo (the invoice job at seed time).
  await seller.goto('/finance/invoices');
  await expect(seller.getByText(/^CI-\d{4}-\d{6}$/).first()).toBeVisible();
  await shoot(seller, 'invoices');
  await sellerContext.close();

  // The back office's invoices and figures.
  await staff.goto('/admin/commission-invoices');
  await expect(staff.getByText(/^CI-\d{4}-\d{6}$/).first()).toBeVisible();
  await shoot(staff, 'admin-invoices');
  await staff.goto('/admin/figures');
  await expect(staff.getByText('Owed to sellers now')).toBeVisible();
  await shoot(staff, 'admin-figures');
  await staffContext.close();
});
