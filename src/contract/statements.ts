// Statements, commission invoices and the marketplace's figures on the wire. Routes:
//   GET  /v1/seller/statements                         the months the seller has ledger entries in, newest first
//   GET  /v1/seller/statements/:month.pdf|.csv         a month's statement (YYYY-MM)
//   GET  /v1/seller/commission-invoices                the seller's commission invoices, newest first
//   GET  /v1/seller/commission-invoices/:id/pdf        one as PDF
//   GET  /v1/admin/sellers/:id/statements[/:month.pdf|.csv]  staff: any seller's
//   GET  /v1/admin/commission-invoices                 staff: every invoice (seller_id, month filters)
//   GET  /v1/admin/commission-invoices/:id/pdf         staff: one as PDF
//   POST /v1/admin/commission-invoices                 administrators: issue a month's invoices now (audited)
//   GET  /v1/admin/money/figures?from=&to=             staff: GMV, commission, tax and payouts per month and currency
//   GET  /v1/admin/money/owed                          staff: what sellers are owed now, per currency
import { z } from 'zod';
import { adminListQuery } from './admin';
import { statementMessages } from './statements-messages';

// The messages live in a zod-free module (the translations import them); imported for the schemas here.
export * from './statements-messages';

/** YYYY-MM, a real month. */
export const monthField = z.string({ error: statementMessages.month }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, statementMessages.month);

export const statementFileParamsSchema = z.object({
  file: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])\.(pdf|csv)$/, statementMessages.month),
});

/** A month the seller can read a statement of. */
export const statementMonthSchema = z.object({
  month: z.string(),
  currencies: z.array(z.string()),
});
export type StatementMonth = z.infer<typeof statementMonthSchema>;

/** One currency's part of a statement: balances before and after the month, by bucket, and the month's totals. */
export const statementCurrencySchema = z.object({
  currency: z.string(),
  opening: z.object({ pending_minor: z.number(), payable_minor: z.number(), reserved_minor: z.number(), paid_minor: z.number() }),
  closing: z.object({ pending_minor: z.number(), payable_minor: z.number(), reserved_minor: z.number(), paid_minor: z.number() }),
  sales_minor: z.number(),
  commission_minor: z.number(),
  commission_tax_minor: z.number(),
  payouts_minor: z.number(),
  entry_count: z.number(),
});
export type StatementCurrency = z.infer<typeof statementCurrencySchema>;

export const invoicePartySchema = z.object({
  legal_name: z.string(),
  tax_id: z.string().nullable(),
  address: z.string(),
  country: z.string().nullable(),
  registration_number: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
});

export const invoiceLineSchema = z.object({ currency: z.string(), commission_minor: z.number(), tax_minor: z.number(), total_minor: z.number() });

export const commissionInvoiceSchema = z.object({
  id: z.string(),
  number: z.string(),
  seller_id: z.string(),
  seller_name: z.string(),
  month: z.string(),
  issued_at: z.string(),
  settlement_mode: z.string(),
  marketplace: invoicePartySchema,
  seller: invoicePartySchema,
  lines: z.array(invoiceLineSchema),
});
export type CommissionInvoice = z.infer<typeof commissionInvoiceSchema>;

export const INVOICE_SORTS = ['issued_at', 'number', 'month'] as const;
export const sellerInvoiceListQuerySchema = adminListQuery(INVOICE_SORTS);
export const adminInvoiceListQuerySchema = adminListQuery(INVOICE_SORTS).extend({
  seller_id: z.uuid(statementMessages.sellerId).optional(),
  month: monthField.optional(),
});

export const issueInvoicesSchema = z.strictObject({
  month: monthField,
  /** Only this seller's (else every seller with commission that month). */
  seller_id: z.uuid(statementMessages.sellerId).optional(),
});
export const issueInvoicesResultSchema = z.object({ issued: z.number(), invoices: z.array(commissionInvoiceSchema) });

/** A month, or a day whose month is meant (the list's date filter sends days). */
const monthOrDay = z
  .string({ error: statementMessages.month })
  .regex(/^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/, statementMessages.month)
  .transform((value) => value.slice(0, 7));
export const figuresQuerySchema = z.object({ from: monthOrDay.optional(), to: monthOrDay.optional() });
export const figureRowSchema = z.object({
  /** month:currency */
  id: z.string(),
  month: z.string(),
  currency: z.string(),
  gmv_minor: z.number(),
  orders: z.number(),
  commission_minor: z.number(),
  commission_tax_minor: z.number(),
  reversals_minor: z.number(),
  payouts_minor: z.number(),
});
export type FigureRow = z.infer<typeof figureRowSchema>;
export const owedRowSchema = z.object({
  currency: z.string(),
  pending_minor: z.number(),
  payable_minor: z.number(),
  reserved_minor: z.number(),
  owed_minor: z.number(),
  sellers: z.number(),
});
export type OwedRow = z.infer<typeof owedRowSchema>;
