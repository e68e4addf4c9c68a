// One conversation as its page shows it: the list item with its members and what it is about (the
// product, the order or the quote), the buyer's name hidden where the item hides it.
import { asc, eq, sql } from 'drizzle-orm';
import type { ConversationDetail } from '../../../src/contract/chat';
import type { Database } from '../../db/client';
import { conversationMembers, conversations, orders, products, users } from '../../db/schema';
import { visible } from '../catalog/public-products';
import { writableBy, type Caller } from './access';
import { conversationItem } from './conversations-repository';
import { readableConversation } from './members-repository';
import { quoteContextOf } from '../rfq/chat';

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
  const [{ canWrite }] = await db
    .select({ canWrite: sql<boolean>`(${writableBy(caller)})` })
    .from(conversations)
    .where(eq(conversations.id, id));
  return {
    ...item,
    members: shownMembers,
    product_context: productContext,
    order_context: orderContext,
    quote_context: quoteContext,
    my_last_read_seq: mine?.last_read_seq ?? 0,
    can_write: canWrite,
  };
}
