// Currencies, units, product statuses and the rules a product must meet across fields. No zod here:
// the seller portal's lists and the product form's checks use these without loading the API's schemas
// (catalog.ts re-exports all of it, with the schemas).
import type { ProductFields } from './catalog';

/** Currencies offered for prices, with the number of minor-unit digits of each (ISO 4217). */
export const CURRENCIES = { USD: 2, EUR: 2, GBP: 2, INR: 2, CNY: 2, JPY: 0, AUD: 2, CAD: 2 } as const;
export type Currency = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as [Currency, ...Currency[]];

/** Units of sale a B2B listing is priced in. */
export const UNITS = ['piece', 'pair', 'set', 'box', 'carton', 'pack', 'roll', 'kilogram', 'ton', 'meter', 'square meter', 'liter'] as const;
export type Unit = (typeof UNITS)[number];

export const PRODUCT_STATUSES = ['draft', 'published'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
/**
 * Staff review of a product: 'pending' after publishing or changing a published product (it is on sale
 * meanwhile); 'approved'; 'unpublished' when staff removed it (a draft, the reason in moderation_note);
 * 'resubmitted' when the seller asked to publish a removed product again: it stays a draft, off the
 * catalogue, until staff approve it.
 */
export const MODERATION_STATUSES = ['pending', 'approved', 'unpublished', 'resubmitted'] as const;
export type ModerationStatus = (typeof MODERATION_STATUSES)[number];
/** Staff took the product off the catalogue: unpublished, or its seller asked to publish it again. Off sale until staff approve it. */
export const removedByStaff = (status: ModerationStatus | undefined): boolean => status === 'unpublished' || status === 'resubmitted';
export const STOCK_STATES = ['in_stock', 'low_stock', 'out_of_stock'] as const;

export const productMessages = {
  nameRequired: 'Product name is required',
  categoryRequired: 'Choose a category',
  descriptionRequired: 'Describe the product in at least 30 characters',
  skuRequired: 'SKU is required',
  skuFormat: 'Use letters, digits, dots, dashes and underscores only',
  skuTaken: 'You already have a product with this SKU',
  unitRequired: 'Choose a unit of sale',
  currencyRequired: 'Choose a currency',
  priceRequired: 'Enter a price greater than 0',
  moqRequired: 'Minimum order quantity must be at least 1',
  leadTimeRequired: 'Enter a lead time between 0 and 365 days',
  imageRequired: 'Add at least one image',
  tierQuantityOrder: 'Each tier must start at a larger quantity than the one before, and above the minimum order quantity',
  tierPriceOrder: 'Each tier must be cheaper than the one before',
  specKeyRequired: 'Name the specification',
  specValueRequired: 'Give the specification a value',
  specDuplicate: 'This specification is listed twice',
  incomplete: 'Complete the product before publishing it',
  sentForReview: 'Sent for review: staff will publish it again once they approve it',
  openingStock: 'Enter a whole number of units from 0 to 1,000,000,000',
} as const;

/** Rules across fields: tier quantities rise above the MOQ, tier prices fall below the base price. */
export function tierProblems(input: Pick<ProductFields, 'moq' | 'price_minor' | 'price_tiers'>): Record<string, string> {
  const problems: Record<string, string> = {};
  let lastQuantity = input.moq ?? 1;
  let lastPrice = input.price_minor ?? Number.POSITIVE_INFINITY;
  (input.price_tiers ?? []).forEach((tier, index) => {
    if (tier.min_quantity <= lastQuantity) problems[`price_tiers.${index}.min_quantity`] ??= productMessages.tierQuantityOrder;
    if (tier.price_minor >= lastPrice) problems[`price_tiers.${index}.price_minor`] ??= productMessages.tierPriceOrder;
    lastQuantity = tier.min_quantity;
    lastPrice = tier.price_minor;
  });
  return problems;
}

export function specificationProblems(specifications: ProductFields['specifications']): Record<string, string> {
  const problems: Record<string, string> = {};
  const seen = new Set<string>();
  (specifications ?? []).forEach((spec, index) => {
    const key = spec.key.trim().toLowerCase();
    if (seen.has(key)) problems[`specifications.${index}.key`] = productMessages.specDuplicate;
    seen.add(key);
  });
  return problems;
}

/** What a product still lacks before it can be published, by field; empty when it is complete. */
export function publishProblems(product: Partial<ProductFields> & { image_count: number }): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!product.category_id) problems.category_id = productMessages.categoryRequired;
  if (!product.description || product.description.trim().length < 30) problems.description = productMessages.descriptionRequired;
  if (!product.unit) problems.unit = productMessages.unitRequired;
  if (!product.currency) problems.currency = productMessages.currencyRequired;
  if (!product.price_minor) problems.price_minor = productMessages.priceRequired;
  if (!product.moq) problems.moq = productMessages.moqRequired;
  if (product.lead_time_days === null || product.lead_time_days === undefined) problems.lead_time_days = productMessages.leadTimeRequired;
  if (product.image_count < 1) problems.images = productMessages.imageRequired;
  return problems;
}

// Product images and their resized copies (kept here, with the catalogue's other zod-free constants, so
// that pages already loading this module pay no chunk of their own for it): the server stores WebP copies of every product image at these
// widths (never wider than the original) and serves them at `/v1/media/<id>/<width>`; pages pick one with
// `srcset`/`sizes` so a phone never downloads the uploaded original.

/** Widths of the WebP copies of a product image, in pixels. */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 640, 1280] as const;

export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** The width `src` names, for a browser that ignores `srcset`. */
const FALLBACK_WIDTH: ImageVariantWidth = 640;

const MEDIA_URL = /^\/v1\/media\/([0-9a-f-]{36})$/i;

/** The URL of the copy of `url` (a `/v1/media/<id>` address) at `width`. */
export const imageVariantUrl = (url: string, width: ImageVariantWidth): string => `${url}/${width}`;

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * `src`, `srcSet` and `sizes` for an <img> of a product image at `url`, shown `sizes` wide (a CSS
 * `sizes` value, e.g. "(max-width: 600px) 100vw, 480px"). Other addresses (a local preview) pass through.
 */
export function responsiveImage(url: string, sizes: string): ResponsiveImage {
  if (!MEDIA_URL.test(url)) return { src: url };
  // srcset and sizes before src: a browser that sees src first may start fetching it.
  return {
    srcSet: IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(url, width)} ${width}w`).join(', '),
    sizes,
    src: imageVariantUrl(url, FALLBACK_WIDTH),
  };
}
