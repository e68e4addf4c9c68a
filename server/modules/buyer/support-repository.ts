// Support requests: opening one (signed in or not) and the signed-in user's own, newest first.
import { count, desc, eq } from 'drizzle-orm';
import type { SupportRequest } from '../../../src/contract/buyer';
import type { Database } from '../../db/client';
import { supportRequests } from '../../db/schema';

type Row = typeof supportRequests.$inferSelect;

const toDto = (row: Row): SupportRequest => ({
  id: row.id,
  topic: row.topic as SupportRequest['topic'],
  subject: row.subject,
  message: row.message,
  order_number: row.orderNumber,
  status: row.status,
  created_at: row.createdAt.toISOString(),
});

/** Stores a request as the sender wrote it; `userId` is null for a signed-out sender. */
export async function createSupportRequest(
  db: Database,
  request: Pick<typeof supportRequests.$inferInsert, 'userId' | 'name' | 'email' | 'topic' | 'subject' | 'message' | 'orderNumber'>,
): Promise<SupportRequest> {
  const [row] = await db.insert(supportRequests).values(request).returning();
  return toDto(row);
}

/** One page of the user's own requests, newest first, and how many there are. */
export async function listSupportRequests(db: Database, userId: string, page: number, limit: number): Promise<{ rows: SupportRequest[]; total: number }> {
  const where = eq(supportRequests.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(supportRequests)
      .where(where)
      .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(supportRequests).where(where),
  ]);
  return { rows: rows.map(toDto), total: Number(total?.n ?? 0) };
}
