// The public catalogue's rows: published products of every active seller, readable without a token. The
// seller's own list (products.ts) is owner-scoped; this one is scoped to what buyers may see instead.
// Its search is in public-search-repository.ts, a product's page in public-product-page-repository.ts.
import { and, asc, eq, inArray, isNotNull, sql, type Subquery } from 'drizzle-orm';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { CatalogueProduct } from '../../../src/contract/public-catalog';
import type { PublicPerformance } from '../../../src/contract/performance';
import type { Database } from '../../db/client';
import { categories, inventory, productImages, products, storeSections, users } from '../../db/schema';
import { outer } from '../../lib/outer-column';
import { publicPerformanceOf } from '../performance/read';
import { mediaUrl } from './products';
import { publicVerificationOf } from './public-verification';

/** What a buyer may see: published and priced, from an active seller account. */
export const visible = and(eq(products.status, 'published'), isNotNull(products.priceMinor), eq(users.status, 'active'), sql`'seller' = any(${users.roles})`);

/** The store's name once its basic info is saved, else the business name from onboarding, else the account name. */
export const supplierName = sql<string>`coalesce(nullif(trim(${storeSections.data}->>'store_name'), ''), nullif(trim(${users.businessDetails}->>'business_name'), ''), ${users.name})`;
export const supplierCountry = sql<string | null>`nullif(trim(${users.businessDetails}->>'country'), '')`;
/** Staff reviewed the seller's documents and set it verified (back office). */
export const supplierVerified = sql<boolean>`(${users.verificationStatus} = 'verified')`;

export const catalogueSelection = {
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
  supplierVerificationStatus: users.verificationStatus,
  supplierVerificationGrant: users.verificationGrant,
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

export type CatalogueRow = {
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
  supplierVerificationStatus: (typeof users.$inferSelect)['verificationStatus'];
  supplierVerificationGrant: (typeof users.$inferSelect)['verificationGrant'];
  supplierSince: Date;
  supplierYearEstablished: number | null;
  stockAvailable: number;
};

/**
 * Products with their seller, category and store name: the one join every public read starts from.
 * `source` may stand in for the products table under its name (recentHitsByTier).
 */
export function fromCatalogue(db: Database, columns: SelectedFields, source: typeof products | Subquery = products): PgSelect {
  return db
    .select(columns)
    .from(source)
    .innerJoin(users, eq(users.id, products.sellerId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(storeSections, and(eq(storeSections.userId, products.sellerId), eq(storeSections.section, 'basic-info'), isNotNull(storeSections.completedAt)))
    .$dynamic();
}

/** Lowest and highest unit price: tiers only ever lower the price below the base price. */
function priceRange(row: CatalogueRow): { min: number; max: number } {
  const base = row.priceMinor ?? 0;
  const prices = [base, ...row.priceTiers.map((tier) => tier.price_minor)];
  return { min: Math.min(...prices), max: Math.max(...prices) };
}

export function toCard(row: CatalogueRow, coverFileId: string | undefined, performance: PublicPerformance): CatalogueProduct {
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
    supplier: {
      id: row.supplierId,
      name: row.supplierName,
      country: row.supplierCountry,
      verified: Boolean(row.supplierVerified),
      verification: publicVerificationOf(row.supplierVerificationStatus, row.supplierVerificationGrant),
      performance,
    },
    available_below_moq: Number(row.stockAvailable) < row.moq ? Math.max(0, Number(row.stockAvailable)) : null,
  };
}

/**
 * The cards of these products, whatever their state now: `available` says whether the catalogue still
 * shows it (the buyer's lists keep products that were unpublished since).
 */
export async function catalogueCards(db: Database, ids: string[]): Promise<Map<string, { card: CatalogueProduct; available: boolean }>> {
  if (ids.length === 0) return new Map();
  const rows = (await fromCatalogue(db, { ...catalogueSelection, available: sql<boolean>`coalesce(${visible}, false)` }).where(
    inArray(products.id, ids),
  )) as unknown as Array<CatalogueRow & { available: boolean }>;
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
