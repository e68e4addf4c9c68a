// Pages of the catalogue as ids: plain pages in one order, and the ranked pages of a search read tier
// by tier (public-search-match.ts), so that a common word reads one page of hits instead of all.
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { fromCatalogue } from './public-products-repository';
import { inTier, tierOf, type Tier } from './public-search-match';
import { countUpTo } from './public-totals-repository';

/** The catalogue's default order, and the order within each tier of relevance (products_published_idx). */
export const newest = [sql`${products.publishedAt} desc nulls last`, desc(products.id)];

/** Ids of one page of the products `where` selects, in `order`. */
export async function pageIds(db: Database, where: SQL | undefined, order: SQL[], offset: number, limit: number): Promise<string[]> {
  const rows = (await fromCatalogue(db, { id: products.id })
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset)) as unknown as Array<{ id: string }>;
  return rows.map((row) => row.id);
}

/**
 * The newest published products, read first: a search that many products match fills its first pages
 * from these, and how many of them each tier holds tells how to read the rest of it.
 */
const RECENT_PRODUCTS = 2_000;
/** Ids of a tier kept from the newest products: enough for the first pages. */
const RECENT_IDS = 500;

interface RecentTier {
  /** Hits of the tier among the newest products. */
  hits: number;
  /** The first of them, newest first (at most RECENT_IDS). */
  ids: string[];
}

/**
 * Each tier's hits among the RECENT_PRODUCTS newest published products: one walk down
 * products_published_idx. The subquery takes the table's own name, so every condition written for
 * products applies to it unchanged.
 */
async function recentHitsByTier(db: Database, where: SQL | undefined, tiers: Tier[], wanted: number): Promise<Map<number, RecentTier>> {
  const recent = db
    .select()
    .from(products)
    .where(eq(products.status, 'published'))
    .orderBy(...newest)
    .limit(RECENT_PRODUCTS)
    .as('products');
  const hits = fromCatalogue(db, { id: products.id, publishedAt: products.publishedAt, tier: tierOf(tiers).as('tier') }, recent)
    .where(where)
    .as('hits');
  const rows = await db
    .select({
      tier: hits.tier,
      hits: count(),
      ids: sql<string[]>`(array_agg(${hits.id} order by ${hits.publishedAt} desc nulls last, ${hits.id} desc))[1:${Math.min(wanted, RECENT_IDS)}]`,
    })
    .from(hits)
    .groupBy(hits.tier);
  return new Map(rows.map((row) => [Number(row.tier), { hits: Number(row.hits), ids: row.ids }]));
}

/**
 * The catalogue's order in a form no index provides (a published product always has its date): for a
 * tier with few hits, PostgreSQL then reads them all through the tier's own index and sorts them,
 * rather than walking every product newest first for hits it expects too many of.
 */
const newestSorted = [sql`coalesce(${products.publishedAt}, '-infinity') desc`, desc(products.id)];

/**
 * Ids of one page of the ranked search, tier by tier, so that a common word reads one page of hits
 * instead of ranking them all. A tier's newest hits are its newest among the newest products whenever
 * those hold enough of them (the first pages of a common word). Otherwise the tier is read on its own:
 * walking products newest first when it is common among the newest products, else through its own
 * index and sorted. The next tier is read only while the page is not full, and a tier that ends
 * before the page starts is counted (no further than the offset) to skip it.
 */
export async function rankedPageIds(db: Database, filters: SQL, match: SQL, tiers: Tier[], offset: number, limit: number): Promise<string[]> {
  const recent = await recentHitsByTier(db, and(filters, match), tiers, offset + limit);
  // Where the search must be checked, only as a filter ("is true" is no index condition): each tier has an index of its own.
  const tierWhere = (index: number) => and(filters, tiers[index].matches ? undefined : sql`(${match}) is true`, inTier(tiers, index));
  const ids: string[] = [];
  let skip = offset;
  for (const index of tiers.keys()) {
    const need = limit - ids.length;
    const { hits, ids: seen } = recent.get(index) ?? { hits: 0, ids: [] };
    const order = hits * 100 >= RECENT_PRODUCTS ? newest : newestSorted;
    const found = seen.length >= skip + need ? seen.slice(skip, skip + need) : await pageIds(db, tierWhere(index), order, skip, need);
    ids.push(...found);
    if (ids.length === limit) break;
    if (found.length > 0) skip = 0;
    else if (skip > 0) skip -= await countUpTo(db, tierWhere(index), skip, order);
  }
  return ids;
}
