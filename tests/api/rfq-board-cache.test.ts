// The suppliers' boards are kept a few seconds per supplier and query (server/modules/rfq/board-cache.ts).
// Kept pages must never show what has changed: a new request, a quote of the supplier's own, a write made
// outside the API, and a request whose validity passes while its page is kept all show on the next read.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BoardRfq } from '../../src/contract/rfq';
import { createTestApp } from './helpers';
import { FURNITURE, rfqFixtures } from './rfq-fixtures';

const t = await createTestApp();
const { categoryId, supplierIn, buyerWithAddress, get, postRfq, submitQuote } = rfqFixtures(t);

const board = async (token: string, query = 'limit=20') => {
  const response = await get(token, `/v1/rfq-board?${query}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: BoardRfq[]; total: number }).data;
};

describe('the RFQ board kept between reads', () => {
  it('serves a kept page until something on it changes, and shows every change on the next read', async () => {
    const buyer = await buyerWithAddress('Daniel Meyer');
    const seller = await supplierIn('Li Wei', FURNITURE);
    const furniture = await categoryId(FURNITURE);
    const first = await postRfq(buyer, { title: 'Oak standing desk', category_id: furniture });
    expect((await board(seller.token)).map((row) => row.title)).toEqual(['Oak standing desk']);

    // The page is kept: a write the triggers do not announce is not seen until one they do announce.
    await t.db.execute(sql`alter table rfqs disable trigger rfqs_board_changed`);
    await t.db.execute(sql`update rfqs set title = 'Oak standing desk, renamed quietly' where id = ${first.id}`);
    await t.db.execute(sql`alter table rfqs enable trigger rfqs_board_changed`);
    expect((await board(seller.token)).map((row) => row.title)).toEqual(['Oak standing desk']);

    // Another request through the API, then a write from outside it: each shows on the next read.
    await postRfq(buyer, { title: 'Walnut bookcase', category_id: furniture });
    expect((await board(seller.token)).map((row) => row.title)).toEqual(['Walnut bookcase', 'Oak standing desk, renamed quietly']);
    await t.db.execute(sql`update rfqs set title = 'Oak standing desk, 40 pieces' where id = ${first.id}`);
    expect((await board(seller.token)).map((row) => row.title)).toContain('Oak standing desk, 40 pieces');

    // The supplier's own quote shows on its board at once.
    await submitQuote(seller, first);
    const quoted = (await board(seller.token)).find((row) => row.id === first.id);
    expect(quoted?.my_quote).toMatchObject({ status: 'submitted', version: 1 });
  });

  it('drops a page when a request on it passes its validity, though nothing was written', async () => {
    const buyer = await buyerWithAddress('Sofia Rossi', 'IT');
    const seller = await supplierIn('Chen Jing', FURNITURE);
    const furniture = await categoryId(FURNITURE);
    const soon = await postRfq(buyer, { title: 'Pine shelving, closing soon', category_id: furniture });
    await t.db.execute(sql`update rfqs set valid_until = now() + interval '1500 milliseconds' where id = ${soon.id}`);
    expect((await board(seller.token, 'limit=20&q=pine')).map((row) => row.id)).toEqual([soon.id]);
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    expect(await board(seller.token, 'limit=20&q=pine')).toEqual([]);
  });
});
