// A seller's products in and out as CSV: the export's rows (the list's filters and search), and the import,
// matched by SKU, all rows in one transaction or none.
import { and, desc, eq } from 'drizzle-orm';
import type { ProductFields } from '../../../src/contract/catalog';
import type { Database } from '../../db/client';
import { categories, productImages, products } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { createStockRow } from './inventory-repository';
import { decidePublishing, publishingChange, type PublishingActor } from './product-publishing-repository';
import { productFilterConditions, productRows, productSearch, productSelection, type ProductRow } from './products-repository';
import { checkProduct, productValues } from './product-writes-repository';

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
