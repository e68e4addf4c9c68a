import { afterEach, describe, expect, it, vi } from 'vitest';
import { isRetryableStatus, withRetry } from '../../../src/providers/retry';

type Result = { success: boolean; status: number; attempt: number };

/** A call that fails with `statuses` in turn, then succeeds. */
function scripted(statuses: number[]) {
  let attempt = 0;
  return vi.fn(async (): Promise<Result> => {
    attempt += 1;
    const status = statuses[attempt - 1];
    return status === undefined ? { success: true, status: 200, attempt } : { success: false, status, attempt };
  });
}

describe('withRetry', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits exactly 1 s, 2 s, then 4 s between the tries', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const call = scripted([503, 503, 503]);
    const done = withRetry(call);

    await vi.advanceTimersByTimeAsync(0);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(call).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1999);
    expect(call).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(3999);
    expect(call).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(call).toHaveBeenCalledTimes(4);

    await expect(done).resolves.toEqual({ success: true, status: 200, attempt: 4 });
  });

  it('makes at most 3 retries and returns the last failure', async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const call = scripted([500, 500, 500, 500, 500]);
    const result = await withRetry(call, { sleep });
    expect(call).toHaveBeenCalledTimes(4);
    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([1000, 2000, 4000]);
    expect(result).toEqual({ success: false, status: 500, attempt: 4 });
  });

  it.each([408, 429, 500, 502, 503, 504, 0])('retries status %i', async (status) => {
    const call = scripted([status]);
    const result = await withRetry(call, { sleep: async () => {} });
    expect(call).toHaveBeenCalledTimes(2);
    expect(result.success).toBe(true);
  });

  it.each([400, 401, 403, 404, 409, 422])('does not retry status %i', async (status) => {
    const sleep = vi.fn(async (_ms: number) => {});
    const call = scripted([status]);
    const result = await withRetry(call, { sleep });
    expect(call).toHaveBeenCalledTimes(1);
    expect(sleep).not.toHaveBeenCalled();
    expect(result).toEqual({ success: false, status, attempt: 1 });
  });

  it('does not retry a success', async () => {
    const call = scripted([]);
    await withRetry(call, { sleep: async () => {} });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('honours retries, baseDelayMs and the shouldRetry veto', async () => {
    const sleep = vi.fn(async (_ms: number) => {});
    const call = scripted([503, 503, 503]);
    await withRetry(call, { retries: 1, baseDelayMs: 10, sleep });
    expect(call).toHaveBeenCalledTimes(2);
    expect(sleep).toHaveBeenCalledWith(10);

    const vetoed = scripted([503]);
    await withRetry(vetoed, { sleep, shouldRetry: () => false });
    expect(vetoed).toHaveBeenCalledTimes(1);
  });

  it('classifies statuses', () => {
    expect([408, 429, 500, 599, 0].every(isRetryableStatus)).toBe(true);
    expect([200, 400, 401, 404, 499].some(isRetryableStatus)).toBe(false);
  });
});
