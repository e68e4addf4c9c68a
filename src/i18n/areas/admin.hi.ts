import type { adminEn } from './admin.en';
import type { TextsLike } from './texts';

export const adminHi: TextsLike<typeof adminEn> = {
  adminArea: {
    title: 'बैक ऑफ़िस',
  },
};

/** The admin contract's English messages (server and form validation) → Hindi. */
export const adminMessagesHi: Record<string, string> = {};
