// Refine's auth provider. The token lives in the persisted login state (session.ts); sign-in calls are
// public calls, so a wrong password never triggers the client's 401 redirect.
import type { AuthActionResponse, AuthProvider, HttpError } from '@refinedev/core';
import type { CurrentUser, Session } from '../contract/auth';
import { api, type ApiResult } from './http';
import { getToken, purgeSession, sessionStore } from './session';

export interface LoginParams {
  email: string;
  password: string;
}

export interface RegisterParams {
  name: string;
  email: string;
  password: string;
  role: 'seller' | 'buyer';
}

export interface Identity {
  id: string | null;
  name: string | null;
  email: string | null;
  avatar: string | null;
}

/** Stores the session of a successful sign-in, or describes the failure with its field errors. */
function signedIn(result: ApiResult<Session>, failureName: string): AuthActionResponse {
  if (result.success && result.data?.token) {
    sessionStore.setSession(result.data.token, result.data.user);
    return { success: true, redirectTo: '/' };
  }
  const error: HttpError = { name: failureName, message: result.message, statusCode: result.status };
  if (!result.success && result.errors) error.errors = result.errors;
  return { success: false, error };
}

const statusCodeOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const { statusCode, status } = error as { statusCode?: unknown; status?: unknown };
  if (typeof statusCode === 'number') return statusCode;
  return typeof status === 'number' ? status : undefined;
};

export const authProvider: AuthProvider = {
  async login({ email, password }: LoginParams) {
    return signedIn(await api.publicPost<Session>('auth/login', { email, password }, { toast: false }), 'Login failed');
  },

  async register({ name, email, password, role }: RegisterParams) {
    return signedIn(await api.publicPost<Session>('auth/signup', { name, email, password, role }, { toast: false }), 'Signup failed');
  },

  async logout() {
    // Revoke the token on the server; a failure is ignored because the token may already be invalid.
    if (getToken()) await api.post('auth/logout', undefined, { toast: false, unauthorizedRedirect: false });
    purgeSession();
    return { success: true, redirectTo: '/' };
  },

  async check() {
    return getToken() ? { authenticated: true } : { authenticated: false, redirectTo: '/login', logout: true };
  },

  async getIdentity(): Promise<Identity | null> {
    const login = sessionStore.getState().login;
    if (!login.token) return null;
    return {
      id: login.userDetails?.id ?? null,
      name: login.user_name,
      email: login.email,
      avatar: login.profileimage,
    };
  },

  async getPermissions() {
    return sessionStore.getState().login.userDetails?.roles ?? [];
  },

  async onError(error: unknown) {
    return statusCodeOf(error) === 401 ? { logout: true, redirectTo: '/' } : {};
  },
};

let pendingLoad: Promise<CurrentUser | null> | null = null;

/**
 * True from the moment the page starts to unload. The browser then cancels the page's requests: a status
 * check that dies that way says nothing about the session, and clearing the stored session then would sign
 * out the page being opened (localStorage is shared).
 */
let pageLeaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    pageLeaving = true;
  });
  // Back from the back-forward cache: the page lives again.
  window.addEventListener('pageshow', () => {
    pageLeaving = false;
  });
}

async function fetchCurrentUser(): Promise<CurrentUser | null> {
  if (!getToken()) {
    sessionStore.setAuthLoading(false);
    return null;
  }
  try {
    const result = await api.get<CurrentUser>('/seller/get-status', { toast: false });
    if (result.success && result.data) {
      sessionStore.setUser(result.data);
      return result.data;
    }
    if (!result.success && result.status === 0 && pageLeaving) return null;
  } catch {
    // The client does not throw; this only guards against a broken response handler.
  }
  purgeSession();
  sessionStore.setAuthLoading(false);
  return null;
}

/**
 * The spec's "on load with a token" rule: fetch the user's status; success stores the user (roles,
 * the authenticated flag, name, email, the full record), failure clears persisted and local storage.
 * Calls made while one is running share it (React's strict mode runs effects twice).
 */
export function loadCurrentUser(): Promise<CurrentUser | null> {
  if (!pendingLoad) {
    pendingLoad = fetchCurrentUser().finally(() => {
      pendingLoad = null;
    });
  }
  return pendingLoad;
}
