import type { CatalogueProduct } from '../../../src/contract/public-catalog';

/** A catalogue card's product (cotton work gloves from an Indian supplier), with what a test changes. */
export function catalogueProduct(overrides: Partial<CatalogueProduct> = {}): CatalogueProduct {
  return {
    id: 'p-1',
    name: 'Cotton work gloves',
    cover_image_url: null,
    currency: 'USD',
    price_min_minor: 100,
    price_max_minor: 120,
    unit: 'pair',
    moq: 1200,
    lead_time_days: 10,
    category_id: null,
    category_path: null,
    supplier: { id: 's-1', name: 'Glove Co', country: 'IN', verified: true, verification: null, performance: null },
    available_below_moq: null,
    ...overrides,
  };
}
