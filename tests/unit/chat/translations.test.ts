// The chat contract's messages reach the user (toasts, refused messages): each has a Hindi and a Chinese text.
import { describe, expect, it } from 'vitest';
import { chatMessages } from '../../../src/contract/chat';
import { chatMessagesHi } from '../../../src/i18n/areas/chat.hi';
import { chatMessagesZh } from '../../../src/i18n/areas/chat.zh';

describe('chat messages', () => {
  it.each([
    ['hi', chatMessagesHi],
    ['zh', chatMessagesZh],
  ])('are all translated into %s', (_language, translations) => {
    expect(Object.values(chatMessages).filter((message) => !translations[message])).toEqual([]);
  });
});
