import type { chatEn } from './chat.en';
import type { TextsLike } from './texts';

export const chatZh: TextsLike<typeof chatEn> = {
  chatArea: {
    title: '消息',
  },
};

/** The chat contract's English messages (server and form validation) → Chinese. */
export const chatMessagesZh: Record<string, string> = {};
