// The back office's commission rules (/v1/admin/commission-rules): the declared staff CRUD, read by
// administrators and reviewers, written by administrators, every change audited with before and after.
// A change applies to orders placed after it: placed orders keep the commission frozen on their lines.
import { and, eq, getTableColumns, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  commissionRuleCreateSchema,
  commissionRuleListQuerySchema,
  commissionRuleProblems,
  commissionRuleSchema,
  commissionRuleUpdateSchema,
  moneyMessages,
  type CommissionRule,
} from '../../../src/contract/money';
import type { Database } from '../../db/client';
import { categories, commissionRules, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { AppError, conflict } from '../../lib/errors';
import { containsPattern } from '../../lib/like';
import type { ScopeContext, ScopedResource } from '../../lib/scoped-crud';

const selection = {
  ...getTableColumns(commissionRules),
  categoryPath: categories.path,
  sellerName: sql<string | null>`coalesce(nullif(${users.businessDetails}->>'business_name', ''), ${users.name})`,
};
export type RuleRow = typeof commissionRules.$inferSelect & { categoryPath: string | null; sellerName: string | null };
type CreateInput = z.output<typeof commissionRuleCreateSchema>;
type UpdateInput = z.output<typeof commissionRuleUpdateSchema>;

export const toCommissionRule = (row: RuleRow): CommissionRule => ({
  id: row.id,
  scope: row.scope,
  category_id: row.categoryId,
  category_path: row.categoryPath,
  seller_id: row.sellerId,
  seller_name: row.sellerName,
  currency: row.currency,
  rate_bp: row.rateBp,
  min_line_minor: row.minLineMinor,
  max_line_minor: row.maxLineMinor,
  fixed_fee_minor: row.fixedFeeMinor,
  note: row.note,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

type RuleValues = Omit<CommissionRule, 'id' | 'category_path' | 'seller_name' | 'created_at' | 'updated_at'>;
const snapshot = (rule: RuleValues) => ({
  scope: rule.scope,
  category_id: rule.category_id,
  seller_id: rule.seller_id,
  currency: rule.currency,
  rate_bp: rule.rate_bp,
  min_line_minor: rule.min_line_minor,
  max_line_minor: rule.max_line_minor,
  fixed_fee_minor: rule.fixed_fee_minor,
  note: rule.note,
});
const labelOf = (rule: RuleValues) =>
  `commission-rules: ${rule.scope}${rule.category_id ? ` ${rule.category_id}` : ''}${rule.seller_id ? ` ${rule.seller_id}` : ''} ${rule.currency ?? 'any currency'} ${rule.rate_bp / 100}%`;

const actorOf = (ctx: ScopeContext) => {
  const role = ctx.auth.user.staffRole;
  if (!role) throw new Error('a commission rule written without the staff guard');
  return { id: ctx.auth.userId, role, ip: ctx.ip ?? '' };
};

async function audit(
  ctx: ScopeContext,
  action: 'record.created' | 'record.updated' | 'record.deleted',
  id: string,
  before: RuleValues | null,
  after: RuleValues | null,
) {
  const subject = after ?? before;
  if (!subject) return;
  const actor = actorOf(ctx);
  await recordAudit(ctx.db, {
    actorId: actor.id,
    actorRole: actor.role,
    ip: actor.ip,
    action,
    subjectType: 'record',
    subjectId: id,
    subjectLabel: labelOf(subject),
    before: before && snapshot(before),
    after: after && snapshot(after),
    note: 'commission-rules',
  });
}

/** The whole rule checked: its fields together, its target there, and no other rule for the same scope, target and currency. */
async function checkRule(db: Database, rule: RuleValues, exceptId?: string) {
  const problems = commissionRuleProblems(rule);
  if (Object.keys(problems).length > 0) throw new AppError(400, Object.values(problems)[0], problems);
  if (rule.category_id) {
    const [found] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, rule.category_id));
    if (!found) throw new AppError(400, moneyMessages.categoryNotFound, { category_id: moneyMessages.categoryNotFound });
  }
  if (rule.seller_id) {
    const [found] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, rule.seller_id), sql`'seller' = any(${users.roles})`));
    if (!found) throw new AppError(400, moneyMessages.sellerNotFound, { seller_id: moneyMessages.sellerNotFound });
  }
  const [taken] = await db
    .select({ id: commissionRules.id })
    .from(commissionRules)
    .where(
      and(
        eq(commissionRules.scope, rule.scope),
        rule.category_id ? eq(commissionRules.categoryId, rule.category_id) : isNull(commissionRules.categoryId),
        rule.seller_id ? eq(commissionRules.sellerId, rule.seller_id) : isNull(commissionRules.sellerId),
        rule.currency ? eq(commissionRules.currency, rule.currency) : isNull(commissionRules.currency),
        exceptId ? ne(commissionRules.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken)
    throw conflict(moneyMessages.ruleTaken, {
      [rule.scope === 'default' ? 'currency' : rule.scope === 'category' ? 'category_id' : 'seller_id']: moneyMessages.ruleTaken,
    });
}

const valuesOf = (rule: RuleValues) => ({
  scope: rule.scope,
  categoryId: rule.category_id,
  sellerId: rule.seller_id,
  currency: rule.currency,
  rateBp: rule.rate_bp,
  minLineMinor: rule.min_line_minor,
  maxLineMinor: rule.max_line_minor,
  fixedFeeMinor: rule.fixed_fee_minor,
  note: rule.note,
});

const fromInput = (input: CreateInput): RuleValues => ({
  scope: input.scope,
  category_id: input.category_id ?? null,
  seller_id: input.seller_id ?? null,
  currency: input.currency ?? null,
  rate_bp: input.rate_bp,
  min_line_minor: input.min_line_minor ?? null,
  max_line_minor: input.max_line_minor ?? null,
  fixed_fee_minor: input.fixed_fee_minor ?? null,
  note: input.note ?? null,
});

export const commissionRuleResource: ScopedResource<RuleRow, CommissionRule, CreateInput, UpdateInput> = {
  path: 'admin/commission-rules',
  access: { staff: 'commissionRules', write: 'commissionRulesWrite' },
  table: commissionRules,
  idColumn: commissionRules.id,
  ownerKey: 'createdBy',
  selection,
  query: (db, columns) =>
    db
      .select(columns)
      .from(commissionRules)
      .leftJoin(categories, eq(categories.id, commissionRules.categoryId))
      .leftJoin(users, eq(users.id, commissionRules.sellerId))
      .$dynamic(),
  toDto: toCommissionRule,
  dtoSchema: commissionRuleSchema,
  notFoundMessage: moneyMessages.ruleNotFound,
  list: {
    querySchema: commissionRuleListQuerySchema,
    sortable: { updated_at: commissionRules.updatedAt, scope: commissionRules.scope, rate_bp: commissionRules.rateBp },
    tieBreaker: commissionRules.id,
    filters: {
      scope: (value) => eq(commissionRules.scope, value as RuleRow['scope']),
      currency: (value) => eq(commissionRules.currency, value),
    },
    // A category's path or a seller's name.
    search: (q) =>
      or(
        ilike(categories.path, containsPattern(q)),
        ilike(users.name, containsPattern(q)),
        sql`${users.businessDetails}->>'business_name' ilike ${containsPattern(q)}`,
      ),
  },
  create: {
    schema: commissionRuleCreateSchema as unknown as z.ZodType<CreateInput>,
    async values(input, ctx) {
      const rule = fromInput(input);
      await checkRule(ctx.db, rule);
      return valuesOf(rule);
    },
    after: (id, input, ctx) => audit(ctx, 'record.created', id, null, fromInput(input)),
  },
  update: {
    schema: commissionRuleUpdateSchema as unknown as z.ZodType<UpdateInput>,
    async values(input, existing, ctx) {
      const before = toCommissionRule(existing);
      const after = { ...before, ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)) } as CommissionRule;
      await checkRule(ctx.db, after, existing.id);
      await audit(ctx, 'record.updated', existing.id, before, after);
      return { ...valuesOf(after), updatedAt: new Date() };
    },
  },
  remove: { guard: (existing, ctx) => audit(ctx, 'record.deleted', existing.id, toCommissionRule(existing), null) },
};
