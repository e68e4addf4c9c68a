import type { documentsEn } from './documents.en';
import type { TextsLike } from './texts';

export const documentsZh: TextsLike<typeof documentsEn> = {
  documentsPage: {},
};

/** The contract's English messages of this area, translated (keys are the English text). */
export const documentsMessagesZh: Record<string, string> = {};
