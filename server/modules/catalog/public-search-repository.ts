// The public catalogue's search: one page of products for a query (text, filters, sort) and its total.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { CURRENCIES } from '../../../src/contract/catalog';
import type { CatalogueProduct, CatalogueQuery } from '../../../src/contract/public-catalog';
import type { Database } from '../../db/client';
import { categories, products } from '../../db/schema';
import { containsPattern } from '../../lib/like';
import { ratingAtLeast } from '../performance/read';
import { priceBound, productListFilters } from './products';
import { catalogueCards, supplierCountry, supplierVerified, visible } from './public-products-repository';
import { newest, pageIds, rankedPageIds } from './public-ranking-repository';
import { relevanceTiers, searchCondition } from './public-search-match';
import { catalogueTotal } from './public-totals-repository';

/** Categories whose path contains the search ("kitchen" finds "Home & Garden / Kitchenware"): a small table, read first. */
async function categoriesNamed(db: Database, q: string): Promise<string[]> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`${categories.path} ilike ${containsPattern(q)}`);
  return rows.map((row) => row.id);
}

/**
 * The base price in major units, so that price sorts agree with the price filter (12.5 dollars is
 * 1250 cents, 13 yen is 13). Currencies are not converted: there are no exchange rates.
 */
const minorPerMajor = Object.entries(CURRENCIES)
  .map(([code, digits]) => `when '${code}' then ${10 ** digits}`)
  .join(' ');
// Written into the SQL as constants (ISO codes and powers of ten), so the planner sees a plain expression.
const majorPrice = sql`(${products.priceMinor}::numeric / case ${products.currency} ${sql.raw(minorPerMajor)} else 100 end)`;

/** The order of an explicit sort; newest first without one (a search without one is read by tiers: relevanceTiers). */
function orderFor(query: CatalogueQuery): SQL[] {
  switch (query.sort) {
    case 'price_asc':
      return [asc(majorPrice), asc(products.id)];
    case 'price_desc':
      return [desc(majorPrice), desc(products.id)];
    case 'name':
      return [asc(products.name), asc(products.id)];
    default:
      return newest;
  }
}

/** Every condition of the query but the search. */
function filtersFor(query: CatalogueQuery): SQL {
  const conditions: Array<SQL | undefined> = [visible];
  // A category and the ones under it, exactly as in the seller's own list.
  if (query.category_id) conditions.push(productListFilters.conditions.category_id(query.category_id));
  if (query.price_gte !== undefined) conditions.push(priceBound(query.price_gte, 'gte'));
  if (query.price_lte !== undefined) conditions.push(priceBound(query.price_lte, 'lte'));
  if (query.moq_lte !== undefined) conditions.push(sql`${products.moq} <= ${query.moq_lte}`);
  if (query.supplier_id) conditions.push(eq(products.sellerId, query.supplier_id));
  if (query.supplier_country) conditions.push(sql`${supplierCountry} = ${query.supplier_country}`);
  if (query.verified) conditions.push(supplierVerified);
  if (query.min_rating !== undefined) conditions.push(ratingAtLeast(products.sellerId, query.min_rating));
  return and(...conditions)!;
}

/** One page of the catalogue and its total. */
export async function searchPublicProducts(db: Database, query: CatalogueQuery): Promise<{ items: CatalogueProduct[]; total: number }> {
  const categoryIds = query.q ? await categoriesNamed(db, query.q) : [];
  const filters = filtersFor(query);
  const match = query.q ? searchCondition(query.q, categoryIds) : undefined;
  const where = and(filters, match);
  const offset = (query.page - 1) * query.limit;
  // Deferred join: the page's ids first (the filters and sort only), then the full rows for those ids.
  const ids =
    query.q && match && (query.sort ?? 'relevance') === 'relevance'
      ? await rankedPageIds(db, filters, match, relevanceTiers(query.q, categoryIds), offset, query.limit)
      : await pageIds(db, where, orderFor(query), offset, query.limit);
  const cards = await catalogueCards(db, ids);
  const items = ids.flatMap((id) => {
    const card = cards.get(id);
    return card ? [card.card] : [];
  });
  // A short page holds the rest of the list: no count needed. An estimated total still covers this page.
  const short = ids.length < query.limit && (ids.length > 0 || offset === 0);
  const total = short ? offset + ids.length : Math.max(ids.length > 0 ? offset + ids.length : 0, await catalogueTotal(db, query, where));
  return { items, total };
}
