import { readServerSentEvents, type ServerSentEvent } from '../../src/contract/sse';

export interface EventStream {
  /** Every event received so far, parsed. */
  received: Array<{ type: string; data: unknown }>;
  /** Resolves with the first event (received already or later) of `type` that `match` accepts. */
  next<T = unknown>(type: string, match?: (data: T) => boolean, timeoutMs?: number): Promise<T>;
  close(): void;
  /** Resolves when the server ends the stream (or it is closed here). */
  ended: Promise<void>;
}

/**
 * Opens `GET /v1/events` over real HTTP (inject cannot hold a stream open) as the holder of `token`;
 * resolves once the server's `ready` event arrived, so later publishes are sure to be seen.
 */
export async function openEventStream(baseUrl: string, token: string): Promise<EventStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/v1/events`, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  if (response.status !== 200 || !response.body) throw new Error(`event stream refused: ${response.status} ${await response.text()}`);
  const received: EventStream['received'] = [];
  const waiters = new Set<() => void>();
  const onEvent = ({ event, data }: ServerSentEvent) => {
    received.push({ type: event, data: JSON.parse(data) as unknown });
    for (const wake of waiters) wake();
  };
  const ended = readServerSentEvents(response.body, onEvent).then(
    () => undefined,
    () => undefined,
  );

  const stream: EventStream = {
    received,
    next<T>(type: string, match: (data: T) => boolean = () => true, timeoutMs = 5_000) {
      return new Promise<T>((resolve, reject) => {
        const check = () => {
          const found = received.find((e) => e.type === type && match(e.data as T));
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found.data as T);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no '${type}' event within ${timeoutMs} ms; received: ${JSON.stringify(received)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => controller.abort(),
    ended,
  };
  await stream.next('ready');
  return stream;
}
