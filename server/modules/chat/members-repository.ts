// The reads every chat repository shares: a conversation as the caller may read it (else the same 404 as
// a missing one), joining a thread, and who hears of a conversation's changes.
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { chatMessages } from '../../../src/contract/chat';
import type { Database } from '../../db/client';
import { conversationMembers, conversations, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { readableBy, stillReads, threadCompany, type Caller, type ConversationRow } from './access';

/** A conversation with the company its order or RFQ was filed under. */
export type ThreadRow = ConversationRow & { companyId: string | null };

export const threadColumns = { ...getTableColumns(conversations), companyId: threadCompany };

/** The conversation if the caller may read it, else the same 404 as a missing one. */
export async function readableConversation(db: Database, caller: Caller, id: string, lock = false): Promise<ThreadRow> {
  const query = db
    .select(threadColumns)
    .from(conversations)
    .where(and(eq(conversations.id, id), readableBy(caller)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(chatMessages.conversationNotFound);
  return row;
}

/** Staff join a support thread, and colleagues a company thread, the first time they write in it; the parties are members from the start. */
export async function ensureMember(db: Database, conversationId: string, userId: string): Promise<void> {
  await db.insert(conversationMembers).values({ conversationId, userId }).onConflictDoNothing();
}

/** Everyone who hears of a change: the members who may still read it, and for support threads every staff member. */
export async function audienceOf(db: Database, conversation: ThreadRow): Promise<string[]> {
  const members = await db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.conversationId, conversation.id), stillReads(conversationMembers.userId, conversation, conversation.companyId)));
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
