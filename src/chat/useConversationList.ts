// The conversation list of one box: pages read from the server and appended as the user scrolls,
// then kept current by live events (a new message moves its conversation to the top, a read in
// another tab clears its badge) and read again after a reconnect.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  BOX_KINDS,
  CHAT_EVENTS,
  CHAT_PREVIEW_MAX,
  CONVERSATIONS_DEFAULT_LIMIT,
  type ChatMessage,
  type ConversationBox,
  type ConversationCreatedEvent,
  type ConversationListItem,
  type ConversationReadEvent,
  type MessageCreatedEvent,
} from '../contract/chat';
import { REALTIME_READY } from '../contract/realtime';
import type { ApiResult } from '../providers/http';
import { useRealtimeEvent } from '../providers/realtime';
import { sessionStore } from '../providers/session';
import { listConversations, loadConversation } from './api';
import { threadStore } from './thread-store';

export interface ConversationListState {
  items: ConversationListItem[];
  total: number;
  /** 'loading' only before the first page; later reads keep the rows on screen. */
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  reload: () => void;
  /** The open conversation was read here: its badge goes at once. */
  clearUnread: (id: string) => void;
}

interface ListData {
  /** The box and search these rows answer. */
  key: string;
  items: ConversationListItem[];
  total: number;
  page: number;
  hasMore: boolean;
  error: string | null;
  /** The first page could not be read. */
  failed: boolean;
}

const EMPTY_LIST: ListData = { key: '', items: [], total: 0, page: 1, hasMore: false, error: null, failed: false };

const byNewest = (a: ConversationListItem, b: ConversationListItem) =>
  a.last_message_at === b.last_message_at ? (a.id < b.id ? 1 : -1) : a.last_message_at < b.last_message_at ? 1 : -1;

const fitsBox = (box: ConversationBox, item: Pick<ConversationListItem, 'kind'>) => box === 'all' || BOX_KINDS[box] === item.kind;

/** What the list shows of a message: its text, else its attachment's name. */
export function previewOf(message: Pick<ChatMessage, 'body' | 'attachment'>): string {
  const text = message.body.trim() || message.attachment?.name || '';
  return text.length > CHAT_PREVIEW_MAX ? `${text.slice(0, CHAT_PREVIEW_MAX - 1)}…` : text;
}

export function useConversationList({ box, q, openId }: { box: ConversationBox; q: string; openId: string | null }): ConversationListState {
  const key = `${box}|${q}`;
  const [data, setData] = useState<ListData>(EMPTY_LIST);
  const [loadingMore, setLoadingMore] = useState(false);
  const request = useRef(0);
  /** Messages already counted into a badge (a message may reach the list twice). */
  const counted = useRef(new Set<string>());
  const openRef = useRef(openId);
  const current = data.key === key ? data : null;
  const items = useMemo(() => current?.items ?? [], [current]);
  const itemsRef = useRef(items);
  useEffect(() => {
    openRef.current = openId;
    itemsRef.current = items;
  });
  /** Conversations being fetched because a message arrived for one the list does not hold. */
  const fetching = useRef(new Set<string>());

  /** Puts a page's answer into the list, unless a newer request was made meanwhile. */
  const settle = useCallback((mine: number, forKey: string, wanted: number, result: ApiResult<ConversationListItem[]>) => {
    if (mine !== request.current) return;
    setLoadingMore(false);
    if (!result.success) {
      setData((previous) =>
        previous.key === forKey ? { ...previous, error: result.message } : { ...EMPTY_LIST, key: forKey, error: result.message, failed: true },
      );
      return;
    }
    const more = result.pagination ? wanted < result.pagination.totalPages : result.data.length >= CONVERSATIONS_DEFAULT_LIMIT;
    setData((previous) => {
      if (wanted === 1 || previous.key !== forKey) {
        return { key: forKey, items: result.data, total: result.total ?? result.data.length, page: wanted, hasMore: more, error: null, failed: false };
      }
      const known = new Set(previous.items.map((item) => item.id));
      return {
        ...previous,
        items: [...previous.items, ...result.data.filter((item) => !known.has(item.id))],
        total: result.total ?? previous.total,
        page: wanted,
        hasMore: more,
        error: null,
      };
    });
  }, []);

  const loadPage = useCallback(
    (wanted: number) => {
      const mine = ++request.current;
      void listConversations({ box, q, page: wanted }).then((result) => settle(mine, `${box}|${q}`, wanted, result));
    },
    [box, q, settle],
  );

  useEffect(() => {
    const mine = ++request.current;
    void listConversations({ box, q, page: 1 }).then((result) => settle(mine, `${box}|${q}`, 1, result));
  }, [box, q, settle]);

  const reload = useCallback(() => {
    loadPage(1);
  }, [loadPage]);

  const page = current?.page ?? 1;
  const hasMore = current?.hasMore ?? false;
  const loadMore = useCallback(() => {
    if (!hasMore || loadingMore) return;
    setLoadingMore(true);
    loadPage(page + 1);
  }, [hasMore, loadingMore, page, loadPage]);

  const setItems = useCallback(
    (change: (items: ConversationListItem[]) => ConversationListItem[], totalDelta = 0) =>
      setData((previous) => (previous.key === key ? { ...previous, items: change(previous.items), total: previous.total + totalDelta } : previous)),
    [key],
  );

  /**
   * Moves a conversation to the top with its new last message, or fetches it when the list does not hold
   * it. A message older than the one shown leaves the preview and the order alone: opening a thread
   * reports the messages of its history too (threadStore.onMessageAdded).
   */
  const applyMessage = useCallback(
    (conversationId: string, change: Pick<ConversationListItem, 'last_message_at' | 'last_message_preview' | 'last_message_mine'>, countUnread: boolean) => {
      const missing = !itemsRef.current.some((item) => item.id === conversationId);
      setItems((list) => {
        const found = list.find((item) => item.id === conversationId);
        if (!found) return list;
        const newer = Date.parse(change.last_message_at) >= Date.parse(found.last_message_at);
        if (!newer && !countUnread) return list;
        const next = { ...found, ...(newer ? change : {}), unread_count: found.unread_count + (countUnread ? 1 : 0) };
        return [next, ...list.filter((item) => item.id !== conversationId)].sort(byNewest);
      });
      // A conversation beyond the pages read, or new to this tab: only a list without a search shows it unasked.
      if (missing && !q && !fetching.current.has(conversationId)) {
        fetching.current.add(conversationId);
        void loadConversation(conversationId).then((result) => {
          fetching.current.delete(conversationId);
          if (!result.success || !fitsBox(box, result.data)) return;
          const { members: _members, product_context: _product, order_context: _order, my_last_read_seq: _read, can_write: _write, ...item } = result.data;
          if (itemsRef.current.some((row) => row.id === item.id)) return;
          setItems((list) => (list.some((row) => row.id === item.id) ? list : [item, ...list].sort(byNewest)), 1);
        });
      }
    },
    [box, q, setItems],
  );

  useRealtimeEvent<MessageCreatedEvent>(CHAT_EVENTS.messageCreated, (event) => {
    const mine = event.message.sender.id === sessionStore.getState().login.userDetails?.id;
    const fresh = !counted.current.has(event.message.id);
    counted.current.add(event.message.id);
    const seen = openRef.current === event.conversation_id && document.visibilityState === 'visible';
    applyMessage(
      event.conversation_id,
      { last_message_at: event.conversation.last_message_at, last_message_preview: event.conversation.last_message_preview, last_message_mine: mine },
      fresh && !mine && !seen,
    );
  });

  // The answer to this tab's own send arrives before (or without) the live event.
  useEffect(
    () =>
      threadStore.onMessageAdded((message) => {
        if (!message.mine) return;
        counted.current.add(message.id);
        applyMessage(
          message.conversation_id,
          { last_message_at: message.created_at, last_message_preview: previewOf(message), last_message_mine: true },
          false,
        );
      }),
    [applyMessage],
  );

  useRealtimeEvent<ConversationCreatedEvent>(CHAT_EVENTS.conversationCreated, (item) => {
    if (q || !fitsBox(box, item) || itemsRef.current.some((row) => row.id === item.id)) return;
    setItems((list) => (list.some((row) => row.id === item.id) ? list : [item, ...list].sort(byNewest)), 1);
  });

  useRealtimeEvent<ConversationReadEvent>(CHAT_EVENTS.conversationRead, (event) => {
    if (event.user_id !== sessionStore.getState().login.userDetails?.id) return;
    setItems((list) => list.map((item) => (item.id === event.conversation_id && item.unread_count ? { ...item, unread_count: 0 } : item)));
  });

  useRealtimeEvent(REALTIME_READY, () => {
    // Whatever happened while disconnected: the first page again (the rows stay until it arrives).
    loadPage(1);
  });

  const clearUnread = useCallback(
    (id: string) => setItems((list) => list.map((item) => (item.id === id && item.unread_count ? { ...item, unread_count: 0 } : item))),
    [setItems],
  );

  const status: ConversationListState['status'] = !current ? 'loading' : current.failed ? 'error' : 'ready';
  return { items, total: current?.total ?? 0, status, error: current?.error ?? null, hasMore, loadingMore, loadMore, reload, clearUnread };
}
