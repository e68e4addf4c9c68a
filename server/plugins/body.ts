import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { authMessages } from '../../src/contract/messages';
import { AppError, badRequest } from '../lib/errors';

/** A body that could not be read; it stands in for the body until the caller's role has been checked. */
class UnreadableBody {
  constructor(readonly error: AppError) {}
}

const BOUNDARY = /;\s*boundary\s*=\s*("[^"]+"|[^\s;]+)/i;

/** Throws the deferred refusal of a body that is not JSON, is of a type no route takes, or is multipart without a boundary. */
async function refuseUnreadableBody(request: FastifyRequest): Promise<void> {
  if (request.body instanceof UnreadableBody) throw request.body.error;
  if (request.isMultipart() && !BOUNDARY.test(request.headers['content-type'] ?? '')) {
    throw badRequest(authMessages.multipartBoundaryMissing, { body: authMessages.multipartBoundaryMissing });
  }
}

/**
 * Request bodies are judged after the caller's role: a caller without the route's role gets 401/403
 * whatever it sends, never a 400 about a body it may not send at all. Parsing therefore never fails:
 * JSON that does not parse, and a content type no route takes, leave an UnreadableBody, which a
 * hook at the end of each route's preValidation (after the auth hooks, see plugins/auth.ts) refuses.
 * Its hook goes after whatever preValidation hooks the route declares, its auth hook among them.
 */
export default fp(
  async function bodyPlugin(app: FastifyInstance) {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    // Fastify's own parsers: JSON is replaced by one that never throws; no route takes plain text.
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      parseJson(request, body as string, (error, value) =>
        done(null, error ? new UnreadableBody(badRequest(authMessages.invalidJson, { body: authMessages.invalidJson })) : value),
      );
    });
    // Any other type (multipart has its own parser): not read at all.
    app.addContentTypeParser('*', (_request, _payload, done) => done(null, new UnreadableBody(new AppError(415, authMessages.unsupportedMediaType))));

    app.addHook('onRoute', (route: RouteOptions) => {
      // Fastify reads no body for GET and HEAD: nothing to refuse there, and no hook on the hottest routes.
      if ([route.method].flat().every((method) => method === 'GET' || method === 'HEAD')) return;
      route.preValidation = [...[route.preValidation ?? []].flat(), refuseUnreadableBody] as RouteOptions['preValidation'];
    });
  },
  { name: 'body', dependencies: ['auth'] },
);
