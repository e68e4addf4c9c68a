import { z } from 'zod';
import { requiredText } from './fields';

// Inventory, orders and category requests: the seller's day-to-day records.

export const ADJUSTMENT_REASONS = ['received', 'correction', 'damaged', 'order'] as const;
/** Reasons a seller may give by hand; 'order' entries are written by order confirmation and cancellation. */
export const MANUAL_ADJUSTMENT_REASONS = ['received', 'correction', 'damaged'] as const;

export const inventoryMessages = {
  deltaRequired: 'Enter how many units to add or remove',
  deltaNonZero: 'The change cannot be 0',
  reasonRequired: 'Choose a reason',
  belowZero: 'Stock cannot go below zero',
  thresholdRange: 'Enter a threshold between 0 and 1,000,000,000',
} as const;

export const stockAdjustmentSchema = z.strictObject({
  delta: z
    .number({ error: inventoryMessages.deltaRequired })
    .int(inventoryMessages.deltaRequired)
    .min(-1_000_000_000, inventoryMessages.deltaRequired)
    .max(1_000_000_000, inventoryMessages.deltaRequired)
    .refine((n) => n !== 0, inventoryMessages.deltaNonZero),
  reason: z.enum(MANUAL_ADJUSTMENT_REASONS, { error: inventoryMessages.reasonRequired }),
  note: z.string().trim().max(500, 'At most 500 characters').optional(),
});
export type StockAdjustmentInput = z.infer<typeof stockAdjustmentSchema>;

export const inventorySettingsSchema = z.strictObject({
  low_stock_threshold: z.number({ error: inventoryMessages.thresholdRange }).int(inventoryMessages.thresholdRange).min(0, inventoryMessages.thresholdRange).max(1_000_000_000, inventoryMessages.thresholdRange),
});

export const ORDER_STATUSES = ['pending', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The seller's status flow: pending → confirmed → shipped → delivered; cancelled before shipping. */
export const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export const orderMessages = {
  invalidTransition: 'This order cannot move from {{from}} to {{to}}',
  carrierRequired: 'Enter the carrier',
  trackingRequired: 'Enter the tracking number',
  notEnoughStock: 'Not enough stock of {{name}}: {{available}} available, {{needed}} needed',
} as const;

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

export const CATEGORY_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const categoryRequestMessages = {
  nameRequired: 'Name the category you need',
  reasonRequired: 'Tell us what you would list in it (at least 20 characters)',
  duplicatePending: 'You already asked for this category; it is waiting for review',
  notPending: 'Only a pending request can be changed',
} as const;

export const categoryRequestSchema = z.strictObject({
  name: requiredText(categoryRequestMessages.nameRequired, 100),
  parent_id: z.uuid('Choose a parent category').nullable().optional(),
  reason: requiredText(categoryRequestMessages.reasonRequired, 1000).pipe(z.string().min(20, categoryRequestMessages.reasonRequired)),
});
export type CategoryRequestInput = z.infer<typeof categoryRequestSchema>;
