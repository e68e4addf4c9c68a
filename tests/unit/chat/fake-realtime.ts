// Stands in for src/providers/realtime in the chat tests (vi.mock): the same hooks, fed by emit()
// instead of a server-sent event stream.
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { RealtimeStatus } from '../../../src/providers/realtime';

type Handler = (data: unknown) => void;
const handlers = new Map<string, Set<Handler>>();
const statusListeners = new Set<() => void>();
let status: RealtimeStatus = 'open';

export const realtime = {
  subscribe(type: string, handler: Handler): () => void {
    let set = handlers.get(type);
    if (!set) handlers.set(type, (set = new Set()));
    set.add(handler);
    return () => {
      set.delete(handler);
    };
  },
  status: (): RealtimeStatus => status,
  subscribeStatus(listener: () => void): () => void {
    statusListeners.add(listener);
    return () => statusListeners.delete(listener);
  },
};

export function useRealtimeEvent<T = unknown>(type: string, handler: (data: T) => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => realtime.subscribe(type, (data) => latest.current(data as T)), [type]);
}

export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(realtime.subscribeStatus, realtime.status, realtime.status);
}

/** Delivers a live event to every subscriber, as the stream would. */
export function emit(type: string, data: unknown): void {
  for (const handler of [...(handlers.get(type) ?? [])]) handler(data);
}

export function setRealtimeStatus(next: RealtimeStatus): void {
  status = next;
  for (const listener of [...statusListeners]) listener();
}
