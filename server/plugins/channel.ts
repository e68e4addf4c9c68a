import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { REALTIME_CHANNEL } from '../../src/contract/realtime';
import type { DatabaseHandle } from '../db/client';
import type { RealtimeEnvelope } from '../lib/realtime';

/**
 * What went stale, as the database triggers of migrations 0012, 0019 and 0020 say it: one user's sessions
 * and row, the public catalogue, requests for quotation, or one seller's products (every seller's without
 * an id). `everything` is this process's own: NOTIFYs may have been lost.
 */
export type Invalidation =
  | { invalidate: 'user'; id: string }
  | { invalidate: 'catalogue' }
  | { invalidate: 'rfq' }
  | { invalidate: 'products'; id?: string }
  | { invalidate: 'everything' };

declare module 'fastify' {
  interface FastifyInstance {
    channel: {
      /** Live events for users' streams (server/plugins/realtime.ts). */
      onEvent(handler: (envelope: RealtimeEnvelope) => void): void;
      /** Cache invalidations, from every process on the database. */
      onInvalidate(handler: (message: Invalidation) => void): void;
      /** Resolves once this process has acted on every NOTIFY committed before the call. */
      settle(): Promise<void>;
    };
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A settle mark that has not come back by then means the listener is down: caches are dropped instead. */
const SETTLE_TIMEOUT_MS = 1_000;

/**
 * The one LISTEN connection of this process, on the channel of live events (REALTIME_CHANNEL). It
 * carries three kinds of message: live events for users, cache invalidations written by database
 * triggers, and this process's settle marks.
 *
 * PostgreSQL delivers notifications in commit order, so when a mark sent after a change comes back,
 * the change's invalidations have been handled. Every unsafe request waits for one before it answers:
 * a client that logs out, or changes a product, finds the change in effect on its very next request to
 * this process. The other processes were signalled at the same commit and act when the notification
 * reaches them: on a loaded machine a request can get there a few milliseconds before it does.
 */
export default fp(
  async function channelPlugin(app: FastifyInstance, opts: { handle: DatabaseHandle }) {
    const eventHandlers: Array<(envelope: RealtimeEnvelope) => void> = [];
    const invalidationHandlers: Array<(message: Invalidation) => void> = [];
    const settling = new Map<string, () => void>();
    const invalidate = (message: Invalidation) => {
      for (const handler of invalidationHandlers) handler(message);
    };

    const dispatch = (payload: string) => {
      let message: Partial<RealtimeEnvelope> & { invalidate?: string; id?: string; settled?: string };
      try {
        message = JSON.parse(payload);
      } catch {
        return;
      }
      if (Array.isArray(message.to) && message.event) {
        for (const handler of eventHandlers) handler(message as RealtimeEnvelope);
      } else if (message.invalidate === 'user' && typeof message.id === 'string') {
        invalidate({ invalidate: 'user', id: message.id });
      } else if (message.invalidate === 'catalogue' || message.invalidate === 'rfq') {
        invalidate({ invalidate: message.invalidate });
      } else if (message.invalidate === 'products') {
        invalidate(typeof message.id === 'string' ? { invalidate: 'products', id: message.id } : { invalidate: 'products' });
      } else if (typeof message.settled === 'string') {
        settling.get(message.settled)?.();
      }
    };

    let listening = false;
    let stopListening: (() => Promise<void>) | null = null;
    app.addHook('onReady', async () => {
      stopListening = await opts.handle.listen(REALTIME_CHANNEL, dispatch);
      listening = true;
    });
    app.addHook('preClose', async () => {
      listening = false;
      await stopListening?.();
    });

    async function settle(): Promise<void> {
      // PGlite hands a NOTIFY to its listeners before the committing statement returns: nothing to wait for.
      if (opts.handle.kind === 'pglite' || !listening) return;
      const mark = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      const heard = new Promise<boolean>((resolve) => {
        settling.set(mark, () => resolve(true));
        timer = setTimeout(() => resolve(false), SETTLE_TIMEOUT_MS);
      });
      try {
        await app.db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify({ settled: mark })})`);
        if (!(await heard)) invalidate({ invalidate: 'everything' });
      } catch {
        invalidate({ invalidate: 'everything' });
      } finally {
        clearTimeout(timer);
        settling.delete(mark);
      }
    }

    app.decorate('channel', {
      onEvent: (handler: (envelope: RealtimeEnvelope) => void) => void eventHandlers.push(handler),
      onInvalidate: (handler: (message: Invalidation) => void) => void invalidationHandlers.push(handler),
      settle,
    });

    if (opts.handle.kind !== 'pglite') {
      app.addHook('onSend', (request, _reply, _payload, done) => {
        if (!UNSAFE.has(request.method)) return done();
        void settle().then(() => done());
      });
    }
  },
  { name: 'channel', dependencies: ['db'] },
);
