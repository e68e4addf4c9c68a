import type { recoveryEn } from './recovery.en';
import type { TextsLike } from './texts';

export const recoveryHi: TextsLike<typeof recoveryEn> = {
  recoveryPage: {},
};

/** The contract's English messages of this area, translated (keys are the English text). */
export const recoveryMessagesHi: Record<string, string> = {};
