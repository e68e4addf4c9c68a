// The supplier's RFQ board over many open requests: a page never counts every request that reaches the
// supplier. A total is exact while it is small (counted, the count stopping past the limit) and
// PostgreSQL's estimate above it; a short page needs no count at all.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BoardRfq } from '../../src/contract/rfq';
import { BOARD_COUNTED_TOTAL_LIMIT } from '../../server/modules/rfq/supplier';
import { createTestApp } from './helpers';
import { FURNITURE, rfqFixtures } from './rfq-fixtures';

const t = await createTestApp();
const { categoryId, supplierIn, buyerWithAddress, get, postRfq } = rfqFixtures(t);

type Page = { data: BoardRfq[]; total: number; pagination: { totalPages: number } };
const board = async (token: string, query: string) => {
  const response = await get(token, `/v1/rfq-board?${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as Page;
};

describe('the RFQ board over many open requests', () => {
  it('counts a small total exactly, on full and short pages, and answers a large one past the counting limit', async () => {
    const buyer = await buyerWithAddress('Daniel Meyer');
    const seller = await supplierIn('Li Wei', FURNITURE);
    const furniture = await categoryId(FURNITURE);
    for (const n of [1, 2, 3]) await postRfq(buyer, { title: `Oak standing desk, batch ${n}`, category_id: furniture });

    // Many more open requests in the supplier's category, written at once.
    const many = BOARD_COUNTED_TOTAL_LIMIT + 200;
    await t.db.execute(sql`
      insert into rfqs (number, buyer_id, title, category_id, status, visibility, buyer_country, delivery_country, delivery_city, incoterm,
        required_by, currency, valid_until, search_text, opened_at, created_at, updated_at)
      select 'RFQ-MANY-' || g, ${buyer.user.id}, 'Office chair ' || g, ${furniture}, 'open', 'open', 'DE', 'DE', 'Hamburg', 'FOB',
        (now() + interval '60 days')::date, 'EUR', now() + interval '20 days', 'Office chair ' || g, now() - (g || ' minutes')::interval,
        now() - (g || ' minutes')::interval, now()
      from generate_series(1, ${many}) g`);
    await t.db.execute(sql`analyze rfqs`);

    // Past the limit: a full page and a total of more than the limit, not counted to the last request.
    const all = await board(seller.token, 'limit=20');
    expect(all.data).toHaveLength(20);
    expect(all.total).toBeGreaterThan(BOARD_COUNTED_TOTAL_LIMIT);
    expect(all.pagination.totalPages).toBe(Math.ceil(all.total / 20));

    // A few matches: counted exactly, on a full page and on a short one.
    const firstTwo = await board(seller.token, 'limit=2&q=standing%20desk');
    expect(firstTwo.data).toHaveLength(2);
    expect(firstTwo.total).toBe(3);
    const rest = await board(seller.token, 'limit=2&page=2&q=standing%20desk');
    expect(rest.data.map((r) => r.title)).toHaveLength(1);
    expect(rest.total).toBe(3);
    const none = await board(seller.token, 'limit=2&page=3&q=standing%20desk');
    expect(none.data).toEqual([]);
    expect(none.total).toBe(3);
  });
});
