// Who may read and write in a conversation, and the rows and records the chat routes share. The reads
// they share are in members-repository.ts.
import { and, eq, inArray, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { Role } from '../../../src/contract/constants';
import { CHAT_ATTACHMENT_TYPES, CHAT_PREVIEW_MAX, type ChatAttachmentType, type ChatMessage, type ChatMessageBase } from '../../../src/contract/chat';
import { ROLE_PERMISSIONS, type CompanyPermission, type CompanyRole } from '../../../src/contract/company-messages';
import type { Database } from '../../db/client';
import { companies, companyMembers, conversations, orders, quotes, rfqs, type messages } from '../../db/schema';
import { outer } from '../../lib/outer-column';
import { buyerScope } from '../company/access';

export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
type ConversationKind = ConversationRow['kind'];

/**
 * What a company shares of its members' threads with suppliers: an order's thread with whoever reads
 * every company order, a quote's thread with whoever reads every company RFQ. Writing there takes the
 * permission to place orders (post RFQs) as well, so a viewer or an approver reads and an admin also
 * writes. A colleague joins the thread when they first write in it, not before: a supplier sees who
 * wrote, never who read.
 */
const COMPANY_THREADS: Partial<Record<ConversationKind, { read: CompanyPermission; write: CompanyPermission }>> = {
  order: { read: 'orders.read_all', write: 'orders.place' },
  quote: { read: 'rfqs.read_all', write: 'rfqs.post' },
};

/** The company a thread's order or RFQ was filed under (null for other threads and for buyers without one). */
export const threadCompany = sql<string | null>`case ${outer(conversations.kind)}
  when 'order' then (select o.company_id from ${orders} o where o.id = ${outer(conversations.orderId)})
  when 'quote' then (select r.company_id from ${quotes} q join ${rfqs} r on r.id = q.rfq_id where q.id = ${outer(conversations.quoteId)})
end`;

/** The company threads a buyer reaches beyond their own: which kinds they read and write, of which company. */
export interface CompanyReach {
  companyId: string;
  reads: ConversationKind[];
  writes: ConversationKind[];
}

export interface Caller {
  userId: string;
  roles: readonly Role[];
  /** Null (or absent) for everyone who is not an active member of an active company. */
  company?: CompanyReach | null;
}

export const isStaff = (caller: Caller) => caller.roles.includes('admin');

/** The caller with the company threads they reach now (one read of their membership; none for non-buyers). */
export async function withCompanyReach<C extends Caller>(db: Database, caller: C): Promise<C> {
  if (!caller.roles.includes('buyer')) return { ...caller, company: null };
  const scope = await buyerScope(db, caller.userId);
  if (!scope.companyId) return { ...caller, company: null };
  const kinds = Object.entries(COMPANY_THREADS) as Array<[ConversationKind, { read: CompanyPermission; write: CompanyPermission }]>;
  const reads = kinds.filter(([, need]) => scope.can(need.read)).map(([kind]) => kind);
  const writes = kinds.filter(([kind, need]) => reads.includes(kind) && scope.can(need.write)).map(([kind]) => kind);
  return { ...caller, company: reads.length ? { companyId: scope.companyId, reads, writes } : null };
}

const ownOrSupport = (caller: Caller): SQL =>
  or(
    eq(conversations.customerId, caller.userId),
    eq(conversations.supplierId, caller.userId),
    isStaff(caller) ? eq(conversations.kind, 'support') : undefined,
  )!;

const colleagues = (company: CompanyReach | null | undefined, kinds: 'reads' | 'writes'): SQL | undefined =>
  company && company[kinds].length ? and(inArray(conversations.kind, company[kinds]), sql`${threadCompany} = ${company.companyId}`) : undefined;

/**
 * The conversations the caller may read: their customer and supplier, for support threads any staff
 * member, and colleagues as COMPANY_THREADS says. Nobody else learns one exists (the same 404 as a
 * missing one).
 */
export const readableBy = (caller: Caller): SQL => or(ownOrSupport(caller), colleagues(caller.company, 'reads'))!;

/** The conversations the caller may write in: as readableBy, with a colleague's role allowing it. */
export const writableBy = (caller: Caller): SQL => or(ownOrSupport(caller), colleagues(caller.company, 'writes'))!;

/** Whether `userId` is in a thread as its customer or supplier rather than as a colleague or staff. */
export const isParty = (conversation: Pick<ConversationRow, 'customerId' | 'supplierId'>, userId: string) =>
  conversation.customerId === userId || conversation.supplierId === userId;

/**
 * Members of a thread (a conversation_members.user_id column) who may still read it: its parties, staff
 * on support threads, and colleagues whose membership and role still reach it. A colleague who was
 * suspended, removed or given a role without the thread's permission keeps their member row but hears
 * nothing more of it.
 */
export function stillReads(member: Column | SQL, conversation: Pick<ConversationRow, 'kind' | 'customerId' | 'supplierId'>, companyId: string | null): SQL {
  const need = COMPANY_THREADS[conversation.kind];
  const roles = need ? (Object.keys(ROLE_PERMISSIONS) as CompanyRole[]).filter((role) => ROLE_PERMISSIONS[role].includes(need.read)) : [];
  const staffOnSupport = conversation.kind === 'support' ? sql`exists (select 1 from users u where u.id = ${member} and 'admin' = any(u.roles))` : undefined;
  const colleague =
    companyId && roles.length
      ? sql`exists (select 1 from ${companyMembers} cm join ${companies} c on c.id = cm.company_id
          where cm.user_id = ${member} and cm.company_id = ${companyId} and cm.status = 'active' and c.status = 'active'
            and cm.role in (${sql.join(
              roles.map((role) => sql`${role}`),
              sql`, `,
            )}))`
      : undefined;
  return or(sql`${member} in (${conversation.customerId}, ${conversation.supplierId ?? conversation.customerId})`, staffOnSupport, colleague)!;
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
