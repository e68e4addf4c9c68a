// The check a company member's checkout or RFQ award passes before any order is placed: the company's
// approval rules and spend limits, in the company's budget currency (an order in another currency is
// converted at the reference rates, and the answer says so). Checkout and award call it inside their
// transaction with `lock`, which takes the company row FOR UPDATE first: concurrent checkouts of one
// company then run the check one after another, each seeing the orders the others committed, so
// together they never pass a limit. The previews call it without the lock and write nothing.
import { and, eq, inArray, ne, or } from 'drizzle-orm';
import {
  approvalMessages,
  moneyText,
  type ApproverRole,
  type BudgetPeriod,
  type BudgetScope,
  type CompanyCheck,
  type CompanyCheckLimit,
  type CompanyCheckRule,
} from '../../../src/contract/company-approvals';
import { companyMessages, roleHas, type CompanyRole } from '../../../src/contract/company-messages';
import type { ConvertedAmount } from '../../../src/contract/exchange-rates';
import { fillMessage } from '../../../src/contract/operations';
import type { Database } from '../../db/client';
import { companies, companyApprovalRules, companyBudgets, companyMembers, orders } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { converterTo, rateDayOf } from '../exchange-rates/convert';
import { spendOf } from './spend-repository';

/** One order a checkout or an award would place: its supplier, currency and total. */
export interface OrderDraftTotal {
  sellerId: string;
  currency: string;
  totalMinor: number;
}

export interface BuyingMember {
  companyId: string;
  role: CompanyRole;
  budgetCurrency: string;
}

/** The check with what approval needs to know: who decides. */
export interface CompanyGate extends CompanyCheck {
  member: BuyingMember;
  approverRole: ApproverRole;
}

/**
 * The caller's company membership for buying, or null for a buyer without a company (who buys as
 * always). With `lock`, the company row is locked until the transaction ends. A suspended member or
 * company, or a role that may not place orders, is refused.
 */
export async function buyingMemberOf(db: Database, userId: string, lock: boolean): Promise<BuyingMember | null> {
  const query = db
    .select({
      companyId: companies.id,
      role: companyMembers.role,
      memberStatus: companyMembers.status,
      companyStatus: companies.status,
      budgetCurrency: companies.budgetCurrency,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId));
  const [row] = lock ? await query.for('update', { of: companies }) : await query;
  if (!row) return null;
  if (row.companyStatus !== 'active') throw new AppError(403, companyMessages.companySuspended);
  if (row.memberStatus !== 'active') throw new AppError(403, companyMessages.memberSuspended);
  if (!roleHas(row.role, 'orders.place')) throw new AppError(403, approvalMessages.cannotPlaceOrders);
  return { companyId: row.companyId, role: row.role, budgetCurrency: row.budgetCurrency };
}

const limitMessages: Record<BudgetScope, Record<BudgetPeriod, string>> = {
  company: { month: approvalMessages.companyLimitMonth, quarter: approvalMessages.companyLimitQuarter },
  member: { month: approvalMessages.memberLimitMonth, quarter: approvalMessages.memberLimitQuarter },
};

/** The refusal of a limit, with its figures in words and as data. */
export function limitMessage(limit: CompanyCheckLimit, currency: string): string {
  return fillMessage(limitMessages[limit.scope][limit.period], {
    limit: moneyText(limit.amount_minor, currency),
    spent: moneyText(limit.spent_minor, currency),
    left: moneyText(limit.left_minor, currency),
  });
}

function noRate(from: string, to: string): AppError {
  return new AppError(409, fillMessage(approvalMessages.noReferenceRate, { from, to }), undefined, undefined, { from_currency: from, currency: to });
}

/**
 * What placing `drafts` would do for `userId`, a member of a company (buyingMemberOf, locked by the
 * checkout): the rules that hold, the limits with their spend, and the outcome. `kind` says which rules apply (an award's amount rule or
 * the order total rule; the new-supplier rule applies to both).
 */
export async function companyGate(
  db: Database,
  userId: string,
  member: BuyingMember,
  kind: 'order' | 'rfq_award',
  drafts: OrderDraftTotal[],
  now: Date = new Date(),
): Promise<CompanyGate> {
  const currency = member.budgetCurrency;
  const [rules, budgets] = await Promise.all([
    db
      .select()
      .from(companyApprovalRules)
      .where(and(eq(companyApprovalRules.companyId, member.companyId), eq(companyApprovalRules.active, true))),
    db
      .select()
      .from(companyBudgets)
      .where(and(eq(companyBudgets.companyId, member.companyId), or(eq(companyBudgets.scope, 'company'), eq(companyBudgets.userId, userId)))),
  ]);

  const convert = converterTo(db, currency, rateDayOf(now));
  const converted: ConvertedAmount[] = [];
  for (const draft of drafts) {
    const amount = await convert(draft.totalMinor, draft.currency);
    // Nothing to compare against needs no rate: a company without rules or limits buys in any currency.
    if (!amount) {
      if (rules.length > 0 || budgets.length > 0) throw noRate(draft.currency, currency);
      converted.push({ amount_minor: 0, currency, from_currency: draft.currency, approximate: true, rate: null, rate_date: null });
    } else converted.push(amount);
  }
  const totalMinor = converted.reduce((sum, amount) => sum + amount.amount_minor, 0);

  const held: CompanyCheckRule[] = [];
  const amountRuleKind = kind === 'order' ? 'order_total_above' : 'rfq_award_above';
  for (const rule of rules) {
    if (rule.kind === amountRuleKind && converted.some((amount) => amount.amount_minor > (rule.amountMinor ?? 0))) {
      held.push({ id: rule.id, kind: rule.kind, amount_minor: rule.amountMinor, approver_role: rule.approverRole, seller_id: null });
    }
  }
  const newSupplierRule = rules.find((rule) => rule.kind === 'new_supplier');
  if (newSupplierRule && drafts.length > 0) {
    const sellerIds = [...new Set(drafts.map((draft) => draft.sellerId))];
    const known = new Set(
      (
        await db
          .selectDistinct({ sellerId: orders.sellerId })
          .from(orders)
          .where(and(eq(orders.companyId, member.companyId), inArray(orders.sellerId, sellerIds), ne(orders.status, 'cancelled')))
      ).map((row) => row.sellerId),
    );
    for (const sellerId of sellerIds.filter((id) => !known.has(id))) {
      held.push({ id: newSupplierRule.id, kind: 'new_supplier', amount_minor: null, approver_role: newSupplierRule.approverRole, seller_id: sellerId });
    }
  }

  const limits: CompanyCheckLimit[] = [];
  if (budgets.length > 0) {
    const spend = await spendOf(db, member.companyId, currency, userId, now, convert);
    if (spend.unconverted.length > 0) throw noRate(spend.unconverted[0].currency, currency);
    for (const budget of budgets) {
      const spent = spend[budget.scope][budget.period];
      const after = spent + totalMinor;
      limits.push({
        budget_id: budget.id,
        scope: budget.scope,
        period: budget.period,
        amount_minor: budget.amountMinor,
        spent_minor: spent,
        left_minor: Math.max(0, budget.amountMinor - spent),
        after_minor: after,
        passes: after > budget.amountMinor,
        when_exceeded: budget.whenExceeded,
      });
    }
    // The member's own limits first, then the company's; the month before the quarter.
    limits.sort((a, b) => (a.scope === b.scope ? (a.period === 'month' ? -1 : 1) : a.scope === 'member' ? -1 : 1));
  }

  const refusing = limits.find((limit) => limit.passes && limit.when_exceeded === 'refuse');
  const sendsForApproval = limits.some((limit) => limit.passes && limit.when_exceeded === 'approval');
  const outcome = refusing ? 'refused' : held.length > 0 || sendsForApproval ? 'approval' : 'place';
  const message = refusing
    ? limitMessage(refusing, currency)
    : outcome === 'approval'
      ? kind === 'order'
        ? approvalMessages.approvalNeeded
        : approvalMessages.awardApprovalNeeded
      : null;
  return {
    outcome,
    message,
    currency,
    total_minor: totalMinor,
    approximate: converted.some((amount) => amount.approximate),
    orders: drafts.map((draft, index) => ({ seller_id: draft.sellerId, currency: draft.currency, total_minor: draft.totalMinor, converted: converted[index] })),
    rules: held,
    limits,
    member,
    // A rule for admins makes the whole request theirs.
    approverRole: held.some((rule) => rule.approver_role === 'admin') ? 'admin' : 'approver',
  };
}

/** The public part of a gate, as previews and answers carry it. */
export function companyCheckOf(gate: CompanyGate): CompanyCheck {
  const { outcome, message, currency, total_minor, approximate, orders, rules, limits } = gate;
  return { outcome, message, currency, total_minor, approximate, orders, rules, limits };
}

/** Throws the limit's 409 (message with the figures; the limits as data) when the gate refuses. */
export function refuseIfOverLimit(gate: CompanyGate): void {
  if (gate.outcome !== 'refused') return;
  const refusing = gate.limits.find((limit) => limit.passes && limit.when_exceeded === 'refuse')!;
  throw new AppError(409, gate.message!, undefined, undefined, {
    currency: gate.currency,
    limit: refusing,
    limits: gate.limits,
  });
}

/** The company roles that decide a request for `approverRole`: admins decide every request. */
export const decidingRoles = (approverRole: ApproverRole): Array<'admin' | 'approver'> => (approverRole === 'admin' ? ['admin'] : ['admin', 'approver']);
