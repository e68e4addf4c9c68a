import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

// axe-core (WCAG 2.0 and 2.1, A and AA, with the label-in-name rule axe ships as experimental) over about
// thirty pages for the four kinds of user: the public pages, and the main pages of a buyer (the RFQ form
// among them), a seller and staff. No serious or critical violation. Each page is checked once it has
// shown its main content; one sign-in per kind of user keeps the sweep short.

// Many pages per test, each analysed in full.
test.describe.configure({ timeout: 120_000 });

async function expectNoSeriousViolations(page: Page, label: string) {
  // Loading skeletons and transitions would be checked half-drawn: wait until nothing is busy. (Not
  // 'networkidle': signed-in pages keep a live event stream open.)
  await page.waitForLoadState('load');
  await expect(page.locator('[aria-busy="true"], .ant-spin-spinning, .ant-skeleton-active, .app-skeleton')).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    .options({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      // WCAG 2.5.3 (label in name): a control's name holds the words it shows ("Ctrl K", a badge's count, a name).
      rules: { 'label-content-name-mismatch': { enabled: true } },
    })
    .analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    }));
  // Soft: one run reports every page's findings, not only the first page's.
  expect.soft(serious, `axe on ${label}`).toEqual([]);
}

async function demoProduct(page: Page): Promise<{ id: string; supplierId: string }> {
  const response = await page.request.get('/v1/public/products?limit=1');
  const body = (await response.json()) as { data: Array<{ id: string; supplier: { id: string } }> };
  return { id: body.data[0].id, supplierId: body.data[0].supplier.id };
}

const PUBLIC_PAGES = [
  '/seller',
  '/home',
  '/Public-dashboard',
  '/HelpCenter',
  '/helpCenterDetails?id=payment-methods',
  '/login',
  '/signup',
  '/seller/register',
  '/recovery-login',
  '/no-such-page',
];

test('public pages have no serious accessibility violations', async ({ page }) => {
  for (const path of PUBLIC_PAGES) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expectNoSeriousViolations(page, path);
  }
  const product = await demoProduct(page);
  for (const path of [`/PublicProductDetails/${product.id}`, `/supplier/${product.supplierId}`]) {
    await page.goto(path);
    await expect(page.locator('h1').first()).toBeVisible();
    await expectNoSeriousViolations(page, path);
  }
});

test('public pages in Hindi and Chinese have no serious accessibility violations', async ({ page }) => {
  for (const language of ['hi', 'zh']) {
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
    for (const path of ['/seller', '/home', '/HelpCenter', '/login']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('h1').first()).toBeVisible();
      await expectNoSeriousViolations(page, `${path} (${language})`);
    }
  }
});

test('the main seller pages have no serious accessibility violations', async ({ page }) => {
  await signIn(page, 'seller@demo.test');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  for (const path of ['/dashboard', '/ProductList', '/Order', '/Inventory', '/SellerStoreWizard', '/documents', '/rfq']) {
    await page.goto(path);
    await expect(page.locator('main h1, main [role="heading"]').first()).toBeVisible();
    await expectNoSeriousViolations(page, path);
  }
});

test('the main buyer pages have no serious accessibility violations', async ({ page }) => {
  await signIn(page, 'buyer@demo.test');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  for (const path of ['/dashboard', '/orders/all', '/cart', '/account/profile', '/rfq/new', '/rfq/mine']) {
    await page.goto(path);
    await expect(page.locator('main h1, main [role="heading"]').first()).toBeVisible();
    await expectNoSeriousViolations(page, path);
  }
});

test('the main back-office pages have no serious accessibility violations', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  for (const path of ['/admin', '/admin/sellers', '/admin/rfqs', '/admin/reviews', '/admin/audit-log']) {
    await page.goto(path);
    await expect(page.locator('main h1, main [role="heading"]').first()).toBeVisible();
    await expectNoSeriousViolations(page, path);
  }
});

test('the phone header keeps the chat icon and its unread count', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'seller@demo.test');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/dashboard');
  const chat = page.getByRole('banner').getByRole('link', { name: /^Chat/ });
  await expect(chat).toBeVisible();
  await expectNoSeriousViolations(page, '/dashboard at 390 px');
});

/** The element that has focus, or the field box around it, shows an outline or a box shadow (the focus ring). */
async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const box = element.closest('.ant-input-affix-wrapper, .ant-input-number, .ant-picker, .ant-select, .plain-input') ?? element;
    return [element, box].some((candidate) => {
      const style = getComputedStyle(candidate);
      return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    });
  });
  expect(ring, 'something has focus').not.toBeNull();
  expect(ring, 'the focused element shows a ring').toBe(true);
}

test('the public top bar and the sign-in form are usable by keyboard with a visible focus', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/HelpCenter');
  await expect(page.getByRole('heading', { level: 1, name: 'Help Center' })).toBeVisible();
  const bar = page.getByRole('banner');
  // The first stop is the skip link, then the top bar's links in order.
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveClass(/skip-link/);
  await expectVisibleFocus(page);
  const reached: string[] = [];
  for (let i = 0; i < 12 && reached.length < 4; i += 1) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.innerText?.trim() ?? '');
    if (await bar.locator(':focus').count()) {
      await expectVisibleFocus(page);
      if (['Help Center', 'Become Seller', 'Sign In', 'Sign Up'].includes(name)) reached.push(name);
    }
  }
  expect(reached).toEqual(expect.arrayContaining(['Help Center', 'Become Seller', 'Sign In', 'Sign Up']));

  await page.goto('/login');
  const email = page.getByLabel('Email');
  // The rendered page's fields stay disabled until its script has taken it over (PageFrame): a disabled
  // field takes no focus, so wait for that moment as a reader's keyboard would.
  await expect(email).toBeEnabled();
  await email.focus();
  await expectVisibleFocus(page);
  await page.keyboard.type('buyer@demo.test');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.type('Demo1234!');
  // Tab on to the submit button (past the show-password toggle and the 'Forgot password?' link, each
  // with its ring) and press Enter.
  for (let i = 0; i < 5; i += 1) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    if (await page.getByRole('button', { name: 'Sign in' }).evaluate((el) => el === document.activeElement)) break;
  }
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
});
