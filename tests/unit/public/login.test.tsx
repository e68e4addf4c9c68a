// The sign-in page in plain form controls (no antd): the contract's messages on the fields, the server's
// refusal in an alert, the session stored and the way on after a sign-in.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../src/i18n';
import { getToken } from '../../../src/providers/session';
import LoginPage from '../../../src/public/LoginPage';
import { apiUrl, useMswServer } from '../setup';

beforeAll(() => initI18n());

const sent: Array<Record<string, unknown>> = [];
useMswServer(
  http.post(apiUrl('auth/login'), async ({ request }) => {
    const body = (await request.json()) as { email: string; password: string };
    sent.push(body);
    if (body.password !== 'Demo1234!') return HttpResponse.json({ success: false, message: 'Incorrect email or password', data: null }, { status: 401 });
    return HttpResponse.json({ success: true, message: 'Signed in', data: { token: 'a.b.c', user: { id: 'u-1', email: body.email, roles: ['buyer'] } } });
  }),
);

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function renderLogin(path = '/login') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password', { selector: 'input' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

describe('the sign-in page', () => {
  it('names what is missing on the fields and sends nothing', async () => {
    sent.length = 0;
    renderLogin();
    submit();
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('checks a field when it is left, and clears the message once the value is fixed', async () => {
    renderLogin();
    fireEvent.change(email(), { target: { value: 'not-an-email' } });
    fireEvent.blur(email());
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    fireEvent.change(email(), { target: { value: 'buyer@demo.test' } });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('shows the server’s refusal and stays on the page', async () => {
    renderLogin();
    fireEvent.change(email(), { target: { value: 'buyer@demo.test' } });
    fireEvent.change(password(), { target: { value: 'wrong-one' } });
    submit();
    expect(await screen.findByText('Incorrect email or password')).toBeInTheDocument();
    expect(screen.getByText('Sign-in failed')).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('signs in with the email trimmed, keeps the session and goes where the visitor was headed', async () => {
    sent.length = 0;
    renderLogin('/login?redirect=%2Fcart');
    fireEvent.change(email(), { target: { value: '  buyer@demo.test ' } });
    fireEvent.change(password(), { target: { value: 'Demo1234!' } });
    submit();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/cart'));
    expect(sent).toEqual([{ email: 'buyer@demo.test', password: 'Demo1234!' }]);
    expect(getToken()).toBe('a.b.c');
  });

  it('shows and hides the password with a real button', () => {
    renderLogin();
    const toggle = screen.getByRole('button', { name: 'Show characters' });
    expect(password()).toHaveAttribute('type', 'password');
    fireEvent.click(toggle);
    expect(password()).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});
