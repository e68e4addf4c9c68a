import { useTranslation } from '../i18n';
import type { CatalogueProduct } from '../contract/public-catalog';
import { ProductCard, ProductCardSkeleton, type CardImageLoading } from './ProductCard';

export interface ProductGridProps {
  products: readonly CatalogueProduct[];
  /** The details page of a product. */
  detailsPath: (id: string) => string;
  linkState?: unknown;
}

/** The cards whose images a first screen shows, on a phone (two rows) or a laptop (one row). */
const FIRST_SCREEN_CARDS = 4;

/** Only the first card's image is preloaded at high priority: it is the largest paint, and the others would share its bandwidth. */
const imageLoading = (index: number): CardImageLoading => (index === 0 ? 'first' : index < FIRST_SCREEN_CARDS ? 'eager' : 'lazy');

/** Cards in as many columns as fit: two on a phone, up to five on a wide screen. */
export function ProductGrid({ products, detailsPath, linkState }: ProductGridProps) {
  return (
    <ul className="catalogue-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} to={detailsPath(product.id)} state={linkState} imageLoading={imageLoading(index)} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className="catalogue-grid" role="status" aria-busy="true" aria-label={t('catalogue.loading')}>
      {Array.from({ length: count }, (_, index) => (
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
