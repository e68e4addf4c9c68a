// The public catalogue: published products of every active seller, readable without a token. The
// seller's own list (products.ts) is owner-scoped; this one is scoped to what buyers may see instead.
import { and, asc, count, desc, eq, inArray, isNotNull, or, sql, type SQL, type Subquery } from 'drizzle-orm';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CURRENCIES } from '../../../src/contract/catalog';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import {
  catalogueProductDetailsSchema,
  catalogueProductSchema,
  catalogueQuerySchema,
  publicCatalogMessages,
  type CatalogueProduct,
  type CatalogueProductDetails,
  type CatalogueQuery,
} from '../../../src/contract/public-catalog';
import { rowsOf, type Database } from '../../db/client';
import { categories, inventory, productImages, products, storeSections, users } from '../../db/schema';
import { outer } from '../../lib/outer-column';
import { okList, ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { idParamsSchema } from '../../lib/scoped-crud';
import { mediaUrl, priceBound, productListFilters } from './products';
import { publicPerformanceOf, ratingAtLeast } from '../performance/read';
import type { PublicPerformance } from '../../../src/contract/performance';
import { TotalsCache } from '../../lib/totals-cache';
import { escapeLike } from '../../lib/like';

/** What a buyer may see: published and priced, from an active seller account. */
export const visible = and(eq(products.status, 'published'), isNotNull(products.priceMinor), eq(users.status, 'active'), sql`'seller' = any(${users.roles})`);

/** The store's name once its basic info is saved, else the business name from onboarding, else the account name. */
export const supplierName = sql<string>`coalesce(nullif(trim(${storeSections.data}->>'store_name'), ''), nullif(trim(${users.businessDetails}->>'business_name'), ''), ${users.name})`;
export const supplierCountry = sql<string | null>`nullif(trim(${users.businessDetails}->>'country'), '')`;
/** The same three gates as the seller portal's onboarding: email, mobile number, business details. */
/** Staff reviewed the seller's documents and set it verified (back office). */
export const supplierVerified = sql<boolean>`(${users.verificationStatus} = 'verified')`;

const selection = {
  id: products.id,
  name: products.name,
  description: products.description,
  categoryId: products.categoryId,
  categoryPath: categories.path,
  unit: products.unit,
  currency: products.currency,
  priceMinor: products.priceMinor,
  priceTiers: products.priceTiers,
  moq: products.moq,
  leadTimeDays: products.leadTimeDays,
  specifications: products.specifications,
  publishedAt: products.publishedAt,
  supplierId: users.id,
  supplierName,
  supplierCountry,
  supplierVerified,
  supplierSince: users.createdAt,
  supplierYearEstablished: sql<
    number | null
  >`case when ${storeSections.data}->>'year_established' ~ '^[0-9]{4}$' then (${storeSections.data}->>'year_established')::int end`,
  // On hand minus what pending orders hold, as the cart and checkout judge it; no stock row is none.
  stockAvailable:
    sql<number>`coalesce((select ${inventory.onHand} - ${inventory.reserved} from ${inventory} where ${inventory.productId} = ${outer(products.id)}), 0)`.mapWith(
      Number,
    ),
};

type Row = {
  id: string;
  name: string;
  description: string;
  categoryId: string | null;
  categoryPath: string | null;
  unit: string | null;
  currency: string;
  priceMinor: number | null;
  priceTiers: Array<{ min_quantity: number; price_minor: number }>;
  moq: number;
  leadTimeDays: number | null;
  specifications: Array<{ key: string; value: string }>;
  publishedAt: Date | null;
  supplierId: string;
  supplierName: string;
  supplierCountry: string | null;
  supplierVerified: boolean;
  supplierSince: Date;
  supplierYearEstablished: number | null;
  stockAvailable: number;
};

/**
 * Products with their seller, category and store name: the one join every public read starts from.
 * `source` may stand in for the products table under its name (recentHitsByTier).
 */
function fromCatalogue(db: Database, columns: SelectedFields, source: typeof products | Subquery = products): PgSelect {
  return db
    .select(columns)
    .from(source)
    .innerJoin(users, eq(users.id, products.sellerId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(storeSections, and(eq(storeSections.userId, products.sellerId), eq(storeSections.section, 'basic-info'), isNotNull(storeSections.completedAt)))
    .$dynamic();
}

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

/** Categories whose path contains the search ("kitchen" finds "Home & Garden / Kitchenware"): a small table, read first. */
async function categoriesNamed(db: Database, q: string): Promise<string[]> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(sql`${categories.path} ilike ${`%${escapeLike(q)}%`}`);
  return rows.map((row) => row.id);
}

/**
 * Full-text hits (name, SKU, specifications, description) and products in the categories the search
 * names. The category ids are constants here, so both halves can use an index (a BitmapOr of the GIN
 * index and the category index) instead of a scan of every product.
 */
function searchCondition(q: string, categoryIds: readonly string[]): SQL {
  const textHit = sql`${products.searchVector} @@ ${searchQuery(q)}`;
  return categoryIds.length > 0 ? or(textHit, inArray(products.categoryId, [...categoryIds]))! : textHit;
}

interface Tier {
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
function relevanceTiers(q: string, categoryIds: readonly string[]): Tier[] {
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
function inTier(tiers: Tier[], index: number): SQL {
  return and(tiers[index].hit, ...tiers.slice(0, index).map((earlier) => sql`(${earlier.hit}) is not true`))!;
}

/** The tier a product is in, as its number. */
function tierOf(tiers: Tier[]): SQL<number> {
  return sql<number>`(case ${sql.join(
    tiers.map((tier, index) => sql`when ${tier.hit} then ${sql.raw(String(index))}`),
    sql` `,
  )} end)`;
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

/** The catalogue's default order, and the order within each tier of relevance (products_published_idx). */
const newest = [sql`${products.publishedAt} desc nulls last`, desc(products.id)];

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

/** Lowest and highest unit price: tiers only ever lower the price below the base price. */
function priceRange(row: Row): { min: number; max: number } {
  const base = row.priceMinor ?? 0;
  const prices = [base, ...row.priceTiers.map((tier) => tier.price_minor)];
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

function toCard(row: Row, coverFileId: string | undefined, performance: PublicPerformance): CatalogueProduct {
  const range = priceRange(row);
  return {
    id: row.id,
    name: row.name,
    cover_image_url: coverFileId ? mediaUrl(coverFileId) : null,
    currency: row.currency,
    price_min_minor: range.min,
    price_max_minor: range.max,
    unit: row.unit,
    moq: row.moq,
    lead_time_days: row.leadTimeDays,
    category_id: row.categoryId,
    category_path: row.categoryPath,
    supplier: { id: row.supplierId, name: row.supplierName, country: row.supplierCountry, verified: Boolean(row.supplierVerified), performance },
    available_below_moq: Number(row.stockAvailable) < row.moq ? Math.max(0, Number(row.stockAvailable)) : null,
  };
}

/**
 * How many products match, counting no further than `limit`: reading stops there. With `order`, they are
 * read as a page in that order would be, so PostgreSQL chooses the same way to read them.
 */
async function countUpTo(db: Database, where: SQL | undefined, limit: number, order: SQL[] = []): Promise<number> {
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

async function totalFor(db: Database, query: CatalogueQuery, where: SQL | undefined): Promise<number> {
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

/**
 * The cards of these products, whatever their state now: `available` says whether the catalogue still
 * shows it (the buyer's lists keep products that were unpublished since).
 */
export async function catalogueCards(db: Database, ids: string[]): Promise<Map<string, { card: CatalogueProduct; available: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = (await fromCatalogue(db, { ...selection, available: sql<boolean>`coalesce(${visible}, false)` }).where(
    inArray(products.id, ids),
  )) as unknown as Array<Row & { available: boolean }>;
  const [covers, performance] = await Promise.all([
    db
      .selectDistinctOn([productImages.productId], { productId: productImages.productId, fileId: productImages.fileId })
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(productImages.productId, asc(productImages.position)),
    publicPerformanceOf(
      db,
      rows.map((row) => row.supplierId),
    ),
  ]);
  const coverOf = new Map(covers.map((cover) => [cover.productId, cover.fileId]));
  return new Map(
    rows.map((row) => [row.id, { card: toCard(row, coverOf.get(row.id), performance.get(row.supplierId) ?? null), available: Boolean(row.available) }]),
  );
}

/** True when the catalogue shows this product (published, priced, from an active seller). */
export async function isInCatalogue(db: Database, id: string): Promise<boolean> {
  const rows = (await fromCatalogue(db, { id: products.id })
    .where(and(eq(products.id, id), visible))
    .limit(1)) as unknown as Array<{ id: string }>;
  return rows.length > 0;
}

/** Ids of one page of the products `where` selects, in `order`. */
async function pageIds(db: Database, where: SQL | undefined, order: SQL[], offset: number, limit: number): Promise<string[]> {
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
async function rankedPageIds(db: Database, filters: SQL, match: SQL, tiers: Tier[], offset: number, limit: number): Promise<string[]> {
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

/** One page of the catalogue and its total. */
export async function listCatalogue(db: Database, query: CatalogueQuery): Promise<{ items: CatalogueProduct[]; total: number }> {
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
  const total = short ? offset + ids.length : Math.max(ids.length > 0 ? offset + ids.length : 0, await totalFor(db, query, where));
  return { items, total };
}

/** One published product with everything its page shows; a draft, another state or an unknown id is 404. */
export async function catalogueProduct(db: Database, id: string): Promise<CatalogueProductDetails> {
  const [row] = (await fromCatalogue(db, selection)
    .where(and(eq(products.id, id), visible))
    .limit(1)) as unknown as Row[];
  if (!row) throw notFound(publicCatalogMessages.productNotFound);
  const [images, performance] = await Promise.all([
    db
      .select({ id: productImages.id, fileId: productImages.fileId })
      .from(productImages)
      .where(eq(productImages.productId, row.id))
      .orderBy(asc(productImages.position)),
    publicPerformanceOf(db, [row.supplierId]),
  ]);
  const card = toCard(row, images[0]?.fileId, performance.get(row.supplierId) ?? null);
  return {
    ...card,
    description: row.description,
    price_minor: row.priceMinor ?? 0,
    price_tiers: row.priceTiers,
    specifications: row.specifications,
    images: images.map((image) => ({ id: image.id, url: mediaUrl(image.fileId) })),
    published_at: row.publishedAt ? row.publishedAt.toISOString() : null,
    supplier: {
      ...card.supplier,
      member_since: row.supplierSince.toISOString(),
      year_established: row.supplierYearEstablished === null ? null : Number(row.supplierYearEstablished),
    },
  };
}

export function registerPublicProducts(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalogue'];

  app.get(
    '/v1/public/products',
    {
      schema: {
        tags,
        summary: 'Published products of every active seller (public)',
        description:
          'Search with `q`: full text over name, SKU, specifications and description (English stemming, `"quoted phrases"`, `or`, `-word`, and the last word as a prefix) plus products whose category path contains it; ranked: names starting with it, other name hits, SKU and specification hits, category hits, the rest, newest first within each. `total` is exact up to 5,000, above that PostgreSQL’s estimate. Filter by `category_id` (and its sub-categories), `price_gte` / `price_lte` (major units of each product’s currency, on the base price), `moq_lte`, `supplier_id`, `supplier_country`, `verified=true` and `min_rating` (1–5: suppliers whose rating of the last 90 days, as the cards show it, is at least that; suppliers without enough reviews are left out); sort `relevance` (default with `q`), `newest` (default without), `price_asc`, `price_desc` or `name`.',
        querystring: catalogueQuerySchema,
        response: { 200: listEnvelopeOf(catalogueProductSchema) },
      },
    },
    async (request) => {
      const query = request.query;
      const { items, total } = await listCatalogue(app.db, query);
      return okList(items, query.page, query.limit, total);
    },
  );

  app.get(
    '/v1/public/products/:id',
    {
      schema: {
        tags,
        summary: 'One published product with its images, price tiers, specifications and supplier (public)',
        params: idParamsSchema,
        response: { 200: envelopeOf(catalogueProductDetailsSchema) },
      },
    },
    async (request) => ok(await catalogueProduct(app.db, request.params.id)),
  );
}
