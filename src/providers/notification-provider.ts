// Refine's notifications shown as our toasts: success, error, and progress (undoable mutations) as a
// loading toast that Refine closes itself when the undo window ends.
import type { NotificationProvider, OpenNotificationParams } from '@refinedev/core';
import { toast } from './toast';

/** Message and description as one text; the toaster keeps the line break. */
export function notificationText({ message, description }: Pick<OpenNotificationParams, 'message' | 'description'>): string {
  return [message, description].filter((part) => part !== undefined && part !== '').join('\n');
}

export const notificationProvider: NotificationProvider = {
  open(params) {
    const text = notificationText(params);
    const opts = params.key !== undefined ? { id: params.key } : undefined;
    if (params.type === 'success') toast.success(text, opts);
    else if (params.type === 'error') toast.error(text, opts);
    else toast.loading(text, opts);
  },
  close(key) {
    toast.dismiss(key);
  },
};
