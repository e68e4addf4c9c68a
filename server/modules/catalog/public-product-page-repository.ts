// A product's public page: the card's facts and everything the page shows beyond them.
import { and, asc, eq } from 'drizzle-orm';
import type { CatalogueProductDetails } from '../../../src/contract/public-catalog';
import type { Database } from '../../db/client';
import { productImages, products } from '../../db/schema';
import { publicPerformanceOf } from '../performance/read';
import { mediaUrl } from './products';
import { catalogueSelection, fromCatalogue, toCard, visible, type CatalogueRow } from './public-products-repository';

/** One published product with everything its page shows; a draft, another state or an unknown id is not found. */
export async function findPublicProduct(db: Database, id: string): Promise<{ kind: 'not-found' } | { kind: 'ok'; product: CatalogueProductDetails }> {
  const [row] = (await fromCatalogue(db, catalogueSelection)
    .where(and(eq(products.id, id), visible))
    .limit(1)) as unknown as CatalogueRow[];
  if (!row) return { kind: 'not-found' };
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
    },
  };
}
