import { z } from 'zod';
import { CURRENCIES, type Currency } from './catalog-constants';
import { convertedAmountSchema } from './exchange-rates';
import { PAYMENT_METHODS } from './operations';
import {
  APPROVAL_REQUEST_KINDS,
  APPROVAL_RULE_KINDS,
  APPROVAL_STATUSES,
  APPROVER_ROLES,
  BUDGET_PERIODS,
  BUDGET_SCOPES,
  BUDGET_WHEN_EXCEEDED,
  approvalMessages,
} from './company-approvals-messages';
export * from './company-approvals-messages';

// Company approvals and spend limits (re-exported by company.ts): the approval rules, the budgets with
// their spend, the approval requests and their decisions, and the check a checkout or an RFQ award
// passes before its orders are placed (also answered before the click by the previews).

const MAX_AMOUNT_MINOR = 1_000_000_000_000_00;
const amountField = z
  .number({ error: approvalMessages.amountRequired })
  .int(approvalMessages.amountRequired)
  .min(1, approvalMessages.amountRequired)
  .max(MAX_AMOUNT_MINOR, approvalMessages.amountRequired);
const noteField = z.string({ error: approvalMessages.noteTooLong }).trim().max(1000, approvalMessages.noteTooLong);

/** "USD 5,000.00": an amount in a message, the same in every language (the numbers travel as data too). */
export function moneyText(amountMinor: number, currency: string): string {
  const digits = currency in CURRENCIES ? CURRENCIES[currency as Currency] : 2;
  const text = (amountMinor / 10 ** digits).toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return `${currency} ${text}`;
}

// ---------------------------------------------------------------------------------------------------
// Approval rules: GET/POST /v1/company/approval-rules, PATCH/DELETE /v1/company/approval-rules/:id

/** POST /v1/company/approval-rules. The amount is in the company's budget currency. */
export const approvalRuleCreateSchema = z
  .strictObject({
    kind: z.enum(APPROVAL_RULE_KINDS, { error: approvalMessages.ruleKindRequired }),
    amount_minor: amountField.nullable().optional(),
    approver_role: z.enum(APPROVER_ROLES, { error: approvalMessages.approverRoleRequired }).default('approver'),
    active: z.boolean().default(true),
  })
  .superRefine((input, ctx) => {
    const needsAmount = input.kind !== 'new_supplier';
    if (needsAmount && input.amount_minor == null) ctx.addIssue({ code: 'custom', path: ['amount_minor'], message: approvalMessages.amountRequired });
    if (!needsAmount && input.amount_minor != null) ctx.addIssue({ code: 'custom', path: ['amount_minor'], message: approvalMessages.amountNotAllowed });
  });
export type ApprovalRuleCreateInput = z.infer<typeof approvalRuleCreateSchema>;

/** PATCH /v1/company/approval-rules/:id: the kind stays; a new-supplier rule takes no amount. */
export const approvalRuleUpdateSchema = z.strictObject({
  amount_minor: amountField.optional(),
  approver_role: z.enum(APPROVER_ROLES, { error: approvalMessages.approverRoleRequired }).optional(),
  active: z.boolean().optional(),
});
export type ApprovalRuleUpdateInput = z.infer<typeof approvalRuleUpdateSchema>;

export const approvalRuleSchema = z.object({
  id: z.string(),
  kind: z.enum(APPROVAL_RULE_KINDS),
  amount_minor: z.number().int().nullable(),
  /** The company's budget currency, which the amount is in. */
  currency: z.string(),
  approver_role: z.enum(APPROVER_ROLES),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ApprovalRule = z.infer<typeof approvalRuleSchema>;

// ---------------------------------------------------------------------------------------------------
// Budgets (spend limits): GET/POST /v1/company/budgets, PATCH/DELETE /v1/company/budgets/:id; GET /v1/company/spend

/** POST /v1/company/budgets. In the company's budget currency; one per period for the company and for each member. */
export const budgetCreateSchema = z
  .strictObject({
    scope: z.enum(BUDGET_SCOPES, { error: approvalMessages.budgetScopeRequired }),
    user_id: z.uuid(approvalMessages.budgetMemberRequired).nullable().optional(),
    period: z.enum(BUDGET_PERIODS, { error: approvalMessages.budgetPeriodRequired }),
    amount_minor: amountField,
    when_exceeded: z.enum(BUDGET_WHEN_EXCEEDED, { error: approvalMessages.whenExceededRequired }).default('refuse'),
  })
  .superRefine((input, ctx) => {
    if (input.scope === 'member' && !input.user_id) ctx.addIssue({ code: 'custom', path: ['user_id'], message: approvalMessages.budgetMemberRequired });
    if (input.scope === 'company' && input.user_id) ctx.addIssue({ code: 'custom', path: ['user_id'], message: approvalMessages.budgetMemberNotAllowed });
  });
export type BudgetCreateInput = z.infer<typeof budgetCreateSchema>;

/** PATCH /v1/company/budgets/:id: the amount and what happens past it; scope, member and period stay. */
export const budgetUpdateSchema = z.strictObject({
  amount_minor: amountField.optional(),
  when_exceeded: z.enum(BUDGET_WHEN_EXCEEDED, { error: approvalMessages.whenExceededRequired }).optional(),
});
export type BudgetUpdateInput = z.infer<typeof budgetUpdateSchema>;

/** A limit with its spend in the current period. */
export const budgetSchema = z.object({
  id: z.string(),
  scope: z.enum(BUDGET_SCOPES),
  user_id: z.string().nullable(),
  member_name: z.string().nullable(),
  period: z.enum(BUDGET_PERIODS),
  amount_minor: z.number().int(),
  currency: z.string(),
  when_exceeded: z.enum(BUDGET_WHEN_EXCEEDED),
  /** The current period, [start, end) in UTC. */
  period_start: z.string(),
  period_end: z.string(),
  spent_minor: z.number().int(),
  /** Never below 0. */
  left_minor: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Budget = z.infer<typeof budgetSchema>;

export const spendPeriodSchema = z.object({
  period: z.enum(BUDGET_PERIODS),
  start: z.string(),
  end: z.string(),
  /** The company's spend, and the caller's own within it. */
  company_minor: z.number().int(),
  mine_minor: z.number().int(),
});

/** GET /v1/company/spend: the month's and the quarter's spend, and every limit with its spend. */
export const spendSchema = z.object({
  currency: z.string(),
  periods: z.array(spendPeriodSchema),
  /** Some amounts were in another currency and went in at a reference rate. */
  approximate: z.boolean(),
  /** Amounts with no reference rate into the company's currency: not in the figures. */
  unconverted: z.array(z.object({ currency: z.string(), amount_minor: z.number().int() })),
  budgets: z.array(budgetSchema),
});
export type Spend = z.infer<typeof spendSchema>;

// ---------------------------------------------------------------------------------------------------
// The check before placing: POST /v1/orders/preview, the RFQ accept-preview, and the checkout's own

export const COMPANY_CHECK_OUTCOMES = ['place', 'approval', 'refused'] as const;
export type CompanyCheckOutcome = (typeof COMPANY_CHECK_OUTCOMES)[number];

export const companyCheckRuleSchema = z.object({
  id: z.string(),
  kind: z.enum(APPROVAL_RULE_KINDS),
  amount_minor: z.number().int().nullable(),
  approver_role: z.enum(APPROVER_ROLES),
  /** new_supplier: the supplier the company has not bought from. */
  seller_id: z.string().nullable(),
});
export type CompanyCheckRule = z.infer<typeof companyCheckRuleSchema>;

export const companyCheckLimitSchema = z.object({
  budget_id: z.string(),
  scope: z.enum(BUDGET_SCOPES),
  period: z.enum(BUDGET_PERIODS),
  amount_minor: z.number().int(),
  spent_minor: z.number().int(),
  left_minor: z.number().int(),
  /** Spent plus this order. */
  after_minor: z.number().int(),
  passes: z.boolean(),
  when_exceeded: z.enum(BUDGET_WHEN_EXCEEDED),
});
export type CompanyCheckLimit = z.infer<typeof companyCheckLimitSchema>;

/**
 * What placing would do for a company member: place, wait for approval (the rules that hold, or a limit
 * whose budget sends it for approval), or be refused (a limit; `message` says it with the figures). Each
 * order's total is compared in the company's currency: `orders[].converted` says when a reference rate
 * did it, and at what rate of what day.
 */
export const companyCheckSchema = z.object({
  outcome: z.enum(COMPANY_CHECK_OUTCOMES),
  message: z.string().nullable(),
  currency: z.string(),
  total_minor: z.number().int(),
  approximate: z.boolean(),
  orders: z.array(z.object({ seller_id: z.string(), currency: z.string(), total_minor: z.number().int(), converted: convertedAmountSchema })),
  rules: z.array(companyCheckRuleSchema),
  limits: z.array(companyCheckLimitSchema),
});
export type CompanyCheck = z.infer<typeof companyCheckSchema>;

/** Answer of POST /v1/orders/preview: null for a buyer without a company, who checks out as always. */
export const orderPreviewResultSchema = z.object({ company: companyCheckSchema.nullable() });
export type OrderPreviewResult = z.infer<typeof orderPreviewResultSchema>;

// ---------------------------------------------------------------------------------------------------
// Approval requests: GET /v1/company/approvals, /count, /:id; POST /:id/approve, /:id/reject, /:id/cancel

export const approvalLineSchema = z.object({
  /** The product id of an order line, the RFQ line id of an award's. */
  key: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  unit: z.string().nullable(),
  unit_price_minor: z.number().int(),
  currency: z.string(),
  seller_id: z.string(),
  seller_name: z.string(),
});
export type ApprovalLine = z.infer<typeof approvalLineSchema>;

const personSchema = z.object({ id: z.string(), name: z.string() });

export const approvalRequestSchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(APPROVAL_REQUEST_KINDS),
  status: z.enum(APPROVAL_STATUSES),
  requester: personSchema,
  /** What it was worth when asked, in `currency`; and in the company's currency for the limits. */
  total_minor: z.number().int(),
  currency: z.string(),
  lines: z.array(approvalLineSchema),
  /** An award's quoted shipping, in `currency`; 0 for an order from the cart. */
  shipping_minor: z.number().int(),
  shipping_address: z.record(z.string(), z.string()).nullable(),
  payment_method: z.enum(PAYMENT_METHODS),
  /** The requester's note for the supplier. */
  note: z.string().nullable(),
  rfq: z.object({ id: z.string(), number: z.string(), title: z.string(), quote_id: z.string() }).nullable(),
  /** Why it waits: the rules that held, and the limits that sent it for approval. */
  rules: z.array(companyCheckRuleSchema),
  limits: z.array(companyCheckLimitSchema),
  approver_role: z.enum(APPROVER_ROLES),
  decided_by: personSchema.nullable(),
  decided_at: z.string().nullable(),
  decision_note: z.string().nullable(),
  expires_at: z.string(),
  orders: z.array(z.object({ id: z.string(), number: z.string() })),
  /** Whether the caller may approve or reject it now (an approver of the right role, not its requester). */
  can_decide: z.boolean(),
  created_at: z.string(),
});
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>;

/** GET /v1/company/approvals. Deciders see the company's requests; everyone else their own. */
export const approvalQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(APPROVAL_STATUSES, { error: `Choose one of: ${APPROVAL_STATUSES.join(', ')}` }).optional(),
  /** Only the caller's own requests. */
  mine: z.enum(['true', 'false']).optional(),
});
export type ApprovalQuery = z.infer<typeof approvalQuerySchema>;

/** GET /v1/company/approvals/count: the top bar's figure, requests the caller can decide now. */
export const approvalCountSchema = z.object({ awaiting: z.number().int() });
export type ApprovalCount = z.infer<typeof approvalCountSchema>;

/**
 * POST /v1/company/approvals/:id/approve. When prices changed since the request, the first approve is a
 * 409 whose data lists the changes; approving again with `accept_prices` (each changed line's key and
 * the new unit price it showed) places the orders at those prices, if they are still the current ones.
 */
export const approvalApproveSchema = z.strictObject({
  note: noteField.optional(),
  accept_prices: z
    .array(
      z.strictObject({
        key: z.string().min(1).max(100),
        unit_price_minor: z.number().int().min(0),
      }),
    )
    .max(100)
    .optional(),
});
export type ApprovalApproveInput = z.infer<typeof approvalApproveSchema>;

/** POST /v1/company/approvals/:id/reject: the reason, which the requester is told. */
export const approvalRejectSchema = z.strictObject({
  note: z.string({ error: approvalMessages.rejectNoteRequired }).trim().min(1, approvalMessages.rejectNoteRequired).max(1000, approvalMessages.noteTooLong),
});
export type ApprovalRejectInput = z.infer<typeof approvalRejectSchema>;

export const APPROVAL_CHANGE_PROBLEMS = ['price_changed', 'not_enough_stock', 'unavailable', 'quote_changed'] as const;

/** One difference found when approving: the 409's data is `{ changes: ApprovalChange[] }`. */
export const approvalChangeSchema = z.object({
  key: z.string(),
  name: z.string(),
  problem: z.enum(APPROVAL_CHANGE_PROBLEMS),
  seen_unit_price_minor: z.number().int().nullable(),
  /** The price now; null when the line cannot be ordered at all. */
  unit_price_minor: z.number().int().nullable(),
  currency: z.string(),
});
export type ApprovalChange = z.infer<typeof approvalChangeSchema>;

/** Answer of an approval: the request as it now stands and the orders placed. */
export const approvalDecisionResultSchema = z.object({ request: approvalRequestSchema });
export type ApprovalDecisionResult = z.infer<typeof approvalDecisionResultSchema>;

/** Answer (202) of a company member's checkout that waits for approval: no orders yet, the request instead. */
export const checkoutAwaitingApprovalSchema = z.object({ orders: z.array(z.unknown()).max(0), approval_request: approvalRequestSchema });
export type CheckoutAwaitingApproval = z.infer<typeof checkoutAwaitingApprovalSchema>;

/** Answer (202) of a company member's quote accept that waits for approval. */
export const awardAwaitingApprovalSchema = z.object({ approval_request: approvalRequestSchema });
export type AwardAwaitingApproval = z.infer<typeof awardAwaitingApprovalSchema>;

/** Answer of the RFQ accept-preview: the order, and for a company member (only) what the award would do. */
export type AwardPreview = import('./rfq').QuoteAcceptPreview & { company?: CompanyCheck };
