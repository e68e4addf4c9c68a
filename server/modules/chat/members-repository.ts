// The reads every chat repository shares: a conversation as the caller may read it (else the same 404 as
// a missing one), staff joining a support thread, and who hears of a conversation's changes.
import { and, eq, sql } from 'drizzle-orm';
import { chatMessages } from '../../../src/contract/chat';
import type { Database } from '../../db/client';
import { conversationMembers, conversations, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { canRead, type Caller, type ConversationRow } from './access';

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
