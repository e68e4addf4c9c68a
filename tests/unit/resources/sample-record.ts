// A record that satisfies a contract schema, built from the schema itself, with every free text
// carrying a marker, so that a test can tell whose record a screen shows.
import { z } from 'zod';

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
};

let counter = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

function sampleString(schema: JsonSchema, key: string, marker: string): string {
  switch (schema.format) {
    case 'date-time':
      return '2026-11-01T10:00:00.000Z';
    case 'date':
      return '2026-11-01';
    case 'uuid':
      return uuid();
    case 'email':
      return `${key}@example.test`;
    case 'uri':
    case 'url':
      return `https://example.test/${key}`;
  }
  if (/_at$/.test(key)) return '2026-11-01T10:00:00.000Z';
  if (/currency/i.test(key) || schema.pattern === '^[A-Z]{3}$') return 'USD';
  if (schema.pattern) return key.includes('country') ? 'IN' : '1';
  const text = `${marker} ${key}`;
  return schema.maxLength !== undefined ? text.slice(0, schema.maxLength) : text;
}

function sample(schema: JsonSchema, key: string, marker: string): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    // The filled-in branch, not null: the screen should have something to render.
    const filled = options.find((option) => option.type !== 'null') ?? options[0]!;
    return sample(filled, key, marker);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return sampleString(schema, key, marker);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, (schema.exclusiveMinimum ?? 0) + 1, 1);
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return schema.items ? [sample(schema.items, key, marker)] : [];
    case 'object':
    default:
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sample(property, name, marker)]));
  }
}

/** One record of `schema`; its texts read "<marker> <field name>". */
export function sampleRecord(schema: z.ZodType, marker: string): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
  return sample(json, 'record', marker) as Record<string, unknown>;
}
