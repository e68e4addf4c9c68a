import type { Locator, Page } from '@playwright/test';
import { choose, expect, payAsStaff, signIn, test } from './fixtures';

// The seller's catalogue end to end, with the fully onboarded demo seller: a product with an image
// and two price tiers, published and found again through the list's filters; a CSV import with its
// per-row report; a stock adjustment; a seed order taken from pending to delivered.

const SELLER = 'seller@demo.test';
const run = Date.now().toString(36).toUpperCase();

/** A 1×1 PNG: the server checks the file's bytes, not its name. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

async function signInToPortal(page: Page) {
  await signIn(page, SELLER);
  await expect(page.getByTestId('seller-header-title')).toHaveText('Dashboard');
}

const tableRow = (page: Page, text: string): Locator => page.locator('.resource-table tbody tr', { hasText: text });
const searchBox = (page: Page): Locator => page.locator('.filter-bar').getByLabel('Search', { exact: true });

test.describe('seller catalogue', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // Each test walks a whole flow through several pages.
  test.describe.configure({ timeout: 120_000 });

  test('create a product with an image and two tiers, publish it, find it with the filters', async ({ page }) => {
    const sku = `E2E-${run}`;
    const name = `Insulated steel bottle ${run}`;
    await signInToPortal(page);

    await page.goto('/ProductList');
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(page).toHaveURL(/\/ProductListingForm$/);

    await page.getByLabel('Product name').fill(name);
    await page.getByLabel('SKU', { exact: true }).fill(sku);
    await page.getByLabel('Category', { exact: true }).click();
    await page.getByLabel('Category', { exact: true }).fill('Kitchenware');
    await page.locator('.ant-select-tree-title', { hasText: 'Kitchenware' }).click();
    await page.getByLabel('Description').fill('Double-walled stainless steel bottle, keeps drinks cold for 24 hours. 750 ml.');
    await page.getByLabel('Base unit price').fill('12.50');
    await page.getByLabel('Minimum order').fill('100');
    await choose(page, 'Unit of sale', 'Piece');
    await page.getByLabel('Lead time').fill('14');

    await page.getByRole('button', { name: 'Add price tier' }).click();
    await page.getByLabel('Tier 1: from quantity').fill('500');
    await page.getByLabel('Tier 1: unit price').fill('11');
    await page.getByRole('button', { name: 'Add price tier' }).click();
    await page.getByLabel('Tier 2: from quantity').fill('1000');
    // Dearer than tier 1: the form says so before anything is sent.
    await page.getByLabel('Tier 2: unit price').fill('11.50');
    await expect(page.getByText('Each tier must be cheaper than the one before')).toBeVisible();
    await page.getByLabel('Tier 2: unit price').fill('9.75');
    await expect(page.getByText('Each tier must be cheaper than the one before')).toHaveCount(0);

    // Images belong to a saved product: the draft is saved first and opens for editing.
    await page.getByRole('button', { name: 'Save draft and add images' }).click();
    await expect(page).toHaveURL(/\/ProductListingForm\/[0-9a-f-]{36}$/);
    await page.getByTestId('product-image-input').setInputFiles({ name: 'bottle.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: `Image 1 of ${name}` })).toBeVisible();
    await expect(page.getByText('Cover', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Tier 2: unit price')).toHaveValue('9.75');

    await page.getByRole('button', { name: 'Publish product' }).click();
    await expect(page).toHaveURL(/\/ProductListingForm\/view\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.locator('.resource-header-meta .status-tag')).toHaveText('Published');
    await expect(page.getByText('$9.75 – $12.50').first()).toBeVisible();

    // The list finds it by search and status, and keeps the filters in the URL.
    await page.goto('/ProductList');
    await searchBox(page).fill(sku);
    await expect(page).toHaveURL(new RegExp(`q=${sku}`));
    await choose(page, 'Status', 'Published');
    await expect(page).toHaveURL(/status=published/);
    const row = tableRow(page, sku);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(name);
    await expect(row).toContainText('$9.75 – $12.50');
    await expect(row).toContainText('Min. order 100 pieces');
    await expect(row).toContainText('Kitchenware');

    await choose(page, 'Status', 'Draft');
    await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
  });

  test('import a CSV: a bad file changes nothing and says why, row by row; a good one imports', async ({ page }) => {
    const sku = `E2E-CSV-${run}`;
    const header = 'sku,name,category,description,unit,currency,price,moq,price_tiers,lead_time_days,specifications,status';
    const good = `${sku},Enamel mug ${run},Home & Garden / Kitchenware,A sturdy enamel mug for offices and cafes.,piece,USD,3.50,50,200:3.10;500:2.90,10,Material=Enamel,draft`;
    const bad = `${sku}-B,Broken row,,,,USD,abc,1,,,,draft`;
    await signInToPortal(page);
    await page.goto('/ProductList');

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import products from CSV' });
    await dialog
      .getByTestId('product-import-input')
      .setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(`${header}\n${good}\n${bad}\n`) });
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog.getByText(/No products were imported/)).toBeVisible();
    const report = dialog.locator('.import-report tbody tr.ant-table-row');
    await expect(report).toHaveCount(1);
    await expect(report.first()).toContainText('3');
    await expect(report.first()).toContainText('price');
    await expect(report.first()).toContainText('"abc" is not an amount');

    await dialog.getByTestId('product-import-input').setInputFiles({ name: 'products.csv', mimeType: 'text/csv', buffer: Buffer.from(`${header}\n${good}\n`) });
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog.getByText('Import finished')).toBeVisible();
    await expect(dialog.getByText('1 created, 0 updated')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();

    await searchBox(page).fill(sku);
    await expect(tableRow(page, sku)).toHaveCount(1);
    // The bad row's SKU was not half-imported.
    await searchBox(page).fill(`${sku}-B`);
    await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
  });

  test('adjust stock: the change lands in the ledger with its reason', async ({ page }) => {
    await signInToPortal(page);
    await page.goto('/Inventory?q=CC-DUAL-48');
    await tableRow(page, 'CC-DUAL-48').getByRole('link').click();
    await expect(page).toHaveURL(/\/InventoryDetails\/[0-9a-f-]{36}/);
    await page.getByLabel('Quantity').fill('25');
    // The form says what the stock will be; the server must agree.
    const hint = await page.getByText(/^Leaves [\d,]+ on hand\.$/).innerText();
    const expected = /Leaves ([\d,]+) on hand/.exec(hint)![1];
    await choose(page, 'Reason', 'Received');
    await page.getByLabel('Note').fill(`Delivery ${run}`);
    await page.getByRole('button', { name: 'Update stock' }).click();
    await expect(page.getByText(`Stock updated: ${expected} on hand`)).toBeVisible();
    const entry = page.locator('.ledger tbody tr', { hasText: `Delivery ${run}` });
    await expect(entry).toContainText('Received');
    await expect(entry).toContainText('+25');
    await expect(entry).toContainText(expected);

    // Stock never goes below zero: the form says so on the quantity.
    await page.getByText('Remove stock').click();
    await page.getByLabel('Quantity').fill('999999999');
    await choose(page, 'Reason', 'Damaged');
    await page.getByRole('button', { name: 'Update stock' }).click();
    await expect(page.locator('.ant-form-item-explain-error', { hasText: 'Stock cannot go below zero' })).toBeVisible();
  });

  test('take a seed order from pending through confirmed and shipped to delivered', async ({ page, request }) => {
    await signInToPortal(page);
    // Filters live in the URL: open the pending orders directly.
    await page.goto('/Order?status=pending');
    await expect(page.locator('.resource-table tbody tr').first()).toContainText('Pending');
    // The list re-reads once the live-events stream opens; a click while it re-renders can be lost.
    await expect(page.locator('.resource-table')).toHaveAttribute('aria-busy', 'false');
    await page.locator('.resource-table tbody tr').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/OrderDetails\/[0-9a-f-]{36}/);
    const status = page.locator('.resource-header-meta .status-tag');
    await expect(status).toHaveText('Pending');

    await page.getByRole('button', { name: 'Confirm order' }).click();
    await expect(status).toHaveText('Confirmed');
    // Paid by bank transfer in advance: it ships once the marketplace has the payment.
    await payAsStaff(request, page.url().split('/').pop()!);

    await page.getByRole('button', { name: 'Mark as shipped' }).click();
    const ship = page.getByRole('dialog', { name: /Ship order/ });
    await ship.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(ship.getByText('Enter the carrier')).toBeVisible();
    await ship.getByLabel('Carrier').fill('DHL Express');
    await ship.getByLabel('Tracking number').fill(`JD${run}`);
    await ship.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(status).toHaveText('Shipped');
    await expect(page.getByText(`Tracking JD${run}`)).toBeVisible();

    await page.getByRole('button', { name: 'Mark as delivered' }).click();
    // Delivered is final: the page asks first.
    const deliver = page.getByRole('dialog', { name: /as delivered\?/ });
    await deliver.getByRole('button', { name: 'Mark as delivered' }).click();
    await expect(status).toHaveText('Delivered');
    await expect(page.getByRole('button', { name: /Mark as|Confirm order|Cancel order/ })).toHaveCount(0);
    // Placed, confirmed, the payment received, shipped, delivered.
    const history = page.locator('.order-history .ant-timeline-item');
    await expect(history).toHaveCount(5);
    await expect(history.last()).toContainText('Delivered');
  });
});
