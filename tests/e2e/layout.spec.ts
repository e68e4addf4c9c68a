import { expect, signIn, test } from './fixtures';

// Layout details that are easy to break and invisible to unit tests.

test.use({ viewport: { width: 1280, height: 900 } });

test("a text box's character count does not run into the help text below it", async ({ page }) => {
  await signIn(page, 'seller@demo.test');
  await expect(page.getByTestId('seller-header-title')).toBeVisible();
  await page.goto('/category-request');
  await page.getByRole('button', { name: 'Request a category' }).click();
  const count = page.locator('.ant-input-data-count').first();
  await expect(count).toHaveText('0 / 1000');
  const help = page.getByText(/What you would list in it/);
  const [countBox, helpBox] = [await count.boundingBox(), await help.boundingBox()];
  expect(countBox && helpBox).toBeTruthy();
  // The count ends above where the help text starts.
  expect(countBox!.y + countBox!.height).toBeLessThanOrEqual(helpBox!.y + 1);
});

const LISTS = [
  { who: 'seller@demo.test', paths: ['/ProductList', '/Inventory', '/Order', '/category-request', '/documents'] },
  { who: 'admin@demo.test', paths: ['/admin/sellers', '/admin/documents', '/admin/products', '/admin/orders', '/admin/users', '/admin/audit-log'] },
];

for (const { who, paths } of LISTS)
  test(`every list of ${who} fits a 1280 px screen without scrolling sideways`, async ({ page }) => {
    // Up to seven full page loads of the signed-in app, each several seconds while another worker runs beside it.
    test.setTimeout(90_000);
    await signIn(page, who);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await expect(page.locator('main h1').first()).toBeVisible();
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
      await expect(page.locator('main .resource-table, main .resource-cards, main .resource-empty').first()).toBeVisible();
      const overflow = await page.evaluate(() => {
        const frames = [...document.querySelectorAll<HTMLElement>('.resource-table')];
        return { page: document.documentElement.scrollWidth > window.innerWidth, tables: frames.some((frame) => frame.scrollWidth > frame.clientWidth + 1) };
      });
      expect(overflow, path).toEqual({ page: false, tables: false });
    }
  });
