import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { authMessages } from '../../src/contract/messages';
import { pageDocument } from '../../src/ssr/document';
import { prerenderedFile, SSR_BUILD, type BuiltRoute } from '../../src/ssr/routes';
import { fail } from '../lib/envelope';

type RenderPage = (url: string, api?: typeof fetch) => Promise<{ body: string; answers: Record<string, unknown> }>;

/** A page that takes longer to render is sent as the plain app shell, which loads its data itself. */
const RENDER_TIMEOUT_MS = 2_000;

const HTML_CACHE = 'no-cache';

/** Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for it). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not rendered within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The build's server-render bundle and routes, when the build has them. */
async function loadServerRendering(distDir: string) {
  const routesFile = path.join(distDir, SSR_BUILD.dir, SSR_BUILD.routes);
  const entry = path.join(distDir, SSR_BUILD.dir, SSR_BUILD.entry);
  if (!fs.existsSync(routesFile) || !fs.existsSync(entry)) return undefined;
  const routes = JSON.parse(fs.readFileSync(routesFile, 'utf8')) as BuiltRoute[];
  const { renderPage } = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  return { routes, renderPage, template: fs.readFileSync(path.join(distDir, 'index.html'), 'utf8') };
}

/**
 * Serves the built web app. Hashed assets are cached for a year; pages are `no-cache` with an ETag, so a
 * repeat visit costs one 304. Every text file comes precompressed (brotli or gzip by Accept-Encoding,
 * scripts/web-build/precompress.ts). The public entry pages arrive rendered (src/ssr/routes.ts): those
 * without data as files rendered at build time, the catalogue's per request with the API's answers;
 * every other non-API GET gets index.html, and the client router takes over. Unknown /v1 routes get
 * the 404 envelope.
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
        // The build writes brotli and gzip copies beside every text file; one is picked by Accept-Encoding
        // (Vary: Accept-Encoding), the file itself when none is accepted.
        preCompressed: true,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : HTML_CACHE);
        },
      });
    }

    /** The app shell, for any page the server does not render. */
    const sendShell = (request: FastifyRequest, reply: FastifyReply) => {
      // The page load is where a browser first gets its XSRF cookie.
      app.ensureXsrfCookie(request, reply);
      return reply.header('cache-control', HTML_CACHE).sendFile('index.html');
    };

    // Without it (an older build, or one that does not load here) every page is the app shell.
    const rendering = hasWeb
      ? await loadServerRendering(opts.distDir!).catch((error: unknown) => {
          app.log.warn({ err: error }, 'the server-render bundle could not be loaded: pages are rendered in the browser');
          return undefined;
        })
      : undefined;
    // The data a page is rendered with comes from the API of this process, as the browser would get it:
    // with the page request's cookies and User-Agent, so that the API counts the visit as the browser's.
    const apiFor =
      (request: FastifyRequest): typeof fetch =>
      async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        const forwarded = { ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}), 'user-agent': request.headers['user-agent'] ?? '' };
        const answer = await app.inject({
          method: 'GET',
          url: `${url.pathname}${url.search}`,
          headers: { accept: 'application/json', ...forwarded },
          signal: init?.signal ?? undefined,
        });
        const empty = answer.statusCode === 204 || answer.statusCode === 304;
        return new Response(empty ? null : answer.body, {
          status: answer.statusCode,
          headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
        });
      };
    for (const route of rendering?.routes ?? []) {
      if (route.prerender) {
        app.get(route.path, (request, reply) => {
          app.ensureXsrfCookie(request, reply);
          return reply.header('cache-control', HTML_CACHE).sendFile(prerenderedFile(route.path));
        });
        continue;
      }
      app.get(route.path, async (request, reply) => {
        let html: string;
        try {
          const page = await withTimeout(rendering!.renderPage(request.url, apiFor(request)), RENDER_TIMEOUT_MS);
          html = pageDocument(rendering!.template, { head: route.head, body: page.body, answers: page.answers });
        } catch (error) {
          request.log.warn({ err: error, url: request.url }, 'server rendering failed: sending the app shell');
          return sendShell(request, reply);
        }
        app.ensureXsrfCookie(request, reply);
        const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
        reply.header('cache-control', HTML_CACHE).header('etag', etag);
        if (matches(request.headers['if-none-match'], etag)) return reply.code(304).send();
        return reply.type('text/html; charset=utf-8').send(html);
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/v1' || request.url.startsWith('/v1/');
      // A missing script or stylesheet must be a 404, not the HTML page a browser would then refuse to run.
      const isAsset = /\.[a-z0-9]+$/i.test(request.url.split('?')[0]);
      if (!isApi && !isAsset && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) return sendShell(request, reply);
      return reply.code(404).send(fail(isApi ? authMessages.routeNotFound : authMessages.notFound));
    });
  },
  { name: 'web', dependencies: ['xsrf'] },
);
