// Payouts: the marketplace pays each seller's payable balance, per currency, to the bank account of its
// store profile, in batches that a second staff member approves. Routes:
//   GET  /v1/seller/payouts                         the seller's own payouts (declared resource)
//   GET  /v1/seller/payout-settings                 the seller's schedule and the next payout day
//   PUT  /v1/seller/payout-settings                 weekly or monthly
//   GET  /v1/admin/payout-batches                   staff: batches (declared resource)
//   GET  /v1/admin/payout-batches/:id               staff: a batch with its payouts
//   POST /v1/admin/payout-batches                   administrators: make a batch now (optionally one currency)
//   POST /v1/admin/payout-batches/:id/approve       staff other than its maker
//   POST /v1/admin/payout-batches/:id/send          administrators: the amounts leave payable for paid
//   POST /v1/admin/payout-batches/:id/paid          administrators: the bank's reference
//   POST /v1/admin/payout-batches/:id/fail          administrators: every payout reversed, with the reason
//   POST /v1/admin/payout-batches/:id/cancel        administrators: a draft or approved batch
//   POST /v1/admin/payout-items/:id/return          administrators: one returned transfer, reversed
//   GET  /v1/admin/payout-batches/:id/export.csv    administrators: the transfers as CSV
//   GET  /v1/admin/payout-batches/:id/pain001.xml   administrators: the EUR transfers as ISO 20022 pain.001.001.03
import { z } from 'zod';
import { adminListQuery } from './admin';
import { CURRENCY_CODES } from './catalog-constants';
import { PAYOUT_BATCH_STATES, PAYOUT_ITEM_STATES, PAYOUT_SCHEDULES, PAYOUT_TRIGGERS, payoutMessages } from './payouts-messages';
export * from './payouts-messages';

const currency = z.enum(CURRENCY_CODES, { error: payoutMessages.currency });

export const makeBatchSchema = z.strictObject({ currency: currency.optional() });
export const markPaidSchema = z.strictObject({
  bank_reference: z.string({ error: payoutMessages.reference }).trim().min(3, payoutMessages.reference).max(100, payoutMessages.reference),
});
export const failureSchema = z.strictObject({
  reason: z.string({ error: payoutMessages.reason }).trim().min(3, payoutMessages.reason).max(500, payoutMessages.reason),
});
export const cancelSchema = z.strictObject({
  reason: z.string({ error: payoutMessages.reason }).trim().min(3, payoutMessages.reason).max(500, payoutMessages.reason).optional(),
});
export const payoutSettingsInputSchema = z.strictObject({ schedule: z.enum(PAYOUT_SCHEDULES, { error: payoutMessages.schedule }) });
export const payoutSettingsSchema = z.object({
  schedule: z.enum(PAYOUT_SCHEDULES),
  /** The next scheduled run that would include this seller (UTC midnight). */
  next_payout_at: z.string(),
  /** Each currency's minimum payable balance for a payout, in minor units. */
  minimums: z.record(z.string(), z.number().int()),
  /** Whether the store profile's bank details are complete: without them no payout is made. */
  bank_ready: z.boolean(),
});
export type PayoutSettings = z.infer<typeof payoutSettingsSchema>;

/** One seller's transfer, as the seller reads it (account number masked). */
export const payoutItemSchema = z.object({
  id: z.string(),
  batch_id: z.string(),
  batch_number: z.string(),
  seller_id: z.string(),
  seller_name: z.string(),
  currency: z.string(),
  amount_minor: z.number().int(),
  state: z.enum(PAYOUT_ITEM_STATES),
  account_holder: z.string(),
  bank_name: z.string(),
  account_masked: z.string(),
  bank_reference: z.string().nullable(),
  failure_reason: z.string().nullable(),
  sent_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type PayoutItem = z.infer<typeof payoutItemSchema>;

export const payoutBatchSchema = z.object({
  id: z.string(),
  number: z.string(),
  state: z.enum(PAYOUT_BATCH_STATES),
  trigger: z.enum(PAYOUT_TRIGGERS),
  item_count: z.number().int(),
  /** Per currency: the sum of its payouts. */
  totals: z.array(z.object({ currency: z.string(), amount_minor: z.number().int(), count: z.number().int() })),
  created_by: z.string().nullable(),
  /** Who made it, by account: the one staff member who may not approve it (null for a scheduled run's). */
  created_by_id: z.string().nullable(),
  approved_by: z.string().nullable(),
  bank_reference: z.string().nullable(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  approved_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type PayoutBatch = z.infer<typeof payoutBatchSchema>;
export const payoutBatchDetailSchema = payoutBatchSchema.extend({ items: z.array(payoutItemSchema) });
export type PayoutBatchDetail = z.infer<typeof payoutBatchDetailSchema>;

export const PAYOUT_BATCH_SORTS = ['created_at', 'number'] as const;
export const payoutBatchListQuerySchema = adminListQuery(PAYOUT_BATCH_SORTS).extend({
  state: z.enum(PAYOUT_BATCH_STATES, { error: `Choose one of: ${PAYOUT_BATCH_STATES.join(', ')}` }).optional(),
});
export const sellerPayoutFilterSchema = z.object({
  state: z.enum(PAYOUT_ITEM_STATES, { error: `Choose one of: ${PAYOUT_ITEM_STATES.join(', ')}` }).optional(),
  currency: currency.optional(),
});
