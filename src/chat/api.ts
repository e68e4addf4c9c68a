// The chat calls of the web app (/v1/conversations, /v1/messages), through the one HTTP client.
import type {
  ChatMessage,
  ConversationBox,
  ConversationDetail,
  ConversationListItem,
  CreateConversationInput,
  MarkReadResult,
  UnreadCount,
} from '../contract/chat';
import { CONVERSATIONS_DEFAULT_LIMIT, MESSAGES_DEFAULT_LIMIT } from '../contract/chat-constants';
import { api, type ApiResult } from '../providers/http';

const conversationPath = (id: string) => `conversations/${encodeURIComponent(id)}`;

export function listConversations(
  { box, q, page, limit = CONVERSATIONS_DEFAULT_LIMIT }: { box: ConversationBox; q: string; page: number; limit?: number },
  signal?: AbortSignal,
): Promise<ApiResult<ConversationListItem[]>> {
  return api.get<ConversationListItem[]>('conversations', { query: { box, q: q || undefined, page, limit }, signal, toast: false });
}

export function loadConversation(id: string, signal?: AbortSignal): Promise<ApiResult<ConversationDetail>> {
  return api.get<ConversationDetail>(conversationPath(id), { signal, toast: false });
}

/** History: the latest `limit` messages older than `before_seq` (or the latest), or all newer than `after_seq`; oldest first. */
export function loadMessages(
  id: string,
  query: { before_seq?: number; after_seq?: number; limit?: number },
  signal?: AbortSignal,
): Promise<ApiResult<ChatMessage[]>> {
  const limit = query.after_seq === undefined ? (query.limit ?? MESSAGES_DEFAULT_LIMIT) : query.limit;
  return api.get<ChatMessage[]>(`${conversationPath(id)}/messages`, { query: { ...query, limit }, signal, toast: false });
}

/** One attempt at sending (the outbox retries with the same client_id). */
export function postMessage(id: string, clientId: string, body: string, file: File | null): Promise<ApiResult<ChatMessage>> {
  if (!file) return api.post<ChatMessage>(`${conversationPath(id)}/messages`, { client_id: clientId, body }, { toast: false, retry: false });
  const form = new FormData();
  form.append('client_id', clientId);
  form.append('body', body);
  form.append('file', file, file.name);
  return api.postForm<ChatMessage>(`${conversationPath(id)}/messages`, form, { toast: false, retry: false });
}

export function markRead(id: string, lastReadSeq: number): Promise<ApiResult<MarkReadResult>> {
  return api.post<MarkReadResult>(`${conversationPath(id)}/read`, { last_read_seq: lastReadSeq }, { toast: false });
}

/** Starts a conversation, or finds the one that exists (200); its id either way. */
export function startConversation(input: CreateConversationInput): Promise<ApiResult<ConversationListItem>> {
  return api.post<ConversationListItem>('conversations', input, { toast: false });
}

export function loadUnreadCount(): Promise<ApiResult<UnreadCount>> {
  return api.get<UnreadCount>('conversations/unread-count', { toast: false, retry: false });
}

/** Saves an attachment (members only; the API answers it as a download). */
export function downloadAttachment(messageId: string, name: string): Promise<ApiResult<Blob>> {
  return api.download(`messages/${encodeURIComponent(messageId)}/attachment`, name);
}
