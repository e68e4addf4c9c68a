// WCAG 2.5.3 (label in name), as axe's label-content-name-mismatch checks it: a header control named by an
// aria-label must hold in that label every word it shows (the badge's "99+", the avatar's initial, the
// user's name, "Ctrl K"). The count badges and the account menu are named by their own text instead.
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import { chatShellHandlers } from '../chat/shell-handlers';
import { notificationShellHandlers } from '../notifications/shell-handlers';
import { initTestI18n, makeUser, signInAs } from '../onboarding/helpers';
import { useMswServer } from '../setup';
import { renderShell, setViewportWidth } from './helpers';

useMswServer(...chatShellHandlers(120), ...notificationShellHandlers(() => 7));
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await initTestI18n();
  await i18n.changeLanguage('en');
});
beforeEach(() => signInAs(makeUser({ name: 'Li Wei', email: 'seller@demo.test' })));
afterEach(() => sessionStore.clear());

/** What the control shows: its text, aria-hidden parts included, visually hidden ones not (axe's "visible text"). */
function shownText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.visually-hidden')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function mismatches(): string[] {
  const header = screen.getByRole('banner');
  return [...header.querySelectorAll('a, button')].flatMap((control) => {
    const label = control.getAttribute('aria-label');
    const shown = shownText(control);
    return label && shown && !label.toLowerCase().includes(shown.toLowerCase()) ? [`"${label}" lacks "${shown}"`] : [];
  });
}

describe('the header’s names hold what the controls show', () => {
  it.each([1280, 390])('at %i px', async (width) => {
    setViewportWidth(width);
    renderShell('/dashboard');
    // The counts have arrived: 120 unread messages show as "99+", 7 notifications.
    const chat = await screen.findByRole('link', { name: 'Chat (120)' });
    expect(shownText(chat)).toBe('99+');
    await screen.findByRole('button', { name: 'Notifications, 7 unread' });
    const account = screen.getByRole('button', { name: 'Account menu for Li Wei' });
    expect(account).not.toHaveAttribute('aria-label');
    await waitFor(() => expect(mismatches()).toEqual([]));
  });
});
