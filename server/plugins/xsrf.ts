import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authMessages } from '../../src/contract/messages';
import { safeEqual } from '../lib/codes';
import { fail } from '../lib/envelope';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyInstance {
    /** Gives a browser a fresh signed XSRF cookie unless it already holds a valid one. */
    ensureXsrfCookie(request: FastifyRequest, reply: FastifyReply): void;
  }
}

/** The value of one cookie from the Cookie header, without parsing the others. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * Double-submit cookie whose value is signed by the server: `nonce.hmac(nonce)`. A value planted by
 * another site has no valid signature, and an unsafe request carrying the cookie must echo it in the
 * X-XSRF-TOKEN header.
 *
 * Only browsers need the cookie, so it is issued to requests that show they come from one: the HTML
 * page load, and fetches carrying the Sec-Fetch-Mode header every current browser sends. API clients
 * such as curl never get one and never pay for minting it.
 */
export default fp(
  async function xsrfPlugin(app: FastifyInstance, opts: { secret: string; secure: boolean }) {
    const sign = (nonce: string) => createHmac('sha256', opts.secret).update(`xsrf:${nonce}`).digest('base64url');
    const isSigned = (value: string) => {
      const [nonce, signature] = value.split('.');
      return Boolean(nonce && signature) && safeEqual(signature, sign(nonce));
    };
    const attributes = `Path=/; SameSite=Lax${opts.secure ? '; Secure' : ''}`;
    const setFreshCookie = (reply: FastifyReply) => {
      const nonce = randomBytes(18).toString('base64url');
      reply.header('set-cookie', `${XSRF_COOKIE}=${nonce}.${sign(nonce)}; ${attributes}`);
    };

    app.decorate('ensureXsrfCookie', (request: FastifyRequest, reply: FastifyReply) => {
      const cookie = readCookie(request.headers.cookie, XSRF_COOKIE);
      if (cookie === undefined || !isSigned(cookie)) setFreshCookie(reply);
    });

    app.addHook('onRequest', (request, reply, done) => {
      if (UNSAFE.has(request.method)) {
        const cookie = readCookie(request.headers.cookie, XSRF_COOKIE);
        if (cookie !== undefined) {
          const header = request.headers[XSRF_HEADER];
          if (!isSigned(cookie) || typeof header !== 'string' || !safeEqual(header, cookie)) {
            // A fresh cookie comes with the refusal, so the client's next try can pass.
            setFreshCookie(reply);
            reply.code(403).send(fail(authMessages.xsrfMismatch));
            return;
          }
        }
      }
      if (request.headers['sec-fetch-mode'] !== undefined) app.ensureXsrfCookie(request, reply);
      done();
    });
  },
  { name: 'xsrf' },
);
