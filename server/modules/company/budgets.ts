// Spend limits (admins with budgets.manage): one for the company and one per member, per calendar month
// or quarter (UTC), in the company's budget currency, each with its spend in the current period; and the
// spend itself (spend.read). Every change is written to the company's audit trail.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approvalMessages,
  budgetCreateSchema,
  budgetSchema,
  budgetUpdateSchema,
  spendSchema,
  type Budget,
  type Spend,
} from '../../../src/contract/company-approvals';
import { envelopeOf } from '../../../src/contract/envelope';
import { isUniqueViolation, type Database } from '../../db/client';
import { companyBudgets, companyMembers, users } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { idParamsSchema } from '../../lib/scoped-crud';
import { authOf } from '../../plugins/auth';
import { auditCompany, companyMemberFor } from './access';
import { spendOf, type SpendFigures } from './spend-repository';

type BudgetRow = typeof companyBudgets.$inferSelect;

const budgetFacts = (row: BudgetRow) => ({
  scope: row.scope,
  user_id: row.userId,
  period: row.period,
  amount_minor: row.amountMinor,
  when_exceeded: row.whenExceeded,
});

/** A limit with its spend: the company's, or the member's own, in the period holding now. */
function budgetDto(row: BudgetRow & { memberName: string | null }, companySpend: SpendFigures, memberSpend: Map<string, SpendFigures>): Budget {
  const figures = row.userId ? memberSpend.get(row.userId)! : companySpend;
  const spent = row.userId ? figures.member[row.period] : figures.company[row.period];
  const bounds = figures[row.period];
  return {
    id: row.id,
    scope: row.scope,
    user_id: row.userId,
    member_name: row.memberName,
    period: row.period,
    amount_minor: row.amountMinor,
    currency: row.currency,
    when_exceeded: row.whenExceeded,
    period_start: bounds.start.toISOString(),
    period_end: bounds.end.toISOString(),
    spent_minor: spent,
    left_minor: Math.max(0, row.amountMinor - spent),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Every limit of the company with its spend, or only `onlyId`'s. */
async function budgetsWithSpend(db: Database, companyId: string, currency: string, viewerId: string, now: Date, onlyId?: string): Promise<Budget[]> {
  const rows = await db
    .select({ budget: companyBudgets, memberName: users.name })
    .from(companyBudgets)
    .leftJoin(users, eq(users.id, companyBudgets.userId))
    .where(and(eq(companyBudgets.companyId, companyId), onlyId ? eq(companyBudgets.id, onlyId) : undefined))
    .orderBy(asc(companyBudgets.scope), asc(users.name), asc(companyBudgets.period));
  const companySpend = await spendOf(db, companyId, currency, viewerId, now);
  const memberSpend = new Map<string, SpendFigures>();
  for (const userId of new Set(rows.map((row) => row.budget.userId).filter((id): id is string => id !== null))) {
    memberSpend.set(userId, await spendOf(db, companyId, currency, userId, now));
  }
  return rows.map((row) => budgetDto({ ...row.budget, memberName: row.memberName }, companySpend, memberSpend));
}

export function registerBudgets(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['company'];

  app.get(
    '/v1/company/budgets',
    {
      schema: {
        tags,
        summary: 'The company’s limits, each with its spend in the current period (spend.read)',
        response: { 200: envelopeOf(z.array(budgetSchema)) },
      },
    },
    async (request) => {
      const member = await companyMemberFor(app.db, authOf(request).userId, 'spend.read');
      return ok(await budgetsWithSpend(app.db, member.companyId, member.budgetCurrency, member.userId, new Date()));
    },
  );

  app.get(
    '/v1/company/spend',
    {
      schema: {
        tags,
        summary: 'Spend this month and this quarter, the company’s and the caller’s own, with every limit (spend.read)',
        description:
          'Spend counts every order of the company placed in the period and not cancelled, at any seller, and the approval requests still awaiting a decision; amounts in another currency go in at the reference rates (approximate: true).',
        response: { 200: envelopeOf(spendSchema) },
      },
    },
    async (request) => {
      const member = await companyMemberFor(app.db, authOf(request).userId, 'spend.read');
      const now = new Date();
      const figures = await spendOf(app.db, member.companyId, member.budgetCurrency, member.userId, now);
      const spend: Spend = {
        currency: figures.currency,
        periods: (['month', 'quarter'] as const).map((period) => ({
          period,
          start: figures[period].start.toISOString(),
          end: figures[period].end.toISOString(),
          company_minor: figures.company[period],
          mine_minor: figures.member[period],
        })),
        approximate: figures.approximate,
        unconverted: figures.unconverted,
        budgets: await budgetsWithSpend(app.db, member.companyId, member.budgetCurrency, member.userId, now),
      };
      return ok(spend);
    },
  );

  app.post(
    '/v1/company/budgets',
    {
      schema: {
        tags,
        summary: 'Add a limit for the company or a member, per month or quarter, in the company’s currency (budgets.manage)',
        body: budgetCreateSchema,
        response: { 201: envelopeOf(budgetSchema) },
      },
    },
    async (request, reply) => {
      const member = await companyMemberFor(app.db, authOf(request).userId, 'budgets.manage');
      const body = request.body;
      const id = await app.db
        .transaction(async (tx) => {
          if (body.user_id) {
            const [limited] = await tx
              .select({ userId: companyMembers.userId })
              .from(companyMembers)
              .where(and(eq(companyMembers.userId, body.user_id), eq(companyMembers.companyId, member.companyId)));
            if (!limited) throw new AppError(422, approvalMessages.budgetMemberNotFound, { user_id: approvalMessages.budgetMemberNotFound });
          }
          const [row] = await tx
            .insert(companyBudgets)
            .values({
              companyId: member.companyId,
              scope: body.scope,
              userId: body.scope === 'member' ? (body.user_id ?? null) : null,
              period: body.period,
              amountMinor: body.amount_minor,
              currency: member.budgetCurrency,
              whenExceeded: body.when_exceeded,
              createdBy: member.userId,
            })
            .returning();
          await auditCompany(tx, {
            companyId: member.companyId,
            actorId: member.userId,
            actorRole: member.role,
            action: 'budget.created',
            subjectType: 'budget',
            subjectId: row.id,
            after: budgetFacts(row),
          });
          return row.id;
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error)) throw new AppError(409, approvalMessages.budgetExists, { period: approvalMessages.budgetExists });
          throw error;
        });
      const [budget] = await budgetsWithSpend(app.db, member.companyId, member.budgetCurrency, member.userId, new Date(), id);
      return reply.code(201).send(ok(budget, approvalMessages.budgetCreated));
    },
  );

  app.patch(
    '/v1/company/budgets/:id',
    {
      schema: {
        tags,
        summary: 'Change a limit’s amount or what happens past it (budgets.manage)',
        params: idParamsSchema,
        body: budgetUpdateSchema,
        response: { 200: envelopeOf(budgetSchema) },
      },
    },
    async (request) => {
      const member = await companyMemberFor(app.db, authOf(request).userId, 'budgets.manage');
      await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(companyBudgets)
          .where(and(eq(companyBudgets.id, request.params.id), eq(companyBudgets.companyId, member.companyId)))
          .for('update');
        if (!before) throw new AppError(404, approvalMessages.budgetNotFound);
        const [row] = await tx
          .update(companyBudgets)
          .set({ amountMinor: request.body.amount_minor, whenExceeded: request.body.when_exceeded, updatedAt: new Date() })
          .where(eq(companyBudgets.id, before.id))
          .returning();
        await auditCompany(tx, {
          companyId: member.companyId,
          actorId: member.userId,
          actorRole: member.role,
          action: 'budget.updated',
          subjectType: 'budget',
          subjectId: row.id,
          before: budgetFacts(before),
          after: budgetFacts(row),
        });
      });
      const [budget] = await budgetsWithSpend(app.db, member.companyId, member.budgetCurrency, member.userId, new Date(), request.params.id);
      return ok(budget, approvalMessages.budgetUpdated);
    },
  );

  app.delete(
    '/v1/company/budgets/:id',
    { schema: { tags, summary: 'Delete a limit (budgets.manage)', params: idParamsSchema, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      const member = await companyMemberFor(app.db, authOf(request).userId, 'budgets.manage');
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .delete(companyBudgets)
          .where(and(eq(companyBudgets.id, request.params.id), eq(companyBudgets.companyId, member.companyId)))
          .returning();
        if (!row) throw new AppError(404, approvalMessages.budgetNotFound);
        await auditCompany(tx, {
          companyId: member.companyId,
          actorId: member.userId,
          actorRole: member.role,
          action: 'budget.deleted',
          subjectType: 'budget',
          subjectId: row.id,
          before: budgetFacts(row),
        });
      });
      return ok(null, approvalMessages.budgetDeleted);
    },
  );
}
