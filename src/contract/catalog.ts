import { z } from 'zod';
import { requiredText } from './fields';

/** Currencies offered for prices, with the number of minor-unit digits of each (ISO 4217). */
export const CURRENCIES = { USD: 2, EUR: 2, GBP: 2, INR: 2, CNY: 2, JPY: 0, AUD: 2, CAD: 2 } as const;
export type Currency = keyof typeof CURRENCIES;
export const CURRENCY_CODES = Object.keys(CURRENCIES) as [Currency, ...Currency[]];

/** Units of sale a B2B listing is priced in. */
export const UNITS = ['piece', 'pair', 'set', 'box', 'carton', 'pack', 'roll', 'kilogram', 'ton', 'meter', 'square meter', 'liter'] as const;
export type Unit = (typeof UNITS)[number];

export const PRODUCT_STATUSES = ['draft', 'published'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
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
} as const;

const money = (message: string) => z.number({ error: message }).int(message).min(1, message).max(1_000_000_000_000, 'The amount is too large');
const quantity = (message: string) => z.number({ error: message }).int(message).min(1, message).max(1_000_000_000, 'The quantity is too large');

export const priceTierSchema = z.strictObject({
  min_quantity: quantity('Enter the quantity where this price starts'),
  price_minor: money('Enter a price greater than 0'),
});
export type PriceTier = z.infer<typeof priceTierSchema>;

export const specificationSchema = z.strictObject({
  key: requiredText(productMessages.specKeyRequired, 80),
  value: requiredText(productMessages.specValueRequired, 300),
});

/**
 * A product as sellers write it. Drafts may be incomplete: only the name and SKU are required until
 * the product is published (see `publishProblems`).
 */
export const productFieldsSchema = z.strictObject({
  name: requiredText(productMessages.nameRequired, 200),
  sku: requiredText(productMessages.skuRequired, 64).pipe(z.string().regex(/^[A-Za-z0-9._-]+$/, productMessages.skuFormat)),
  category_id: z.uuid(productMessages.categoryRequired).nullable().optional(),
  description: z.string().trim().max(5000, 'At most 5000 characters').optional(),
  unit: z.enum(UNITS, { error: productMessages.unitRequired }).optional(),
  currency: z.enum(CURRENCY_CODES, { error: productMessages.currencyRequired }).optional(),
  price_minor: money(productMessages.priceRequired).nullable().optional(),
  moq: quantity(productMessages.moqRequired).optional(),
  price_tiers: z.array(priceTierSchema).max(10, 'At most 10 price tiers').optional(),
  lead_time_days: z.number({ error: productMessages.leadTimeRequired }).int(productMessages.leadTimeRequired).min(0, productMessages.leadTimeRequired).max(365, productMessages.leadTimeRequired).nullable().optional(),
  specifications: z.array(specificationSchema).max(50, 'At most 50 specifications').optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
});
export type ProductFields = z.infer<typeof productFieldsSchema>;

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

/**
 * Answer to POST /v1/products/bulk: the ids changed, and per product that was not, its name (when it is
 * the caller's), why, and for a publish the fields it still lacks (the keys of `publishProblems`).
 */
export const productBulkResultSchema = z.object({
  done: z.array(z.string()),
  failed: z.array(
    z.object({
      id: z.string(),
      name: z.string().optional(),
      message: z.string(),
      errors: z.record(z.string(), z.string()).optional(),
      missing: z.array(z.string()).optional(),
    }),
  ),
});
export type ProductBulkResult = z.infer<typeof productBulkResultSchema>;

/** The unit price for `quantity`: the last tier it reaches, else the base price. */
export function unitPriceFor(product: { price_minor: number; price_tiers: PriceTier[] }, quantity: number): number {
  let price = product.price_minor;
  for (const tier of product.price_tiers) if (quantity >= tier.min_quantity) price = tier.price_minor;
  return price;
}

export const productImageSchema = z.object({ id: z.string(), url: z.string(), position: z.number().int() });

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  sku: z.string(),
  category_id: z.string().nullable(),
  category_name: z.string().nullable(),
  description: z.string(),
  unit: z.string().nullable(),
  currency: z.string(),
  price_minor: z.number().nullable(),
  moq: z.number(),
  price_tiers: z.array(z.object({ min_quantity: z.number(), price_minor: z.number() })),
  lead_time_days: z.number().nullable(),
  specifications: z.array(z.object({ key: z.string(), value: z.string() })),
  status: z.enum(PRODUCT_STATUSES),
  images: z.array(productImageSchema),
  stock_on_hand: z.number(),
  stock_state: z.enum(STOCK_STATES),
  created_at: z.string(),
  updated_at: z.string(),
  published_at: z.string().nullable(),
  /** Staff review: 'pending' after publishing or changing a published product; 'unpublished' with the reason in moderation_note. */
  moderation_status: z.enum(['pending', 'approved', 'unpublished']).optional(),
  moderation_note: z.string().nullable().optional(),
});
export type Product = z.infer<typeof productSchema>;

export const categorySchema = z.object({
  id: z.string(),
  parent_id: z.string().nullable(),
  name: z.string(),
  path: z.string(),
});
export type Category = z.infer<typeof categorySchema>;
