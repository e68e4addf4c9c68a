// The back office's companies (/v1/admin/companies): every staff member reads them, with members, rules,
// limits with their spend and the audit trail; administrators suspend and reactivate a company, which
// cuts every member's company access at once (their open event streams included). Each decision is one
// entry in the back office's audit log and one in the company's own trail, in the same transaction.
import { and, asc, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminCompanyDetailSchema,
  adminCompanyListQuerySchema,
  adminCompanyParamsSchema,
  adminCompanyReactivateSchema,
  adminCompanyRowSchema,
  adminCompanySuspendSchema,
  auditQuerySchema,
  companyAuditEventSchema,
  type AdminCompanyDetail,
  type AdminCompanyListQuery,
  type AdminCompanyRow,
  type ApprovalRule,
  type Budget,
} from '../../../src/contract/company';
import { adminCompanyMessages } from '../../../src/contract/company-messages';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import type { Database } from '../../db/client';
import { companies, companyApprovalRules, companyBudgets, companyMembers, users } from '../../db/schema';
import { ok, okList } from '../../lib/envelope';
import { conflict, notFound } from '../../lib/errors';
import { containsPattern } from '../../lib/like';
import { outer } from '../../lib/outer-column';
import { notify } from '../../lib/notify';
import { guards, recordStaffAction, staffActorOf, type StaffActor } from '../admin/common';
import { auditCompany, revokeLiveAccess } from './access';
import { companyDto, listAuditEvents, listMembers } from './company-repository';
import { periodOf, spendOf, type SpendFigures } from './spend-repository';

type CompanyRow = typeof companies.$inferSelect;

const memberCount = sql<number>`(select count(*)::int from ${companyMembers} m where m.company_id = ${outer(companies.id)})`;
const SORTS = { created_at: companies.createdAt, legal_name: sql`lower(${companies.legalName})`, member_count: memberCount } as const;

function rowDto(row: CompanyRow, members: number, creator: { id: string; name: string; email: string } | null): AdminCompanyRow {
  return { ...companyDto(row, members), created_by: creator };
}

async function listCompanies(db: Database, query: AdminCompanyListQuery): Promise<{ rows: AdminCompanyRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(ilike(companies.legalName, containsPattern(query.q)));
  if (query.status) conditions.push(eq(companies.status, query.status));
  if (query.country) conditions.push(eq(companies.country, query.country));
  const where = conditions.length ? and(...conditions) : undefined;
  const sortColumn = SORTS[query.sort];
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ company: companies, members: memberCount, creatorName: users.name, creatorEmail: users.email })
      .from(companies)
      .leftJoin(users, eq(users.id, companies.createdBy))
      .where(where)
      .orderBy(query.order === 'asc' ? asc(sortColumn) : desc(sortColumn), desc(companies.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return {
    rows: rows.map((r) =>
      rowDto(r.company, r.members, r.company.createdBy && r.creatorName ? { id: r.company.createdBy, name: r.creatorName, email: r.creatorEmail ?? '' } : null),
    ),
    total: n,
  };
}

async function findCompany(db: Database, id: string, lock = false): Promise<CompanyRow> {
  const query = db.select().from(companies).where(eq(companies.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(adminCompanyMessages.notFound);
  return row;
}

/** Each limit with its spend in the period holding now: the company's, or its member's. */
function budgetDto(row: typeof companyBudgets.$inferSelect & { memberName: string | null }, figures: SpendFigures): Budget {
  const spent = row.userId ? figures.member[row.period] : figures.company[row.period];
  const bounds = periodOf(row.period, new Date());
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

async function companyDetail(db: Database, id: string): Promise<AdminCompanyDetail> {
  const row = await findCompany(db, id);
  const now = new Date();
  const [members, rules, budgets, creator, companySpend, audit] = await Promise.all([
    listMembers(db, id, { page: 1, limit: 100 }),
    db.select().from(companyApprovalRules).where(eq(companyApprovalRules.companyId, id)).orderBy(asc(companyApprovalRules.createdAt)),
    db
      .select({ budget: companyBudgets, memberName: users.name })
      .from(companyBudgets)
      .leftJoin(users, eq(users.id, companyBudgets.userId))
      .where(eq(companyBudgets.companyId, id))
      .orderBy(asc(companyBudgets.scope), asc(users.name), asc(companyBudgets.period)),
    row.createdBy ? db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, row.createdBy)) : Promise.resolve([]),
    spendOf(db, id, row.budgetCurrency, null, now),
    listAuditEvents(db, id, { page: 1, limit: 50 }),
  ]);
  const memberFigures = new Map<string, SpendFigures>();
  for (const userId of new Set(budgets.map((b) => b.budget.userId).filter((u): u is string => u !== null)))
    memberFigures.set(userId, await spendOf(db, id, row.budgetCurrency, userId, now));
  return {
    company: rowDto(row, members.total, creator[0] ?? null),
    members: members.rows,
    rules: rules.map((rule): ApprovalRule => ({
      id: rule.id,
      kind: rule.kind,
      amount_minor: rule.amountMinor,
      currency: row.budgetCurrency,
      approver_role: rule.approverRole,
      active: rule.active,
      created_at: rule.createdAt.toISOString(),
      updated_at: rule.updatedAt.toISOString(),
    })),
    budgets: budgets.map((b) => budgetDto({ ...b.budget, memberName: b.memberName }, b.budget.userId ? memberFigures.get(b.budget.userId)! : companySpend)),
    spend: {
      currency: row.budgetCurrency,
      month_minor: companySpend.company.month,
      quarter_minor: companySpend.company.quarter,
      approximate: companySpend.approximate,
    },
    audit: audit.rows,
  };
}

/** Suspends (reason) or reactivates (null) a company: both audit trails, the admins told, access cut at once. */
async function setCompanyStatus(db: Database, actor: StaffActor, id: string, suspend: { reason: string } | null, note?: string): Promise<AdminCompanyDetail> {
  await db.transaction(async (tx) => {
    const before = await findCompany(tx, id, true);
    if (suspend && before.status === 'suspended') throw conflict(adminCompanyMessages.alreadySuspended);
    if (!suspend && before.status === 'active') throw conflict(adminCompanyMessages.notSuspended);
    const status = suspend ? 'suspended' : 'active';
    await tx
      .update(companies)
      .set({ status, statusReason: suspend ? suspend.reason : (note ?? null), updatedAt: new Date() })
      .where(eq(companies.id, id));
    const action = suspend ? 'company.suspended' : 'company.reactivated';
    const reason = suspend?.reason ?? note ?? null;
    await recordStaffAction(tx, actor, {
      action,
      subjectType: 'company',
      subjectId: id,
      before: { status: before.status },
      after: { status },
      note: reason,
    });
    await auditCompany(tx, {
      companyId: id,
      actorId: actor.id,
      actorRole: 'staff',
      action,
      subjectType: 'company',
      subjectId: id,
      subjectLabel: before.legalName,
      before: { status: before.status },
      after: { status },
      note: reason,
    });
    const members = await tx.select({ userId: companyMembers.userId, role: companyMembers.role }).from(companyMembers).where(eq(companyMembers.companyId, id));
    for (const admin of members.filter((m) => m.role === 'admin'))
      await notify(tx, admin.userId, {
        kind: suspend ? 'company.suspended' : 'company.reactivated',
        title: suspend ? `${before.legalName} is suspended by the marketplace` : `${before.legalName} is active again`,
        body: reason ?? '',
        link: '/company',
      });
    if (suspend)
      await revokeLiveAccess(
        tx,
        members.map((m) => m.userId),
        id,
      );
  });
  return companyDetail(db, id);
}

export function registerAdminCompanies(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const { administrator } = guards(parent);
  const detail = envelopeOf(adminCompanyDetailSchema);

  app.get(
    '/v1/admin/companies',
    {
      schema: {
        tags,
        summary: 'Buyers’ companies',
        description: 'q over the legal name; filters status, country; sort created_at, legal_name or member_count.',
        querystring: adminCompanyListQuerySchema,
        response: { 200: listEnvelopeOf(adminCompanyRowSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await listCompanies(app.db, request.query);
      return okList(rows, request.query.page, request.query.limit, total);
    },
  );

  app.get(
    '/v1/admin/companies/:id',
    {
      schema: {
        tags,
        summary: 'One company: members, approval rules, limits with their spend, and the newest of its audit trail',
        params: adminCompanyParamsSchema,
        response: { 200: detail },
      },
    },
    async (request) => ok(await companyDetail(app.db, request.params.id)),
  );

  app.get(
    '/v1/admin/companies/:id/audit-events',
    {
      schema: {
        tags,
        summary: 'A company’s whole audit trail, newest first',
        params: adminCompanyParamsSchema,
        querystring: auditQuerySchema,
        response: { 200: listEnvelopeOf(companyAuditEventSchema) },
      },
    },
    async (request) => {
      await findCompany(app.db, request.params.id);
      const { rows, total } = await listAuditEvents(app.db, request.params.id, request.query);
      return okList(rows, request.query.page, request.query.limit, total);
    },
  );

  app.post(
    '/v1/admin/companies/:id/suspend',
    {
      preValidation: administrator,
      schema: {
        tags,
        summary: 'Suspend a company with a reason: every member loses company access at once (administrators)',
        params: adminCompanyParamsSchema,
        body: adminCompanySuspendSchema,
        response: { 200: detail },
      },
    },
    async (request) => ok(await setCompanyStatus(app.db, staffActorOf(request), request.params.id, request.body), adminCompanyMessages.suspended),
  );

  app.post(
    '/v1/admin/companies/:id/reactivate',
    {
      preValidation: administrator,
      schema: {
        tags,
        summary: 'Reactivate a suspended company (administrators)',
        params: adminCompanyParamsSchema,
        body: adminCompanyReactivateSchema,
        response: { 200: detail },
      },
    },
    async (request) => ok(await setCompanyStatus(app.db, staffActorOf(request), request.params.id, null, request.body?.note), adminCompanyMessages.reactivated),
  );
}
