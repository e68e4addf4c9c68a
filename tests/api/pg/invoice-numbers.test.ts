import { describe, expect, it } from 'vitest';
import { commissionInvoices } from '../../../server/db/schema';
import { appendLedgerEntries } from '../../../server/modules/money/ledger';
import { issueCommissionInvoice, issueMonthInvoices } from '../../../server/modules/statements/invoices';
import { createTestApp, onboardedSeller } from '../helpers';

// Commission invoice numbers under concurrency, where only a real PostgreSQL server runs transactions on
// separate connections at once: many issues of the same sellers' month, from "two processes" and from
// staff at the same moment, give each seller one invoice and the year's numbers 1..n, no gap, no repeat.
const url = process.env.TEST_DATABASE_URL;
const t = url ? await createTestApp({}, { database: 'postgres' }) : undefined;

describe.skipIf(!url)('on real PostgreSQL, commission invoice numbers', () => {
  it('run without gaps or repeats when many issue at once', async () => {
    const sellers = await Promise.all(Array.from({ length: 8 }, (_, i) => onboardedSeller(t!, { name: `Racing Seller ${i}` })));
    for (const [i, seller] of sellers.entries())
      await t!.db.transaction((tx) =>
        appendLedgerEntries(
          tx,
          seller.user.id,
          'USD',
          [
            { type: 'sale', bucket: 'pending', amountMinor: 10_000 + i },
            { type: 'commission', bucket: 'pending', amountMinor: -(800 + i) },
          ],
          new Date('2026-09-15T12:00:00Z'),
        ),
      );
    const now = new Date('2026-10-01T00:05:00Z');
    await Promise.all([
      // Two processes' monthly jobs.
      issueMonthInvoices(t!.db, '2026-09', { now }),
      issueMonthInvoices(t!.db, '2026-09', { now }),
      // Staff issuing each seller's at the same moment, twice.
      ...sellers.flatMap((seller) => [0, 1].map(() => issueCommissionInvoice(t!.db, { sellerId: seller.user.id, month: '2026-09', now }))),
    ]);
    const rows = await t!.db.select().from(commissionInvoices);
    expect(rows).toHaveLength(sellers.length);
    expect(new Set(rows.map((r) => r.sellerId)).size).toBe(sellers.length);
    expect(rows.map((r) => r.sequence).sort((a, b) => a - b)).toEqual(Array.from({ length: sellers.length }, (_, i) => i + 1));
    expect(rows.every((r) => r.number === `CI-2026-${String(r.sequence).padStart(6, '0')}`)).toBe(true);
    for (const row of rows) {
      const i = sellers.findIndex((s) => s.user.id === row.sellerId);
      expect(row.lines).toEqual([{ currency: 'USD', commission_minor: 800 + i, tax_minor: 0, total_minor: 800 + i }]);
    }
  });
});
