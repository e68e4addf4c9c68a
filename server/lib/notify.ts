import { and, eq, isNull, sql } from 'drizzle-orm';
import { NOTIFICATION_CREATED, notificationGroupOf, notificationPreferencesOf, type AppNotification } from '../../src/contract/notifications';
import type { Database } from '../db/client';
import { notifications, outbox, products, users } from '../db/schema';
import { publishEvent, type PendingEvent } from './realtime';

export interface NewNotification {
  /** What happened, e.g. `order.confirmed`; the page picks an icon by it and the email choice by its group. */
  kind: string;
  title: string;
  body?: string;
  /** Where the notification leads in the app, e.g. `/orders/<id>`. */
  link?: string;
}

/** Key of users.preferences holding the "Email me about" choices. */
export const NOTIFICATION_EMAILS_KEY = 'notificationEmails';

/** Kinds where a newer one replaces the older unread one with the same link instead of piling up. */
const COLLAPSING_KINDS = new Set(['message.received']);

/** Emails need absolute links; the notifications module sets the app's address when the server starts. */
const emailSettings = { appUrl: 'http://localhost:3000' };

export function configureNotificationEmails(settings: { appUrl: string }): void {
  emailSettings.appUrl = settings.appUrl.replace(/\/$/, '');
}

type Row = typeof notifications.$inferSelect;

/** A notification as the list and the live event carry it. */
export const notificationDto = (row: Row): AppNotification => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  read_at: row.readAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/**
 * Tells a user something in the app (the bell's list), live to their open tabs, and by email when they
 * chose that kind. Call it inside the transaction that made it happen: the row, the event and the email
 * all commit or roll back with it.
 */
export async function notify(
  db: Database,
  userId: string,
  notification: NewNotification,
  /** Given: the live event joins these, for the caller to send with its own in one statement (publishEvents). */
  options: { events?: PendingEvent[] } = {},
): Promise<AppNotification> {
  const body = notification.body ?? '';
  const link = notification.link ?? null;
  let row: Row | undefined;
  if (COLLAPSING_KINDS.has(notification.kind) && link) {
    // A conversation's unread notification is brought up to date rather than repeated for every message.
    [row] = await db
      .update(notifications)
      .set({ title: notification.title, body, createdAt: sql`clock_timestamp()` })
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, notification.kind), eq(notifications.link, link), isNull(notifications.readAt)))
      .returning();
  }
  const collapsed = row !== undefined;
  // The statement's clock, not the transaction's: several notifications of one change keep their order.
  if (!row)
    [row] = await db
      .insert(notifications)
      .values({ userId, kind: notification.kind, title: notification.title, body, link, createdAt: sql`clock_timestamp()` })
      .returning();
  const dto = notificationDto(row);
  const event = { type: NOTIFICATION_CREATED, data: dto };
  if (options.events) options.events.push({ to: [userId], event });
  else await publishEvent(db, [userId], event);
  // One email per new notification: a refreshed message notification has been announced already.
  if (!collapsed) await queueEmail(db, userId, dto);
  return dto;
}

/** Writes the email to the outbox in the caller's transaction when the user chose the notification's group. */
async function queueEmail(db: Database, userId: string, notification: AppNotification): Promise<void> {
  const [user] = await db.select({ email: users.email, preferences: users.preferences }).from(users).where(eq(users.id, userId));
  if (!user) return;
  const stored =
    typeof user.preferences === 'object' && user.preferences !== null ? (user.preferences as Record<string, unknown>)[NOTIFICATION_EMAILS_KEY] : undefined;
  if (!notificationPreferencesOf(stored)[notificationGroupOf(notification.kind)]) return;
  const url = `${emailSettings.appUrl}${notification.link ?? '/notifications'}`;
  const settings = `${emailSettings.appUrl}/notifications/settings`;
  const text = [notification.title, notification.body, `Open: ${url}`, `You get this email because you chose it in your notification settings: ${settings}`]
    .filter(Boolean)
    .join('\n\n');
  await db.insert(outbox).values({ channel: 'email', to: user.email, subject: notification.title, text, links: [url, settings] });
}

/** A stock move of one product: what buyers could still order before and after it, and the seller's threshold. */
export interface StockLevelChange {
  productId: string;
  sellerId: string;
  availableBefore: number;
  availableAfter: number;
  threshold: number;
}

/**
 * Tells the seller when a product's available stock falls to or below its threshold. Only the move that
 * crosses it notifies, so the seller hears once, and again only after the stock rose above it. Called by
 * every guarded stock UPDATE (reservation, confirmation, adjustment) in the same transaction.
 */
export async function notifyIfLowStock(db: Database, change: StockLevelChange): Promise<void> {
  if (!(change.availableBefore > change.threshold && change.availableAfter <= change.threshold)) return;
  const [product] = await db.select({ name: products.name }).from(products).where(eq(products.id, change.productId));
  await notify(db, change.sellerId, {
    kind: 'stock.low',
    title: `Low stock: ${product?.name ?? 'a product'}`,
    body: `${change.availableAfter} available, at or below your threshold of ${change.threshold}`,
    link: `/InventoryDetails/${change.productId}`,
  });
}
