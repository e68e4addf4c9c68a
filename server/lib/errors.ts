import { authMessages } from '../../src/contract/messages';

/** An error the client can act on: its status and message go out in the envelope as they are. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
    /** Facts the client needs to act, sent as the failed envelope's `data` (when to try again, say). */
    readonly data?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new AppError(400, message, errors);
/** A validation failure of one field, reported like a schema failure. */
export const fieldError = (field: string, message: string) => new AppError(400, message, { [field]: message });
export const unauthorized = (message: string = authMessages.sessionRequired) => new AppError(401, message);
export const forbidden = (message: string = authMessages.forbidden) => new AppError(403, message);
export const notFound = (message: string = authMessages.notFound) => new AppError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) => new AppError(409, message, errors);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, authMessages.tooManyRequests, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
