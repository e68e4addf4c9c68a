import type { Page, Request } from 'playwright-core';

/** The live event stream stays open for as long as a signed-in page does: it never counts as traffic. */
export const LONG_LIVED_REQUESTS = /\/v1\/events(\?|$)/;

export interface NetworkWatch {
  /**
   * Resolves once no request (apart from the ignored ones) has been in flight for `quietMs`, counted
   * from the call; gives up, resolving all the same, after `timeoutMs`.
   */
  quiet(options?: { quietMs?: number; timeoutMs?: number }): Promise<void>;
}

/**
 * Follows the requests of `page` from now on. Playwright's 'networkidle' never comes beside an open
 * event stream (a signed-in page), so the bench waits for quiet apart from `ignore` instead.
 */
export function watchNetwork(page: Page, ignore: RegExp = LONG_LIVED_REQUESTS): NetworkWatch {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    if (ignore.test(request.url())) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const ended = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet({ quietMs = 500, timeoutMs = 30_000 } = {}) {
      const started = Date.now();
      const since = () => Date.now() - Math.max(lastChange, started);
      while (Date.now() - started < timeoutMs && (inFlight.size > 0 || since() < quietMs)) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
