import type { addressesEn } from './addresses.en';
import type { TextsLike } from './texts';

export const addressesHi: TextsLike<typeof addressesEn> = {
  addressesPage: {},
};

/** The contract's English messages of this area, translated (keys are the English text). */
export const addressesMessagesHi: Record<string, string> = {};
