// Starting a conversation about a product, an order, a quote or a support question: found again rather
// than doubled, announced to the other party, with its first message in the same transaction.
import { randomUUID } from 'node:crypto';
import { and, eq, or } from 'drizzle-orm';
import { CHAT_EVENTS, chatMessages, type CreateConversationInput } from '../../../src/contract/chat';
import type { Database } from '../../db/client';
import { conversationMembers, conversations, orders, products, users } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { publishEvent } from '../../lib/realtime';
import { visible } from '../catalog/public-products';
import { isParty, type Caller, type ConversationRow } from './access';
import { conversationItem } from './conversations-repository';
import { staffIds } from './members-repository';
import { RepeatedSend, sendInTransaction, storedMessage, type SentMessage } from './send-repository';
import { quoteThreadOf } from '../rfq/chat';

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
  /** A colleague whose company role reads the thread but may not write: they find it, never start it. */
  readOnly?: boolean;
}

/**
 * POST /v1/conversations. An inquiry or an order thread is found again rather than doubled (the
 * unique indexes settle a race); with `body` the first message goes out in the same transaction.
 */
export async function startConversation(db: Database, caller: Caller & { name: string }, input: CreateConversationInput): Promise<Started> {
  const spec = await describeNew(db, caller, input);
  if (spec.readOnly) {
    if (input.body) throw new AppError(403, chatMessages.readOnly);
    const [existing] = await db.select({ id: conversations.id }).from(conversations).where(threadKey(spec)).limit(1);
    if (!existing) throw notFound(spec.kind === 'order' ? chatMessages.noOrderThread : chatMessages.conversationNotFound);
    return { id: existing.id, created: false };
  }
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
  const [existing] = await tx.select({ id: conversations.id }).from(conversations).where(threadKey(spec)).limit(1);
  if (!existing) throw new Error('conversation conflict without an existing row');
  return { id: existing.id, created: false };
}

/** The unique key a new thread would take: one per order, one per quote, one inquiry per buyer, supplier and product. */
function threadKey(spec: NewConversation) {
  if (spec.kind === 'order' && spec.orderId) return and(eq(conversations.kind, 'order'), eq(conversations.orderId, spec.orderId));
  if (spec.kind === 'quote' && spec.quoteId) return and(eq(conversations.kind, 'quote'), eq(conversations.quoteId, spec.quoteId));
  return and(
    eq(conversations.kind, 'inquiry'),
    eq(conversations.customerId, spec.customerId),
    eq(conversations.supplierId, spec.supplierId ?? ''),
    eq(conversations.productId, spec.productId ?? ''),
  );
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
  // A colleague whose role reads every company order (RFQ) reaches the thread of one filed under the company.
  const company = caller.company;
  const reachedCompany = (kind: ConversationRow['kind']) => (company?.reads.includes(kind) ? company.companyId : null);
  const readOnly = (kind: ConversationRow['kind'], thread: { customerId: string; supplierId: string | null }) =>
    !isParty(thread, caller.userId) && !company?.writes.includes(kind);
  if (input.kind === 'order') {
    const companyId = reachedCompany('order');
    const [order] = await db
      .select({ id: orders.id, number: orders.number, buyerId: orders.buyerId, sellerId: orders.sellerId })
      .from(orders)
      .where(
        and(
          eq(orders.id, input.order_id),
          or(eq(orders.buyerId, caller.userId), eq(orders.sellerId, caller.userId), companyId ? eq(orders.companyId, companyId) : undefined),
        ),
      )
      .limit(1);
    if (!order) throw notFound(chatMessages.orderNotFound);
    const thread = { customerId: order.buyerId, supplierId: order.sellerId };
    return { kind: 'order', ...thread, orderId: order.id, subject: `Order ${order.number}`, readOnly: readOnly('order', thread) };
  }
  if (input.kind === 'quote') {
    const thread = await quoteThreadOf(db, caller.userId, input.quote_id, reachedCompany('quote'));
    if (!thread) throw notFound(chatMessages.quoteNotFound);
    return { kind: 'quote', ...thread, quoteId: input.quote_id, readOnly: readOnly('quote', thread) };
  }
  return { kind: 'support', customerId: caller.userId, supplierId: null, subject: input.subject };
}
