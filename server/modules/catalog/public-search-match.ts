// What a catalogue search matches and how its hits rank, as SQL conditions: no reads of its own. The
// search (public-search-repository.ts) filters by them, the ranked pages (public-ranking-repository.ts)
// read tier by tier.
import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema';
import { escapeLike } from '../../lib/like';

/** Words of a search as plain letters and digits, safe to write into a tsquery. */
function searchWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, 12);
}

/**
 * The search as one tsquery: the words as a person means them (stemmed English, quotes and "or" and
 * "-word" understood), or the same words with the last one as a prefix, so "therm" finds "thermos"
 * while typing. Only the last word: a common word as a prefix makes the index read every product it
 * starts a word of. A last word of one character ("PC-1", "size 5") is left to the first half: that
 * prefix would match nearly everything.
 */
function searchQuery(q: string): SQL {
  const words = searchWords(q);
  const web = sql`websearch_to_tsquery('english', ${q})`;
  const last = words.at(-1);
  if (!last || last.length < 2) return web;
  const typing = sql`to_tsquery('simple', ${`${last}:*`})`;
  const before = words.slice(0, -1);
  return sql`(${web} || ${before.length > 0 ? sql`(to_tsquery('english', ${before.join(' & ')}) && ${typing})` : typing})`;
}

/**
 * Full-text hits (name, SKU, specifications, description) and products in the categories the search
 * names. The category ids are constants here, so both halves can use an index (a BitmapOr of the GIN
 * index and the category index) instead of a scan of every product.
 */
export function searchCondition(q: string, categoryIds: readonly string[]): SQL {
  const textHit = sql`${products.searchVector} @@ ${searchQuery(q)}`;
  return categoryIds.length > 0 ? or(textHit, inArray(products.categoryId, [...categoryIds]))! : textHit;
}

export interface Tier {
  /** What puts a product in the tier. */
  hit: SQL;
  /** Whether every product it puts there matches the search, so the search need not be checked again. */
  matches: boolean;
}

/**
 * Relevance as tiers, best first: names that start with the search, other names the search matches,
 * SKUs and specifications it matches, products of a category it names, then every other hit (the
 * description, or words spread over several fields). Newest first within each. A product is in the
 * first tier whose condition it meets.
 */
export function relevanceTiers(q: string, categoryIds: readonly string[]): Tier[] {
  const query = searchQuery(q);
  // The name's and the SKU's words are in search_vector too: a hit there is a hit of the whole search,
  // unless an excluded word ("-word") is elsewhere in the product.
  const excludes = /(^|\s)-/.test(q);
  const tiers: Tier[] = [
    // lower() of the typed text in SQL, as of the name: the same folding on both sides.
    { hit: sql`lower(${products.name}) like lower(${escapeLike(q)}) || '%'`, matches: false },
    { hit: sql`${products.nameVector} @@ ${query}`, matches: !excludes },
    { hit: sql`${products.detailVector} @@ ${query}`, matches: !excludes },
  ];
  if (categoryIds.length > 0) tiers.push({ hit: inArray(products.categoryId, [...categoryIds]), matches: true });
  // Every other hit is a full-text one: the rest are category hits, read before.
  return [...tiers, { hit: sql`${products.searchVector} @@ ${query}`, matches: true }];
}

/** The products of one tier alone: its condition and none of an earlier one's (IS NOT TRUE: no category is no match). */
export function inTier(tiers: Tier[], index: number): SQL {
  return and(tiers[index].hit, ...tiers.slice(0, index).map((earlier) => sql`(${earlier.hit}) is not true`))!;
}

/** The tier a product is in, as its number. */
export function tierOf(tiers: Tier[]): SQL<number> {
  return sql<number>`(case ${sql.join(
    tiers.map((tier, index) => sql`when ${tier.hit} then ${sql.raw(String(index))}`),
    sql` `,
  )} end)`;
}
