import type { documentsEn } from './documents.en';
import type { TextsLike } from './texts';

export const documentsHi: TextsLike<typeof documentsEn> = {
  documentsPage: {},
};

/** The contract's English messages of this area, translated (keys are the English text). */
export const documentsMessagesHi: Record<string, string> = {};
