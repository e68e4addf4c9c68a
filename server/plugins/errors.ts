import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { authMessages } from '../../src/contract/messages';
import { isUniqueViolation } from '../db/client';
import { AppError } from '../lib/errors';
import { fail } from '../lib/envelope';

interface SchemaIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/** Turns schema issues into `{field: message}`; the first issue of a field wins. */
export function fieldErrors(issues: SchemaIssue[], location: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      const parent = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      for (const key of issue.params.keys as string[]) errors[parent ? `${parent}.${key}` : key] ??= authMessages.unknownField;
      continue;
    }
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || location;
    errors[field] ??= issue.message ?? authMessages.validationFailed;
  }
  return errors;
}

/** busboy's refusals of a multipart body it cannot read ("Unexpected end of form", "Malformed part header"): thrown from inside its parser. */
const isMultipartParseError = (error: FastifyError) => error.statusCode === undefined && /[/\\]busboy[/\\]/.test(error.stack ?? '');

/** One place that turns every failure into the envelope, with no internals in a 5xx. */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        if (error.headers) reply.headers(error.headers);
        const envelope = fail(error.message, error.errors);
        return reply.code(error.statusCode).send(error.data ? { ...envelope, data: error.data } : envelope);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = fieldErrors(error.validation as SchemaIssue[], error.validationContext ?? 'body');
        const first = Object.values(errors)[0];
        return reply.code(400).send(fail(Object.keys(errors).length === 1 ? first : authMessages.validationFailed, errors));
      }
      // A write that lost a race to a unique index: the record exists, nothing is broken.
      if (isUniqueViolation(error)) return reply.code(409).send(fail(authMessages.alreadyExists));
      const status = error.statusCode ?? 500;
      if (status === 413) return reply.code(413).send(fail(authMessages.bodyTooLarge));
      if (isMultipartParseError(error)) return reply.code(400).send(fail(authMessages.multipartMalformed, { body: authMessages.multipartMalformed }));
      if (status >= 400 && status < 500) return reply.code(status).send(fail(error.message));
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(fail(authMessages.internalError));
    });
  },
  { name: 'errors' },
);
