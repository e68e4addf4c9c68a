// How many products a catalogue query matches: counted while that is cheap, else PostgreSQL's estimate.
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { CatalogueQuery } from '../../../src/contract/public-catalog';
import { rowsOf, type Database } from '../../db/client';
import { products } from '../../db/schema';
import { TotalsCache } from '../../lib/totals-cache';
import { fromCatalogue } from './public-products-repository';

/**
 * How many products match, counting no further than `limit`: reading stops there. With `order`, they are
 * read as a page in that order would be, so PostgreSQL chooses the same way to read them.
 */
export async function countUpTo(db: Database, where: SQL | undefined, limit: number, order: SQL[] = []): Promise<number> {
  const matches = fromCatalogue(db, { one: sql`1`.as('one') })
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .as('matches');
  const [{ total }] = await db.select({ total: count() }).from(matches);
  return Number(total);
}

/** PostgreSQL's estimate of how many rows a query returns (its plan's row count), without running it. */
export async function estimatedRows(db: Database, query: PgSelect): Promise<number> {
  const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(await db.execute(sql`explain (format json) ${query}`));
  const plan = typeof row['QUERY PLAN'] === 'string' ? JSON.parse(row['QUERY PLAN']) : row['QUERY PLAN'];
  return Math.round(Number((plan as Array<{ Plan: { 'Plan Rows': number } }>)[0].Plan['Plan Rows']) || 0);
}

/**
 * Totals are counted while PostgreSQL expects at most this many products. Counting a common word means
 * reading every hit (100,000 of a million products for "cable"), so a larger total is PostgreSQL's
 * estimate from its statistics instead: near enough for a results line and the number of pages.
 */
export const COUNTED_TOTAL_LIMIT = 5_000;

/**
 * Totals of catalogue queries, kept a few seconds per process: a product appearing a few seconds late
 * in the total harms no one.
 */
const COUNT_TTL_MS = 10_000;
const countCache = new TotalsCache(COUNT_TTL_MS);

/** The total of the products `where` selects for `query`: counted up to COUNTED_TOTAL_LIMIT, else estimated. */
export async function catalogueTotal(db: Database, query: CatalogueQuery, where: SQL | undefined): Promise<number> {
  const key = JSON.stringify([
    query.q ?? '',
    query.category_id ?? '',
    query.price_gte ?? '',
    query.price_lte ?? '',
    query.moq_lte ?? '',
    query.supplier_country ?? '',
    query.verified ?? false,
    query.supplier_id ?? '',
    query.min_rating ?? '',
  ]);
  const cached = countCache.get(db, key);
  if (cached !== undefined) return cached;
  const expected = await estimatedRows(db, fromCatalogue(db, { id: products.id }).where(where));
  let total = expected;
  if (expected <= COUNTED_TOTAL_LIMIT) {
    // An estimate can be far too low (correlated words, tables without statistics): counting stops at the limit.
    const counted = await countUpTo(db, where, COUNTED_TOTAL_LIMIT + 1);
    total = counted <= COUNTED_TOTAL_LIMIT ? counted : Math.max(expected, counted);
  }
  countCache.set(db, key, total);
  return total;
}
