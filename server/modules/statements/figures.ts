// The marketplace's figures for the back office, per month and currency, from the sellers' ledgers:
// GMV (the totals of the orders delivered that month, each counted once by its commission entry, in
// either settlement mode), the commission and the tax on it earned, reversals, and payouts made. Read by
// the ledger's (type, created_at) index over the months asked for. What the marketplace owes its sellers
// now comes from the balance rows, one per seller and currency.
import { sql } from 'drizzle-orm';
import type { FigureRow, OwedRow } from '../../../src/contract/statements';
import { statementMessages } from '../../../src/contract/statements';
import { rowsOf, type Database } from '../../db/client';
import { fieldError } from '../../lib/errors';
import { monthBounds, monthOf } from './statements';

export const FIGURES_MAX_MONTHS = 36;
export const FIGURES_DEFAULT_MONTHS = 12;

const monthsBetween = (from: string, to: string) => {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm) + 1;
};

/** The range asked for: `to` defaults to this month, `from` to 11 months before it. */
export function figuresRange(query: { from?: string; to?: string }, now = new Date()): { from: string; to: string } {
  const to = query.to ?? monthOf(now);
  const [ty, tm] = to.split('-').map(Number);
  const from = query.from ?? monthOf(new Date(Date.UTC(ty, tm - FIGURES_DEFAULT_MONTHS, 1)));
  if (from > to) throw fieldError('to', statementMessages.monthOrder);
  if (monthsBetween(from, to) > FIGURES_MAX_MONTHS) throw fieldError('from', statementMessages.monthRange);
  return { from, to };
}

/** The months from `from` to `to`, newest first, one row per month and currency with any entry. */
export async function marketplaceFigures(db: Database, query: { from?: string; to?: string }, now = new Date()): Promise<FigureRow[]> {
  const { from, to } = figuresRange(query, now);
  const start = monthBounds(from).start;
  const end = monthBounds(to).end;
  const months = rowsOf<{
    month: string;
    currency: string;
    gmv: string;
    orders: string;
    commission: string;
    tax: string;
    reversals: string;
    payouts: string;
  }>(
    await db.execute(sql`
      select to_char(date_trunc('month', e.created_at at time zone 'UTC'), 'YYYY-MM') as month, e.currency,
        coalesce(sum(o.total_minor) filter (where e.type = 'commission'), 0) as gmv,
        count(*) filter (where e.type = 'commission') as orders,
        coalesce(-sum(e.amount_minor) filter (where e.type = 'commission'), 0) as commission,
        coalesce(-sum(e.amount_minor) filter (where e.type = 'commission_tax'), 0) as tax,
        coalesce(sum(e.amount_minor) filter (where e.type = 'reversal'), 0) as reversals,
        coalesce(sum(e.amount_minor) filter (where e.type = 'payout' and e.bucket = 'paid'), 0) as payouts
      from seller_ledger_entries e
      left join orders o on o.id = e.order_id and e.type = 'commission'
      where e.type in ('commission', 'commission_tax', 'reversal', 'payout') and e.created_at >= ${start} and e.created_at < ${end}
      group by 1, 2 order by 1 desc, 2`),
  );
  return months.map((row) => ({
    id: `${row.month}:${row.currency}`,
    month: row.month,
    currency: row.currency,
    gmv_minor: Number(row.gmv),
    orders: Number(row.orders),
    commission_minor: Number(row.commission),
    commission_tax_minor: Number(row.tax),
    reversals_minor: Number(row.reversals),
    payouts_minor: Number(row.payouts),
  }));
}

/** What sellers are owed now per currency (pending, payable and reserved), from the balance rows. */
export async function owedToSellers(db: Database): Promise<OwedRow[]> {
  const owed = rowsOf<{ currency: string; pending: string; payable: string; reserved: string; sellers: string }>(
    await db.execute(sql`
      select currency, sum(pending_minor) as pending, sum(payable_minor) as payable, sum(reserved_minor) as reserved,
        count(*) filter (where pending_minor <> 0 or payable_minor <> 0 or reserved_minor <> 0) as sellers
      from seller_balances group by currency order by currency`),
  );
  return owed.map((row) => {
    const pending = Number(row.pending);
    const payable = Number(row.payable);
    const reserved = Number(row.reserved);
    return {
      currency: row.currency,
      pending_minor: pending,
      payable_minor: payable,
      reserved_minor: reserved,
      owed_minor: pending + payable + reserved,
      sellers: Number(row.sellers),
    };
  });
}
