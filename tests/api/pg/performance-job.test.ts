import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { supplierScores } from '../../../server/db/schema';
import { recomputeScores } from '../../../server/modules/performance/job';
import { createTestApp, onboardedSeller, signUp } from '../helpers';
import { placedOrder, stockedProduct } from '../order-fixtures';

// The score job of several API processes on one database: runs on separate connections claim rows with
// FOR UPDATE SKIP LOCKED, so they share the work without computing a seller twice or waiting on a
// transaction that holds a row. Only a real PostgreSQL server runs them truly at once.
const url = process.env.TEST_DATABASE_URL;
const t = url ? await createTestApp({}, { database: 'postgres' }) : undefined;

describe.skipIf(!url)('on real PostgreSQL, the score job across connections', () => {
  it('computes each stale score exactly once when four runs race', async () => {
    const sellers = await Promise.all(Array.from({ length: 24 }, (_, i) => onboardedSeller(t!, { name: `Racing ${i}` })));
    const ids = sellers.map((seller) => seller.user.id);
    await t!.db.execute(
      sql`insert into supplier_scores (seller_id, stale_since) select unnest(${`{${ids.join(',')}}`}::uuid[]), now() on conflict (seller_id) do update set stale_since = now()`,
    );
    const runs = await Promise.all([1, 2, 3, 4].map(() => recomputeScores(t!.db)));
    const computed = runs.flat().filter((id) => ids.includes(id));
    expect(computed.sort()).toEqual([...ids].sort());
    const rows = await t!.db
      .select({ computedAt: supplierScores.computedAt, claimedUntil: supplierScores.claimedUntil, staleSince: supplierScores.staleSince })
      .from(supplierScores)
      .where(inArray(supplierScores.sellerId, ids));
    expect(rows.every((row) => row.computedAt !== null && row.claimedUntil === null && row.staleSince === null)).toBe(true);
  });

  it('skips a score an open order transaction holds, and computes it once that commits', async () => {
    const seller = await onboardedSeller(t!, { name: 'Held Row' });
    const buyer = await signUp(t!, { role: 'buyer' });
    const product = await stockedProduct(t!.db, seller.user.id, { onHand: 10 });
    await placedOrder(t!.db, { sellerId: seller.user.id, buyerId: buyer.user.id, lines: [{ product, quantity: 1 }] });
    await recomputeScores(t!.db);
    // Due for its hourly refresh: a claim would take it, were the row not held.
    await t!.db
      .update(supplierScores)
      .set({ computedAt: sql`now() - interval '2 hours'` })
      .where(inArray(supplierScores.sellerId, [seller.user.id]));

    let commit!: () => void;
    const open = new Promise<void>((resolve) => (commit = resolve));
    let inserted!: () => void;
    const written = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = t!.db.transaction(async (tx) => {
      // The order's trigger marks the score stale: its row stays locked until this transaction ends.
      await placedOrder(tx, { sellerId: seller.user.id, buyerId: buyer.user.id, lines: [{ product, quantity: 2 }] });
      inserted();
      await open;
    });
    await written;
    const during = await recomputeScores(t!.db);
    expect(during).not.toContain(seller.user.id);
    commit();
    await transaction;
    expect(await recomputeScores(t!.db)).toContain(seller.user.id);
    const [row] = await t!.db
      .select({ samples: supplierScores.cancellationSamples })
      .from(supplierScores)
      .where(inArray(supplierScores.sellerId, [seller.user.id]));
    expect(row.samples).toBe(2);
  });
});
