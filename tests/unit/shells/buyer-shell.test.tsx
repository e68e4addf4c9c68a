import '@ant-design/v5-patch-for-react-19';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { CatalogueFrame } from '../../../src/catalogue/CatalogueFrame';
import { SellerFrame } from '../../../src/shells/SellerFrame';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppNotification } from '../../../src/contract/buyer';
import i18n from '../../../src/i18n';
import { sessionStore, STORAGE_KEY } from '../../../src/providers/session';
import { resetToasts } from '../../../src/providers/toast';
import { BuyerShell } from '../../../src/shells/buyer/BuyerShell';
import { resetBuyerCounts } from '../../../src/providers/buyer-counts';
import { addToCart, emptyCart } from '../../../src/ordering/cart-api';
import { initTestI18n, makeUser, signInAs } from '../onboarding/helpers';
import { chatShellHandlers } from '../chat/shell-handlers';
import { apiUrl, useMswServer } from '../setup';
import { companyShellHandlers } from '../buyer/company-handlers';
import { setViewportWidth } from './helpers';

const ok = <T,>(data: T, extra: Record<string, unknown> = {}) => HttpResponse.json({ success: true, message: 'Request successful', data, ...extra });

const notification = (id: string, title: string, read: boolean, link: string | null = null): AppNotification => ({
  id,
  kind: 'order.shipped',
  title,
  body: `${title} body`,
  link,
  read_at: read ? '2026-01-02T10:00:00.000Z' : null,
  created_at: new Date(Date.now() - 3_600_000).toISOString(),
});

let summary = { pending_orders: 4, unread_notifications: 2, unread_messages: 0, cart_lines: 0 };
let latest: AppNotification[] = [];
const calls: string[] = [];

const server = useMswServer(
  ...chatShellHandlers(),
  ...companyShellHandlers(),
  http.get(apiUrl('buyer/summary'), () => ok(summary)),
  http.get(apiUrl('notifications/unread-count'), () => ok({ unread: summary.unread_notifications })),
  http.get(apiUrl('notifications'), ({ request }) => {
    calls.push(`GET notifications?${new URL(request.url).searchParams.toString()}`);
    return ok(latest, { total: latest.length, pagination: { page: 1, limit: 8, totalPages: 1 } });
  }),
  http.get(apiUrl('account/profile'), () => ok({ name: 'Daniel Meyer', email: 'buyer@demo.test', phone: null, avatar_url: null })),
);

beforeAll(async () => {
  await initTestI18n();
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  resetToasts();
  calls.length = 0;
  summary = { pending_orders: 4, unread_notifications: 2, unread_messages: 0, cart_lines: 0 };
  latest = [
    notification('n-1', 'Order ORD-1 shipped', false, '/orders/o-1'),
    notification('n-2', 'Order ORD-2 confirmed', false),
    notification('n-3', 'Welcome aboard', true),
  ];
  signInAs(makeUser({ name: 'Daniel Meyer', email: 'buyer@demo.test', roles: ['buyer'] }));
});
afterEach(() => {
  sessionStore.clear();
  resetBuyerCounts();
  resetToasts();
});

function PageProbe() {
  const location = useLocation();
  return <p data-testid="page">{`${location.pathname}${location.search}`}</p>;
}

function renderBuyerShell(route: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: <BuyerShell />,
        children: [
          { index: true, element: <PageProbe /> },
          { path: '*', element: <PageProbe /> },
        ],
      },
    ],
    { initialEntries: [route] },
  );
  const result = render(<RouterProvider router={router} />);
  return { ...result, router };
}

const url = (router: ReturnType<typeof renderBuyerShell>['router']) => decodeURIComponent(`${router.state.location.pathname}${router.state.location.search}`);
const nav = () => screen.getByRole('navigation', { name: 'Buyer navigation' });
const groupButton = (name: string) => within(nav()).getByRole('button', { name });
const hasLink = (name: string) => within(nav()).queryByRole('link', { name }) !== null;
const title = () => screen.getByTestId('buyer-header-title').textContent;

describe('side menu on a laptop', () => {
  beforeEach(() => setViewportWidth(1280));

  it('is a rail without sidebarCollapsed (collapsed unless "false") and opens over the page on hover', async () => {
    renderBuyerShell('/dashboard');
    const sidebar = screen.getByTestId('buyer-sidebar');
    expect(sidebar).toHaveClass('is-rail');
    expect(hasLink('My Orders')).toBe(false);
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');

    fireEvent.mouseEnter(sidebar.parentElement!);
    await waitFor(() => expect(sidebar).not.toHaveClass('is-rail'));
    expect(groupButton('Orders')).toHaveAttribute('aria-expanded', 'true');
    expect(hasLink('My Orders')).toBe(true);
    // Hovering is not a state change: the URL stays as it was.
    fireEvent.mouseLeave(sidebar.parentElement!);
    expect(sidebar).toHaveClass('is-rail');
  });

  it.each([['true'], ['yes'], ['']])('stays a rail for sidebarCollapsed=%j', (value) => {
    renderBuyerShell(`/dashboard?sidebarCollapsed=${value}`);
    expect(screen.getByTestId('buyer-sidebar')).toHaveClass('is-rail');
  });

  it('shows the full menu for sidebarCollapsed=false, Orders open by default, and every group of the spec', () => {
    renderBuyerShell('/dashboard?sidebarCollapsed=false');
    expect(screen.getByTestId('buyer-sidebar')).not.toHaveClass('is-rail');
    expect(within(nav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Orders', 'Messages', 'My Lists', 'Account', 'Help']) expect(groupButton(name)).toBeInTheDocument();
    expect(groupButton('Orders')).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['My Orders', 'Pending Orders', 'Completed Orders', 'Track Orders']) expect(hasLink(name)).toBe(true);
    expect(within(nav()).getByRole('link', { name: 'Track Orders' }).getAttribute('href')).toBe(
      `/logistics/tracking?sidebarCollapsed=false&expanded=${encodeURIComponent('{"orders":true}')}`,
    );
    expect(groupButton('Messages')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the group of the current page; the toggle writes "expanded" to the URL in place, and Back leaves the page', async () => {
    const user = userEvent.setup();
    const { router } = renderBuyerShell('/favorites');
    await act(() => router.navigate('/account/payment?sidebarCollapsed=false'));
    expect(groupButton('Account')).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('link', { name: 'Payment' })).toHaveAttribute('aria-current', 'page');
    expect(hasLink('Address')).toBe(true);

    await user.click(groupButton('Help'));
    expect(url(router)).toBe('/account/payment?sidebarCollapsed=false&expanded={"help":true}');
    expect(hasLink('FAQ')).toBe(true);
    await user.click(groupButton('Orders'));
    expect(hasLink('My Orders')).toBe(false);

    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/favorites');
  });

  it('the header button pins the menu open and collapses it again through the URL', async () => {
    const user = userEvent.setup();
    const { router } = renderBuyerShell('/orders/all');
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(url(router)).toBe('/orders/all?sidebarCollapsed=false');
    expect(screen.getByTestId('buyer-sidebar')).not.toHaveClass('is-rail');
    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(url(router)).toBe('/orders/all?sidebarCollapsed=true');
    expect(screen.getByTestId('buyer-sidebar')).toHaveClass('is-rail');
  });

  it('keeps the sidebar parameters when a page links with a plain path', async () => {
    const { router } = renderBuyerShell(`/dashboard?sidebarCollapsed=false&expanded=${encodeURIComponent('{"help":true}')}`);
    await act(() => router.navigate('/support/faq'));
    expect(url(router)).toBe('/support/faq?sidebarCollapsed=false&expanded={"help":true}');
  });
});

describe('access levels', () => {
  beforeEach(() => setViewportWidth(1280));

  it('without a token only the public Help group shows, and no counts or user menu', () => {
    sessionStore.clear();
    renderBuyerShell('/support/help?sidebarCollapsed=false');
    expect(
      within(nav())
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Help']);
    for (const name of ['Help Center', 'Contact Support', 'FAQ']) expect(hasLink(name)).toBe(true);
    for (const name of ['Dashboard', 'My Orders', 'Address', 'Favorites']) expect(hasLink(name)).toBe(false);
    expect(screen.queryByRole('link', { name: /Pending orders/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Notifications/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Account menu/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });
});

describe('top bar', () => {
  beforeEach(() => setViewportWidth(1280));

  it('takes the page title from the route', async () => {
    const { router } = renderBuyerShell('/account/security');
    expect(title()).toBe('Security');
    await act(() => router.navigate('/business/profile'));
    expect(title()).toBe('Business Profile');
    expect(document.title).toBe('Business Profile · B2B Marketplace');
  });

  it('shows the real counts from the API on the pending-orders, messages and notifications buttons', async () => {
    summary = { pending_orders: 4, unread_notifications: 7, unread_messages: 0, cart_lines: 0 };
    renderBuyerShell('/dashboard');
    const pending = await screen.findByRole('link', { name: 'Pending orders (4)' });
    expect(pending.getAttribute('href')).toMatch(/^\/orders\/pending/);
    expect(screen.getByRole('link', { name: 'Messages' }).getAttribute('href')).toMatch(/^\/messages\/all/);
    expect(await screen.findByRole('button', { name: 'Notifications, 7 unread' })).toBeInTheDocument();
    expect(calls).toContain('GET notifications?limit=8');
  });

  it('has a cart button with the cart’s line count that follows a change to the cart at once', async () => {
    summary = { ...summary, cart_lines: 3 };
    server.use(
      http.post(apiUrl('cart/items'), () => ok({ groups: [], item_count: 4, problem_count: 0 }, { message: 'Added to your cart' })),
      http.delete(apiUrl('cart'), () => ok({ groups: [], item_count: 0, problem_count: 0 }, { message: 'Cart emptied' })),
    );
    renderBuyerShell('/dashboard?sidebarCollapsed=false');
    const cart = await screen.findByRole('link', { name: 'Cart (3)' });
    expect(cart.getAttribute('href')).toBe('/cart?sidebarCollapsed=false');

    // Any page adding to the cart (the order box, "move to cart") answers the cart: the badge follows.
    await act(async () => {
      await addToCart('0b6f1c9e-1111-4a2b-8c3d-000000000001', 1200);
    });
    expect(screen.getByRole('link', { name: 'Cart (4)' })).toBeInTheDocument();
    await act(async () => {
      await emptyCart();
    });
    expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart?sidebarCollapsed=false');
  });

  it('searches the catalogue', async () => {
    const user = userEvent.setup();
    const { router } = renderBuyerShell('/dashboard');
    await user.type(screen.getByRole('searchbox', { name: 'Search the catalogue' }), 'steel bottles{Enter}');
    expect(url(router)).toBe('/Product?q=steel bottles');
  });
});

describe('notifications dropdown', () => {
  beforeEach(() => setViewportWidth(1280));

  async function openBell(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    return screen.findByRole('menu', { name: 'Notifications' });
  }

  it('lists the latest with the unread ones marked, then Mark all read and View all notifications', async () => {
    const user = userEvent.setup();
    renderBuyerShell('/dashboard');
    const menu = await openBell(user);
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.querySelector('.app-notification-title')?.textContent ?? item.textContent)).toEqual([
      'Order ORD-1 shipped (unread)',
      'Order ORD-2 confirmed (unread)',
      'Welcome aboard',
      'Mark all read',
      'View all notifications',
    ]);
    expect(items[0].querySelector('.app-notification')).toHaveClass('is-unread');
    expect(items[2].querySelector('.app-notification')).not.toHaveClass('is-unread');
    expect(screen.getByText('2 unread')).toBeInTheDocument();
  });

  it('Mark all read marks them on the server and clears the badge', async () => {
    let marked = false;
    server.use(
      http.post(apiUrl('notifications/read-all'), () => {
        marked = true;
        return ok({ updated: 2 }, { message: 'All notifications are marked as read' });
      }),
    );
    const user = userEvent.setup();
    renderBuyerShell('/dashboard');
    const menu = await openBell(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Mark all read' }));
    await waitFor(() => expect(marked).toBe(true));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    const reopened = await screen.findByRole('menu', { name: 'Notifications' });
    expect(reopened.querySelectorAll('.app-notification.is-unread')).toHaveLength(0);
    expect(within(reopened).getByRole('menuitem', { name: 'Mark all read' })).toBeDisabled();
  });

  it('View all notifications goes to /notifications', async () => {
    const user = userEvent.setup();
    const { router } = renderBuyerShell('/dashboard?sidebarCollapsed=false');
    const menu = await openBell(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'View all notifications' }));
    expect(url(router)).toBe('/notifications?sidebarCollapsed=false');
  });

  it('choosing an unread notification marks it read and opens its link', async () => {
    let readId = '';
    server.use(
      http.post(apiUrl('notifications/:id/read'), ({ params }) => {
        readId = String(params.id);
        return ok({ ...latest[0], read_at: new Date().toISOString() });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderBuyerShell('/dashboard');
    const menu = await openBell(user);
    await user.click(within(menu).getAllByRole('menuitem')[0]);
    expect(router.state.location.pathname).toBe('/orders/o-1');
    await waitFor(() => expect(readId).toBe('n-1'));
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });
});

describe('user menu and log out', () => {
  beforeEach(() => setViewportWidth(1280));

  it('shows the name and email and leads to Account Settings, Business Profile and View Analytics', async () => {
    const user = userEvent.setup();
    const { router } = renderBuyerShell('/dashboard');
    const open = async () => {
      await user.click(screen.getByRole('button', { name: 'Account menu for Daniel Meyer' }));
      return screen.findByRole('menu');
    };
    let menu = await open();
    expect(screen.getByText('buyer@demo.test')).toBeInTheDocument();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Account Settings', 'Business Profile', 'View Analytics', 'Log out']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Account Settings' }));
    expect(router.state.location.pathname).toBe('/account/profile');
    menu = await open();
    await user.click(within(menu).getByRole('menuitem', { name: 'Business Profile' }));
    expect(router.state.location.pathname).toBe('/business/profile');
    menu = await open();
    await user.click(within(menu).getByRole('menuitem', { name: 'View Analytics' }));
    expect(router.state.location.pathname).toBe('/analytics/sales');
  });

  it('Log out asks "Logout" first; No keeps the session, Yes revokes it, purges the stored state and goes to "/"', async () => {
    let revoked = false;
    server.use(
      http.post(apiUrl('auth/logout'), () => {
        revoked = true;
        return ok(null, { message: 'Signed out' });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderBuyerShell('/orders/all');
    const openDialog = async () => {
      await user.click(screen.getByRole('button', { name: 'Account menu for Daniel Meyer' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
      return screen.findByRole('dialog', { name: 'Logout' });
    };
    let dialog = await openDialog();
    expect(within(dialog).getByText('Are you sure, you want to logout?')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toHaveClass('ant-btn-dangerous');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Logout' })).toBeNull());
    expect(sessionStore.getState().login.token).toBe('test-token');

    dialog = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(revoked).toBe(true);
    expect(sessionStore.getState().login.token).toBeNull();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });
});

describe('on a phone', () => {
  beforeEach(() => setViewportWidth(390));

  it('the menu is a drawer that closes after an item is chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderBuyerShell('/dashboard');
    expect(screen.queryByTestId('buyer-sidebar')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const drawerNav = await screen.findByRole('navigation', { name: 'Buyer navigation' });
    await user.click(within(drawerNav).getByRole('button', { name: 'Help' }));
    await user.click(within(drawerNav).getByRole('link', { name: 'FAQ' }));
    expect(router.state.location.pathname).toBe('/support/faq');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-expanded', 'false'));
  });
});

describe('the signed-in catalogue', () => {
  beforeEach(() => setViewportWidth(1280));

  /** The app's role frame around catalogue pages, as AuthenticatedApp wires them. */
  function renderCatalogue(route: string) {
    const page = (
      <CatalogueFrame title="Product catalogue">
        <PageProbe />
      </CatalogueFrame>
    );
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <Suspense fallback={<p>loading</p>}>
              <SellerFrame />
            </Suspense>
          ),
          children: ['/Product', '/ProductDetails/:id', '/supplier/:id', '/Public-dashboard'].map((path) => ({ path, element: page })),
        },
      ],
      { initialEntries: [route] },
    );
    return render(<RouterProvider router={router} />);
  }

  it.each([['/Product'], ['/ProductDetails/p-1'], ['/supplier/s-1']])(
    'keeps a buyer in the buyer shell on %s, with no public top bar inside it',
    async (route) => {
      renderCatalogue(route);
      expect(await screen.findByTestId('buyer-header-title')).toHaveTextContent('Products');
      expect(screen.getByTestId('page')).toHaveTextContent(route);
      expect(await screen.findByRole('link', { name: /^Cart/ })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
      expect(document.querySelector('.topbar')).toBeNull();
    },
  );

  it('leaves the shareable public catalogue in the public frame', async () => {
    renderCatalogue('/Public-dashboard');
    expect(await screen.findByTestId('page')).toHaveTextContent('/Public-dashboard');
    expect(document.querySelector('.topbar')).not.toBeNull();
    expect(screen.queryByTestId('buyer-header-title')).toBeNull();
  });
});
