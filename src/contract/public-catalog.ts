import { z } from 'zod';

/**
 * The public catalogue (GET /v1/public/products and /v1/public/products/:id): published products of
 * every active seller, readable without a token. Only the fields declared here leave the server.
 */

import { CATALOGUE_SORTS } from './catalogue-sorts';
import { countryFilter } from './countries';
import { performanceMessages, publicPerformanceSchema } from './performance';
import { CATALOGUE_MAX_LIMIT, publicCatalogMessages } from './public-catalog-messages';
export * from './public-catalog-messages';

export { CATALOGUE_SORTS, type CatalogueSort } from './catalogue-sorts';

export const CATALOGUE_DEFAULT_LIMIT = 20;

const amount = z.coerce.number({ error: publicCatalogMessages.price }).min(0, publicCatalogMessages.price).max(1e12, publicCatalogMessages.price);

/** The query string of the list; parameters not named here are ignored. */
export const catalogueQuerySchema = z
  .object({
    q: z.string().trim().max(200, publicCatalogMessages.search).optional(),
    category_id: z.uuid(publicCatalogMessages.category).optional(),
    /** Bounds in major units of each product's own currency, on its base price (12.5 is 1250 cents but 13 yen). */
    price_gte: amount.optional(),
    price_lte: amount.optional(),
    moq_lte: z.coerce
      .number({ error: publicCatalogMessages.moq })
      .int(publicCatalogMessages.moq)
      .min(1, publicCatalogMessages.moq)
      .max(1_000_000_000, publicCatalogMessages.moq)
      .optional(),
    /** One supplier's products (its public store page). */
    supplier_id: z.uuid(publicCatalogMessages.supplier).optional(),
    /** The supplier's country (business details), as an ISO 3166-1 alpha-2 code in any case. */
    supplier_country: countryFilter.optional(),
    /** `true`: verified suppliers only; `false` is the same as leaving it out. */
    verified: z
      .enum(['true', 'false'], { error: publicCatalogMessages.verified })
      .transform((value) => value === 'true')
      .optional(),
    /** Suppliers whose rating (the last 90 days, as cards show it) is at least this; unrated suppliers are left out. */
    min_rating: z.coerce
      .number({ error: performanceMessages.minRating })
      .min(1, performanceMessages.minRating)
      .max(5, performanceMessages.minRating)
      .optional(),
    sort: z.enum(CATALOGUE_SORTS, { error: publicCatalogMessages.sort }).optional(),
    page: z.coerce
      .number({ error: publicCatalogMessages.page })
      .int(publicCatalogMessages.page)
      .min(1, publicCatalogMessages.page)
      .max(100_000, publicCatalogMessages.page)
      .default(1),
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
  /** ISO 3166-1 alpha-2 code from the business details ('ZZ' for the form's 'Other'), or null. */
  country: z.string().nullable(),
  verified: z.boolean(),
});
export type CatalogueSupplier = z.infer<typeof catalogueSupplierSchema>;

/**
 * What the Verified badge says (null when the supplier is not verified): when staff verified it, whether
 * staff granted it with items of the checklist missing, and which documents (their kinds) were checked when.
 */
export const publicVerificationSchema = z.object({
  verified_at: z.string(),
  granted_by_staff: z.boolean(),
  checks: z.array(z.object({ key: z.string(), checked_at: z.string() })),
});
export type PublicVerification = z.infer<typeof publicVerificationSchema>;

/** The supplier as catalogue cards and product pages show it: with its performance facts. */
export const catalogueCardSupplierSchema = catalogueSupplierSchema.extend({
  performance: publicPerformanceSchema,
  verification: publicVerificationSchema.nullable(),
});

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
  supplier: catalogueCardSupplierSchema,
  /**
   * The units that can be ordered now, given only when they are fewer than the minimum order, so the
   * product cannot be ordered until it is restocked; null when the minimum order can be met (stock
   * levels are not told otherwise).
   */
  available_below_moq: z.number().nullable(),
});
export type CatalogueProduct = z.infer<typeof catalogueProductSchema>;

export const catalogueSupplierCardSchema = catalogueCardSupplierSchema.extend({
  /** When the seller joined (UTC ISO-8601). */
  member_since: z.string(),
  /** From the store profile's basic info, once saved; null before. */
  year_established: z.number().nullable(),
});
export type CatalogueSupplierCard = z.infer<typeof catalogueSupplierCardSchema>;

/** One product's page: everything a buyer needs to decide, nothing about stock (beyond a shortfall below the minimum order), costs or the seller's account. */
export const catalogueProductDetailsSchema = catalogueProductSchema.extend({
  description: z.string(),
  /** The base price, which applies from the minimum order quantity up to the first tier. */
  price_minor: z.number(),
  price_tiers: z.array(z.object({ min_quantity: z.number(), price_minor: z.number() })),
  specifications: z.array(z.object({ key: z.string(), value: z.string() })),
  images: z.array(z.object({ id: z.string(), url: z.string() })),
  published_at: z.string().nullable(),
  supplier: catalogueSupplierCardSchema,
  /** The product's own rating: the overall stars of the visible reviews of orders that held it (null average without reviews). */
  rating: z.object({ average: z.number().nullable(), count: z.number() }),
});
export type CatalogueProductDetails = z.infer<typeof catalogueProductDetailsSchema>;

/**
 * A supplier's public store page (GET /v1/public/suppliers/:id): what its completed store profile
 * sections say, never bank details, emails, phone numbers or registration numbers. Sections not yet
 * completed are left out (null or empty), so half-typed drafts never show.
 */
export const publicSupplierSchema = z.object({
  id: z.string(),
  /** The store name, else the business name. */
  name: z.string(),
  logo_url: z.string().nullable(),
  banner_url: z.string().nullable(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  year_established: z.number().nullable(),
  /** One of the store profile's ranges ("11-50"). */
  employees: z.string().nullable(),
  business_type: z.string().nullable(),
  main_products: z.array(z.string()),
  certifications: z.array(z.string()),
  company_introduction: z.string().nullable(),
  /** Regions and their share of sales in percent, largest first. */
  main_markets: z.array(z.object({ region: z.string(), share: z.number() })),
  trade_capabilities: z
    .object({
      export_share: z.number().nullable(),
      incoterms: z.array(z.string()),
      payment_terms: z.array(z.string()),
      languages: z.array(z.string()),
      average_lead_time_days: z.number().nullable(),
      nearest_port: z.string().nullable(),
    })
    .nullable(),
  country: z.string().nullable(),
  verified: z.boolean(),
  verification: publicVerificationSchema.nullable(),
  /** When the seller joined (UTC ISO-8601). */
  member_since: z.string(),
  /** Products the catalogue shows for this supplier now. */
  product_count: z.number(),
  performance: publicPerformanceSchema,
});
export type PublicSupplier = z.infer<typeof publicSupplierSchema>;
