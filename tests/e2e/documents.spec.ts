import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, screenshot, signIn, test } from './fixtures';

// Business documents end to end with the demo seller: a file the browser refuses before sending, an
// upload with progress into the list, the download of the same bytes under the uploaded name, a
// replacement and a delete; then the page at a laptop's and a phone's width.

const SELLER = 'seller@demo.test';
const run = Date.now().toString(36);
const SHOTS = process.env.DOCUMENT_SHOTS_DIR ?? '/tmp/shots-documents';

/** A small valid PDF: the server reads the bytes, not the name. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0)]);

async function openDocuments(page: Page) {
  await signIn(page, SELLER);
  await expect(page.getByTestId('seller-header-title')).toHaveText('Dashboard');
  await page.goto('/documents');
  await expect(page.getByRole('heading', { name: 'Documents', level: 1 })).toBeVisible();
}

async function chooseKind(page: Page, kind: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Kind of document').locator('xpath=ancestor::div[contains(@class, "ant-select-selector")]').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: kind }).first().click();
}

/** Waits for the dialog's opening animation, so a screenshot shows it as a person sees it. */
async function settled(page: Page) {
  await expect(page.locator('.ant-modal')).not.toHaveClass(/ant-zoom/);
}

const row = (page: Page, text: string) => page.locator('.resource-table tbody tr', { hasText: text });

test.describe('seller documents', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // Each test walks a whole flow.
  test.describe.configure({ timeout: 120_000 });

  test('upload a document, download it, replace its file and delete it', async ({ page }) => {
    const title = `Business licence ${run}`;
    await openDocuments(page);

    await page.getByRole('button', { name: 'Upload document' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Upload a document')).toBeVisible();

    // A renamed executable is refused in the browser, before anything is sent.
    await page.getByTestId('document-file-input').setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: EXE });
    await expect(dialog.getByText('Upload a PDF, PNG or JPEG file')).toBeVisible();

    await chooseKind(page, 'Registration certificate');
    await dialog.getByLabel('Title').fill(title);
    await page.getByTestId('document-file-input').setInputFiles({ name: `licence ${run}.pdf`, mimeType: 'application/pdf', buffer: PDF });
    await expect(dialog.getByText('Upload a PDF, PNG or JPEG file')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Upload document' }).click();

    await expect(page.getByText('Document uploaded')).toBeVisible();
    await expect(dialog).toBeHidden();
    const uploaded = row(page, title);
    await expect(uploaded).toContainText('Registration certificate');
    await expect(uploaded).toContainText('Pending');
    await expect(uploaded).toContainText('Waiting for review');
    await expect(uploaded).toContainText(`licence ${run}.pdf`);

    // Download: the same bytes under the uploaded name, with the spec's toast.
    await uploaded.getByRole('button', { name: `More actions for licence ${run}.pdf` }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`licence ${run}.pdf`);
    expect(fs.readFileSync(await download.path())).toEqual(PDF);
    await expect(page.getByText('File downloaded successfully')).toBeVisible();

    // Replace the file while pending.
    await uploaded.getByRole('button', { name: `More actions for licence ${run}.pdf` }).click();
    await page.getByRole('menuitem', { name: 'Replace file' }).click();
    await expect(dialog.getByText('Replace the file')).toBeVisible();
    await page.getByTestId('document-file-input').setInputFiles({ name: `rescan ${run}.png`, mimeType: 'image/png', buffer: PNG });
    await dialog.getByRole('button', { name: 'Replace file' }).click();
    await expect(page.getByText('File replaced')).toBeVisible();
    await expect(row(page, title)).toContainText(`rescan ${run}.png`);

    // Found again with the filters.
    await page.locator('.filter-bar').getByLabel('Search', { exact: true }).fill(run);
    await expect(page).toHaveURL(new RegExp(`q=${run}`));
    await expect(page.locator('.resource-table tbody tr')).toHaveCount(1);

    // Delete, after a confirmation.
    await row(page, title)
      .getByRole('button', { name: `More actions for rescan ${run}.png` })
      .click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(page.getByText('Delete this document?')).toBeVisible();
    await page.getByRole('button', { name: 'Delete document' }).click();
    await expect(row(page, title)).toHaveCount(0);
    await expect(page.getByText('Nothing matches these filters.')).toBeVisible();
  });

  test('the documents page at 1280 px and 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openDocuments(page);
    // Something on the page whatever the demo data holds.
    for (const [kind, name] of [
      ['Tax certificate', `vat ${run}.pdf`],
      ['Owner’s ID', `passport ${run}.png`],
    ] as const) {
      await page.getByRole('button', { name: 'Upload document' }).click();
      await chooseKind(page, kind);
      await page
        .getByTestId('document-file-input')
        .setInputFiles({ name, mimeType: name.endsWith('.png') ? 'image/png' : 'application/pdf', buffer: name.endsWith('.png') ? PNG : PDF });
      await page.getByRole('dialog').getByRole('button', { name: 'Upload document' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(row(page, name)).toBeVisible();
    }
    await screenshot(page, `${SHOTS}/documents-1280.png`);
    await page.getByRole('button', { name: 'Upload document' }).click();
    await expect(page.getByRole('dialog').getByText('Upload a document')).toBeVisible();
    await settled(page);
    await screenshot(page, `${SHOTS}/documents-upload-1280.png`, {});
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('.resource-cards')).toBeVisible();
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, `${SHOTS}/documents-390.png`);
    await page.getByRole('button', { name: 'Upload document' }).click();
    await expect(page.getByRole('dialog').getByText('Upload a document')).toBeVisible();
    await page.getByTestId('document-file-input').setInputFiles({ name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) });
    await expect(page.getByRole('dialog').getByText('The file is empty')).toBeVisible();
    await settled(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, `${SHOTS}/documents-upload-390.png`, {});
  });
});
