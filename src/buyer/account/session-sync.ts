import type { AccountProfile } from '../../contract/buyer';
import { sessionStore } from '../../providers/session';

/** The shell's user menu reads the stored login state: keep it in step with a saved profile. */
export function syncSessionProfile(profile: AccountProfile): void {
  const { login } = sessionStore.getState();
  sessionStore.updateProfile({
    profileimage: profile.avatar_url,
    email: login.email,
    user_name: profile.name,
    phone: profile.phone,
    authLoading: login.authLoading,
  });
  if (login.userDetails) sessionStore.setUser({ ...login.userDetails, name: profile.name, phone: profile.phone });
}
