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

/** Sent to a member whose company access ended (suspended, removed, or the company suspended): the app reads its company again. */
export const COMPANY_ACCESS_REVOKED_EVENT = 'company.access_revoked';

/** Events after which the server ends the receiving user's open streams: what the stream carried for them may no longer be theirs. */
export const STREAM_CLOSING_EVENTS: readonly string[] = [COMPANY_ACCESS_REVOKED_EVENT];
