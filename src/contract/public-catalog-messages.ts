// The public catalog area's API messages and the limits they name. No zod here: the Hindi and Chinese texts
// key their translations by these messages without loading the API's schemas (public-catalog.ts re-exports them).
import { CATALOGUE_SORTS } from './catalogue-sorts';
export const CATALOGUE_MAX_LIMIT = 100;
export const publicCatalogMessages = {
  search: 'Search for at most 200 characters',
  category: 'Not a valid category',
  price: 'Use an amount like 12.50',
  priceOrder: 'The highest price must not be below the lowest',
  moq: 'Use a whole number of at least 1',
  supplier: 'Not a valid supplier',
  supplierNotFound: 'This supplier is not on the marketplace, or its store is closed',
  verified: 'Use true to show verified suppliers only',
  sort: `Sort by one of: ${CATALOGUE_SORTS.join(', ')}`,
  page: 'Use a page number of at least 1',
  limit: `Show between 1 and ${CATALOGUE_MAX_LIMIT} per page`,
  productNotFound: 'This product is not in the catalogue. It may have been unpublished',
} as const;
