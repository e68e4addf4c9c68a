import { expect, test } from '@playwright/test';

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
