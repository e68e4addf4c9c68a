import type { Page } from '@playwright/test';
import { expect, expectNoSidewaysScroll, publishedTotal, shot, signIn, test } from './fixtures';

// The signed-in catalogue: the demo seller browses /Product inside the seller shell, searches, opens a
// product and reads its volume prices; a buyer sees the same catalogue in the buyer shell. Screenshots
// at 1280 and 390 px go to SHOTS_DIR (default /tmp/shots-catalogue) for a person to look at.

const POWER_BANK = '20000 mAh USB-C power bank, 22.5 W fast charge';

const cards = (page: Page) => page.locator('.catalogue-card:not(.is-skeleton)');

test.describe('catalogue', () => {
  test.describe.configure({ timeout: 90_000 });

  test.describe('on a laptop', () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('the demo seller searches the catalogue, opens a product and sees its tiers', async ({ page }) => {
      await signIn(page, 'seller@demo.test');
      await expect(page.getByTestId('seller-header-title')).toHaveText('Dashboard');

      await page.goto('/Product');
      await expect(page.getByRole('heading', { level: 1, name: 'Product catalogue' })).toBeVisible();
      // Every published product of both demo suppliers (fewer than a page); drafts stay out.
      await expect(cards(page)).toHaveCount(await publishedTotal(page));
      await expect(page.getByText(`${await publishedTotal(page)} products`, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: /Screen protector/ })).toHaveCount(0);
      await expect(page.getByRole('link', { name: /Car charger dual USB-C/ })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await shot(page, 'catalogue', 'catalogue-1280');

      await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('power bank');
      await page.getByRole('searchbox', { name: 'Search the catalogue' }).press('Enter');
      await expect(page).toHaveURL(/\/Product\?q=power\+bank$/);
      // The power bank by name first, then the other products of "Chargers & Power Banks" by their category.
      await expect(page.getByText('3 products for “power bank”')).toBeVisible();
      await expect(cards(page)).toHaveCount(3);
      const card = cards(page).first();
      await expect(card).toContainText('$9.60 – $11.50');
      await expect(card).toContainText('Min. order: 200 pieces');
      // The store's name once its basic info is saved, else the business name.
      await expect(card).toContainText('Brightway Electronics');
      await expect(card).toContainText('Verified');

      await card.getByRole('link', { name: POWER_BANK }).click();
      await expect(page).toHaveURL(/\/ProductDetails\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: POWER_BANK })).toBeVisible();
      const prices = page.getByRole('table', { name: 'Unit price by order quantity' });
      await expect(prices.getByRole('row')).toHaveText([
        /Quantity \(piece\)\s*Unit price\s*Saving/,
        /200 – 999\s*\$11\.50/,
        /1,000 – 4,999\s*\$10\.50\s*9% less/,
        /5,000 or more\s*\$9\.60\s*17% less/,
      ]);
      await expect(page.getByText('Minimum order', { exact: true }).locator('..')).toContainText('200 pieces');
      await expect(page.getByText('Lead time').locator('..')).toContainText('18 days');
      await expect(page.getByRole('table', { name: 'Specifications' }).getByRole('row', { name: /Capacity/ })).toContainText('20000 mAh');
      await expect(page.getByRole('heading', { level: 2, name: /Brightway Electronics/ })).toBeVisible();
      // The gallery's second image.
      await page.getByRole('button', { name: 'Show image 2' }).click();
      await expect(page.getByRole('button', { name: 'Show image 2' })).toHaveAttribute('aria-pressed', 'true');
      await expectNoSidewaysScroll(page);
      await shot(page, 'catalogue', 'details-1280');

      // Back to the list as it was left.
      await page.getByRole('link', { name: 'Back to the catalogue' }).click();
      await expect(page).toHaveURL(/\/Product\?q=power\+bank$/);
      await expect(cards(page)).toHaveCount(3);
    });

    test('filters and sort live in the URL; nothing found says so', async ({ page }) => {
      await signIn(page, 'seller@demo.test');
      await expect(page.getByTestId('seller-header-title')).toHaveText('Dashboard');
      await page.goto('/Product?sort=price_asc&moq_lte=200');
      // The page shows what the API answers for the same filters, in its order (the API suite checks the rule itself).
      const expected = (
        (await (await page.request.get('/v1/public/products?sort=price_asc&moq_lte=200&limit=50')).json()) as { data: Array<{ name: string; moq: number }> }
      ).data;
      expect(expected.length).toBeGreaterThan(2);
      expect(expected.every((product) => product.moq <= 200)).toBe(true);
      await expect(cards(page)).toHaveCount(expected.length);
      await expect(cards(page).first()).toContainText(expected[0].name);
      await expect(cards(page).last()).toContainText(expected.at(-1)!.name);
      await page.getByRole('spinbutton', { name: 'Price: Max price' }).fill('1');
      await page.getByRole('spinbutton', { name: 'Price: Max price' }).press('Enter');
      await expect(page).toHaveURL(/price_lte=1/);
      await expect(page.getByText(/No products match these filters/)).toBeVisible();
      await shot(page, 'catalogue', 'catalogue-empty-1280');
      await page.getByRole('button', { name: 'Clear filters' }).last().click();
      await expect(page).toHaveURL(/\/Product$/);
      await expect(cards(page)).toHaveCount(await publishedTotal(page));
    });

    test('a product that is not published is not found', async ({ page }) => {
      await signIn(page, 'seller@demo.test');
      await expect(page.getByTestId('seller-header-title')).toHaveText('Dashboard');
      await page.goto('/ProductDetails/00000000-0000-4000-8000-000000000000');
      await expect(page.getByText('This product is not available')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Back to the catalogue' })).toBeVisible();
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the catalogue and a product fit a phone', async ({ page }) => {
      await signIn(page, 'seller@demo.test');
      await expect(page.getByTestId('seller-header-title')).toHaveText('Dashboard');
      await page.goto('/Product');
      await expect(cards(page)).toHaveCount(await publishedTotal(page));
      await expectNoSidewaysScroll(page);
      await shot(page, 'catalogue', 'catalogue-390');

      // The filters fold behind one button on a phone.
      await expect(page.getByRole('spinbutton', { name: 'Min. order up to' })).toBeHidden();
      await page.getByRole('button', { name: 'Filters' }).click();
      await expect(page.getByRole('spinbutton', { name: 'Min. order up to' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot(page, 'catalogue', 'catalogue-filters-390');

      await cards(page).first().getByRole('link').click();
      await expect(page.getByRole('table', { name: 'Unit price by order quantity' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot(page, 'catalogue', 'details-390');
    });

    test('a buyer sees the same catalogue in the buyer shell', async ({ page }) => {
      await signIn(page, 'buyer@demo.test');
      // Signed out, /Product is not a page at all: wait for the buyer's start page first.
      await expect(page.getByRole('heading', { name: 'Welcome, Daniel Meyer' })).toBeVisible();
      await page.goto('/Product');
      await expect(page.getByRole('heading', { level: 1, name: 'Product catalogue' })).toBeVisible();
      await expect(cards(page)).toHaveCount(await publishedTotal(page));
      await expect(page.getByTestId('seller-header-title')).toHaveCount(0);
      await expect(page.getByTestId('buyer-header-title')).toHaveText('Products');
      await expectNoSidewaysScroll(page);
      await shot(page, 'catalogue', 'catalogue-buyer-390');
    });
  });
});
