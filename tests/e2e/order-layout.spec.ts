import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

// The order pages' products table fits its card: at 1024 px, and at 1280 px with the buyer's sidebar
// open, "Line total" and the total were cut off. Both sides' order pages, every demo order they list first.

/** Where the table, its scroll frame and its last column sit against the card that holds them. */
function tableFit(page: Page, tableSelector: string) {
  return page.evaluate((selector) => {
    const tables = [...document.querySelectorAll<HTMLElement>(selector)];
    return tables.map((wrapper) => {
      const card = wrapper.closest<HTMLElement>('section, .resource-card') ?? wrapper;
      const table = wrapper.querySelector('table')!;
      const frame = wrapper.querySelector<HTMLElement>('.ant-table-content, .ant-table-body') ?? wrapper;
      const right = card.getBoundingClientRect().right;
      const lastHeader = [...table.querySelectorAll('thead th')].at(-1)!.getBoundingClientRect();
      const total = [...table.querySelectorAll('tfoot td, .ant-table-summary td')].at(-1)?.getBoundingClientRect();
      return {
        tableInsideCard: table.getBoundingClientRect().right <= right + 1,
        noSidewaysScroll: frame.scrollWidth <= frame.clientWidth + 1,
        lastColumnShown: lastHeader.right <= right + 1,
        totalShown: total ? total.right <= right + 1 : true,
        pageFits: document.documentElement.scrollWidth <= window.innerWidth,
      };
    });
  }, tableSelector);
}

const FITS = { tableInsideCard: true, noSidewaysScroll: true, lastColumnShown: true, totalShown: true, pageFits: true };

for (const width of [1024, 1280]) {
  test(`the buyer's order page fits its products table at ${width} px with the sidebar open`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'buyer@demo.test');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/orders/all');
    const links = page.locator('main a.order-number');
    await expect(links.first()).toBeVisible({ timeout: 30_000 });
    const hrefs = (await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!))).slice(0, 3);
    for (const href of hrefs) {
      // The sidebar pinned open, as the shell keeps it in the URL.
      await page.goto(`${href}?sidebarCollapsed=false`);
      await expect(page.locator('main .ordering-table table')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('buyer-sidebar')).not.toHaveClass(/is-rail/);
      const fits = await tableFit(page, 'main .ordering-table .ant-table-wrapper');
      expect(fits.length, href).toBe(1);
      expect(fits[0], href).toEqual(FITS);
    }
  });

  test(`the seller's order page fits its lines at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, 'seller@demo.test');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/Order');
    const links = page.locator('main a[href^="/OrderDetails/"]');
    await expect(links.first()).toBeVisible({ timeout: 30_000 });
    const hrefs = [...new Set(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!)))].slice(0, 3);
    for (const href of hrefs) {
      await page.goto(href);
      await expect(page.locator('main .order-lines table')).toBeVisible({ timeout: 30_000 });
      const fits = await tableFit(page, 'main .order-lines');
      expect(fits.length, href).toBe(1);
      expect(fits[0], href).toEqual(FITS);
    }
  });
}
