import { useTranslation } from '../i18n';
import type { CatalogueProduct } from '../contract/public-catalog';
import { ProductCard, ProductCardSkeleton } from './ProductCard';

export interface ProductGridProps {
  products: readonly CatalogueProduct[];
  /** The details page of a product. */
  detailsPath: (id: string) => string;
  linkState?: unknown;
}

/** The cards whose images a first screen shows, on a phone (two rows) or a laptop (one row). */
const FIRST_SCREEN_CARDS = 4;

/** Cards in as many columns as fit: two on a phone, up to five on a wide screen. */
export function ProductGrid({ products, detailsPath, linkState }: ProductGridProps) {
  return (
    <ul className="catalogue-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} to={detailsPath(product.id)} state={linkState} firstScreen={index < FIRST_SCREEN_CARDS} />
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
