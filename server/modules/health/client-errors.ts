import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientErrorReportSchema } from '../../../src/contract/client-errors';
import { envelopeOf } from '../../../src/contract/envelope';
import { ok } from '../../lib/envelope';
import { consumeRateLimit } from '../../lib/rate-limit';

/** The `msg` of every reported error's log line: search the server log for it. */
export const CLIENT_ERROR_LOG_MARKER = 'client-error';

/** A page reports a handful of errors at most; more from one address is a loop or a script. */
const perAddress = { limit: 30, windowSeconds: 900 };

/** The largest fields add up to about 20 KB; anything much bigger is not a report. */
const BODY_LIMIT_BYTES = 32 * 1024;

/**
 * Strips from reported text what may identify a person: query strings and fragments of URLs and paths
 * (a stack frame keeps its line and column), email addresses and tokens.
 */
export function scrub(text: string): string {
  return text
    .replace(/(\S*\/[^\s?#'"()<>]*)[?#][^\s'"()<>]*?((?::\d+){1,2})?(?=[\s'"()<>]|$)/g, '$1$2')
    .replace(/[^\s@'"()<>]+@[^\s@'"()<>]+\.[a-z]{2,}/gi, '[email]')
    .replace(/\beyJ[\w-]*\.[\w-]*\.[\w-]*/g, '[token]')
    .replace(/\bBearer\s+\S+/gi, 'Bearer [token]');
}

/**
 * POST /v1/client-errors (registered under the health module's /v1 prefix): the web app's uncaught
 * errors, written to the server log at warn level. Signed in or not, the token is not read: the report
 * says what broke and where, never who.
 */
export function registerClientErrors(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/client-errors',
    {
      bodyLimit: BODY_LIMIT_BYTES,
      schema: {
        tags: ['system'],
        summary: 'Report an uncaught error of the web app (logged, never stored)',
        description: `At most ${perAddress.limit} reports per client address in ${perAddress.windowSeconds / 60} minutes. Query strings, email addresses and tokens are removed before the report is logged.`,
        body: clientErrorReportSchema,
        response: { 202: envelopeOf(z.null()) },
      },
    },
    async (request, reply) => {
      await consumeRateLimit(app.db, `client-errors:ip:${request.ip}`, perAddress);
      const report = request.body;
      request.log.warn(
        {
          clientError: {
            message: scrub(report.message),
            path: report.path.split(/[?#]/)[0],
            stack: report.stack === undefined ? undefined : scrub(report.stack),
            componentStack: report.component_stack === undefined ? undefined : scrub(report.component_stack),
            appVersion: report.app_version === undefined ? undefined : scrub(report.app_version),
            occurredAt: report.occurred_at,
          },
        },
        CLIENT_ERROR_LOG_MARKER,
      );
      return reply.code(202).send(ok(null, 'Error report received'));
    },
  );
}
