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
