import type { Page } from '@playwright/test';
import { activateFromMailbox, expect, shot, signIn, signOut, signUpSeller, test, uniqueEmail } from './fixtures';

// The back office end to end: a new seller onboards, uploads a document and asks for a category; the
// reviewer verifies the document, approves the request and marks the seller verified; the seller sees
// each decision and a "Verified" badge on the public store page. Then the administrator's pages at a
// laptop's and a phone's width.

const run = Date.now().toString(36);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** Email activation, mobile code (filled in without an SMS provider) and business details. */
async function onboardSeller(
  page: Page,
  context: Parameters<typeof activateFromMailbox>[0],
  { name, email, company }: { name: string; email: string; company: string },
) {
  await signUpSeller(page, { name, email, password: 'Harbour-Lantern-58' });
  await activateFromMailbox(context, page, email);
  await expect(page.getByRole('heading', { name: 'Verify Mobile Number' })).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('Phone number').fill(`8${String(Date.now()).slice(-9)}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Send Verification Code' }).click();
  await expect(page.getByRole('button', { name: 'Verify Code' })).toBeEnabled();
  await page.getByRole('button', { name: 'Verify Code' }).click();
  await expect(page.getByRole('heading', { name: 'Business Details' })).toBeVisible();
  await page.getByLabel('Business name', { exact: true }).fill(company);
  await page.getByLabel('Business type').click();
  await page.locator('.ant-select-item-option', { hasText: /^Partnership$/ }).click();
  await page.getByLabel('Registration number').fill(`REG-${run}`);
  await page.getByLabel('Contact number').fill('+91 44 2811 0000');
  await page.getByLabel('Address', { exact: true }).fill('7 Mill Road');
  await page.getByLabel('City').fill('Coimbatore');
  await page.getByLabel('State / province').fill('Tamil Nadu');
  await page.getByLabel('Country').click();
  await page.locator('.ant-select-item-option', { hasText: /^India$/ }).click();
  await page.getByLabel('Postal code').fill('641001');
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Submit Business Details' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
}

async function uploadDocument(page: Page, title: string) {
  await page.goto('/documents');
  await page.getByRole('button', { name: 'Upload document' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Kind of document').locator('xpath=ancestor::div[contains(@class, "ant-select-selector")]').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Registration certificate' }).first().click();
  await dialog.getByLabel('Title').fill(title);
  await page.getByTestId('document-file-input').setInputFiles({ name: `licence-${run}.pdf`, mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('button', { name: 'Upload document' }).click();
  await expect(page.getByText('Document uploaded')).toBeVisible();
}

async function requestCategory(page: Page, name: string) {
  await page.goto('/category-request');
  await page.getByRole('button', { name: 'Request a category' }).first().click();
  const drawer = page.locator('.ant-drawer-content');
  await drawer.getByLabel('Category name').fill(name);
  await drawer.getByLabel('Reason').fill('We make bamboo spoons, forks and chopsticks for hotels and caterers.');
  await drawer.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Request saved')).toBeVisible();
}

/** The seller's notifications, read through the API with the page's own session. */
async function notificationTitles(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const stored = JSON.parse(localStorage.getItem('persist:b2b_admin_persist') ?? '{}') as { login?: string };
    const token = (JSON.parse(stored.login ?? '{}') as { token?: string }).token;
    const response = await fetch('/v1/notifications?limit=50', { headers: { Authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { data?: Array<{ title: string }> };
    return (body.data ?? []).map((item) => item.title);
  });
}

test.describe('back office', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.describe.configure({ timeout: 240_000 });

  test('a reviewer verifies a new seller’s document, approves its category request and verifies the seller; the seller sees it all', async ({
    page,
    context,
  }) => {
    const name = 'Meera Iyer';
    const email = uniqueEmail('e2e.admin');
    const company = `Iyer Bamboo Works ${run}`;
    const documentTitle = `Registration ${run}`;
    const categoryName = `Bamboo cutlery ${run}`;

    // The seller onboards, uploads a document and asks for a category.
    await onboardSeller(page, context, { name, email, company });
    await uploadDocument(page, documentTitle);
    await requestCategory(page, categoryName);
    await signOut(page);

    // The reviewer lands in the back office, without the administrator's areas.
    await signIn(page, 'reviewer@demo.test');
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link', { name: 'Sellers', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);

    // The seller's page: verify the document from its Documents tab.
    await nav.getByRole('link', { name: 'Sellers', exact: true }).click();
    await page.getByPlaceholder('Search name, email or company').fill(email);
    await expect(page).toHaveURL(/[?&]q=/);
    await expect(page.locator('.resource-table tbody tr')).toHaveCount(1);
    await page.getByRole('link', { name: company }).click();
    await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Suspend seller' })).toHaveCount(0);
    await page.getByRole('button', { name: `Verify: ${documentTitle}` }).click();
    const verifyDialog = page.getByRole('dialog');
    await verifyDialog.getByLabel('Note (optional)').fill('Matches the registry entry');
    await verifyDialog.getByRole('button', { name: 'Verify document' }).click();
    await expect(page.getByText('Document verified')).toBeVisible();
    const documentRow = page.locator('.resource-tabs tr', { hasText: documentTitle });
    await expect(documentRow).toContainText('Verified');
    const sellerUrl = page.url();
    const sellerId = sellerUrl.split('/').pop()!;

    // The category request queue: approve with the picker (a top-level category, renamed).
    await nav.getByRole('link', { name: 'Category requests' }).click();
    await page.getByRole('button', { name: `More actions for ${categoryName}` }).click();
    await page.getByRole('menuitem', { name: 'Approve' }).click();
    const approve = page.getByRole('dialog');
    await expect(approve.getByText(company)).toBeVisible();
    const approvedName = `Bamboo Cutlery ${run}`;
    await approve.getByLabel('Category name').fill(approvedName);
    await approve.getByRole('button', { name: 'Approve and create' }).click();
    await expect(page.getByText('Category request approved')).toBeVisible();
    await expect(page.getByText(categoryName)).toHaveCount(0);

    // Back on the seller: set the verification status.
    await page.goto(sellerUrl);
    await page.getByRole('button', { name: 'Set verification status' }).click();
    const verification = page.getByRole('dialog');
    await verification.getByRole('radio', { name: 'Verified', exact: true }).check();
    // The new seller has no tax certificate and no store profile yet: verified only with a reason.
    await expect(verification.getByText('Not done yet')).toBeVisible();
    await verification.getByRole('button', { name: 'Save status' }).click();
    await expect(verification.getByText('Write why you verify without every item')).toBeVisible();
    await verification.getByLabel('Reason to verify anyway').fill('Tax registration confirmed with the tax office by phone');
    await verification.getByRole('button', { name: 'Save status' }).click();
    await expect(page.getByText('Verification status saved')).toBeVisible();
    await expect(page.locator('.resource-header-meta')).toContainText('Verified');
    await shot(page, 'admin', 'seller-page-1280');
    await signOut(page);

    // The seller sees both decisions, the notifications and the badge on the public store page.
    await signIn(page, email, 'Harbour-Lantern-58');
    await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
    await page.goto('/documents');
    await expect(page.locator('.resource-table tbody tr', { hasText: documentTitle })).toContainText('Verified');
    await page.goto('/category-request');
    const requestRow = page.locator('.resource-table tbody tr', { hasText: categoryName });
    await expect(requestRow).toContainText('Approved');
    const titles = await notificationTitles(page);
    expect(titles).toEqual(expect.arrayContaining(['Your document was verified', 'Your category request was approved', 'Your verification status changed']));
    await page.goto(`/supplier/${sellerId}`);
    await expect(page.getByRole('heading', { name: company, level: 1 })).toBeVisible();
    await expect(page.locator('.supplier-hero').getByText('Verified by staff', { exact: true })).toBeVisible();
    await expect(page.locator('.supplier-hero .catalogue-verified-detail')).toContainText('Granted by staff');
    await signOut(page);
  });

  test('the administrator’s back office at a laptop’s and a phone’s width', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    await expect(page).toHaveURL(/\/admin$/);
    const nav = page.getByRole('navigation', { name: 'Back office' });
    await expect(nav.getByRole('link', { name: 'Staff' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Needs attention' })).toBeVisible();
    // The charts come in their own chunk, after the figures.
    await expect(page.locator('.admin-chart canvas').first()).toBeVisible({ timeout: 20_000 });

    const pages: Array<[string, string, RegExp | string]> = [
      ['overview', '/admin', 'Overview'],
      ['sellers', '/admin/sellers', 'Sellers'],
      ['documents', '/admin/documents?status=all', 'Documents'],
      ['category-requests', '/admin/category-requests?status=all', 'Category requests'],
      ['audit-log', '/admin/audit-log', 'Audit log'],
    ];
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      for (const [name, path, heading] of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
        await expect(page.locator('.ant-skeleton, .app-skeleton')).toHaveCount(0, { timeout: 20_000 });
        await shot(page, 'admin', `${name}-${width}`);
      }
      await page.goto('/admin/sellers');
      await page.getByRole('link', { name: 'Shenzhen Brightway Electronics Co., Ltd.' }).click();
      await expect(page.getByRole('heading', { name: 'Shenzhen Brightway Electronics Co., Ltd.', level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Suspend seller' })).toBeVisible();
      await shot(page, 'admin', `seller-${width}`);
    }

    // A staff account: its temporary password is shown once; the creation is audited.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/admin/staff');
    await page.getByRole('button', { name: 'Add staff account' }).click();
    const create = page.getByRole('dialog');
    await create.getByLabel('Full name').fill(`Sam Support ${run}`);
    await create.getByLabel('Email').fill(uniqueEmail('e2e.staff'));
    await create.getByRole('button', { name: 'Create account' }).click();
    await expect(create.getByText('Staff account created', { exact: true })).toBeVisible();
    await expect(create.locator('.admin-password-box code')).not.toBeEmpty();
    await create.getByRole('button', { name: 'Done' }).click();
    await expect(page.locator('.resource-table tbody tr', { hasText: `Sam Support ${run}` })).toContainText('Reviewer');

    // The audit log: an entry's before/after values, and the CSV of the filtered entries.
    await page.goto('/admin/audit-log');
    await page
      .getByRole('button', { name: /^View changes/ })
      .first()
      .click();
    await expect(page.locator('.audit-diff-table')).toBeVisible();
    await shot(page, 'admin', 'audit-diff-1280');
    await page.keyboard.press('Escape');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^audit-log-.*\.csv$/);
  });

  test('sellers and buyers do not get the back office', async ({ page }) => {
    await signIn(page, 'seller@demo.test');
    await expect(page.getByTestId('seller-header-title')).toHaveText('Dashboard');
    await page.goto('/admin/sellers');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
  });
});
