// The zod schemas of a declared entity (src/contract/entity.ts): the record the API answers, the body of a
// create and the body of an edit. The server validates with these, the web form checks each field with
// the same schema, so a message is the server's own.
import { z } from 'zod';
import { CURRENCY_CODES } from './catalog-constants';
import { countryMessages } from './countries-messages';
import { isCountryCode } from './country-codes';
import { apiFieldsOf, entityMessages, type Entity, type EntityField } from './entity';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string) =>
  DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** Each API field of a declared field, with the schema of a value given in a body (required or not). */
function inputSchemasOf(name: string, spec: EntityField): Array<[string, z.ZodType]> {
  const text = (max: number) => z.string({ error: entityMessages.required }).trim().min(1, entityMessages.required).max(max, entityMessages.tooLong);
  switch (spec.kind) {
    case 'string':
    case 'text':
      return [[name, text(spec.max)]];
    case 'int':
      return [
        [
          name,
          z
            .number({ error: entityMessages.wholeNumber })
            .int(entityMessages.wholeNumber)
            .min(spec.min, entityMessages.outOfRange)
            .max(spec.max, entityMessages.outOfRange),
        ],
      ];
    case 'money':
      return [
        [
          `${name}_minor`,
          z
            .number({ error: entityMessages.amount })
            .int(entityMessages.amount)
            .min(0, entityMessages.amount)
            .max(Number.MAX_SAFE_INTEGER, entityMessages.outOfRange),
        ],
        [`${name}_currency`, z.enum(CURRENCY_CODES, { error: entityMessages.currency })],
      ];
    case 'boolean':
      return [[name, z.boolean({ error: entityMessages.yesOrNo })]];
    case 'date':
      return [[name, z.string({ error: entityMessages.date }).refine(isDay, entityMessages.date)]];
    case 'country':
      return [
        [
          name,
          z.string({ error: entityMessages.required }).trim().min(1, entityMessages.required).toUpperCase().refine(isCountryCode, countryMessages.unknown),
        ],
      ];
    case 'enum':
      return [[name, z.enum(spec.values, { error: entityMessages.notListed })]];
    case 'strings':
      return [
        [
          name,
          z
            .array(z.string({ error: entityMessages.required }).trim().min(1, entityMessages.required).max(spec.itemMax, entityMessages.tooLong), {
              error: entityMessages.notListed,
            })
            .max(spec.max, entityMessages.tooMany)
            // The same entry twice is one entry.
            .transform((items) => [...new Set(items)]),
        ],
      ];
  }
}

/** An optional field: null clears it, and so does a blank text (what an emptied input sends). */
const optionalOf = (schema: z.ZodType) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema.nullable().optional());

/** What a required field's create value defaults to when left out: a boolean is false, a list is empty. */
const createDefault = (spec: EntityField): unknown => (spec.kind === 'boolean' ? false : spec.kind === 'strings' ? [] : undefined);

/**
 * The body of a create: required fields must be there (a boolean or a list may be left out: false, empty),
 * optional ones may be left out or null. Unknown fields are refused, so a typo is a 400 naming it.
 */
export function createSchemaOf(entity: Entity) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, spec] of Object.entries(entity.fields)) {
    for (const [key, schema] of inputSchemasOf(name, spec)) {
      const fallback = createDefault(spec);
      shape[key] = spec.optional ? optionalOf(schema) : fallback !== undefined ? schema.default(fallback as never) : schema;
    }
  }
  return z.strictObject(shape);
}

/**
 * The body of an edit: any subset of the fields, with no defaults, so a field the user did not send is
 * never reset. A required field cannot be set to null.
 */
export function updateSchemaOf(entity: Entity) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, spec] of Object.entries(entity.fields)) {
    for (const [key, schema] of inputSchemasOf(name, spec)) shape[key] = spec.optional ? optionalOf(schema) : schema.optional();
  }
  return z.strictObject(shape);
}

/** A record as the API answers it. */
export function recordSchemaOf(entity: Entity) {
  const shape: Record<string, z.ZodType> = { id: z.string(), created_at: z.string(), updated_at: z.string() };
  for (const [name, spec] of Object.entries(entity.fields)) {
    for (const key of apiFieldsOf(name, spec)) {
      const value =
        spec.kind === 'int' || (spec.kind === 'money' && key.endsWith('_minor'))
          ? z.number()
          : spec.kind === 'boolean'
            ? z.boolean()
            : spec.kind === 'strings'
              ? z.array(z.string())
              : z.string();
      shape[key] = spec.optional ? value.nullable() : value;
    }
  }
  return z.object(shape);
}

/** The checks of one API field, for a form that checks as the user types. */
export function fieldSchemaOf(entity: Entity, apiField: string): z.ZodType | undefined {
  for (const [name, spec] of Object.entries(entity.fields)) {
    const found = inputSchemasOf(name, spec).find(([key]) => key === apiField);
    if (found) return spec.optional ? optionalOf(found[1]) : found[1];
  }
  return undefined;
}
