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
import { PAYMENT_METHODS, type PaymentMethod } from './operations';

/** An order's payment state: what was received against its total. */
export const PAYMENT_STATES = ['unpaid', 'partially_paid', 'paid', 'overpaid'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export function paymentStateOf(receivedMinor: number, totalMinor: number): PaymentState {
  if (receivedMinor <= 0) return 'unpaid';
  if (receivedMinor < totalMinor) return 'partially_paid';
  return receivedMinor === totalMinor ? 'paid' : 'overpaid';
}

/**
 * The payment terms of each payment method: when payment is due (days after the order is placed) and
 * whether the seller may ship before it is paid in full. Bank transfer is payment in advance; agreed
 * terms are Net 30.
 */
export const PAYMENT_TERMS: Record<PaymentMethod, { code: 'advance' | 'net30'; dueDays: number; shipUnpaid: boolean }> = {
  bank_transfer: { code: 'advance', dueDays: 7, shipUnpaid: false },
  agreed_terms: { code: 'net30', dueDays: 30, shipUnpaid: true },
};

/** The day payment is due (YYYY-MM-DD, UTC) for an order placed at `placedAt`. */
export function paymentDueOn(method: PaymentMethod, placedAt: Date): string {
  const due = new Date(placedAt.getTime() + PAYMENT_TERMS[method].dueDays * 86_400_000);
  return due.toISOString().slice(0, 10);
}

/** An order number anywhere in a bank reference ("Payment ord-2026-ab12cd34 thanks"). */
export const ORDER_NUMBER_PATTERN = /ORD-\d{4}-[A-Z0-9]{8}/i;

export const paymentMessages = {
  amount: 'Enter an amount above 0',
  receivedOn: 'Enter the day the money arrived, as YYYY-MM-DD',
  reference: 'At most 140 characters',
  bankLineId: 'At most 100 characters',
  bankLineTaken: 'This bank line is already recorded',
  orderNotFound: 'This order does not exist',
  orderNumber: 'Enter an order number such as ORD-2026-AB12CD34',
  orderNumberUnknown: 'No order has this number',
  orderCancelled: 'This order is cancelled: no payment can be recorded against it',
  currencyDiffers: 'The payment is in {{currency}} but the order is in {{orderCurrency}}',
  lineNotFound: 'This statement line does not exist',
  lineMatched: 'This statement line is already matched',
  recorded: 'Payment recorded',
  matched: 'Statement line matched',
  file: 'Choose a CSV file',
  fileTooLarge: 'The file is larger than 1 MB',
  fileEmpty: 'The file is empty',
  noRows: 'The file has a header but no lines',
  tooManyRows: 'At most 5,000 lines per file',
  missingColumn: (column: string) => `The column "${column}" is missing`,
  unknownColumn: (column: string) => `Unknown column "${column}"`,
  date: 'Enter the date as YYYY-MM-DD',
  statementAmount: 'Enter an amount above 0 with at most the currency’s decimals, like 1250.00',
  currency: 'Choose a currency from the list',
  bankId: 'Give the bank’s id of the line (1 to 100 characters)',
  repeatedInFile: (line: number) => `The same bank id as line ${line}`,
  nothingImported: (problems: number) => `Nothing was imported: ${problems} ${problems === 1 ? 'problem' : 'problems'} to fix`,
  imported: (recorded: number, unmatched: number, skipped: number) => `${recorded} recorded, ${unmatched} waiting for a match, ${skipped} already imported`,
  collectOnly: 'The marketplace records payments for this order: the buyer pays its bank account',
  shipUnpaid: 'This order is paid by bank transfer in advance: ship it once it is paid in full',
} as const;

export const STATEMENT_CSV_COLUMNS = ['date', 'amount', 'currency', 'reference', 'bank_id'] as const;
export const STATEMENT_IMPORT_MAX_BYTES = 1024 * 1024;
export const STATEMENT_IMPORT_MAX_ROWS = 5000;

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

export const PAYMENT_SOURCES = ['manual', 'statement'] as const;

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

export const UNMATCHED_REASONS = ['no_reference', 'unknown_order', 'currency', 'cancelled'] as const;

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
