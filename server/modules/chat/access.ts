// Who may read a conversation, and the rows and records the chat routes share. The reads they share
// are in members-repository.ts.
import type { Role } from '../../../src/contract/constants';
import { CHAT_ATTACHMENT_TYPES, CHAT_PREVIEW_MAX, type ChatAttachmentType, type ChatMessage, type ChatMessageBase } from '../../../src/contract/chat';
import type { conversations, messages } from '../../db/schema';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;

export interface Caller {
  userId: string;
  roles: readonly Role[];
}

export const isStaff = (caller: Caller) => caller.roles.includes('admin');

/** Its customer, its supplier, and for support threads any staff member; nobody else learns it exists. */
export function canRead(conversation: Pick<ConversationRow, 'kind' | 'customerId' | 'supplierId'>, caller: Caller): boolean {
  if (conversation.customerId === caller.userId || conversation.supplierId === caller.userId) return true;
  return conversation.kind === 'support' && isStaff(caller);
}

function attachmentType(value: string | null): ChatAttachmentType | undefined {
  return CHAT_ATTACHMENT_TYPES.find((type) => type === value);
}

export const attachmentUrl = (messageId: string) => `/v1/messages/${messageId}/attachment`;

/** A message as every receiver sees it (`mine` is added per caller). */
export function toMessage(row: MessageRow, senderName: string): ChatMessageBase {
  const type = attachmentType(row.attachmentType);
  return {
    id: row.id,
    seq: row.seq,
    conversation_id: row.conversationId,
    sender: { id: row.senderId, name: senderName },
    client_id: row.clientId,
    body: row.body,
    attachment:
      row.attachmentFileId && type ? { name: row.attachmentName ?? 'attachment', type, size: row.attachmentSize ?? 0, url: attachmentUrl(row.id) } : null,
    created_at: row.createdAt.toISOString(),
  };
}

export const withMine = (message: ChatMessageBase, userId: string): ChatMessage => ({ ...message, mine: message.sender.id === userId });

/** The list's one-line summary of a message: its text, or the attached file's name. */
export function previewOf(body: string, attachmentName: string | null): string {
  const text = body.replace(/\s+/g, ' ').trim();
  const preview = text || (attachmentName ? `📎 ${attachmentName}` : '');
  return preview.length > CHAT_PREVIEW_MAX ? `${preview.slice(0, CHAT_PREVIEW_MAX - 1)}…` : preview;
}

/** `%q%` for ILIKE with the wildcards of q taken literally. */
export { containsPattern as likePattern } from '../../lib/like';
