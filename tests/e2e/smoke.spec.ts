import { expect, test } from './fixtures';

test('GET /v1/health answers with the envelope and a working database', async ({ request }) => {
  const response = await request.get('/v1/health');
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body).toMatchObject({ success: true, data: { status: 'ok', database: { ok: true } } });
});

test('/login renders a page with a title', async ({ page }) => {
  const response = await page.goto('/login');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/\S/);
});

test('the API reference at /docs renders under the Content-Security-Policy', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/docs');
  await expect(page.getByText('B2B Marketplace API').first()).toBeVisible();
  await expect(page.getByText('/v1/auth/signup').first()).toBeVisible();
  expect(errors).toEqual([]);
});
