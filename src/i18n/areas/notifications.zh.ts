import type { notificationsEn } from './notifications.en';
import type { TextsLike } from './texts';

export const notificationsZh: TextsLike<typeof notificationsEn> = {
  notificationsArea: {
    title: '通知',
  },
};

/** The notifications contract's English messages (server and form validation) → Chinese. */
export const notificationsMessagesZh: Record<string, string> = {};
