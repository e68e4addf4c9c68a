import type { Page } from '@playwright/test';
import { choose, confirmLogout, expect, expectNoSidewaysScroll, shot, signIn, test, waitForContent } from './fixtures';

// The buyer shell with the demo buyer: the side menu on a laptop (a rail that opens on hover) and a
// phone (a drawer), the notifications dropdown, saving the account profile, the contact form, and
// logging out through the 'Logout' dialog. Screenshots at 1280 and 390 px go to SHOTS_DIR.

const title = (page: Page) => page.getByTestId('buyer-header-title');

async function signInBuyer(page: Page) {
  await signIn(page, 'buyer@demo.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Daniel Meyer' })).toBeVisible();
  await expect(page.getByText('Orders this month')).toBeVisible();
}

test.describe('buyer shell', () => {
  test.describe.configure({ timeout: 120_000 });

  test.describe('on a laptop', () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('the menu is a rail that opens on hover, and pins open through the URL', async ({ page }) => {
      await signInBuyer(page);
      const sidebar = page.getByTestId('buyer-sidebar');
      await expect(sidebar).toHaveClass(/is-rail/);
      await expect(title(page)).toHaveText('Dashboard');
      await shot(page, 'buyer', 'dashboard-1280');

      await sidebar.hover();
      await expect(sidebar).not.toHaveClass(/is-rail/);
      await expect(sidebar.getByRole('link', { name: 'My Orders' })).toBeVisible();
      await shot(page, 'buyer', 'menu-hover-1280');
      await sidebar.getByRole('button', { name: 'Help' }).click();
      await sidebar.getByRole('link', { name: 'FAQ' }).click();
      await expect(page).toHaveURL(/\/support\/faq\?expanded=/);
      await expect(title(page)).toHaveText('FAQ');

      await page.mouse.move(900, 500);
      await page.getByRole('button', { name: 'Expand sidebar' }).click();
      await expect(page).toHaveURL(/sidebarCollapsed=false/);
      await page.reload();
      await expect(page.getByTestId('buyer-sidebar')).not.toHaveClass(/is-rail/);
      await expect(page.getByRole('navigation', { name: 'Buyer navigation' }).getByRole('link', { name: 'FAQ' })).toHaveAttribute('aria-current', 'page');
      await shot(page, 'buyer', 'faq-1280');
      // Pinning the menu changed the page's entry in place: Back leaves the FAQ.
      await page.goBack();
      await expect(title(page)).toHaveText('Dashboard');
      await expect(page).not.toHaveURL(/sidebarCollapsed=false/);
    });

    test('the notifications dropdown, the account profile and the contact form work', async ({ page }) => {
      await signInBuyer(page);
      await page.getByRole('button', { name: /^Notifications/ }).click();
      const menu = page.getByRole('menu', { name: 'Notifications' });
      await expect(menu.getByRole('menuitem', { name: 'Mark all read' })).toBeVisible();
      await shot(page, 'buyer', 'notifications-dropdown-1280');
      await menu.getByRole('menuitem', { name: 'View all notifications' }).click();
      await expect(page).toHaveURL(/\/notifications/);
      await expect(title(page)).toHaveText('Notifications');

      await page.getByRole('button', { name: 'Account menu for Daniel Meyer' }).click();
      await page.getByRole('menuitem', { name: 'Account Settings' }).click();
      await expect(page).toHaveURL(/\/account\/profile/);
      await page.getByLabel('Phone').fill('+44 20 7946 0958');
      await page.getByRole('button', { name: 'Save profile' }).click();
      await expect(page.getByText('Profile saved')).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('Phone')).toHaveValue('+44 20 7946 0958');
      await shot(page, 'buyer', 'account-profile-1280');

      await page.goto('/support/contact');
      await page.getByRole('button', { name: 'Send request' }).click();
      await expect(page.getByText('Choose what your request is about')).toBeVisible();
      await choose(page, 'Topic', 'Payment or invoice');
      await page.getByLabel('Subject').fill('Invoice for my last order');
      await page.getByRole('textbox', { name: 'Message' }).fill('Please send the invoice for my last order again; the first email did not arrive.');
      await shot(page, 'buyer', 'contact-1280');
      await page.getByRole('button', { name: 'Send request' }).click();
      await expect(page.getByText('Request sent')).toBeVisible();
      await page.getByRole('button', { name: 'View my requests' }).click();
      await expect(page).toHaveURL(/\/messages\/support/);
      await expect(page.getByText('Invoice for my last order', { exact: true })).toBeVisible();
      await shot(page, 'buyer', 'messages-support-1280');

      for (const [path, name, heading] of [
        ['/account/payment', 'payment', 'Payment'],
        ['/account/security', 'security', 'Security'],
        ['/business/profile', 'business-profile', 'Business Profile'],
        ['/analytics/sales', 'analytics', 'Spend Analytics'],
        ['/support/help', 'help', 'Help Center'],
        ['/address', 'address', 'Addresses'],
        ['/messages/all', 'messages-all', 'All Messages'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await waitForContent(page);
        await shot(page, 'buyer', `${name}-1280`);
      }
    });

    test('log out asks first, then clears the stored state and goes to "/"', async ({ page }) => {
      await signInBuyer(page);
      await page.getByRole('button', { name: 'Account menu for Daniel Meyer' }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      const dialog = page.getByRole('dialog', { name: 'Logout' });
      await expect(dialog.getByText('Are you sure, you want to logout?')).toBeVisible();
      await shot(page, 'buyer', 'logout-dialog-1280');
      await dialog.getByRole('button', { name: 'No' }).click();
      await expect(dialog).toBeHidden();
      await page.getByRole('button', { name: 'Account menu for Daniel Meyer' }).click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await confirmLogout(page);
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      expect(await page.evaluate(() => localStorage.getItem('persist:b2b_admin_persist'))).toBeNull();
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    test('the menu is a drawer, the bell a bottom sheet, and nothing scrolls sideways', async ({ page }) => {
      await signInBuyer(page);
      await expectNoSidewaysScroll(page);
      await shot(page, 'buyer', 'dashboard-390');
      await page.getByRole('button', { name: 'Open navigation' }).click();
      const drawer = page.getByRole('navigation', { name: 'Buyer navigation' });
      await expect(drawer.getByRole('link', { name: 'My Orders' })).toBeVisible();
      await shot(page, 'buyer', 'drawer-390');
      await drawer.getByRole('button', { name: 'Account' }).click();
      await drawer.getByRole('link', { name: 'Profile' }).click();
      await expect(page).toHaveURL(/\/account\/profile/);
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await shot(page, 'buyer', 'account-profile-390');

      await page.getByRole('button', { name: /^Notifications/ }).click();
      await expect(page.getByRole('menuitem', { name: 'View all notifications' })).toBeVisible();
      await shot(page, 'buyer', 'notifications-sheet-390');
      await page.keyboard.press('Escape');

      for (const [path, name] of [
        ['/support/contact', 'contact'],
        ['/support/faq', 'faq'],
        ['/analytics/sales', 'analytics'],
        ['/business/profile', 'business-profile'],
        ['/account/payment', 'payment'],
        ['/messages/support', 'messages-support'],
      ] as const) {
        await page.goto(path);
        await waitForContent(page);
        await expectNoSidewaysScroll(page);
        await shot(page, 'buyer', `${name}-390`);
      }
    });
  });
});
