// The catalogue's search, filters, sort and page live in the page URL under the API's own names, so a
// search can be bookmarked, shared and restored with Back. Parameters the catalogue does not own (the
// seller shell's sidebar state) are left as they are.
import { CATALOGUE_SORTS, type CatalogueSort } from '../contract/catalogue-sorts';
import { isCountryCode } from '../contract/country-codes';

/** Cards per page: divisible by 2, 3 and 4, so full rows fill the grid at every width. */
export const CATALOGUE_PAGE_SIZE = 24;

export const FILTER_PARAMS = ['q', 'category_id', 'price_gte', 'price_lte', 'moq_lte', 'supplier_country', 'verified', 'min_rating'] as const;
export type FilterParam = (typeof FILTER_PARAMS)[number];

export interface CatalogueFilters {
  q?: string;
  category_id?: string;
  /** Major units, as typed ("12.5"). */
  price_gte?: string;
  price_lte?: string;
  moq_lte?: string;
  /** The supplier's country as an ISO 3166-1 alpha-2 code ("DE"). */
  supplier_country?: string;
  /** 'true': verified suppliers only; absent otherwise. */
  verified?: 'true';
  /** The supplier's rating at least this ("4.5"): one of MIN_RATING_CHOICES. */
  min_rating?: string;
  /** Absent: newest first, or best match while searching. */
  sort?: CatalogueSort;
  page: number;
}

/** What the sort menu shows: an explicit sort, else the default of the current view. */
export type SortChoice = CatalogueSort;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AMOUNT = /^\d{1,12}(\.\d{1,6})?$/;
const WHOLE = /^[1-9]\d{0,8}$/;

/** The minimum ratings the filter offers (the API takes any value from 1 to 5). */
export const MIN_RATING_CHOICES = ['4.5', '4', '3.5', '3'] as const;

const valid: Record<FilterParam, (value: string) => boolean> = {
  q: (value) => value.length <= 200,
  category_id: (value) => UUID.test(value),
  price_gte: (value) => AMOUNT.test(value),
  price_lte: (value) => AMOUNT.test(value),
  moq_lte: (value) => WHOLE.test(value),
  supplier_country: (value) => isCountryCode(value.toUpperCase()),
  verified: (value) => value === 'true',
  min_rating: (value) => (MIN_RATING_CHOICES as readonly string[]).includes(value),
};

/**
 * The filters a URL asks for. A hand-edited value the API would refuse is dropped rather than
 * failing the whole page; a price range typed the wrong way round is turned around.
 */
export function readCatalogueFilters(params: URLSearchParams): CatalogueFilters {
  const filters: CatalogueFilters = { page: 1 };
  for (const name of FILTER_PARAMS) {
    const value = params.get(name)?.trim();
    if (value && valid[name](value)) (filters as Record<FilterParam, string | undefined>)[name] = value;
  }
  if (filters.supplier_country) filters.supplier_country = filters.supplier_country.toUpperCase();
  if (filters.price_gte && filters.price_lte && Number(filters.price_lte) < Number(filters.price_gte)) {
    [filters.price_gte, filters.price_lte] = [filters.price_lte, filters.price_gte];
  }
  const sort = params.get('sort');
  if (sort && (CATALOGUE_SORTS as readonly string[]).includes(sort)) filters.sort = sort as CatalogueSort;
  // Best match is the default while searching, and means nothing without a search.
  if (filters.sort === 'relevance') delete filters.sort;
  const page = params.get('page');
  if (page && /^[1-9]\d{0,5}$/.test(page)) filters.page = Number(page);
  return filters;
}

export interface CatalogueFiltersPatch {
  /** Filters to set; '' or undefined removes one. Any change goes back to page 1. */
  values?: Partial<Record<FilterParam, string | undefined>>;
  /** The sort menu's choice; the view's default is left out of the URL. */
  sort?: SortChoice;
  page?: number;
}

/** The sort the menu shows for these filters. */
export function sortChoiceOf(filters: Pick<CatalogueFilters, 'q' | 'sort'>): SortChoice {
  return filters.sort ?? (filters.q ? 'relevance' : 'newest');
}

/** The next URL parameters: `current` with the patch applied and defaults left out. */
export function writeCatalogueFilters(current: URLSearchParams, patch: CatalogueFiltersPatch): URLSearchParams {
  const next = new URLSearchParams(current);
  const setOrDelete = (name: string, value: string | undefined) => {
    const trimmed = value?.trim();
    if (trimmed) next.set(name, trimmed);
    else next.delete(name);
  };
  if (patch.values) {
    for (const [name, value] of Object.entries(patch.values)) setOrDelete(name, value);
    next.delete('page');
    // Without a search, newest first is the default again: no need to spell it out.
    if (!next.get('q') && next.get('sort') === 'newest') next.delete('sort');
  }
  if (patch.sort !== undefined) {
    const searching = Boolean(next.get('q'));
    // 'relevance' is the absence of a sort; 'newest' is the default when not searching.
    const isDefault = patch.sort === 'relevance' || (patch.sort === 'newest' && !searching);
    setOrDelete('sort', isDefault ? undefined : patch.sort);
    next.delete('page');
  }
  if (patch.page !== undefined) setOrDelete('page', patch.page > 1 ? String(patch.page) : undefined);
  return next;
}

/** Drops every catalogue parameter (search, filters, sort, page), keeping the others. */
export function clearCatalogueFilters(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of [...FILTER_PARAMS, 'sort', 'page']) next.delete(name);
  return next;
}

/** How many filters besides the search are set (shown on the phone's "Filters" button). */
export function activeFilterCount(filters: CatalogueFilters): number {
  return [filters.category_id, filters.price_gte || filters.price_lte, filters.moq_lte, filters.supplier_country, filters.verified, filters.min_rating].filter(
    Boolean,
  ).length;
}

export const hasAnyFilter = (filters: CatalogueFilters): boolean => Boolean(filters.q) || activeFilterCount(filters) > 0;

/** The API's query for these filters. */
export function catalogueApiQuery(filters: CatalogueFilters, limit: number = CATALOGUE_PAGE_SIZE): Record<string, string | number> {
  const query: Record<string, string | number> = { page: filters.page, limit };
  for (const name of FILTER_PARAMS) {
    const value = filters[name];
    if (value) query[name] = value;
  }
  if (filters.sort) query.sort = filters.sort;
  return query;
}
