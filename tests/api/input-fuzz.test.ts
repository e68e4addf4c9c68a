// Hostile input on every operation of the OpenAPI document, sent by a caller the route serves: each
// string field of a JSON body, each query parameter and each free-text path parameter gets a NUL,
// other control characters, a lone surrogate and 10,000 characters; each body-taking route gets a
// body that is not JSON and a multipart body without its boundary. No answer may be a 5xx, and text
// that cannot be stored is refused with a 400 naming the field.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authMessages } from '../../src/contract/messages';
import { unstorableTextMessage } from '../../src/contract/text';
import { createTestApp, envelope, multipart, nextAddress, PNG, uniqueEmail } from './helpers';
import { callersFor, label, loadOperations, signedInCallers, type JsonSchema, type Parameter, type Route } from './openapi-operations';

const t = await createTestApp({}, { seed: true });
const operations = await loadOperations(t);
const callers = await signedInCallers(t);

/** Text the database cannot keep as sent, each refused with a 400 naming where it is. */
const UNSTORABLE = {
  nul: 'a\u0000b',
  'other controls': 'bell\u0007 escape\u001b delete\u007f c1\u0085',
  'lone surrogate': 'broken \ud800 text',
} as const;
const LONG = 'x'.repeat(10_000);

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type);

/** A plausible value for a schema: not always valid (refinements are not in the document), but well-formed, so the bad field is what gets judged. */
function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'sample';
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return sample(alternatives.find((alternative) => typeOf(alternative) !== 'null') ?? alternatives[0]);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email') return uniqueEmail('fuzz');
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
      if (schema.format === 'uri') return 'https://example.com/';
      return 'sample'.padEnd(schema.minLength ?? 0, 'x');
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => sample(schema.items));
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sample(property)]));
    default:
      return null;
  }
}

/** Paths of the string leaves of a sampled body (into the first item of arrays). */
function stringPaths(value: unknown, path: Array<string | number> = []): Array<Array<string | number>> {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.length > 0 ? stringPaths(value[0], [...path, 0]) : [];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, child]) => stringPaths(child, [...path, key]));
  return [];
}

function withValueAt(body: unknown, path: Array<string | number>, value: string): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const part of path.slice(0, -1)) node = node[part] as Record<string | number, unknown>;
  node[path[path.length - 1]] = value;
  return copy;
}

/**
 * Percent-encodes any string, a lone surrogate too (as its three WTF-8 bytes, which are not UTF-8):
 * a URL cannot carry one otherwise, and what the server makes of those bytes is its own choice.
 */
function encodeAny(value: string): string {
  return Array.from(value, (character) => {
    const unit = character.charCodeAt(0);
    if (character.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(character);
    return [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
  }).join('');
}
const hasLoneSurrogate = (value: string) => unstorableTextMessage(value) === authMessages.brokenCharacter;

const isFreeText = (parameter: Parameter) => !parameter.schema?.enum && !parameter.schema?.format && typeOf(parameter.schema ?? {}) !== 'integer';

/** The route's URL with well-formed path parameters, one of them replaced when asked. */
function urlOf(route: Route, replace?: { name: string; value: string }): string {
  const parameters = route.operation.parameters ?? [];
  return route.path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    if (replace?.name === name) return encodeAny(replace.value);
    const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
    return encodeURIComponent(String(sample(parameter?.schema) === 'sample' ? 'sample-slug' : sample(parameter?.schema)));
  });
}

interface Case {
  what: string;
  request: { method: Route['method']; url: string; payload?: unknown; headers?: Record<string, string> };
  /** Where the 400 must point, for text that cannot be stored. */
  field?: string;
  expected?: { status: number; message: string };
}

function casesOf(route: Route, values: Record<string, string>, refusedAs: 'field' | 'any'): Case[] {
  const cases: Case[] = [];
  const parameters = route.operation.parameters ?? [];
  const bodySchema = route.operation.requestBody?.content['application/json']?.schema;
  const body = bodySchema ? sample(bodySchema) : undefined;
  for (const [kind, value] of Object.entries(values)) {
    // In a URL a lone surrogate arrives as bytes that are not UTF-8: the server may read them as U+FFFD, which it can store.
    const field = (name: string, inUrl = false) => (refusedAs === 'field' && !(inUrl && hasLoneSurrogate(value)) ? name : undefined);
    for (const path of body === undefined ? [] : stringPaths(body)) {
      cases.push({
        what: `${kind} in body ${path.join('.')}`,
        request: { method: route.method, url: urlOf(route), payload: withValueAt(body, path, value) },
        field: field(path.join('.')),
      });
    }
    for (const parameter of parameters.filter((p) => p.in === 'query')) {
      const url = `${urlOf(route)}?${parameter.name}=${encodeAny(value)}`;
      cases.push({
        what: `${kind} in query ${parameter.name}`,
        request: { method: route.method, url, ...(body === undefined ? {} : { payload: body }) },
        field: field(parameter.name, true),
      });
    }
    for (const parameter of parameters.filter((p) => p.in === 'path' && isFreeText(p))) {
      const url = urlOf(route, { name: parameter.name, value });
      cases.push({
        what: `${kind} in path ${parameter.name}`,
        request: { method: route.method, url, ...(body === undefined ? {} : { payload: body }) },
        field: field(parameter.name, true),
      });
    }
  }
  return cases;
}

function unreadableBodies(route: Route): Case[] {
  if (route.method === 'GET') return [];
  return [
    {
      what: 'a body that is not JSON',
      request: { method: route.method, url: urlOf(route), payload: '{"name": "unterminated', headers: { 'content-type': 'application/json' } },
      expected: { status: 400, message: authMessages.invalidJson },
    },
    {
      what: 'multipart without a boundary',
      request: {
        method: route.method,
        url: urlOf(route),
        payload: '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nhello\r\n--x--\r\n',
        headers: { 'content-type': 'multipart/form-data' },
      },
      expected: { status: 400, message: authMessages.multipartBoundaryMissing },
    },
  ];
}

const tokenFor = (route: Route) => {
  const access = route.operation['x-access'];
  return access ? callers[callersFor(access).allowed] : undefined;
};

async function send(route: Route, c: Case) {
  // Each request from its own address, so that per-address limits never stand in for the answer under test.
  return t.request({ ...c.request, token: tokenFor(route), remoteAddress: nextAddress() } as Parameters<typeof t.request>[0]);
}

describe.each(operations.map((r) => [label(r), r] as const))('%s', (_name, route) => {
  it('refuses unstorable text with a 400 naming the field, and an unreadable body with a 400 saying why', async () => {
    for (const c of [...unreadableBodies(route), ...casesOf(route, UNSTORABLE, 'field')]) {
      const response = await send(route, c);
      expect(response.statusCode, `${c.what}: ${response.body}`).toBeLessThan(500);
      if (c.expected) {
        expect(response.statusCode, c.what).toBe(c.expected.status);
        expect(envelope(response).message, c.what).toBe(c.expected.message);
      }
      if (c.field) {
        expect(response.statusCode, `${c.what}: ${response.body}`).toBe(400);
        expect(envelope(response).errors?.[c.field], `${c.what}: ${response.body}`).toMatch(/cannot be stored/);
      }
    }
  });
});

// After every other case, because a long but valid value may change what a caller can do next.
describe('10,000 characters', () => {
  it.each(operations.map((r) => [label(r), r] as const))('%s answers without a server error', async (_name, route) => {
    for (const c of casesOf(route, { long: LONG }, 'any')) {
      const response = await send(route, c);
      expect(response.statusCode, `${c.what}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
    }
  });
});

// Multipart bodies skip the routes' validators: their text fields and a CSV's cells get the same check.
describe('text inside uploads', () => {
  it('refuses a document title holding a NUL, naming the field', async () => {
    const upload = multipart([
      { field: 'type', value: 'other' },
      { field: 'title', value: 'Licence\u0000copy' },
      { field: 'file', file: { name: 'licence.png', type: 'image/png', data: PNG } },
    ]);
    const response = await t.request({ method: 'POST', url: '/v1/documents', token: callers.seller, ...upload });
    expect(response.statusCode).toBe(400);
    expect(envelope(response).errors?.title).toBe(authMessages.controlCharacter);
  });

  it('refuses a CSV row holding a NUL, naming its column, and imports nothing', async () => {
    const csv = 'sku,name\nFUZZ-1,Kettle\nFUZZ-2,Tea\u0000pot\n';
    const upload = multipart([{ field: 'file', file: { name: 'products.csv', type: 'text/csv', data: Buffer.from(csv) } }]);
    const response = await t.request({ method: 'POST', url: '/v1/products/import', token: callers.seller, ...upload });
    expect(response.statusCode).toBe(422);
    expect(envelope<{ problems: unknown[] }>(response).data.problems).toEqual([{ row: 3, field: 'name', message: authMessages.controlCharacter }]);
    const listed = envelope<unknown[]>(await t.request({ method: 'GET', url: '/v1/products?q=FUZZ', token: callers.seller }));
    expect(listed.data).toEqual([]);
  });
});
