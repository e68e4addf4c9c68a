// The marketplace's commission: which rule applies to a line (the most specific: the seller's, then the
// nearest category's up the tree, then the default; at one level a rule of the order's currency before
// one for every currency), what it takes from a line, and the figures frozen on an order when it is placed.
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { BASIS_POINTS, type CommissionScope } from '../../../src/contract/money-constants';
import { rowsOf, type Database } from '../../db/client';
import { categories, commissionRules, products, rfqs } from '../../db/schema';

export interface AppliedRule {
  id: string;
  scope: CommissionScope;
  categoryId: string | null;
  currency: string | null;
  rateBp: number;
  minLineMinor: number | null;
  maxLineMinor: number | null;
  fixedFeeMinor: number | null;
}

/** A category and its ancestors, nearest first (depth 0 is the category itself). */
async function categoryChain(db: Database, categoryId: string): Promise<string[]> {
  const result = await db.execute(sql`
    with recursive chain(id, parent_id, depth) as (
      select id, parent_id, 0 from ${categories} where id = ${categoryId}
      union all
      select c.id, c.parent_id, chain.depth + 1 from ${categories} c join chain on c.id = chain.parent_id where chain.depth < 32
    )
    select id from chain order by depth`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** Half up, in integers (BigInt, so no amount loses a unit): `amount × bp / 10,000`. */
export function applyBasisPoints(amountMinor: number, bp: number): number {
  const scaled = BigInt(amountMinor) * BigInt(bp);
  const whole = BigInt(BASIS_POINTS);
  const sign = scaled < 0n ? -1n : 1n;
  const magnitude = scaled < 0n ? -scaled : scaled;
  return Number((sign * (magnitude + whole / 2n)) / whole);
}

/** What a rule takes from a line: its rate, raised to its minimum and held to its maximum, never above the line. */
export function lineCommission(rule: Pick<AppliedRule, 'rateBp' | 'minLineMinor' | 'maxLineMinor'>, lineTotalMinor: number): number {
  let fee = applyBasisPoints(lineTotalMinor, rule.rateBp);
  if (rule.minLineMinor !== null) fee = Math.max(fee, rule.minLineMinor);
  if (rule.maxLineMinor !== null) fee = Math.min(fee, rule.maxLineMinor);
  return Math.max(0, Math.min(fee, lineTotalMinor));
}

/**
 * The rule for a seller's line in a category (or none: a line that is no catalogue product) and a
 * currency. Null when the marketplace has no rule at all (then no commission is taken).
 */
export async function resolveCommissionRule(
  db: Database,
  target: { sellerId: string; categoryId: string | null; currency: string },
): Promise<AppliedRule | null> {
  const chain = target.categoryId ? await categoryChain(db, target.categoryId) : [];
  const candidates = await db
    .select({
      id: commissionRules.id,
      scope: commissionRules.scope,
      categoryId: commissionRules.categoryId,
      sellerId: commissionRules.sellerId,
      currency: commissionRules.currency,
      rateBp: commissionRules.rateBp,
      minLineMinor: commissionRules.minLineMinor,
      maxLineMinor: commissionRules.maxLineMinor,
      fixedFeeMinor: commissionRules.fixedFeeMinor,
    })
    .from(commissionRules)
    .where(
      and(
        or(isNull(commissionRules.currency), eq(commissionRules.currency, target.currency)),
        or(
          eq(commissionRules.scope, 'default'),
          eq(commissionRules.sellerId, target.sellerId),
          chain.length > 0 ? inArray(commissionRules.categoryId, chain) : undefined,
        ),
      ),
    );
  // Lower ranks are more specific: the seller's, then categories by distance, then the default; the currency's own first.
  const rank = (rule: (typeof candidates)[number]) => {
    const level = rule.scope === 'seller' ? 0 : rule.scope === 'category' ? 1 + chain.indexOf(rule.categoryId ?? '') : 1_000;
    return level * 2 + (rule.currency === null ? 1 : 0);
  };
  const [best] = candidates.sort((a, b) => rank(a) - rank(b));
  if (!best) return null;
  return {
    id: best.id,
    scope: best.scope,
    categoryId: best.categoryId,
    currency: best.currency,
    rateBp: best.rateBp,
    minLineMinor: best.minLineMinor,
    maxLineMinor: best.maxLineMinor,
    fixedFeeMinor: best.fixedFeeMinor,
  };
}

export interface LineCommission {
  commissionMinor: number;
  commissionRateBp: number | null;
  commissionRuleId: string | null;
}

/**
 * The commission of each line of an order about to be placed, and the order's fixed fee (the largest
 * fixed fee among the rules its lines used: one fee per order, whichever rule set it). A line's category
 * is its product's; a line of an accepted quote that is no catalogue product takes the RFQ's category.
 */
export async function commissionForOrder(
  tx: Database,
  order: { sellerId: string; currency: string; rfqId?: string | null; lines: ReadonlyArray<{ productId: string | null | undefined; lineTotalMinor: number }> },
): Promise<{ lines: LineCommission[]; fixedFeeMinor: number }> {
  const productIds = [...new Set(order.lines.map((line) => line.productId).filter((id): id is string => Boolean(id)))];
  const productCategories = new Map<string, string | null>();
  if (productIds.length > 0) {
    const rows = await tx.select({ id: products.id, categoryId: products.categoryId }).from(products).where(inArray(products.id, productIds));
    for (const row of rows) productCategories.set(row.id, row.categoryId);
  }
  let rfqCategory: string | null = null;
  if (order.rfqId) {
    const [rfq] = await tx.select({ categoryId: rfqs.categoryId }).from(rfqs).where(eq(rfqs.id, order.rfqId));
    rfqCategory = rfq?.categoryId ?? null;
  }
  const rules = new Map<string, AppliedRule | null>();
  const ruleFor = async (categoryId: string | null) => {
    const key = categoryId ?? '';
    if (!rules.has(key)) rules.set(key, await resolveCommissionRule(tx, { sellerId: order.sellerId, categoryId, currency: order.currency }));
    return rules.get(key) ?? null;
  };
  const lines: LineCommission[] = [];
  let fixedFeeMinor = 0;
  for (const line of order.lines) {
    const categoryId = line.productId ? (productCategories.get(line.productId) ?? null) : rfqCategory;
    const rule = await ruleFor(categoryId);
    if (!rule) {
      lines.push({ commissionMinor: 0, commissionRateBp: null, commissionRuleId: null });
      continue;
    }
    lines.push({ commissionMinor: lineCommission(rule, line.lineTotalMinor), commissionRateBp: rule.rateBp, commissionRuleId: rule.id });
    fixedFeeMinor = Math.max(fixedFeeMinor, rule.fixedFeeMinor ?? 0);
  }
  return { lines, fixedFeeMinor };
}
