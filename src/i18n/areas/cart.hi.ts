import type { cartEn } from './cart.en';
import type { TextsLike } from './texts';

export const cartHi: TextsLike<typeof cartEn> = {
  cartPage: {},
};

/** The contract's English messages of this area, translated (keys are the English text). */
export const cartMessagesHi: Record<string, string> = {};
