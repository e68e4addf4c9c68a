import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../src/contract/auth';
import { sellerUser } from '../users';
import { getToken, initialLoginState, purgeSession, sessionStore, useLoginState, type LoginState } from '../../../src/providers/session';

const KEY = 'persist:b2b_admin_persist';

const user = sellerUser({ name: 'Asha Seller', phone: '9876543210', country_code: '+91' });

const stored = () => {
  const raw = localStorage.getItem(KEY);
  if (raw === null) return null;
  const outer = JSON.parse(raw) as { login: string; _persist: string };
  return { outer, login: JSON.parse(outer.login) as LoginState };
};

/** Loads a fresh copy of the module, which rehydrates from localStorage at load. */
async function freshModule() {
  vi.resetModules();
  return import('../../../src/providers/session');
}

describe('session store', () => {
  beforeEach(() => {
    sessionStore.clear();
    localStorage.clear();
  });

  it('starts from the initial values of the spec', () => {
    expect(initialLoginState).toEqual({
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
  });

  it('setSession stores the token and the user fields', () => {
    sessionStore.setSession('tok-1', user);
    expect(sessionStore.getState().login).toEqual({
      isLoading: false,
      token: 'tok-1',
      role_type: 'seller',
      authLoading: false,
      profileimage: null,
      email: 'seller@demo.test',
      user_name: 'Asha Seller',
      phone: '9876543210',
      navigateToLogin: false,
      userDetails: user,
    });
    expect(getToken()).toBe('tok-1');
  });

  it('setUser keeps the token and stores roles, name, email, the full user and the authenticated flag', () => {
    sessionStore.setSession('tok-1', user);
    sessionStore.setAuthLoading(true);
    const buyer: CurrentUser = { ...user, id: 'u2', name: 'Bo Buyer', email: 'buyer@demo.test', roles: ['buyer'], phone: null };
    sessionStore.setUser(buyer);
    const login = sessionStore.getState().login;
    expect(login.token).toBe('tok-1');
    expect(login.role_type).toBe('buyer');
    expect(login.user_name).toBe('Bo Buyer');
    expect(login.email).toBe('buyer@demo.test');
    expect(login.phone).toBeNull();
    expect(login.userDetails).toEqual(buyer);
    expect(login.authLoading).toBe(false);
  });

  it('a profile update sets profileimage, email, user_name, phone and authLoading together, nothing else', () => {
    sessionStore.setSession('tok-1', user);
    const before = sessionStore.getState().login;
    sessionStore.updateProfile({
      profileimage: '/img/me.png',
      email: 'new@demo.test',
      user_name: 'New Name',
      phone: '1112223333',
      authLoading: true,
    });
    expect(sessionStore.getState().login).toEqual({
      ...before,
      profileimage: '/img/me.png',
      email: 'new@demo.test',
      user_name: 'New Name',
      phone: '1112223333',
      authLoading: true,
    });
  });

  it('clear resets everything with isLoading true and navigateToLogin false', () => {
    sessionStore.setSession('tok-1', user);
    sessionStore.updateProfile({ profileimage: 'x', email: 'e', user_name: 'n', phone: 'p', authLoading: false });
    sessionStore.clear();
    const login = sessionStore.getState().login;
    expect(login).toEqual(initialLoginState);
    expect(login.isLoading).toBe(true);
    expect(login.navigateToLogin).toBe(false);
    expect(getToken()).toBeNull();
  });

  it('writes the redux-persist format under persist:b2b_admin_persist on every change', () => {
    sessionStore.setSession('tok-1', user);
    const raw = localStorage.getItem(KEY);
    expect(raw).toBe(
      JSON.stringify({
        login: JSON.stringify(sessionStore.getState().login),
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );
    expect(stored()?.outer._persist).toBe('{"version":-1,"rehydrated":true}');

    // Throttle 0: the very next change is already on disk, synchronously.
    sessionStore.setAuthLoading(true);
    expect(stored()?.login.authLoading).toBe(true);
    expect(stored()?.login.token).toBe('tok-1');
  });

  it('notifies subscribers and stops after unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = sessionStore.subscribe(listener);
    sessionStore.setAuthLoading(false);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    sessionStore.setAuthLoading(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('useLoginState follows the store', () => {
    const { result } = renderHook(() => useLoginState());
    expect(result.current.token).toBeNull();
    act(() => sessionStore.setSession('tok-9', user));
    expect(result.current.token).toBe('tok-9');
    expect(result.current.user_name).toBe('Asha Seller');
    act(() => sessionStore.clear());
    expect(result.current).toEqual(initialLoginState);
  });

  it('purgeSession clears the state, the persisted entry and the rest of local storage', () => {
    sessionStore.setSession('tok-1', user);
    localStorage.setItem('i18nextLng', 'hi');
    purgeSession();
    expect(sessionStore.getState().login).toEqual(initialLoginState);
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(localStorage.length).toBe(0);
  });
});

describe('rehydration', () => {
  it('reads the stored session at module load and sets rehydrated', async () => {
    const saved: LoginState = {
      ...initialLoginState,
      isLoading: false,
      token: 'stored-token',
      role_type: 'buyer',
      authLoading: false,
      email: 'buyer@demo.test',
      user_name: 'Bo',
      userDetails: { ...user, roles: ['buyer'] },
    };
    localStorage.setItem(KEY, JSON.stringify({ login: JSON.stringify(saved), _persist: JSON.stringify({ version: -1, rehydrated: true }) }));
    const fresh = await freshModule();
    const state = fresh.sessionStore.getState();
    expect(state.rehydrated).toBe(true);
    expect(state.login.token).toBe('stored-token');
    expect(state.login.role_type).toBe('buyer');
    expect(state.login.email).toBe('buyer@demo.test');
    expect(state.login.userDetails?.roles).toEqual(['buyer']);
    // The stored token is checked again on this load: the gate waits for get-status.
    expect(state.login.authLoading).toBe(true);
    expect(fresh.getToken()).toBe('stored-token');
  });

  it('starts signed out when nothing is stored', async () => {
    const fresh = await freshModule();
    expect(fresh.sessionStore.getState()).toEqual({ login: initialLoginState, rehydrated: true });
  });

  it.each([
    ['not JSON', 'not json at all'],
    ['login not a string', JSON.stringify({ login: 42 })],
    ['login not JSON', JSON.stringify({ login: '{broken' })],
    ['login an array', JSON.stringify({ login: '[1,2]' })],
    ['JSON null', 'null'],
  ])('falls back to the initial state on corrupt storage (%s)', async (_label, raw) => {
    localStorage.setItem(KEY, raw);
    const fresh = await freshModule();
    expect(fresh.sessionStore.getState()).toEqual({ login: initialLoginState, rehydrated: true });
    // And it still works afterwards.
    fresh.sessionStore.setSession('t', user);
    expect(JSON.parse(JSON.parse(localStorage.getItem(KEY) ?? '{}').login).token).toBe('t');
  });

  it('ignores unknown stored keys and keeps defaults for missing ones', async () => {
    localStorage.setItem(KEY, JSON.stringify({ login: JSON.stringify({ token: 'abc', extra: 1 }), _persist: '{}' }));
    const fresh = await freshModule();
    const login = fresh.sessionStore.getState().login;
    expect(login).toEqual({ ...initialLoginState, token: 'abc' });
    expect('extra' in login).toBe(false);
  });
});
