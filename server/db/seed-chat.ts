// Demo conversations so the chat pages open on real threads: the demo buyer asking the demo supplier
// about a product, a thread about one of their orders, and a support question answered by staff.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from './client';
import { conversationMembers, conversations, messages, orders, products, users } from './schema';

interface DemoLine {
  from: 'customer' | 'other';
  body: string;
  minutesAgo: number;
}

const minutesAgo = (minutes: number, now: number) => new Date(now - minutes * 60_000);

async function userId(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id;
}

/**
 * One conversation with its messages in order. The customer has read everything; the other party has
 * read all but the customer's trailing messages, which stay unread for it (the staff side of a support
 * thread is the answering staff member).
 */
async function thread(
  db: Database,
  input: {
    kind: 'inquiry' | 'order' | 'support';
    customerId: string;
    otherId: string;
    supplierId: string | null;
    productId?: string;
    orderId?: string;
    subject: string;
    lines: DemoLine[];
  },
  now: number,
): Promise<void> {
  const [conversation] = await db
    .insert(conversations)
    .values({
      kind: input.kind,
      customerId: input.customerId,
      supplierId: input.supplierId,
      productId: input.productId ?? null,
      orderId: input.orderId ?? null,
      subject: input.subject,
      createdAt: minutesAgo(input.lines[0].minutesAgo, now),
    })
    .returning({ id: conversations.id });
  const seqs: Array<{ seq: number; from: DemoLine['from'] }> = [];
  for (const [index, line] of input.lines.entries()) {
    const [row] = await db
      .insert(messages)
      .values({
        conversationId: conversation.id,
        senderId: line.from === 'customer' ? input.customerId : input.otherId,
        clientId: `demo-${conversation.id.slice(0, 8)}-${index}`,
        body: line.body,
        createdAt: minutesAgo(line.minutesAgo, now),
      })
      .returning({ seq: messages.seq });
    seqs.push({ seq: row.seq, from: line.from });
  }
  const last = input.lines[input.lines.length - 1];
  const lastSeq = seqs[seqs.length - 1].seq;
  const otherRead = [...seqs].reverse().find((s) => s.from === 'other')?.seq ?? 0;
  const otherUnread = seqs.filter((s) => s.from === 'customer' && s.seq > otherRead).length;
  const preview = last.body.length > 140 ? `${last.body.slice(0, 139)}…` : last.body;
  await db
    .update(conversations)
    .set({
      lastMessageAt: minutesAgo(last.minutesAgo, now),
      lastMessagePreview: preview,
      lastSenderId: last.from === 'customer' ? input.customerId : input.otherId,
    })
    .where(eq(conversations.id, conversation.id));
  await db.insert(conversationMembers).values([
    { conversationId: conversation.id, userId: input.customerId, lastReadSeq: lastSeq, unreadCount: 0 },
    { conversationId: conversation.id, userId: input.otherId, lastReadSeq: otherRead, unreadCount: otherUnread },
  ]);
}

export async function seedDemoChat(db: Database): Promise<void> {
  // One after another: `db` is a transaction, one connection, which runs one query at a time.
  const buyerId = await userId(db, 'buyer@demo.test');
  const sellerId = await userId(db, 'seller@demo.test');
  const adminId = await userId(db, 'admin@demo.test');
  if (!buyerId || !sellerId) return;
  const now = Date.now();
  const [product] = await db
    .select({ id: products.id, name: products.name, moq: products.moq })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), eq(products.status, 'published'), sql`${products.priceMinor} is not null`))
    .orderBy(asc(products.createdAt))
    .limit(1);
  if (product) {
    await thread(
      db,
      {
        kind: 'inquiry',
        customerId: buyerId,
        otherId: sellerId,
        supplierId: sellerId,
        productId: product.id,
        subject: product.name,
        lines: [
          {
            from: 'customer',
            body: `Hello, we are interested in ${product.name} for our 14 retail stores. Could you quote for 2,000 units?`,
            minutesAgo: 60 * 26,
          },
          {
            from: 'other',
            body: `Thank you for your interest. For 2,000 units we can offer our second volume tier, and the minimum order is ${product.moq} units. Do you need custom packaging?`,
            minutesAgo: 60 * 25,
          },
          { from: 'customer', body: 'Yes, plain brown boxes with our logo printed on one side. What is the lead time with printing?', minutesAgo: 60 * 24 },
          { from: 'other', body: 'Printed boxes add about 7 days, so roughly 3 weeks from payment. I can send a sample of the box first.', minutesAgo: 60 * 5 },
          { from: 'customer', body: 'A sample would be great. Please send it to our Leeds warehouse.', minutesAgo: 40 },
        ],
      },
      now,
    );
  }
  const [order] = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), eq(orders.sellerId, sellerId)))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (order) {
    await thread(
      db,
      {
        kind: 'order',
        customerId: buyerId,
        otherId: sellerId,
        supplierId: sellerId,
        orderId: order.id,
        subject: `Order ${order.number}`,
        lines: [
          { from: 'customer', body: `Could you ship order ${order.number} on pallets? Our dock cannot take loose cartons.`, minutesAgo: 60 * 3 },
          {
            from: 'other',
            body: 'Of course, we will palletise and shrink-wrap it. The tracking number follows once it leaves the warehouse.',
            minutesAgo: 60 * 2,
          },
        ],
      },
      now,
    );
  }
  if (adminId) {
    await thread(
      db,
      {
        kind: 'support',
        customerId: buyerId,
        otherId: adminId,
        supplierId: null,
        subject: 'Change the invoice address',
        lines: [
          { from: 'customer', body: 'Our company moved. How do I change the address printed on invoices?', minutesAgo: 60 * 50 },
          { from: 'other', body: 'You can change it under Account → Business profile. New orders use the new address at once.', minutesAgo: 60 * 49 },
          { from: 'customer', body: 'Found it, thank you!', minutesAgo: 60 * 48 },
        ],
      },
      now,
    );
  }
}
