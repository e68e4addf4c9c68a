import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { authMessages } from '../../src/contract/messages';
import { fail } from '../lib/envelope';

/**
 * Serves the built web app: hashed assets cached for a year, every other non-API GET answered with
 * index.html so the client router takes over. Unknown /v1 routes get the 404 envelope.
 */
export default fp(
  async function webPlugin(app: FastifyInstance, opts: { distDir?: string }) {
    const indexFile = opts.distDir ? path.join(opts.distDir, 'index.html') : undefined;
    const hasWeb = indexFile !== undefined && fs.existsSync(indexFile);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: opts.distDir!,
        wildcard: false,
        index: false,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/v1' || request.url.startsWith('/v1/');
      // A missing script or stylesheet must be a 404, not the HTML page a browser would then refuse to run.
      const isAsset = /\.[a-z0-9]+$/i.test(request.url.split('?')[0]);
      if (!isApi && !isAsset && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
        // The page load is where a browser first gets its XSRF cookie.
        app.ensureXsrfCookie(request, reply);
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return reply.code(404).send(fail(isApi ? authMessages.routeNotFound : authMessages.notFound));
    });
  },
  { name: 'web', dependencies: ['xsrf'] },
);
