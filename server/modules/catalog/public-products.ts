// The public catalogue: published products of every active seller, readable without a token. The
// seller's own list (products.ts) is owner-scoped; this one is scoped to what buyers may see instead.
import { and, asc, count, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
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
import type { Database } from '../../db/client';
import { categories, inventory, productImages, products, storeSections, users } from '../../db/schema';
import { outer } from '../../lib/outer-column';
import { okList, ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { idParamsSchema } from '../../lib/scoped-crud';
import { mediaUrl, priceBound, productListFilters } from './products';

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
  supplierYearEstablished: sql<number | null>`case when ${storeSections.data}->>'year_established' ~ '^[0-9]{4}$' then (${storeSections.data}->>'year_established')::int end`,
  // On hand minus what pending orders hold, as the cart and checkout judge it; no stock row is none.
  stockAvailable: sql<number>`coalesce((select ${inventory.onHand} - ${inventory.reserved} from ${inventory} where ${inventory.productId} = ${outer(products.id)}), 0)`.mapWith(Number),
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

/** Products with their seller, category and store name: the one join every public read starts from. */
function fromCatalogue(db: Database, columns: SelectedFields): PgSelect {
  return db
    .select(columns)
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(storeSections, and(eq(storeSections.userId, products.sellerId), eq(storeSections.section, 'basic-info'), isNotNull(storeSections.completedAt)))
    .$dynamic();
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Words of a search as plain letters and digits, safe to write into a tsquery. */
function searchWords(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, 12);
}

/**
 * The search as one tsquery: the words as a person means them (stemmed English, quotes and "or" and
 * "-word" understood), or every word as a prefix, so "therm" finds "thermos" while typing. A search
 * with a one-character word ("PC-1", "size 5") is left to the first half: that prefix would match
 * nearly everything, and dropping the word would widen the search instead of narrowing it.
 */
function searchQuery(q: string): SQL {
  const words = searchWords(q);
  const web = sql`websearch_to_tsquery('english', ${q})`;
  if (words.length === 0 || words.some((word) => word.length < 2)) return web;
  return sql`(${web} || to_tsquery('simple', ${words.map((word) => `${word}:*`).join(' & ')}))`;
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
function searchCondition(q: string, categoryIds: readonly string[]): SQL | undefined {
  const textHit = sql`${products.searchVector} @@ ${searchQuery(q)}`;
  return categoryIds.length > 0 ? or(textHit, inArray(products.categoryId, [...categoryIds])) : textHit;
}

/**
 * Best match first: a name that starts with the search, then any name hit (weight A only), then the
 * rank over every field (ts_rank_cd, name weighted highest); a category-only match ranks 0 and comes
 * last. Newest first among equals.
 */
function relevanceOrder(q: string): SQL[] {
  const query = searchQuery(q);
  return [
    sql`(${products.name} ilike ${`${escapeLike(q)}%`}) desc`,
    sql`(ts_rank_cd('{0,0,0,1}', ${products.searchVector}, ${query}) > 0) desc`,
    sql`ts_rank_cd('{0.1,0.2,0.4,1}', ${products.searchVector}, ${query}) desc`,
  ];
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

function orderFor(query: CatalogueQuery): SQL[] {
  const newest = [sql`${products.publishedAt} desc nulls last`, desc(products.id)];
  switch (query.sort ?? (query.q ? 'relevance' : 'newest')) {
    case 'relevance':
      return query.q ? [...relevanceOrder(query.q), ...newest] : newest;
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

function conditionsFor(query: CatalogueQuery, searchedCategoryIds: readonly string[]): SQL | undefined {
  const conditions: Array<SQL | undefined> = [visible];
  if (query.q) conditions.push(searchCondition(query.q, searchedCategoryIds));
  // A category and the ones under it, exactly as in the seller's own list.
  if (query.category_id) conditions.push(productListFilters.conditions.category_id(query.category_id));
  if (query.price_gte !== undefined) conditions.push(priceBound(query.price_gte, 'gte'));
  if (query.price_lte !== undefined) conditions.push(priceBound(query.price_lte, 'lte'));
  if (query.moq_lte !== undefined) conditions.push(sql`${products.moq} <= ${query.moq_lte}`);
  if (query.supplier_id) conditions.push(eq(products.sellerId, query.supplier_id));
  if (query.supplier_country) conditions.push(sql`${supplierCountry} = ${query.supplier_country}`);
  if (query.verified) conditions.push(supplierVerified);
  return and(...conditions);
}

/** Lowest and highest unit price: tiers only ever lower the price below the base price. */
function priceRange(row: Row): { min: number; max: number } {
  const base = row.priceMinor ?? 0;
  const prices = [base, ...row.priceTiers.map((tier) => tier.price_minor)];
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

function toCard(row: Row, coverFileId: string | undefined): CatalogueProduct {
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
    supplier: { id: row.supplierId, name: row.supplierName, country: row.supplierCountry, verified: Boolean(row.supplierVerified) },
    available_below_moq: Number(row.stockAvailable) < row.moq ? Math.max(0, Number(row.stockAvailable)) : null,
  };
}

/**
 * Totals of catalogue queries, kept a few seconds per process: a count over every published product is
 * the dearest part of a page, and a product appearing a few seconds late in the total harms no one.
 */
const COUNT_TTL_MS = 10_000;
const countCache = new Map<string, { total: number; expires: number }>();

async function totalFor(db: Database, query: CatalogueQuery, where: SQL | undefined): Promise<number> {
  const key = JSON.stringify([query.q ?? '', query.category_id ?? '', query.price_gte ?? '', query.price_lte ?? '', query.moq_lte ?? '', query.supplier_country ?? '', query.verified ?? false, query.supplier_id ?? '']);
  const cached = countCache.get(key);
  if (cached && cached.expires > Date.now()) return cached.total;
  const [{ total }] = (await fromCatalogue(db, { total: count() }).where(where)) as unknown as Array<{ total: number }>;
  if (countCache.size > 10_000) countCache.clear();
  countCache.set(key, { total: Number(total), expires: Date.now() + COUNT_TTL_MS });
  return Number(total);
}

/**
 * The cards of these products, whatever their state now: `available` says whether the catalogue still
 * shows it (the buyer's lists keep products that were unpublished since).
 */
export async function catalogueCards(db: Database, ids: string[]): Promise<Map<string, { card: CatalogueProduct; available: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = (await fromCatalogue(db, { ...selection, available: sql<boolean>`coalesce(${visible}, false)` }).where(inArray(products.id, ids))) as unknown as Array<Row & { available: boolean }>;
  const covers = await db
    .selectDistinctOn([productImages.productId], { productId: productImages.productId, fileId: productImages.fileId })
    .from(productImages)
    .where(inArray(productImages.productId, ids))
    .orderBy(productImages.productId, asc(productImages.position));
  const coverOf = new Map(covers.map((cover) => [cover.productId, cover.fileId]));
  return new Map(rows.map((row) => [row.id, { card: toCard(row, coverOf.get(row.id)), available: Boolean(row.available) }]));
}

/** True when the catalogue shows this product (published, priced, from an active seller). */
export async function isInCatalogue(db: Database, id: string): Promise<boolean> {
  const rows = (await fromCatalogue(db, { id: products.id })
    .where(and(eq(products.id, id), visible))
    .limit(1)) as unknown as Array<{ id: string }>;
  return rows.length > 0;
}

/** One page of the catalogue and its total. */
export async function listCatalogue(db: Database, query: CatalogueQuery): Promise<{ items: CatalogueProduct[]; total: number }> {
  const where = conditionsFor(query, query.q ? await categoriesNamed(db, query.q) : []);
  const offset = (query.page - 1) * query.limit;
  // Deferred join: the page's ids first (the filters and sort only), then the full rows for those ids.
  const page = (await fromCatalogue(db, { id: products.id })
    .where(where)
    .orderBy(...orderFor(query))
    .limit(query.limit)
    .offset(offset)) as unknown as Array<{ id: string }>;
  const ids = page.map((row) => row.id);
  const cards = await catalogueCards(db, ids);
  const items = ids.flatMap((id) => {
    const card = cards.get(id);
    return card ? [card.card] : [];
  });
  // A short page holds the rest of the list: no count needed.
  const total = page.length < query.limit && (page.length > 0 || offset === 0) ? offset + page.length : await totalFor(db, query, where);
  return { items, total };
}

/** One published product with everything its page shows; a draft, another state or an unknown id is 404. */
export async function catalogueProduct(db: Database, id: string): Promise<CatalogueProductDetails> {
  const [row] = (await fromCatalogue(db, selection)
    .where(and(eq(products.id, id), visible))
    .limit(1)) as unknown as Row[];
  if (!row) throw notFound(publicCatalogMessages.productNotFound);
  const images = await db
    .select({ id: productImages.id, fileId: productImages.fileId })
    .from(productImages)
    .where(eq(productImages.productId, row.id))
    .orderBy(asc(productImages.position));
  return {
    ...toCard(row, images[0]?.fileId),
    description: row.description,
    price_minor: row.priceMinor ?? 0,
    price_tiers: row.priceTiers,
    specifications: row.specifications,
    images: images.map((image) => ({ id: image.id, url: mediaUrl(image.fileId) })),
    published_at: row.publishedAt ? row.publishedAt.toISOString() : null,
    supplier: {
      ...toCard(row, undefined).supplier,
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
          'Search with `q`: full text over name, SKU, specifications and description (English stemming, `"quoted phrases"`, `or`, `-word`, and partial words as prefixes) plus products whose category path contains it; ranked name hits first. Filter by `category_id` (and its sub-categories), `price_gte` / `price_lte` (major units of each product’s currency, on the base price), `moq_lte`, `supplier_id`, `supplier_country` and `verified=true`; sort `relevance` (default with `q`), `newest` (default without), `price_asc`, `price_desc` or `name`.',
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
