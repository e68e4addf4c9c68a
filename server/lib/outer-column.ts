import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A column of the outer query, named with its table, for correlated sub-selects in a selection. In the
 * fields of a single-table select Drizzle writes columns unqualified ("id"), which a sub-select would
 * resolve against its own table: `(select count(*) from order_lines where order_id = "id")` counts
 * lines whose id equals their order id, that is none.
 */
export function outer(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
