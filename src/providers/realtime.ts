// The one live connection of a signed-in tab: `GET /v1/events` read as server-sent events through fetch
// (EventSource cannot send the bearer token). Components subscribe to event types; the connection opens
// with the first subscriber, follows the session's token, and reconnects with backoff after a drop. After
// every (re)connection the server sends `ready`: subscribers of REALTIME_READY re-read what they show, so
// nothing sent while the tab was offline is missed.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { REALTIME_READY } from '../contract/realtime';
import { readServerSentEvents } from '../contract/sse';
import { buildUrl } from './http';
import { getToken, sessionStore } from './session';

export type RealtimeStatus = 'idle' | 'connecting' | 'open' | 'reconnecting';
type Handler = (data: unknown) => void;

const handlers = new Map<string, Set<Handler>>();
const statusListeners = new Set<() => void>();
let status: RealtimeStatus = 'idle';
let controller: AbortController | null = null;
let connectedToken: string | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let failures = 0;

function setStatus(next: RealtimeStatus) {
  if (status === next) return;
  status = next;
  for (const listener of statusListeners) listener();
}

function dispatch(type: string, data: unknown) {
  for (const handler of handlers.get(type) ?? []) {
    try {
      handler(data);
    } catch (error) {
      // One broken subscriber must not stop the others.
      console.error(error);
    }
  }
}

/** Backoff after a failed or dropped connection: 1 s, 2 s, 4 s … at most 30 s, with jitter. */
const retryDelayMs = (attempt: number) => Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5)) * (0.75 + Math.random() * 0.5);

function stop() {
  controller?.abort();
  controller = null;
  connectedToken = null;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  failures = 0;
  setStatus('idle');
}

function scheduleReconnect() {
  if (retryTimer || handlers.size === 0) return;
  setStatus('reconnecting');
  retryTimer = setTimeout(() => {
    retryTimer = null;
    connect();
  }, retryDelayMs(failures++));
}

function connect() {
  const token = getToken();
  if (!token || handlers.size === 0) return stop();
  if (controller && connectedToken === token) return;
  controller?.abort();
  const current = new AbortController();
  controller = current;
  connectedToken = token;
  if (status === 'idle') setStatus('connecting');
  void (async () => {
    try {
      const response = await fetch(buildUrl('events'), { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, signal: current.signal });
      // A refused token is the session's business (the next API call signs the user out), not a reason to hammer.
      if (response.status === 401 || response.status === 403) return;
      if (!response.ok || !response.body) throw new Error(`events: ${response.status}`);
      await readServerSentEvents(response.body, ({ event, data }) => {
        if (event === REALTIME_READY) {
          failures = 0;
          setStatus('open');
        }
        let parsed: unknown;
        try {
          parsed = JSON.parse(data);
        } catch {
          return;
        }
        dispatch(event, parsed);
      });
    } catch {
      // Dropped or refused: fall through to a reconnect unless this connection was replaced or stopped.
    }
    if (controller === current) {
      controller = null;
      scheduleReconnect();
    }
  })();
}

// Sign-in, sign-out and a new token each move the connection with the session.
sessionStore.subscribe(() => {
  if (getToken() !== connectedToken) connect();
});
if (typeof window !== 'undefined') {
  // Coming back online: try at once instead of waiting out the backoff.
  window.addEventListener('online', () => {
    if (retryTimer) {
      clearTimeout(retryTimer);
      retryTimer = null;
    }
    if (!controller) connect();
  });
}

export const realtime = {
  /** Calls `handler` with the data of every `type` event (REALTIME_READY: after each (re)connection). */
  subscribe(type: string, handler: Handler): () => void {
    let set = handlers.get(type);
    if (!set) handlers.set(type, (set = new Set()));
    set.add(handler);
    connect();
    return () => {
      set.delete(handler);
      if (set.size === 0) handlers.delete(type);
      if (handlers.size === 0) stop();
    };
  },
  status: (): RealtimeStatus => status,
  subscribeStatus(listener: () => void): () => void {
    statusListeners.add(listener);
    return () => statusListeners.delete(listener);
  },
};

/** Runs `handler` for each live event of `type` while the component is mounted (the latest handler). */
export function useRealtimeEvent<T = unknown>(type: string, handler: (data: T) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => realtime.subscribe(type, (data) => latest.current(data as T)), [type]);
}

/** The connection's state, for an "offline, reconnecting…" hint. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(realtime.subscribeStatus, realtime.status, realtime.status);
}
