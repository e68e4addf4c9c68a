import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { REALTIME_HEARTBEAT_MS, REALTIME_READY, STREAM_CLOSING_EVENTS } from '../../src/contract/realtime';
import { publishEvent, type RealtimeEnvelope } from '../lib/realtime';
import { authOf } from './auth';

declare module 'fastify' {
  interface FastifyInstance {
    realtime: {
      /** `publishEvent` of server/lib/realtime.ts: to every open stream of `userIds`, on commit. */
      publish: typeof publishEvent;
      /** Open streams in this process (the bench and the health of a deployment read it). */
      connectionCount(): number;
    };
  }
}

/**
 * Live events: `GET /v1/events` keeps a server-sent event stream open per signed-in tab; `publish` fans
 * events out through PostgreSQL LISTEN/NOTIFY (the listener is server/plugins/channel.ts), so a change made
 * through one API process reaches streams held by any other. No process keeps state another process needs.
 */
export default fp(
  async function realtimePlugin(app: FastifyInstance) {
    const streams = new Map<string, Set<FastifyReply>>();

    app.channel.onEvent((envelope: RealtimeEnvelope) => {
      const frame = `event: ${envelope.event.type}\ndata: ${JSON.stringify(envelope.event.data ?? null)}\n\n`;
      const closing = STREAM_CLOSING_EVENTS.includes(envelope.event.type);
      for (const userId of envelope.to) {
        for (const reply of streams.get(userId) ?? []) {
          reply.raw.write(frame);
          // The stream ends after it: nothing sent on it afterwards can reach access the user lost.
          if (closing) reply.raw.end();
        }
      }
    });

    app.addHook('preClose', async () => {
      for (const set of streams.values()) for (const reply of set) reply.raw.end();
      streams.clear();
    });

    app.decorate('realtime', {
      publish: publishEvent,
      connectionCount: () => [...streams.values()].reduce((sum, set) => sum + set.size, 0),
    });

    app.get(
      '/v1/events',
      {
        preValidation: app.authenticate,
        schema: {
          tags: ['realtime'],
          summary: 'Live events (server-sent events)',
          description:
            'A text/event-stream that stays open. The first event is `ready`: after it the client reads whatever it missed while disconnected. ' +
            'Then one event per change for the signed-in user (`message.created`, `conversation.read`, `notification.created`, …), each with JSON data. ' +
            'A comment line every 25 s keeps proxies from closing an idle stream. Send the bearer token in the Authorization header.',
        },
      },
      async (request, reply) => {
        const { userId } = authOf(request);
        reply.hijack();
        reply.raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          // Proxies such as nginx would otherwise buffer the stream.
          'x-accel-buffering': 'no',
        });
        reply.raw.write(`retry: 3000\nevent: ${REALTIME_READY}\ndata: ${JSON.stringify({ at: new Date().toISOString() })}\n\n`);
        let set = streams.get(userId);
        if (!set) streams.set(userId, (set = new Set()));
        set.add(reply);
        const heartbeat = setInterval(() => reply.raw.write(': ping\n\n'), REALTIME_HEARTBEAT_MS);
        heartbeat.unref();
        request.raw.on('close', () => {
          clearInterval(heartbeat);
          set.delete(reply);
          if (set.size === 0) streams.delete(userId);
        });
      },
    );
  },
  { name: 'realtime', dependencies: ['db', 'auth', 'channel'] },
);
