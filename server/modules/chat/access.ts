// Who may read a conversation, and the rows and records the chat routes share.
import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '../../../src/contract/constants';
import { CHAT_ATTACHMENT_TYPES, CHAT_PREVIEW_MAX, type ChatAttachmentType, type ChatMessageBase } from '../../../src/contract/chat';
import type { Database } from '../../db/client';
import { conversationMembers, conversations, messages, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { chatMessages } from '../../../src/contract/chat';

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

/** The conversation if the caller may read it, else the same 404 as a missing one. */
export async function readableConversation(db: Database, caller: Caller, id: string, lock = false): Promise<ConversationRow> {
  const query = db.select().from(conversations).where(eq(conversations.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !canRead(row, caller)) throw notFound(chatMessages.conversationNotFound);
  return row;
}

/** Staff join a support thread the first time they read or answer it; the parties are members from the start. */
export async function ensureMember(db: Database, conversationId: string, userId: string): Promise<void> {
  await db.insert(conversationMembers).values({ conversationId, userId }).onConflictDoNothing();
}

/** Everyone who hears of a change: the members, and for support threads every staff member. */
export async function audienceOf(db: Database, conversation: Pick<ConversationRow, 'id' | 'kind'>): Promise<string[]> {
  const members = await db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(eq(conversationMembers.conversationId, conversation.id));
  const ids = members.map((m) => m.userId);
  if (conversation.kind === 'support') ids.push(...(await staffIds(db)));
  return [...new Set(ids)];
}

export async function staffIds(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`'admin' = any(${users.roles})`, eq(users.status, 'active')));
  return rows.map((r) => r.id);
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

/** The list's one-line summary of a message: its text, or the attached file's name. */
export function previewOf(body: string, attachmentName: string | null): string {
  const text = body.replace(/\s+/g, ' ').trim();
  const preview = text || (attachmentName ? `📎 ${attachmentName}` : '');
  return preview.length > CHAT_PREVIEW_MAX ? `${preview.slice(0, CHAT_PREVIEW_MAX - 1)}…` : preview;
}

/** `%q%` for ILIKE with the wildcards of q taken literally. */
export { containsPattern as likePattern } from '../../lib/like';
