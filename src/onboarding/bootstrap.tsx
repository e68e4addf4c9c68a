import { useEffect, type ReactNode } from 'react';
import { loadCurrentUser } from '../providers/auth-provider';
import { useLoginState } from '../providers/session';
import { SetNewPasswordPage } from '../routes/pages';

// What every signed-in page needs before it shows; the gate's screens (onboarding, the start cards) load
// with Gate.tsx only when a start page needs them.

/** The token whose user was last fetched: one status call per token, whatever StrictMode does. */
let bootstrappedToken: string | null = null;

/**
 * The auth bootstrap (spec 4): with a token, fetch the user's status once. Success stores the user and
 * ends authLoading; failure clears the stored session, which brings back the public routes.
 */
export function useAuthBootstrap(token: string | null) {
  useEffect(() => {
    if (!token || bootstrappedToken === token) return;
    bootstrappedToken = token;
    void loadCurrentUser();
  }, [token]);
}

/** After recovery sign-in nothing else opens until a new password is set. */
export function PasswordChangeGate({ children }: { children: ReactNode }) {
  const { userDetails } = useLoginState();
  if (userDetails?.must_change_password) return <SetNewPasswordPage />;
  return <>{children}</>;
}
