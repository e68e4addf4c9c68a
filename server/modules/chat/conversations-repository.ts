// Conversations as the caller's list shows them: the list per box with search, the unread total, and one
// list item (its counterpart, product and order) as a given caller sees it.
import { and, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { BOX_KINDS, chatMessages, type ChatCounterpart, type ConversationListItem, type ConversationListQuery } from '../../../src/contract/chat';
import type { Database } from '../../db/client';
import { conversationMembers, conversations, orders, productImages, products, users } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { mediaUrl } from '../catalog/products';
import { isStaff, likePattern, readableBy, type Caller } from './access';
import { outer } from '../../lib/outer-column';
import { buyerHiddenFor, quoteBuyerCountrySql } from '../rfq/chat';

const counterpartUser = alias(users, 'counterpart');
const me = alias(conversationMembers, 'me');

const companyOf = (businessDetails: AnyPgColumn) => sql<string | null>`nullif(trim(${businessDetails}->>'business_name'), '')`;

function selection(caller: Caller) {
  return {
    id: conversations.id,
    kind: conversations.kind,
    subject: conversations.subject,
    customerId: conversations.customerId,
    supplierId: conversations.supplierId,
    lastMessageAt: conversations.lastMessageAt,
    lastMessagePreview: conversations.lastMessagePreview,
    lastSenderId: conversations.lastSenderId,
    counterpartId: counterpartUser.id,
    counterpartName: counterpartUser.name,
    counterpartCompany: companyOf(counterpartUser.businessDetails),
    counterpartRoles: counterpartUser.roles,
    productId: products.id,
    productName: products.name,
    productImageFileId: sql<
      string | null
    >`(select ${productImages.fileId} from ${productImages} where ${productImages.productId} = ${outer(products.id)} order by ${productImages.position} limit 1)`,
    orderId: orders.id,
    orderNumber: orders.number,
    quoteId: conversations.quoteId,
    buyerHidden: buyerHiddenFor(caller.userId),
    quoteBuyerCountry: quoteBuyerCountrySql,
    // Staff reading a support thread they have not joined see every message from its customer as unread.
    unreadCount: sql<number>`coalesce(${me.unreadCount}, (select count(*) from messages m where m.conversation_id = ${conversations.id} and m.sender_id = ${conversations.customerId} and m.sender_id <> ${caller.userId}))::int`,
    total: sql<number>`(count(*) over ())::int`,
  };
}

/** The other party as the caller sees it: the supplier for the customer and the customer's colleagues, the customer for the supplier and staff. */
const counterpartIdFor = (caller: Caller) =>
  sql`case when ${conversations.customerId} = ${caller.userId} then ${conversations.supplierId}
    when ${conversations.supplierId} = ${caller.userId} or ${conversations.supplierId} is null then ${conversations.customerId}
    else ${conversations.supplierId} end`;

function baseQuery(db: Database, caller: Caller) {
  return db
    .select(selection(caller))
    .from(conversations)
    .leftJoin(me, and(eq(me.conversationId, conversations.id), eq(me.userId, caller.userId)))
    .leftJoin(counterpartUser, eq(counterpartUser.id, counterpartIdFor(caller)))
    .leftJoin(products, eq(products.id, conversations.productId))
    .leftJoin(orders, eq(orders.id, conversations.orderId))
    .$dynamic();
}

type ItemRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

function roleOf(row: Pick<ItemRow, 'supplierId'>, id: string, roles: readonly string[]): ChatCounterpart['role'] {
  if (roles.includes('admin')) return 'staff';
  if (id === row.supplierId) return 'seller';
  return roles.includes('seller') && !roles.includes('buyer') ? 'seller' : 'buyer';
}

function toItem(row: ItemRow, caller: Caller): ConversationListItem {
  const counterpart =
    row.counterpartId && row.counterpartName !== null
      ? { id: row.counterpartId, name: row.counterpartName, company: row.counterpartCompany, role: roleOf(row, row.counterpartId, row.counterpartRoles ?? []) }
      : null;
  return {
    id: row.id,
    kind: row.kind,
    subject: row.subject,
    // A quote's supplier sees the buyer only by country until the buyer writes or accepts (rfq/chat.ts).
    counterpart: counterpart && row.buyerHidden ? { ...counterpart, name: '', company: null, anonymous: true, country: row.quoteBuyerCountry } : counterpart,
    product:
      row.productId && row.productName !== null
        ? { id: row.productId, name: row.productName, image_url: row.productImageFileId ? mediaUrl(row.productImageFileId) : null }
        : null,
    order: row.orderId && row.orderNumber !== null ? { id: row.orderId, number: row.orderNumber } : null,
    last_message_at: row.lastMessageAt.toISOString(),
    last_message_preview: row.lastMessagePreview,
    last_message_mine: row.lastSenderId === caller.userId,
    unread_count: row.unreadCount,
  };
}

/** GET /v1/conversations: newest activity first; staff's support box holds every support thread. */
export async function listConversations(db: Database, caller: Caller, query: ConversationListQuery): Promise<{ items: ConversationListItem[]; total: number }> {
  const where: SQL[] = [];
  if (query.box === 'support' && isStaff(caller)) where.push(eq(conversations.kind, 'support'));
  // A colleague keeps their member row after losing the company's reach; the thread leaves their list then.
  else where.push(isNotNull(me.userId), readableBy(caller));
  if (query.box !== 'all') where.push(eq(conversations.kind, BOX_KINDS[query.box]));
  if (query.q) {
    const pattern = likePattern(query.q);
    const search = or(
      sql`${conversations.subject} ilike ${pattern}`,
      sql`${counterpartUser.name} ilike ${pattern}`,
      sql`${companyOf(counterpartUser.businessDetails)} ilike ${pattern}`,
      sql`${products.name} ilike ${pattern}`,
      sql`${orders.number} ilike ${pattern}`,
      sql`exists (select 1 from messages m where m.conversation_id = ${conversations.id} and m.body ilike ${pattern})`,
    );
    if (search) where.push(search);
  }
  const run = (offset: number, limit: number) =>
    baseQuery(db, caller)
      .where(and(...where))
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(limit)
      .offset(offset);
  const rows = await run((query.page - 1) * query.limit, query.limit);
  // Past the last page the window count has no row to ride on: ask for the first row only.
  const total = rows[0]?.total ?? (query.page > 1 ? ((await run(0, 1))[0]?.total ?? 0) : 0);
  return { items: rows.map((row) => toItem(row, caller)), total };
}

/** GET /v1/conversations/unread-count: the sum over the caller's memberships of threads they may still read. */
export async function unreadTotal(db: Database, caller: Caller): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`coalesce(sum(${conversationMembers.unreadCount}), 0)::int` })
    .from(conversationMembers)
    .innerJoin(conversations, eq(conversations.id, conversationMembers.conversationId))
    .where(and(eq(conversationMembers.userId, caller.userId), readableBy(caller)));
  return row?.unread ?? 0;
}

/** One list item as `caller` sees it; 404 when it may not. */
export async function conversationItem(db: Database, caller: Caller, id: string): Promise<ConversationListItem> {
  const [row] = await baseQuery(db, caller)
    .where(and(eq(conversations.id, id), readableBy(caller)))
    .limit(1);
  if (!row) throw notFound(chatMessages.conversationNotFound);
  return toItem(row, caller);
}
