// The one HTTP client of the web app (spec section 7): every call kind, the response envelope, the
// retry helper, the XSRF cookie and header, blob downloads and the error catalogue of section 8.
// Calls never throw: they resolve to an ApiResult whose `success` says what happened.
import type { Envelope, Pagination } from '../contract/envelope';
import { clientMessages } from '../contract/messages';
import { UNAUTHORIZED_REDIRECT_DELAY_MS } from '../contract/constants';
import { isRetryableStatus, withRetry } from './retry';
import { getToken, purgeSession } from './session';
import { toast } from './toast';

export type ApiResult<T> =
  | { success: true; message: string; data: T; pagination?: Pagination; total?: number; status: number }
  | {
      success: false;
      message: string;
      data: null;
      status: number;
      errors?: Record<string, string>;
      /** The failed envelope's `data`, when the server sent one (a refused import's per-row report). */
      details?: unknown;
    };

export type QueryValue = string | number | boolean | undefined | (string | number)[];

export interface CallOptions {
  /** Error toast on failure (default true). */
  toast?: boolean;
  /** Success toast with the server's message (default false: only when the caller asks, spec 8). */
  successToast?: boolean;
  /** Default: true for GET, PUT and DELETE; false for POST and PATCH, which are not idempotent. */
  retry?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  query?: Record<string, QueryValue>;
  /**
   * Whether a 401 on an authenticated call purges the session and goes to '/' (default true).
   * Logout turns it off: a token that is already invalid is no reason to reload the page.
   */
  unauthorizedRedirect?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestSpec {
  method: Method;
  path: string;
  auth: boolean;
  /** JSON-serialisable value, or FormData for multipart. */
  body?: unknown;
  /** Download: read the body as a blob and save it under `filename` (when given). */
  blob?: boolean;
  filename?: string;
  options: CallOptions;
}

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * How requests go out: the platform's fetch, looked up at each call (tests replace it), or, while the
 * server renders a page, a call into the API of the same process (src/ssr/render.tsx).
 */
let transport: typeof fetch = (input, init) => fetch(input, init);
export function setTransport(next: typeof fetch | null): void {
  transport = next ?? ((input, init) => fetch(input, init));
}

let apiBaseOverride: string | null = null;

/** Points the client at another base URL (tests); null returns to `<origin>/v1`. */
export function setApiBase(base: string | null): void {
  apiBaseOverride = base === null ? null : base.replace(/\/+$/, '');
}

/** Same origin, prefix /v1. Absolute, because fetch outside a browser (tests) needs a full URL. */
export function getApiBase(): string {
  if (apiBaseOverride !== null) return apiBaseOverride;
  const origin = typeof window !== 'undefined' && window.location ? window.location.origin : 'http://localhost';
  return `${origin}/v1`;
}

/** "seller/x", "/seller/x" and "/v1/seller/x" all become `<base>/seller/x`. */
export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const clean = path.replace(/^\/+/, '').replace(/^v1(\/|$)/, '');
  let url = `${getApiBase()}/${clean}`;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined) continue;
      params.append(key, Array.isArray(value) ? value.join(',') : String(value));
    }
    const search = params.toString();
    if (search) url += (url.includes('?') ? '&' : '?') + search;
  }
  return url;
}

export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

/** The redirect of the 401 rule goes through here so that tests can replace it. */
export const navigation = {
  navigateTo(path: string): void {
    window.location.assign(path);
  },
};

export const navigateTo = (path: string): void => navigation.navigateTo(path);

let unauthorizedTimer: ReturnType<typeof setTimeout> | null = null;

/** Spec 8, 401: after one second clear local storage and persisted state and go to '/'. */
function handleUnauthorized(message: string): void {
  if (message.includes(clientMessages.airportInactive)) {
    // The other reading of the 401 rule: this message only warns.
    console.warn(message);
    return;
  }
  // Several calls failing together schedule one redirect.
  if (unauthorizedTimer !== null) return;
  unauthorizedTimer = setTimeout(() => {
    unauthorizedTimer = null;
    purgeSession();
    navigation.navigateTo('/');
  }, UNAUTHORIZED_REDIRECT_DELAY_MS);
}

function failure<T>(status: number, message: string, envelope?: Envelope<unknown> | null): ApiResult<T> {
  const result: ApiResult<T> = { success: false, message, data: null, status };
  if (envelope?.errors) result.errors = envelope.errors;
  if (envelope?.data !== undefined && envelope.data !== null) result.details = envelope.data;
  return result;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return typeof value === 'object' && value !== null && 'success' in value;
}

function fileNameFrom(response: Response, path: string): string {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain filename
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  if (plain) return plain[1].trim();
  return path.split('?')[0].split('/').filter(Boolean).pop() ?? 'download';
}

function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** One attempt: sends the request and reads the envelope (or the blob). */
async function send<T>(spec: RequestSpec): Promise<ApiResult<T>> {
  const { options } = spec;
  const headers: Record<string, string> = { Accept: spec.blob ? '*/*' : 'application/json' };
  // A generated document (a statement, an invoice) is written in the language the app shows, not the browser's.
  if (spec.blob && typeof document !== 'undefined' && document.documentElement.lang) headers['Accept-Language'] = document.documentElement.lang;
  if (spec.auth) {
    // Read per attempt: the token may change between retries.
    const token = getToken();
    if (!token) return failure(401, clientMessages.noToken);
    headers.Authorization = `Bearer ${token}`;
  }
  const xsrf = readCookie(XSRF_COOKIE);
  if (xsrf) headers[XSRF_HEADER] = xsrf;

  let body: BodyInit | undefined;
  if (spec.body instanceof FormData) {
    // The browser sets the multipart Content-Type with its boundary.
    body = spec.body;
  } else if (spec.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(spec.body);
  }
  Object.assign(headers, options.headers);

  try {
    const response = await transport(buildUrl(spec.path, options.query), {
      method: spec.method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    });

    if (spec.blob) {
      if (response.status !== 200) {
        const envelope = await readJson(response);
        return failure(response.status, clientMessages.downloadFailed, isEnvelope(envelope) ? envelope : null);
      }
      const blob = await response.blob();
      saveBlob(blob, spec.filename || fileNameFrom(response, spec.path));
      return { success: true, message: clientMessages.downloadSucceeded, data: blob as T, status: response.status };
    }

    const envelope = await readJson(response);
    if (response.ok && isEnvelope(envelope) && envelope.success === true) {
      const result: ApiResult<T> = {
        success: true,
        message: envelope.message || clientMessages.requestSuccessful,
        data: envelope.data as T,
        status: response.status,
      };
      if (envelope.pagination !== undefined) result.pagination = envelope.pagination;
      if (envelope.total !== undefined) result.total = envelope.total;
      return result;
    }
    const serverMessage = isEnvelope(envelope) && typeof envelope.message === 'string' ? envelope.message : '';
    const fallback = response.status === 401 ? clientMessages.unauthorized : clientMessages.requestFailed;
    return failure(response.status, serverMessage || fallback, isEnvelope(envelope) ? envelope : null);
  } catch (error) {
    // fetch rejects with a TypeError when no response arrived (network down, server unreachable).
    if (error instanceof TypeError) return failure(0, clientMessages.noResponse);
    const message = error instanceof Error && error.message ? error.message : clientMessages.unexpected;
    return failure(0, message);
  }
}

/** The body as JSON, or null when it is empty or not JSON (an HTML error page from a proxy). */
async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

async function request<T>(spec: RequestSpec): Promise<ApiResult<T>> {
  const { options } = spec;
  const wantsRetry = options.retry ?? (spec.method === 'GET' || spec.method === 'PUT' || spec.method === 'DELETE');

  let result: ApiResult<T>;
  if (spec.auth && !getToken()) {
    // Spec 8: refused on the client side, no request is sent.
    result = failure(401, clientMessages.noToken);
  } else if (wantsRetry) {
    result = await withRetry(() => send<T>(spec), {
      // A request the caller aborted is not retried.
      shouldRetry: (r) => !options.signal?.aborted && isRetryableStatus(r.status),
    });
  } else {
    result = await send<T>(spec);
  }

  const aborted = options.signal?.aborted === true;
  if (!result.success) {
    // The 401 rule applies to authenticated calls that reached the server; a public call's 401 is a
    // wrong password, and with no token there is no session to clear.
    if (result.status === 401 && spec.auth && result.message !== clientMessages.noToken && options.unauthorizedRedirect !== false) {
      handleUnauthorized(result.message);
    }
    // An aborted request was cancelled on purpose: nothing to tell the user.
    if (options.toast !== false && !aborted) toast.error(result.message);
  } else if (spec.blob ? options.successToast !== false : options.successToast === true) {
    toast.success(result.message);
  }
  return result;
}

const call =
  (method: Method, auth: boolean) =>
  <T>(path: string, body?: unknown, options: CallOptions = {}): Promise<ApiResult<T>> =>
    request<T>({ method, path, auth, body, options });

const formCall =
  (auth: boolean) =>
  <T>(path: string, form: FormData, options: CallOptions = {}): Promise<ApiResult<T>> =>
    request<T>({ method: 'POST', path, auth, body: form, options });

const getCall =
  (auth: boolean) =>
  <T>(path: string, options: CallOptions = {}): Promise<ApiResult<T>> =>
    request<T>({ method: 'GET', path, auth, options });

export const api = {
  /** Authenticated POST, JSON body. */
  post: call('POST', true),
  /** Authenticated POST, multipart form data. */
  postForm: formCall(true),
  /** Public POST, JSON body. */
  publicPost: call('POST', false),
  /** Public POST, multipart form data. */
  publicPostForm: formCall(false),
  /** Authenticated PUT. */
  put: call('PUT', true),
  /** Authenticated PATCH. */
  patch: call('PATCH', true),
  /** Authenticated DELETE, the payload in the request body. */
  del: call('DELETE', true),
  /** Authenticated GET. */
  get: getCall(true),
  /**
   * Authenticated GET saved as a file: `filename`, else the Content-Disposition name, else the
   * last path segment. Non-200 gives 'Failed to download file', success 'File downloaded successfully'.
   */
  download: (path: string, filename?: string, options: CallOptions = {}): Promise<ApiResult<Blob>> =>
    request<Blob>({ method: 'GET', path, auth: true, blob: true, filename, options }),
  /** Public GET. */
  publicGet: getCall(false),
};

export type HttpClient = typeof api;
