// What a write to a seller's product passes and sets: the product rules, the columns from the contract's
// fields, whether orders keep it on record, and the bulk actions' delete and status change.
import { and, eq, sql } from 'drizzle-orm';
import { productMessages, publishProblems, specificationProblems, tierProblems, type ProductFields, type ProductStatus } from '../../../src/contract/catalog';
import type { Database } from '../../db/client';
import { categories, orderLines, products } from '../../db/schema';
import { AppError, conflict } from '../../lib/errors';
import { decidePublishing, type PublishingActor, type PublishingChange } from './product-publishing-repository';

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
