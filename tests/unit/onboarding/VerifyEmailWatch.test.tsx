// The signed-in "verify your email" screen re-reads the account while it is open. When the tab regains
// focus while a re-read is still on its way (that answer may predate a link just opened in another tab),
// it reads once more when the answer is back, rather than dropping the focus.
import { act, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../src/providers/session';
import { SignedInVerifyEmail } from '../../../src/public/VerifyEmailPage';
import { apiUrl, useMswServer } from '../setup';
import { initTestI18n, makeUser, renderScreen, signInAs } from './helpers';

const server = useMswServer();
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await initTestI18n();
});
afterEach(() => sessionStore.clear());

describe('the email verification watch', () => {
  it('reads again after an answer that was on its way when the tab regained focus', async () => {
    const unverified = makeUser({ is_email_verified: false });
    signInAs(unverified);
    let verified = false;
    let reads = 0;
    server.use(
      http.get(apiUrl('seller/get-status'), async () => {
        reads += 1;
        const answer = { ...unverified, is_email_verified: verified };
        // The first read is slow: the link is opened elsewhere while it is on its way.
        if (reads === 1) await delay(300);
        return HttpResponse.json({ success: true, message: 'OK', data: answer });
      }),
    );
    renderScreen(<SignedInVerifyEmail />);
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(reads).toBe(1));
    verified = true;
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    await waitFor(() => expect(sessionStore.getState().login.userDetails?.is_email_verified).toBe(true));
    expect(reads).toBe(2);
  });
});
