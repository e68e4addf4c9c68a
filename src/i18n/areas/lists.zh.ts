import type { listsEn } from './lists.en';
import type { TextsLike } from './texts';

export const listsZh: TextsLike<typeof listsEn> = {
  listsPage: {},
};

/** The contract's English messages of this area, translated (keys are the English text). */
export const listsMessagesZh: Record<string, string> = {};
