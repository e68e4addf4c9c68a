import type { NavigateFunction } from 'react-router';
import { purgeSession } from '../providers/session';

/**
 * Signs out: revokes the token on the server, clears the stored session and goes to '/'.
 * The auth provider is loaded on demand so public pages never pull it into their chunk.
 */
export async function logOut(navigate: NavigateFunction): Promise<void> {
  const { authProvider } = await import('../providers/auth-provider');
  await authProvider.logout({});
  purgeSession();
  navigate('/', { replace: true });
}
