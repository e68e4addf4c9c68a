import type { APIRequestContext } from '@playwright/test';
import { call, demoSellerProduct, expect, expectNoSidewaysScroll, signIn, test, uniqueEmail, waitForContent } from './fixtures';

// Company buying end to end (issue 28): a company's admin invites a buyer and an approver by email; the
// buyer accepts from the mailed link, fills the cart from a requisition list above the approval rule, and
// checkout says it needs approval; the approver approves it (the queue also read at 390 px), the seller
// gets the order with the company's name, and a second order past the monthly limit is refused with
// what is left. The company, its rule, limit and list are set up through the API to keep this short.

const PASSWORD = 'Kettle-Orbit-73';

async function buyerAccount(request: APIRequestContext, name: string) {
  const email = uniqueEmail(name.split(' ')[0].toLowerCase());
  const { token } = await call<{ token: string }>(request, 'POST', '/v1/auth/signup', undefined, { name, email, password: PASSWORD, role: 'buyer' });
  return { name, email, token };
}

/** The path of the newest company invitation mailed to `email` (/company/join/<token>). */
async function invitationPath(request: APIRequestContext, email: string): Promise<string> {
  const outbox = await call<Array<{ to: string; links: string[] }>>(request, 'GET', '/v1/dev/outbox?limit=100');
  const link = outbox.find((m) => m.to === email)?.links.find((l) => l.includes('/company/join/'));
  expect(link, `an invitation mailed to ${email}`).toBeDefined();
  return new URL(link!).pathname;
}

test('a company buys with an approval above its rule, and its monthly limit refuses the next order', async ({ page, browser, request }) => {
  test.setTimeout(240_000);
  const company = `Fabrikam Supplies ${Date.now().toString(36)}`;
  const [product, admin, buyer, approver] = await Promise.all([
    demoSellerProduct(request),
    buyerAccount(request, 'Ines Moreau'),
    buyerAccount(request, 'Tomas Berg'),
    buyerAccount(request, 'Grace Okafor'),
  ]);

  // The admin's company: orders above $1,000 need an approver; $3,000 a month at most, then refused.
  await call(request, 'POST', '/v1/company', admin.token, {
    legal_name: company,
    country: 'GB',
    billing_address: { line1: '18 Cobalt Way', city: 'Leeds', state: 'West Yorkshire', postal_code: 'LS10 1JT', country: 'GB' },
    budget_currency: 'USD',
  });
  await call(request, 'POST', '/v1/company/approval-rules', admin.token, { kind: 'order_total_above', amount_minor: 100_000 });
  await call(request, 'POST', '/v1/company/budgets', admin.token, { scope: 'company', period: 'month', amount_minor: 300_000, when_exceeded: 'refuse' });
  // 200 power banks at $11.50: $2,300 an order.
  const list = await call<{ id: string }>(request, 'POST', '/v1/company/requisition-lists', admin.token, {
    name: 'Trade show kit',
    lines: [{ product_id: product.id, quantity: 200 }],
  });
  await call(request, 'POST', '/v1/company/invitations', admin.token, { email: buyer.email, role: 'buyer' });
  await call(request, 'POST', '/v1/company/invitations', admin.token, { email: approver.email, role: 'approver' });
  await call(request, 'POST', '/v1/company-invitations/accept', approver.token, {
    token: (await invitationPath(request, approver.email)).split('/').pop(),
  });

  // The buyer accepts the mailed invitation.
  await signIn(page, buyer.email, PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(await invitationPath(request, buyer.email));
  await expect(page.getByRole('heading', { name: `Join ${company}` })).toBeVisible();
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page.getByRole('heading', { name: company })).toBeVisible();
  await call(request, 'POST', '/v1/addresses', buyer.token, {
    label: 'Leeds warehouse',
    contact_name: buyer.name,
    phone: '+44 113 496 0000',
    line1: '18 Cobalt Way',
    city: 'Leeds',
    state: 'West Yorkshire',
    postal_code: 'LS10 1JT',
    country: 'GB',
  });

  // The requisition list fills the cart; checkout says before the click that the order needs approval.
  const checkoutFromList = async () => {
    await page.goto(`/company/requisition-lists/${list.id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
  };
  await checkoutFromList();
  await expect(page.getByTestId('company-check')).toContainText('This order will need approval');
  await page.getByRole('button', { name: 'Place order' }).click();
  const awaiting = page.getByTestId('awaiting-approval');
  await expect(awaiting.getByRole('heading', { name: 'Awaiting approval' })).toBeVisible();
  const requestNumber = (await awaiting.textContent())!.match(/APR-[\w-]+/)![0];

  // The approver's queue, on a phone first, then the approval at 1280 px.
  const approverContext = await browser.newContext({ baseURL: new URL(page.url()).origin, viewport: { width: 390, height: 844 } });
  const approverPage = await approverContext.newPage();
  await signIn(approverPage, approver.email, PASSWORD);
  await expect(approverPage).not.toHaveURL(/\/login/);
  await approverPage.goto('/company/approvals');
  const card = approverPage.locator('li').filter({ has: approverPage.getByRole('heading', { name: new RegExp(requestNumber) }) });
  await expect(card).toBeVisible();
  await waitForContent(approverPage);
  await expectNoSidewaysScroll(approverPage);
  await approverPage.setViewportSize({ width: 1280, height: 900 });
  await card.getByRole('button', { name: 'Approve' }).click();
  const dialog = approverPage.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog).toBeHidden();
  await approverContext.close();

  // The order is placed: the buyer's list says who placed it, and the seller has it with the company's name.
  await page.goto('/orders/all');
  const row = page.getByRole('row').filter({ hasText: buyer.name });
  await expect(row).toBeVisible();
  const orderId = (await row.getByRole('link').first().getAttribute('href'))!.split('/').pop()!;
  const sellerContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const seller = await sellerContext.newPage();
  await signIn(seller, 'seller@demo.test');
  await expect(seller).not.toHaveURL(/\/login/);
  await seller.goto(`/OrderDetails/${orderId}`);
  await expect(seller.getByText(company).first()).toBeVisible();
  await sellerContext.close();

  // A second order of the same list passes the $3,000 monthly limit: refused with what is left.
  await checkoutFromList();
  await expect(page.getByTestId('company-check')).toContainText('This order would pass a spend limit');
  await page.getByRole('button', { name: 'Place order' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Spend limit reached' });
  await expect(refusal).toContainText('Passes the company’s monthly limit of $3,000.00 ($2,300.00 spent, $700.00 left)');
});
