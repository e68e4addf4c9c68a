// The retry helper of spec section 7: up to 3 retries after the first try, waiting 1 s, 2 s, then 4 s,
// and only for statuses worth retrying.
import { RETRY_BASE_DELAY_MS, RETRY_COUNT, RETRYABLE_STATUSES } from '../contract/constants';

export interface RetryOptions<T> {
  retries?: number;
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Extra veto, e.g. the caller aborted the request; the status rule still applies. */
  shouldRetry?: (result: T) => boolean;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** 408, 429, every 5xx, and 0 (no response reached us). */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || (RETRYABLE_STATUSES as readonly number[]).includes(status) || status >= 500;
}

export async function withRetry<T extends { success: boolean; status: number }>(call: () => Promise<T>, options: RetryOptions<T> = {}): Promise<T> {
  const { retries = RETRY_COUNT, baseDelayMs = RETRY_BASE_DELAY_MS, sleep = defaultSleep, shouldRetry } = options;
  let result = await call();
  for (let attempt = 0; attempt < retries; attempt++) {
    if (result.success || !isRetryableStatus(result.status)) break;
    if (shouldRetry && !shouldRetry(result)) break;
    await sleep(baseDelayMs * 2 ** attempt);
    result = await call();
  }
  return result;
}
