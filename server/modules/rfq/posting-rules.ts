// Who may post a request for quotation, and how many a day. Posting (creating one as open, or posting a
// draft) needs a verified email address, and a buyer posts at most the configured number a calendar day
// (UTC). Saving a draft is never limited: nobody but the buyer sees it.
//
// The count is read from the database (every RFQ whose opened_at falls in today), so it survives a
// restart and holds across API processes. Two posts of one buyer racing each other are made to take
// turns by locking the buyer's account row first: the second counts after the first has committed (or
// rolled back), so the limit cannot be passed by posting from two tabs or two processes at once. The
// lock is FOR NO KEY UPDATE, not FOR UPDATE: each post has already taken a KEY SHARE lock on that row
// (its Idempotency-Key row references the user), and FOR UPDATE would wait on the other post's KEY
// SHARE while it waits on ours, a deadlock PostgreSQL resolves by failing one of them
// (tests/api/pg/rfq-daily-limit.test.ts).
import { and, count, eq, gte } from 'drizzle-orm';
import { fillMessage } from '../../../src/contract/operations';
import { rfqMessages } from '../../../src/contract/rfq';
import type { Database } from '../../db/client';
import { rfqs, users } from '../../db/schema';
import { AppError, forbidden } from '../../lib/errors';

/** Midnight UTC at the start of `now`'s day, and of the next day (when the day's count starts again). */
export function postingDay(now: Date): { start: Date; resetsAt: Date } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return { start, resetsAt: new Date(start.getTime() + 86_400_000) };
}

/** "2026-11-28 00:00 UTC": the reset time in the message, readable in every language. */
const utcText = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * Throws 403 when the buyer's email is not verified, 429 (with Retry-After, and `data.resets_at`) when
 * it has already posted `dailyLimit` RFQs today. Call it inside the transaction that posts: it locks the
 * buyer's row until that transaction ends.
 */
export async function assertMayPost(tx: Database, buyerId: string, dailyLimit: number, now = new Date()): Promise<void> {
  const [buyer] = await tx.select({ isEmailVerified: users.isEmailVerified }).from(users).where(eq(users.id, buyerId)).for('no key update');
  if (!buyer?.isEmailVerified) throw forbidden(rfqMessages.verifyEmailToPost);
  const { start, resetsAt } = postingDay(now);
  const [posted] = await tx
    .select({ n: count() })
    .from(rfqs)
    .where(and(eq(rfqs.buyerId, buyerId), gte(rfqs.openedAt, start)));
  if ((posted?.n ?? 0) < dailyLimit) return;
  const retryAfter = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
  throw new AppError(
    429,
    fillMessage(rfqMessages.dailyPostLimit, { limit: dailyLimit, resets_at: utcText(resetsAt) }),
    undefined,
    { 'retry-after': String(retryAfter) },
    { limit: dailyLimit, resets_at: resetsAt.toISOString() },
  );
}
