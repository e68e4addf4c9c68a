import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, ConversationDetail } from '../../../src/contract/chat';
import { conversationMembers, conversations, files, messages } from '../../../server/db/schema';
import { createTestApp, envelope, onboardedSeller, signUp, PNG } from '../helpers';
import { listedProduct } from '../ordering-fixtures';

// Races between connections; only a real PostgreSQL server runs them side by side.
const url = process.env.TEST_DATABASE_URL;
const t = url ? await createTestApp({}, { database: 'postgres' }) : undefined;

async function scene() {
  const buyer = await signUp(t!, { role: 'buyer' });
  const seller = await onboardedSeller(t!);
  const product = await listedProduct(t!.db, seller.user.id, { name: 'Oak Pallet Racking' });
  return { buyer, seller, product };
}

const send = (token: string, conversationId: string, clientId: string, body: string) =>
  t!.request({ method: 'POST', url: `/v1/conversations/${conversationId}/messages`, token, payload: { client_id: clientId, body } });

function withFile(clientId: string) {
  const boundary = '----chatrace';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="client_id"\r\n\r\n${clientId}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plan.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe.skipIf(!url)('on real PostgreSQL, chat under concurrency', () => {
  it('opens one inquiry however many requests race to open it', async () => {
    const { buyer, product } = await scene();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        t!.request({ method: 'POST', url: '/v1/conversations', token: buyer.token, payload: { kind: 'inquiry', product_id: product.id } }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(7);
    expect(new Set(responses.map((r) => envelope<ConversationDetail>(r).data.id)).size).toBe(1);
    expect(await t!.db.select().from(conversations).where(eq(conversations.productId, product.id))).toHaveLength(1);
  });

  it('stores one message for one client_id sent 10 times at once, with or without a file', async () => {
    const { buyer, product } = await scene();
    const id = envelope<ConversationDetail>(
      await t!.request({ method: 'POST', url: '/v1/conversations', token: buyer.token, payload: { kind: 'inquiry', product_id: product.id } }),
    ).data.id;
    const text = await Promise.all(Array.from({ length: 10 }, () => send(buyer.token, id, 'race-text-0001', 'Ten at once')));
    expect(text.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const files0 = (await t!.db.select({ id: files.id }).from(files).where(eq(files.ownerId, buyer.user.id))).length;
    const upload = await Promise.all(
      Array.from({ length: 10 }, () =>
        t!.request({ method: 'POST', url: `/v1/conversations/${id}/messages`, token: buyer.token, ...withFile('race-file-0001') }),
      ),
    );
    expect(upload.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(upload.map((r) => envelope<ChatMessage>(r).data.id)).size).toBe(1);
    const rows = await t!.db.select().from(messages).where(eq(messages.conversationId, id));
    expect(rows).toHaveLength(2);
    // The repeated uploads rolled back their files.
    expect((await t!.db.select({ id: files.id }).from(files).where(eq(files.ownerId, buyer.user.id))).length).toBe(files0 + 1);
  });

  it('keeps unread counts exact and seq in commit order when both sides send at once', async () => {
    const { buyer, seller, product } = await scene();
    const id = envelope<ConversationDetail>(
      await t!.request({ method: 'POST', url: '/v1/conversations', token: buyer.token, payload: { kind: 'inquiry', product_id: product.id } }),
    ).data.id;
    await Promise.all(
      Array.from({ length: 24 }, (_, i) => send(i % 2 ? seller.token : buyer.token, id, `both-sides-${String(i).padStart(4, '0')}`, `Message ${i}`)),
    );
    // Each side has read up to its own last message; what the other side sent later is its unread count.
    const all = await t!.db.select().from(messages).where(eq(messages.conversationId, id));
    const members = await t!.db.select().from(conversationMembers).where(eq(conversationMembers.conversationId, id));
    for (const member of members) {
      const ownLast = Math.max(...all.filter((m) => m.senderId === member.userId).map((m) => m.seq));
      expect(member.lastReadSeq).toBe(ownLast);
      expect(member.unreadCount).toBe(all.filter((m) => m.senderId !== member.userId && m.seq > ownLast).length);
    }
    // The conversation's summary is the message with the highest seq: the last one committed.
    const history = envelope<ChatMessage[]>(await t!.request({ method: 'GET', url: `/v1/conversations/${id}/messages?limit=100`, token: buyer.token })).data;
    expect(history).toHaveLength(24);
    const [conversation] = await t!.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, id)));
    expect(conversation.lastMessagePreview).toBe(history[23].body);
  });
});
