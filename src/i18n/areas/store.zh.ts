import type { storeEn } from './store.en';
import type { TextsLike } from './texts';

export const storeZh: TextsLike<typeof storeEn> = {
  storePage: {},
};

/** The contract's English messages of this area, translated (keys are the English text). */
export const storeMessagesZh: Record<string, string> = {};
