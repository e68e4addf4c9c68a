// The persisted login state (spec section 3, "Login state"). It is stored in the same format that
// redux-persist writes, so a session saved by an earlier version of the app is still read:
//   localStorage["persist:b2b_admin_persist"] =
//     JSON.stringify({ login: JSON.stringify(loginState), _persist: JSON.stringify({ version: -1, rehydrated: true }) })
import { useSyncExternalStore } from 'react';
import type { CurrentUser } from '../contract/auth';
import { PERSIST_KEY, PERSIST_PREFIX } from '../contract/constants';

export interface LoginState {
  isLoading: boolean;
  token: string | null;
  role_type: string | null;
  authLoading: boolean;
  profileimage: string | null;
  email: string | null;
  user_name: string | null;
  phone: string | null;
  navigateToLogin: boolean;
  userDetails: CurrentUser | null;
}

export interface SessionState {
  login: LoginState;
  /** True once the stored state has been read (redux-persist's `_persist.rehydrated`). */
  rehydrated: boolean;
}

export interface ProfileUpdate {
  profileimage: string | null;
  email: string | null;
  user_name: string | null;
  phone: string | null;
  authLoading: boolean;
}

export const initialLoginState: LoginState = Object.freeze({
  isLoading: true,
  token: null,
  role_type: null,
  authLoading: true,
  profileimage: null,
  email: null,
  user_name: null,
  phone: null,
  navigateToLogin: false,
  userDetails: null,
});

export const STORAGE_KEY = `${PERSIST_PREFIX}${PERSIST_KEY}`;
const PERSIST_META = JSON.stringify({ version: -1, rehydrated: true });

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Access to localStorage can throw (disabled storage, sandboxed frames).
    return null;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads the stored login slice; anything unreadable gives the initial state. */
function readStoredLogin(): LoginState {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return { ...initialLoginState };
  try {
    const outer: unknown = JSON.parse(raw);
    if (!isRecord(outer) || typeof outer.login !== 'string') return { ...initialLoginState };
    const stored: unknown = JSON.parse(outer.login);
    if (!isRecord(stored)) return { ...initialLoginState };
    // Shallow merge over the initial state, as redux-persist's default reconciler does; only
    // known keys are taken.
    const merged: LoginState = { ...initialLoginState };
    for (const key of Object.keys(initialLoginState) as (keyof LoginState)[]) {
      if (key in stored) (merged as unknown as Record<string, unknown>)[key] = stored[key];
    }
    if (typeof merged.token !== 'string' || merged.token === '') merged.token = null;
    // authLoading describes this page load: it stays true until loadCurrentUser() has checked the
    // stored token with the server, so the gate never shows the app on a stale session.
    merged.authLoading = true;
    return merged;
  } catch {
    return { ...initialLoginState };
  }
}

function writeStoredLogin(login: LoginState): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify({ login: JSON.stringify(login), _persist: PERSIST_META }));
  } catch {
    // A full or disabled storage must not break the app; the in-memory state still works.
  }
}

let state: SessionState = { login: readStoredLogin(), rehydrated: true };
const listeners = new Set<() => void>();

function setLogin(patch: Partial<LoginState>): void {
  const login = { ...state.login, ...patch };
  state = { ...state, login };
  // Write throttle 0: every change is written at once.
  writeStoredLogin(login);
  for (const listener of [...listeners]) listener();
}

function userFields(user: CurrentUser): Partial<LoginState> {
  return {
    role_type: user.roles[0] ?? null,
    email: user.email,
    user_name: user.name,
    phone: user.phone,
    userDetails: user,
    authLoading: false,
    isLoading: false,
  };
}

export const sessionStore = {
  getState: (): SessionState => state,

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },

  /** After login or signup. */
  setSession(token: string, user: CurrentUser): void {
    setLogin({ token, ...userFields(user) });
  },

  /** After get-status succeeded: roles, the authenticated flag, name, email and the full user. */
  setUser(user: CurrentUser): void {
    setLogin(userFields(user));
  },

  /** The spec's rule: a profile update sets these five fields together. */
  updateProfile(update: ProfileUpdate): void {
    setLogin({
      profileimage: update.profileimage,
      email: update.email,
      user_name: update.user_name,
      phone: update.phone,
      authLoading: update.authLoading,
    });
  },

  setAuthLoading(value: boolean): void {
    setLogin({ authLoading: value });
  },

  /** Back to the initial values (isLoading true, navigateToLogin false). */
  clear(): void {
    setLogin({ ...initialLoginState });
  },
};

export const getToken = (): string | null => state.login.token;

/** The signed-in user's roles: all of them once the user is known, else the one stored at sign-in. */
export const rolesOf = (login: LoginState): readonly string[] => login.userDetails?.roles ?? (login.role_type ? [login.role_type] : []);

const getLogin = (): LoginState => state.login;

export function useLoginState(): LoginState {
  return useSyncExternalStore(sessionStore.subscribe, getLogin, getLogin);
}

/** Clears the in-memory session, the persisted state and the rest of local storage (logout, 401). */
export function purgeSession(): void {
  sessionStore.clear();
  try {
    const store = storage();
    store?.removeItem(STORAGE_KEY);
    store?.clear();
  } catch {
    // Nothing more can be done when storage is unavailable.
  }
}
