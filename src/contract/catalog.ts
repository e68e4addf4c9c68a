import { z } from 'zod';
import { requiredText } from './fields';
import { CURRENCY_CODES, MODERATION_STATUSES, PRODUCT_STATUSES, STOCK_STATES, UNITS, productMessages } from './catalog-constants';
import { MAX_ON_HAND } from './operations-constants';
export * from './catalog-constants';

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
  lead_time_days: z
    .number({ error: productMessages.leadTimeRequired })
    .int(productMessages.leadTimeRequired)
    .min(0, productMessages.leadTimeRequired)
    .max(365, productMessages.leadTimeRequired)
    .nullable()
    .optional(),
  specifications: z.array(specificationSchema).max(50, 'At most 50 specifications').optional(),
  status: z.enum(PRODUCT_STATUSES).optional(),
});
export type ProductFields = z.infer<typeof productFieldsSchema>;

/**
 * POST /v1/products: the fields, and the units on hand to start with. The opening stock is written to
 * the stock ledger (reason `received`) in the product's own transaction; afterwards stock changes only
 * through inventory adjustments and orders, so an edit does not take it.
 */
export const productCreateSchema = productFieldsSchema.extend({
  opening_stock: z
    .number({ error: productMessages.openingStock })
    .int(productMessages.openingStock)
    .min(0, productMessages.openingStock)
    .max(MAX_ON_HAND, productMessages.openingStock)
    .optional(),
});
export type ProductCreateFields = z.infer<typeof productCreateSchema>;

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
  /**
   * Staff review: 'pending' after publishing or changing a published product; 'unpublished' with the reason
   * in moderation_note; 'resubmitted' when the seller asked to publish a product staff removed (still a
   * draft until staff approve it).
   */
  moderation_status: z.enum(MODERATION_STATUSES).optional(),
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
