import type { chatEn } from './chat.en';
import type { TextsLike } from './texts';

export const chatHi: TextsLike<typeof chatEn> = {
  chatArea: {
    title: 'संदेश',
  },
};

/** The chat contract's English messages (server and form validation) → Hindi. */
export const chatMessagesHi: Record<string, string> = {};
