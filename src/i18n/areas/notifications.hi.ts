import type { notificationsEn } from './notifications.en';
import type { TextsLike } from './texts';

export const notificationsHi: TextsLike<typeof notificationsEn> = {
  notificationsArea: {
    title: 'सूचनाएँ',
  },
};

/** The notifications contract's English messages (server and form validation) → Hindi. */
export const notificationsMessagesHi: Record<string, string> = {};
