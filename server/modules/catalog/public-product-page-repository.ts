// A product's public page: the card's facts and everything the page shows beyond them.
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { CatalogueProductDetails } from '../../../src/contract/public-catalog';
import type { Database } from '../../db/client';
import { orderLines, productImages, products, reviews } from '../../db/schema';
import { outer } from '../../lib/outer-column';
import { publicPerformanceOf } from '../performance/read';
import { mediaUrl } from './products';
import { catalogueSelection, fromCatalogue, toCard, visible, type CatalogueRow } from './public-products-repository';

/** The product's own rating: the visible reviews of the seller's orders that held it (as its reviews list counts them). */
async function productRating(db: Database, sellerId: string, productId: string): Promise<CatalogueProductDetails['rating']> {
  const heldProduct = sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${outer(reviews.orderId)} and ${orderLines.productId} = ${productId})`;
  const [row] = await db
    .select({ count: count(), average: sql<string | null>`round(avg(${reviews.overallRating}), 1)` })
    .from(reviews)
    .where(and(eq(reviews.sellerId, sellerId), isNull(reviews.hiddenAt), heldProduct));
  return { count: Number(row.count), average: row.average === null ? null : Number(row.average) };
}

/** One published product with everything its page shows; a draft, another state or an unknown id is not found. */
export async function findPublicProduct(db: Database, id: string): Promise<{ kind: 'not-found' } | { kind: 'ok'; product: CatalogueProductDetails }> {
  const [row] = (await fromCatalogue(db, catalogueSelection)
    .where(and(eq(products.id, id), visible))
    .limit(1)) as unknown as CatalogueRow[];
  if (!row) return { kind: 'not-found' };
  const [images, performance, rating] = await Promise.all([
    db
      .select({ id: productImages.id, fileId: productImages.fileId })
      .from(productImages)
      .where(eq(productImages.productId, row.id))
      .orderBy(asc(productImages.position)),
    publicPerformanceOf(db, [row.supplierId]),
    productRating(db, row.supplierId, row.id),
  ]);
  const card = toCard(row, images[0]?.fileId, performance.get(row.supplierId) ?? null);
  return {
    kind: 'ok',
    product: {
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
      rating,
    },
  };
}
