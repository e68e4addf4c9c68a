import type { Envelope, Pagination } from '../../src/contract/envelope';
import { clientMessages } from '../../src/contract/messages';

export function ok<T>(data: T, message: string = clientMessages.requestSuccessful): Envelope<T> {
  return { success: true, message, data };
}

export function okList<T>(rows: T[], page: Pagination['page'], limit: number, total: number, message?: string) {
  return {
    success: true as const,
    message: message ?? clientMessages.requestSuccessful,
    data: rows,
    pagination: { page, limit, totalPages: Math.max(1, Math.ceil(total / limit)) },
    total,
  };
}

export function fail(message: string, errors?: Record<string, string>) {
  return errors ? { success: false as const, message, data: null, errors } : { success: false as const, message, data: null };
}
