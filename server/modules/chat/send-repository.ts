// Sending a message: stored once per (sender, client_id), the conversation's summary and the other
// members' unread counts changed in the same transaction, the live event and the notification sent
// on commit.
import { and, eq, sql } from 'drizzle-orm';
import {
  CHAT_EVENTS,
  CHAT_SEND_LIMIT,
  CHAT_SEND_WINDOW_SECONDS,
  chatMessages,
  type ChatMessageBase,
  type MessageCreatedEvent,
} from '../../../src/contract/chat';
import type { Database } from '../../db/client';
import { conversationMembers, conversations, messages, users } from '../../db/schema';
import { notify } from '../../lib/notify';
import { consumeRateLimit } from '../../lib/rate-limit';
import { publishEvents, type PendingEvent } from '../../lib/realtime';
import { insertFile, type UploadedFile } from '../../lib/uploads';
import { AppError } from '../../lib/errors';
import { revealBuyerOnReply } from '../rfq/chat';
import { isParty, isStaff, previewOf, stillReads, toMessage, writableBy, type Caller } from './access';
import { ensureMember, readableConversation, staffIds, threadColumns, type ThreadRow } from './members-repository';

export interface SentMessage {
  message: ChatMessageBase;
  /** False when this client_id was stored before: nothing new was written or sent. */
  created: boolean;
}

export interface Outgoing {
  clientId: string;
  body: string;
  file?: UploadedFile;
}

/**
 * Thrown inside the transaction when a send turns out to repeat an earlier one, so that what it wrote
 * (the conversation's summary, a file) is rolled back.
 */
export class RepeatedSend extends Error {
  constructor() {
    super('repeated send');
  }
}

/** The message `clientId` of `senderId`, if stored. */
export async function storedMessage(db: Database, senderId: string, clientId: string): Promise<ChatMessageBase | undefined> {
  const [row] = await db
    .select({ message: messages, senderName: users.name })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)))
    .limit(1);
  return row ? toMessage(row.message, row.senderName) : undefined;
}

/**
 * Stores and announces one message in `tx`, or throws RepeatedSend when the sender stored this client_id
 * before (the caller rolls back and answers with the stored one) and 404 when the caller may not read
 * the conversation. The conversation's row is updated first: its lock orders the messages of a
 * conversation, so seq order is commit order and catch-up by after_seq misses nothing.
 */
export async function sendInTransaction(tx: Database, caller: Caller & { name: string }, conversationId: string, outgoing: Outgoing): Promise<SentMessage> {
  const file = outgoing.file;
  const preview = previewOf(outgoing.body, file?.originalName ?? null);
  // now() is the transaction's time, the same the message's created_at gets.
  const [conversation] = await tx
    .update(conversations)
    .set({ lastMessageAt: sql`now()`, lastMessagePreview: preview, lastSenderId: caller.userId })
    .where(and(eq(conversations.id, conversationId), writableBy(caller)))
    .returning(threadColumns);
  if (!conversation) {
    // A colleague whose role reads the thread but may not write in it hears why; anyone else, 404.
    await readableConversation(tx, caller, conversationId);
    throw new AppError(403, chatMessages.readOnly);
  }
  if (!isParty(conversation, caller.userId)) await ensureMember(tx, conversation.id, caller.userId);
  const fileId = file ? await insertFile(tx, caller.userId, file) : null;
  const [row] = await tx
    .insert(messages)
    .values({
      conversationId: conversation.id,
      senderId: caller.userId,
      clientId: outgoing.clientId,
      body: outgoing.body,
      attachmentFileId: fileId,
      attachmentName: file?.originalName ?? null,
      attachmentType: file?.contentType ?? null,
      attachmentSize: file?.data.length ?? null,
    })
    .onConflictDoNothing({ target: [messages.senderId, messages.clientId] })
    .returning();
  if (!row) throw new RepeatedSend();
  await revealBuyerOnReply(tx, conversation, caller.userId);
  // Counted only for a message really stored: a retry of a stored one is answered even at the limit.
  await consumeRateLimit(tx, `chat:send:${caller.userId}`, { limit: CHAT_SEND_LIMIT, windowSeconds: CHAT_SEND_WINDOW_SECONDS });

  // One statement: the others' unread counts go up; whoever writes has read the thread up to here.
  const members = await tx
    .update(conversationMembers)
    .set({
      unreadCount: sql`case when ${conversationMembers.userId} = ${caller.userId} then 0 else ${conversationMembers.unreadCount} + 1 end`,
      lastReadSeq: sql`case when ${conversationMembers.userId} = ${caller.userId} then greatest(${conversationMembers.lastReadSeq}, ${row.seq}) else ${conversationMembers.lastReadSeq} end`,
    })
    .from(users)
    .where(
      and(
        eq(conversationMembers.conversationId, conversation.id),
        eq(users.id, conversationMembers.userId),
        stillReads(conversationMembers.userId, conversation, conversation.companyId),
      ),
    )
    .returning({ userId: conversationMembers.userId, roles: users.roles });

  const message = toMessage(row, caller.name);
  const event: MessageCreatedEvent = {
    conversation_id: conversation.id,
    message,
    conversation: { last_message_at: message.created_at, last_message_preview: preview, last_sender_id: caller.userId },
  };
  const audience = members.map((m) => m.userId);
  if (conversation.kind === 'support') audience.push(...(await staffIds(tx)));
  // The message's event and the recipients' notification events go out in one statement, after the notifications.
  const events: PendingEvent[] = [{ to: audience, event: { type: CHAT_EVENTS.messageCreated, data: event } }];

  let toNotify = members.filter((m) => m.userId !== caller.userId);
  // A support question nobody on staff has picked up yet goes to every staff member.
  if (conversation.kind === 'support' && !isStaff(caller) && toNotify.length === 0) {
    toNotify = (await staffIds(tx)).filter((id) => id !== caller.userId).map((userId) => ({ userId, roles: ['admin'] }));
  }
  const senderName = isStaff(caller) && conversation.kind === 'support' && caller.userId !== conversation.customerId ? chatMessages.supportTeam : caller.name;
  for (const recipient of toNotify) {
    await notify(
      tx,
      recipient.userId,
      {
        kind: 'message.received',
        title: chatMessages.notificationTitle.replace('{{name}}', senderName),
        body: preview,
        link: linkFor(conversation, recipient.userId, recipient.roles),
      },
      { events },
    );
  }
  await publishEvents(tx, events);
  return { message, created: true };
}

/** Where the recipient reads the conversation: the seller's chat, the buyer's messages (a colleague's too) or the back office. */
function linkFor(conversation: ThreadRow, userId: string, roles: readonly string[]): string {
  const c = `?c=${conversation.id}`;
  if (userId === conversation.supplierId) return `/chat${c}`;
  if (userId !== conversation.customerId && conversation.kind === 'support') return `/admin/support${c}`;
  return roles.includes('seller') && !roles.includes('buyer') ? `/chat${c}` : `/messages/all${c}`;
}
