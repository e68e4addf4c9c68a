import '@ant-design/v5-patch-for-react-19';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppNotification, NotificationPreferences } from '../../../src/contract/notifications';
import i18n from '../../../src/i18n';
import { NotificationPreferencesForm } from '../../../src/notifications/NotificationPreferencesForm';
import { sessionStore } from '../../../src/providers/session';
import { resetToasts, toastStore } from '../../../src/providers/toast';
import { emit } from '../chat/fake-realtime';
import { chatShellHandlers } from '../chat/shell-handlers';
import { initTestI18n, makeUser, signInAs } from '../onboarding/helpers';
import { apiUrl, useMswServer } from '../setup';
import { renderShell, setViewportWidth } from '../shells/helpers';
import { notificationShellHandlers } from './shell-handlers';

vi.mock('../../../src/providers/realtime', async () => await import('../chat/fake-realtime'));

const ok = <T,>(data: T, extra: Record<string, unknown> = {}) => HttpResponse.json({ success: true, message: 'Request successful', data, ...extra });

const notification = (id: string, title: string, kind = 'order.placed', link: string | null = '/OrderDetails/o-1'): AppNotification => ({
  id,
  kind,
  title,
  body: '',
  link,
  read_at: null,
  created_at: new Date().toISOString(),
});

let unread = 2;
let latest: AppNotification[] = [];
const server = useMswServer(
  ...chatShellHandlers(),
  ...notificationShellHandlers(
    () => unread,
    () => latest,
  ),
);

beforeAll(async () => {
  await initTestI18n();
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  resetToasts();
  unread = 2;
  latest = [notification('n-1', 'New order ORD-1'), notification('n-2', 'New order ORD-2')];
  signInAs(makeUser({ name: 'Li Wei', email: 'seller@demo.test' }));
  setViewportWidth(1280);
});
afterEach(() => {
  sessionStore.clear();
  resetToasts();
});

const toastTexts = () => toastStore.getState().toasts.map((toast) => String(toast.message));

describe('the seller shell’s notifications bell', () => {
  it('shows the live unread count: up on a live notification, once for a refreshed message one, re-read after a reconnect', async () => {
    const { router } = renderShell('/dashboard');
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell.querySelector('.count-badge-count')).toHaveTextContent('2');

    act(() => emit('notification.created', notification('n-3', 'New order ORD-3')));
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeInTheDocument();
    expect(toastTexts()).toContain('New order ORD-3');

    // A message notification: counted once, and brought up to date without counting again.
    act(() => emit('notification.created', notification('m-1', 'New message from Daniel', 'message.received', '/chat?c=1')));
    act(() => emit('notification.created', { ...notification('m-1', 'New message from Daniel', 'message.received', '/chat?c=1'), body: 'Any news?' }));
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeInTheDocument();

    // No toast for a message while a chat page is open.
    await act(() => router.navigate('/chat'));
    resetToasts();
    act(() => emit('notification.created', notification('m-2', 'New message from Ana', 'message.received', '/chat?c=2')));
    expect(await screen.findByRole('button', { name: 'Notifications, 5 unread' })).toBeInTheDocument();
    expect(toastTexts()).toEqual([]);

    // After a reconnect the server's figure is the truth.
    unread = 0;
    act(() => emit('ready', {}));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('opens a dropdown with the newest, Mark all read (to 0) and View all notifications', async () => {
    let marked = false;
    server.use(
      http.post(apiUrl('notifications/read-all'), () => {
        marked = true;
        return ok({ updated: 2 }, { message: 'All notifications are marked as read' });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderShell('/dashboard');
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const menu = await screen.findByRole('menu', { name: 'Notifications' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.querySelector('.app-notification-title')?.firstChild?.textContent ?? item.textContent)).toEqual([
      'New order ORD-1',
      'New order ORD-2',
      'Mark all read',
      'View all notifications',
    ]);
    await user.click(within(menu).getByRole('menuitem', { name: 'Mark all read' }));
    await waitFor(() => expect(marked).toBe(true));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await user.click(within(await screen.findByRole('menu', { name: 'Notifications' })).getByRole('menuitem', { name: 'View all notifications' }));
    expect(router.state.location.pathname).toBe('/notifications');
  });
});

describe('"Email me about"', () => {
  const defaults: NotificationPreferences = {
    orders: true,
    messages: false,
    documents: true,
    categories: true,
    stock: false,
    reviews: true,
    rfqs: true,
    account: true,
  };

  function renderForm() {
    const router = createMemoryRouter([{ path: '*', element: <NotificationPreferencesForm /> }], { initialEntries: ['/notifications/settings'] });
    return render(<RouterProvider router={router} />);
  }

  it('shows each group with its current choice and saves every group', async () => {
    let sent: unknown = null;
    server.use(
      http.get(apiUrl('notifications/preferences'), () => ok(defaults)),
      http.put(apiUrl('notifications/preferences'), async ({ request }) => {
        sent = await request.json();
        return ok(sent, { message: 'Email preferences saved' });
      }),
    );
    const user = userEvent.setup();
    renderForm();
    expect(await screen.findByRole('heading', { name: 'Email me about' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Orders/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: /Low stock/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Messages/ })).not.toBeChecked();

    await user.click(screen.getByRole('switch', { name: /Low stock/ }));
    await user.click(screen.getByRole('switch', { name: /Orders/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual({ ...defaults, stock: true, orders: false }));
    await waitFor(() => expect(toastTexts()).toContain('Email preferences saved'));
  });

  it('shows the server’s refusal and keeps the choice', async () => {
    server.use(
      http.get(apiUrl('notifications/preferences'), () => ok(defaults)),
      http.put(apiUrl('notifications/preferences'), () =>
        HttpResponse.json({ success: false, message: 'Validation failed', data: null, errors: { stock: 'Choose on or off' } }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderForm();
    await user.click(await screen.findByRole('switch', { name: /Low stock/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Choose on or off')).not.toHaveLength(0);
    expect(screen.getByRole('switch', { name: /Low stock/ })).toBeChecked();
  });

  it('offers a retry when the choices cannot be loaded', async () => {
    server.use(http.get(apiUrl('notifications/preferences'), () => HttpResponse.json({ success: false, message: 'Forbidden', data: null }, { status: 403 })));
    renderForm();
    expect(await screen.findByText('Your email choices could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeInTheDocument();
  });
});
