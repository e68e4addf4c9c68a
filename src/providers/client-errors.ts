// Reports the web app's uncaught errors to the server (POST /v1/client-errors) through the one HTTP
// client: quietly (no toast), never throwing, and only a few per page load, each message once.
import { CLIENT_ERROR_LIMITS } from '../contract/client-error-limits';
import type { ClientErrorReport } from '../contract/client-errors';

/** A page that keeps failing would otherwise send a report per render. */
export const MAX_REPORTS_PER_PAGE_LOAD = 5;

const reported = new Set<string>();

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

/** The built entry script's name (`index-<hash>`), which tells one build from another; none in development. */
function appBuild(): string | undefined {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]');
  const name = entry?.src.split('/').pop()?.replace(/\.js$/, '');
  return name ? name.slice(0, CLIENT_ERROR_LIMITS.app_version) : undefined;
}

const cut = (text: string | undefined, max: number) => (text ? text.slice(0, max) : undefined);

/** Sends one report of `error` (what a React error boundary or a global handler caught). */
export function reportClientError(error: unknown, componentStack?: string): void {
  try {
    const message = cut(messageOf(error).trim(), CLIENT_ERROR_LIMITS.message) || 'Unknown error';
    if (reported.size >= MAX_REPORTS_PER_PAGE_LOAD || reported.has(message)) return;
    reported.add(message);
    const report: ClientErrorReport = {
      message,
      stack: cut(error instanceof Error ? error.stack : undefined, CLIENT_ERROR_LIMITS.stack),
      // The path only: a query string may carry search terms, tokens or email addresses.
      path: window.location.pathname.slice(0, CLIENT_ERROR_LIMITS.path) || '/',
      component_stack: cut(componentStack, CLIENT_ERROR_LIMITS.component_stack),
      app_version: appBuild(),
      occurred_at: new Date().toISOString(),
    };
    // Public: the report is about the page, not about who was signed in. The HTTP client is fetched
    // here, not imported: a page that makes no API call (the landing pages) does not load it.
    void import('./http').then(({ api }) => api.publicPost('client-errors', report, { toast: false, retry: false })).catch(() => undefined);
  } catch {
    // Reporting must never add an error of its own.
  }
}

/** Forgets what this page load reported (tests). */
export function resetClientErrorReports(): void {
  reported.clear();
}

/** Reports what no error boundary sees: errors thrown in event handlers, timers and rejected promises. */
export function reportUncaughtErrors(target: Window = window): void {
  target.addEventListener('error', (event) => reportClientError(event.error ?? event.message));
  target.addEventListener('unhandledrejection', (event) => reportClientError(event.reason));
}
