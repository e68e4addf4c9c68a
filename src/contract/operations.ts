import { z } from 'zod';
import { STOCK_STATES } from './catalog';
import { requiredText } from './fields';
import { CATEGORY_REQUEST_STATUSES, ORDER_STATUSES, type OrderStatus } from './operations-constants';
export * from './operations-constants';
export * from './operations-messages';
import { inventoryMessages, orderMessages, categoryRequestMessages } from './operations-messages';
import { INCOTERMS } from './rfq-messages';

// Inventory, orders and category requests: the seller's day-to-day records.

export const ADJUSTMENT_REASONS = ['received', 'sold_offline', 'damaged', 'lost', 'correction', 'order'] as const;
/** Reasons a seller may give by hand; 'order' entries are written by order confirmation and cancellation. */
export const MANUAL_ADJUSTMENT_REASONS = ['received', 'sold_offline', 'damaged', 'lost', 'correction'] as const;
export type ManualAdjustmentReason = (typeof MANUAL_ADJUSTMENT_REASONS)[number];
/** Why units come in, and why they go: a recount ('correction') may go either way, nothing else may. */
export const RECEIPT_REASONS = ['received', 'correction'] as const satisfies readonly ManualAdjustmentReason[];
export const REMOVAL_REASONS = ['sold_offline', 'damaged', 'lost', 'correction'] as const satisfies readonly ManualAdjustmentReason[];

/** The reasons that fit adding (a positive change) or removing (a negative one) stock. */
export const reasonsForChange = (delta: number): readonly ManualAdjustmentReason[] => (delta < 0 ? REMOVAL_REASONS : RECEIPT_REASONS);

export const stockAdjustmentSchema = z
  .strictObject({
    delta: z
      .number({ error: inventoryMessages.deltaRequired })
      .int(inventoryMessages.deltaRequired)
      .min(-1_000_000_000, inventoryMessages.deltaRequired)
      .max(1_000_000_000, inventoryMessages.deltaRequired)
      .refine((n) => n !== 0, inventoryMessages.deltaNonZero),
    reason: z.enum(MANUAL_ADJUSTMENT_REASONS, { error: inventoryMessages.reasonRequired }),
    note: z.string().trim().max(500, 'At most 500 characters').optional(),
  })
  .superRefine((input, context) => {
    // A removal recorded as "Received" (or a receipt as "Lost") would make the ledger lie.
    if (!reasonsForChange(input.delta).includes(input.reason)) {
      context.addIssue({
        code: 'custom',
        path: ['reason'],
        message: input.delta < 0 ? inventoryMessages.removalReasonRequired : inventoryMessages.receiptReasonRequired,
      });
    }
  });
export type StockAdjustmentInput = z.infer<typeof stockAdjustmentSchema>;

export const inventorySettingsSchema = z.strictObject({
  low_stock_threshold: z
    .number({ error: inventoryMessages.thresholdRange })
    .int(inventoryMessages.thresholdRange)
    .min(0, inventoryMessages.thresholdRange)
    .max(1_000_000_000, inventoryMessages.thresholdRange),
});

export type StockState = (typeof STOCK_STATES)[number];

/** Out at 0, low at or below the threshold, otherwise in stock. */
export function stockStateOf(onHand: number, lowStockThreshold: number): StockState {
  if (onHand <= 0) return 'out_of_stock';
  return onHand <= lowStockThreshold ? 'low_stock' : 'in_stock';
}

/** One product's stock as the seller sees it (GET /v1/inventory, /v1/inventory/:productId). */
export const inventoryItemSchema = z.object({
  product_id: z.string(),
  product_name: z.string(),
  sku: z.string(),
  on_hand: z.number().int(),
  /** Held for buyers' pending orders; confirming an order turns its hold into a deduction. */
  reserved: z.number().int(),
  /** What buyers can still order: on hand minus reserved. The stock state is judged on it. */
  available: z.number().int(),
  low_stock_threshold: z.number().int(),
  stock_state: z.enum(STOCK_STATES),
  updated_at: z.string(),
});
export type InventoryItem = z.infer<typeof inventoryItemSchema>;

/** One ledger row (GET /v1/inventory/:productId/movements), newest first. */
export const stockMovementSchema = z.object({
  id: z.string(),
  reason: z.enum(ADJUSTMENT_REASONS),
  delta: z.number().int(),
  balance_after: z.number().int(),
  note: z.string().nullable(),
  order_id: z.string().nullable(),
  order_number: z.string().nullable(),
  actor_name: z.string().nullable(),
  created_at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** Answer to POST /v1/inventory/:productId/adjustments: the new stock and the ledger row written. */
export const stockAdjustmentResultSchema = z.object({ item: inventoryItemSchema, movement: stockMovementSchema });
export type StockAdjustmentResult = z.infer<typeof stockAdjustmentResultSchema>;

/** How a buyer pays: by bank transfer or on agreed terms, recorded by the supplier. No card data is ever taken. */
export const PAYMENT_METHODS = ['bank_transfer', 'agreed_terms'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ['unpaid', 'paid'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The seller's status flow: pending → confirmed → shipped → delivered; cancelled before shipping. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const orderTransitionSchema = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('confirmed'), note: z.string().trim().max(500).optional() }),
  z.strictObject({
    status: z.literal('shipped'),
    carrier: requiredText(orderMessages.carrierRequired, 100),
    tracking_number: requiredText(orderMessages.trackingRequired, 100),
    note: z.string().trim().max(500).optional(),
  }),
  z.strictObject({ status: z.literal('delivered'), note: z.string().trim().max(500).optional() }),
  z.strictObject({ status: z.literal('cancelled'), note: z.string().trim().max(500).optional() }),
]);
export type OrderTransitionInput = z.infer<typeof orderTransitionSchema>;

/** Fills the {{name}} slots of a message such as `orderMessages.notEnoughStock`. */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}

/** A row of the seller's order list (GET /v1/orders, GET /v1/orders/:id). */
export const orderSummarySchema = z.object({
  id: z.string(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  buyer: z.object({ name: z.string(), company: z.string().nullable() }),
  line_count: z.number().int(),
  total_minor: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderLineSchema = z.object({
  id: z.string(),
  /** Null for an item of an accepted quote that is not a catalogue product. */
  product_id: z.string().nullable(),
  product_name: z.string(),
  sku: z.string(),
  unit: z.string().nullable(),
  quantity: z.number().int(),
  unit_price_minor: z.number().int(),
  line_total_minor: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** The request for quotation and accepted quote an order came from (src/contract/rfq.ts); order pages link back. */
export const orderRfqRefSchema = z.object({ id: z.string(), number: z.string(), title: z.string(), quote_id: z.string() });
export type OrderRfqRef = z.infer<typeof orderRfqRefSchema>;

/**
 * The delivery term of an order from an accepted quote: the quote's Incoterm and the place it names (the
 * RFQ's delivery place for the C and D terms, null for EXW, FCA and FOB); null for an order from the cart.
 */
export const orderIncotermSchema = z.object({ code: z.enum(INCOTERMS), place: z.string().nullable() }).nullable();
export type OrderIncoterm = z.infer<typeof orderIncotermSchema>;

/** One status change: who (role and name) moved the order from where to where, and when. */
export const orderEventSchema = z.object({
  id: z.string(),
  from_status: z.enum(ORDER_STATUSES).nullable(),
  to_status: z.enum(ORDER_STATUSES),
  actor_role: z.string().nullable(),
  actor_name: z.string().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** An order's figures: its lines' sum and its shipping add up to its total. */
export const orderTotalsSchema = z.object({
  quantity: z.number().int(),
  subtotal_minor: z.number().int(),
  /** An accepted quote's shipping; 0 for an order from the cart. */
  shipping_minor: z.number().int(),
  total_minor: z.number().int(),
  currency: z.string(),
});

/** The order details page (GET /v1/orders/:id/details, and the answer to a transition). */
export const orderDetailsSchema = orderSummarySchema.extend({
  buyer: z.object({ name: z.string(), email: z.string(), company: z.string().nullable() }),
  lines: z.array(orderLineSchema),
  totals: orderTotalsSchema,
  shipping_address: z.record(z.string(), z.string()),
  incoterm: orderIncotermSchema,
  note: z.string().nullable(),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  paid_at: z.string().nullable(),
  updated_at: z.string(),
  history: z.array(orderEventSchema),
  rfq: orderRfqRefSchema.nullable().optional(),
  /** Statuses the seller may move the order to now (from ORDER_TRANSITIONS). */
  next_statuses: z.array(z.enum(ORDER_STATUSES)),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

/** The note of the history event that records a payment (the event keeps the order's status). */
export const PAYMENT_EVENT_NOTE = 'Payment recorded';

/** POST /v1/orders/:id/payment: the seller records that the buyer paid (bank transfer received, terms settled). */
export const orderPaymentSchema = z.strictObject({ note: z.string().trim().max(500, 'At most 500 characters').optional() });
export type OrderPaymentInput = z.infer<typeof orderPaymentSchema>;

export const categoryRequestSchema = z.strictObject({
  name: requiredText(categoryRequestMessages.nameRequired, 100),
  parent_id: z.uuid('Choose a parent category').nullable().optional(),
  reason: requiredText(categoryRequestMessages.reasonRequired, 1000).pipe(z.string().min(20, categoryRequestMessages.reasonRequired)),
});
export type CategoryRequestInput = z.infer<typeof categoryRequestSchema>;

/** A category request as the API answers it. */
export const categoryRequestRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  parent_id: z.string().nullable(),
  parent_path: z.string().nullable(),
  reason: z.string(),
  status: z.enum(CATEGORY_REQUEST_STATUSES),
  reviewer_note: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
});
export type CategoryRequest = z.infer<typeof categoryRequestRecordSchema>;
