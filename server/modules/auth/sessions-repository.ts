// The account's sign-in sessions as the auth routes end them: the current one (sign out) or every one
// still live (sign out everywhere, and a password change).
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';

/** Revokes one session: its token stops working. */
export async function revokeSession(db: Database, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Revokes every session of the account not revoked yet. */
export async function revokeAllSessions(db: Database, userId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
