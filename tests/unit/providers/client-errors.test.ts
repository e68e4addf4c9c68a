import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_ERROR_LIMITS, clientErrorReportSchema } from '../../../src/contract/client-errors';
import { MAX_REPORTS_PER_PAGE_LOAD, reportClientError, reportUncaughtErrors, resetClientErrorReports } from '../../../src/providers/client-errors';
import { sessionStore } from '../../../src/providers/session';
import { resetToasts, toastStore } from '../../../src/providers/toast';
import { apiUrl, useMswServer } from '../setup';
import { makeUser } from '../onboarding/helpers';

const server = useMswServer();

/** What reached the server: each report's body and whether it carried a token. */
let received: Array<{ body: Record<string, unknown>; authorization: string | null }> = [];

const answer = (response: () => Response) =>
  server.use(
    http.post(apiUrl('client-errors'), async ({ request }) => {
      received.push({ body: (await request.json()) as Record<string, unknown>, authorization: request.headers.get('Authorization') });
      return response();
    }),
  );
const accepted = () => HttpResponse.json({ success: true, message: 'Error report received', data: null }, { status: 202 });

/** Waits for `count` reports, then a little longer so that a report too many would show. */
async function reportsArrive(count: number) {
  await expect.poll(() => received.length).toBe(count);
  await new Promise((resolve) => setTimeout(resolve, 30));
  expect(received).toHaveLength(count);
}

beforeEach(() => {
  received = [];
  resetClientErrorReports();
  resetToasts();
  sessionStore.clear();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  resetToasts();
});

describe('reportClientError', () => {
  it('posts the message, stack, component stack, page path and time as the contract describes', async () => {
    answer(accepted);
    window.history.replaceState(null, '', '/ProductList?q=secret-search#row-3');
    const error = new TypeError("Cannot read properties of undefined (reading 'name')");
    reportClientError(error, '\n    at ProductCard\n    at ProductList');
    await reportsArrive(1);
    const { body } = received[0];
    expect(body).toMatchObject({
      message: "Cannot read properties of undefined (reading 'name')",
      stack: error.stack,
      path: '/ProductList',
      component_stack: '\n    at ProductCard\n    at ProductList',
    });
    expect(JSON.stringify(body)).not.toContain('secret-search');
    expect(clientErrorReportSchema.safeParse(body).success).toBe(true);
  });

  it('sends no token, even from a signed-in page', async () => {
    answer(accepted);
    sessionStore.setSession('tok-123', makeUser());
    reportClientError(new Error('Signed-in failure'));
    await reportsArrive(1);
    expect(received[0].authorization).toBeNull();
  });

  it('trims a long message and stack to the contract limits', async () => {
    answer(accepted);
    const error = new Error('m'.repeat(5000));
    error.stack = 's'.repeat(20_000);
    reportClientError(error, 'c'.repeat(20_000));
    await reportsArrive(1);
    const { body } = received[0];
    expect(body.message).toHaveLength(CLIENT_ERROR_LIMITS.message);
    expect(body.stack).toHaveLength(CLIENT_ERROR_LIMITS.stack);
    expect(body.component_stack).toHaveLength(CLIENT_ERROR_LIMITS.component_stack);
    expect(clientErrorReportSchema.safeParse(body).success).toBe(true);
  });

  it('reports what was thrown when it is not an Error', async () => {
    answer(accepted);
    reportClientError('a thrown string');
    reportClientError({ code: 42 });
    reportClientError(undefined);
    await reportsArrive(3);
    expect(received.map((r) => r.body.message).sort()).toEqual(['a thrown string', 'undefined', '{"code":42}'].sort());
    expect(received.every((r) => r.body.stack === undefined)).toBe(true);
  });

  it('sends the same message once per page load', async () => {
    answer(accepted);
    reportClientError(new Error('Same failure'));
    reportClientError(new Error('Same failure'));
    reportClientError(new Error('Same failure'), 'another component stack');
    await reportsArrive(1);
  });

  it(`sends at most ${MAX_REPORTS_PER_PAGE_LOAD} reports per page load`, async () => {
    answer(accepted);
    for (let i = 0; i < MAX_REPORTS_PER_PAGE_LOAD + 3; i++) reportClientError(new Error(`Failure ${i}`));
    await reportsArrive(MAX_REPORTS_PER_PAGE_LOAD);
  });

  it('shows no toast and does not retry when the server refuses or is unreachable', async () => {
    answer(() => HttpResponse.json({ success: false, message: 'Too many requests', data: null }, { status: 429 }));
    reportClientError(new Error('Refused'));
    await reportsArrive(1);
    server.resetHandlers(http.post(apiUrl('client-errors'), () => HttpResponse.error()));
    reportClientError(new Error('Unreachable'));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(toastStore.getState().toasts).toEqual([]);
  });

  it('never throws, whatever it is given', async () => {
    answer(accepted);
    const hostile = {
      toJSON() {
        throw new Error('no JSON');
      },
      toString() {
        throw new Error('no text');
      },
    };
    expect(() => reportClientError(hostile)).not.toThrow();
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => reportClientError(circular)).not.toThrow();
    // The first could not even be turned into text; the second is sent as what String() makes of it.
    await reportsArrive(1);
    expect(received[0].body.message).toBe('[object Object]');
  });

  it('reports errors thrown outside React and promises nobody caught', async () => {
    answer(accepted);
    const target = new EventTarget() as unknown as Window;
    reportUncaughtErrors(target);
    target.dispatchEvent(Object.assign(new Event('error'), { error: new Error('Click handler failed'), message: 'Click handler failed' }));
    target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('Save never answered') }));
    await reportsArrive(2);
    expect(received.map((r) => r.body.message)).toEqual(['Click handler failed', 'Save never answered']);
  });
});
