import type { buyerEn } from './buyer.en';
import type { TextsLike } from './texts';

export const buyerHi: TextsLike<typeof buyerEn> = {
  buyerPage: {},
};

/** The contract's English messages of this area, translated (keys are the English text). */
export const buyerMessagesHi: Record<string, string> = {};
