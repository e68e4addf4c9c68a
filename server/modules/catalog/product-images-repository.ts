// A product's images: a page of products' read in one query, and adding, reordering and removing them
// (a new image sends a published product back to review).
import { createHash } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { files, productImages, products } from '../../db/schema';
import { insertImageVariants, type ImageVariant } from '../../lib/image-variants';
import { decidePublishing, type PublishingActor } from './product-publishing-repository';
import type { ProductRow } from './products-repository';

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

/**
 * Stores the images, with their resized copies, after the product's `imageCount` existing ones, in one
 * transaction; a new image is an edit, so a published product goes back to review.
 */
export async function addProductImages(
  db: Database,
  actor: PublishingActor,
  product: { id: string; sellerId: string; imageCount: number },
  uploads: Array<{ data: Buffer; contentType: string; variants: ImageVariant[] }>,
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
      await insertImageVariants(tx, file.id, upload.variants);
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
