import { expect, signIn, test } from './fixtures';

// The help center, signed out and signed in: topics, search, an article with related ones and feedback.

test('a visitor finds an article by search, reads it and says it helped', async ({ page }) => {
  await page.goto('/HelpCenter');
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Payments/ })).toBeVisible();

  await page.getByLabel('Search the help center').fill('recover');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/HelpCenter\?q=recover/);
  await page.getByRole('link', { name: 'Recovery contacts and signing in without your password' }).click();

  await expect(page).toHaveURL(/\/helpCenterDetails\?id=recovery-contacts/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recovery contacts and signing in without your password' })).toBeVisible();
  await expect(page.getByRole('complementary').getByRole('link', { name: 'Keep your account safe' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Thank you for your feedback.')).toBeVisible();

  await page.getByRole('navigation', { name: 'You are here' }).getByRole('link', { name: 'Account and security' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Account and security' })).toBeVisible();
});

test('an unknown article says so and leads back to the topics', async ({ page }) => {
  await page.goto('/helpCenterDetails?id=no-such-article');
  await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
  await page.getByRole('link', { name: 'All topics' }).click();
  await expect(page).toHaveURL(/\/HelpCenter$/);
});

test('signed in, the help center is reachable too', async ({ page }) => {
  await signIn(page, 'buyer@demo.test');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/helpCenterDetails?id=payment-methods');
  await expect(page.getByRole('heading', { level: 1, name: 'How payment works' })).toBeVisible();
});

test('in Chinese the help center and its articles are translated, searchable in Chinese', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'zh'));
  await page.goto('/HelpCenter');
  await expect(page.getByRole('heading', { level: 1, name: '帮助中心' })).toBeVisible();
  // The Chinese texts and topics arrive after the heading; a search typed while they load is typed again.
  await expect(async () => {
    await page.getByRole('search').getByRole('searchbox').fill('付款');
    await page.getByRole('search').getByRole('button').click();
    await expect(page.getByRole('link', { name: '付款方式' })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('link', { name: '付款方式' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '付款方式' })).toBeVisible();
  await expect(page.locator('article')).toHaveAttribute('lang', 'zh');
  await expect(page.locator('.help-untranslated')).toHaveCount(0);
  // Related articles come in the same language.
  await page.goto('/helpCenterDetails?id=recovery-contacts');
  await expect(page.getByRole('heading', { level: 1, name: '恢复联系方式与无密码登录' })).toBeVisible();
  await expect(page.getByRole('complementary').getByRole('link', { name: '保障账户安全' })).toBeVisible();
});
