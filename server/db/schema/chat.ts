// Conversations (inquiry, order, quote, support), their members and messages.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { files, users } from './accounts';
import { products } from './catalogue';
import { orders, quotes } from './trade';

/**
 * A conversation: a buyer and a supplier about a product (inquiry) or an order, or a user and the
 * marketplace's support staff (support: supplier_id is null and any staff member may answer).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['inquiry', 'order', 'support', 'quote'] }).notNull(),
    /** The party who started it: a buyer (inquiry, order) or any user (support). */
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    supplierId: uuid('supplier_id').references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** A quote thread's quote. */
    quoteId: uuid('quote_id').references(() => quotes.id, { onDelete: 'set null' }),
    subject: text('subject').notNull().default(''),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessagePreview: text('last_message_preview').notNull().default(''),
    lastSenderId: uuid('last_sender_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('conversations_customer_last_idx').on(t.customerId, t.lastMessageAt, t.id),
    index('conversations_supplier_last_idx').on(t.supplierId, t.lastMessageAt, t.id),
    index('conversations_kind_last_idx').on(t.kind, t.lastMessageAt, t.id),
    // One open inquiry thread per buyer, supplier and product; one per order.
    uniqueIndex('conversations_inquiry_key')
      .on(t.customerId, t.supplierId, t.productId)
      .where(sql`${t.kind} = 'inquiry'`),
    uniqueIndex('conversations_order_key')
      .on(t.orderId)
      .where(sql`${t.kind} = 'order'`),
    uniqueIndex('conversations_quote_key')
      .on(t.quoteId)
      .where(sql`${t.kind} = 'quote'`),
    // The seller home's figures and queue (migration 0016). The first also INCLUDEs product_id there, which Drizzle cannot declare.
    index('conversations_supplier_inquiry_created_idx')
      .on(t.supplierId, t.createdAt)
      .where(sql`${t.kind} = 'inquiry'`),
    index('conversations_supplier_awaiting_idx')
      .on(t.supplierId, t.lastMessageAt)
      .where(sql`${t.kind} <> 'support' AND ${t.lastSenderId} = ${t.customerId}`),
  ],
);

/** Who reads a conversation, how far they have read and how many messages wait for them. */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The `seq` of the last message this member has read (0: none). */
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    unreadCount: integer('unread_count').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('conversation_members_user_idx').on(t.userId)],
);

/** A chat message: text and/or one attachment (a file checked like documents). */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Increases with every message in the database: orders history and lets a client catch up after a gap. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The sender's own id for the message, so a retried send is stored once. */
    clientId: text('client_id').notNull(),
    body: text('body').notNull().default(''),
    attachmentFileId: uuid('attachment_file_id').references(() => files.id),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentSize: integer('attachment_size'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('messages_sender_client_key').on(t.senderId, t.clientId), index('messages_conversation_seq_idx').on(t.conversationId, t.seq)],
);
