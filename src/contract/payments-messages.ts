// Buyer payments' states, terms, messages and value lists, without zod: the Hindi and Chinese texts and
// the pages' declarations read them without loading the API's schemas (payments.ts re-exports them).
import type { PaymentMethod } from './operations';

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

export const PAYMENT_SOURCES = ['manual', 'statement'] as const;

export const UNMATCHED_REASONS = ['no_reference', 'unknown_order', 'currency', 'cancelled'] as const;
