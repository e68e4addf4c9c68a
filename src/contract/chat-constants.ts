// Chat's page sizes and live event names. No zod here: the signed-in shell counts unread messages
// without loading the API's schemas (chat.ts re-exports all of it).
export const CONVERSATIONS_DEFAULT_LIMIT = 20;
export const CONVERSATIONS_MAX_LIMIT = 100;
export const MESSAGES_DEFAULT_LIMIT = 30;
export const MESSAGES_MAX_LIMIT = 100;
/** Catch-up after a reconnect (after_seq) returns at most this many messages; read again from the last one for more. */
export const MESSAGES_CATCH_UP_MAX = 500;
/** Live event types (GET /v1/events). */
export const CHAT_EVENTS = {
  messageCreated: 'message.created',
  conversationRead: 'conversation.read',
  conversationCreated: 'conversation.created',
} as const;
