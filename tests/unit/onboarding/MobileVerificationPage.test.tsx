import { act, cleanup, screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import MobileVerificationPage from '../../../src/onboarding/MobileVerificationPage';
import { sessionStore } from '../../../src/providers/session';
import { resetToasts } from '../../../src/providers/toast';
import { apiUrl, useMswServer } from '../setup';
import { chooseOption, fieldErrors, findToast, initTestI18n, makeUser, openSelect, renderScreen, setupUser, signInAs } from './helpers';

const SEND = apiUrl('seller/add-number-send-otp');
const VERIFY = apiUrl('seller/verify-mobile');

const server = useMswServer();

// antd renders slowly in jsdom; a test that walks through several modes needs more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await initTestI18n();
});
beforeEach(() => {
  resetToasts();
  signInAs(makeUser());
});
afterEach(() => {
  sessionStore.clear();
  resetToasts();
});

const ok = <T,>(data: T, message = 'OK') => HttpResponse.json({ success: true, message, data });
const fail = (status: number, message: string, errors?: Record<string, string>) =>
  HttpResponse.json({ success: false, message, data: null, ...(errors ? { errors } : {}) }, { status });

/** Records each JSON body sent to `url` and answers with `reply`. */
function capture(url: string, reply: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(url, async ({ request }) => {
      bodies.push(await request.json());
      return reply();
    }),
  );
  return bodies;
}

const phoneInput = () => screen.getByLabelText('Phone number');
const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const codeCells = () => screen.getAllByLabelText(/^Digit \d of 6$/) as HTMLInputElement[];

/** Typing is covered by the validation tests; here the number arrives in one go. */
async function enterNumber(user: UserEvent, digits = '9876543210') {
  await user.clear(phoneInput());
  await user.paste(digits);
  await user.click(continueButton());
  await screen.findByText('Unverified');
}

async function reachCodeEntry(user: UserEvent, otp: string | null) {
  const sent = capture(SEND, () => ok(otp === null ? { expires_in_seconds: 600 } : { otp, expires_in_seconds: 600 }, 'Verification code sent'));
  renderScreen(<MobileVerificationPage />);
  await enterNumber(user);
  await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
  await screen.findByRole('group', { name: 'Verification code' });
  return sent;
}

describe('Verify Mobile Number: the phone form', () => {
  it('starts in edit mode: heading, +91 preselected, an empty number and Continue disabled', () => {
    renderScreen(<MobileVerificationPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Verify Mobile Number' })).toBeInTheDocument();
    expect(document.querySelector('.ant-select-selection-item')).toHaveTextContent('+91 (IN)');
    expect(phoneInput()).toHaveValue('');
    expect(continueButton()).toBeDisabled();
    // Nothing is touched yet, so nothing is reported.
    expect(document.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(0);
  });

  it('offers exactly the spec country codes, in order', async () => {
    const user = setupUser();
    renderScreen(<MobileVerificationPage />);
    expect(await openSelect(user, 'Country code')).toEqual(['+1 (US)', '+44 (UK)', '+91 (IN)', '+86 (CN)', '+81 (JP)']);
  });

  it("says 'Phone number is required' once the empty field is left", async () => {
    const user = setupUser();
    renderScreen(<MobileVerificationPage />);
    await user.click(phoneInput());
    expect(fieldErrors('Phone number')).toEqual([]);
    await user.tab();
    await waitFor(() => expect(fieldErrors('Phone number')).toEqual(['Phone number is required']));
    expect(continueButton()).toBeDisabled();
  });

  it("says 'Phone number must contain only digits' for anything but digits", async () => {
    const user = setupUser();
    renderScreen(<MobileVerificationPage />);
    await user.type(phoneInput(), '98765 43210');
    expect(fieldErrors('Phone number')).toEqual([]);
    await user.tab();
    await waitFor(() => expect(fieldErrors('Phone number')).toEqual(['Phone number must contain only digits']));
    expect(continueButton()).toBeDisabled();
  });

  it("says 'Phone number must be at least 10 digits' for a short number, and clears it once fixed", async () => {
    const user = setupUser();
    renderScreen(<MobileVerificationPage />);
    await user.type(phoneInput(), '987654321');
    await user.tab();
    await waitFor(() => expect(fieldErrors('Phone number')).toEqual(['Phone number must be at least 10 digits']));
    expect(continueButton()).toBeDisabled();
    await user.type(phoneInput(), '0');
    await waitFor(() => expect(fieldErrors('Phone number')).toEqual([]));
    expect(continueButton()).toBeEnabled();
  });

  it("says 'Country code is required' when the code is cleared, and Continue stays disabled", async () => {
    const user = setupUser();
    renderScreen(<MobileVerificationPage />);
    await user.type(phoneInput(), '9876543210');
    expect(continueButton()).toBeEnabled();
    const clear = document.querySelector('.ant-select-clear');
    if (!clear) throw new Error('no clear icon');
    await user.click(clear);
    await waitFor(() => expect(fieldErrors('Country code')).toEqual(['Country code is required']));
    expect(continueButton()).toBeDisabled();
    await chooseOption(user, 'Country code', '+44 (UK)');
    await waitFor(() => expect(fieldErrors('Country code')).toEqual([]));
    expect(continueButton()).toBeEnabled();
  });
});

describe('Verify Mobile Number: unverified number, edit and cancel', () => {
  it('shows the number as Unverified with Edit and Send Verification Code after Continue', async () => {
    const user = setupUser();
    renderScreen(<MobileVerificationPage />);
    await chooseOption(user, 'Country code', '+86 (CN)');
    await enterNumber(user, '13812345678');
    expect(screen.getByText('+86 13812345678')).toBeInTheDocument();
    expect(screen.getByText('Unverified')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit phone number' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Verification Code' })).toHaveFocus();
    expect(screen.queryByLabelText('Phone number')).not.toBeVisible();
  });

  it('Edit reopens the form with the number; Cancel returns to it unchanged', async () => {
    const user = setupUser();
    renderScreen(<MobileVerificationPage />);
    await enterNumber(user, '9876543210');
    await user.click(screen.getByRole('button', { name: 'Edit phone number' }));
    expect(phoneInput()).toHaveValue('9876543210');
    expect(phoneInput()).toHaveFocus();
    await user.clear(phoneInput());
    await user.type(phoneInput(), '9123456780');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('+91 9876543210')).toBeInTheDocument();
    // Editing again starts from the shown number, not the abandoned edit.
    await user.click(screen.getByRole('button', { name: 'Edit phone number' }));
    expect(phoneInput()).toHaveValue('9876543210');
  });

  it('Edit and Continue with another number shows the new one', async () => {
    const user = setupUser();
    renderScreen(<MobileVerificationPage />);
    await enterNumber(user, '9876543210');
    await user.click(screen.getByRole('button', { name: 'Edit phone number' }));
    await enterNumber(user, '9123456780');
    expect(screen.getByText('+91 9123456780')).toBeInTheDocument();
  });

  it('has no Cancel the first time, when there is no number to go back to', () => {
    renderScreen(<MobileVerificationPage />);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});

describe('Verify Mobile Number: sending the code', () => {
  it('sends {country_code, phone, type: sms} and pre-fills the code delivered in development', async () => {
    const user = setupUser();
    const sent = await reachCodeEntry(user, '482913');
    expect(sent).toEqual([{ country_code: '+91', phone: '9876543210', type: 'sms' }]);
    expect(codeCells().map((c) => c.value)).toEqual(['4', '8', '2', '9', '1', '3']);
    expect(screen.getByText('No SMS provider is configured, so the code was filled in for you.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify Code' })).toBeEnabled();
  });

  it('leaves the code empty and shows no note when a real SMS was sent', async () => {
    const user = setupUser();
    await reachCodeEntry(user, null);
    expect(codeCells().map((c) => c.value)).toEqual(['', '', '', '', '', '']);
    expect(screen.queryByText(/No SMS provider/)).toBeNull();
    expect(codeCells()[0]).toHaveFocus();
  });

  it("toasts 'Failed to send OTP' and shows the server's reason when sending fails", async () => {
    const user = setupUser();
    server.use(http.post(SEND, () => fail(429, 'Too many attempts. Try again later')));
    renderScreen(<MobileVerificationPage />);
    await enterNumber(user);
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    expect(await findToast('Failed to send OTP')).toHaveAttribute('role', 'alert');
    expect(await screen.findByText('Too many attempts. Try again later')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Verification code' })).toBeNull();
  });

  it('goes back to the form with the message next to the field when the server refuses the number', async () => {
    const user = setupUser();
    server.use(http.post(SEND, () => fail(400, 'Some fields are not valid', { phone: 'Phone number must be at least 10 digits' })));
    renderScreen(<MobileVerificationPage />);
    await enterNumber(user);
    await user.click(screen.getByRole('button', { name: 'Send Verification Code' }));
    await findToast('Failed to send OTP');
    await waitFor(() => expect(fieldErrors('Phone number')).toEqual(['Phone number must be at least 10 digits']));
    expect(phoneInput()).toBeVisible();
  });

  it('counts down 30 s before the code can be sent again, then resends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    const user = setupUser({ advanceTimers: vi.advanceTimersByTime });
    const sent = await reachCodeEntry(user, '111111');
    expect(screen.getByText('Resend code in 30 s')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByText('Resend code in 20 s')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(20_000);
    });
    await user.click(await screen.findByRole('button', { name: 'Resend code' }));
    await findToast('A new code is on its way');
    expect(sent).toHaveLength(2);
    expect(screen.getByText('Resend code in 30 s')).toBeInTheDocument();
  });
});

describe('Verify Mobile Number: a reload after sending', () => {
  it('comes back to the code entry with the countdown until the code expires, then to the number step', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'] });
    const user = setupUser({ advanceTimers: vi.advanceTimersByTime });
    await reachCodeEntry(user, '482913');
    expect(screen.getByText('Resend code in 30 s')).toBeInTheDocument();
    // What the tab keeps is the number and the times, never the code.
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('482913');
    await act(async () => {
      vi.advanceTimersByTime(10_000);
    });
    cleanup();

    renderScreen(<MobileVerificationPage />);
    expect(await screen.findByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(screen.getByText('+91 9876543210')).toBeInTheDocument();
    expect(screen.getByText('Resend code in 20 s')).toBeInTheDocument();
    expect(
      codeCells()
        .map((c) => c.value)
        .join(''),
    ).toBe('');
    cleanup();

    // The code lives 600 s: past that, a reload starts again at the number.
    await act(async () => {
      vi.advanceTimersByTime(591_000);
    });
    renderScreen(<MobileVerificationPage />);
    expect(phoneInput()).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Verification code' })).toBeNull();
  });
});

describe('Verify Mobile Number: the code', () => {
  it('keeps Verify Code disabled unless the code has exactly 6 characters', async () => {
    const user = setupUser();
    await reachCodeEntry(user, null);
    const verify = screen.getByRole('button', { name: 'Verify Code' });
    expect(verify).toBeDisabled();
    await user.keyboard('12345');
    expect(verify).toBeDisabled();
    await user.keyboard('6');
    expect(verify).toBeEnabled();
    // Completing the code takes the focus to Verify Code.
    expect(verify).toHaveFocus();
    await user.click(codeCells()[5]);
    await user.keyboard('{Backspace}');
    expect(verify).toBeDisabled();
  });

  it("toasts 'Invalid OTP' and shows the server's message under the code when it is wrong", async () => {
    const user = setupUser();
    await reachCodeEntry(user, '482913');
    server.use(http.post(VERIFY, () => fail(400, 'The code has expired. Request a new one', { otp: 'The code has expired. Request a new one' })));
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await findToast('Invalid OTP')).toHaveAttribute('role', 'alert');
    const message = await screen.findByText('The code has expired. Request a new one');
    expect(message).toHaveAttribute('id', 'otp-error');
    for (const cell of codeCells()) expect(cell).toHaveAttribute('aria-invalid', 'true');
    // Still unverified: the gate does not move.
    expect(sessionStore.getState().login.userDetails?.is_verified).toBe(false);
    // Changing the code clears the message.
    await user.click(codeCells()[5]);
    await user.keyboard('4');
    expect(screen.queryByText('The code has expired. Request a new one')).toBeNull();
  });

  it("toasts 'Invalid OTP' when the attempts are used up (429)", async () => {
    const user = setupUser();
    await reachCodeEntry(user, '482913');
    server.use(http.post(VERIFY, () => fail(429, 'Too many wrong attempts. Request a new code', { otp: 'Too many wrong attempts. Request a new code' })));
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    await findToast('Invalid OTP');
    expect(await screen.findByText('Too many wrong attempts. Request a new code')).toBeInTheDocument();
  });

  it('verifies with {country_code, phone, otp, purpose} and marks the session user verified without a reload', async () => {
    const user = setupUser();
    await reachCodeEntry(user, '482913');
    const bodies = capture(VERIFY, () => ok({ is_verified: true, phone: '9876543210', country_code: '+91' }, 'Mobile number verified'));
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(sessionStore.getState().login.userDetails?.is_verified).toBe(true));
    expect(bodies).toEqual([{ country_code: '+91', phone: '9876543210', otp: '482913', purpose: 'verification' }]);
    expect(sessionStore.getState().login.userDetails).toMatchObject({ phone: '9876543210', country_code: '+91', name: 'Meera Iyer' });
    await findToast('Mobile number verified');
  });

  it('Change Phone Number returns to edit; Cancel goes back to the code entry', async () => {
    const user = setupUser();
    await reachCodeEntry(user, '482913');
    await user.click(screen.getByRole('button', { name: 'Change Phone Number' }));
    expect(phoneInput()).toBeVisible();
    expect(phoneInput()).toHaveValue('9876543210');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    expect(
      codeCells()
        .map((c) => c.value)
        .join(''),
    ).toBe('482913');
  });

  it('a new number after Change Phone Number needs a new code', async () => {
    const user = setupUser();
    await reachCodeEntry(user, '482913');
    await user.click(screen.getByRole('button', { name: 'Change Phone Number' }));
    await enterNumber(user, '9123456780');
    expect(screen.getByRole('button', { name: 'Send Verification Code' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Verification code' })).toBeNull();
  });
});
