// The buyer's spend report: accepted orders between two UTC days, by month, by supplier and by
// category, per currency, in four aggregate reads.
import { sql } from 'drizzle-orm';
import { SPEND_STATUSES, type SpendReport } from '../../../src/contract/buyer';
import { rowsOf, type Database } from '../../db/client';
import { ownedOrShared, sharedCompanyOf, type BuyerScope } from '../company/access';
import { SUPPLIER_NAME_SQL } from './summary-repository';

/** Suppliers and categories beyond these are too small to read on a chart. */
const TOP_ROWS = 12;

type Num = string | number;

/** The spend of the scope's buyer, or of its whole company when the member's role reads spend (spend.read). */
export async function spendReport(db: Database, scope: BuyerScope, from: string, to: string): Promise<SpendReport> {
  const statuses = sql.join(
    SPEND_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  // Days are UTC days; `to` is included whole.
  const whose = ownedOrShared(scope, 'spend.read', sql.raw('o.buyer_id'), sql.raw('o.company_id'));
  const inRange = sql`${whose} and o.status in (${statuses}) and o.created_at >= ${from}::date and o.created_at < (${to}::date + 1)`;
  const [months, suppliers, categories, totals] = await Promise.all([
    db.execute(sql`
      select to_char(date_trunc('month', o.created_at at time zone 'UTC'), 'YYYY-MM') as month, o.currency,
             sum(o.total_minor)::bigint as total_minor, count(*)::int as orders
      from orders o where ${inRange}
      group by 1, 2 order by 1, 2`),
    db.execute(sql`
      select o.seller_id as supplier_id, ${SUPPLIER_NAME_SQL} as supplier, o.currency,
             sum(o.total_minor)::bigint as total_minor, count(*)::int as orders
      from orders o
      join users s on s.id = o.seller_id
      left join store_sections ss on ss.user_id = s.id and ss.section = 'basic-info'
      where ${inRange}
      group by 1, 2, 3 order by 4 desc, 2 limit ${TOP_ROWS}`),
    db.execute(sql`
      select c.id as category_id, c.path as category, o.currency, sum(l.line_total_minor)::bigint as total_minor
      from orders o
      join order_lines l on l.order_id = o.id
      join products p on p.id = l.product_id
      left join categories c on c.id = p.category_id
      where ${inRange}
      group by 1, 2, 3 order by 4 desc, 2 nulls last limit ${TOP_ROWS}`),
    db.execute(sql`
      select o.currency, sum(o.total_minor)::bigint as total_minor, count(*)::int as orders
      from orders o where ${inRange}
      group by 1 order by 2 desc`),
  ]);
  return {
    from,
    to,
    scope: sharedCompanyOf(scope, 'spend.read') ? 'company' : 'own',
    by_month: rowsOf<{ month: string; currency: string; total_minor: Num; orders: Num }>(months).map((row) => ({
      month: row.month,
      currency: row.currency,
      total_minor: Number(row.total_minor),
      orders: Number(row.orders),
    })),
    by_supplier: rowsOf<{ supplier_id: string; supplier: string; currency: string; total_minor: Num; orders: Num }>(suppliers).map((row) => ({
      supplier_id: row.supplier_id,
      supplier: row.supplier,
      currency: row.currency,
      total_minor: Number(row.total_minor),
      orders: Number(row.orders),
    })),
    by_category: rowsOf<{ category_id: string | null; category: string | null; currency: string; total_minor: Num }>(categories).map((row) => ({
      category_id: row.category_id,
      category: row.category,
      currency: row.currency,
      total_minor: Number(row.total_minor),
    })),
    totals: rowsOf<{ currency: string; total_minor: Num; orders: Num }>(totals).map((row) => ({
      currency: row.currency,
      total_minor: Number(row.total_minor),
      orders: Number(row.orders),
    })),
  };
}
