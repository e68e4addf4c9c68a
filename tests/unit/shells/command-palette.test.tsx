// The Ctrl+K palette finds the seller's products and orders through the header search's own server search,
// and keeps what is typed while its code loads.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { chatShellHandlers } from '../chat/shell-handlers';
import { notificationShellHandlers } from '../notifications/shell-handlers';
import { initTestI18n, makeUser, signInAs } from '../onboarding/helpers';
import { apiUrl, useMswServer } from '../setup';
import { renderShell, setViewportWidth } from './helpers';

const asked: Array<{ resource: string; q: string | null }> = [];
const list = (rows: unknown[]) =>
  HttpResponse.json({ success: true, message: 'OK', data: rows, total: rows.length, pagination: { page: 1, limit: 5, totalPages: 1 } });

useMswServer(
  ...chatShellHandlers(),
  ...notificationShellHandlers(),
  http.get(apiUrl('products'), ({ request }) => {
    const q = new URL(request.url).searchParams.get('q');
    asked.push({ resource: 'products', q });
    return list(q === 'bolt' ? [{ id: 'p1', name: 'Hex bolt M8, zinc plated', sku: 'HB-M8' }] : []);
  }),
  http.get(apiUrl('orders'), ({ request }) => {
    const q = new URL(request.url).searchParams.get('q');
    asked.push({ resource: 'orders', q });
    return list(q === 'bolt' ? [{ id: 'o1', number: 'ORD-2026-000042', buyer: { company: 'Acme Fasteners', name: 'Ann' } }] : []);
  }),
);
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  // Loaded once here so a busy machine's first import stays out of the wait; React.lazy still renders it
  // a moment after the shortcut, which is when the keys below are typed.
  await import('../../../src/shells/seller/CommandPalette');
  await initTestI18n();
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  asked.length = 0;
  setViewportWidth(1280);
  signInAs(makeUser({ name: 'Li Wei', email: 'seller@demo.test' }));
  // kbar animates with the Web Animations API, which jsdom lacks.
  if (!Element.prototype.animate) {
    Object.defineProperty(Element.prototype, 'animate', {
      configurable: true,
      writable: true,
      value: () => ({ cancel: () => {}, finished: Promise.resolve() }),
    });
  }
});
afterEach(() => sessionStore.clear());

describe('the command palette', () => {
  it('keeps what is typed while it opens, then finds products and orders as the header search does', async () => {
    const { router } = renderShell('/dashboard');
    // Ctrl+K, then typing at once, before the palette's code has arrived.
    fireEvent.keyDown(window, { key: 'k', ctrlKey: true });
    for (const key of ['b', 'o', 'l', 't']) fireEvent.keyDown(window, { key });
    const search = await screen.findByRole('combobox', { name: 'Command palette search' }, { timeout: 10_000 });
    // The box can be in the page a moment before the palette hands it what was typed (an effect after it mounts).
    await waitFor(() => expect(search).toHaveValue('bolt'));
    // The same list calls as the header search: the seller's products and orders with q.
    // (kbar's list is virtualised, and jsdom lays nothing out: the order is the row it draws.)
    expect(await screen.findByRole('option', { name: /ORD-2026-000042/ }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /ORD-2026-000042/ })).toHaveTextContent('Acme Fasteners');
    expect(asked).toEqual(
      expect.arrayContaining([
        { resource: 'products', q: 'bolt' },
        { resource: 'orders', q: 'bolt' },
      ]),
    );
    await userEvent.click(screen.getByRole('option', { name: /ORD-2026-000042/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/OrderDetails/o1'));
  });
});
