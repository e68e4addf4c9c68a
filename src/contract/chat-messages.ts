// The chat area's API messages and the limits they name. No zod here: the Hindi and Chinese texts
// key their translations by these messages without loading the API's schemas (chat.ts re-exports them).
import { CONVERSATIONS_MAX_LIMIT, MESSAGES_MAX_LIMIT } from './chat-constants';
export const CHAT_BODY_MAX = 4000;
export const CHAT_SUBJECT_MAX = 160;
export const CHAT_SEARCH_MAX = 100;
export const chatMessages = {
  box: 'Choose a box: all, inquiries, orders or support',
  search: `Keep the search to at most ${CHAT_SEARCH_MAX} characters`,
  page: 'Use a page number of at least 1',
  limit: `Show between 1 and ${CONVERSATIONS_MAX_LIMIT} per page`,
  messagesLimit: `Load between 1 and ${MESSAGES_MAX_LIMIT} messages at a time`,
  seq: 'Use a message number of 0 or more',
  beforeAndAfter: 'Use either before_seq or after_seq, not both',
  conversationId: 'Not a valid conversation',
  messageId: 'Not a valid message',
  kind: 'Choose what the conversation is about: inquiry, order or support',
  productId: 'Choose a product',
  orderId: 'Choose an order',
  quoteId: 'Choose a quote',
  subjectRequired: 'Enter a subject',
  subjectTooLong: `Keep the subject to at most ${CHAT_SUBJECT_MAX} characters`,
  clientId: 'Send a message id of 8 to 64 letters, digits, - or _',
  bodyTooLong: `Keep the message to at most ${CHAT_BODY_MAX} characters`,
  bodyRequired: 'Write a message or attach a file',
  lastReadSeq: 'Use a message number of 0 or more',
  fileEmpty: 'The file is empty',
  fileTooLarge: 'The file is larger than 10 MB',
  fileType: 'Attach a PDF, PNG or JPEG file',
  oneFile: 'Attach one file at a time',
  productUnavailable: 'This product is not in the catalogue. It may have been unpublished',
  ownProduct: 'This is your own product',
  buyersOnly: 'Only buyers can ask a supplier about a product',
  conversationNotFound: 'Conversation not found',
  /** A company colleague whose role reads a colleague's thread with a supplier but may not write in it. */
  readOnly: 'Your company role lets you read this conversation, not write in it',
  noOrderThread: 'Nobody has written about this order yet',
  orderNotFound: 'Order not found',
  quoteNotFound: 'Quote not found',
  messageNotFound: 'Message not found',
  attachmentNotFound: 'This message has no attachment',
  conversationStarted: 'Conversation started',
  conversationExists: 'You already have a conversation about this',
  messageSent: 'Message sent',
  messageAlreadySent: 'Message already sent',
  markedRead: 'Marked as read',
  /** Shown as the counterpart name of a support thread to the user who opened it. */
  supportTeam: 'Marketplace support',
  attachmentPreview: 'Attachment',
  notificationTitle: 'New message from {{name}}',
} as const;
