import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sellerLedgerEntries, users } from '../../server/db/schema';
import { monthBounds, previousMonth } from '../../server/modules/statements/statements';
import { createTestApp, envelope, logIn } from './helpers';

// The demo's statements and invoices: last month has a statement, and the invoice job ran for it at seed
// time (an invoice when the demo seller was charged commission that month).
const t = await createTestApp({}, { seed: true });

describe('demo statements and invoices', () => {
  it("give the demo seller last month's statement and, for its commission, last month's invoice", async () => {
    const token = await logIn(t, 'seller@demo.test', 'Demo1234!');
    const month = previousMonth(new Date());
    const months = envelope<Array<{ month: string }>>(await t.request({ method: 'GET', url: '/v1/seller/statements', token })).data;
    expect(months.map((m) => m.month)).toContain(month);
    const pdf = await t.request({ method: 'GET', url: `/v1/seller/statements/${month}.pdf`, token });
    expect(pdf.statusCode).toBe(200);

    const [seller] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'seller@demo.test'));
    const { start, end } = monthBounds(month);
    const charged = await t.db
      .select({ id: sellerLedgerEntries.id })
      .from(sellerLedgerEntries)
      .where(
        and(
          eq(sellerLedgerEntries.sellerId, seller.id),
          inArray(sellerLedgerEntries.type, ['commission', 'commission_tax']),
          gte(sellerLedgerEntries.createdAt, start),
          lt(sellerLedgerEntries.createdAt, end),
        ),
      );
    const invoices = envelope<Array<{ month: string; number: string }>>(await t.request({ method: 'GET', url: '/v1/seller/commission-invoices', token })).data;
    expect(invoices.map((i) => i.month)).toEqual(charged.length > 0 ? [month] : []);
    if (charged.length > 0) expect(invoices[0].number).toMatch(/^CI-\d{4}-000001$/);
  });
});
