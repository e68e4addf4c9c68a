import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../src/i18n';
import { sessionStore, STORAGE_KEY } from '../../../src/providers/session';
import { resetToasts, toastStore } from '../../../src/providers/toast';
import { initTestI18n, makeUser, signInAs } from '../onboarding/helpers';
import { chatShellHandlers } from '../chat/shell-handlers';
import { notificationShellHandlers } from '../notifications/shell-handlers';
import { apiUrl, useMswServer } from '../setup';
import { currentUrl, headerTitle, renderShell, setViewportWidth } from './helpers';

const server = useMswServer(...chatShellHandlers(), ...notificationShellHandlers(() => 3));

beforeAll(async () => {
  await initTestI18n();
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  resetToasts();
  signInAs(makeUser({ name: 'Li Wei', email: 'seller@demo.test' }));
});
afterEach(() => {
  sessionStore.clear();
  resetToasts();
});

const sidebar = () => screen.getByRole('navigation', { name: 'Seller navigation' });
const sectionButton = (name: string) => within(sidebar()).getByRole('button', { name });
const navLink = (name: string) => within(sidebar()).getByRole('link', { name });
const hasNavLink = (name: string) => within(sidebar()).queryByRole('link', { name }) !== null;

describe('sidebar sections on a large screen', () => {
  beforeEach(() => setViewportWidth(1280));

  it('opens Dashboard and Products by default and keeps Seller Store and Profile closed', () => {
    renderShell('/dashboard');
    expect(sectionButton('Dashboard')).toHaveAttribute('aria-expanded', 'true');
    expect(hasNavLink('Analytics')).toBe(true);
    expect(sectionButton('Products')).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Product List', 'Inventory', 'Orders', 'Category Request']) expect(hasNavLink(name), name).toBe(true);
    expect(sectionButton('Seller Store')).toHaveAttribute('aria-expanded', 'false');
    expect(sectionButton('Profile')).toHaveAttribute('aria-expanded', 'false');
    expect(hasNavLink('Store Info')).toBe(false);
    expect(hasNavLink('Documents')).toBe(false);
    expect(navLink('Home')).toHaveAttribute('aria-current', 'page');
  });

  it('opens the section of the current page', () => {
    renderShell('/store/company-overview');
    expect(sectionButton('Seller Store')).toHaveAttribute('aria-expanded', 'true');
    expect(navLink('Company Overview')).toHaveAttribute('aria-current', 'page');
    expect(sectionButton('Profile')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens Profile for its sub-item paths', () => {
    renderShell('/recovery-contacts');
    expect(sectionButton('Profile')).toHaveAttribute('aria-expanded', 'true');
    expect(navLink('Recovery')).toHaveAttribute('aria-current', 'page');
  });

  it('follows the expanded parameter over the defaults and the path', () => {
    renderShell(`/ProductList?expanded=${encodeURIComponent('{"products":false,"profile":true}')}`);
    expect(sectionButton('Products')).toHaveAttribute('aria-expanded', 'false');
    expect(hasNavLink('Inventory')).toBe(false);
    expect(sectionButton('Profile')).toHaveAttribute('aria-expanded', 'true');
    expect(hasNavLink('Address')).toBe(true);
  });

  it('writes a toggle into the URL in place: Back leaves the page instead of replaying the sidebar', async () => {
    const user = userEvent.setup();
    const { router } = renderShell('/Inventory');
    await act(() => router.navigate('/dashboard?page=2'));
    await user.click(sectionButton('Seller Store'));
    expect(currentUrl(router)).toBe('/dashboard?page=2&expanded={"store":true}');
    expect(sectionButton('Seller Store')).toHaveAttribute('aria-expanded', 'true');
    expect(hasNavLink('Bank Details')).toBe(true);

    await user.click(sectionButton('Products'));
    expect(new URLSearchParams(router.state.location.search).get('expanded')).toBe('{"store":true,"products":false}');
    expect(hasNavLink('Inventory')).toBe(false);

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/Inventory');
    // Forward comes back to the page as it was left, both toggles in its URL.
    await act(() => router.navigate(1));
    expect(currentUrl(router)).toBe('/dashboard?page=2&expanded={"store":true,"products":false}');
  });

  it('collapses to the icon rail through sidebarCollapsed and back', async () => {
    const user = userEvent.setup();
    const { router, container } = renderShell('/Inventory');
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(new URLSearchParams(router.state.location.search).get('sidebarCollapsed')).toBe('true');
    expect(container.querySelector('.portal-sidebar')).toHaveClass('is-rail');
    // Names stay available to screen readers; sub-items are reached by expanding again.
    expect(navLink('Chat')).toBeInTheDocument();
    expect(hasNavLink('Inventory')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(new URLSearchParams(router.state.location.search).get('sidebarCollapsed')).toBe('false');
    expect(container.querySelector('.portal-sidebar')).not.toHaveClass('is-rail');
  });

  it('starts as a rail when the URL says so (reload) and shows names in tooltips to the right', async () => {
    const user = userEvent.setup();
    const { container } = renderShell('/Inventory?sidebarCollapsed=true');
    expect(container.querySelector('.portal-sidebar')).toHaveClass('is-rail');
    await user.hover(navLink('Chat'));
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Chat');
    expect(tip).toHaveAttribute('data-placement', 'right');
    expect(navLink('Chat')).toHaveAttribute('aria-describedby', tip.id);
  });

  it('from the rail, a section icon brings the full sidebar back with that section open', async () => {
    const user = userEvent.setup();
    const { router } = renderShell('/dashboard?sidebarCollapsed=true');
    await user.click(sectionButton('Profile'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('sidebarCollapsed')).toBe('false');
    expect(params.get('expanded')).toBe('{"profile":true}');
    expect(hasNavLink('Documents')).toBe(true);
  });

  it('keeps the sidebar parameters on every sidebar link and marks the sub-item section open', () => {
    const expanded = '{"store":true}';
    renderShell(`/dashboard?sidebarCollapsed=false&expanded=${encodeURIComponent(expanded)}&page=4`);
    const href = (name: string) => decodeURIComponent(navLink(name).getAttribute('href') ?? '');
    expect(href('Chat')).toBe('/chat?sidebarCollapsed=false&expanded={"store":true}');
    expect(href('Store Info')).toBe('/store/basic-info?sidebarCollapsed=false&expanded={"store":true}');
    expect(href('Inventory')).toBe('/Inventory?sidebarCollapsed=false&expanded={"store":true,"products":true}');
  });

  it('carries the sidebar parameters over when a page links with a plain path', async () => {
    const { router } = renderShell('/ProductList?sidebarCollapsed=true');
    await act(() => router.navigate('/ProductListingForm/7'));
    await waitFor(() => expect(currentUrl(router)).toBe('/ProductListingForm/7?sidebarCollapsed=true'));
    expect(headerTitle()).toBe('Products');
    // Back returns to exactly what that entry had.
    await act(() => router.navigate(-1));
    expect(currentUrl(router)).toBe('/ProductList?sidebarCollapsed=true');
  });
});

describe('sidebar on a small screen', () => {
  beforeEach(() => setViewportWidth(390));

  const drawer = () => document.querySelector('.portal-drawer .ant-drawer-content-wrapper');
  const drawerOpen = () => document.querySelector('.portal-drawer.ant-drawer-open') !== null;
  /** The drawer's code loads when it first opens. */
  const openDrawer = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    await waitFor(() => expect(drawerOpen()).toBe(true));
  };

  it('is a drawer opened by the menu button, not a fixed sidebar', async () => {
    const user = userEvent.setup();
    const { container } = renderShell('/dashboard');
    expect(container.querySelector('.portal-sidebar')).toBeNull();
    const menu = screen.getByRole('button', { name: 'Open navigation' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await openDrawer(user);
    expect(drawer()).not.toBeNull();
    expect(document.querySelector('.portal-drawer .ant-drawer-mask')).not.toBeNull();
    expect(menu).toHaveAttribute('aria-expanded', 'true');
  });

  it("closes after a sub-item is chosen and opens that item's section", async () => {
    const user = userEvent.setup();
    const { router } = renderShell('/dashboard');
    await openDrawer(user);
    await user.click(navLink('Inventory'));
    expect(router.state.location.pathname).toBe('/Inventory');
    expect(new URLSearchParams(router.state.location.search).get('expanded')).toBe('{"products":true}');
    await waitFor(() => expect(drawerOpen()).toBe(false));
  });

  it('closes on Escape and on the overlay', async () => {
    const user = userEvent.setup();
    renderShell('/dashboard');
    await openDrawer(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(drawerOpen()).toBe(false));

    await openDrawer(user);
    const mask = document.querySelector<HTMLElement>('.portal-drawer .ant-drawer-mask');
    if (!mask) throw new Error('no overlay');
    fireEvent.click(mask);
    await waitFor(() => expect(drawerOpen()).toBe(false));
  });
});

describe('header title', () => {
  beforeEach(() => setViewportWidth(1280));

  it.each([
    ['/dashboard', 'Dashboard'],
    ['/ProductList', 'Product List'],
    ['/Inventory', 'Inventory'],
    ['/Order', 'Orders'],
    ['/category-request', 'Category Request'],
    ['/store/bank-details', 'Bank Details'],
    ['/chat', 'Chat'],
    ['/documents', 'Documents'],
    ['/recovery-contacts', 'Recovery'],
    ['/address', 'Address'],
    ['/ProductListingForm/12', 'Products'],
    ['/InventoryDetails/12', 'Inventory'],
    ['/OrderDetails/12', 'Orders'],
  ])('%s shows "%s"', (path, text) => {
    renderShell(path);
    expect(headerTitle()).toBe(text);
    expect(screen.getByRole('main', { name: text })).toBeInTheDocument();
    expect(document.title).toBe(`${text} · B2B Marketplace`);
  });

  it('follows navigation', async () => {
    const user = userEvent.setup();
    const { router } = renderShell('/dashboard');
    await user.click(navLink('Orders'));
    expect(router.state.location.pathname).toBe('/Order');
    expect(headerTitle()).toBe('Orders');
  });

  it('shows the unread notifications count from the API on the bell', async () => {
    renderShell('/dashboard');
    const button = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    expect(button.querySelector('.count-badge-count')).toHaveTextContent('3');
  });
});

describe('user menu', () => {
  beforeEach(() => setViewportWidth(1280));

  const trigger = () => screen.getByRole('button', { name: /^Account menu for / });

  it('shows the name, the email and the first letter of the name', async () => {
    const user = userEvent.setup();
    renderShell('/dashboard');
    expect(trigger()).toHaveAccessibleName('Account menu for Li Wei');
    expect(trigger()).toHaveTextContent('Li Wei');
    expect(trigger().querySelector('.user-avatar')).toHaveTextContent('L');
    await user.click(trigger());
    const menu = screen.getByRole('menu');
    expect(screen.getByText('seller@demo.test')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Account', 'Log out']);
  });

  it('upper-cases the first letter of a lower-case name', () => {
    sessionStore.updateProfile({ profileimage: null, email: 'm@example.com', user_name: 'meera iyer', phone: null, authLoading: false });
    renderShell('/dashboard');
    expect(trigger().querySelector('.user-avatar')).toHaveTextContent('M');
  });

  it('falls back to "User Name" and "U" without a name', () => {
    sessionStore.updateProfile({ profileimage: null, email: null, user_name: null, phone: null, authLoading: false });
    renderShell('/dashboard');
    expect(trigger()).toHaveAccessibleName('Account menu for User Name');
    expect(trigger()).toHaveTextContent('User Name');
    expect(trigger().querySelector('.user-avatar')).toHaveTextContent('U');
  });

  it('shows the profile image when there is one', () => {
    sessionStore.updateProfile({ profileimage: '/uploads/li.png', email: 'seller@demo.test', user_name: 'Li Wei', phone: null, authLoading: false });
    renderShell('/dashboard');
    expect(trigger().querySelector('.user-avatar img')).toHaveAttribute('src', '/uploads/li.png');
  });

  it('opens by keyboard and Account goes to /profile', async () => {
    const user = userEvent.setup();
    const { router } = renderShell('/dashboard');
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Account' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(headerTitle()).toBe('Profile');
    expect(sectionButton('Profile')).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('log out', () => {
  beforeEach(() => setViewportWidth(1280));

  async function openLogout(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole('button', { name: /^Account menu for / }));
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }));
    return screen.findByRole('dialog', { name: 'Logout' });
  }

  it('asks first: "Logout", the question, No and Yes (danger); No keeps the session', async () => {
    const user = userEvent.setup();
    const { router } = renderShell('/Inventory');
    const dialog = await openLogout(user);
    expect(within(dialog).getByText('Are you sure, you want to logout?')).toBeInTheDocument();
    const buttons = within(dialog)
      .getAllByRole('button')
      .filter((button) => !button.classList.contains('ant-modal-close'));
    expect(buttons.map((button) => button.textContent)).toEqual(['No', 'Yes']);
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toHaveClass('ant-btn-dangerous');

    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Logout' })).toBeNull());
    expect(sessionStore.getState().login.token).toBe('test-token');
    expect(router.state.location.pathname).toBe('/Inventory');
  });

  it('Yes revokes the token, purges the stored session and goes to "/"', async () => {
    let revoked = false;
    server.use(
      http.post(apiUrl('auth/logout'), () => {
        revoked = true;
        return HttpResponse.json({ success: true, message: 'Signed out', data: null });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderShell('/Inventory?sidebarCollapsed=true');
    expect(localStorage.getItem(STORAGE_KEY)).not.toBeNull();
    const dialog = await openLogout(user);
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(revoked).toBe(true);
    expect(sessionStore.getState().login.token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });
});

describe('search box', () => {
  beforeEach(() => setViewportWidth(1280));

  const box = () => screen.getByRole('combobox', { name: 'Search pages, products and orders' });
  const options = () =>
    within(screen.getByRole('listbox', { hidden: true }))
      .queryAllByRole('option')
      .map((option) => option.textContent);

  it('has the placeholder "Search..."', () => {
    renderShell('/dashboard');
    expect(box()).toHaveAttribute('placeholder', 'Search...');
  });

  it('finds pages by name at once and opens the chosen one with the keyboard', async () => {
    server.use(
      http.get(apiUrl('products'), () => HttpResponse.json({ success: true, message: 'OK', data: [] })),
      http.get(apiUrl('orders'), () => HttpResponse.json({ success: true, message: 'OK', data: [] })),
    );
    const user = userEvent.setup();
    const { router } = renderShell('/dashboard?sidebarCollapsed=true');
    await user.type(box(), 'store');
    expect(options()).toEqual(['Store Setup', 'Store Info']);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1].id);
    await user.keyboard('{Enter}');
    expect(currentUrl(router)).toBe('/store/basic-info?sidebarCollapsed=true&expanded={"store":true}');
    expect(box()).toHaveValue('');
  });

  it('searches products and orders from two characters and lists them', async () => {
    const queries: string[] = [];
    server.use(
      http.get(apiUrl('products'), ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({ success: true, message: 'OK', data: [{ id: 'p-1', name: 'Steel bolts M8', sku: 'BOLT-M8' }] });
      }),
      http.get(apiUrl('orders'), ({ request }) => {
        queries.push(new URL(request.url).search);
        return HttpResponse.json({
          success: true,
          message: 'OK',
          data: [{ id: 'o-1', number: 'ORD-2026-000042', buyer: { name: 'Daniel Meyer', company: 'Meyer Tools GmbH' } }],
        });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderShell('/dashboard');
    await user.type(box(), 'ord');
    await waitFor(() => expect(options()).toContain('ORD-2026-000042Meyer Tools GmbH'));
    expect(options()).toEqual(['Orders', 'Steel bolts M8SKU BOLT-M8', 'ORD-2026-000042Meyer Tools GmbH']);
    // Typing is debounced: one call per resource for the settled text.
    expect(queries.sort()).toEqual(['?q=ord&limit=5', '?q=ord&limit=5']);
    await user.click(screen.getByRole('option', { name: /ORD-2026-000042/ }));
    expect(router.state.location.pathname).toBe('/OrderDetails/o-1');
  });

  it('does not call the server for one character', async () => {
    let called = false;
    server.use(
      http.get(apiUrl('products'), () => {
        called = true;
        return HttpResponse.json({ success: true, message: 'OK', data: [] });
      }),
    );
    const user = userEvent.setup();
    renderShell('/dashboard');
    await user.type(box(), 'c');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(called).toBe(false);
    expect(options()).toContain('Analytics');
  });

  it('stays quiet when the search calls fail: pages still match, no error toast', async () => {
    server.use(
      http.get(apiUrl('products'), () => HttpResponse.json({ success: false, message: 'Boom', data: null }, { status: 500 })),
      http.get(apiUrl('orders'), () => HttpResponse.error()),
    );
    const user = userEvent.setup();
    renderShell('/dashboard');
    await user.type(box(), 'inventory');
    await waitFor(() => expect(screen.queryByText('Searching products and orders…')).toBeNull());
    expect(options()).toEqual(['Inventory']);
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it('says when nothing matches, and Escape closes the list', async () => {
    server.use(
      http.get(apiUrl('products'), () => HttpResponse.json({ success: true, message: 'OK', data: [] })),
      http.get(apiUrl('orders'), () => HttpResponse.json({ success: true, message: 'OK', data: [] })),
    );
    const user = userEvent.setup();
    renderShell('/dashboard');
    await user.type(box(), 'zzz');
    expect(await screen.findByText('Nothing matches “zzz”')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('command palette', () => {
  // The palette loads on first use; loading its module once here keeps a busy machine's first import
  // out of each test's wait for it to open.
  beforeAll(async () => {
    await import('../../../src/shells/seller/CommandPalette');
  });
  beforeEach(() => {
    setViewportWidth(1280);
    // kbar animates with the Web Animations API, which jsdom lacks.
    if (!Element.prototype.animate) {
      Object.defineProperty(Element.prototype, 'animate', {
        configurable: true,
        writable: true,
        value: () => ({ cancel: () => {}, finished: Promise.resolve() }),
      });
    }
  });

  it('opens with Ctrl+K, lists the pages and goes to the chosen one', async () => {
    const user = userEvent.setup();
    const { router } = renderShell('/dashboard?sidebarCollapsed=true');
    await user.keyboard('{Control>}k{/Control}');
    const search = await screen.findByRole('combobox', { name: 'Command palette search' });
    expect(search).toHaveAttribute('placeholder', 'Go to a page…');
    await user.type(search, 'bank');
    // kbar filters on a throttled copy of the search, so the full list (Dashboard first) shows for a moment:
    // Enter goes to whichever option is selected, which must be the match by then.
    await waitFor(() => expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Bank Details'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/store/bank-details'));
    expect(new URLSearchParams(router.state.location.search).get('sidebarCollapsed')).toBe('true');
    expect(headerTitle()).toBe('Bank Details');
  });

  it('opens from the shortcut button in the search box', async () => {
    const user = userEvent.setup();
    renderShell('/dashboard');
    await user.click(screen.getByRole('button', { name: /^Open command palette/ }));
    expect(await screen.findByRole('combobox', { name: 'Command palette search' })).toBeInTheDocument();
  });

  it('loads once: after the first opening the shortcut closes and opens it again, one toggle per press', async () => {
    const user = userEvent.setup();
    renderShell('/dashboard');
    const palette = () => screen.queryByRole('combobox', { name: 'Command palette search' });
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('combobox', { name: 'Command palette search' })).toBeInTheDocument();
    await user.keyboard('{Control>}k{/Control}');
    await waitFor(() => expect(palette()).not.toBeInTheDocument());
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('combobox', { name: 'Command palette search' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(palette()).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /^Open command palette/ }));
    expect(await screen.findByRole('combobox', { name: 'Command palette search' })).toBeInTheDocument();
  });
});
