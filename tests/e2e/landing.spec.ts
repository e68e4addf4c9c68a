import { expect, test } from './fixtures';

test('the seller landing page sells the membership and leads to registration', async ({ page }) => {
  await page.goto('/seller');
  await expect(page.getByRole('heading', { level: 1, name: 'Reach business buyers in every market with one membership' })).toBeVisible();
  const features = page.getByRole('region', { name: 'Everything your membership includes' }).getByRole('listitem');
  await expect(features).toHaveCount(9);
  await expect(features.getByRole('heading')).toHaveText([
    'An active buyer network',
    'All-in-one AI tool workspace',
    'Dedicated account support',
    'RFQ marketplace',
    'Keyword, paid-search and display ads',
    'Sourcing events and online trade shows',
    'Consulting service',
    'Learning centre',
    'Industry reports',
  ]);
  await expect(page.getByRole('region', { name: 'How joining works' }).getByRole('listitem')).toHaveCount(4);
  await page.getByRole('link', { name: 'Become a seller' }).first().click();
  await expect(page).toHaveURL(/\/seller\/register$/);
});

test('the buyer home searches the catalogue and leads to a product', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Source from verified suppliers worldwide' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Browse by category' }).getByRole('link').first()).toBeVisible();
  const products = page.getByRole('region', { name: 'New in the catalogue' });
  await expect(products.getByRole('article').first()).toBeVisible();
  await page.getByLabel('Search products').fill('charger');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/Public-dashboard\?q=charger/);
});
