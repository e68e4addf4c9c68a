// What the shells' notifications bell asks of the API: the unread count and the newest notifications.
import { http, HttpResponse } from 'msw';
import type { AppNotification } from '../../../src/contract/notifications';
import { apiUrl } from '../setup';

const ok = <T>(data: T, extra: Record<string, unknown> = {}) => HttpResponse.json({ success: true, message: 'Request successful', data, ...extra });

export function notificationShellHandlers(unread: () => number = () => 0, latest: () => AppNotification[] = () => []) {
  return [
    http.get(apiUrl('notifications/unread-count'), () => ok({ unread: unread() })),
    http.get(apiUrl('notifications'), () => {
      const rows = latest();
      return ok(rows, { total: rows.length, pagination: { page: 1, limit: 8, totalPages: 1 } });
    }),
  ];
}
