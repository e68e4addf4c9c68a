// The development outbox as stored: the email and text messages the server "sent", newest first.
import { count, desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';

type OutboxRow = typeof outbox.$inferSelect;

/** One page of the outbox, newest first (times as ISO strings), and its total. */
export async function listOutbox(
  db: Database,
  page: { page: number; limit: number },
): Promise<{ rows: Array<Omit<OutboxRow, 'createdAt'> & { createdAt: string }>; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .orderBy(desc(outbox.createdAt), desc(outbox.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(outbox),
  ]);
  return { rows: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total };
}
