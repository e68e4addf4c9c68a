import type { Page } from '@playwright/test';
import { expect, expectNoSidewaysScroll, shot, signIn, test } from './fixtures';

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

const TITLES = {
  en: { seller: 'Reach business buyers in every market with one membership', home: 'Source from verified suppliers worldwide' },
  hi: { seller: 'एक सदस्यता से हर बाज़ार के व्यावसायिक खरीदारों तक पहुँचें', home: 'दुनिया भर के सत्यापित सप्लायरों से सोर्सिंग करें' },
  zh: { seller: '一个会员，触达各个市场的企业买家', home: '向全球认证供应商采购' },
} as const;

/** No button-like link or button is cut off: its text fits the box it is drawn in. */
async function expectNoClippedControls(page: Page) {
  const clipped = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main a.link-button, main button, .topbar-link, .ant-btn')]
      .filter((element) => element.offsetParent !== null && element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.innerText.trim()),
  );
  expect(clipped).toEqual([]);
}

/**
 * Hindi text is drawn in the app's Devanagari font from its first paint: the font is ready when the page
 * shows, and every element holding Devanagari (controls too) asks for the app's font stack. A machine
 * without a system Devanagari font (this one) would otherwise show boxes, or Arial's nothing, in a button.
 */
async function expectHindiInItsFont(page: Page) {
  const { ready, strays } = await page.evaluate(() => {
    const devanagari = /[\u0900-\u097F]/;
    const strays: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || !devanagari.test(node.textContent ?? '') || element.closest('[hidden], [aria-hidden="true"]')) continue;
      if (!getComputedStyle(element).fontFamily.includes('Noto Sans Devanagari')) strays.push(`${element.tagName.toLowerCase()}: ${node.textContent?.trim()}`);
    }
    return { ready: document.fonts.check('1em "Noto Sans Devanagari"', 'हिन्दी'), strays: strays.slice(0, 5) };
  });
  expect(ready, 'the Devanagari font is loaded when the page shows').toBe(true);
  expect(strays, 'elements whose font stack has no Devanagari font').toEqual([]);
}

for (const language of ['en', 'hi', 'zh'] as const) {
  test(`the landing pages and the help center read in ${language} at 1280 and 390 px`, async ({ page }) => {
    await page.addInitScript((lng) => localStorage.setItem('i18nextLng', lng), language);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/seller');
      await expect(page.getByRole('heading', { level: 1, name: TITLES[language].seller })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      if (language === 'hi') await expectHindiInItsFont(page);
      await expectNoSidewaysScroll(page);
      await expectNoClippedControls(page);
      await shot(page, 'landing', `seller-${language}-${width}`);

      await page.goto('/home');
      await expect(page.getByRole('heading', { level: 1, name: TITLES[language].home })).toBeVisible();
      await expect(page.locator('.home-products article').first()).toBeVisible();
      if (language === 'hi') await expectHindiInItsFont(page);
      await expectNoSidewaysScroll(page);
      await expectNoClippedControls(page);
      await shot(page, 'landing', `home-${language}-${width}`);

      await page.goto('/HelpCenter');
      await expect(page.locator('.help-list li').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot(page, 'landing', `help-${language}-${width}`);
    }
  });
}

test('the language chosen in the top bar stays after a reload, on a phone too', async ({ page }) => {
  await page.goto('/seller');
  await page.getByRole('banner').getByLabel('Language').selectOption('zh');
  await expect(page.getByRole('heading', { level: 1, name: TITLES.zh.seller })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: '帮助中心' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: TITLES.zh.seller })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('banner').getByLabel('语言').selectOption('hi');
  await expect(page.getByRole('heading', { level: 1, name: TITLES.hi.seller })).toBeVisible();
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: TITLES.hi.home })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('hi');
});

test.describe('a first visit', () => {
  test.use({ locale: 'zh-CN' });
  test('is in the browser’s language when the app has it', async ({ page }) => {
    await page.goto('/seller');
    await expect(page.getByRole('heading', { level: 1, name: TITLES.zh.seller })).toBeVisible();
  });
});

test('the seller portal fits in Hindi and Chinese at 1280 and 390 px', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'seller@demo.test');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  for (const language of ['hi', 'zh'] as const) {
    await page.evaluate((lng) => localStorage.setItem('i18nextLng', lng), language);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, name] of [
        ['/ProductList', 'products'],
        ['/SellerStoreWizard', 'store'],
      ] as const) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator('main h1').first()).toBeVisible();
        if (language === 'hi') await expectHindiInItsFont(page);
        await expectNoSidewaysScroll(page);
        await shot(page, 'landing', `portal-${name}-${language}-${width}`);
      }
    }
  }
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
});
