// What the shells ask of chat: the unread count (and the live stream, refused here so that it
// does not reconnect during a test that does not look at it).
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../setup';

export function chatShellHandlers(unread = 0) {
  return [
    http.get(apiUrl('conversations/unread-count'), () => HttpResponse.json({ success: true, message: 'Request successful', data: { unread } })),
    http.get(apiUrl('events'), () => new HttpResponse(null, { status: 401 })),
  ];
}
