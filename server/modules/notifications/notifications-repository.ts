// The signed-in user's notifications as stored (written by server/lib/notify.ts): a page of them, the
// unread count, marking one or all read, and which groups also go by email (a key of the user's preferences).
import { and, count, desc, eq, isNull, like, not, or, sql, type SQL } from 'drizzle-orm';
import {
  GROUP_PREFIXES,
  type AppNotification,
  type NotificationGroup,
  type NotificationListQuery,
  type NotificationPreferences,
} from '../../../src/contract/notifications';
import type { Database } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { escapeLike } from '../../lib/like';
import { NOTIFICATION_EMAILS_KEY, notificationDto } from '../../lib/notify';

/** The kinds of one group, as a WHERE condition; 'account' is every kind no other group claims. */
function groupCondition(group: NotificationGroup): SQL | undefined {
  // A prefix is taken literally, as notificationGroupOf reads it ('category_request.' holds a LIKE wildcard).
  const startsWith = (prefix: string) => like(notifications.kind, `${escapeLike(prefix)}%`);
  if (group !== 'account') return startsWith(GROUP_PREFIXES[group]);
  return not(or(...Object.values(GROUP_PREFIXES).map(startsWith)) as SQL);
}

/** One page of the user's notifications, newest first, and their total. */
export async function listNotifications(db: Database, userId: string, query: NotificationListQuery): Promise<{ rows: AppNotification[]; total: number }> {
  const { page, limit, unread, kind } = query;
  const where = and(eq(notifications.userId, userId), unread === 'true' ? isNull(notifications.readAt) : undefined, kind ? groupCondition(kind) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { rows: rows.map(notificationDto), total: Number(total?.n ?? 0) };
}

/** How many of the user's notifications are unread. */
export async function unreadCount(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** Stores which groups also go to the user by email. */
export async function saveEmailChoice(db: Database, userId: string, choice: NotificationPreferences): Promise<void> {
  // One key of the JSON object set in the database, so another page saving its own key at the same time is kept.
  await db
    .update(users)
    .set({
      preferences: sql`coalesce(${users.preferences}, '{}'::jsonb) || jsonb_build_object(${NOTIFICATION_EMAILS_KEY}::text, ${JSON.stringify(choice)}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/** Marks every unread notification of the user read; how many were. */
export async function markAllRead(db: Database, userId: string): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length;
}

/** Marks the user's notification read; null when the user has none with that id. */
export async function markRead(db: Database, userId: string, id: string): Promise<AppNotification | null> {
  // Reading twice keeps the first time; the owner condition makes another user's id a 404.
  const [row] = await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)))
    .returning();
  if (row) return notificationDto(row);
  const [existing] = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
  return existing ? notificationDto(existing) : null;
}
