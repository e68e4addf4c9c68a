import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  headers?: Record<string, string>;
  connections?: number;
  /** Measured seconds. */
  duration?: number;
  /** Seconds of load before measuring, thrown away: JIT, connection set-up, caches. */
  warmup?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Responses that were not 2xx, and connection errors or timeouts: a figure with these is suspect. */
  non2xx: number;
  errors: number;
}

function fire(options: LoadOptions, duration: number) {
  return autocannon({
    url: options.url,
    headers: options.headers,
    connections: options.connections ?? 10,
    duration,
  });
}

/** Puts steady load on one URL with autocannon and returns throughput and latency. */
export async function measureLoad(options: LoadOptions): Promise<LoadResult> {
  const warmup = options.warmup ?? 1;
  if (warmup > 0) await fire(options, warmup);
  const result = await fire(options, options.duration ?? 5);
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The value below which `share` of the sorted samples fall (nearest rank); 0 for none. */
export function percentile(sorted: number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}

/**
 * `reads` GETs of `url` one at a time, each after `forget()` has sent the NOTIFY that drops the app's
 * kept pages: what a page costs when it is read afresh.
 */
export async function freshReads(
  url: string,
  headers: Record<string, string>,
  reads: number,
  forget: () => Promise<unknown>,
): Promise<{ p50Ms: number; p99Ms: number }> {
  const samples: number[] = [];
  for (let read = 0; read < reads; read += 1) {
    await forget();
    // The app hears the NOTIFY on its own connection; a moment later its kept pages are gone.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const started = performance.now();
    await (await fetch(url, { headers })).arrayBuffer();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50Ms: percentile(samples, 0.5), p99Ms: percentile(samples, 0.99) };
}
