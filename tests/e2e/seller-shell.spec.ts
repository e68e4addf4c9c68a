import type { Page } from '@playwright/test';
import { confirmLogout, expect, signIn, test } from './fixtures';

// The seller portal shell (spec "Seller portal shell"), with the fully onboarded demo seller.
// Expects the shell to be the layout route of the seller pages, with '/' showing the dashboard in it.

const SELLER = 'seller@demo.test';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Seller navigation' });
const section = (page: Page, name: string) => nav(page).getByRole('button', { name, exact: true });
const navLink = (page: Page, name: string) => nav(page).getByRole('link', { name, exact: true });
const title = (page: Page) => page.getByTestId('seller-header-title');
const userMenu = (page: Page) => page.getByRole('button', { name: /^Account menu for / });
const params = (page: Page) => new URL(page.url()).searchParams;

async function signInToShell(page: Page) {
  await signIn(page, SELLER);
  await expect(title(page)).toHaveText('Dashboard');
}

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('sections start open or closed as the spec lists them and open for their pages', async ({ page }) => {
    await signInToShell(page);
    await expect(section(page, 'Products')).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Product List', 'Inventory', 'Orders', 'Category Request']) await expect(navLink(page, name)).toBeVisible();
    await expect(section(page, 'Seller Store')).toHaveAttribute('aria-expanded', 'false');
    await expect(section(page, 'Profile')).toHaveAttribute('aria-expanded', 'false');
    await expect(navLink(page, 'Store Info')).toHaveCount(0);

    await page.goto('/store/main-markets');
    await expect(title(page)).toHaveText('Main Markets');
    await expect(section(page, 'Seller Store')).toHaveAttribute('aria-expanded', 'true');
    await expect(navLink(page, 'Main Markets')).toHaveAttribute('aria-current', 'page');

    await page.goto('/address');
    await expect(section(page, 'Profile')).toHaveAttribute('aria-expanded', 'true');
  });

  test('the header title follows the route, and the listing entry for routes with parameters', async ({ page }) => {
    // Fifteen full page loads of the signed-in app, about 2 s each on a shared CI machine.
    test.setTimeout(90_000);
    await signInToShell(page);
    const titles: Array<[string, string]> = [
      ['/dashboard', 'Dashboard'],
      ['/ProductList', 'Product List'],
      ['/Inventory', 'Inventory'],
      ['/Order', 'Orders'],
      ['/category-request', 'Category Request'],
      ['/SellerStoreWizard', 'Store Setup'],
      ['/store/bank-details', 'Bank Details'],
      ['/chat', 'Chat'],
      ['/documents', 'Documents'],
      ['/recovery-contacts', 'Recovery'],
      ['/address', 'Address'],
      ['/ProductListingForm/00000000-0000-4000-8000-000000000001', 'Products'],
      ['/ProductListingForm', 'New product'],
      ['/InventoryDetails/00000000-0000-4000-8000-000000000001', 'Inventory'],
      ['/OrderDetails/00000000-0000-4000-8000-000000000001', 'Orders'],
    ];
    for (const [path, text] of titles) {
      // Each load checks the session with the server; the next load waits for that answer. A load that
      // interrupts the check has been seen to arrive signed out, one run in four: an open bug, not what
      // this test is about.
      const statusChecked = page.waitForResponse((response) => response.url().endsWith('/v1/seller/get-status'));
      await page.goto(path);
      await expect(title(page), path).toHaveText(text);
      await statusChecked;
    }
    // Sidebar links change the title without a reload.
    await navLink(page, 'Orders').click();
    await expect(page).toHaveURL(/\/Order(\?|$)/);
    await expect(title(page)).toHaveText('Orders');
  });

  test('collapses to a rail with tooltips, and a reload keeps it', async ({ page }) => {
    await signInToShell(page);
    const sidebar = page.locator('aside.portal-sidebar');
    await expect(sidebar).toHaveCSS('width', '256px');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(page).toHaveURL(/sidebarCollapsed=true/);
    await expect(sidebar).toHaveCSS('width', '64px');

    await page.reload();
    await expect(sidebar).toHaveCSS('width', '64px');
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await navLink(page, 'Chat').hover();
    await expect(page.getByRole('tooltip')).toHaveText('Chat');

    // Links keep the rail.
    await navLink(page, 'Chat').click();
    await expect(title(page)).toHaveText('Chat');
    expect(params(page).get('sidebarCollapsed')).toBe('true');
    await expect(sidebar).toHaveCSS('width', '64px');

    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(sidebar).toHaveCSS('width', '256px');
  });

  test('opening sections adds no history entry: Back goes to the previous page, Forward brings the sections back', async ({ page }) => {
    await signInToShell(page);
    await section(page, 'Seller Store').click();
    await expect(section(page, 'Seller Store')).toHaveAttribute('aria-expanded', 'true');
    expect(JSON.parse(params(page).get('expanded') ?? '{}')).toMatchObject({ store: true });

    await navLink(page, 'Company Overview').click();
    await expect(title(page)).toHaveText('Company Overview');
    await section(page, 'Products').click();
    await expect(section(page, 'Products')).toHaveAttribute('aria-expanded', 'false');

    await page.goBack();
    await expect(title(page)).toHaveText('Dashboard');
    await expect(section(page, 'Seller Store')).toHaveAttribute('aria-expanded', 'true');

    await page.goForward();
    await expect(title(page)).toHaveText('Company Overview');
    await expect(section(page, 'Products')).toHaveAttribute('aria-expanded', 'false');
    await expect(section(page, 'Seller Store')).toHaveAttribute('aria-expanded', 'true');
    await page.reload();
    await expect(section(page, 'Seller Store')).toHaveAttribute('aria-expanded', 'true');
  });

  test('the search box finds pages and the command palette opens with Ctrl+K', async ({ page }) => {
    await signInToShell(page);
    const search = page.getByPlaceholder('Search...');
    await search.fill('inven');
    await expect(page.getByRole('option', { name: 'Inventory' })).toBeVisible();
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect(title(page)).toHaveText('Inventory');

    await page.keyboard.press('Control+k');
    const palette = page.getByRole('combobox', { name: 'Command palette search' });
    await expect(palette).toBeFocused();
    await palette.fill('bank');
    // kbar filters on a short throttle: wait until the match is the active row.
    await expect(page.getByRole('option', { name: 'Bank Details' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(title(page)).toHaveText('Bank Details');
  });

  test('the notification button opens the notifications dropdown (its live count: notifications.spec.ts)', async ({ page }) => {
    await signInToShell(page);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const menu = page.getByRole('menu', { name: 'Notifications' });
    await expect(menu.getByRole('menuitem', { name: 'Mark all read' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'View all notifications' })).toBeVisible();
  });

  test('the user menu works by keyboard', async ({ page }) => {
    await signInToShell(page);
    const trigger = userMenu(page);
    await expect(trigger).toContainText('Li Wei');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');

    await trigger.focus();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByText(SELLER, { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(trigger).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Account' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Account' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile(\?|$)/);
    await expect(title(page)).toHaveText('Profile');
    await expect(page.getByRole('menu')).toHaveCount(0);
  });

  test('log out asks in a centred dialog: No stays, Yes signs out', async ({ page }) => {
    await signInToShell(page);
    await userMenu(page).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Logout' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Are you sure, you want to logout?');
    await expect(page.locator('.confirm-dialog .ant-modal')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Yes' })).toHaveClass(/ant-btn-dangerous/);

    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    await expect(title(page)).toHaveText('Dashboard');

    await userMenu(page).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await confirmLogout(page);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('persist:b2b_admin_persist'))).toBeNull();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the sidebar is a drawer with an overlay that closes after choosing a sub-item', async ({ page }) => {
    await signInToShell(page);
    await expect(page.locator('aside.portal-sidebar')).toHaveCount(0);
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.locator('.portal-drawer.ant-drawer-open');
    await expect(drawer).toBeVisible();
    await expect(page.locator('.portal-drawer .ant-drawer-mask')).toBeVisible();
    await section(page, 'Seller Store').click();
    await navLink(page, 'Store Info').click();
    await expect(drawer).toHaveCount(0);
    await expect(title(page)).toHaveText('Store Info');
    expect(JSON.parse(params(page).get('expanded') ?? '{}')).toMatchObject({ store: true });

    // The overlay closes it too, and so does Escape.
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(370, 400);
    await expect(drawer).toHaveCount(0);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
  });

  test('the user menu is a bottom sheet and log out is a bottom drawer', async ({ page }) => {
    await signInToShell(page);
    await userMenu(page).click();
    await expect(page.locator('.dropdown-panel.is-sheet')).toBeVisible();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Logout' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('.confirm-dialog .ant-drawer-content-wrapper')).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('the search box folds into a button and opens pages', async ({ page }) => {
    await signInToShell(page);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const search = page.getByPlaceholder('Search...');
    await expect(search).toBeFocused();
    await search.fill('address');
    await page.getByRole('option', { name: 'Address' }).click();
    await expect(title(page)).toHaveText('Address');
  });
});
