import { describe, expect, it } from 'vitest';
import type { ChatMessage, ConversationListItem } from '../../src/contract/chat';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { createTestApp, envelope, logIn } from './helpers';

const t = await createTestApp({}, { seed: true });

const list = async (token: string, query = '') =>
  envelope<ConversationListItem[]>(await t.request({ method: 'GET', url: `/v1/conversations${query}`, token })).data;

describe('demo conversations', () => {
  it('gives the demo buyer, supplier and staff real threads to open', async () => {
    const buyer = await logIn(t, 'buyer@demo.test', DEMO_PASSWORD);
    const seller = await logIn(t, 'seller@demo.test', DEMO_PASSWORD);
    const admin = await logIn(t, 'admin@demo.test', DEMO_PASSWORD);

    const buyerThreads = await list(buyer);
    expect(buyerThreads.map((c) => c.kind)).toEqual(['inquiry', 'order', 'support']);
    expect(buyerThreads.every((c) => c.unread_count === 0)).toBe(true);
    expect(buyerThreads[2].counterpart).toBeNull();

    const sellerThreads = await list(seller);
    expect(sellerThreads.map((c) => c.kind)).toEqual(['inquiry', 'order']);
    expect(sellerThreads[0]).toMatchObject({
      counterpart: { name: 'Daniel Meyer', company: 'Meyer Retail Supplies Ltd' },
      unread_count: 1,
      last_message_mine: false,
    });
    const unread = envelope<{ unread: number }>(await t.request({ method: 'GET', url: '/v1/conversations/unread-count', token: seller })).data;
    expect(unread.unread).toBe(1);

    const inquiry = envelope<ChatMessage[]>(await t.request({ method: 'GET', url: `/v1/conversations/${sellerThreads[0].id}/messages`, token: seller })).data;
    expect(inquiry.length).toBeGreaterThanOrEqual(4);
    expect(inquiry.length).toBeLessThanOrEqual(6);

    const support = await list(admin, '?box=support');
    expect(support).toHaveLength(1);
    expect(support[0]).toMatchObject({ subject: 'Change the invoice address', counterpart: { name: 'Daniel Meyer', role: 'buyer' }, unread_count: 1 });
  });
});
