// A company's spend in a budget period: every order of the company placed in the period and not
// cancelled (pending, confirmed, shipped, delivered), at any seller, plus the approval requests still
// awaiting a decision, converted into the company's budget currency at the reference rates. One query
// over the widest period (the quarter, which always holds its month), on the orders' (company_id,
// created_at) index and the requests' (company_id, status, created_at) index.
import { sql } from 'drizzle-orm';
import type { BudgetPeriod } from '../../../src/contract/company-approvals';
import { rowsOf, type Database } from '../../db/client';
import { approvalRequests, orders } from '../../db/schema';
import { converterTo } from '../exchange-rates/convert';

/** A budget period's bounds in UTC: [start, end). */
export interface PeriodBounds {
  start: Date;
  end: Date;
}

/** The calendar month or quarter (UTC) that holds `now`. */
export function periodOf(period: BudgetPeriod, now: Date): PeriodBounds {
  const year = now.getUTCFullYear();
  const month = period === 'month' ? now.getUTCMonth() : now.getUTCMonth() - (now.getUTCMonth() % 3);
  const length = period === 'month' ? 1 : 3;
  return { start: new Date(Date.UTC(year, month, 1)), end: new Date(Date.UTC(year, month + length, 1)) };
}

/** Spend in the company's currency for the month and the quarter of `now`, the company's and one member's. */
export interface SpendFigures {
  currency: string;
  month: PeriodBounds;
  quarter: PeriodBounds;
  company: Record<BudgetPeriod, number>;
  member: Record<BudgetPeriod, number>;
  /** Whether an amount in another currency went in at a reference rate. */
  approximate: boolean;
  /** Sums in a currency with no reference rate into the company's: left out of the figures, and named. */
  unconverted: Array<{ currency: string; amount_minor: number }>;
}

/** A converter into the budget currency (converterTo), shared with the caller so each rate is read once. */
export type Converter = ReturnType<typeof converterTo>;

interface SpendRow {
  currency: string;
  company_month: string | number;
  company_quarter: string | number;
  member_month: string | number;
  member_quarter: string | number;
}

/**
 * The figures of `companyId` (and of `memberId` within it) for the periods holding `now`. Call it after
 * locking the company row when the answer decides a checkout, so concurrent checkouts see each other.
 */
export async function spendOf(
  db: Database,
  companyId: string,
  budgetCurrency: string,
  memberId: string | null,
  now: Date,
  convert: Converter = converterTo(db, budgetCurrency, now.toISOString().slice(0, 10)),
): Promise<SpendFigures> {
  const month = periodOf('month', now);
  const quarter = periodOf('quarter', now);
  const from = quarter.start.toISOString();
  const to = quarter.end.toISOString();
  const monthStart = month.start.toISOString();
  const monthEnd = month.end.toISOString();
  const member = memberId ?? '00000000-0000-0000-0000-000000000000';
  const rows = rowsOf<SpendRow>(
    await db.execute(sql`
      select s.currency,
        coalesce(sum(s.total_minor) filter (where s.created_at >= ${monthStart}::timestamptz and s.created_at < ${monthEnd}::timestamptz), 0) as company_month,
        coalesce(sum(s.total_minor), 0) as company_quarter,
        coalesce(sum(s.total_minor) filter (where s.buyer_id = ${member}::uuid and s.created_at >= ${monthStart}::timestamptz and s.created_at < ${monthEnd}::timestamptz), 0) as member_month,
        coalesce(sum(s.total_minor) filter (where s.buyer_id = ${member}::uuid), 0) as member_quarter
      from (
        select o.currency, o.total_minor, o.created_at, o.buyer_id from ${orders} o
        where o.company_id = ${companyId} and o.created_at >= ${from}::timestamptz and o.created_at < ${to}::timestamptz and o.status <> 'cancelled'
        union all
        select r.currency, r.total_minor, r.created_at, r.requester_id from ${approvalRequests} r
        where r.company_id = ${companyId} and r.status = 'awaiting' and r.created_at >= ${from}::timestamptz and r.created_at < ${to}::timestamptz
      ) s
      group by s.currency`),
  );
  const figures: SpendFigures = {
    currency: budgetCurrency,
    month,
    quarter,
    company: { month: 0, quarter: 0 },
    member: { month: 0, quarter: 0 },
    approximate: false,
    unconverted: [],
  };
  for (const row of rows) {
    const sums = [Number(row.company_month), Number(row.company_quarter), Number(row.member_month), Number(row.member_quarter)];
    const converted = await Promise.all(sums.map((amount) => convert(amount, row.currency)));
    if (converted.some((amount) => amount === null)) {
      figures.unconverted.push({ currency: row.currency, amount_minor: sums[1] });
      continue;
    }
    const [companyMonth, companyQuarter, memberMonth, memberQuarter] = converted.map((amount) => amount!.amount_minor);
    figures.company.month += companyMonth;
    figures.company.quarter += companyQuarter;
    figures.member.month += memberMonth;
    figures.member.quarter += memberQuarter;
    if (row.currency !== budgetCurrency) figures.approximate = true;
  }
  return figures;
}
