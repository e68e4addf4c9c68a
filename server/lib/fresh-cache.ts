/**
 * An in-process cache whose entries live `ttlMs` at most and are dropped at once when the database says
 * what they hold changed (server/plugins/channel.ts). Entries may belong to a group (a user's sessions)
 * that is dropped together.
 *
 * A read that began before a drop must not store what it read, which may predate the change: take
 * `mark()` before reading and pass it to `set`, which keeps the value only when no drop came between.
 */
export class FreshCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number; group?: string }>();
  private readonly groups = new Map<string, Set<string>>();
  private drops = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > Date.now()) return entry.value;
    this.delete(key);
    return undefined;
  }

  mark(): number {
    return this.drops;
  }

  /** `expiresAt` (epoch ms) ends the entry sooner than the time limit, when what it holds goes stale by the clock. */
  set(key: string, value: V, mark: number, group?: string, expiresAt = Infinity): void {
    if (mark !== this.drops || expiresAt <= Date.now()) return;
    // Oldest first: a full cache makes room by forgetting what was stored longest ago.
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) this.delete(this.entries.keys().next().value!);
    this.delete(key);
    this.entries.set(key, { value, expires: Math.min(Date.now() + this.ttlMs, expiresAt), group });
    if (group !== undefined) {
      let keys = this.groups.get(group);
      if (!keys) this.groups.set(group, (keys = new Set()));
      keys.add(key);
    }
  }

  dropGroup(group: string): void {
    this.drops += 1;
    for (const key of this.groups.get(group) ?? []) this.entries.delete(key);
    this.groups.delete(group);
  }

  clear(): void {
    this.drops += 1;
    this.entries.clear();
    this.groups.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    if (entry.group === undefined) return;
    const keys = this.groups.get(entry.group);
    keys?.delete(key);
    if (keys?.size === 0) this.groups.delete(entry.group);
  }
}
