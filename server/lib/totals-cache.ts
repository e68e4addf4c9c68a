import type { Database } from '../db/client';

const MAX_ENTRIES_PER_DATABASE = 10_000;

/**
 * Totals of list queries, kept `ttlMs` per process: counting is often dearer than the page itself, and a
 * total a few seconds old harms no one. Kept per database handle, since a key names a query, not the
 * data it ran on (the API tests run many databases in one process).
 */
export class TotalsCache {
  private readonly byDatabase = new WeakMap<Database, Map<string, { total: number; expires: number }>>();

  constructor(private readonly ttlMs: number) {}

  private entries(db: Database): Map<string, { total: number; expires: number }> {
    let entries = this.byDatabase.get(db);
    if (!entries) this.byDatabase.set(db, (entries = new Map()));
    return entries;
  }

  get(db: Database, key: string): number | undefined {
    const entry = this.entries(db).get(key);
    return entry && entry.expires > Date.now() ? entry.total : undefined;
  }

  set(db: Database, key: string, total: number): void {
    const entries = this.entries(db);
    if (entries.size >= MAX_ENTRIES_PER_DATABASE) entries.clear();
    entries.set(key, { total, expires: Date.now() + this.ttlMs });
  }

  /** Drops the totals whose key starts with `prefix` (after a write they may count). */
  forget(db: Database, prefix: string): void {
    const entries = this.entries(db);
    for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
  }
}
