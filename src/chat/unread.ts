// The number of unread chat messages on the shells' chat and messages buttons: read from
// GET /v1/conversations/unread-count and read again when a live event may have changed it.
import { useEffect, useSyncExternalStore } from 'react';
import { CHAT_EVENTS } from '../contract/chat-constants';
import type { ConversationReadEvent, MessageCreatedEvent } from '../contract/chat';
import { REALTIME_READY } from '../contract/realtime';
import { useRealtimeEvent } from '../providers/realtime';
import { sessionStore } from '../providers/session';
import { loadUnreadCount } from './api';

/** Events arriving together (a burst of messages) lead to one read. */
const REFRESH_DELAY_MS = 250;

let unread = 0;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | null = null;
let generation = 0;

function set(value: number): void {
  if (value === unread) return;
  unread = value;
  for (const listener of [...listeners]) listener();
}

/** Reads the count now. Failures stay quiet: the badge keeps its last figure. */
export async function refreshUnreadCount(): Promise<void> {
  const mine = ++generation;
  const result = await loadUnreadCount();
  if (mine === generation && result.success) set(result.data.unread);
}

/** Reads the count soon, once for several calls. */
export function scheduleUnreadRefresh(): void {
  if (timer) clearTimeout(timer);
  timer = setTimeout(() => {
    timer = null;
    void refreshUnreadCount();
  }, REFRESH_DELAY_MS);
}

export function resetUnreadCount(): void {
  generation += 1;
  if (timer) clearTimeout(timer);
  timer = null;
  set(0);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const snapshot = () => unread;

/**
 * The caller's unread chat messages, kept live: read on mount and after every reconnect, again after a
 * message from someone else or a read in any of the user's tabs, and when the tab becomes visible.
 */
export function useChatUnreadCount(enabled = true): number {
  const count = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (!enabled) return;
    void refreshUnreadCount();
    const onVisible = () => {
      if (document.visibilityState === 'visible') scheduleUnreadRefresh();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      resetUnreadCount();
    };
  }, [enabled]);
  useRealtimeEvent<MessageCreatedEvent>(CHAT_EVENTS.messageCreated, (event) => {
    if (enabled && event.message.sender.id !== sessionStore.getState().login.userDetails?.id) scheduleUnreadRefresh();
  });
  useRealtimeEvent<ConversationReadEvent>(CHAT_EVENTS.conversationRead, (event) => {
    if (enabled && event.user_id === sessionStore.getState().login.userDetails?.id) scheduleUnreadRefresh();
  });
  useRealtimeEvent(REALTIME_READY, () => {
    if (enabled) scheduleUnreadRefresh();
  });
  return enabled ? count : 0;
}
