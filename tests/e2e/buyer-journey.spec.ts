import type { Page } from '@playwright/test';
import { expect, payAsStaff, signIn, test, uniqueEmail } from './fixtures';

// The whole buyer journey of the issue, as a new visitor lives it: search the public catalogue, open a
// product, sign up as a buyer, put two suppliers' products in the cart, check out into two orders; the
// demo seller confirms and ships one, and the buyer tracks it.

const PASSWORD = 'Kettle-Orbit-73';

async function addToCart(page: Page, search: string) {
  await page.goto(`/Public-dashboard?q=${encodeURIComponent(search)}`);
  await page.locator('.catalogue-card:not(.is-skeleton)').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/PublicProductDetails\//);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(/Added .+ to your cart/).first()).toBeVisible();
}

test('a visitor finds a product, signs up as a buyer, orders from two suppliers and tracks the shipped order', async ({ page, browser, request }) => {
  test.setTimeout(180_000);

  // Signed out: search, open a product, see its volume prices; ordering asks for an account.
  await page.goto('/Public-dashboard');
  await page.getByRole('searchbox').first().fill('power bank');
  await page.getByRole('searchbox').first().press('Enter');
  await expect(page).toHaveURL(/q=power(\+|%20)bank/);
  await page.locator('.catalogue-card:not(.is-skeleton)').first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /Volume prices/ })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);

  // Sign up as a buyer: the new account is signed in at once.
  await page.goto('/signup');
  const email = uniqueEmail('journey');
  await page.getByLabel('Full name').fill('Nora Lindqvist');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('I buy').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Nora Lindqvist' })).toBeVisible();

  // A shipping address for the checkout.
  await page.goto('/address');
  await page.getByRole('button', { name: 'Add address' }).first().click();
  const drawer = page.locator('.resource-drawer');
  await drawer.getByLabel('Label', { exact: true }).fill('Stockholm office');
  await drawer.getByLabel('Contact name').fill('Nora Lindqvist');
  await drawer.getByLabel('Phone').fill('+46 8 123 456 78');
  await drawer.getByLabel('Address line 1').fill('Sveavägen 44');
  await drawer.getByLabel('City').fill('Stockholm');
  await drawer.getByLabel('State / province').fill('Stockholm County');
  await drawer.getByLabel('Postal code').fill('111 34');
  await drawer.getByLabel('Country').fill('Sweden');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: /^Sweden$/ }).click();
  await drawer.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Stockholm office').first()).toBeVisible();

  // Two suppliers: the demo seller's power bank and the German supplier's product.
  await addToCart(page, 'power bank');
  await addToCart(page, 'safety boots');
  await page.goto('/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(2);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.getByRole('button', { name: 'Place 2 orders' }).click();
  await expect(page.getByRole('heading', { name: 'Your 2 orders are placed' })).toBeVisible();
  const placed = page.getByTestId('placed-orders').locator('li');
  await expect(placed).toHaveCount(2);
  const demoOrder = placed.filter({ hasText: 'Brightway' }).getByRole('link');
  const orderNumber = (await demoOrder.textContent())!.trim();
  const orderId = (await demoOrder.getAttribute('href'))!.split('/').pop()!;

  // The demo seller sees the order in its Orders, confirms it and ships it.
  const sellerContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const seller = await sellerContext.newPage();
  await signIn(seller, 'seller@demo.test');
  await expect(seller.getByTestId('seller-header-title')).toHaveText('Dashboard');
  await seller.goto('/Order');
  await expect(seller.getByText(orderNumber).first()).toBeVisible();
  await seller.goto(`/OrderDetails/${orderId}`);
  await seller.getByRole('button', { name: 'Confirm order' }).click();
  // Paid by bank transfer in advance: it ships once the marketplace has the payment.
  await payAsStaff(request, orderId);
  await seller.getByRole('button', { name: 'Mark as shipped' }).click();
  const dialog = seller.getByRole('dialog');
  await dialog.getByLabel('Carrier').fill('DB Schenker');
  await dialog.getByLabel('Tracking number').fill('SE4412093381');
  await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
  await expect(seller.getByText('Tracking SE4412093381')).toBeVisible();
  await sellerContext.close();

  // The buyer tracks it.
  await page.goto('/logistics/tracking');
  const card = page.getByTestId('tracking-card').filter({ hasText: orderNumber });
  await expect(card.getByText('DB Schenker')).toBeVisible();
  await expect(card.getByText('SE4412093381')).toBeVisible();
});
