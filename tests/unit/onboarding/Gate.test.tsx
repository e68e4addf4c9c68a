import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../src/contract/auth';
import { Gate } from '../../../src/onboarding/Gate';
import { Route, Routes } from 'react-router';
import { sessionStore } from '../../../src/providers/session';
import { resetToasts } from '../../../src/providers/toast';
import { apiUrl, useMswServer } from '../setup';
import { initTestI18n, makeUser, renderScreen, setupUser, signInAs } from './helpers';

const server = useMswServer();

// The first render of each onboarding screen loads its chunk; on a busy machine that takes a while.
vi.setConfig({ testTimeout: 20_000 });

beforeAll(async () => {
  await initTestI18n();
});
beforeEach(() => {
  resetToasts();
});
afterEach(() => {
  sessionStore.clear();
  resetToasts();
});

const BUSINESS = { business_name: 'Sunrise Textiles', country: 'IN' };

/** Every combination of the three seller gates. */
const COMBINATIONS = [false, true].flatMap((email) => [false, true].flatMap((mobile) => [false, true].map((business) => ({ email, mobile, business }))));
const label = ({ email, mobile, business }: { email: boolean; mobile: boolean; business: boolean }) =>
  `email ${email ? 'verified' : 'not verified'}, mobile ${mobile ? 'verified' : 'not verified'}, business details ${business ? 'given' : 'missing'}`;

function userWith(roles: CurrentUser['roles'], { email, mobile, business }: { email: boolean; mobile: boolean; business: boolean }) {
  return makeUser({
    roles,
    is_email_verified: email,
    is_verified: mobile,
    business_details: business ? BUSINESS : null,
    phone: mobile ? '9876543210' : null,
    country_code: mobile ? '+91' : null,
  });
}

/** What the seller gate shows for a combination: the spec's order, the first open gate wins. */
function expectedSellerHeading({ email, mobile, business }: { email: boolean; mobile: boolean; business: boolean }): string {
  if (!email) return 'Verify Your Email';
  if (!mobile) return 'Verify Mobile Number';
  if (!business) return 'Business Details';
  return 'Welcome, Meera Iyer';
}

const pleaseWait = () => screen.getByRole('status', { name: '' });

describe('Gate: while authentication loads', () => {
  it("shows 'Please Wait' while authLoading is true, whatever the stored user", () => {
    signInAs(userWith(['seller'], { email: true, mobile: true, business: true }));
    act(() => sessionStore.setAuthLoading(true));
    renderScreen(<Gate />);
    expect(pleaseWait()).toHaveTextContent('Please Wait');
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it("shows 'Please Wait' while the user has not been loaded yet", () => {
    act(() => sessionStore.setAuthLoading(false));
    renderScreen(<Gate />);
    expect(pleaseWait()).toHaveTextContent('Please Wait');
  });
});

describe('Gate: a seller passes the gates in order', () => {
  it.each(COMBINATIONS.map((c) => [label(c), c] as const))('%s', async (_name, combination) => {
    signInAs(userWith(['seller'], combination));
    renderScreen(<Gate />);
    const heading = expectedSellerHeading(combination);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    // One screen at a time: no other gate's heading is on the page.
    for (const other of ['Verify Your Email', 'Verify Mobile Number', 'Business Details', 'Welcome, Meera Iyer'].filter((h) => h !== heading)) {
      expect(screen.queryByRole('heading', { name: other })).toBeNull();
    }
  });

  it('goes through the seller gates first when the account is also a buyer', async () => {
    signInAs(userWith(['buyer', 'seller'], { email: true, mobile: false, business: false }));
    renderScreen(<Gate />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify Mobile Number' })).toBeInTheDocument();
  });
});

describe('Gate: other roles', () => {
  it.each(COMBINATIONS.map((c) => [label(c), c] as const))('a buyer gets the buyer dashboard (%s)', async (_name, combination) => {
    server.use(
      http.get(apiUrl('buyer/dashboard'), () =>
        HttpResponse.json({
          success: true,
          message: 'OK',
          data: { pending_orders: 2, unread_notifications: 1, unread_messages: 0, orders_this_month: 7, spend_this_month: [], recent_orders: [] },
        }),
      ),
    );
    signInAs(userWith(['buyer'], combination));
    renderScreen(<Gate />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Meera Iyer' })).toBeInTheDocument();
    expect(await screen.findByText('Orders this month')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Onboarding progress' })).toBeNull();
  });

  it.each(COMBINATIONS.map((c) => [label(c), c] as const))('an admin is sent to the back office (%s)', async (_name, combination) => {
    signInAs(userWith(['admin'], combination));
    renderScreen(
      <Routes>
        <Route path="/" element={<Gate />} />
        <Route path="/admin" element={<h1>Back office overview</h1>} />
      </Routes>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Back office overview' })).toBeInTheDocument();
  });

  it.each([[['auditor']], [[]]])("any other role (%j) keeps 'Please Wait'", (roles) => {
    signInAs(userWith(roles as unknown as CurrentUser['roles'], { email: true, mobile: true, business: true }));
    renderScreen(<Gate />);
    expect(pleaseWait()).toHaveTextContent('Please Wait');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

describe('Gate: the onboarding frame', () => {
  it.each([
    [1, 'Email', { email: false, mobile: false, business: false }],
    [2, 'Mobile', { email: true, mobile: false, business: false }],
    [3, 'Business details', { email: true, mobile: true, business: false }],
  ] as const)('step %i: "Step n of 3", the indicator at %s, earlier steps completed, and Log out', async (step, current, combination) => {
    signInAs(userWith(['seller'], combination));
    renderScreen(<Gate />);
    await screen.findByRole('heading', { level: 1, name: expectedSellerHeading(combination) });
    expect(screen.getByText(`Step ${step} of 3`)).toBeInTheDocument();
    const progress = screen.getByRole('navigation', { name: 'Onboarding progress' });
    const items = within(progress).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.onboarding-step-label')?.firstChild?.textContent)).toEqual(['Email', 'Mobile', 'Business details']);
    expect(within(progress).getByText(current).closest('li')).toHaveAttribute('aria-current', 'step');
    expect(items.filter((item) => item.textContent?.includes('(completed)'))).toHaveLength(step - 1);
    expect(screen.getAllByRole('button', { name: 'Log out' })[0]).toBeInTheDocument();
  });

  it('Log out ends the session from an onboarding step', async () => {
    server.use(http.post(apiUrl('auth/logout'), () => HttpResponse.json({ success: true, message: 'Signed out', data: null })));
    const user = setupUser();
    signInAs(userWith(['seller'], { email: true, mobile: false, business: false }));
    renderScreen(<Gate />);
    await screen.findByRole('heading', { level: 1, name: 'Verify Mobile Number' });
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(sessionStore.getState().login.token).toBeNull());
  });
});

describe('Gate: moving on without a reload', () => {
  it('opens the mobile step as soon as the email is verified', async () => {
    signInAs(userWith(['seller'], { email: false, mobile: false, business: false }));
    renderScreen(<Gate />);
    await screen.findByRole('heading', { level: 1, name: 'Verify Your Email' });
    act(() => sessionStore.setUser(userWith(['seller'], { email: true, mobile: false, business: false })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify Mobile Number' })).toBeInTheDocument();
  });

  it('opens the business form right after the code is verified', async () => {
    server.use(
      http.post(apiUrl('seller/add-number-send-otp'), () =>
        HttpResponse.json({ success: true, message: 'Verification code sent', data: { otp: '905113', expires_in_seconds: 600 } }),
      ),
      http.post(apiUrl('seller/verify-mobile'), () =>
        HttpResponse.json({ success: true, message: 'Mobile number verified', data: { is_verified: true, phone: '9876543210', country_code: '+91' } }),
      ),
    );
    const user = setupUser();
    signInAs(userWith(['seller'], { email: true, mobile: false, business: false }));
    renderScreen(<Gate />);
    await screen.findByRole('heading', { level: 1, name: 'Verify Mobile Number' });
    await user.click(screen.getByLabelText('Phone number'));
    await user.paste('9876543210');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Send Verification Code' }));
    await user.click(await screen.findByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Business Details' })).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    // The verified number is already in the contact fields.
    expect(screen.getByLabelText('Contact phone')).toHaveValue('+91 9876543210');
  });
});
