import { createHmac, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { authMessages } from '../../src/contract/messages';
import { safeEqual } from '../lib/codes';
import { fail } from '../lib/envelope';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Double-submit cookie whose value is signed by the server: `nonce.hmac(nonce)`. A value planted by
 * another site has no valid signature, and an unsafe request carrying the cookie must echo it in the
 * X-XSRF-TOKEN header.
 */
export default fp(
  async function xsrfPlugin(app: FastifyInstance, opts: { secret: string; secure: boolean }) {
    const sign = (nonce: string) => createHmac('sha256', opts.secret).update(`xsrf:${nonce}`).digest('base64url');
    const mint = () => {
      const nonce = randomBytes(18).toString('base64url');
      return `${nonce}.${sign(nonce)}`;
    };
    const isSigned = (value: string) => {
      const [nonce, signature] = value.split('.');
      return Boolean(nonce && signature) && safeEqual(signature, sign(nonce));
    };

    app.addHook('onRequest', async (request, reply) => {
      const cookie = request.cookies[XSRF_COOKIE];
      const valid = cookie !== undefined && isSigned(cookie);
      // A missing or forged cookie is replaced, also on a refused request, so the client's retry can pass.
      if (!valid) reply.setCookie(XSRF_COOKIE, mint(), { path: '/', sameSite: 'lax', secure: opts.secure, httpOnly: false });
      if (UNSAFE.has(request.method) && cookie !== undefined) {
        const header = request.headers[XSRF_HEADER];
        if (!valid || typeof header !== 'string' || !safeEqual(header, cookie)) {
          return reply.code(403).send(fail(authMessages.xsrfMismatch));
        }
      }
    });
  },
  { name: 'xsrf' },
);
