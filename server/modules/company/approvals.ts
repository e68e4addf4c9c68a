// The company's approval rules (admins with rules.manage change them; every member reads them) and its
// approval requests: the queue with the top bar's count, one request, and the decisions. Every change is
// written to the company's audit trail. Registered for buyers; the company scope comes from the caller.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approvalApproveSchema,
  approvalCountSchema,
  approvalDecisionResultSchema,
  approvalMessages,
  approvalQuerySchema,
  approvalRejectSchema,
  approvalRequestSchema,
  approvalRuleCreateSchema,
  approvalRuleSchema,
  approvalRuleUpdateSchema,
  type ApprovalRule,
} from '../../../src/contract/company-approvals';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import { companyApprovalRules } from '../../db/schema';
import { ok, okList } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { idParamsSchema } from '../../lib/scoped-crud';
import { authOf } from '../../plugins/auth';
import { auditCompany, companyMemberFor } from './access';
import { approvalDtos, approvalRow, countDecidable, listApprovals, mayDo } from './approvals-repository';
import { approveRequest, cancelRequest, rejectRequest } from './approvals-decisions';

type RuleRow = typeof companyApprovalRules.$inferSelect;

const ruleDto = (row: RuleRow, currency: string): ApprovalRule => ({
  id: row.id,
  kind: row.kind,
  amount_minor: row.amountMinor,
  currency,
  approver_role: row.approverRole,
  active: row.active,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** What the trail keeps of a rule. */
const ruleFacts = (row: RuleRow) => ({ kind: row.kind, amount_minor: row.amountMinor, approver_role: row.approverRole, active: row.active });

export function registerApprovalRules(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['company'];

  app.get(
    '/v1/company/approval-rules',
    { schema: { tags, summary: 'The company’s approval rules (every member reads them)', response: { 200: envelopeOf(z.array(approvalRuleSchema)) } } },
    async (request) => {
      const member = await companyMemberFor(app.db, authOf(request).userId);
      const rows = await app.db
        .select()
        .from(companyApprovalRules)
        .where(eq(companyApprovalRules.companyId, member.companyId))
        .orderBy(asc(companyApprovalRules.createdAt), asc(companyApprovalRules.id));
      return ok(rows.map((row) => ruleDto(row, member.budgetCurrency)));
    },
  );

  app.post(
    '/v1/company/approval-rules',
    {
      schema: {
        tags,
        summary: 'Add an approval rule (rules.manage): an order total above an amount, an order to a new supplier, or an RFQ award above an amount',
        description: 'Amounts are in the company’s budget currency; an order in another currency is compared through the reference rates.',
        body: approvalRuleCreateSchema,
        response: { 201: envelopeOf(approvalRuleSchema) },
      },
    },
    async (request, reply) => {
      const member = await companyMemberFor(app.db, authOf(request).userId, 'rules.manage');
      const body = request.body;
      const rule = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(companyApprovalRules)
          .values({
            companyId: member.companyId,
            kind: body.kind,
            amountMinor: body.kind === 'new_supplier' ? null : (body.amount_minor ?? null),
            approverRole: body.approver_role,
            active: body.active,
            createdBy: member.userId,
          })
          .returning();
        await auditCompany(tx, {
          companyId: member.companyId,
          actorId: member.userId,
          actorRole: member.role,
          action: 'rule.created',
          subjectType: 'approval_rule',
          subjectId: row.id,
          after: ruleFacts(row),
        });
        return row;
      });
      return reply.code(201).send(ok(ruleDto(rule, member.budgetCurrency), approvalMessages.ruleCreated));
    },
  );

  app.patch(
    '/v1/company/approval-rules/:id',
    {
      schema: {
        tags,
        summary: 'Change an approval rule’s amount, approver role or whether it is active (rules.manage)',
        params: idParamsSchema,
        body: approvalRuleUpdateSchema,
        response: { 200: envelopeOf(approvalRuleSchema) },
      },
    },
    async (request) => {
      const member = await companyMemberFor(app.db, authOf(request).userId, 'rules.manage');
      const body = request.body;
      const rule = await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(companyApprovalRules)
          .where(and(eq(companyApprovalRules.id, request.params.id), eq(companyApprovalRules.companyId, member.companyId)))
          .for('update');
        if (!before) throw new AppError(404, approvalMessages.ruleNotFound);
        if (before.kind === 'new_supplier' && body.amount_minor !== undefined) {
          throw new AppError(400, approvalMessages.amountNotAllowed, { amount_minor: approvalMessages.amountNotAllowed });
        }
        const [row] = await tx
          .update(companyApprovalRules)
          .set({ amountMinor: body.amount_minor, approverRole: body.approver_role, active: body.active, updatedAt: new Date() })
          .where(eq(companyApprovalRules.id, before.id))
          .returning();
        await auditCompany(tx, {
          companyId: member.companyId,
          actorId: member.userId,
          actorRole: member.role,
          action: 'rule.updated',
          subjectType: 'approval_rule',
          subjectId: row.id,
          before: ruleFacts(before),
          after: ruleFacts(row),
        });
        return row;
      });
      return ok(ruleDto(rule, member.budgetCurrency), approvalMessages.ruleUpdated);
    },
  );

  app.delete(
    '/v1/company/approval-rules/:id',
    {
      schema: {
        tags,
        summary: 'Delete an approval rule (rules.manage); requests it sent for approval still wait',
        params: idParamsSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      const member = await companyMemberFor(app.db, authOf(request).userId, 'rules.manage');
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .delete(companyApprovalRules)
          .where(and(eq(companyApprovalRules.id, request.params.id), eq(companyApprovalRules.companyId, member.companyId)))
          .returning();
        if (!row) throw new AppError(404, approvalMessages.ruleNotFound);
        await auditCompany(tx, {
          companyId: member.companyId,
          actorId: member.userId,
          actorRole: member.role,
          action: 'rule.deleted',
          subjectType: 'approval_rule',
          subjectId: row.id,
          before: ruleFacts(row),
        });
      });
      return ok(null, approvalMessages.ruleDeleted);
    },
  );
}

export function registerApprovalRequests(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['company'];

  app.get(
    '/v1/company/approvals',
    {
      schema: {
        tags,
        summary: 'Approval requests, newest first: an approver’s or admin’s view holds the company’s, anyone else’s their own',
        querystring: approvalQuerySchema,
        response: { 200: listEnvelopeOf(approvalRequestSchema) },
      },
    },
    async (request) => {
      const member = await companyMemberFor(app.db, authOf(request).userId);
      const query = request.query;
      const { rows, total } = await listApprovals(app.db, member.companyId, member, mayDo(member.role, 'approvals.decide'), query);
      return okList(rows, query.page, query.limit, total);
    },
  );

  app.get(
    '/v1/company/approvals/count',
    {
      schema: {
        tags,
        summary: 'Awaiting requests the caller may decide (the top bar’s figure); 0 for a member who decides none',
        response: { 200: envelopeOf(approvalCountSchema) },
      },
    },
    async (request) => {
      const member = await companyMemberFor(app.db, authOf(request).userId);
      return ok({ awaiting: await countDecidable(app.db, member.companyId, member) });
    },
  );

  app.get(
    '/v1/company/approvals/:id',
    { schema: { tags, summary: 'One approval request of the company', params: idParamsSchema, response: { 200: envelopeOf(approvalRequestSchema) } } },
    async (request) => {
      const member = await companyMemberFor(app.db, authOf(request).userId);
      const row = await approvalRow(app.db, member.companyId, request.params.id, false);
      // Someone who decides nothing reads only their own requests.
      if (!mayDo(member.role, 'approvals.decide') && row.requesterId !== member.userId) throw new AppError(404, approvalMessages.requestNotFound);
      return ok((await approvalDtos(app.db, [row], member))[0]);
    },
  );

  app.post(
    '/v1/company/approvals/:id/approve',
    {
      schema: {
        tags,
        summary: 'Approve: the orders are placed now through the normal checkout (or accept), with the request’s Idempotency-Key',
        description:
          'Prices and stock are checked again first. A difference is a 409 whose data.changes lists each changed line (key, name, problem, seen and current unit price); nothing is placed. To approve at the new prices, send accept_prices with each changed line’s key and current unit price. A requester cannot approve their own request (403).',
        params: idParamsSchema,
        body: approvalApproveSchema,
        response: { 200: envelopeOf(approvalDecisionResultSchema) },
      },
    },
    async (request) => {
      const member = await companyMemberFor(app.db, authOf(request).userId, 'approvals.decide');
      const decided = await approveRequest(app.db, member, request.params.id, request.body);
      return ok({ request: decided }, approvalMessages.approved);
    },
  );

  app.post(
    '/v1/company/approvals/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject with a note, which the requester is told',
        params: idParamsSchema,
        body: approvalRejectSchema,
        response: { 200: envelopeOf(approvalDecisionResultSchema) },
      },
    },
    async (request) => {
      const member = await companyMemberFor(app.db, authOf(request).userId, 'approvals.decide');
      const decided = await rejectRequest(app.db, member, request.params.id, request.body);
      return ok({ request: decided }, approvalMessages.rejected);
    },
  );

  app.post(
    '/v1/company/approvals/:id/cancel',
    {
      schema: {
        tags,
        summary: 'The requester withdraws an awaiting request',
        params: idParamsSchema,
        response: { 200: envelopeOf(approvalDecisionResultSchema) },
      },
    },
    async (request) => {
      const member = await companyMemberFor(app.db, authOf(request).userId);
      const decided = await cancelRequest(app.db, member, request.params.id);
      return ok({ request: decided }, approvalMessages.cancelled);
    },
  );
}
