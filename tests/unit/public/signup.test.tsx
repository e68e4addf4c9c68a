// The sign-up form: a refusal that is one field's reason shows under that field, not a second time in the alert above the form.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { authMessages } from '../../../src/contract/messages';
import i18n, { initI18n, loadEnglish } from '../../../src/i18n';
import SignupPage from '../../../src/public/SignupPage';
import { apiUrl, useMswServer } from '../setup';

// Typing into a form in jsdom takes longer than the default on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => initI18n());

const server = useMswServer();

async function fillAndSubmit() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <SignupPage preselectSeller />
    </MemoryRouter>,
  );
  await user.type(await screen.findByLabelText('Full name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Password'), 'Password1!');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('the sign-up form', () => {
  it('shows "password too common" once, under the password', async () => {
    server.use(
      http.post(apiUrl('auth/signup'), () =>
        HttpResponse.json(
          { success: false, message: authMessages.passwordTooCommon, data: null, errors: { password: authMessages.passwordTooCommon } },
          { status: 400 },
        ),
      ),
    );
    await fillAndSubmit();
    expect(await screen.findByText(authMessages.passwordTooCommon)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText(authMessages.passwordTooCommon)).toHaveLength(1));
    // The alert still says the account was not created, without repeating the reason.
    expect(screen.getByText('We could not create your account')).toBeInTheDocument();
  });

  it('shows a refusal no field explains above the form', async () => {
    server.use(http.post(apiUrl('auth/signup'), () => HttpResponse.json({ success: false, message: 'Too many requests', data: null }, { status: 429 })));
    await fillAndSubmit();
    expect(await screen.findByText('We could not create your account')).toBeInTheDocument();
    expect(screen.getByText('Too many requests')).toBeInTheDocument();
  });
});

describe('the panel beside the sign-up form', () => {
  beforeAll(() => loadEnglish('login'));

  it('speaks to sellers until the visitor says "I buy", then to buyers, in each language', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <SignupPage />
      </MemoryRouter>,
    );
    const panel = await screen.findByRole('complementary');
    expect(panel).toHaveTextContent('Sell to business buyers around the world');
    await user.click(screen.getByRole('radio', { name: 'I buy' }));
    expect(panel).toHaveTextContent('Source from verified suppliers around the world');
    expect(panel).not.toHaveTextContent('Sell to business buyers');
    await act(() => i18n.changeLanguage('hi'));
    expect(panel).toHaveTextContent('दुनिया भर के सत्यापित आपूर्तिकर्ताओं से ख़रीदें');
    await act(() => i18n.changeLanguage('zh'));
    expect(panel).toHaveTextContent('向全球经过认证的供应商采购');
    await act(() => i18n.changeLanguage('en'));
    await user.click(screen.getByRole('radio', { name: 'I sell' }));
    expect(panel).toHaveTextContent('Sell to business buyers around the world');
  });
});
