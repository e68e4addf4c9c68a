import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FreshCache } from '../lib/fresh-cache';

/** Everything under this path is the public catalogue: the same answer for every caller, signed in or not. */
export const PUBLIC_PREFIX = '/v1/public/';
/**
 * Shared caches (a CDN, a proxy) may reuse an answer 10 s without asking. A browser asks every time,
 * with If-None-Match, and gets a cheap 304 while it is unchanged: a seller who has just edited a
 * product sees the change on the next load.
 */
/** The public RFQ board is read fresh: an RFQ's expiry must show the moment it passes, not up to CACHE_MS later. */
const UNCACHED_PREFIX = '/v1/public/rfqs';
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=20';
/** For an answer that also sets a cookie: no shared cache may hand that cookie to others. */
const PRIVATE_CACHE_CONTROL = 'private, no-cache';
/**
 * Answers kept in this process; any change to what the catalogue shows drops them all at once, in every
 * process (database triggers, server/plugins/channel.ts), so the time limit only bounds what a lost
 * notification could leave behind.
 */
const CACHE_MS = 30_000;
const CACHE_MAX = 500;

/** One answer as it left the server for one Accept-Encoding: the body and the headers that describe it. */
interface CachedAnswer {
  etag: string;
  body: Buffer;
  contentEncoding?: string;
  vary?: string;
}

/** Weak: a proxy that compresses the body keeps the same tag. */
const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** If-None-Match holds `etag` (compared weakly, as RFC 9110 asks for GET) or `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const tag = etag.slice(2);
  return ifNoneMatch.split(',').some((candidate) => {
    const trimmed = candidate.trim();
    return trimmed === '*' || (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === tag;
  });
}

/**
 * The public catalogue's answers (product list, product page, supplier page) are served from memory
 * with an ETag and a short Cache-Control, instead of being read and serialised for every visitor.
 * Only 200 answers are kept, keyed by the URL and the Accept-Encoding header: an answer is kept as it
 * was sent, after whatever onSend hook compressed it, so a hit costs no compression either.
 */
export default fp(
  async function publicCachePlugin(app: FastifyInstance) {
    const cache = new FreshCache<CachedAnswer>(CACHE_MS, CACHE_MAX);
    // Requests that missed: the cache's mark when they did, then their answer's tag once serialised.
    const missed = new WeakMap<FastifyRequest, { mark: number; etag?: string }>();
    app.channel.onInvalidate((message) => {
      if (message.invalidate === 'catalogue' || message.invalidate === 'everything') cache.clear();
    });

    const keyOf = (request: FastifyRequest) => `${request.headers['accept-encoding'] ?? ''} ${request.url}`;
    const answerHeaders = (reply: FastifyReply, etag: string) =>
      reply.header('etag', etag).header('cache-control', reply.hasHeader('set-cookie') ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);

    // Callback hooks: they run on every request and a promise would be pure overhead.
    app.addHook('onRequest', (request, reply, done) => {
      if (request.method !== 'GET' || !request.url.startsWith(PUBLIC_PREFIX) || request.url.startsWith(UNCACHED_PREFIX)) return done();
      const hit = cache.get(keyOf(request));
      if (!hit) {
        missed.set(request, { mark: cache.mark() });
        return done();
      }
      answerHeaders(reply, hit.etag);
      if (hit.vary) reply.header('vary', hit.vary);
      if (matches(request.headers['if-none-match'], hit.etag)) return void reply.code(304).send();
      if (hit.contentEncoding) reply.header('content-encoding', hit.contentEncoding);
      reply.type('application/json; charset=utf-8').send(hit.body);
    });

    // The tag is taken from the JSON itself, before any encoding, so it is the same for every client.
    app.addHook('preSerialization', (request, reply, payload, done) => {
      const miss = missed.get(request);
      if (!miss || reply.statusCode !== 200) return done(null, payload);
      const body = reply.serialize(payload) as string;
      miss.etag = etagOf(body);
      answerHeaders(reply, miss.etag);
      // Serialised here already: Fastify passes the string on as it is.
      reply.serializer((serialised: string) => serialised);
      if (!matches(request.headers['if-none-match'], miss.etag)) return done(null, body);
      missed.delete(request);
      reply.code(304).removeHeader('content-type');
      done(null, null);
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      const miss = missed.get(request);
      if (miss?.etag && reply.statusCode === 200 && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
        const encoding = reply.getHeader('content-encoding');
        const vary = reply.getHeader('vary');
        cache.set(
          keyOf(request),
          {
            etag: miss.etag,
            body: Buffer.isBuffer(payload) ? payload : Buffer.from(payload),
            contentEncoding: encoding === undefined ? undefined : String(encoding),
            vary: vary === undefined ? undefined : String(vary),
          },
          miss.mark,
        );
      }
      done(null, payload);
    });
  },
  { name: 'public-cache', dependencies: ['channel'] },
);
