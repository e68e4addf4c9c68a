// The catalogue's calls: public GETs through the one HTTP client, so the same code serves signed-in
// and signed-out pages. Errors are shown in the page (with a retry), not as toasts.
import type { Category } from '../contract/catalog';
import type { CatalogueProduct, CatalogueProductDetails, PublicSupplier } from '../contract/public-catalog';
import { api, type ApiResult } from '../providers/http';
import { catalogueApiQuery, type CatalogueFilters } from './filters';

export function fetchCatalogue(filters: CatalogueFilters, signal: AbortSignal): Promise<ApiResult<CatalogueProduct[]>> {
  return api.publicGet<CatalogueProduct[]>('public/products', { query: catalogueApiQuery(filters), signal, toast: false });
}

export function fetchCatalogueProduct(id: string, signal: AbortSignal): Promise<ApiResult<CatalogueProductDetails>> {
  return api.publicGet<CatalogueProductDetails>(`public/products/${encodeURIComponent(id)}`, { signal, toast: false });
}

/**
 * The category tree changes only when staff approve a request: fetched once per page load. Rendering on
 * the server asks every time (its process outlives any page load).
 */
let categoriesOnce: Promise<ApiResult<Category[]>> | null = null;
export function fetchCategories(): Promise<ApiResult<Category[]>> {
  if (typeof window === 'undefined') return api.publicGet<Category[]>('categories', { toast: false });
  categoriesOnce ??= api.publicGet<Category[]>('categories', { toast: false }).then((result) => {
    // A failure is not kept: the next picker that opens asks again.
    if (!result.success) categoriesOnce = null;
    return result;
  });
  return categoriesOnce;
}

/** Forgets the page load's category tree: the unit tests start each file as a fresh page (tests/unit/setup.ts). */
export function forgetCategories(): void {
  categoriesOnce = null;
}

export function fetchSupplier(id: string, signal: AbortSignal): Promise<ApiResult<PublicSupplier>> {
  return api.publicGet<PublicSupplier>(`public/suppliers/${encodeURIComponent(id)}`, { signal, toast: false });
}

/** A supplier's newest products, for its store page. */
export function fetchSupplierProducts(id: string, limit: number, signal: AbortSignal): Promise<ApiResult<CatalogueProduct[]>> {
  return api.publicGet<CatalogueProduct[]>('public/products', { query: { supplier_id: id, limit }, signal, toast: false });
}
