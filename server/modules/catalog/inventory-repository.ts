// A seller's stock as the inventory list reads it: the rows with their product, the stock states as
// conditions, the list's sorts, filters and search, and a new product's empty stock row.
import { and, eq, gt, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import { stockStateOf, type InventoryItem, type StockState } from '../../../src/contract/operations';
import type { Database } from '../../db/client';
import { inventory, products } from '../../db/schema';
import { containsPattern } from '../../lib/like';
import type { ScopedResource } from '../../lib/scoped-crud';

const selection = {
  productId: inventory.productId,
  productName: products.name,
  sku: products.sku,
  onHand: inventory.onHand,
  reserved: inventory.reserved,
  lowStockThreshold: inventory.lowStockThreshold,
  updatedAt: inventory.updatedAt,
};
export type InventoryRow = {
  productId: string;
  productName: string;
  sku: string;
  onHand: number;
  reserved: number;
  lowStockThreshold: number;
  updatedAt: Date;
};

export function inventoryItemDto(row: InventoryRow): InventoryItem {
  return {
    product_id: row.productId,
    product_name: row.productName,
    sku: row.sku,
    on_hand: row.onHand,
    reserved: row.reserved,
    available: row.onHand - row.reserved,
    low_stock_threshold: row.lowStockThreshold,
    // Judged on what buyers can still order: stock held for pending orders is as good as gone.
    stock_state: stockStateOf(row.onHand - row.reserved, row.lowStockThreshold),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Units not held for pending orders; a product without a stock row has none. */
const availableUnits = sql<number>`coalesce(${inventory.onHand} - ${inventory.reserved}, 0)`;

/** The same rule as `stockStateOf` on the available units, as a WHERE condition. */
export const stockStateConditions: Record<StockState, SQL | undefined> = {
  out_of_stock: lte(availableUnits, 0),
  low_stock: and(gt(availableUnits, 0), lte(availableUnits, inventory.lowStockThreshold)),
  in_stock: gt(availableUnits, inventory.lowStockThreshold),
};

/**
 * Published products whose available units are more than none but fewer than their minimum order: the
 * seller home's "Stock below the minimum order" (server/modules/seller-analytics/queue.ts), item for item.
 * Out of stock is its own state; drafts are on sale to nobody.
 */
export const belowMoqCondition: SQL = sql`(${products.status} = 'published' and ${availableUnits} > 0 and ${availableUnits} < ${products.moq})`;

type InventoryResource = ScopedResource<InventoryRow, InventoryItem, never, never>;

/** How the seller's inventory list (server/lib/scoped-crud/) reads its rows: scoped to the seller's own stock. */
export const inventoryRows: Pick<InventoryResource, 'table' | 'idColumn' | 'ownerColumn' | 'ownerKey' | 'selection' | 'query' | 'toDto'> = {
  table: inventory,
  idColumn: inventory.productId,
  ownerColumn: inventory.sellerId,
  ownerKey: 'sellerId',
  selection,
  // A left join on the primary key (every stock row has its product): PostgreSQL drops it from the
  // page-id and count queries that do not need the product, so those read only the inventory index.
  query: (db, columns) => db.select(columns).from(inventory).leftJoin(products, eq(products.id, inventory.productId)).$dynamic(),
  toDto: inventoryItemDto,
};

/** The list's sorts, filters and search; the route declares the filters' query schema. */
export const inventoryListing: Pick<InventoryResource['list'], 'sortable' | 'tieBreaker' | 'filters' | 'search'> = {
  sortable: { updated_at: inventory.updatedAt, on_hand: inventory.onHand, name: products.name },
  tieBreaker: inventory.productId,
  filters: {
    stock_state: (value) => stockStateConditions[value as StockState],
    below_moq: (value) => (value === 'true' ? belowMoqCondition : undefined),
  },
  search: (q) => or(ilike(products.name, containsPattern(q)), ilike(products.sku, containsPattern(q))),
};

/** A new product's stock row, empty; written with the product, in its transaction. */
export async function createStockRow(db: Database, productId: string, sellerId: string): Promise<void> {
  await db.insert(inventory).values({ productId, sellerId });
}
