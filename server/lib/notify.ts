import type { Database } from '../db/client';
import { notifications } from '../db/schema';

export interface NewNotification {
  /** What happened, e.g. `order.confirmed`; the page picks an icon by it. */
  kind: string;
  title: string;
  body?: string;
  /** Where the notification leads in the app, e.g. `/orders/<id>`. */
  link?: string;
}

/** Tells a user something in the app (the bell's list); call it inside the transaction that made it happen. */
export async function notify(db: Database, userId: string, notification: NewNotification): Promise<void> {
  await db.insert(notifications).values({ userId, kind: notification.kind, title: notification.title, body: notification.body ?? '', link: notification.link ?? null });
}
