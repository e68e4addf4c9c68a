// Live events pushed to signed-in clients over `GET /v1/events` (server-sent events).
// Each event names its type; `data` is the type's own record (see the chat and notification contracts).

/** Sent first on every connection: the client reads what it missed while it was not connected. */
export const REALTIME_READY = 'ready';

export interface RealtimeEvent<T = unknown> {
  type: string;
  data: T;
}

/** The PostgreSQL NOTIFY channel every API process listens on. */
export const REALTIME_CHANNEL = 'marketplace_events';

/** How often the server writes a comment line so that proxies keep an idle stream open. */
export const REALTIME_HEARTBEAT_MS = 25_000;
