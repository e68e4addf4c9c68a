import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../db/client';
import { tooManyRequests } from './errors';

export interface RateRule {
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one hit against `key` in a fixed window kept in PostgreSQL, so every API process shares it.
 * Throws the 429 error (with Retry-After) once the limit is passed.
 */
export async function consumeRateLimit(db: Database, key: string, rule: RateRule): Promise<void> {
  const window = `${rule.windowSeconds} seconds`;
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - ${window}::interval then 1 else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - ${window}::interval then now() else rate_limits.window_start end
    returning count, extract(epoch from (window_start + ${window}::interval - now()))::float8 as retry_after`);
  const [row] = rowsOf<{ count: number; retry_after: number }>(result);
  if (row && Number(row.count) > rule.limit) throw tooManyRequests(Number(row.retry_after));
}

/** Checks several keys (per address and per account, say); the first exceeded one wins. */
export async function consumeRateLimits(db: Database, hits: Array<[key: string, rule: RateRule]>): Promise<void> {
  for (const [key, rule] of hits) await consumeRateLimit(db, key, rule);
}

/** Drops windows that ended long ago; run now and then so the table stays small. */
export async function pruneRateLimits(db: Database): Promise<void> {
  await db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
}
