import { z } from 'zod';
import {
  ORDER_STATUSES,
  orderEventSchema,
  orderIncotermSchema,
  orderLineSchema,
  orderRfqRefSchema,
  orderTotalsSchema,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
} from './operations';
import { catalogueSupplierSchema } from './public-catalog';
export * from './ordering-constants';
export * from './ordering-messages';
import { MAX_CART_ITEMS, orderingMessages } from './ordering-messages';

// The buyer's ordering: cart, checkout (one order per supplier, with an Idempotency-Key) and the
// buyer's own orders. Payment is by bank transfer or agreed terms, recorded by the supplier; no card
// data is ever taken or stored.

export { PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentMethod, type PaymentStatus } from './operations';

export const MAX_QUANTITY = 1_000_000_000;

const quantityField = z
  .number({ error: orderingMessages.quantityRequired })
  .int(orderingMessages.quantityRequired)
  .min(1, orderingMessages.quantityRequired)
  .max(MAX_QUANTITY, orderingMessages.quantityTooLarge);

/** POST /v1/cart/items: adds the product, or adds to its quantity when it is already in the cart. */
export const cartAddSchema = z.strictObject({
  product_id: z.uuid(orderingMessages.productRequired),
  quantity: quantityField,
});
export type CartAddInput = z.infer<typeof cartAddSchema>;

/** PATCH /v1/cart/items/:productId. */
export const cartQuantitySchema = z.strictObject({ quantity: quantityField });
export type CartQuantityInput = z.infer<typeof cartQuantitySchema>;

export const CART_PROBLEMS = ['below_minimum', 'unpublished', 'price_changed', 'not_enough_stock'] as const;
export type CartProblemCode = (typeof CART_PROBLEMS)[number];

/** Why a cart line cannot be checked out as it is; the figures that explain it travel with it. */
export const cartProblemSchema = z.object({
  code: z.enum(CART_PROBLEMS),
  /** below_minimum: the minimum order quantity. */
  moq: z.number().int().nullable(),
  /** not_enough_stock: the units that can still be ordered. */
  available: z.number().int().nullable(),
  /** price_changed: the unit price when the product was added (minor units). */
  previous_unit_price_minor: z.number().int().nullable(),
});
export type CartProblem = z.infer<typeof cartProblemSchema>;

export const cartItemSchema = z.object({
  product_id: z.string(),
  name: z.string(),
  cover_image_url: z.string().nullable(),
  unit: z.string().nullable(),
  currency: z.string(),
  moq: z.number().int(),
  price_tiers: z.array(z.object({ min_quantity: z.number().int(), price_minor: z.number().int() })),
  quantity: z.number().int(),
  /** The tier price for this quantity now: what checkout will charge. */
  unit_price_minor: z.number().int(),
  line_total_minor: z.number().int(),
  added_at: z.string(),
  problems: z.array(cartProblemSchema),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const moneyTotalSchema = z.object({ currency: z.string(), amount_minor: z.number().int() });
export type MoneyTotal = z.infer<typeof moneyTotalSchema>;

/** The lines of one supplier: one order at checkout. Subtotals per currency, since products may differ. */
export const cartGroupSchema = z.object({
  supplier: catalogueSupplierSchema,
  items: z.array(cartItemSchema),
  subtotals: z.array(moneyTotalSchema),
});
export type CartGroup = z.infer<typeof cartGroupSchema>;

/** GET /v1/cart. */
export const cartSchema = z.object({
  groups: z.array(cartGroupSchema),
  item_count: z.number().int(),
  problem_count: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;

/** One line as the buyer saw it at checkout; a price that no longer matches the tier is refused. */
export const checkoutLineSchema = z.strictObject({
  product_id: z.uuid(orderingMessages.productRequired),
  quantity: quantityField,
  unit_price_minor: z.number({ error: orderingMessages.unitPriceRequired }).int(orderingMessages.unitPriceRequired).min(1, orderingMessages.unitPriceRequired),
});
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

/** POST /v1/orders (buyers), with an Idempotency-Key header. */
export const checkoutSchema = z
  .strictObject({
    address_id: z.uuid(orderingMessages.addressRequired),
    note: z.string({ error: orderingMessages.noteTooLong }).trim().max(1000, orderingMessages.noteTooLong).optional(),
    payment_method: z.enum(PAYMENT_METHODS, { error: orderingMessages.paymentMethodRequired }),
    lines: z
      .array(checkoutLineSchema, { error: orderingMessages.linesRequired })
      .min(1, orderingMessages.linesRequired)
      .max(MAX_CART_ITEMS, orderingMessages.tooManyLines),
  })
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.lines.forEach((line, index) => {
      if (seen.has(line.product_id)) ctx.addIssue({ code: 'custom', path: ['lines', index, 'product_id'], message: orderingMessages.duplicateLine });
      seen.add(line.product_id);
    });
  });
export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** The header's own rule, checked by the server and used by the web app when it makes keys. */
export const idempotencyKeySchema = z
  .string({ error: orderingMessages.idempotencyKeyRequired })
  .min(1, orderingMessages.idempotencyKeyRequired)
  .max(100, orderingMessages.idempotencyKeyRequired);

export const buyerOrderSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  supplier: catalogueSupplierSchema,
  line_count: z.number().int(),
  total_minor: z.number().int(),
  currency: z.string(),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Who placed it: the caller, or a colleague when the caller's company role reads every company order. */
  placed_by: z.object({ id: z.string(), name: z.string() }).optional(),
});
export type BuyerOrderSummary = z.infer<typeof buyerOrderSummarySchema>;

/** Answer to checkout: the orders created, one per supplier. */
export const checkoutResultSchema = z.object({ orders: z.array(buyerOrderSummarySchema) });
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

export const buyerOrderDetailsSchema = buyerOrderSummarySchema.extend({
  lines: z.array(orderLineSchema),
  totals: orderTotalsSchema,
  shipping_address: z.record(z.string(), z.string()),
  incoterm: orderIncotermSchema,
  note: z.string().nullable(),
  paid_at: z.string().nullable(),
  history: z.array(orderEventSchema),
  rfq: orderRfqRefSchema.nullable().optional(),
  can_cancel: z.boolean(),
});
export type BuyerOrderDetails = z.infer<typeof buyerOrderDetailsSchema>;

/**
 * The buyer's tabs: completed means delivered; tracking lists what is on its way or arrived; to_review
 * lists delivered orders still open for a review (src/contract/reviews.ts).
 */
export const BUYER_ORDER_VIEWS = ['all', 'pending', 'completed', 'tracking', 'to_review'] as const;
export type BuyerOrderView = (typeof BUYER_ORDER_VIEWS)[number];

const isoDay = z.iso.date({ error: 'Use a date like 2026-01-31' });

/** GET /v1/buyer/orders. */
export const buyerOrderQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Page must be a number from 1' })
    .int('Page must be a number from 1')
    .min(1, 'Page must be a number from 1')
    .max(100_000, 'Page must be a number from 1')
    .default(1),
  limit: z.coerce
    .number({ error: 'At most 100 per page' })
    .int('At most 100 per page')
    .min(1, 'At most 100 per page')
    .max(100, 'At most 100 per page')
    .default(20),
  status: z.enum(BUYER_ORDER_VIEWS, { error: `Choose one of: ${BUYER_ORDER_VIEWS.join(', ')}` }).default('all'),
  q: z.string().trim().max(100, 'At most 100 characters').optional(),
  created_from: isoDay.optional(),
  created_to: isoDay.optional(),
});
export type BuyerOrderQuery = z.infer<typeof buyerOrderQuerySchema>;

/** POST /v1/buyer/orders/:id/cancel. */
export const buyerCancelSchema = z.strictObject({
  note: z.string({ error: orderingMessages.noteTooLong }).trim().max(500, 'At most 500 characters').optional(),
});
export type BuyerCancelInput = z.infer<typeof buyerCancelSchema>;
