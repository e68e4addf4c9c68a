// The buyer shell's live figures: the top bar's counts (GET /v1/buyer/summary: pending orders, unread
// notifications, cart lines) and the latest notifications for the bell. One small store, so a page that
// changes them (the notifications page marking one read, the cart changed, an order placed) can ask for
// a refresh, or pass the new figure, and every button follows.
import { useSyncExternalStore } from 'react';
import type { AppNotification, BuyerSummary } from '../contract/buyer';
import { api } from './http';

/** The bell lists this many of the newest notifications. */
export const BELL_NOTIFICATIONS = 8;

export interface BuyerCounts {
  summary: BuyerSummary | null;
  latest: AppNotification[];
}

let state: BuyerCounts = { summary: null, latest: [] };
const listeners = new Set<() => void>();

function set(patch: Partial<BuyerCounts>): void {
  state = { ...state, ...patch };
  for (const listener of [...listeners]) listener();
}

/** The newest request wins: an older answer arriving late must not overwrite a newer one. */
let generation = 0;

/** Fetches the counts and the newest notifications. Failures stay quiet: the buttons keep their last figures. */
export async function refreshBuyerCounts(): Promise<void> {
  const mine = ++generation;
  const [summary, latest] = await Promise.all([
    api.get<BuyerSummary>('/buyer/summary', { toast: false, retry: false }),
    api.get<AppNotification[]>('/notifications', { query: { limit: BELL_NOTIFICATIONS }, toast: false, retry: false }),
  ]);
  if (mine !== generation) return;
  set({
    ...(summary.success ? { summary: summary.data } : {}),
    ...(latest.success && Array.isArray(latest.data) ? { latest: latest.data } : {}),
  });
}

/** Marks every notification read on the server, and at once in the bell. */
export async function markAllNotificationsRead(): Promise<boolean> {
  const result = await api.post<{ updated: number }>('/notifications/read-all', undefined, { successToast: true });
  if (!result.success) return false;
  const now = new Date().toISOString();
  set({
    latest: state.latest.map((notification) => (notification.read_at ? notification : { ...notification, read_at: now })),
    summary: state.summary ? { ...state.summary, unread_notifications: 0 } : state.summary,
  });
  return true;
}

/** Marks one notification read (opening it from the bell or the list). */
export async function markNotificationRead(id: string): Promise<void> {
  const result = await api.post<AppNotification>(`/notifications/${encodeURIComponent(id)}/read`, undefined, { toast: false });
  if (!result.success) return;
  const wasUnread = state.latest.find((notification) => notification.id === id)?.read_at === null;
  set({
    latest: state.latest.map((notification) => (notification.id === id ? result.data : notification)),
    summary: state.summary && wasUnread ? { ...state.summary, unread_notifications: Math.max(0, state.summary.unread_notifications - 1) } : state.summary,
  });
  // The page may have marked one the bell does not list: the server's count is the truth.
  if (!wasUnread) void refreshBuyerCounts();
}

/**
 * The cart's line count as an answer of the cart API gave it (every change answers the whole cart), so
 * the cart button follows at once instead of at the next refresh.
 */
export function noteCartLines(lines: number): void {
  if (!state.summary || state.summary.cart_lines === lines) return;
  set({ summary: { ...state.summary, cart_lines: lines } });
}

export function resetBuyerCounts(): void {
  generation += 1;
  set({ summary: null, latest: [] });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const snapshot = () => state;

export function useBuyerCounts(): BuyerCounts {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
