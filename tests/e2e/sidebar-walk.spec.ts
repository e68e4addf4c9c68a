import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

// A seller and a staff member click through every entry of their sidebar, as new users do, in the
// menu's order and back again, on a laptop and on a phone. Any page error, error screen or empty main
// area fails the walk, naming the entry; Back and Forward then replay the last pages.

interface Entry {
  section?: string;
  link: string;
}

interface Portal {
  name: string;
  email: string;
  navLabel: string;
  /** The heading that shows the portal is ready after sign-in. */
  ready: (page: Page) => Locator;
}

const PORTALS: Portal[] = [
  { name: 'seller portal', email: 'seller@demo.test', navLabel: 'Seller navigation', ready: (page) => page.getByTestId('seller-header-title') },
  { name: 'back office', email: 'admin@demo.test', navLabel: 'Back office', ready: (page) => page.locator('main h1').first() },
];

const WIDTHS = [
  { label: 'laptop', viewport: { width: 1280, height: 800 } },
  { label: 'phone', viewport: { width: 390, height: 844 } },
];

const nav = (page: Page, portal: Portal) => page.getByRole('navigation', { name: portal.navLabel });
const narrow = (page: Page) => (page.viewportSize()?.width ?? 1280) < 992;

async function openNav(page: Page, portal: Portal) {
  if (narrow(page) && !(await nav(page, portal).isVisible())) await page.getByRole('button', { name: 'Open navigation' }).click();
  await expect(nav(page, portal)).toBeVisible();
}

/** Runs `action`, then waits for the phone's navigation drawer to finish closing. */
async function closedAfter(page: Page, portal: Portal, action: () => Promise<void>) {
  await action();
  await expect(nav(page, portal)).toBeHidden();
}

/** Every link of the sidebar, with the section it sits in (each section is opened to read it). */
async function readEntries(page: Page, portal: Portal): Promise<Entry[]> {
  await openNav(page, portal);
  const sections = nav(page, portal).locator('button[aria-expanded="false"]');
  // One at a time, each click waited for: the open state travels through the URL, and a count read
  // before it lands would click a section twice (closing it) or wait for one that is already open.
  while ((await sections.count()) > 0) {
    const label = (await sections.first().innerText()).trim();
    await sections.first().click();
    await expect(nav(page, portal).getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-expanded', 'true');
  }
  const entries = await nav(page, portal).evaluate((root) =>
    [...root.querySelectorAll('a')].map((a) => {
      const panel = a.closest('ul.portal-nav-sub');
      return { link: a.textContent?.trim() ?? '', section: panel?.getAttribute('aria-label') ?? undefined };
    }),
  );
  if (narrow(page)) await closedAfter(page, portal, () => page.keyboard.press('Escape'));
  return entries.filter((entry) => entry.link !== '');
}

/** The page in the main area is a real page: a title, no error screen, no spinner left, some text. */
async function expectPageShown(page: Page, what: string, errors: string[]) {
  const main = page.locator('main');
  await expect(main.locator('h1').first(), `${what}: a page title`).toBeVisible({ timeout: 15_000 });
  await expect(main.locator('[aria-busy="true"]'), `${what}: done loading`).toHaveCount(0, { timeout: 15_000 });
  await expect(main.locator('.page-error'), `${what}: no error screen`).toHaveCount(0);
  // A pane may render its own content a moment after the title (the chat list after its first page).
  await expect.poll(async () => (await main.innerText()).trim().length, { message: `${what}: the main area is not blank` }).toBeGreaterThan(20);
  expect(errors, `${what}: no page errors`).toEqual([]);
}

async function clickEntry(page: Page, portal: Portal, entry: Entry) {
  await openNav(page, portal);
  if (entry.section) {
    const toggle = nav(page, portal).getByRole('button', { name: entry.section, exact: true });
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  }
  const link = nav(page, portal).getByRole('link', { name: entry.link, exact: true });
  if (narrow(page)) await closedAfter(page, portal, () => link.click());
  else await link.click();
}

for (const portal of PORTALS) {
  for (const width of WIDTHS) {
    test.describe(`${portal.name} on a ${width.label}`, () => {
      test.use({ viewport: width.viewport, hasTouch: width.label === 'phone' });
      test.describe.configure({ timeout: 300_000 });

      test('every sidebar entry opens its own page, in the menu order and back', async ({ page }) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await signIn(page, portal.email);
        // The sign-in page has a heading of its own: wait until it is gone.
        await page.waitForURL((url) => !url.pathname.startsWith('/login'));
        await expect(portal.ready(page)).toBeVisible();

        const entries = await readEntries(page, portal);
        expect(entries.length).toBeGreaterThan(5);
        const walk = [...entries, ...[...entries].reverse().slice(1)];
        for (const entry of walk) {
          await clickEntry(page, portal, entry);
          await expectPageShown(page, `${entry.section ? `${entry.section} › ` : ''}${entry.link}`, errors);
        }

        // The browser's own buttons go through the same pages.
        for (let step = 0; step < 4; step++) {
          await page.goBack();
          await expectPageShown(page, `Back, step ${step + 1}`, errors);
        }
        for (let step = 0; step < 2; step++) {
          await page.goForward();
          await expectPageShown(page, `Forward, step ${step + 1}`, errors);
        }
      });
    });
  }
}
