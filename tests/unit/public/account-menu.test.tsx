import '@ant-design/v5-patch-for-react-19';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';
import AccountMenu from '../../../src/public/AccountMenu';
import { initTestI18n, makeUser, signInAs } from '../onboarding/helpers';

beforeAll(async () => {
  await initTestI18n();
  await i18n.changeLanguage('en');
});
afterEach(() => sessionStore.clear());

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderMenu() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <AccountMenu />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/HelpCenter'] },
  );
  render(<RouterProvider router={router} />);
}

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
  return screen.findByRole('menu');
}

const itemNames = (menu: HTMLElement) =>
  within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

describe('the public top bar’s account menu', () => {
  it('offers a buyer only items that lead somewhere: dashboard, settings, analytics, help, log out', async () => {
    signInAs(makeUser({ roles: ['buyer'], email: 'buyer@demo.test' }));
    renderMenu();
    const menu = await openMenu();
    // Who is signed in heads the panel, outside the menu's items.
    expect(screen.getByText('buyer@demo.test')).toBeInTheDocument();
    expect(itemNames(menu)).toEqual(['My Dashboard', 'My Settings', 'Analytics', 'Help & Feedback', 'Log Out']);
    for (const dead of ['Team Settings', 'System', 'Configurations']) expect(within(menu).queryByText(dead)).toBeNull();

    await userEvent.click(within(menu).getByRole('menuitem', { name: 'My Settings' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/account/profile');
  });

  it.each([
    ['My Dashboard', '/dashboard'],
    ['Analytics', '/analytics/sales'],
    ['Help & Feedback', '/HelpCenter'],
  ])('%s leads to %s', async (name, path) => {
    signInAs(makeUser({ roles: ['buyer'] }));
    renderMenu();
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('menuitem', { name }));
    expect(screen.getByTestId('where')).toHaveTextContent(path);
  });

  it('offers a seller their dashboard and help, not the buyer’s pages', async () => {
    signInAs(makeUser({ roles: ['seller'] }));
    renderMenu();
    expect(itemNames(await openMenu())).toEqual(['My Dashboard', 'Help & Feedback', 'Log Out']);
  });
});
