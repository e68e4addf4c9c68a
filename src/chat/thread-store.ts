// The messages of the threads this tab has opened, and the outbox of messages not yet confirmed.
// One store for both, so that a confirmation (the send's answer, the live event or a catch-up,
// whichever comes first) replaces the optimistic message in one step and never shows it twice.
// It lives outside the components: a message typed in one thread keeps retrying after the user
// moves to another one.
import { useCallback, useSyncExternalStore } from 'react';
import { MESSAGES_CATCH_UP_MAX, MESSAGES_DEFAULT_LIMIT, type ChatMessage, type ChatMessageBase } from '../contract/chat';
import { getToken, sessionStore } from '../providers/session';
import { loadMessages, postMessage } from './api';
import { newClientId } from './client-id';

/** sending: the first attempt is under way; retrying: it did not reach the server and will be sent again; failed: refused. */
export type PendingStatus = 'sending' | 'retrying' | 'failed';

export interface PendingMessage {
  client_id: string;
  conversation_id: string;
  body: string;
  file: File | null;
  created_at: string;
  status: PendingStatus;
  /** When the current attempt started (the attachment's estimated progress). */
  started_at: number;
  /** The server's reason for a refused message (English, translated when shown). */
  error: string | null;
}

export interface ThreadState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: string | null;
  /** Confirmed messages, oldest first (by seq). */
  messages: ChatMessage[];
  /** Typed here and not confirmed yet, oldest first. */
  pending: PendingMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  olderFailed: boolean;
}

const EMPTY: ThreadState = Object.freeze({
  status: 'idle',
  error: null,
  messages: [],
  pending: [],
  hasOlder: false,
  loadingOlder: false,
  olderFailed: false,
}) as ThreadState;

/** Retry delays after a send that did not reach the server: 1 s, 2 s, 4 s … at most 30 s. */
export const retryDelayMs = (attempt: number): number => Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));

const threads = new Map<string, ThreadState>();
const listeners = new Map<string, Set<() => void>>();
const addedListeners = new Set<(message: ChatMessage) => void>();
/** Per client_id: attempts so far, the timer of the next one, and whether one is in flight. */
const attempts = new Map<string, { count: number; timer: ReturnType<typeof setTimeout> | null; inFlight: boolean }>();
/** Ids already announced to the list, so a message seen twice (answer and live event) counts once. */
const announced = new Set<string>();
const ANNOUNCED_KEEP = 2000;
/** Each thread's reads in flight, so a late answer for a previous session is dropped. */
let generation = 0;

const myId = (): string | null => sessionStore.getState().login.userDetails?.id ?? null;

function notify(id: string): void {
  for (const listener of [...(listeners.get(id) ?? [])]) listener();
}

function update(id: string, change: (state: ThreadState) => ThreadState): void {
  threads.set(id, change(threads.get(id) ?? EMPTY));
  notify(id);
}

function withMine(message: ChatMessageBase | ChatMessage): ChatMessage {
  return { ...message, mine: message.sender.id === myId() };
}

/** Merges confirmed messages into a thread: by id, in seq order, each replacing its optimistic copy. */
function merge(state: ThreadState, incoming: ChatMessage[]): ThreadState {
  if (incoming.length === 0) return state;
  const byId = new Map(state.messages.map((message) => [message.id, message]));
  let changed = false;
  for (const message of incoming) {
    if (!byId.has(message.id)) {
      byId.set(message.id, message);
      changed = true;
    }
  }
  const confirmed = new Set(incoming.filter((message) => message.mine).map((message) => message.client_id));
  const pending = state.pending.filter((entry) => !confirmed.has(entry.client_id));
  if (!changed && pending.length === state.pending.length) return state;
  const messages = changed ? [...byId.values()].sort((a, b) => a.seq - b.seq) : state.messages;
  return { ...state, messages, pending };
}

function announce(messages: ChatMessage[]): void {
  for (const message of messages) {
    if (announced.has(message.id)) continue;
    announced.add(message.id);
    if (announced.size > ANNOUNCED_KEEP) announced.delete(announced.values().next().value as string);
    for (const listener of [...addedListeners]) listener(message);
  }
}

function store(id: string, incoming: ChatMessage[]): void {
  for (const message of incoming) {
    const tracked = attempts.get(message.client_id);
    if (message.mine && tracked) {
      if (tracked.timer) clearTimeout(tracked.timer);
      attempts.delete(message.client_id);
    }
  }
  update(id, (state) => merge(state, incoming));
  announce(incoming);
}

/** The latest page of a thread, merged with whatever arrived live meanwhile. */
async function loadLatest(id: string): Promise<void> {
  const mine = generation;
  update(id, (state) => (state.status === 'ready' ? state : { ...state, status: 'loading', error: null }));
  const result = await loadMessages(id, { limit: MESSAGES_DEFAULT_LIMIT });
  if (mine !== generation) return;
  if (!result.success) {
    update(id, (state) => (state.status === 'ready' ? state : { ...state, status: 'error', error: result.message }));
    return;
  }
  const messages = result.data.map(withMine);
  update(id, (state) => ({ ...merge(state, messages), status: 'ready', error: null, hasOlder: result.data.length >= MESSAGES_DEFAULT_LIMIT }));
  announce(messages);
}

/** Everything after the newest message this tab has (after a reconnect or on reopening the thread). */
async function catchUp(id: string): Promise<void> {
  const state = threads.get(id);
  if (!state || state.status !== 'ready' || state.messages.length === 0) return loadLatest(id);
  const mine = generation;
  let after = state.messages[state.messages.length - 1].seq;
  // A long absence may need several reads of at most MESSAGES_CATCH_UP_MAX each.
  for (;;) {
    const result = await loadMessages(id, { after_seq: after });
    if (mine !== generation || !result.success) return;
    store(id, result.data.map(withMine));
    if (result.data.length < MESSAGES_CATCH_UP_MAX) return;
    after = result.data[result.data.length - 1].seq;
  }
}

function schedule(entry: PendingMessage): void {
  const tracked = attempts.get(entry.client_id) ?? { count: 0, timer: null, inFlight: false };
  attempts.set(entry.client_id, tracked);
  if (tracked.timer) clearTimeout(tracked.timer);
  tracked.timer = setTimeout(
    () => {
      tracked.timer = null;
      void attempt(entry.conversation_id, entry.client_id);
    },
    retryDelayMs(tracked.count - 1),
  );
}

function setPending(id: string, clientId: string, patch: Partial<PendingMessage>): PendingMessage | undefined {
  let found: PendingMessage | undefined;
  update(id, (state) => ({
    ...state,
    pending: state.pending.map((entry) => {
      if (entry.client_id !== clientId) return entry;
      found = { ...entry, ...patch };
      return found;
    }),
  }));
  return found;
}

/** Whether a failed send is worth repeating: it never reached the server, or the server was busy. */
const isTransient = (status: number): boolean => status === 0 || status === 408 || status === 425 || status === 429 || status >= 500;

/** One attempt at sending an outbox entry; a transient failure schedules the next with backoff. */
async function attempt(id: string, clientId: string): Promise<void> {
  const entry = threads.get(id)?.pending.find((pending) => pending.client_id === clientId);
  if (!entry || entry.status === 'failed') return;
  const tracked = attempts.get(clientId) ?? { count: 0, timer: null, inFlight: false };
  attempts.set(clientId, tracked);
  if (tracked.inFlight) return;
  if (tracked.timer) clearTimeout(tracked.timer);
  tracked.timer = null;
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  if (offline) {
    // Nothing to try until the browser is back online (the 'online' listener sends it then).
    setPending(id, clientId, { status: 'retrying' });
    return;
  }
  tracked.inFlight = true;
  tracked.count += 1;
  setPending(id, clientId, { started_at: Date.now(), status: tracked.count === 1 ? 'sending' : 'retrying' });
  const mine = generation;
  const result = await postMessage(id, clientId, entry.body, entry.file);
  tracked.inFlight = false;
  if (mine !== generation) return;
  if (result.success) {
    store(id, [withMine(result.data)]);
    return;
  }
  // Confirmed meanwhile by a live event or a catch-up.
  if (!threads.get(id)?.pending.some((pending) => pending.client_id === clientId)) return;
  if (isTransient(result.status)) {
    const current = setPending(id, clientId, { status: 'retrying' });
    if (current) schedule(current);
    return;
  }
  attempts.delete(clientId);
  setPending(id, clientId, { status: 'failed', error: result.message });
}

/** Sends again whatever waits, at once (back online, reconnected). */
function retryWaiting(): void {
  for (const [id, state] of threads) {
    for (const entry of state.pending) {
      if (entry.status === 'retrying') void attempt(id, entry.client_id);
    }
  }
}

function reset(): void {
  generation += 1;
  for (const tracked of attempts.values()) if (tracked.timer) clearTimeout(tracked.timer);
  attempts.clear();
  announced.clear();
  const ids = [...threads.keys()];
  threads.clear();
  for (const id of ids) notify(id);
}

let sessionToken = getToken();
sessionStore.subscribe(() => {
  const token = getToken();
  if (token === sessionToken) return;
  // Another account (or none): nothing of the previous one may show or be sent as this one.
  sessionToken = token;
  reset();
});
if (typeof window !== 'undefined') window.addEventListener('online', retryWaiting);

export const threadStore = {
  get: (id: string): ThreadState => threads.get(id) ?? EMPTY,

  subscribe(id: string, listener: () => void): () => void {
    let set = listeners.get(id);
    if (!set) listeners.set(id, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) listeners.delete(id);
    };
  },

  /** Opening a thread: the latest page the first time, afterwards only what is new. */
  open(id: string): Promise<void> {
    const state = threads.get(id);
    return state?.status === 'ready' ? catchUp(id) : loadLatest(id);
  },

  reload: loadLatest,
  catchUp,

  /** The page before the oldest message shown. */
  async loadOlder(id: string): Promise<void> {
    const state = threads.get(id);
    if (!state || state.status !== 'ready' || !state.hasOlder || state.loadingOlder || state.messages.length === 0) return;
    const mine = generation;
    update(id, (current) => ({ ...current, loadingOlder: true, olderFailed: false }));
    const result = await loadMessages(id, { before_seq: state.messages[0].seq, limit: MESSAGES_DEFAULT_LIMIT });
    if (mine !== generation) return;
    if (!result.success) {
      update(id, (current) => ({ ...current, loadingOlder: false, olderFailed: true }));
      return;
    }
    const older = result.data.map(withMine);
    update(id, (current) => ({ ...merge(current, older), loadingOlder: false, hasOlder: result.data.length >= MESSAGES_DEFAULT_LIMIT }));
  },

  /** A message from the live stream (any conversation: only threads this tab holds keep it). */
  receive(message: ChatMessageBase): void {
    const full = withMine(message);
    const state = threads.get(message.conversation_id);
    if (state && state.status !== 'idle') store(message.conversation_id, [full]);
    else announce([full]);
  },

  /** Queues a message with a new client id, shows it at once and sends it. */
  send(id: string, body: string, file: File | null): string {
    const entry: PendingMessage = {
      client_id: newClientId(),
      conversation_id: id,
      body,
      file,
      created_at: new Date().toISOString(),
      status: 'sending',
      started_at: Date.now(),
      error: null,
    };
    update(id, (state) => ({ ...state, pending: [...state.pending, entry] }));
    void attempt(id, entry.client_id);
    return entry.client_id;
  },

  /** "Retry now": a waiting or refused message is sent again, with the same client id. */
  retry(id: string, clientId: string): void {
    const entry = threads.get(id)?.pending.find((pending) => pending.client_id === clientId);
    if (!entry) return;
    if (entry.status === 'failed') setPending(id, clientId, { status: 'retrying', error: null });
    void attempt(id, clientId);
  },

  /** Drops a refused message from the outbox. */
  discard(id: string, clientId: string): void {
    const tracked = attempts.get(clientId);
    if (tracked?.timer) clearTimeout(tracked.timer);
    attempts.delete(clientId);
    update(id, (state) => ({ ...state, pending: state.pending.filter((entry) => entry.client_id !== clientId) }));
  },

  retryWaiting,

  /** Every confirmed message as it first reaches this tab (the conversation list follows it). */
  onMessageAdded(listener: (message: ChatMessage) => void): () => void {
    addedListeners.add(listener);
    return () => {
      addedListeners.delete(listener);
    };
  },

  /** Forgets everything (tests; signing out does it by itself). */
  reset,
};

/** One thread's state, re-rendering on every change. */
export function useThreadState(id: string | null): ThreadState {
  const subscribe = useCallback((listener: () => void) => (id ? threadStore.subscribe(id, listener) : () => {}), [id]);
  const read = useCallback(() => (id ? threadStore.get(id) : EMPTY), [id]);
  return useSyncExternalStore(subscribe, read, read);
}
