import { z } from 'zod';

/**
 * The public catalogue (GET /v1/public/products and /v1/public/products/:id): published products of
 * every active seller, readable without a token. Only the fields declared here leave the server.
 */

/** `newest` is the default; with a search and no sort, results come by relevance (name matches first). */
export const CATALOGUE_SORTS = ['newest', 'price_asc', 'price_desc', 'name'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

export const CATALOGUE_MAX_LIMIT = 100;
export const CATALOGUE_DEFAULT_LIMIT = 20;

export const publicCatalogMessages = {
  search: 'Search for at most 200 characters',
  category: 'Not a valid category',
  price: 'Use an amount like 12.50',
  priceOrder: 'The highest price must not be below the lowest',
  moq: 'Use a whole number of at least 1',
  sort: `Sort by one of: ${CATALOGUE_SORTS.join(', ')}`,
  page: 'Use a page number of at least 1',
  limit: `Show between 1 and ${CATALOGUE_MAX_LIMIT} per page`,
  productNotFound: 'This product is not in the catalogue. It may have been unpublished',
} as const;

const amount = z.coerce.number({ error: publicCatalogMessages.price }).min(0, publicCatalogMessages.price).max(1e12, publicCatalogMessages.price);

/** The query string of the list; parameters not named here are ignored. */
export const catalogueQuerySchema = z
  .object({
    q: z.string().trim().max(200, publicCatalogMessages.search).optional(),
    category_id: z.uuid(publicCatalogMessages.category).optional(),
    /** Bounds in major units of each product's own currency, on its base price (12.5 is 1250 cents but 13 yen). */
    price_gte: amount.optional(),
    price_lte: amount.optional(),
    moq_lte: z.coerce.number({ error: publicCatalogMessages.moq }).int(publicCatalogMessages.moq).min(1, publicCatalogMessages.moq).max(1_000_000_000, publicCatalogMessages.moq).optional(),
    sort: z.enum(CATALOGUE_SORTS, { error: publicCatalogMessages.sort }).optional(),
    page: z.coerce.number({ error: publicCatalogMessages.page }).int(publicCatalogMessages.page).min(1, publicCatalogMessages.page).max(100_000, publicCatalogMessages.page).default(1),
    limit: z.coerce
      .number({ error: publicCatalogMessages.limit })
      .int(publicCatalogMessages.limit)
      .min(1, publicCatalogMessages.limit)
      .max(CATALOGUE_MAX_LIMIT, publicCatalogMessages.limit)
      .default(CATALOGUE_DEFAULT_LIMIT),
  })
  .refine((query) => query.price_gte === undefined || query.price_lte === undefined || query.price_lte >= query.price_gte, {
    message: publicCatalogMessages.priceOrder,
    path: ['price_lte'],
  });
export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;

/** Who sells it. Verified: email, mobile number and business details all done. */
export const catalogueSupplierSchema = z.object({
  id: z.string(),
  /** The store name, else the business name. */
  name: z.string(),
  /** As the seller gave it in the business details (one of the onboarding form's countries), or null. */
  country: z.string().nullable(),
  verified: z.boolean(),
});
export type CatalogueSupplier = z.infer<typeof catalogueSupplierSchema>;

/** A product card. Prices are integer minor units of `currency`: from the lowest tier price to the base price. */
export const catalogueProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  cover_image_url: z.string().nullable(),
  currency: z.string(),
  price_min_minor: z.number(),
  price_max_minor: z.number(),
  unit: z.string().nullable(),
  moq: z.number(),
  lead_time_days: z.number().nullable(),
  category_id: z.string().nullable(),
  category_path: z.string().nullable(),
  supplier: catalogueSupplierSchema,
});
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

export const catalogueSupplierCardSchema = catalogueSupplierSchema.extend({
  /** When the seller joined (UTC ISO-8601). */
  member_since: z.string(),
});
export type CatalogueSupplierCard = z.infer<typeof catalogueSupplierCardSchema>;

/** One product's page: everything a buyer needs to decide, nothing about stock, costs or the seller's account. */
export const catalogueProductDetailsSchema = catalogueProductSchema.extend({
  description: z.string(),
  /** The base price, which applies from the minimum order quantity up to the first tier. */
  price_minor: z.number(),
  price_tiers: z.array(z.object({ min_quantity: z.number(), price_minor: z.number() })),
  specifications: z.array(z.object({ key: z.string(), value: z.string() })),
  images: z.array(z.object({ id: z.string(), url: z.string() })),
  published_at: z.string().nullable(),
  supplier: catalogueSupplierCardSchema,
});
export type CatalogueProductDetails = z.infer<typeof catalogueProductDetailsSchema>;
