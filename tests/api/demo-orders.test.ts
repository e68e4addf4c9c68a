// The demo's orders are placed as real ones are: on every one, the lines and the shipping add up to the
// total, and the order from an accepted quote carries the quote's shipping apart and a full address copy.
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../server/db/client';
import { createTestApp } from './helpers';

const t = await createTestApp({}, { seed: true });

describe('demo orders', () => {
  it('add up on every order: lines plus shipping is the total', async () => {
    const rows = rowsOf<{ number: string; total: string; shipping: string; lines: string }>(
      await t.db.execute(
        `select o.number, o.total_minor as total, o.shipping_minor as shipping, coalesce(sum(l.line_total_minor), 0) as lines
         from orders o left join order_lines l on l.order_id = o.id group by o.id` as never,
      ),
    );
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) expect(Number(row.lines) + Number(row.shipping), row.number).toBe(Number(row.total));
  });

  it("keeps an accepted quote's shipping apart and copies the buyer's company into the address", async () => {
    const [order] = rowsOf<{ shipping: string; address: Record<string, string> }>(
      await t.db.execute(`select shipping_minor as shipping, shipping_address as address from orders where quote_id is not null limit 1` as never),
    );
    expect(Number(order.shipping)).toBeGreaterThan(0);
    expect(order.address.company).toEqual(expect.any(String));
  });
});
