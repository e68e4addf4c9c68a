// A seller's products: the rows the product list reads (with category, stock and images), the filters,
// the checks every write passes, and the writes beyond the scoped CRUD: images, bulk status changes and
// deletes, the CSV export's rows and the CSV import (all rows in one transaction, or none).
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  CURRENCIES,
  CURRENCY_CODES,
  productMessages,
  publishProblems,
  specificationProblems,
  tierProblems,
  type ModerationStatus,
  type Product,
  type ProductFields,
  type ProductStatus,
} from '../../../src/contract/catalog';
import type { StockState } from '../../../src/contract/operations';
import type { Database } from '../../db/client';
import { categories, files, inventory, orderLines, productImages, products } from '../../db/schema';
import { AppError, conflict } from '../../lib/errors';
import { containsPattern } from '../../lib/like';
import type { ScopedResource } from '../../lib/scoped-crud';
import { createStockRow, stockStateConditions } from './inventory-repository';
import { decidePublishing, publishingChange, type PublishingActor, type PublishingChange } from './product-publishing-repository';

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

/** The images of a page of products, in one query, cover first. */
export async function attachImages(db: Database, rows: ProductRow[]): Promise<void> {
  if (rows.length === 0) return;
  const images = await db
    .select({ id: productImages.id, productId: productImages.productId, fileId: productImages.fileId, position: productImages.position })
    .from(productImages)
    .where(
      inArray(
        productImages.productId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(productImages.position));
  const byProduct = new Map<string, ProductRow['images']>();
  for (const image of images) {
    const list = byProduct.get(image.productId) ?? [];
    list.push({ id: image.id, file_id: image.fileId, position: image.position });
    byProduct.set(image.productId, list);
  }
  for (const row of rows) row.images = byProduct.get(row.id) ?? [];
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

/**
 * The product rules every write passes: tiers and specifications make sense, the category exists, the
 * SKU is the seller's only one, and a published product is complete. Throws 400/409 with field errors
 * (the bulk actions and the import report them per product or per line).
 */
export async function checkProduct(db: Database, sellerId: string, product: ProductFields, options: { productId?: string; imageCount: number }) {
  const problems = { ...tierProblems(product), ...specificationProblems(product.specifications) };
  if (product.category_id) {
    const [category] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, product.category_id), eq(categories.status, 'active')));
    if (!category) problems.category_id = productMessages.categoryRequired;
  }
  if (Object.keys(problems).length > 0) throw new AppError(400, Object.values(problems)[0], problems);
  if (product.status === 'published') {
    const missing = publishProblems({ ...product, image_count: options.imageCount });
    if (Object.keys(missing).length > 0) throw new AppError(400, productMessages.incomplete, missing);
  }
  const sameSku = [eq(products.sellerId, sellerId), sql`lower(${products.sku}) = lower(${product.sku})`];
  if (options.productId) sameSku.push(sql`${products.id} <> ${options.productId}`);
  const [taken] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(...sameSku))
    .limit(1);
  if (taken) throw conflict(productMessages.skuTaken, { sku: productMessages.skuTaken });
}

/** Column values from the contract's fields (only those given). Not the status: `publishingChange` decides it. */
export function productValues(input: Partial<ProductFields>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (input.name !== undefined) values.name = input.name;
  if (input.sku !== undefined) values.sku = input.sku;
  if (input.category_id !== undefined) values.categoryId = input.category_id;
  if (input.description !== undefined) values.description = input.description;
  if (input.unit !== undefined) values.unit = input.unit;
  if (input.currency !== undefined) values.currency = input.currency;
  if (input.price_minor !== undefined) values.priceMinor = input.price_minor;
  if (input.moq !== undefined) values.moq = input.moq;
  if (input.price_tiers !== undefined) values.priceTiers = input.price_tiers;
  if (input.lead_time_days !== undefined) values.leadTimeDays = input.lead_time_days;
  if (input.specifications !== undefined) values.specifications = input.specifications;
  return values;
}

/** Loads several of the seller's products by id (bulk actions); ids of others are simply absent. */
export async function ownedProducts(db: Database, sellerId: string, ids: string[]): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  const rows = (await productRows
    .query(db, productSelection)
    .where(and(eq(products.sellerId, sellerId), inArray(products.id, ids)))) as unknown as ProductRow[];
  await attachImages(db, rows);
  return rows;
}

/** Whether any order has a line of the product: then it stays on record. */
export async function hasOrders(db: Database, productId: string): Promise<boolean> {
  const [ordered] = await db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.productId, productId)).limit(1);
  return Boolean(ordered);
}

/** Deletes one of the seller's products. */
export async function deleteProduct(db: Database, sellerId: string, productId: string): Promise<void> {
  await db.delete(products).where(and(eq(products.id, productId), eq(products.sellerId, sellerId)));
}

/**
 * Publishes or unpublishes one of the seller's products (a bulk action) in one transaction; answers
 * what `publishingChange` decided. Publishing an already published product changes nothing, so its
 * review stands.
 */
export async function setListingStatus(
  db: Database,
  actor: PublishingActor,
  sellerId: string,
  productId: string,
  status: ProductStatus,
): Promise<PublishingChange> {
  return db.transaction(async (tx) => {
    const decided = await decidePublishing(tx, actor, productId, status, { edited: false });
    if (Object.keys(decided.values).length > 0) {
      await tx
        .update(products)
        .set({ ...decided.values, updatedAt: new Date() })
        .where(and(eq(products.id, productId), eq(products.sellerId, sellerId)));
    }
    return decided;
  });
}

/**
 * Stores the images after the product's `imageCount` existing ones, in one transaction; a new image is
 * an edit, so a published product goes back to review.
 */
export async function addProductImages(
  db: Database,
  actor: PublishingActor,
  product: { id: string; sellerId: string; imageCount: number },
  uploads: Array<{ data: Buffer; contentType: string }>,
): Promise<void> {
  await db.transaction(async (tx) => {
    let position = product.imageCount;
    for (const upload of uploads) {
      const [file] = await tx
        .insert(files)
        .values({
          ownerId: product.sellerId,
          contentType: upload.contentType,
          size: upload.data.length,
          sha256: createHash('sha256').update(upload.data).digest('hex'),
          data: upload.data,
        })
        .returning({ id: files.id });
      await tx.insert(productImages).values({ productId: product.id, fileId: file.id, position: position++ });
    }
    const publishing = await decidePublishing(tx, actor, product.id, undefined, { edited: true });
    await tx
      .update(products)
      .set({ ...publishing.values, updatedAt: new Date() })
      .where(eq(products.id, product.id));
  });
}

/** Puts the product's images in `order` (the caller checked it lists each exactly once): the first is the cover. */
export async function reorderProductImages(db: Database, productId: string, order: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [position, imageId] of order.entries()) {
      await tx
        .update(productImages)
        .set({ position })
        .where(and(eq(productImages.id, imageId), eq(productImages.productId, productId)));
    }
  });
}

/** Deletes an image's file (its image row goes with it) and numbers the `rest` again from 0. */
export async function removeProductImage(db: Database, fileId: string, rest: Array<{ id: string }>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(files).where(eq(files.id, fileId));
    for (const [position, remaining] of rest.entries()) await tx.update(productImages).set({ position }).where(eq(productImages.id, remaining.id));
  });
}

/** The seller's products the list's filters and search keep, newest first, at most `limit` (the CSV export; without images). */
export async function productsForExport(db: Database, sellerId: string, query: Record<string, unknown> & { q?: string }, limit: number): Promise<ProductRow[]> {
  const conditions = [eq(products.sellerId, sellerId)];
  for (const [key, toCondition] of Object.entries(productFilterConditions)) {
    const value = query[key];
    if (value !== undefined && value !== '') {
      const condition = toCondition(String(value));
      if (condition) conditions.push(condition);
    }
  }
  if (query.q) {
    const condition = productSearch(query.q);
    if (condition) conditions.push(condition);
  }
  return (await productRows
    .query(db, productSelection)
    .where(and(...conditions))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit)) as unknown as ProductRow[];
}

/** What an import matches its rows against: the active categories by lower-cased path, the seller's products by lower-cased SKU. */
export async function importLookups(db: Database, sellerId: string): Promise<{ categoryIds: Map<string, string>; existing: Map<string, string> }> {
  const categoryIds = new Map(
    (await db.select({ id: categories.id, path: categories.path }).from(categories).where(eq(categories.status, 'active'))).map((c) => [
      c.path.toLowerCase(),
      c.id,
    ]),
  );
  const existing = new Map(
    (await db.select({ id: products.id, sku: products.sku }).from(products).where(eq(products.sellerId, sellerId))).map((p) => [p.sku.toLowerCase(), p.id]),
  );
  return { categoryIds, existing };
}

/** A rule failure on one CSV line; thrown inside the import's transaction so nothing is kept. */
class RowError extends Error {
  constructor(
    readonly line: number,
    override readonly cause: AppError,
  ) {
    super(cause.message);
  }
}

export type ProductImport =
  | { kind: 'ok'; created: number; updated: number; sentForReview: number }
  /** A line broke a product rule: nothing was imported. */
  | { kind: 'line-refused'; line: number; cause: AppError };

/**
 * Creates or updates the seller's products from checked CSV rows, matched by SKU (`existing`, which
 * learns the SKUs created here), all in one transaction: a line that breaks a product rule keeps nothing.
 */
export async function importProducts(
  db: Database,
  actor: PublishingActor,
  sellerId: string,
  rows: Array<{ line: number; fields: ProductFields }>,
  existing: Map<string, string>,
): Promise<ProductImport> {
  let created = 0;
  let updated = 0;
  let sentForReview = 0;
  try {
    await db.transaction(async (tx) => {
      for (const { line, fields } of rows) {
        const productId = existing.get(fields.sku.toLowerCase());
        const images = productId ? (await tx.select({ id: productImages.id }).from(productImages).where(eq(productImages.productId, productId))).length : 0;
        try {
          await checkProduct(tx, sellerId, fields, { productId, imageCount: images });
        } catch (error) {
          if (error instanceof AppError) throw new RowError(line, error);
          throw error;
        }
        if (productId) {
          // A row may change anything, so a published product goes back to review.
          const publishing = await decidePublishing(tx, actor, productId, fields.status, { edited: true });
          await tx
            .update(products)
            .set({ ...productValues(fields), ...publishing.values, updatedAt: new Date() })
            .where(and(eq(products.id, productId), eq(products.sellerId, sellerId)));
          if (publishing.values.moderationStatus === 'resubmitted') sentForReview++;
          updated++;
        } else {
          const [inserted] = await tx
            .insert(products)
            .values({
              ...productValues(fields),
              ...publishingChange(null, fields.status, { edited: true }).values,
              sellerId,
            } as typeof products.$inferInsert)
            .returning({ id: products.id });
          await createStockRow(tx, inserted.id, sellerId);
          existing.set(fields.sku.toLowerCase(), inserted.id);
          created++;
        }
      }
    });
  } catch (error) {
    if (!(error instanceof RowError)) throw error;
    return { kind: 'line-refused', line: error.line, cause: error.cause };
  }
  return { kind: 'ok', created, updated, sentForReview };
}
