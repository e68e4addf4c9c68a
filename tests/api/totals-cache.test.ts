import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../server/db/client';
import { TotalsCache } from '../../server/lib/totals-cache';

// Two database handles as the cache sees them: distinct objects.
const first = {} as Database;
const second = {} as Database;

describe('TotalsCache', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps a total per database: the same query on another database is not answered from it', () => {
    const cache = new TotalsCache(10_000);
    cache.set(first, 'q=cable', 120);
    expect(cache.get(first, 'q=cable')).toBe(120);
    expect(cache.get(second, 'q=cable')).toBeUndefined();
  });

  it('forgets the totals under a prefix, on that database only', () => {
    const cache = new TotalsCache(10_000);
    cache.set(first, 'products|seller-1|status=draft', 3);
    cache.set(first, 'products|seller-2|', 9);
    cache.set(second, 'products|seller-1|', 5);
    cache.forget(first, 'products|seller-1|');
    expect(cache.get(first, 'products|seller-1|status=draft')).toBeUndefined();
    expect(cache.get(first, 'products|seller-2|')).toBe(9);
    expect(cache.get(second, 'products|seller-1|')).toBe(5);
  });

  it('answers a total for its time to live only', () => {
    vi.useFakeTimers();
    const cache = new TotalsCache(10_000);
    cache.set(first, 'all', 42);
    vi.advanceTimersByTime(9_999);
    expect(cache.get(first, 'all')).toBe(42);
    vi.advanceTimersByTime(2);
    expect(cache.get(first, 'all')).toBeUndefined();
  });
});
