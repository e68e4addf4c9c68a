import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../src/contract/auth';
import { sellerUser } from '../users';
import { authProvider, loadCurrentUser } from '../../../src/providers/auth-provider';
import { navigation } from '../../../src/providers/http';
import { getToken, initialLoginState, sessionStore } from '../../../src/providers/session';
import { resetToasts, toastStore } from '../../../src/providers/toast';
import { apiUrl, useMswServer } from '../setup';

const server = useMswServer();

const seller = sellerUser({ name: 'Asha Seller', business_details: { business_name: 'Asha Pipes' }, phone: '9876543210', country_code: '+91' });

let seen: Request[] = [];
server.events.on('request:start', ({ request }) => {
  seen.push(request.clone());
});

const envelope = (data: unknown, message = 'OK') => HttpResponse.json({ success: true, message, data });
const failure = (status: number, message: string, errors?: Record<string, string>) =>
  HttpResponse.json({ success: false, message, data: null, ...(errors ? { errors } : {}) }, { status });

beforeEach(() => {
  seen = [];
  resetToasts();
  sessionStore.clear();
  vi.spyOn(navigation, 'navigateTo').mockImplementation(() => {});
});

afterEach(async () => {
  if (vi.isFakeTimers()) await vi.runOnlyPendingTimersAsync();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('login', () => {
  it('posts the credentials publicly, stores the session and goes to /', async () => {
    server.use(http.post(apiUrl('auth/login'), () => envelope({ token: 'tok-new', user: seller }, 'Signed in')));
    const result = await authProvider.login({ email: 'seller@demo.test', password: 'Demo1234!' });
    expect(result).toEqual({ success: true, redirectTo: '/' });
    expect(seen[0].method).toBe('POST');
    expect(seen[0].url).toBe(apiUrl('auth/login'));
    expect(seen[0].headers.get('authorization')).toBeNull();
    expect(await seen[0].json()).toEqual({ email: 'seller@demo.test', password: 'Demo1234!' });
    const login = sessionStore.getState().login;
    expect(login).toMatchObject({
      token: 'tok-new',
      role_type: 'seller',
      email: 'seller@demo.test',
      user_name: 'Asha Seller',
      authLoading: false,
      userDetails: seller,
    });
  });

  it('a wrong password fails with the message, keeps field errors, no toast and no redirect', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    server.use(http.post(apiUrl('auth/login'), () => failure(401, 'Incorrect email or password')));
    const result = await authProvider.login({ email: 'seller@demo.test', password: 'nope' });
    expect(result).toEqual({ success: false, error: { name: 'Login failed', message: 'Incorrect email or password', statusCode: 401 } });
    expect(getToken()).toBeNull();
    expect(toastStore.getState().toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(navigation.navigateTo).not.toHaveBeenCalled();

    server.use(http.post(apiUrl('auth/login'), () => failure(400, 'Some fields are not valid', { email: 'Invalid email' })));
    const invalid = await authProvider.login({ email: 'x', password: 'y' });
    expect(invalid).toEqual({
      success: false,
      error: { name: 'Login failed', message: 'Some fields are not valid', statusCode: 400, errors: { email: 'Invalid email' } },
    });
  });
});

describe('register', () => {
  it('posts to auth/signup and stores the session', async () => {
    const buyer: CurrentUser = { ...seller, id: 'u2', roles: ['buyer'], name: 'Bo', email: 'bo@x.test' };
    server.use(
      http.post(apiUrl('auth/signup'), () =>
        HttpResponse.json({ success: true, message: 'Account created', data: { token: 'tok-b', user: buyer } }, { status: 201 }),
      ),
    );
    const result = await authProvider.register?.({ name: 'Bo', email: 'bo@x.test', password: 'longpassword', role: 'buyer' });
    expect(result).toEqual({ success: true, redirectTo: '/' });
    expect(await seen[0].json()).toEqual({ name: 'Bo', email: 'bo@x.test', password: 'longpassword', role: 'buyer' });
    expect(getToken()).toBe('tok-b');
    expect(sessionStore.getState().login.role_type).toBe('buyer');
  });

  it('a duplicate email fails with the field error', async () => {
    server.use(
      http.post(apiUrl('auth/signup'), () => failure(409, 'An account with this email already exists', { email: 'An account with this email already exists' })),
    );
    const result = await authProvider.register?.({ name: 'Bo', email: 'bo@x.test', password: 'longpassword', role: 'seller' });
    expect(result).toMatchObject({
      success: false,
      error: { message: 'An account with this email already exists', errors: { email: 'An account with this email already exists' } },
    });
    expect(getToken()).toBeNull();
  });
});

describe('logout', () => {
  it('revokes the token on the server, purges the session and storage, and goes to /', async () => {
    server.use(http.post(apiUrl('auth/logout'), () => envelope(null, 'Signed out')));
    sessionStore.setSession('tok-1', seller);
    localStorage.setItem('other', '1');
    const result = await authProvider.logout({});
    expect(result).toEqual({ success: true, redirectTo: '/' });
    expect(seen[0].method).toBe('POST');
    expect(seen[0].headers.get('authorization')).toBe('Bearer tok-1');
    expect(sessionStore.getState().login).toEqual(initialLoginState);
    expect(localStorage.length).toBe(0);
  });

  it('ignores a failed revoke (token already invalid) without a toast or a reload', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    server.use(http.post(apiUrl('auth/logout'), () => failure(401, 'Your session has expired. Please sign in again')));
    sessionStore.setSession('tok-1', seller);
    expect(await authProvider.logout({})).toEqual({ success: true, redirectTo: '/' });
    expect(getToken()).toBeNull();
    expect(toastStore.getState().toasts).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(navigation.navigateTo).not.toHaveBeenCalled();
  });

  it('sends nothing when there is no token', async () => {
    expect(await authProvider.logout({})).toEqual({ success: true, redirectTo: '/' });
    expect(seen).toHaveLength(0);
  });
});

describe('check, identity, permissions, onError', () => {
  it('check follows the token', async () => {
    expect(await authProvider.check()).toEqual({ authenticated: false, redirectTo: '/login', logout: true });
    sessionStore.setSession('tok-1', seller);
    expect(await authProvider.check()).toEqual({ authenticated: true });
  });

  it('getIdentity comes from the login state', async () => {
    expect(await authProvider.getIdentity?.()).toBeNull();
    sessionStore.setSession('tok-1', seller);
    sessionStore.updateProfile({ profileimage: '/me.png', email: 'seller@demo.test', user_name: 'Asha S.', phone: '1', authLoading: false });
    expect(await authProvider.getIdentity?.()).toEqual({ id: 'u1', name: 'Asha S.', email: 'seller@demo.test', avatar: '/me.png' });
  });

  it('getPermissions gives the roles', async () => {
    expect(await authProvider.getPermissions?.()).toEqual([]);
    sessionStore.setSession('tok-1', { ...seller, roles: ['seller', 'admin'] });
    expect(await authProvider.getPermissions?.()).toEqual(['seller', 'admin']);
  });

  it('onError logs out on 401 only', async () => {
    expect(await authProvider.onError({ message: 'x', statusCode: 401 })).toEqual({ logout: true, redirectTo: '/' });
    expect(await authProvider.onError({ message: 'x', status: 401 })).toEqual({ logout: true, redirectTo: '/' });
    expect(await authProvider.onError({ message: 'x', statusCode: 403 })).toEqual({});
    expect(await authProvider.onError({ message: 'x', statusCode: 500 })).toEqual({});
    expect(await authProvider.onError(new Error('x'))).toEqual({});
  });
});

describe('loadCurrentUser', () => {
  it('without a token: no call, authLoading false, null', async () => {
    expect(sessionStore.getState().login.authLoading).toBe(true);
    expect(await loadCurrentUser()).toBeNull();
    expect(seen).toHaveLength(0);
    expect(sessionStore.getState().login.authLoading).toBe(false);
  });

  it('success stores roles, the authenticated flag, name, email and the full user', async () => {
    const fresh: CurrentUser = { ...seller, name: 'Asha Updated', roles: ['seller'], is_verified: false };
    server.use(http.get(apiUrl('seller/get-status'), () => envelope(fresh)));
    sessionStore.setSession('tok-1', seller);
    sessionStore.setAuthLoading(true);
    expect(await loadCurrentUser()).toEqual(fresh);
    expect(seen[0].headers.get('authorization')).toBe('Bearer tok-1');
    expect(sessionStore.getState().login).toMatchObject({
      token: 'tok-1',
      authLoading: false,
      role_type: 'seller',
      user_name: 'Asha Updated',
      email: 'seller@demo.test',
      userDetails: fresh,
    });
  });

  it('failure clears persisted and local storage', async () => {
    server.use(http.get(apiUrl('seller/get-status'), () => failure(403, 'This account is suspended. Contact support to restore access')));
    sessionStore.setSession('tok-1', seller);
    localStorage.setItem('other', '1');
    expect(await loadCurrentUser()).toBeNull();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem('persist:b2b_admin_persist')).not.toContain('tok-1');
    expect(localStorage.getItem('other')).toBeNull();
    expect(sessionStore.getState().login.authLoading).toBe(false);
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it('an expired token (401) clears the session at once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    server.use(http.get(apiUrl('seller/get-status'), () => failure(401, 'Your session has expired. Please sign in again')));
    sessionStore.setSession('tok-1', seller);
    expect(await loadCurrentUser()).toBeNull();
    expect(getToken()).toBeNull();
    expect(sessionStore.getState().login.authLoading).toBe(false);
  });

  it('a check cut off because the page is unloading leaves the stored session to the page being opened', async () => {
    server.use(http.get(apiUrl('seller/get-status'), () => HttpResponse.error()));
    sessionStore.setSession('tok-1', seller);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    window.dispatchEvent(new Event('pagehide'));
    try {
      const pending = loadCurrentUser();
      await vi.advanceTimersByTimeAsync(7000);
      expect(await pending).toBeNull();
      expect(getToken()).toBe('tok-1');
      expect(localStorage.getItem('persist:b2b_admin_persist')).toContain('tok-1');
    } finally {
      window.dispatchEvent(new Event('pageshow'));
    }
  });

  it('no response (after the retries) clears the session too', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    server.use(http.get(apiUrl('seller/get-status'), () => HttpResponse.error()));
    sessionStore.setSession('tok-1', seller);
    const pending = loadCurrentUser();
    await vi.advanceTimersByTimeAsync(7000);
    expect(await pending).toBeNull();
    expect(seen).toHaveLength(4);
    expect(getToken()).toBeNull();
  });

  it('calls made together share one request', async () => {
    server.use(http.get(apiUrl('seller/get-status'), () => envelope(seller)));
    sessionStore.setSession('tok-1', seller);
    const [a, b] = await Promise.all([loadCurrentUser(), loadCurrentUser()]);
    expect(a).toEqual(seller);
    expect(b).toEqual(seller);
    expect(seen).toHaveLength(1);
    // And a later call asks again.
    await loadCurrentUser();
    expect(seen).toHaveLength(2);
  });
});
