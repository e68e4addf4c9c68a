// Chat between buyers, suppliers and support staff (/v1/conversations, /v1/messages): the request
// schemas, the records the API answers, the live events and the English messages. Shared by the
// chat pages and the API.
import { z } from 'zod';
import { DOCUMENT_CONTENT_TYPES, MAX_DOCUMENT_BYTES } from './documents';
import { quoteContextSchema } from './rfq';
import { CONVERSATIONS_DEFAULT_LIMIT, CONVERSATIONS_MAX_LIMIT, MESSAGES_MAX_LIMIT } from './chat-constants';
export * from './chat-constants';
export * from './chat-messages';
import { CHAT_BODY_MAX, CHAT_SUBJECT_MAX, CHAT_SEARCH_MAX, chatMessages } from './chat-messages';

export const CONVERSATION_KINDS = ['inquiry', 'order', 'support', 'quote'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

/** The boxes of the conversation list: all, inquiries (product questions), orders, support. */
export const CONVERSATION_BOXES = ['all', 'inquiries', 'orders', 'support'] as const;
export type ConversationBox = (typeof CONVERSATION_BOXES)[number];

/** Which kind each box (other than all) lists. */
export const BOX_KINDS: Readonly<Record<Exclude<ConversationBox, 'all'>, ConversationKind>> = {
  inquiries: 'inquiry',
  orders: 'order',
  support: 'support',
};

export const CHAT_PREVIEW_MAX = 140;
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** What an attachment may really be (read from its first bytes, like documents). */
export const CHAT_ATTACHMENT_TYPES = DOCUMENT_CONTENT_TYPES;
export type ChatAttachmentType = (typeof CHAT_ATTACHMENT_TYPES)[number];
export const MAX_CHAT_ATTACHMENT_BYTES = MAX_DOCUMENT_BYTES;

/** Messages one user may send in a window (429 with retry-after beyond). */
export const CHAT_SEND_LIMIT = 30;
export const CHAT_SEND_WINDOW_SECONDS = 10;

const pageField = z.coerce.number({ error: chatMessages.page }).int(chatMessages.page).min(1, chatMessages.page).max(100_000, chatMessages.page).default(1);
const seqField = (message: string) => z.coerce.number({ error: message }).int(message).min(0, message).max(Number.MAX_SAFE_INTEGER, message);

/** GET /v1/conversations */
export const conversationListQuerySchema = z.object({
  box: z.enum(CONVERSATION_BOXES, { error: chatMessages.box }).default('all'),
  q: z.string({ error: chatMessages.search }).trim().max(CHAT_SEARCH_MAX, chatMessages.search).optional().default(''),
  page: pageField,
  limit: z.coerce
    .number({ error: chatMessages.limit })
    .int(chatMessages.limit)
    .min(1, chatMessages.limit)
    .max(CONVERSATIONS_MAX_LIMIT, chatMessages.limit)
    .default(CONVERSATIONS_DEFAULT_LIMIT),
});
export type ConversationListQuery = z.infer<typeof conversationListQuerySchema>;

export const conversationParamsSchema = z.object({ id: z.uuid(chatMessages.conversationNotFound) });
export const messageParamsSchema = z.object({ id: z.uuid(chatMessages.messageNotFound) });

const bodyField = z.string({ error: chatMessages.bodyTooLong }).trim().max(CHAT_BODY_MAX, chatMessages.bodyTooLong);
const clientIdField = z.string({ error: chatMessages.clientId }).regex(CLIENT_ID_PATTERN, chatMessages.clientId);

/** POST /v1/conversations: start (or reopen) a conversation; with `body` the first message is sent too. */
export const createConversationSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('inquiry'),
      product_id: z.uuid(chatMessages.productId),
      body: bodyField.optional(),
      client_id: clientIdField.optional(),
    }),
    z.strictObject({
      kind: z.literal('order'),
      order_id: z.uuid(chatMessages.orderId),
      body: bodyField.optional(),
      client_id: clientIdField.optional(),
    }),
    z.strictObject({
      kind: z.literal('quote'),
      quote_id: z.uuid(chatMessages.quoteId),
      body: bodyField.optional(),
      client_id: clientIdField.optional(),
    }),
    z.strictObject({
      kind: z.literal('support'),
      subject: z.string({ error: chatMessages.subjectRequired }).trim().min(1, chatMessages.subjectRequired).max(CHAT_SUBJECT_MAX, chatMessages.subjectTooLong),
      body: bodyField.optional(),
      client_id: clientIdField.optional(),
    }),
  ],
  { error: chatMessages.kind },
);
export type CreateConversationInput = z.input<typeof createConversationSchema>;

/** GET /v1/conversations/:id/messages: before_seq pages back through history; after_seq catches up. */
export const messageHistoryQuerySchema = z
  .object({
    before_seq: seqField(chatMessages.seq).optional(),
    after_seq: seqField(chatMessages.seq).optional(),
    limit: z.coerce
      .number({ error: chatMessages.messagesLimit })
      .int(chatMessages.messagesLimit)
      .min(1, chatMessages.messagesLimit)
      .max(MESSAGES_MAX_LIMIT, chatMessages.messagesLimit)
      .optional(),
  })
  .refine((q) => q.before_seq === undefined || q.after_seq === undefined, { message: chatMessages.beforeAndAfter, path: ['after_seq'] });
export type MessageHistoryQuery = z.infer<typeof messageHistoryQuerySchema>;

/**
 * POST /v1/conversations/:id/messages as JSON, or the text fields of the multipart form (beside one
 * `file`). The body may be empty only when a file comes with it (checked by the API).
 */
export const sendMessageSchema = z.strictObject({
  client_id: clientIdField,
  body: bodyField.default(''),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** POST /v1/conversations/:id/read */
export const markReadSchema = z.strictObject({ last_read_seq: seqField(chatMessages.lastReadSeq) });
export type MarkReadInput = z.infer<typeof markReadSchema>;

// ---- Records the API answers ----

export const USER_ROLES_IN_CHAT = ['buyer', 'seller', 'staff'] as const;

/** The other party: the supplier for a buyer, the buyer for a supplier, the user for staff; null for the support team. */
export const counterpartSchema = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  role: z.enum(USER_ROLES_IN_CHAT),
  /**
   * True for a quote thread's buyer as its supplier sees it before the buyer has written or accepted:
   * then name is empty, company null, and the buyer shows as "Buyer from <country>".
   */
  anonymous: z.boolean().optional(),
  country: z.string().nullable().optional(),
});
export type ChatCounterpart = z.infer<typeof counterpartSchema>;

export const conversationProductSchema = z.object({ id: z.string(), name: z.string(), image_url: z.string().nullable() });
export const conversationOrderSchema = z.object({ id: z.string(), number: z.string() });

/** One row of GET /v1/conversations (and the data of conversation.created). */
export const conversationListItemSchema = z.object({
  id: z.string(),
  kind: z.enum(CONVERSATION_KINDS),
  subject: z.string(),
  counterpart: counterpartSchema.nullable(),
  product: conversationProductSchema.nullable(),
  order: conversationOrderSchema.nullable(),
  /** UTC ISO-8601. */
  last_message_at: z.string(),
  last_message_preview: z.string(),
  last_message_mine: z.boolean(),
  unread_count: z.number().int(),
});
export type ConversationListItem = z.infer<typeof conversationListItemSchema>;

/** A member and how far it has read (read receipts). */
export const conversationMemberSchema = z.object({ user_id: z.string(), name: z.string(), last_read_seq: z.number().int() });
export type ConversationMember = z.infer<typeof conversationMemberSchema>;

/** GET /v1/conversations/:id: the list item, its members and its context. */
export const conversationDetailSchema = conversationListItemSchema.extend({
  members: z.array(conversationMemberSchema),
  /** The product asked about, as it is now (price in minor units; null when it has no single price). */
  product_context: z
    .object({
      id: z.string(),
      name: z.string(),
      image_url: z.string().nullable(),
      currency: z.string(),
      price_minor: z.number().int().nullable(),
      moq: z.number().int(),
      available: z.boolean(),
    })
    .nullable(),
  order_context: z
    .object({
      id: z.string(),
      number: z.string(),
      status: z.string(),
      currency: z.string(),
      total_minor: z.number().int(),
      created_at: z.string(),
    })
    .nullable(),
  /** A quote thread's request and quote (src/contract/rfq.ts). */
  quote_context: quoteContextSchema.nullable().optional(),
  /** The caller's own last_read_seq. */
  my_last_read_seq: z.number().int(),
  /** False for a company colleague whose role reads this thread but may not write in it. */
  can_write: z.boolean(),
});
export type ConversationDetail = z.infer<typeof conversationDetailSchema>;

export const chatAttachmentSchema = z.object({
  name: z.string(),
  type: z.enum(CHAT_ATTACHMENT_TYPES),
  size: z.number().int(),
  /** GET it with the bearer token: /v1/messages/:id/attachment */
  url: z.string(),
});
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>;

/** A message as the live event carries it: the same for every receiver. */
export const chatMessageBaseSchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  conversation_id: z.string(),
  sender: z.object({ id: z.string(), name: z.string() }),
  client_id: z.string(),
  body: z.string(),
  attachment: chatAttachmentSchema.nullable(),
  /** UTC ISO-8601. */
  created_at: z.string(),
});
export type ChatMessageBase = z.infer<typeof chatMessageBaseSchema>;

/** A message as the API answers it to the caller. */
export const chatMessageSchema = chatMessageBaseSchema.extend({ mine: z.boolean() });
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const unreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const markReadResultSchema = z.object({
  conversation_id: z.string(),
  last_read_seq: z.number().int(),
  unread_count: z.number().int(),
});
export type MarkReadResult = z.infer<typeof markReadResultSchema>;

// ---- Live events ----

/** message.created: compare message.sender.id with your own id for `mine`. */
export const messageCreatedEventSchema = z.object({
  conversation_id: z.string(),
  message: chatMessageBaseSchema,
  conversation: z.object({ last_message_at: z.string(), last_message_preview: z.string(), last_sender_id: z.string() }),
});
export type MessageCreatedEvent = z.infer<typeof messageCreatedEventSchema>;

export const conversationReadEventSchema = z.object({
  conversation_id: z.string(),
  user_id: z.string(),
  last_read_seq: z.number().int(),
});
export type ConversationReadEvent = z.infer<typeof conversationReadEventSchema>;

/** conversation.created: the list item as the receiver sees it. */
export const conversationCreatedEventSchema = conversationListItemSchema;
export type ConversationCreatedEvent = ConversationListItem;
