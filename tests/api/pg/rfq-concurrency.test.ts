import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rfqMessages, type QuoteAcceptResult } from '../../../src/contract/rfq';
import { idempotencyKeys, inventory, orders, quotes, rfqs } from '../../../server/db/schema';
import { createTestApp, envelope } from '../helpers';
import { HOME, KITCHENWARE, rfqFixtures } from '../rfq-fixtures';

// Requests for quotation under concurrency, where only a real PostgreSQL server runs requests on
// separate connections at once: suppliers racing for the last places of an RFQ, and accepting one
// quote twice at the same moment.
const url = process.env.TEST_DATABASE_URL;
const t = url ? await createTestApp({}, { database: 'postgres' }) : undefined;
const fixtures = t ? rfqFixtures(t) : undefined;

describe.skipIf(!url)('on real PostgreSQL, requests for quotation under concurrency', () => {
  it('gives the last place to exactly one of two racing suppliers, and the number wanted holds under a crowd', async () => {
    const f = fixtures!;
    const buyer = await f.buyerWithAddress('Daniel Meyer');
    const first = await f.supplierIn('Li Wei', KITCHENWARE);
    const racers = [await f.supplierIn('Greta Weber', HOME), await f.supplierIn('Mei Chen', KITCHENWARE)];
    const rfq = await f.postRfq(buyer, { quotes_wanted: 2 });
    await f.submitQuote(first, rfq);
    const answers = await Promise.all(racers.map((seller) => f.post(seller.token, `/v1/rfq-board/${rfq.id}/quote`, f.quoteBody(rfq), f.newKey())));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(envelope(answers.find((a) => a.statusCode === 409)!).message).toBe(rfqMessages.full);
    const [held] = await t!.db.select({ count: rfqs.quoteCount }).from(rfqs).where(eq(rfqs.id, rfq.id));
    expect(held.count).toBe(2);
    expect(Number((await t!.db.select({ n: count() }).from(quotes).where(eq(quotes.rfqId, rfq.id)))[0].n)).toBe(2);

    // Twelve suppliers at once for five places: five quotes, seven refusals, the count never above five.
    const crowd = await Promise.all(Array.from({ length: 12 }, (_, i) => f.supplierIn(`Crowd supplier ${i}`, KITCHENWARE)));
    const big = await f.postRfq(buyer, { quotes_wanted: 5 });
    const rush = await Promise.all(crowd.map((seller) => f.post(seller.token, `/v1/rfq-board/${big.id}/quote`, f.quoteBody(big), f.newKey())));
    const statuses = rush.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    expect(Number((await t!.db.select({ n: count() }).from(quotes).where(eq(quotes.rfqId, big.id)))[0].n)).toBe(5);
  });

  it('makes one order of a quote accepted twice at once, with one key or with two', async () => {
    const f = fixtures!;
    const buyer = await f.buyerWithAddress('Anna Schmidt');
    const seller = await f.supplierIn('Tomas Novak', KITCHENWARE);
    const accept = (rfqId: string, quoteId: string, key: string) =>
      f.post(buyer.token, `/v1/rfqs/${rfqId}/quotes/${quoteId}/accept`, { address_id: buyer.addressId, payment_method: 'bank_transfer' }, key);
    const quotedLines = (rfq: Awaited<ReturnType<typeof f.postRfq>>) => ({
      lines: [
        { rfq_line_id: rfq.lines[0].id, product_id: seller.productId, unit_price_minor: 1000, moq: 100, lead_time_days: 30 },
        { rfq_line_id: rfq.lines[1].id, unit_price_minor: 300, moq: 50, lead_time_days: 20 },
      ],
    });

    // Ten duplicates of one attempt: one order, every answer the same.
    const rfq = await f.postRfq(buyer);
    const quote = await f.submitQuote(seller, rfq, quotedLines(rfq));
    const key = f.newKey();
    const duplicates = await Promise.all(Array.from({ length: 10 }, () => accept(rfq.id, quote.id, key)));
    expect(duplicates.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(duplicates.map((r) => envelope<QuoteAcceptResult>(r).data.order.id)).size).toBe(1);
    expect(duplicates.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await t!.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(1);

    // Two attempts with their own keys: one order, the other finds the quote accepted.
    const second = await f.postRfq(buyer);
    const secondQuote = await f.submitQuote(seller, second, quotedLines(second));
    const racing = await Promise.all([accept(second.id, secondQuote.id, f.newKey()), accept(second.id, secondQuote.id, f.newKey())]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(envelope(racing.find((r) => r.statusCode === 409)!).message).toBe(rfqMessages.quoteAlreadyAccepted);

    for (const quoteId of [quote.id, secondQuote.id]) {
      expect(await t!.db.select().from(orders).where(eq(orders.quoteId, quoteId))).toHaveLength(1);
    }
    // Stock is held once per order: 500 units of the catalogue line each.
    const [stock] = await t!.db.select({ reserved: inventory.reserved }).from(inventory).where(eq(inventory.productId, seller.productId));
    expect(stock.reserved).toBe(1000);
  });
});
