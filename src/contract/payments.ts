// Buyer payments in collect mode: the buyer pays the marketplace's bank account with the order number as
// the reference; staff record what arrived or import a bank statement; the order's payment state follows
// from the sum received against its total. Routes:
//   GET  /v1/orders/:id/payments                 the order's buyer or seller: state, instructions, payments
//   GET  /v1/orders/:id/proforma.pdf             the order's buyer or seller: the pro-forma invoice
//   GET  /v1/admin/orders/:id/payments           staff (orders area): the same summary
//   POST /v1/admin/orders/:id/payments           administrators: record a payment (audited)
//   GET  /v1/admin/payments                      staff: payments received (declared resource)
//   GET  /v1/admin/unmatched-payments            staff: statement lines waiting for a match (declared resource)
//   POST /v1/admin/unmatched-payments/:id/match  administrators: match a line to an order by its number (audited)
//   POST /v1/admin/payments/import               administrators: a bank statement CSV, every row checked or none kept
import { z } from 'zod';
import { adminListQuery } from './admin';
import { CURRENCY_CODES } from './catalog-constants';
import { PAYMENT_METHODS } from './operations';
import type { PaymentState } from './payments-messages';
import { PAYMENT_STATES, paymentMessages, PAYMENT_SOURCES, UNMATCHED_REASONS } from './payments-messages';
export * from './payments-messages';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isCalendarDay = (value: string) => {
  const day = DAY.test(value) ? new Date(`${value}T00:00:00Z`) : null;
  return day !== null && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
};
export const paymentDaySchema = z.string({ error: paymentMessages.receivedOn }).refine(isCalendarDay, paymentMessages.receivedOn);

/** POST /v1/admin/orders/:id/payments: an amount received in the order's currency. */
export const recordPaymentSchema = z.strictObject({
  amount_minor: z
    .number({ error: paymentMessages.amount })
    .int(paymentMessages.amount)
    .positive(paymentMessages.amount)
    .max(Number.MAX_SAFE_INTEGER, paymentMessages.amount),
  received_on: paymentDaySchema,
  bank_reference: z.string().trim().max(140, paymentMessages.reference).optional(),
  bank_line_id: z.string().trim().min(1, paymentMessages.bankLineId).max(100, paymentMessages.bankLineId).optional(),
});
export type RecordPaymentInput = z.input<typeof recordPaymentSchema>;

/** POST /v1/admin/unmatched-payments/:id/match. */
export const matchPaymentSchema = z.strictObject({
  order_number: z
    .string({ error: paymentMessages.orderNumber })
    .trim()
    .toUpperCase()
    .regex(/^ORD-\d{4}-[A-Z0-9]{8}$/, paymentMessages.orderNumber),
});

export const orderPaymentSchema = z.object({
  id: z.string(),
  amount_minor: z.number().int(),
  currency: z.string(),
  received_on: z.string(),
  bank_reference: z.string(),
  source: z.enum(PAYMENT_SOURCES),
  created_at: z.string(),
});
export type OrderPaymentRecord = z.infer<typeof orderPaymentSchema>;

/** Where and how much to pay: the marketplace's account, the amount still open and the order number as the reference. */
export const paymentInstructionsSchema = z.object({
  account_name: z.string(),
  bank_name: z.string(),
  account: z.string(),
  swift: z.string(),
  amount_minor: z.number().int(),
  currency: z.string(),
  reference: z.string(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

/** GET /v1/orders/:id/payments: the order's payment state and what makes it. */
export const orderPaymentSummarySchema = z.object({
  order_id: z.string(),
  order_number: z.string(),
  settlement_mode: z.enum(['collect', 'direct']),
  state: z.enum(PAYMENT_STATES),
  total_minor: z.number().int(),
  received_minor: z.number().int(),
  /** Still to pay (0 when paid or overpaid). */
  outstanding_minor: z.number().int(),
  currency: z.string(),
  method: z.enum(PAYMENT_METHODS),
  terms: z.enum(['advance', 'net30']),
  due_on: z.string(),
  /** Whether the seller may ship it now: paid in full, or terms that allow shipping first. */
  can_ship_unpaid: z.boolean(),
  /** Collect mode only, while something is still to pay and the order is not cancelled. */
  instructions: paymentInstructionsSchema.nullable(),
  payments: z.array(orderPaymentSchema),
});
export type OrderPaymentSummary = z.infer<typeof orderPaymentSummarySchema>;

/** A row of the back office's "Payments received". */
export const receivedPaymentSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  order_number: z.string(),
  seller: z.object({ id: z.string(), name: z.string() }),
  buyer: z.object({ id: z.string(), name: z.string() }),
  amount_minor: z.number().int(),
  currency: z.string(),
  received_on: z.string(),
  bank_reference: z.string(),
  bank_line_id: z.string().nullable(),
  source: z.enum(PAYMENT_SOURCES),
  order_state: z.enum(PAYMENT_STATES),
  recorded_by: z.string().nullable(),
  created_at: z.string(),
});
export type ReceivedPayment = z.infer<typeof receivedPaymentSchema>;

/** A row of the back office's "Unmatched payments". */
export const unmatchedPaymentSchema = z.object({
  id: z.string(),
  bank_line_id: z.string(),
  received_on: z.string(),
  amount_minor: z.number().int(),
  currency: z.string(),
  reference: z.string(),
  reason: z.enum(UNMATCHED_REASONS),
  created_at: z.string(),
});
export type UnmatchedPayment = z.infer<typeof unmatchedPaymentSchema>;

const currencyFilter = z.enum(CURRENCY_CODES, { error: paymentMessages.currency });
export const receivedPaymentListQuerySchema = adminListQuery(['received_on', 'amount_minor', 'created_at'] as const).extend({
  currency: currencyFilter.optional(),
  source: z.enum(PAYMENT_SOURCES, { error: `Choose one of: ${PAYMENT_SOURCES.join(', ')}` }).optional(),
});
export const unmatchedPaymentListQuerySchema = adminListQuery(['received_on', 'amount_minor', 'created_at'] as const).extend({
  currency: currencyFilter.optional(),
  reason: z.enum(UNMATCHED_REASONS, { error: `Choose one of: ${UNMATCHED_REASONS.join(', ')}` }).optional(),
});

export const statementImportProblemSchema = z.object({ row: z.number().int(), field: z.string(), message: z.string() });
export type StatementImportProblem = z.infer<typeof statementImportProblemSchema>;
export const statementImportResultSchema = z.object({
  recorded: z.number().int(),
  unmatched: z.number().int(),
  /** Lines whose bank id an earlier import already holds: nothing is recorded twice. */
  skipped: z.number().int(),
  problems: z.array(statementImportProblemSchema),
});
export type StatementImportResult = z.infer<typeof statementImportResultSchema>;

/** The live event both parties' open order pages hear when a payment changes the order's state. */
export const ORDER_PAYMENT_EVENT = 'order.payment';
export interface OrderPaymentEvent {
  order_id: string;
  state: PaymentState;
}
