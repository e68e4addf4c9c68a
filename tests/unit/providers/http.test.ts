import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sellerUser } from '../users';
import { api, buildUrl, navigation, readCookie, setApiBase } from '../../../src/providers/http';
import { getToken, sessionStore } from '../../../src/providers/session';
import { resetToasts, toastStore } from '../../../src/providers/toast';
import { apiUrl, useMswServer } from '../setup';

const server = useMswServer();

const user = sellerUser();

/** Every request that reached MSW, in order. */
let seen: Request[] = [];
server.events.on('request:start', ({ request }) => {
  seen.push(request.clone());
});

const ok = (data: unknown, extra: Record<string, unknown> = {}) => HttpResponse.json({ success: true, message: 'Done', data, ...extra });
const fail = (status: number, message?: string, errors?: Record<string, string>) =>
  HttpResponse.json({ success: false, ...(message === undefined ? {} : { message }), data: null, ...(errors ? { errors } : {}) }, { status });

const toasts = () => toastStore.getState().toasts.map((t) => ({ type: t.type, message: t.message }));

const fakeTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });

beforeEach(() => {
  seen = [];
  resetToasts();
  sessionStore.clear();
  sessionStore.setSession('tok-123', user);
  vi.spyOn(navigation, 'navigateTo').mockImplementation(() => {});
});

afterEach(async () => {
  // Let a scheduled 401 redirect run out before the next test.
  if (vi.isFakeTimers()) await vi.runOnlyPendingTimersAsync();
  vi.restoreAllMocks();
  vi.useRealTimers();
  setApiBase(null);
  resetToasts();
});

describe('URLs', () => {
  it('puts every path under <origin>/v1/, with or without a leading slash', () => {
    const base = `${window.location.origin}/v1`;
    expect(buildUrl('seller/add-number-send-otp')).toBe(`${base}/seller/add-number-send-otp`);
    expect(buildUrl('/seller/get-status')).toBe(`${base}/seller/get-status`);
    expect(buildUrl('/v1/seller/get-status')).toBe(`${base}/seller/get-status`);
    expect(buildUrl('products', { page: 2, limit: 20, q: undefined, ids: ['a', 'b'], flag: true })).toBe(
      `${base}/products?page=2&limit=20&ids=a%2Cb&flag=true`,
    );
  });

  it('setApiBase points the client elsewhere', () => {
    setApiBase('http://api.test/v1/');
    expect(buildUrl('/x')).toBe('http://api.test/v1/x');
  });

  it('reads cookies by name', () => {
    document.cookie = 'other=1';
    document.cookie = 'XSRF-TOKEN=abc.def%3D';
    expect(readCookie('XSRF-TOKEN')).toBe('abc.def=');
    expect(readCookie('missing')).toBeNull();
  });
});

describe('call kinds', () => {
  it('authenticated POST sends JSON with the Bearer token', async () => {
    server.use(http.post(apiUrl('seller/add-number-send-otp'), () => ok({ otp: '123456' })));
    const result = await api.post<{ otp: string }>('seller/add-number-send-otp', { country_code: '+91', phone: '9876543210', type: 'sms' });
    expect(result).toEqual({ success: true, message: 'Done', data: { otp: '123456' }, status: 200 });
    const [request] = seen;
    expect(request.method).toBe('POST');
    expect(request.url).toBe(apiUrl('seller/add-number-send-otp'));
    expect(request.headers.get('authorization')).toBe('Bearer tok-123');
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(await request.json()).toEqual({ country_code: '+91', phone: '9876543210', type: 'sms' });
    expect(request.credentials).toBe('same-origin');
  });

  it('authenticated POST without a body sends no body and no content type', async () => {
    server.use(http.post(apiUrl('auth/logout'), () => ok(null)));
    await api.post('auth/logout');
    expect(seen[0].headers.get('content-type')).toBeNull();
    expect(await seen[0].text()).toBe('');
  });

  it('authenticated POST multipart sends the form data with the token', async () => {
    server.use(http.post(apiUrl('documents'), () => ok({ id: 'd1' })));
    const form = new FormData();
    form.append('title', 'Licence');
    form.append('file', new Blob(['pdf-bytes'], { type: 'application/pdf' }), 'licence.pdf');
    const result = await api.postForm<{ id: string }>('/documents', form);
    expect(result.success).toBe(true);
    const request = seen[0];
    expect(request.method).toBe('POST');
    expect(request.headers.get('authorization')).toBe('Bearer tok-123');
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const received = await request.formData();
    expect(received.get('title')).toBe('Licence');
    // (jsdom's File crossing into Node's fetch loses its name, so only the content is compared.)
    const file = received.get('file') as File;
    expect(await file.text()).toBe('pdf-bytes');
  });

  it('public POST multipart sends no Authorization', async () => {
    server.use(http.post(apiUrl('public/upload'), () => ok(null)));
    const form = new FormData();
    form.append('a', '1');
    await api.publicPostForm('public/upload', form);
    expect(seen[0].headers.get('authorization')).toBeNull();
    expect(seen[0].headers.get('content-type')).toMatch(/^multipart\/form-data/);
    expect((await seen[0].formData()).get('a')).toBe('1');
  });

  it('public POST JSON sends no Authorization', async () => {
    server.use(http.post(apiUrl('auth/login'), () => ok({ token: 't' })));
    await api.publicPost('auth/login', { email: 'a@b.c', password: 'x' });
    expect(seen[0].method).toBe('POST');
    expect(seen[0].headers.get('authorization')).toBeNull();
    expect(seen[0].headers.get('content-type')).toBe('application/json');
    expect(await seen[0].json()).toEqual({ email: 'a@b.c', password: 'x' });
  });

  it.each([
    ['put', 'PUT'],
    ['patch', 'PATCH'],
    ['del', 'DELETE'],
  ] as const)('authenticated %s sends the JSON body (DELETE too)', async (kind, method) => {
    server.use(http.all(apiUrl('addresses/7'), () => ok({ id: 7 })));
    const result = await api[kind]<{ id: number }>('/addresses/7', { reason: 'moved', line1: 'x' });
    expect(result).toMatchObject({ success: true, data: { id: 7 } });
    expect(seen).toHaveLength(1);
    expect(seen[0].method).toBe(method);
    expect(seen[0].url).toBe(apiUrl('addresses/7'));
    expect(seen[0].headers.get('authorization')).toBe('Bearer tok-123');
    expect(seen[0].headers.get('content-type')).toBe('application/json');
    expect(await seen[0].json()).toEqual({ reason: 'moved', line1: 'x' });
  });

  it('authenticated GET passes query, pagination and total through', async () => {
    server.use(http.get(apiUrl('products'), () => ok([{ id: 1 }], { pagination: { page: 2, limit: 1, totalPages: 5 }, total: 5 })));
    const result = await api.get<{ id: number }[]>('/products', { query: { page: 2, limit: 1 } });
    expect(result).toEqual({
      success: true,
      message: 'Done',
      data: [{ id: 1 }],
      pagination: { page: 2, limit: 1, totalPages: 5 },
      total: 5,
      status: 200,
    });
    expect(seen[0].method).toBe('GET');
    expect(seen[0].url).toBe(`${apiUrl('products')}?page=2&limit=1`);
    expect(seen[0].headers.get('authorization')).toBe('Bearer tok-123');
    expect(seen[0].headers.get('content-type')).toBeNull();
  });

  it('public GET sends no Authorization', async () => {
    server.use(http.get(apiUrl('public/products'), () => ok([])));
    sessionStore.clear();
    const result = await api.publicGet('/public/products');
    expect(result.success).toBe(true);
    expect(seen[0].headers.get('authorization')).toBeNull();
  });

  it('sends extra headers and X-XSRF-TOKEN from the XSRF-TOKEN cookie', async () => {
    document.cookie = 'XSRF-TOKEN=nonce.signature';
    server.use(http.all(apiUrl('*'), () => ok(null)));
    await api.post('a', { x: 1 }, { headers: { 'X-Trace': 't1' } });
    await api.get('/b');
    await api.publicPost('c', {});
    expect(seen.map((r) => r.headers.get('x-xsrf-token'))).toEqual(['nonce.signature', 'nonce.signature', 'nonce.signature']);
    expect(seen[0].headers.get('x-trace')).toBe('t1');
  });

  it('sends no X-XSRF-TOKEN without the cookie', async () => {
    server.use(http.get(apiUrl('b'), () => ok(null)));
    await api.get('b');
    expect(seen[0].headers.get('x-xsrf-token')).toBeNull();
  });

  it('shows a success toast only when the caller asks', async () => {
    server.use(http.post(apiUrl('x'), () => ok(null)));
    await api.post('x', {});
    expect(toasts()).toEqual([]);
    await api.post('x', {}, { successToast: true });
    expect(toasts()).toEqual([{ type: 'success', message: 'Done' }]);
  });
});

describe('no token', () => {
  it.each(['post', 'put', 'patch', 'del'] as const)('%s sends no request and fails with 401', async (kind) => {
    server.use(http.all(apiUrl('*'), () => ok(null)));
    sessionStore.clear();
    const result = await api[kind]('x', { a: 1 });
    expect(result).toEqual({ success: false, message: 'Authentication token not found. Please login again.', data: null, status: 401 });
    expect(seen).toHaveLength(0);
    expect(toasts()).toEqual([{ type: 'error', message: 'Authentication token not found. Please login again.' }]);
  });

  it('get, postForm and download send no request either, and nothing is redirected', async () => {
    fakeTimers();
    server.use(http.all(apiUrl('*'), () => ok(null)));
    sessionStore.clear();
    expect((await api.get('x')).status).toBe(401);
    expect((await api.postForm('x', new FormData())).status).toBe(401);
    expect((await api.download('x')).message).toBe('Authentication token not found. Please login again.');
    expect(seen).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(5000);
    expect(navigation.navigateTo).not.toHaveBeenCalled();
  });

  it('toast: false silences the toast', async () => {
    sessionStore.clear();
    await api.get('x', { toast: false });
    expect(toasts()).toEqual([]);
  });
});

describe('error catalogue', () => {
  it("non-2xx: the server's message and its field errors, with an error toast", async () => {
    server.use(http.post(apiUrl('seller/business-details'), () => fail(400, 'Some fields are not valid', { city: 'City is required' })));
    const result = await api.post('seller/business-details', {});
    expect(result).toEqual({
      success: false,
      message: 'Some fields are not valid',
      data: null,
      status: 400,
      errors: { city: 'City is required' },
    });
    expect(toasts()).toEqual([{ type: 'error', message: 'Some fields are not valid' }]);
  });

  it("keeps a failed envelope's data as details (a refused import's report)", async () => {
    const report = { created: 0, updated: 0, problems: [{ row: 2, field: 'name', message: 'Product name is required' }] };
    server.use(
      http.post(apiUrl('products/import'), () => HttpResponse.json({ success: false, message: 'No products were imported', data: report }, { status: 422 })),
    );
    const result = await api.post('products/import', {}, { toast: false });
    expect(result).toEqual({ success: false, message: 'No products were imported', data: null, status: 422, details: report });
  });

  it("non-2xx without a message: 'Request failed'", async () => {
    server.use(http.post(apiUrl('x'), () => fail(400)));
    expect((await api.post('x', {})).message).toBe('Request failed');
    expect(toasts()).toEqual([{ type: 'error', message: 'Request failed' }]);
  });

  it("a body that is not JSON: 'Request failed'", async () => {
    server.use(http.post(apiUrl('x'), () => new HttpResponse('<html>Bad gateway</html>', { status: 400 })));
    expect(await api.post('x', {})).toEqual({ success: false, message: 'Request failed', data: null, status: 400 });
  });

  it("2xx with success not true: the server's message, else 'Request failed'", async () => {
    server.use(http.post(apiUrl('a'), () => HttpResponse.json({ success: false, message: 'Invalid OTP', data: null })));
    server.use(http.post(apiUrl('b'), () => HttpResponse.json({ data: 1 })));
    expect(await api.post('a', {})).toEqual({ success: false, message: 'Invalid OTP', data: null, status: 200 });
    expect((await api.post('b', {})).message).toBe('Request failed');
    expect(toasts().map((t) => t.message)).toEqual(['Request failed', 'Invalid OTP']);
  });

  it("success without a message: 'Request successful'", async () => {
    server.use(http.get(apiUrl('x'), () => HttpResponse.json({ success: true, data: 3 })));
    expect(await api.get('x')).toEqual({ success: true, message: 'Request successful', data: 3, status: 200 });
  });

  it("no response: 'No response from server'", async () => {
    server.use(http.post(apiUrl('x'), () => HttpResponse.error()));
    expect(await api.post('x', {})).toEqual({ success: false, message: 'No response from server', data: null, status: 0 });
    expect(toasts()).toEqual([{ type: 'error', message: 'No response from server' }]);
  });

  it("another error: its own message, else 'An unexpected error occurred'", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    fetchSpy.mockRejectedValueOnce(new Error('Boom'));
    expect((await api.post('x', {})).message).toBe('Boom');
    fetchSpy.mockRejectedValueOnce(new Error(''));
    expect((await api.post('x', {})).message).toBe('An unexpected error occurred');
    fetchSpy.mockRejectedValueOnce('a string');
    expect((await api.post('x', {})).message).toBe('An unexpected error occurred');
    expect(toasts().map((t) => t.message)).toEqual(['An unexpected error occurred', 'An unexpected error occurred', 'Boom']);
  });

  it('toast: false keeps the failure silent', async () => {
    server.use(http.post(apiUrl('x'), () => fail(400, 'Nope')));
    expect((await api.post('x', {}, { toast: false })).message).toBe('Nope');
    expect(toasts()).toEqual([]);
  });

  it('an aborted request is neither retried nor toasted', async () => {
    server.use(http.get(apiUrl('slow'), () => new Promise<Response>(() => {})));
    const controller = new AbortController();
    const pending = api.get('slow', { signal: controller.signal });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    controller.abort();
    const result = await pending;
    expect(result.success).toBe(false);
    expect(seen).toHaveLength(1);
    expect(toasts()).toEqual([]);
  });
});

describe('401 rule', () => {
  it("authenticated 401: the server's message, then after 1 s purge and go to '/'", async () => {
    fakeTimers();
    localStorage.setItem('other', 'kept until the purge');
    server.use(http.get(apiUrl('seller/get-status'), () => fail(401, 'Your session has expired. Please sign in again')));
    const result = await api.get('/seller/get-status');
    expect(result).toEqual({ success: false, message: 'Your session has expired. Please sign in again', data: null, status: 401 });
    expect(toasts()).toEqual([{ type: 'error', message: 'Your session has expired. Please sign in again' }]);
    expect(seen).toHaveLength(1); // 401 is not retried

    await vi.advanceTimersByTimeAsync(999);
    expect(navigation.navigateTo).not.toHaveBeenCalled();
    expect(getToken()).toBe('tok-123');
    await vi.advanceTimersByTimeAsync(1);
    expect(navigation.navigateTo).toHaveBeenCalledTimes(1);
    expect(navigation.navigateTo).toHaveBeenCalledWith('/');
    expect(getToken()).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it("401 without a message: 'Unauthorized access'", async () => {
    fakeTimers();
    server.use(http.post(apiUrl('x'), () => new HttpResponse(null, { status: 401 })));
    expect((await api.post('x', {})).message).toBe('Unauthorized access');
    expect(toasts()).toEqual([{ type: 'error', message: 'Unauthorized access' }]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(navigation.navigateTo).toHaveBeenCalledWith('/');
  });

  it('several 401s together redirect once', async () => {
    fakeTimers();
    server.use(http.get(apiUrl('*'), () => fail(401, 'Expired')));
    await Promise.all([api.get('a'), api.get('b'), api.get('c')]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(navigation.navigateTo).toHaveBeenCalledTimes(1);
  });

  it("'Airport is Inactive' only logs a console warning", async () => {
    fakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get(apiUrl('x'), () => fail(401, 'Airport is Inactive for this account')));
    const result = await api.get('x');
    expect(result.message).toBe('Airport is Inactive for this account');
    expect(warn).toHaveBeenCalledWith('Airport is Inactive for this account');
    await vi.advanceTimersByTimeAsync(5000);
    expect(navigation.navigateTo).not.toHaveBeenCalled();
    expect(getToken()).toBe('tok-123');
  });

  it('a 401 from a public call (wrong password) does not purge or redirect', async () => {
    fakeTimers();
    server.use(http.post(apiUrl('auth/login'), () => fail(401, 'Incorrect email or password')));
    const result = await api.publicPost('auth/login', { email: 'a@b.c', password: 'bad' });
    expect(result).toMatchObject({ success: false, status: 401, message: 'Incorrect email or password' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(navigation.navigateTo).not.toHaveBeenCalled();
    expect(getToken()).toBe('tok-123');
  });

  it('toast: false still applies the 401 rule', async () => {
    fakeTimers();
    server.use(http.get(apiUrl('x'), () => fail(401, 'Expired')));
    await api.get('x', { toast: false });
    expect(toasts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(navigation.navigateTo).toHaveBeenCalledWith('/');
  });
});

describe('retry in the client', () => {
  it('GET retries 503 after 1 s, 2 s and 4 s, with one toast after the last attempt', async () => {
    fakeTimers();
    server.use(http.get(apiUrl('flaky'), () => fail(503, 'Service unavailable')));
    const pending = api.get('flaky');
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(seen).toHaveLength(3);
    expect(toasts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(3999);
    expect(seen).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(seen).toHaveLength(4);
    expect(result).toMatchObject({ success: false, status: 503, message: 'Service unavailable' });
    expect(toasts()).toEqual([{ type: 'error', message: 'Service unavailable' }]);
  });

  it('succeeds when a retry succeeds, without an error toast', async () => {
    fakeTimers();
    let calls = 0;
    server.use(http.get(apiUrl('flaky'), () => (++calls < 3 ? fail(502, 'Bad gateway') : ok('fine'))));
    const pending = api.get<string>('flaky');
    await vi.advanceTimersByTimeAsync(3000);
    expect(await pending).toMatchObject({ success: true, data: 'fine' });
    expect(seen).toHaveLength(3);
    expect(toasts()).toEqual([]);
  });

  it.each([408, 429, 500, 502, 503, 504])('GET retries status %i', async (status) => {
    fakeTimers();
    server.use(http.get(apiUrl('s'), () => fail(status, 'x')));
    const pending = api.get('s');
    await vi.advanceTimersByTimeAsync(7000);
    await pending;
    expect(seen).toHaveLength(4);
  });

  it.each([400, 401, 404])('GET does not retry status %i', async (status) => {
    fakeTimers();
    server.use(http.get(apiUrl('s'), () => fail(status, 'x')));
    const pending = api.get('s');
    await vi.advanceTimersByTimeAsync(7000);
    await pending;
    expect(seen).toHaveLength(1);
  });

  it('retries PUT and DELETE by default, not POST or PATCH; options.retry overrides', async () => {
    fakeTimers();
    server.use(http.all(apiUrl('s'), () => fail(500, 'x')));
    const count = async (run: () => Promise<unknown>) => {
      seen = [];
      const pending = run();
      await vi.advanceTimersByTimeAsync(7000);
      await pending;
      return seen.length;
    };
    expect(await count(() => api.put('s', {}))).toBe(4);
    expect(await count(() => api.del('s', {}))).toBe(4);
    expect(await count(() => api.post('s', {}))).toBe(1);
    expect(await count(() => api.patch('s', {}))).toBe(1);
    expect(await count(() => api.post('s', {}, { retry: true }))).toBe(4);
    expect(await count(() => api.get('s', { retry: false }))).toBe(1);
  });

  it('retries when no response arrived', async () => {
    fakeTimers();
    server.use(http.get(apiUrl('down'), () => HttpResponse.error()));
    const pending = api.get('down');
    await vi.advanceTimersByTimeAsync(7000);
    expect((await pending).message).toBe('No response from server');
    expect(seen).toHaveLength(4);
  });
});

describe('download', () => {
  let clicked: { href: string; download: string }[] = [];

  beforeEach(() => {
    clicked = [];
    // jsdom has neither object URLs nor navigation to them.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:test/1'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
  });

  it('asks for the document in the language the app shows', async () => {
    let asked: string | null = null;
    server.use(
      http.get(apiUrl('statements/2026-10.pdf'), ({ request }) => {
        asked = request.headers.get('accept-language');
        return new HttpResponse('%PDF-', { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    document.documentElement.lang = 'zh';
    try {
      expect((await api.download('statements/2026-10.pdf', 'statement.pdf')).success).toBe(true);
    } finally {
      document.documentElement.lang = 'en';
    }
    expect(asked).toBe('zh');
  });

  it('saves the blob under the given name with a success toast', async () => {
    server.use(http.get(apiUrl('orders/export'), () => new HttpResponse('a,b\n1,2', { headers: { 'Content-Type': 'text/csv' } })));
    const result = await api.download('/orders/export', 'orders.csv');
    expect(result.success).toBe(true);
    expect(result.message).toBe('File downloaded successfully');
    // Node's Blob, not jsdom's: compare by content.
    expect(result.data?.size).toBe(7);
    expect(await result.data?.text()).toBe('a,b\n1,2');
    expect(seen[0].method).toBe('GET');
    expect(seen[0].headers.get('authorization')).toBe('Bearer tok-123');
    expect(clicked).toEqual([{ href: 'blob:test/1', download: 'orders.csv' }]);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(toasts()).toEqual([{ type: 'success', message: 'File downloaded successfully' }]);
  });

  it('takes the name from Content-Disposition, else the path', async () => {
    server.use(
      http.get(apiUrl('files/1'), () => new HttpResponse('x', { headers: { 'Content-Disposition': 'attachment; filename="report 1.pdf"' } })),
      http.get(apiUrl('files/invoice.pdf'), () => new HttpResponse('y')),
    );
    await api.download('files/1');
    await api.download('files/invoice.pdf');
    expect(clicked.map((c) => c.download)).toEqual(['report 1.pdf', 'invoice.pdf']);
  });

  it("a non-200 status: 'Failed to download file' and no file", async () => {
    server.use(http.get(apiUrl('files/2'), () => fail(404, 'Not found')));
    const result = await api.download('files/2', 'x.pdf');
    expect(result).toMatchObject({ success: false, status: 404, message: 'Failed to download file' });
    expect(clicked).toEqual([]);
    expect(toasts()).toEqual([{ type: 'error', message: 'Failed to download file' }]);
  });

  it("another 2xx is not 200 either: 'Failed to download file'", async () => {
    server.use(http.get(apiUrl('files/3'), () => new HttpResponse(null, { status: 204 })));
    expect((await api.download('files/3')).message).toBe('Failed to download file');
  });
});
