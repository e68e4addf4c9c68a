// Shared by the onboarding component tests: English i18n, a signed-in user, the app's router and
// toaster around the screen under test, and antd Select helpers.
import '@ant-design/v5-patch-for-react-19';
import { StyleProvider } from '@ant-design/cssinjs';
import { render, screen, waitFor, type RenderResult } from '@testing-library/react';
import userEvent, { type Options, type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { MemoryRouter } from 'react-router';
import { Toaster } from '../../../src/components/Toaster';
import type { CurrentUser } from '../../../src/contract/auth';
import { initI18n } from '../../../src/i18n';
import { sessionStore } from '../../../src/providers/session';

/** user-event without the artificial pause between keystrokes. */
export const setupUser = (options: Options = {}): UserEvent => userEvent.setup({ delay: null, ...options });

export const initTestI18n = (): Promise<unknown> => initI18n();

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u-1',
    name: 'Meera Iyer',
    email: 'meera@example.com',
    roles: ['seller'],
    status: 'active',
    verification_status: 'unverified',
    is_verified: false,
    is_email_verified: true,
    business_details: null,
    phone: null,
    country_code: null,
    must_change_password: false,
    ...overrides,
  };
}

/** Signs the user in (token + status loaded), as the gate sees it after the auth bootstrap. */
export function signInAs(user: CurrentUser): void {
  sessionStore.setSession('test-token', user);
}

/**
 * antd's generated styles go to a detached node: jsdom would otherwise run every accessible-name and
 * visibility check through all of them (seconds per query), and these tests do not look at CSS.
 */
const styleContainer = document.createElement('div');

export function renderScreen(ui: ReactElement, route = '/'): RenderResult {
  return render(
    <StyleProvider container={styleContainer}>
      <MemoryRouter initialEntries={[route]}>
        <Toaster />
        {ui}
      </MemoryRouter>
    </StyleProvider>,
  );
}

/** The text of the toast currently shown with `role` (error toasts are alerts). */
export async function findToast(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = [...document.querySelectorAll<HTMLElement>('[data-toaster] [role]')].find((el) => el.textContent?.includes(text));
    if (!toast) throw new Error(`no toast with "${text}"`);
    return toast;
  });
}

/** The open antd dropdown's option texts, in order. */
export async function openSelect(user: UserEvent, label: string | RegExp): Promise<string[]> {
  await user.click(screen.getByLabelText(label));
  const dropdown = await waitFor(() => {
    const open = document.querySelector<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    if (!open) throw new Error('dropdown not open');
    return open;
  });
  return [...dropdown.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent ?? '');
}

export async function chooseOption(user: UserEvent, label: string | RegExp, option: string): Promise<void> {
  await openSelect(user, label);
  const dropdown = document.querySelector<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  if (!dropdown) throw new Error('dropdown not open');
  const item = [...dropdown.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) => o.textContent === option);
  if (!item) throw new Error(`no option "${option}"`);
  await user.click(item);
  await waitFor(() => expect(document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')).toBeNull());
}

/** The messages antd shows under a form item, found from its control's label. */
export function fieldErrors(label: string | RegExp): string[] {
  const control = screen.getByLabelText(label);
  const item = control.closest('.ant-form-item');
  if (!item) throw new Error('not inside a form item');
  return [...item.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent ?? '');
}

/** Every error message shown in the container, in document order. */
export const allFieldErrors = (root: HTMLElement = document.body): string[] =>
  [...root.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent ?? '');
