// Conversations: the caller's list per box with search, the unread total, one conversation with its
// members and context, and starting one about a product, an order or a support question.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  BOX_KINDS,
  CHAT_EVENTS,
  chatMessages,
  type ChatCounterpart,
  type ConversationDetail,
  type ConversationListItem,
  type ConversationListQuery,
  type CreateConversationInput,
} from '../../../src/contract/chat';
import type { Database } from '../../db/client';
import { conversationMembers, conversations, orders, productImages, products, users } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { publishEvent } from '../../lib/realtime';
import { mediaUrl } from '../catalog/products';
import { visible } from '../catalog/public-products';
import { canRead, isStaff, likePattern, type Caller, type ConversationRow } from './access';
import { readableConversation, staffIds } from './members-repository';
import { RepeatedSend, sendInTransaction, storedMessage, type SentMessage } from './send-repository';
import { outer } from '../../lib/outer-column';
import { buyerHiddenFor, quoteBuyerCountrySql, quoteContextOf, quoteThreadOf } from '../rfq/chat';

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

/** The other party as the caller sees it: the supplier for the customer, the customer for everyone else. */
const counterpartIdFor = (caller: Caller) =>
  sql`case when ${conversations.customerId} = ${caller.userId} then ${conversations.supplierId} else ${conversations.customerId} end`;

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
  else where.push(isNotNull(me.userId));
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

/** GET /v1/conversations/unread-count: the sum over the caller's memberships. */
export async function unreadTotal(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`coalesce(sum(${conversationMembers.unreadCount}), 0)::int` })
    .from(conversationMembers)
    .where(eq(conversationMembers.userId, userId));
  return row?.unread ?? 0;
}

/** One list item as `caller` sees it; 404 when it may not. */
export async function conversationItem(db: Database, caller: Caller, id: string): Promise<ConversationListItem> {
  const [row] = await baseQuery(db, caller).where(eq(conversations.id, id)).limit(1);
  if (!row || !canRead(row, caller)) throw notFound(chatMessages.conversationNotFound);
  return toItem(row, caller);
}

/** GET /v1/conversations/:id */
export async function conversationDetail(db: Database, caller: Caller, id: string): Promise<ConversationDetail> {
  const conversation = await readableConversation(db, caller, id);
  const item = await conversationItem(db, caller, id);
  const members = await db
    .select({ user_id: conversationMembers.userId, name: users.name, last_read_seq: conversationMembers.lastReadSeq })
    .from(conversationMembers)
    .innerJoin(users, eq(users.id, conversationMembers.userId))
    .where(eq(conversationMembers.conversationId, id))
    .orderBy(asc(conversationMembers.joinedAt), asc(conversationMembers.userId));
  let productContext: ConversationDetail['product_context'] = null;
  if (conversation.productId) {
    const [product] = await db
      .select({
        id: products.id,
        name: products.name,
        currency: products.currency,
        priceMinor: products.priceMinor,
        moq: products.moq,
        available: sql<boolean>`coalesce(${visible}, false)`,
      })
      .from(products)
      .innerJoin(users, eq(users.id, products.sellerId))
      .where(eq(products.id, conversation.productId))
      .limit(1);
    if (product) {
      productContext = {
        id: product.id,
        name: product.name,
        image_url: item.product?.image_url ?? null,
        currency: product.currency,
        price_minor: product.priceMinor,
        moq: product.moq,
        available: product.available,
      };
    }
  }
  let orderContext: ConversationDetail['order_context'] = null;
  if (conversation.orderId) {
    const [order] = await db.select().from(orders).where(eq(orders.id, conversation.orderId)).limit(1);
    if (order) {
      orderContext = {
        id: order.id,
        number: order.number,
        status: order.status,
        currency: order.currency,
        total_minor: order.totalMinor,
        created_at: order.createdAt.toISOString(),
      };
    }
  }
  const mine = members.find((m) => m.user_id === caller.userId);
  const hidden = item.counterpart?.anonymous === true;
  const shownMembers = hidden ? members.map((m) => (m.user_id === conversation.customerId ? { ...m, name: '' } : m)) : members;
  const quoteContext = conversation.quoteId ? await quoteContextOf(db, conversation.quoteId) : null;
  return {
    ...item,
    members: shownMembers,
    product_context: productContext,
    order_context: orderContext,
    quote_context: quoteContext,
    my_last_read_seq: mine?.last_read_seq ?? 0,
  };
}

interface Started {
  id: string;
  created: boolean;
  message?: SentMessage;
}

interface NewConversation {
  kind: ConversationRow['kind'];
  customerId: string;
  supplierId: string | null;
  productId?: string;
  orderId?: string;
  quoteId?: string;
  subject: string;
}

/**
 * POST /v1/conversations. An inquiry or an order thread is found again rather than doubled (the
 * unique indexes settle a race); with `body` the first message goes out in the same transaction.
 */
export async function startConversation(db: Database, caller: Caller & { name: string }, input: CreateConversationInput): Promise<Started> {
  const spec = await describeNew(db, caller, input);
  // A retried start (same client_id) finds the message it sent: nothing is sent twice, and a support
  // question finds the thread its first message opened.
  const previous = input.client_id ? await storedMessage(db, caller.userId, input.client_id) : undefined;
  if (previous && spec.kind === 'support') {
    const [thread] = await db
      .select({ kind: conversations.kind, customerId: conversations.customerId })
      .from(conversations)
      .where(eq(conversations.id, previous.conversation_id));
    if (thread?.kind === 'support' && thread.customerId === caller.userId)
      return { id: previous.conversation_id, created: false, message: { message: previous, created: false } };
  }
  const clientId = input.client_id ?? randomUUID();
  try {
    return await db.transaction(async (tx) => {
      const { id, created } = await findOrCreate(tx, spec);
      if (created) await announce(tx, caller, spec, id);
      const message = input.body && !previous ? await sendInTransaction(tx, caller, id, { clientId, body: input.body }) : undefined;
      return { id, created, message };
    });
  } catch (error) {
    // The same start raced itself: the other one stored the message, so this one only finds the thread.
    if (!(error instanceof RepeatedSend)) throw error;
    return db.transaction(async (tx) => ({ ...(await findOrCreate(tx, spec)), created: false }));
  }
}

/** Inserts the conversation and its members, or finds the one the unique indexes say exists. */
async function findOrCreate(tx: Database, spec: NewConversation): Promise<{ id: string; created: boolean }> {
  const [inserted] = await tx
    .insert(conversations)
    .values({
      kind: spec.kind,
      customerId: spec.customerId,
      supplierId: spec.supplierId,
      productId: spec.productId ?? null,
      orderId: spec.orderId ?? null,
      quoteId: spec.quoteId ?? null,
      subject: spec.subject,
    })
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (inserted) {
    const memberIds = [spec.customerId, ...(spec.supplierId ? [spec.supplierId] : [])];
    await tx
      .insert(conversationMembers)
      .values(memberIds.map((userId) => ({ conversationId: inserted.id, userId })))
      .onConflictDoNothing();
    return { id: inserted.id, created: true };
  }
  const [existing] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      spec.kind === 'order' && spec.orderId
        ? and(eq(conversations.kind, 'order'), eq(conversations.orderId, spec.orderId))
        : spec.kind === 'quote' && spec.quoteId
          ? and(eq(conversations.kind, 'quote'), eq(conversations.quoteId, spec.quoteId))
          : and(
              eq(conversations.kind, 'inquiry'),
              eq(conversations.customerId, spec.customerId),
              eq(conversations.supplierId, spec.supplierId ?? ''),
              eq(conversations.productId, spec.productId ?? ''),
            ),
    )
    .limit(1);
  if (!existing) throw new Error('conversation conflict without an existing row');
  return { id: existing.id, created: false };
}

/** The other party learns of a new thread (for support: every staff member), as its list shows it. */
async function announce(tx: Database, caller: Caller, spec: NewConversation, id: string): Promise<void> {
  const others = spec.kind === 'support' ? await staffIds(tx) : [spec.customerId, spec.supplierId].filter((u): u is string => !!u);
  for (const userId of others.filter((u) => u !== caller.userId)) {
    const viewer: Caller = { userId, roles: userId === spec.supplierId || userId === spec.customerId ? [] : ['admin'] };
    await publishEvent(tx, [userId], { type: CHAT_EVENTS.conversationCreated, data: await conversationItem(tx, viewer, id) });
  }
}

async function describeNew(db: Database, caller: Caller, input: CreateConversationInput): Promise<NewConversation> {
  if (input.kind === 'inquiry') {
    const [product] = await db
      .select({ id: products.id, name: products.name, sellerId: products.sellerId })
      .from(products)
      .innerJoin(users, eq(users.id, products.sellerId))
      .where(and(eq(products.id, input.product_id), visible))
      .limit(1);
    if (!product) throw notFound(chatMessages.productUnavailable);
    if (product.sellerId === caller.userId) throw badRequest(chatMessages.ownProduct, { product_id: chatMessages.ownProduct });
    return { kind: 'inquiry', customerId: caller.userId, supplierId: product.sellerId, productId: product.id, subject: product.name };
  }
  if (input.kind === 'order') {
    const [order] = await db
      .select({ id: orders.id, number: orders.number, buyerId: orders.buyerId, sellerId: orders.sellerId })
      .from(orders)
      .where(and(eq(orders.id, input.order_id), or(eq(orders.buyerId, caller.userId), eq(orders.sellerId, caller.userId))))
      .limit(1);
    if (!order) throw notFound(chatMessages.orderNotFound);
    return { kind: 'order', customerId: order.buyerId, supplierId: order.sellerId, orderId: order.id, subject: `Order ${order.number}` };
  }
  if (input.kind === 'quote') {
    const thread = await quoteThreadOf(db, caller.userId, input.quote_id);
    if (!thread) throw notFound(chatMessages.quoteNotFound);
    return { kind: 'quote', ...thread, quoteId: input.quote_id };
  }
  return { kind: 'support', customerId: caller.userId, supplierId: null, subject: input.subject };
}
