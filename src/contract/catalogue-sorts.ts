// The catalogue's sort names, apart from the zod schemas: the public pages read them without
// downloading zod (public-catalog.ts re-exports them for the server and the schemas).

/**
 * `relevance` is the default with a search (name hits first, then by full-text rank), `newest` without
 * one; `relevance` without a search is `newest`.
 */
export const CATALOGUE_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc', 'name'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
