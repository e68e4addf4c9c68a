// Money on the wire: commission rules (staff), the commission preview (sellers), balances and the ledger
// (sellers their own; staff any seller's), and staff adjustments. Routes:
//   GET    /v1/admin/commission-rules[/:id]             administrators and reviewers
//   POST, PATCH, DELETE /v1/admin/commission-rules[/:id] administrators (audited)
//   GET    /v1/seller/commission-preview                the fee a price in a category would pay
//   GET    /v1/seller/balances                          per currency: pending, payable, reserved, paid
//   GET    /v1/seller/ledger                            the seller's entries, newest first (type, currency, from, to)
//   GET    /v1/seller/ledger/export                     the same entries as CSV
//   GET    /v1/admin/ledger?seller_id=                  staff: any seller's entries
//   GET    /v1/admin/sellers/:id/balances               staff: a seller's balances
//   POST   /v1/admin/sellers/:id/ledger/adjustments     administrators: an adjustment with a reason (audited)
//   POST   /v1/admin/sellers/:id/ledger/reversals       administrators: undo a delivered order (audited)
import { z } from 'zod';
import { CURRENCY_CODES } from './catalog-constants';
import { adminListQuery } from './admin';
import { COMMISSION_SCOPES, LEDGER_BUCKETS, LEDGER_ENTRY_TYPES } from './money-constants';
import { moneyMessages } from './money-messages';

export * from './money-constants';

export * from './money-messages';

const minorAmount = z
  .number({ error: moneyMessages.amount })
  .int(moneyMessages.amount)
  .min(0, moneyMessages.amount)
  .max(Number.MAX_SAFE_INTEGER, moneyMessages.amount);
const currencyCode = z.enum(CURRENCY_CODES, { error: moneyMessages.currency });

/** Each field of a rule, for the form's own checks (the server's messages). */
export const commissionRuleFields = {
  scope: z.enum(COMMISSION_SCOPES, { error: moneyMessages.scope }),
  category_id: z.uuid(moneyMessages.categoryRequired).nullable(),
  seller_id: z.uuid(moneyMessages.sellerRequired).nullable(),
  currency: currencyCode.nullable(),
  rate_bp: z.number({ error: moneyMessages.rate }).int(moneyMessages.rate).min(0, moneyMessages.rate).max(10_000, moneyMessages.rate),
  min_line_minor: minorAmount.nullable(),
  max_line_minor: minorAmount.nullable(),
  fixed_fee_minor: minorAmount.nullable(),
  note: z.string().trim().max(500, 'At most 500 characters').nullable(),
};

type RuleShape = {
  scope?: string;
  category_id?: string | null;
  seller_id?: string | null;
  currency?: string | null;
  min_line_minor?: number | null;
  max_line_minor?: number | null;
  fixed_fee_minor?: number | null;
};
/** The checks across a rule's fields, field by field: the target its scope needs, amounts with a currency, min ≤ max. */
export function commissionRuleProblems(rule: RuleShape): Record<string, string> {
  const problems: Record<string, string> = {};
  if (rule.scope === 'category' && !rule.category_id) problems.category_id = moneyMessages.categoryRequired;
  if (rule.scope === 'seller' && !rule.seller_id) problems.seller_id = moneyMessages.sellerRequired;
  if (rule.scope === 'default' && (rule.category_id || rule.seller_id)) problems.scope = moneyMessages.noTarget;
  if (rule.scope === 'category' && rule.seller_id) problems.seller_id = moneyMessages.noTarget;
  if (rule.scope === 'seller' && rule.category_id) problems.category_id = moneyMessages.noTarget;
  const hasAmounts = [rule.min_line_minor, rule.max_line_minor, rule.fixed_fee_minor].some((value) => value != null);
  if (hasAmounts && !rule.currency) problems.currency = moneyMessages.amountsNeedCurrency;
  if (rule.min_line_minor != null && rule.max_line_minor != null && rule.min_line_minor > rule.max_line_minor)
    problems.min_line_minor = moneyMessages.minAboveMax;
  return problems;
}

export const commissionRuleCreateSchema = z
  .strictObject({
    scope: commissionRuleFields.scope,
    category_id: commissionRuleFields.category_id.optional(),
    seller_id: commissionRuleFields.seller_id.optional(),
    currency: commissionRuleFields.currency.optional(),
    rate_bp: commissionRuleFields.rate_bp,
    min_line_minor: commissionRuleFields.min_line_minor.optional(),
    max_line_minor: commissionRuleFields.max_line_minor.optional(),
    fixed_fee_minor: commissionRuleFields.fixed_fee_minor.optional(),
    note: commissionRuleFields.note.optional(),
  })
  .superRefine((rule, ctx) => {
    for (const [field, message] of Object.entries(commissionRuleProblems(rule))) ctx.addIssue({ code: 'custom', message, path: [field] });
  });
export type CommissionRuleInput = z.input<typeof commissionRuleCreateSchema>;
/** An edit: any field; the whole rule is checked again on the server against the stored one. */
export const commissionRuleUpdateSchema = z.strictObject({
  scope: commissionRuleFields.scope.optional(),
  category_id: commissionRuleFields.category_id.optional(),
  seller_id: commissionRuleFields.seller_id.optional(),
  currency: commissionRuleFields.currency.optional(),
  rate_bp: commissionRuleFields.rate_bp.optional(),
  min_line_minor: commissionRuleFields.min_line_minor.optional(),
  max_line_minor: commissionRuleFields.max_line_minor.optional(),
  fixed_fee_minor: commissionRuleFields.fixed_fee_minor.optional(),
  note: commissionRuleFields.note.optional(),
});

export const commissionRuleSchema = z.object({
  id: z.string(),
  scope: z.enum(COMMISSION_SCOPES),
  category_id: z.string().nullable(),
  category_path: z.string().nullable(),
  seller_id: z.string().nullable(),
  seller_name: z.string().nullable(),
  currency: z.string().nullable(),
  rate_bp: z.number().int(),
  min_line_minor: z.number().int().nullable(),
  max_line_minor: z.number().int().nullable(),
  fixed_fee_minor: z.number().int().nullable(),
  note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CommissionRule = z.infer<typeof commissionRuleSchema>;

export const COMMISSION_RULE_SORTS = ['updated_at', 'scope', 'rate_bp'] as const;
export const commissionRuleListQuerySchema = adminListQuery(COMMISSION_RULE_SORTS).extend({
  scope: commissionRuleFields.scope.optional(),
  currency: currencyCode.optional(),
});

export const commissionPreviewQuerySchema = z.object({
  category_id: z.uuid(moneyMessages.categoryNotFound).optional(),
  price_minor: z.coerce
    .number({ error: moneyMessages.price })
    .int(moneyMessages.price)
    .min(0, moneyMessages.price)
    .max(Number.MAX_SAFE_INTEGER, moneyMessages.price)
    .optional(),
  currency: currencyCode,
});
export const commissionPreviewSchema = z.object({
  /** Null: the marketplace has no rule, so no fee. */
  rate_bp: z.number().int().nullable(),
  scope: z.enum(COMMISSION_SCOPES).nullable(),
  /** The category asked about, as shown next to the fee ("Consumer Electronics"). */
  category_name: z.string().nullable(),
  min_line_minor: z.number().int().nullable(),
  max_line_minor: z.number().int().nullable(),
  fixed_fee_minor: z.number().int().nullable(),
  /** The fee on `price_minor` when one was given. */
  commission_minor: z.number().int().nullable(),
  tax_percent: z.number(),
  currency: z.string(),
});
export type CommissionPreview = z.infer<typeof commissionPreviewSchema>;

export const balanceSchema = z.object({
  currency: z.string(),
  pending_minor: z.number().int(),
  payable_minor: z.number().int(),
  reserved_minor: z.number().int(),
  paid_minor: z.number().int(),
  /** Pending plus payable plus reserved: what the marketplace owes the seller (negative: what the seller owes). */
  owed_minor: z.number().int(),
  entry_count: z.number().int(),
  /** The next scheduled payout run for the seller (its schedule: weekly on Mondays, or monthly). */
  next_payout_at: z.string().nullable(),
  updated_at: z.string(),
});
export type Balance = z.infer<typeof balanceSchema>;
export const balancesSchema = z.object({ balances: z.array(balanceSchema), settlement_mode: z.string(), return_window_days: z.number().int() });
export type Balances = z.infer<typeof balancesSchema>;

/** A real calendar day written YYYY-MM-DD (2026-13-01 and 2026-02-30 are not). */
const isCalendarDay = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(value);
};
const isoDay = z.string().refine(isCalendarDay, moneyMessages.day);
export const ledgerFilterShape = {
  type: z.enum(LEDGER_ENTRY_TYPES, { error: moneyMessages.type }).optional(),
  currency: currencyCode.optional(),
  bucket: z.enum(LEDGER_BUCKETS, { error: moneyMessages.bucket }).optional(),
  from: isoDay.optional(),
  to: isoDay.optional(),
};
export const ledgerListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Enter a page number from 1' })
    .int('Enter a page number from 1')
    .min(1, 'Enter a page number from 1')
    .max(100_000, 'Enter a page number from 1')
    .default(1),
  limit: z.coerce
    .number({ error: 'Show between 1 and 100 per page' })
    .int()
    .min(1, 'Show between 1 and 100 per page')
    .max(100, 'Show between 1 and 100 per page')
    .default(20),
  sort: z.enum(['seq'], { error: 'Sort by seq' }).default('seq'),
  order: z.enum(['asc', 'desc'], { error: 'Use asc or desc' }).default('desc'),
  cursor: z
    .string()
    .regex(/^\d{1,19}$/, 'This cursor is not valid; start from the first page')
    .optional(),
  ...ledgerFilterShape,
});
export const ledgerCsvQuerySchema = z.object(ledgerFilterShape);
export const adminLedgerListQuerySchema = ledgerListQuerySchema.extend({
  seller_id: z.uuid(moneyMessages.sellerId).optional(),
  /** A seller's email, name or business name: the entries of the sellers it finds. */
  q: z.string().trim().max(200, 'At most 200 characters').optional(),
});
export const adminLedgerCsvQuerySchema = ledgerCsvQuerySchema.extend({ seller_id: z.uuid(moneyMessages.sellerId).optional() });

export const ledgerEntrySchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  seller_id: z.string(),
  seller_name: z.string(),
  currency: z.string(),
  type: z.enum(LEDGER_ENTRY_TYPES),
  bucket: z.enum(LEDGER_BUCKETS),
  amount_minor: z.number().int(),
  order_id: z.string().nullable(),
  order_number: z.string().nullable(),
  order_line_id: z.string().nullable(),
  payout_id: z.string().nullable(),
  reason: z.string().nullable(),
  pending_after: z.number().int(),
  payable_after: z.number().int(),
  reserved_after: z.number().int(),
  paid_after: z.number().int(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const adjustmentSchema = z.strictObject({
  currency: currencyCode,
  amount_minor: z
    .number({ error: moneyMessages.adjustmentAmount })
    .int(moneyMessages.adjustmentAmount)
    .min(-Number.MAX_SAFE_INTEGER, moneyMessages.adjustmentAmount)
    .max(Number.MAX_SAFE_INTEGER, moneyMessages.adjustmentAmount)
    .refine((value) => value !== 0, moneyMessages.adjustmentAmount),
  bucket: z.enum(LEDGER_BUCKETS, { error: moneyMessages.bucket }),
  reason: z.string({ error: moneyMessages.reason }).trim().min(3, moneyMessages.reason).max(500, moneyMessages.reason),
});
export type AdjustmentInput = z.input<typeof adjustmentSchema>;
export const reversalSchema = z.strictObject({
  order_id: z.uuid(moneyMessages.orderNotFound),
  reason: z.string({ error: moneyMessages.reason }).trim().min(3, moneyMessages.reason).max(500, moneyMessages.reason),
});
export const adjustmentResultSchema = z.object({ entry_id: z.string(), balance: balanceSchema });
