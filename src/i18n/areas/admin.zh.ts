import type { adminEn } from './admin.en';
import type { TextsLike } from './texts';

export const adminZh: TextsLike<typeof adminEn> = {
  adminArea: {
    title: '后台管理',
  },
};

/** The admin contract's English messages (server and form validation) → Chinese. */
export const adminMessagesZh: Record<string, string> = {};
