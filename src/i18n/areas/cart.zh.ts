import type { cartEn } from './cart.en';
import type { TextsLike } from './texts';

export const cartZh: TextsLike<typeof cartEn> = {
  cartPage: {},
};

/** The contract's English messages of this area, translated (keys are the English text). */
export const cartMessagesZh: Record<string, string> = {};
