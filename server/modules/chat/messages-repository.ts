// Messages of a conversation: history backwards and catch-up forwards, sending (the message the route
// read, stored once per client_id), read receipts, and attachment downloads for members only.
import { and, asc, desc, eq, gt, lt, max, ne, count, type SQL } from 'drizzle-orm';
import {
  CHAT_ATTACHMENT_TYPES,
  CHAT_EVENTS,
  chatMessages,
  MESSAGES_CATCH_UP_MAX,
  MESSAGES_DEFAULT_LIMIT,
  type ChatMessage,
  type ConversationReadEvent,
  type MarkReadResult,
  type MessageHistoryQuery,
} from '../../../src/contract/chat';
import type { Database } from '../../db/client';
import { conversationMembers, conversations, files, messages, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { publishEvent } from '../../lib/realtime';
import { isStaff, readableBy, toMessage, withMine, type Caller } from './access';
import { audienceOf, ensureMember, readableConversation } from './members-repository';
import { RepeatedSend, sendInTransaction, storedMessage, type Outgoing, type SentMessage } from './send-repository';

/** GET /v1/conversations/:id/messages: oldest-first either way. */
export async function messageHistory(db: Database, caller: Caller, conversationId: string, query: MessageHistoryQuery): Promise<ChatMessage[]> {
  await readableConversation(db, caller, conversationId);
  const forward = query.after_seq !== undefined;
  const where: SQL[] = [eq(messages.conversationId, conversationId)];
  if (query.after_seq !== undefined) where.push(gt(messages.seq, query.after_seq));
  if (query.before_seq !== undefined) where.push(lt(messages.seq, query.before_seq));
  const rows = await db
    .select({ message: messages, senderName: users.name })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(and(...where))
    .orderBy(forward ? asc(messages.seq) : desc(messages.seq))
    .limit(forward ? Math.min(query.limit ?? MESSAGES_CATCH_UP_MAX, MESSAGES_CATCH_UP_MAX) : (query.limit ?? MESSAGES_DEFAULT_LIMIT));
  if (!forward) rows.reverse();
  return rows.map((row) => withMine(toMessage(row.message, row.senderName), caller.userId));
}

/**
 * POST /v1/conversations/:id/messages: stores and announces the message (`created`), or answers the one
 * this client_id stored before. 404 when the caller may not read the conversation.
 */
export async function sendMessage(db: Database, caller: Caller & { name: string }, conversationId: string, outgoing: Outgoing): Promise<SentMessage> {
  try {
    return await db.transaction((tx) => sendInTransaction(tx, caller, conversationId, outgoing));
  } catch (error) {
    if (!(error instanceof RepeatedSend)) throw error;
    const stored = await storedMessage(db, caller.userId, outgoing.clientId);
    if (!stored) throw error;
    return { message: stored, created: false };
  }
}

/** POST /v1/conversations/:id/read: moves the caller's mark forward only, never past the last message. */
export async function markRead(db: Database, caller: Caller, conversationId: string, lastReadSeq: number): Promise<MarkReadResult> {
  return db.transaction(async (tx) => {
    const conversation = await readableConversation(tx, caller, conversationId);
    if (isStaff(caller) && conversation.kind === 'support') await ensureMember(tx, conversationId, caller.userId);
    const [member] = await tx
      .select({ lastReadSeq: conversationMembers.lastReadSeq })
      .from(conversationMembers)
      .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, caller.userId)))
      .for('update');
    // A colleague reading a company thread they have not written in keeps no read mark (and no unread count).
    if (!member) return { conversation_id: conversationId, last_read_seq: 0, unread_count: 0 };
    const [{ last }] = await tx
      .select({ last: max(messages.seq) })
      .from(messages)
      .where(eq(messages.conversationId, conversationId));
    const next = Math.max(member.lastReadSeq, Math.min(lastReadSeq, Number(last ?? 0)));
    const [{ unread }] = await tx
      .select({ unread: count() })
      .from(messages)
      .where(and(eq(messages.conversationId, conversationId), gt(messages.seq, next), ne(messages.senderId, caller.userId)));
    await tx
      .update(conversationMembers)
      .set({ lastReadSeq: next, unreadCount: unread })
      .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, caller.userId)));
    if (next !== member.lastReadSeq) {
      const event: ConversationReadEvent = { conversation_id: conversationId, user_id: caller.userId, last_read_seq: next };
      await publishEvent(tx, await audienceOf(tx, conversation), { type: CHAT_EVENTS.conversationRead, data: event });
    }
    return { conversation_id: conversationId, last_read_seq: next, unread_count: unread };
  });
}

/** GET /v1/messages/:id/attachment: the same 404 for a missing message and one the caller may not read. */
export async function attachmentOf(db: Database, caller: Caller, messageId: string) {
  const [row] = await db
    .select({
      fileId: messages.attachmentFileId,
      name: messages.attachmentName,
      type: messages.attachmentType,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(messages.id, messageId), readableBy(caller)))
    .limit(1);
  if (!row) throw notFound(chatMessages.messageNotFound);
  const contentType = CHAT_ATTACHMENT_TYPES.find((type) => type === row.type);
  if (!row.fileId || !contentType) throw notFound(chatMessages.attachmentNotFound);
  const [file] = await db.select({ data: files.data }).from(files).where(eq(files.id, row.fileId)).limit(1);
  if (!file) throw notFound(chatMessages.attachmentNotFound);
  return { data: file.data, contentType, name: row.name ?? 'attachment' };
}
