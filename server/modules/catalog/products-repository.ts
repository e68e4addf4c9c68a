// A seller's products as its list and record read them: the row (with category and stock, images read per
// page), the list's sorts, filters and search, and several of them by id for the bulk actions.
import { and, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { CURRENCIES, CURRENCY_CODES, type ModerationStatus, type Product, type ProductFields } from '../../../src/contract/catalog';
import type { StockState } from '../../../src/contract/operations';
import type { Database } from '../../db/client';
import { categories, inventory, products } from '../../db/schema';
import { containsPattern } from '../../lib/like';
import type { ScopedResource } from '../../lib/scoped-crud';
import { stockStateConditions } from './inventory-repository';
import { attachImages } from './product-images-repository';

export const productSelection = {
  id: products.id,
  name: products.name,
  sku: products.sku,
  categoryId: products.categoryId,
  categoryPath: categories.path,
  description: products.description,
  unit: products.unit,
  currency: products.currency,
  priceMinor: products.priceMinor,
  moq: products.moq,
  priceTiers: products.priceTiers,
  leadTimeDays: products.leadTimeDays,
  specifications: products.specifications,
  status: products.status,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
  publishedAt: products.publishedAt,
  moderationStatus: products.moderationStatus,
  moderationNote: products.moderationNote,
  onHand: inventory.onHand,
  reserved: inventory.reserved,
  lowStockThreshold: inventory.lowStockThreshold,
};

export interface ProductRow {
  [key: string]: unknown;
  id: string;
  name: string;
  sku: string;
  categoryId: string | null;
  categoryPath: string | null;
  description: string;
  unit: string | null;
  currency: string;
  priceMinor: number | null;
  moq: number;
  priceTiers: Array<{ min_quantity: number; price_minor: number }>;
  leadTimeDays: number | null;
  specifications: Array<{ key: string; value: string }>;
  status: 'draft' | 'published';
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  moderationStatus?: ModerationStatus;
  moderationNote?: string | null;
  onHand: number | null;
  reserved: number | null;
  lowStockThreshold: number | null;
  images: Array<{ id: string; file_id: string; position: number }>;
}

type ProductResource = ScopedResource<ProductRow, Product, ProductFields, Partial<ProductFields>>;

/** How the seller's product list (server/lib/scoped-crud/) reads its rows: scoped to the seller's own products, images read per page. */
export const productRows: Pick<ProductResource, 'table' | 'idColumn' | 'ownerColumn' | 'ownerKey' | 'selection' | 'query' | 'hydrate'> = {
  table: products,
  idColumn: products.id,
  ownerColumn: products.sellerId,
  ownerKey: 'sellerId',
  selection: productSelection,
  query: (db, columns) =>
    db
      .select(columns)
      .from(products)
      .leftJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(inventory, eq(inventory.productId, products.id))
      .$dynamic(),
  hydrate: attachImages,
};

/** The list's sorts; its filters and search are below. */
export const productListing: Pick<ProductResource['list'], 'sortable' | 'tieBreaker'> = {
  sortable: {
    created_at: products.createdAt,
    updated_at: products.updatedAt,
    name: products.name,
    price_minor: products.priceMinor,
    stock: inventory.onHand,
  },
  tieBreaker: products.id,
};

/** Currencies grouped by their number of minor-unit digits, for price filters in major units. */
const currenciesByDigits = [...new Set(Object.values(CURRENCIES))].map((digits) => ({
  factor: 10 ** digits,
  codes: CURRENCY_CODES.filter((code) => CURRENCIES[code] === digits),
}));

export function priceBound(major: number, bound: 'gte' | 'lte'): SQL | undefined {
  return or(
    ...currenciesByDigits.map(({ factor, codes }) =>
      // A bound between two minor units (12.345 dollars) rounds inwards, to the prices people can pay.
      and(
        inArray(products.currency, codes),
        bound === 'gte' ? gte(products.priceMinor, Math.ceil(major * factor - 1e-9)) : lte(products.priceMinor, Math.floor(major * factor + 1e-9)),
      ),
    ),
  );
}

/** The product list's filters as conditions, shared by the list and the CSV export; the route declares their query schema. */
export const productFilterConditions = {
  status: (value: string) => eq(products.status, value as ProductRow['status']),
  // A category and everything under it.
  category_id: (value: string) => sql`${products.categoryId} in (select id from ${categories} where id = ${value} or parent_id = ${value})`,
  // In major units of each product's own currency: 12.5 is 1250 cents but 13 yen.
  price_gte: (value: string) => priceBound(Number(value), 'gte'),
  price_lte: (value: string) => priceBound(Number(value), 'lte'),
  stock_state: (value: string) => stockStateConditions[value as StockState],
} satisfies Record<string, (value: string) => SQL | undefined>;

/** The list's search: the name or the SKU. */
export const productSearch = (q: string) => or(ilike(products.name, containsPattern(q)), ilike(products.sku, containsPattern(q)));

/** Loads several of the seller's products by id (bulk actions); ids of others are simply absent. */
export async function ownedProducts(db: Database, sellerId: string, ids: string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = (await productRows
    .query(db, productSelection)
    .where(and(eq(products.sellerId, sellerId), inArray(products.id, ids)))) as unknown as ProductRow[];
  await attachImages(db, rows);
  return rows;
}
