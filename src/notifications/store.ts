// The signed-in user's notifications as the shells show them: the unread count and the newest few for
// the bell, kept live by `notification.created` events and re-read after every (re)connection. One
// store, so the bell, the /notifications page and the toast all follow the same figures.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { NOTIFICATION_CREATED } from '../contract/notifications-constants';
import type { AppNotification, UnreadCount } from '../contract/notifications';
import { REALTIME_READY } from '../contract/realtime';
import { api } from '../providers/http';
import { useRealtimeEvent } from '../providers/realtime';
import { toast } from '../providers/toast';

/** The bell lists this many of the newest notifications. */
export const BELL_SIZE = 8;

export interface NotificationFeed {
  /** Null until the first read answered. */
  unread: number | null;
  latest: AppNotification[];
  /** Goes up whenever the server's list changed (a live notification, a read): lists re-read on it. */
  version: number;
}

let state: NotificationFeed = { unread: null, latest: [], version: 0 };
const listeners = new Set<() => void>();

function set(patch: Partial<NotificationFeed>, changed = false): void {
  state = { ...state, ...patch, version: changed ? state.version + 1 : state.version };
  for (const listener of [...listeners]) listener();
}

/** The newest request wins: an older answer arriving late must not overwrite a newer one. */
let generation = 0;

/** Reads the count and the newest notifications. Failures stay quiet: the bell keeps its last figures. */
export async function refreshNotifications(): Promise<void> {
  const mine = ++generation;
  const [count, latest] = await Promise.all([
    api.get<UnreadCount>('/notifications/unread-count', { toast: false, retry: false }),
    api.get<AppNotification[]>('/notifications', { query: { limit: BELL_SIZE }, toast: false, retry: false }),
  ]);
  if (mine !== generation) return;
  set({
    ...(count.success ? { unread: count.data.unread } : {}),
    ...(latest.success && Array.isArray(latest.data) ? { latest: latest.data } : {}),
  });
}

/**
 * A live notification: new ones go on top and count as unread; a message notification brought up to
 * date (same id, still unread) moves to the top without counting twice.
 */
export function receiveNotification(notification: AppNotification): void {
  const known = state.latest.find((item) => item.id === notification.id);
  const counts = notification.read_at === null && !(known && known.read_at === null);
  set(
    {
      latest: [notification, ...state.latest.filter((item) => item.id !== notification.id)].slice(0, BELL_SIZE),
      unread: counts ? (state.unread ?? 0) + 1 : state.unread,
    },
    true,
  );
}

/** Marks every notification read on the server, and at once in the bell. */
export async function markAllNotificationsRead(): Promise<boolean> {
  const result = await api.post<{ updated: number }>('/notifications/read-all', undefined, { successToast: true });
  if (!result.success) return false;
  const now = new Date().toISOString();
  generation += 1;
  set({ latest: state.latest.map((item) => (item.read_at ? item : { ...item, read_at: now })), unread: 0 }, true);
  return true;
}

/** Marks one notification read (opening it from the bell or the list). */
export async function markNotificationRead(id: string): Promise<void> {
  const result = await api.post<AppNotification>(`/notifications/${encodeURIComponent(id)}/read`, undefined, { toast: false });
  if (!result.success) return;
  const wasUnread = state.latest.find((item) => item.id === id)?.read_at === null;
  set(
    {
      latest: state.latest.map((item) => (item.id === id ? result.data : item)),
      unread: wasUnread && state.unread !== null ? Math.max(0, state.unread - 1) : state.unread,
    },
    true,
  );
  // The page may have marked one the bell does not list: the server's count is the truth.
  if (!wasUnread) void refreshNotifications();
}

export function resetNotifications(): void {
  generation += 1;
  state = { unread: null, latest: [], version: 0 };
  for (const listener of [...listeners]) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const snapshot = () => state;

export function useNotificationFeed(): NotificationFeed {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Chat pages show their own messages: no toast for a message while one is open. */
const CHAT_PATHS = ['/chat', '/messages'];

/** Whether a live notification deserves a toast on the page at `pathname`. */
export function shouldToast(notification: AppNotification, pathname: string): boolean {
  return !(notification.kind === 'message.received' && CHAT_PATHS.some((path) => pathname.startsWith(path)));
}

/**
 * Keeps the feed live while a shell is mounted: read on mount, after each (re)connection and when the tab
 * comes back; each live notification is added and shown briefly as a toast.
 */
export function useLiveNotifications(enabled = true): void {
  const { pathname } = useLocation();
  const path = useRef(pathname);
  useEffect(() => {
    path.current = pathname;
  }, [pathname]);
  useEffect(() => {
    if (!enabled) return;
    void refreshNotifications();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void refreshNotifications();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      resetNotifications();
    };
  }, [enabled]);
  useRealtimeEvent(REALTIME_READY, () => {
    if (enabled) void refreshNotifications();
  });
  useRealtimeEvent<AppNotification>(NOTIFICATION_CREATED, (notification) => {
    if (!enabled || !notification || typeof notification.id !== 'string') {
      // A payload too big for one event arrives without data: read the list instead.
      if (enabled) void refreshNotifications().then(() => set({}, true));
      return;
    }
    receiveNotification(notification);
    if (shouldToast(notification, path.current)) toast(notification.title, { id: `notification:${notification.id}` });
  });
}
