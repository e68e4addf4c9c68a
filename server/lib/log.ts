// What of a request or an error may be written to the log. A log line must never hold a request body,
// a SQL parameter, a token, a one-time code, a password or its hash, or a bank account number, even
// when a write fails. Errors are therefore written as their kind, PostgreSQL's code and where they
// were thrown; the query builder's message (which carries every parameter) and PostgreSQL's `detail`
// (which quotes the failing row's values) are never written.
import type { FastifyRequest } from 'fastify';

const MAX_CAUSES = 3;
const MAX_MESSAGE = 300;
/** Query parameters whose values are never written, whatever the route. */
const SECRET_PARAMETER = /token|code|pass|secret|otp|key|signature|auth/i;
/** Where a JavaScript error was thrown: the stack's frames, without its first line (which repeats the message). */
const framesOf = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((line) => line.startsWith('    at '))
    .slice(0, 15)
    .join('\n');

type LoggedError = {
  type: string;
  message: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  stack: string;
  cause?: LoggedError;
};

const stringProperty = (error: object, key: string): string | undefined => {
  const value = (error as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
};

/** A PostgreSQL error, from either driver: its code is a five-character SQLSTATE. */
const isDatabaseError = (error: object) => /^[0-9A-Z]{5}$/.test(stringProperty(error, 'code') ?? '');

/** A message that may quote input: quoted runs are cut out (PostgreSQL quotes values: `invalid input syntax for type uuid: "…"`). */
const withoutQuotes = (message: string) => message.replace(/"[^"]*"/g, '"…"').replace(/'[^']*'/g, "'…'");

function messageOf(error: object): string {
  const message = stringProperty(error, 'message') ?? '';
  // drizzle's DrizzleQueryError: "Failed query: <sql>\nparams: <every value>". The SQL has only placeholders.
  if (message.startsWith('Failed query:')) return message.split('\nparams:')[0].slice(0, MAX_MESSAGE);
  const firstLine = message.split('\n')[0];
  if (isDatabaseError(error) || error instanceof SyntaxError) return withoutQuotes(firstLine).slice(0, MAX_MESSAGE);
  return firstLine.slice(0, MAX_MESSAGE);
}

/** The log's view of an error and its causes: nothing that can hold a value sent by a client. */
export function loggedError(error: unknown, depth = 0): LoggedError {
  if (typeof error !== 'object' || error === null) return { type: typeof error, message: '', stack: '' };
  const logged: LoggedError = { type: error.constructor?.name ?? 'Error', message: messageOf(error), stack: framesOf(stringProperty(error, 'stack')) ?? '' };
  const code = stringProperty(error, 'code');
  if (code) logged.code = code;
  if (isDatabaseError(error)) {
    for (const key of ['constraint', 'table', 'column'] as const) {
      const value = stringProperty(error, key);
      if (value) logged[key] = value;
    }
  }
  const cause = (error as { cause?: unknown }).cause;
  if (cause !== undefined && depth < MAX_CAUSES) logged.cause = loggedError(cause, depth + 1);
  return logged;
}

/** The request's path with the values of secret-looking query parameters replaced. */
export function loggedUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const query = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return equals >= 0 && SECRET_PARAMETER.test(decodeURIComponentSafe(name)) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, question)}?${query}`;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Fastify's logger serializers: `req` without headers or body, `err` through loggedError. */
export const logSerializers = {
  req: (request: FastifyRequest) => ({ method: request.method, url: loggedUrl(request.url), remoteAddress: request.ip }),
  err: (error: unknown) => loggedError(error),
};
