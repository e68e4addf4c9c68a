import { expect, signIn, test } from './fixtures';

test('the public top bar turns white with a shadow after 20 px of scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/HelpCenter');
  const bar = page.getByRole('banner');
  await expect(bar).not.toHaveAttribute('data-scrolled', 'true');
  // Tall enough content to scroll past the threshold, whatever the page holds today.
  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
    window.scrollTo(0, 10);
  });
  await expect(bar).not.toHaveAttribute('data-scrolled', 'true');
  await page.evaluate(() => window.scrollTo(0, 21));
  await expect(bar).toHaveAttribute('data-scrolled', 'true');
  const shadow = await bar.evaluate((el) => getComputedStyle(el).boxShadow);
  expect(shadow).not.toBe('none');
  for (const name of ['Help Center', 'Become Seller', 'Sign In', 'Sign Up']) {
    await expect(bar.getByRole('link', { name, exact: true })).toBeVisible();
  }
});

test('on a phone the top bar links sit in a collapsible menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/HelpCenter');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('link', { name: 'Become Seller', exact: true })).toBeHidden();
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('link', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/signup$/);
  // Nothing scrolls sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('signed in, the top bar shows the account menu with working items only, whose Log Out clears the token', async ({ page }) => {
  await signIn(page, 'buyer@demo.test');
  await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
  // A public page: the help centre opens inside the buyer's own shell once signed in.
  await page.goto('/home');
  await page.getByRole('button', { name: 'Account menu' }).click();
  for (const item of ['My Dashboard', 'My Settings', 'Analytics', 'Help & Feedback']) {
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  }
  for (const item of ['Team Settings', 'System', 'Configurations']) {
    await expect(page.getByRole('menuitem', { name: item })).toHaveCount(0);
  }
  await page.getByRole('menuitem', { name: 'My Settings' }).click();
  await expect(page).toHaveURL(/\/account\/profile$/);
  await page.goto('/home');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  // Log Out revokes the token on the server first; a busy machine can take more than the default 5 s.
  await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('persist:b2b_admin_persist'))).toBeNull();
});
