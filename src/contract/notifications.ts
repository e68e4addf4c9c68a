import { z } from 'zod';
export * from './notifications-constants';

// In-app notifications (/v1/notifications…) for every signed-in account: the list, the unread count, the
// live `notification.created` event and which kinds also go by email.

export const notificationMessages = {
  notificationsRead: 'All notifications are marked as read',
  preferencesSaved: 'Email preferences saved',
  preferenceRequired: 'Choose on or off',
} as const;

/** Kinds grouped the way people choose them: one switch per group in "Email me about". */
export const NOTIFICATION_GROUPS = ['orders', 'messages', 'documents', 'categories', 'stock', 'reviews', 'rfqs', 'account'] as const;
export type NotificationGroup = (typeof NOTIFICATION_GROUPS)[number];

/** The kind prefixes of each group; every other kind (seller.*, product.* decisions…) is the account's. */
export const GROUP_PREFIXES: Readonly<Record<Exclude<NotificationGroup, 'account'>, string>> = {
  orders: 'order.',
  messages: 'message.',
  documents: 'document.',
  categories: 'category_request.',
  stock: 'stock.',
  reviews: 'review.',
  rfqs: 'rfq.',
};

export function notificationGroupOf(kind: string): NotificationGroup {
  for (const [group, prefix] of Object.entries(GROUP_PREFIXES)) if (kind.startsWith(prefix)) return group as NotificationGroup;
  return 'account';
}

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  unread: z.enum(['true', 'false']).optional(),
  /** One group of kinds (see NOTIFICATION_GROUPS). */
  kind: z.enum(NOTIFICATION_GROUPS).optional(),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

const choice = z.boolean({ error: notificationMessages.preferenceRequired });

/** PUT /v1/notifications/preferences: every group on or off. */
export const notificationPreferencesSchema = z.strictObject({
  orders: choice,
  messages: choice,
  documents: choice,
  categories: choice,
  stock: choice,
  reviews: choice,
  rfqs: choice,
  account: choice,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** What an account gets by email until it chooses: the decisions and orders, not every message or stock move. */
export const DEFAULT_NOTIFICATION_EMAILS: NotificationPreferences = {
  orders: true,
  messages: false,
  documents: true,
  categories: true,
  stock: false,
  reviews: true,
  rfqs: true,
  account: true,
};

/** The stored choice merged over the defaults (a group added later starts at its default). */
export function notificationPreferencesOf(stored: unknown): NotificationPreferences {
  const result: NotificationPreferences = { ...DEFAULT_NOTIFICATION_EMAILS };
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return result;
  for (const group of NOTIFICATION_GROUPS) {
    const value = (stored as Record<string, unknown>)[group];
    if (typeof value === 'boolean') result[group] = value;
  }
  return result;
}
