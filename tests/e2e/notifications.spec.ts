import type { Page } from '@playwright/test';
import { demoSellerProduct, expect, signIn, test, shootAtWidths } from './fixtures';

// Notifications end to end: the demo seller's page is open while the demo buyer places an order in
// another browser context; the seller's bell counts it without a reload, 'Mark all read' clears it,
// and /notifications lists it with a link to the order.

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-notifications';

/** The bell's unread count, read from its accessible name ('Notifications' alone is 0). */
async function bellCount(page: Page): Promise<number> {
  // The name is the button's own (visually hidden) text, not an aria-label.
  const name =
    (await page
      .getByRole('button', { name: /^Notifications/ })
      .locator('.visually-hidden')
      .textContent()) ?? '';
  const match = /(\d+) unread/.exec(name);
  return match ? Number(match[1]) : 0;
}

const shoot = (page: Page, name: string, widths?: number[]) => shootAtWidths(page, SHOTS, name, widths);

test('the seller hears of a new order live, marks all read and finds it on /notifications', async ({ page, browser, request }) => {
  test.setTimeout(150_000);
  const { id: productId } = await demoSellerProduct(request);

  // The seller's page is open and signed in.
  await signIn(page, 'seller@demo.test');
  await expect(page).not.toHaveURL(/\/login/);
  // Listen before navigating: on a fast load the first count can arrive before the page's load event.
  const firstCount = page.waitForResponse((response) => response.url().includes('/v1/notifications/unread-count'), { timeout: 30_000 });
  await page.goto('/dashboard');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toBeVisible();
  // Read once the first count arrived (the live connection is open by then too).
  await firstCount.catch(() => undefined);
  const before = await bellCount(page);

  // The buyer orders in another browser.
  const buyerContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const buyer = await buyerContext.newPage();
  await signIn(buyer, 'buyer@demo.test');
  await expect(buyer).not.toHaveURL(/\/login/);
  await buyer.goto(`/ProductDetails/${productId}`);
  await buyer.getByRole('button', { name: 'Add to cart' }).click();
  await expect(buyer.getByRole('status').filter({ hasText: /added/i })).toBeVisible();
  await buyer.goto('/cart');
  await buyer.getByRole('button', { name: 'Checkout' }).click();
  await expect(buyer).toHaveURL(/\/checkout$/);
  await buyer.getByRole('button', { name: /^Place (order|\d+ orders)$/ }).click();
  const placed = buyer.getByTestId('placed-orders').locator('li').getByRole('link').first();
  await expect(placed).toBeVisible();
  const orderNumber = (await placed.textContent())!.trim();
  await buyerContext.close();

  // Without a reload, the seller's bell counts it and a toast names it.
  await expect.poll(() => bellCount(page)).toBeGreaterThan(before);
  await expect(page.getByRole('status').filter({ hasText: `New order ${orderNumber}` })).toBeVisible();

  await bell.click();
  const menu = page.getByRole('menu', { name: 'Notifications' });
  await expect(menu.getByRole('menuitem', { name: new RegExp(`New order ${orderNumber}`) })).toBeVisible();
  await shoot(page, 'dropdown', [1280]);
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('menu', { name: 'Notifications' })).toBeVisible();
  await shoot(page, 'dropdown', [390]);
  await page.getByRole('menu', { name: 'Notifications' }).getByRole('menuitem', { name: 'Mark all read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  expect(await bellCount(page)).toBe(0);
  await page.setViewportSize({ width: 1280, height: 900 });

  // /notifications lists it, read now, with a link to the order.
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  await page.getByRole('menu', { name: 'Notifications' }).getByRole('menuitem', { name: 'View all notifications' }).click();
  await expect(page).toHaveURL(/\/notifications/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  const row = page.getByRole('link', { name: new RegExp(`New order ${orderNumber}`) });
  await expect(row).toBeVisible();
  await shoot(page, 'notifications');

  await page.getByRole('tab', { name: 'Email settings' }).click();
  await expect(page).toHaveURL(/\/notifications\/settings/);
  await expect(page.getByRole('switch', { name: /Orders/ })).toBeVisible();
  await shoot(page, 'settings');

  await page.getByRole('tab', { name: 'All notifications' }).click();
  await page.getByRole('link', { name: new RegExp(`New order ${orderNumber}`) }).click();
  await expect(page).toHaveURL(/\/OrderDetails\//);
  await expect(page.getByRole('heading', { name: orderNumber })).toBeVisible();
});
