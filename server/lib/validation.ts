import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { findUnstorableText } from '../../src/contract/text';

/** Marks an issue as a schema validation issue, as fastify-type-provider-zod's own issues are, so the errors plugin reports it the same way. */
const ZOD_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

/**
 * Every route's body, query, path and headers are checked twice: first that no string in them holds
 * a character that cannot be stored (src/contract/text.ts), then against the route's zod schema. The
 * first check needs no schema's help, so no field can be declared without it.
 */
export const inputValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return (data: unknown) => {
    const problem = findUnstorableText(data);
    if (!problem) return validate(data);
    const instancePath = problem.path.map((part) => `/${part}`).join('');
    return {
      error: [{ [ZOD_ISSUE]: true, keyword: 'unstorable_text', instancePath, schemaPath: `#${instancePath}`, message: problem.message, params: {} }] as never,
    };
  };
};
