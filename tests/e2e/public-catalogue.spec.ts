import type { Page } from '@playwright/test';
import { expect, expectNoSidewaysScroll, publishedTotal, shot, signIn, test } from './fixtures';

// The public catalogue: a signed-out visitor searches, filters, opens a product, reads its volume
// prices and is sent to sign in to save it; the demo buyer favorites a product and finds it on
// /favorites and /recent. Screenshots at 1280 and 390 px go to SHOTS_DIR (default /tmp/shots-public).

const POWER_BANK = '20000 mAh USB-C power bank, 22.5 W fast charge';

const cards = (page: Page) => page.locator('.catalogue-card:not(.is-skeleton)');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search the catalogue' });

test.describe('public catalogue', () => {
  test.describe.configure({ timeout: 90_000 });

  test.describe('on a laptop', () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('a visitor searches, filters, opens a product, sees its tiers and is asked to sign in to save it', async ({ page }) => {
      await page.goto('/Public-dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Find products from suppliers worldwide' })).toBeVisible();
      // The public frame: the signed-out top bar, not the seller shell.
      await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeAttached();
      await expect(cards(page)).toHaveCount(await publishedTotal(page));
      await expectNoSidewaysScroll(page);
      await shot(page, 'public', 'public-dashboard-1280');

      // A partial word finds the chargers (prefix search), best match first.
      await search(page).fill('charg');
      // The previous cards stay until the search's answer replaces them: count only after it.
      const searched = page.waitForResponse((response) => response.url().includes('/v1/public/products') && response.url().includes('q=charg'));
      await search(page).press('Enter');
      await expect(page).toHaveURL(/\/Public-dashboard\?q=charg$/);
      await searched;
      await expect(page.locator('.catalogue-grid[aria-busy="true"]')).toHaveCount(0);
      await expect(cards(page).first()).toBeVisible();
      const found = await cards(page).count();
      expect(found).toBeGreaterThanOrEqual(3);

      // Verified suppliers only: the demo seller is verified, so nothing drops out; the URL says so.
      await page.getByRole('checkbox', { name: 'Verified suppliers only' }).click();
      await expect(page.getByRole('checkbox', { name: 'Verified suppliers only' })).toBeChecked();
      await expect(page).toHaveURL(/verified=true/);
      await expect(cards(page)).toHaveCount(found);

      // A country with no supplier: the empty state and a way out.
      await page.getByRole('combobox', { name: 'Supplier country' }).selectOption({ label: 'India' });
      await expect(page).toHaveURL(/supplier_country=IN(&|$)/);
      await expect(page.getByText('No products match these filters.', { exact: false })).toBeVisible();
      await shot(page, 'public', 'public-empty-1280');

      await page.getByRole('button', { name: 'Clear filters' }).first().click();
      await expect(page).toHaveURL(/\/Public-dashboard$/);

      // The category tree: a branch and everything under it.
      await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Chargers & Power Banks' });
      await expect(page).toHaveURL(/category_id=[0-9a-f-]{36}/);
      await expect(cards(page)).toHaveCount(3);
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
      await expect(page).toHaveURL(/sort=price_asc/);
      await expect(cards(page).first()).toContainText('Magnetic wireless charging pad');

      // The URL is the state: shared, it opens the same view.
      await page.goto('/Public-dashboard?q=power%20bank&sort=price_asc');
      await expect(page.getByText('3 products for “power bank”')).toBeVisible();
      await page.goto('/Public-dashboard?q=power%20bank');
      // The product named by both words first.
      await expect(cards(page).first()).toContainText('20000 mAh');
      await cards(page).first().getByRole('link', { name: POWER_BANK }).click();

      await expect(page).toHaveURL(/\/PublicProductDetails\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: POWER_BANK })).toBeVisible();
      const prices = page.getByRole('table', { name: 'Unit price by order quantity' });
      await expect(prices.getByRole('row')).toHaveCount(4);
      await expect(prices).toContainText('200 – 999');
      await expect(prices).toContainText('$11.50');
      await expect(prices).toContainText('5,000 or more');
      await expect(prices).toContainText('$9.60');

      // The order box starts at the minimum order and prices by the matching tier.
      const quantity = page.getByRole('spinbutton', { name: 'Quantity (piece)' });
      await expect(quantity).toHaveValue('200');
      await expect(page.getByTestId('order-unit-price')).toHaveText('$11.50');
      await expect(page.getByTestId('order-total')).toHaveText('$2,300.00');
      await quantity.fill('1000');
      await expect(page.getByTestId('order-unit-price')).toHaveText('$10.50');
      await expect(page.getByTestId('order-total')).toHaveText('$10,500.00');
      await expectNoSidewaysScroll(page);
      await shot(page, 'public', 'public-product-1280');

      // The supplier's card leads to its store page.
      await page.getByRole('link', { name: 'Visit the store' }).click();
      await expect(page).toHaveURL(/\/supplier\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Brightway Electronics' })).toBeVisible();
      await expect(page.getByRole('heading', { name: /Products from this supplier/ })).toBeVisible();
      await expect(cards(page).first()).toBeVisible();
      await shot(page, 'public', 'public-supplier-1280');
      await page.goBack();

      // Saving needs an account: to sign in, with the way back.
      await page.getByRole('button', { name: 'Add to favorites' }).click();
      await expect(page).toHaveURL(/\/login\?redirect=%2FPublicProductDetails%2F[0-9a-f-]{36}$/);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    });

    test('the demo buyer favorites a product and finds it on /favorites and /recent', async ({ page }) => {
      await signIn(page, 'buyer@demo.test');
      await expect(page).not.toHaveURL(/\/login/);
      await page.goto('/Public-dashboard?q=earbuds');
      await cards(page).first().getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1, name: 'True wireless earbuds with ANC' })).toBeVisible();

      const favourite = page.getByRole('button', { name: 'Add to favorites' });
      await favourite.click();
      await expect(page.getByRole('button', { name: 'In favorites' })).toHaveAttribute('aria-pressed', 'true');
      await shot(page, 'public', 'buyer-product-1280');

      await page.goto('/favorites');
      await expect(page.getByRole('heading', { level: 1, name: 'Favorites' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'True wireless earbuds with ANC' })).toBeVisible();
      await expect(page.getByText('1–1 of 1')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot(page, 'public', 'favorites-1280');

      await page.goto('/recent');
      await expect(page.getByRole('heading', { level: 1, name: 'Recently viewed' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'True wireless earbuds with ANC' })).toBeVisible();

      // Removing it from favorites leaves the empty state.
      await page.goto('/favorites');
      await page.getByRole('button', { name: 'Remove True wireless earbuds with ANC' }).click();
      await expect(page.getByText('No favorites yet.', { exact: false })).toBeVisible();
      await shot(page, 'public', 'favorites-empty-1280');
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the catalogue, a product, a supplier and the lists fit a phone', async ({ page }) => {
      await page.goto('/Public-dashboard');
      await expect(cards(page).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot(page, 'public', 'public-dashboard-390');

      // A product of the demo seller's (other specs publish products that may come first on the plain list).
      await page.goto('/Public-dashboard?q=GaN');
      await cards(page).first().getByRole('link').click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByTestId('order-total')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot(page, 'public', 'public-product-390');

      await page.getByRole('link', { name: 'Visit the store' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Brightway Electronics' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot(page, 'public', 'public-supplier-390');

      await signIn(page, 'buyer@demo.test');
      await expect(page).not.toHaveURL(/\/login/);
      await page.goto('/Public-dashboard?q=GaN');
      await cards(page).first().getByRole('link').click();
      await page.getByRole('button', { name: 'Add to wishlist' }).click();
      await expect(page.getByRole('button', { name: 'On wishlist' })).toBeVisible();
      await page.goto('/wishlist');
      await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
      await expect(page.getByRole('link', { name: /GaN wall charger/ })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot(page, 'public', 'wishlist-390');
    });
  });
});
