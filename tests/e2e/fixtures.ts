import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test as base, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { E2E_SERVER_ENV } from './server-env';

export const DEMO_PASSWORD = 'Demo1234!';

/**
 * Every page of a test is watched for console errors and failed requests to the app itself:
 * a Content-Security-Policy violation, a broken chunk or an English text missing from its screen's
 * group fails the test that caused it.
 */

/**
 * A server of its own for a worker after the first, on an empty database in a fresh directory: each
 * worker runs its files one after another on its own data, as a single worker runs them all on the
 * configured server. It serves the web app the first server built.
 */
async function startWorkerServer(port: number): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'marketplace-e2e-worker-'));
  const url = `http://localhost:${port}`;
  // The server itself, as `npm start` runs it once the web app is built: never a second build here.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...E2E_SERVER_ENV, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server for port ${port} exited with code ${child.exitCode}`);
    const healthy = await fetch(`${url}/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) throw new Error(`the server for port ${port} did not answer within 2 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      // SIGTERM lets it close its database before the directory goes.
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const test = base.extend<{ consoleErrors: string[] }, { serverURL: string }>({
  serverURL: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const configured = String(workerInfo.project.use.baseURL);
      if (workerInfo.parallelIndex === 0) return use(configured);
      const server = await startWorkerServer(Number(new URL(configured).port) + 10 * workerInfo.parallelIndex);
      await use(server.url);
      await server.stop();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  baseURL: async ({ serverURL }, use) => use(serverURL),
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // A screen showing a text whose English group it did not load flashes the key: a failure too.
        if (message.type() === 'error' || (message.type() === 'warning' && message.text().includes('was not loaded with its screen')))
          errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      // 401/4xx answers the app handles itself are logged by Chromium as failed resources; they are expected.
      const unexpected = errors.filter((e) => !/Failed to load resource: the server responded with a status of 4\d\d/.test(e));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Answers Yes in the open 'Logout' dialog once it has finished opening: during antd's zoom-in the button
 * is a few pixels wide and moving, and on a busy machine a click can land beside it.
 */
export async function confirmLogout(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Logout' });
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/ant-zoom-/);
  await dialog.getByRole('button', { name: 'Yes' }).click();
}

/**
 * Signs out the way the screen offers: the Log out button of the onboarding and placeholder screens,
 * or, in the seller shell, the user menu's 'Log out' and the 'Logout' confirmation. Waits for sign-in.
 */
export async function signOut(page: Page) {
  const shellMenu = page.getByRole('button', { name: /^Account menu for / });
  if (await shellMenu.isVisible()) {
    await shellMenu.click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await confirmLogout(page);
  } else {
    await page
      .getByRole('button', { name: /log out/i })
      .first()
      .click();
  }
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
}

let counter = 0;
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${++counter}@example.com`;

/** Signs up through the form as a seller; the app signs the new seller in at once, on the email step. */
export async function signUpSeller(page: Page, { name, email, password }: { name: string; email: string; password: string }) {
  await page.goto('/signup');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('I sell').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
}

/**
 * Follows the activation link for `email` from the dev mailbox in another tab, then returns to `page`
 * as a person would, so the app can notice the verified email on focus.
 */
export async function activateFromMailbox(context: BrowserContext, page: Page, email: string) {
  const mailbox = await context.newPage();
  await mailbox.goto('/dev/mailbox');
  const message = mailbox.locator('.mailbox-item', { hasText: email }).first();
  await expect(message).toBeVisible();
  await message.getByRole('link', { name: /\/seller\/activate\// }).click();
  await expect(mailbox.getByRole('heading', { name: 'Your email is verified' })).toBeVisible();
  await mailbox.close();
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

/** Picks an option of the select labelled `label`: a list filter's native select, or a form's antd select. */
export async function choose(page: Page, label: string, option: string | RegExp) {
  const control = page.getByLabel(label, { exact: true }).last();
  if (await control.evaluate((element) => element.tagName === 'SELECT')) {
    // A native select takes the option's label itself, not a pattern.
    await control.selectOption({ label: typeof option === 'string' ? option : option.source.replace(/^\^|\$$/g, '') });
    return;
  }
  // The chosen value's text lies over the input, so the click goes to the select box around both.
  const selector = control.locator('xpath=ancestor::div[contains(@class, "ant-select-selector")]');
  await selector.click();
  const item = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first();
  await item.click();
  // A multiple select keeps its list open and marks the pick. A click while a wizard step is still
  // settling can miss (its list stays open, unmarked): pick once more, then insist.
  if (await control.evaluate((element) => element.closest('.ant-select-multiple') !== null)) {
    const selected = /ant-select-item-option-selected/;
    if (
      !(await expect(item)
        .toHaveClass(selected, { timeout: 2_000 })
        .then(
          () => true,
          () => false,
        ))
    )
      await item.click();
    await expect(item).toHaveClass(selected);
    return;
  }
  // A single select shows the pick in its box; a click that missed leaves the box empty: pick again.
  const shown = selector.locator('.ant-select-selection-item', { hasText: option });
  if (
    !(await expect(shown)
      .toBeVisible({ timeout: 2_000 })
      .then(
        () => true,
        () => false,
      ))
  ) {
    await selector.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
  }
  await expect(shown).toBeVisible();
}

/** How many products the public catalogue has now (other specs publish and import products too). */
export async function publishedTotal(page: Page): Promise<number> {
  const response = await page.request.get('/v1/public/products?limit=1');
  return ((await response.json()) as { total: number }).total;
}

/**
 * Screenshots are for a person to look at: taken on a developer's machine, and in CI only when SHOTS_DIR
 * asks for them, since there nobody looks and capturing and encoding them costs CPU the tests need.
 * The checks around them run everywhere.
 */
const screenshotsWanted = process.env.SHOTS_DIR !== undefined || !(process.env.CI === 'true' || process.env.CI === '1');

/** A screenshot into `file` (its directory is created), when screenshots are wanted. */
export async function screenshot(page: Page, file: string, options: { fullPage?: boolean } = { fullPage: true }) {
  if (!screenshotsWanted) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, ...options });
}

/** A full-page screenshot for a person to look at, into SHOTS_DIR (default /tmp/shots-<area>). */
export async function shot(page: Page, area: string, name: string) {
  await screenshot(page, `${process.env.SHOTS_DIR ?? `/tmp/shots-${area}`}/${name}.png`);
}

/**
 * A full-page screenshot at each width (a laptop's and a phone's by default) into `dir`, each checked for
 * sideways scrolling; the page is left at 1280 px.
 */
export async function shootAtWidths(page: Page, dir: string, name: string, widths: number[] = [1280, 390]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(300);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await screenshot(page, `${dir}/${name}-${width}.png`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Nothing may scroll sideways (UI.md). */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Waits until the page shows no loading skeleton or spinner. Signed-in pages keep a live event stream
 * open, so Playwright's 'networkidle' never comes there.
 */
export async function waitForContent(page: Page) {
  await expect(page.locator('.ant-skeleton, .app-skeleton, .ant-spin-spinning, .please-wait')).toHaveCount(0);
}

type Envelope<T> = { success: boolean; message: string; data: T };

/** One API call through Playwright's request context: the envelope's data, or an error naming the call. */
export async function call<T>(request: APIRequestContext, method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, data?: unknown): Promise<T> {
  const response = await request.fetch(url, { method, data, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const body = (await response.json()) as Envelope<T>;
  if (!response.ok()) throw new Error(`${method} ${url}: ${response.status()} ${body.message}`);
  return body.data;
}

/** A 1×1 PNG, enough for a product image. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Gives a draft product an image (publishing needs one) and publishes it. */
export async function publishWithImage(request: APIRequestContext, token: string, productId: string, imageName: string): Promise<void> {
  const images = await request.post(`/v1/products/${productId}/images`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { files: { name: imageName, mimeType: 'image/png', buffer: PNG } },
  });
  expect(images.ok()).toBe(true);
  await call(request, 'PATCH', `/v1/products/${productId}`, token, { status: 'published' });
}

/**
 * The demo seller's oldest published product, with at least five minimum orders in stock. Other specs
 * order the demo products too, at the same time, so the stock is topped up here rather than hoped for.
 */
export async function demoSellerProduct(request: APIRequestContext): Promise<{ id: string; name: string; sellerId: string }> {
  const { token } = await call<{ token: string }>(request, 'POST', '/v1/auth/login', undefined, { email: 'seller@demo.test', password: DEMO_PASSWORD });
  const products = await call<Array<{ id: string; name: string; moq: number }>>(
    request,
    'GET',
    '/v1/products?status=published&sort=created_at&order=asc&limit=1',
    token,
  );
  expect(products, 'the demo seller has a published product').toHaveLength(1);
  const [product] = products;
  const stock = await call<Array<{ product_id: string; available: number }>>(request, 'GET', '/v1/inventory?limit=100', token);
  const available = stock.find((s) => s.product_id === product.id)?.available ?? 0;
  if (available < product.moq * 5)
    await call(request, 'POST', `/v1/inventory/${product.id}/adjustments`, token, { delta: product.moq * 10, reason: 'received' });
  const shown = await call<{ supplier: { id: string } }>(request, 'GET', `/v1/public/products/${product.id}`);
  return { id: product.id, name: product.name, sellerId: shown.supplier.id };
}

let staffToken: string | null = null;
/**
 * Staff record what an order still owes (collect mode: an order paid by bank transfer ships only once
 * paid in full). A worker has one server, so its administrator's token is kept and the sign-in limit not spent.
 */
export async function payAsStaff(request: APIRequestContext, orderId: string): Promise<void> {
  staffToken ??= (await call<{ token: string }>(request, 'POST', '/v1/auth/login', undefined, { email: 'admin@demo.test', password: DEMO_PASSWORD })).token;
  const admin = staffToken;
  const summary = await call<{ outstanding_minor: number }>(request, 'GET', `/v1/admin/orders/${orderId}/payments`, admin);
  if (summary.outstanding_minor > 0)
    await call(request, 'POST', `/v1/admin/orders/${orderId}/payments`, admin, {
      amount_minor: summary.outstanding_minor,
      received_on: new Date().toISOString().slice(0, 10),
      bank_reference: `Payment ${orderId}`,
    });
}
