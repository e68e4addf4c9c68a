// Posting a request for quotation, against abuse (issue 27): a verified email first, at most
// RFQ_DAILY_POSTS a calendar day (429 with when it resets), new requesters' first RFQs marked in the
// back office's queue; and what the RFQ pages rely on: suppliers invited by name, the list rows'
// items in short, and "Buyer from <company country>", never the delivery country.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  rfqMessages,
  type AdminRfq,
  type BoardRfq,
  type BuyerRfq,
  type BuyerRfqSummary,
  type RfqSupplierOption,
  type SupplierRfq,
} from '../../src/contract/rfq';
import { rfqs, storeSections, users } from '../../server/db/schema';
import { postingDay } from '../../server/modules/rfq/posting-rules';
import { createTestApp, envelope, signUp } from './helpers';
import { KITCHENWARE, rfqFixtures } from './rfq-fixtures';

const DAILY = 3;
const t = await createTestApp({ rfqDailyPosts: DAILY });
const { newKey, supplierIn, buyerWithAddress, staffToken, rfqBody, post, get, postRfq } = rfqFixtures(t);

describe('posting needs a verified email', () => {
  it('refuses an unverified buyer 403 with what to do, for posting at once and for posting a draft; a draft is still saved', async () => {
    const buyer = await signUp(t, { role: 'buyer', name: 'Nora New' });
    const posted = await post(buyer.token, '/v1/rfqs', await rfqBody(), newKey());
    expect(posted.statusCode).toBe(403);
    expect(envelope(posted)).toMatchObject({ success: false, message: rfqMessages.verifyEmailToPost, data: null });

    const draft = await post(buyer.token, '/v1/rfqs', await rfqBody({ status: 'draft' }), newKey());
    expect(draft.statusCode).toBe(201);
    const draftId = envelope<BuyerRfq>(draft).data.id;
    const open = await post(buyer.token, `/v1/rfqs/${draftId}/open`, {});
    expect(open.statusCode).toBe(403);
    expect(envelope(open).message).toBe(rfqMessages.verifyEmailToPost);
    const [row] = await t.db.select({ status: rfqs.status, openedAt: rfqs.openedAt }).from(rfqs).where(eq(rfqs.id, draftId));
    expect(row).toEqual({ status: 'draft', openedAt: null });
    // Nothing of it is public.
    const board = envelope<unknown[]>(await get(undefined, '/v1/public/rfqs')).data;
    expect(board).toHaveLength(0);

    await t.db.update(users).set({ isEmailVerified: true }).where(eq(users.id, buyer.user.id));
    expect((await post(buyer.token, `/v1/rfqs/${draftId}/open`, {})).statusCode).toBe(200);
  });
});

describe('posting is limited per day', () => {
  it(`answers the ${DAILY + 1}th post of a day 429 with Retry-After and the reset time, counts drafts posted later, and leaves drafts free`, async () => {
    const buyer = await buyerWithAddress('Petra Busy', 'DE');
    for (let i = 0; i < DAILY - 1; i++) await postRfq(buyer);
    const draft = envelope<BuyerRfq>(await post(buyer.token, '/v1/rfqs', await rfqBody({ status: 'draft' }), newKey())).data;
    const spare = envelope<BuyerRfq>(await post(buyer.token, '/v1/rfqs', await rfqBody({ status: 'draft' }), newKey())).data;
    expect((await post(buyer.token, `/v1/rfqs/${draft.id}/open`, {})).statusCode).toBe(200);

    const before = Date.now();
    const refused = await post(buyer.token, '/v1/rfqs', await rfqBody(), newKey());
    expect(refused.statusCode).toBe(429);
    const { resetsAt } = postingDay(new Date(before));
    const body = envelope<{ limit: number; resets_at: string }>(refused);
    expect(body.success).toBe(false);
    expect(body.data).toEqual({ limit: DAILY, resets_at: resetsAt.toISOString() });
    expect(body.message).toContain(`at most ${DAILY} requests`);
    expect(body.message).toContain(`${resetsAt.toISOString().slice(0, 10)} 00:00 UTC`);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(Math.abs(before + retryAfter * 1000 - resetsAt.getTime())).toBeLessThan(5_000);

    // Posting a draft counts the same way; the draft stays a draft.
    const openSpare = await post(buyer.token, `/v1/rfqs/${spare.id}/open`, {});
    expect(openSpare.statusCode).toBe(429);
    expect(openSpare.headers['retry-after']).toBeDefined();
    // Saving a draft is never limited.
    expect((await post(buyer.token, '/v1/rfqs', await rfqBody({ status: 'draft' }), newKey())).statusCode).toBe(201);
    // Another buyer has its own count.
    const other = await buyerWithAddress('Otto Other', 'AT');
    await postRfq(other);
  });

  it('counts from the database: RFQs posted yesterday do not count, and several posts at once stop at the limit', async () => {
    const buyer = await buyerWithAddress('Rita Racer', 'DE');
    const old = await postRfq(buyer);
    await t.db
      .update(rfqs)
      .set({ openedAt: new Date(postingDay(new Date()).start.getTime() - 60_000) })
      .where(eq(rfqs.id, old.id));
    const body = await rfqBody();
    const answers = await Promise.all(Array.from({ length: DAILY + 2 }, () => post(buyer.token, '/v1/rfqs', body, newKey())));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(DAILY);
    expect(codes.filter((c) => c === 429)).toHaveLength(2);
  });
});

describe("the back office's queue marks new requesters' first RFQs", () => {
  it('marks only the first posted RFQ of each buyer, and filters with first_rfq', async () => {
    const buyer = await buyerWithAddress('Frieda First', 'DE');
    // A draft never posted does not make the next one a second.
    await post(buyer.token, '/v1/rfqs', await rfqBody({ status: 'draft', title: 'Frieda draft' }), newKey());
    const first = await postRfq(buyer, { title: 'Frieda first request' });
    const second = await postRfq(buyer, { title: 'Frieda second request' });
    const reviewer = await staffToken('reviewer');
    const queue = envelope<AdminRfq[]>(await get(reviewer, `/v1/admin/rfqs?q=${encodeURIComponent('Frieda')}&limit=50`)).data;
    const byId = new Map(queue.map((row) => [row.id, row]));
    expect(byId.get(first.id)?.first_rfq).toBe(true);
    expect(byId.get(second.id)?.first_rfq).toBe(false);
    expect(queue.find((row) => row.status === 'draft')?.first_rfq).toBe(false);
    // First RFQs go live at once: the first one is open.
    expect(byId.get(first.id)?.status).toBe('open');

    const firsts = envelope<AdminRfq[]>(await get(reviewer, `/v1/admin/rfqs?first_rfq=true&limit=100`)).data;
    expect(firsts.map((row) => row.id)).toContain(first.id);
    expect(firsts.map((row) => row.id)).not.toContain(second.id);
    expect(firsts.every((row) => row.first_rfq)).toBe(true);
    const bad = await get(reviewer, '/v1/admin/rfqs?first_rfq=maybe');
    expect(bad.statusCode).toBe(400);
    expect(envelope(bad).errors).toHaveProperty('first_rfq');
  });
});

describe('inviting suppliers by name', () => {
  it('finds suppliers by store, company or account name from two letters, and never the buyer itself or a seller still onboarding', async () => {
    const buyer = await buyerWithAddress('Ingrid Inviter', 'DE');
    const kettle = await supplierIn('Kettleworks', KITCHENWARE, 'CN');
    await t.db
      .insert(storeSections)
      .values({ userId: kettle.user.id, section: 'basic-info', data: { store_name: 'Harbor Steel Store' }, completedAt: new Date() });
    const onboarding = await signUp(t, { role: 'seller', name: 'Harborless Onboarding' });

    const search = (q: string, token = buyer.token) => get(token, `/v1/rfq-suppliers?q=${encodeURIComponent(q)}`);
    // A five-letter name of the store finds it (the catalogue's product search never would).
    const byStore = envelope<RfqSupplierOption[]>(await search('Harbo')).data;
    expect(byStore).toEqual([{ id: kettle.user.id, name: 'Harbor Steel Store', country: 'CN', verified: false }]);
    expect(byStore.map((s) => s.id)).not.toContain(onboarding.user.id);
    // The company's and the account's names too, whatever the case.
    expect(envelope<RfqSupplierOption[]>(await search('kettleworks trad')).data.map((s) => s.id)).toEqual([kettle.user.id]);
    expect(envelope<RfqSupplierOption[]>(await search('KETTLEWORKS')).data.map((s) => s.id)).toEqual([kettle.user.id]);
    expect(envelope<RfqSupplierOption[]>(await search('zzzzz')).data).toEqual([]);
    // Wildcards are literal.
    expect(envelope<RfqSupplierOption[]>(await search('%%')).data).toEqual([]);

    const short = await search('H');
    expect(short.statusCode).toBe(400);
    expect(envelope(short).errors).toEqual({ q: rfqMessages.supplierSearchShort });
    expect((await search('Harbo', kettle.token)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/v1/rfq-suppliers?q=Harbo' })).statusCode).toBe(401);

    // The found supplier is invited, and the buyer's RFQ page lists whom it invited.
    const rfq = await postRfq(buyer, { visibility: 'invited', invited_seller_ids: [kettle.user.id] });
    expect(rfq.invited).toEqual([{ id: kettle.user.id, name: expect.any(String), country: 'CN' }]);
  });
});

describe('how suppliers see the buyer and the items', () => {
  it('shows the buyer\u2019s company country, not the delivery country, and null when the buyer gave none', async () => {
    const supplier = await supplierIn('Delivery Check', KITCHENWARE, 'CN');
    const british = await buyerWithAddress('Brit Buyer', 'GB');
    const toMumbai = await postRfq(british, { delivery_country: 'IN', delivery_city: 'Nhava Sheva', title: 'Mumbai delivery' });
    const seen = envelope<SupplierRfq>(await get(supplier.token, `/v1/rfq-board/${toMumbai.id}`)).data;
    expect(seen.delivery_country).toBe('IN');
    expect(seen.buyer.country).toBe('GB');
    const publicRow = envelope<Array<{ id: string; buyer: { country: string | null } }>>(await get(undefined, '/v1/public/rfqs?limit=100')).data.find(
      (row) => row.id === toMumbai.id,
    );
    expect(publicRow?.buyer.country).toBe('GB');

    // A buyer that has given no company country is a buyer from an unknown country, never from where it ships to.
    const anonymous = await buyerWithAddress('No Country', 'DE');
    await t.db.update(users).set({ preferences: {} }).where(eq(users.id, anonymous.user.id));
    const draft = envelope<BuyerRfq>(await post(anonymous.token, '/v1/rfqs', await rfqBody({ status: 'draft', delivery_country: 'IN' }), newKey())).data;
    // Filled in before posting: posting reads it as it stands then.
    await t.db
      .update(users)
      .set({ preferences: { business_profile: { country: 'fr' } } })
      .where(eq(users.id, anonymous.user.id));
    await post(anonymous.token, `/v1/rfqs/${draft.id}/open`, {});
    expect(envelope<SupplierRfq>(await get(supplier.token, `/v1/rfq-board/${draft.id}`)).data.buyer.country).toBe('FR');

    await t.db.update(users).set({ preferences: {} }).where(eq(users.id, anonymous.user.id));
    const none = await postRfq(anonymous, { delivery_country: 'IN' });
    expect(envelope<SupplierRfq>(await get(supplier.token, `/v1/rfq-board/${none.id}`)).data.buyer.country).toBeNull();
  });

  it('gives list rows their first items in short (quantity, unit, name) for the reader\u2019s language', async () => {
    const supplier = await supplierIn('Rows Check', KITCHENWARE, 'CN');
    const buyer = await buyerWithAddress('Row Buyer', 'DE');
    const rfq = await postRfq(buyer, {
      title: 'Rows of items',
      lines: [
        { name: 'Tote bag', quantity: 500, unit: 'piece' },
        { name: 'Paper bag', quantity: 1, unit: 'carton' },
        { name: 'Ribbon', quantity: 20, unit: 'roll' },
        { name: 'Tape', quantity: 3, unit: 'roll' },
      ],
    });
    const head = [
      { quantity: 500, unit: 'piece', name: 'Tote bag' },
      { quantity: 1, unit: 'carton', name: 'Paper bag' },
      { quantity: 20, unit: 'roll', name: 'Ribbon' },
    ];
    const board = envelope<BoardRfq[]>(await get(supplier.token, `/v1/rfq-board?q=${encodeURIComponent('Rows of items')}`)).data;
    expect(board[0]).toMatchObject({ id: rfq.id, line_count: 4, lines_head: head });
    const mine = envelope<BuyerRfqSummary[]>(await get(buyer.token, '/v1/rfqs')).data;
    expect(mine.find((row) => row.id === rfq.id)).toMatchObject({ line_count: 4, lines_head: head });
    const reviewer = await staffToken('reviewer');
    const queue = envelope<AdminRfq[]>(await get(reviewer, `/v1/admin/rfqs?q=${encodeURIComponent('Rows of items')}`)).data;
    expect(queue[0]).toMatchObject({ id: rfq.id, lines_head: head });
  });
});
