// Approval requests: a company member's checkout or RFQ award held because a rule holds or a limit sends
// it for approval. No order exists and no stock is held while it waits; its total counts in the spend.
// It keeps what the requester saw (lines, prices, address, payment) and a fresh Idempotency-Key, with
// which the approval places the orders through the normal checkout or accept code.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  approvalMessages,
  approvalNotificationTitles,
  moneyText,
  type ApprovalLine,
  type ApprovalQuery,
  type ApprovalRequest,
  type ApprovalRequestKind,
  type ApproverRole,
  type CompanyCheckLimit,
  type CompanyCheckRule,
} from '../../../src/contract/company-approvals';
import { roleHas, type CompanyPermission, type CompanyRole } from '../../../src/contract/company-messages';
import { fillMessage } from '../../../src/contract/operations';
import type { CheckoutInput, PaymentMethod } from '../../../src/contract/ordering';
import type { QuoteAcceptData } from '../../../src/contract/rfq';
import type { Database } from '../../db/client';
import { approvalRequests, companyMembers, orders, rfqs, users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { newOrderNumber } from '../catalog/order-placement-repository';
import { auditCompany } from './access';
import { decidingRoles, type CompanyGate } from './spend-gate';

/** What a request keeps, as stored in approval_requests.payload. */
export interface ApprovalPayload {
  /** An order: the checkout as sent (with the prices seen, or the prices an approver accepted since). */
  checkout?: CheckoutInput;
  /** An award: the accept as sent, its address already in the book. */
  award?: { rfq_id: string; quote_id: string; input: QuoteAcceptData & { address_id: string } };
  lines: ApprovalLine[];
  shipping_minor: number;
  payment_method: PaymentMethod;
  note: string | null;
  rules: CompanyCheckRule[];
  limits: CompanyCheckLimit[];
  approver_role: ApproverRole;
  /** The request's worth in the company's budget currency when asked. */
  company_total_minor: number;
}

type Row = typeof approvalRequests.$inferSelect;

export interface NewApprovalRequest {
  gate: CompanyGate;
  requesterId: string;
  kind: ApprovalRequestKind;
  payload: Omit<ApprovalPayload, 'rules' | 'limits' | 'approver_role' | 'company_total_minor'>;
  shippingAddress: Record<string, string>;
  rfqId?: string;
  quoteId?: string;
  now: Date;
  expiryDays: number;
}

/** Stores the request, tells the approvers (in the app, live and by email) and writes the trail; in the checkout's transaction. */
export async function createApprovalRequest(tx: Database, input: NewApprovalRequest): Promise<ApprovalRequest> {
  const { gate, now } = input;
  const currencies = [...new Set(gate.orders.map((order) => order.currency))];
  // One currency: the orders' own total; several: the company's currency, as the limits count it.
  const [totalMinor, currency] =
    currencies.length === 1 ? [gate.orders.reduce((sum, order) => sum + order.total_minor, 0), currencies[0]] : [gate.total_minor, gate.currency];
  const payload: ApprovalPayload = {
    ...input.payload,
    rules: gate.rules,
    limits: gate.limits.filter((limit) => limit.passes),
    approver_role: gate.approverRole,
    company_total_minor: gate.total_minor,
  };
  const [row] = await tx
    .insert(approvalRequests)
    .values({
      // The order numbers' form, APR-<year>-<8 characters>.
      number: newOrderNumber(now).replace(/^ORD-/, 'APR-'),
      companyId: gate.member.companyId,
      requesterId: input.requesterId,
      kind: input.kind,
      status: 'awaiting',
      payload: payload as unknown as Record<string, unknown>,
      shippingAddress: input.shippingAddress,
      idempotencyKey: `approval-${randomUUID()}`,
      totalMinor,
      currency,
      ruleIds: [...new Set(gate.rules.map((rule) => rule.id))],
      rfqId: input.rfqId ?? null,
      quoteId: input.quoteId ?? null,
      expiresAt: new Date(now.getTime() + input.expiryDays * 24 * 60 * 60 * 1000),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const [requester] = await tx.select({ name: users.name }).from(users).where(eq(users.id, input.requesterId));
  const approvers = await tx
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, gate.member.companyId),
        eq(companyMembers.status, 'active'),
        inArray(companyMembers.role, decidingRoles(gate.approverRole)),
        ne(companyMembers.userId, input.requesterId),
      ),
    );
  for (const approver of approvers) {
    await notify(tx, approver.userId, {
      kind: 'order.approval_requested',
      title: fillMessage(approvalNotificationTitles.requested, { number: row.number, name: requester?.name ?? '' }),
      body: moneyText(totalMinor, currency),
      link: approvalLink(row.id),
    });
  }
  await auditCompany(tx, {
    companyId: gate.member.companyId,
    actorId: input.requesterId,
    actorRole: gate.member.role,
    action: 'approval.requested',
    subjectType: 'approval_request',
    subjectId: row.id,
    subjectLabel: row.number,
    after: { kind: row.kind, total_minor: totalMinor, currency, rule_ids: row.ruleIds },
  });
  return (await approvalDtos(tx, [row], { userId: input.requesterId, role: gate.member.role }))[0];
}

export const approvalLink = (id: string) => `/company/approvals/${id}`;

/** Who is looking: the DTO says whether they may decide. */
export interface Viewer {
  userId: string;
  role: CompanyRole;
}

export function canDecide(row: Pick<Row, 'status' | 'requesterId' | 'payload'>, viewer: Viewer): boolean {
  const approverRole = (row.payload as unknown as ApprovalPayload).approver_role ?? 'approver';
  return row.status === 'awaiting' && row.requesterId !== viewer.userId && (decidingRoles(approverRole) as string[]).includes(viewer.role);
}

/** Requests as the API shows them, names and order numbers read in three queries for the page. */
export async function approvalDtos(db: Database, rows: Row[], viewer: Viewer): Promise<ApprovalRequest[]> {
  if (rows.length === 0) return [];
  const personIds = [...new Set(rows.flatMap((row) => [row.requesterId, row.decidedBy].filter((id): id is string => id !== null)))];
  const orderIds = [...new Set(rows.flatMap((row) => row.orderIds))];
  const rfqIds = [...new Set(rows.map((row) => row.rfqId).filter((id): id is string => id !== null))];
  const [people, placed, awarded] = await Promise.all([
    db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, personIds)),
    orderIds.length > 0 ? db.select({ id: orders.id, number: orders.number }).from(orders).where(inArray(orders.id, orderIds)) : [],
    rfqIds.length > 0 ? db.select({ id: rfqs.id, number: rfqs.number, title: rfqs.title }).from(rfqs).where(inArray(rfqs.id, rfqIds)) : [],
  ]);
  const nameOf = new Map(people.map((person) => [person.id, person.name]));
  const orderOf = new Map(placed.map((order) => [order.id, order]));
  const rfqOf = new Map(awarded.map((rfq) => [rfq.id, rfq]));
  return rows.map((row) => {
    const payload = row.payload as unknown as ApprovalPayload;
    const rfq = row.rfqId ? rfqOf.get(row.rfqId) : undefined;
    return {
      id: row.id,
      number: row.number,
      kind: row.kind,
      status: row.status,
      requester: { id: row.requesterId, name: nameOf.get(row.requesterId) ?? '' },
      total_minor: row.totalMinor,
      currency: row.currency,
      lines: payload.lines,
      shipping_minor: payload.shipping_minor,
      shipping_address: row.shippingAddress ?? null,
      payment_method: payload.payment_method,
      note: payload.note,
      rfq: rfq && row.quoteId ? { id: rfq.id, number: rfq.number, title: rfq.title, quote_id: row.quoteId } : null,
      rules: payload.rules,
      limits: payload.limits,
      approver_role: payload.approver_role,
      decided_by: row.decidedBy ? { id: row.decidedBy, name: nameOf.get(row.decidedBy) ?? '' } : null,
      decided_at: row.decidedAt?.toISOString() ?? null,
      decision_note: row.note,
      expires_at: row.expiresAt.toISOString(),
      orders: row.orderIds.map((id) => orderOf.get(id)).filter((order): order is { id: string; number: string } => order !== undefined),
      can_decide: canDecide(row, viewer),
      created_at: row.createdAt.toISOString(),
    };
  });
}

/** The condition of the requests a viewer sees: a decider the company's, anyone else their own. */
function visibleTo(companyId: string, viewer: Viewer, decides: boolean): SQL {
  const company = eq(approvalRequests.companyId, companyId);
  return decides ? company : and(company, eq(approvalRequests.requesterId, viewer.userId))!;
}

export async function listApprovals(
  db: Database,
  companyId: string,
  viewer: Viewer,
  decides: boolean,
  query: ApprovalQuery,
): Promise<{ rows: ApprovalRequest[]; total: number }> {
  const conditions = [visibleTo(companyId, viewer, decides)];
  if (query.status) conditions.push(eq(approvalRequests.status, query.status));
  if (query.mine === 'true') conditions.push(eq(approvalRequests.requesterId, viewer.userId));
  const where = and(...conditions);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(approvalRequests)
      .where(where)
      .orderBy(desc(approvalRequests.createdAt), desc(approvalRequests.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(approvalRequests).where(where),
  ]);
  return { rows: await approvalDtos(db, rows, viewer), total: Number(total) };
}

/** The top bar's figure: awaiting requests the viewer may decide (not their own; admins' requests only for admins). */
export async function countDecidable(db: Database, companyId: string, viewer: Viewer): Promise<number> {
  if (!mayDo(viewer.role, 'approvals.decide')) return 0;
  const [{ total }] = await db
    .select({ total: count() })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.companyId, companyId),
        eq(approvalRequests.status, 'awaiting'),
        ne(approvalRequests.requesterId, viewer.userId),
        viewer.role === 'admin' ? undefined : sql`${approvalRequests.payload}->>'approver_role' = 'approver'`,
      ),
    );
  return Number(total);
}

/** One request of the company, locked for a decision when `lock`; a 404 for another company's. */
export async function approvalRow(db: Database, companyId: string, id: string, lock: boolean): Promise<Row> {
  const query = db
    .select()
    .from(approvalRequests)
    .where(and(eq(approvalRequests.id, id), eq(approvalRequests.companyId, companyId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError(404, approvalMessages.requestNotFound);
  return row;
}

/** A request still open to a decision at `now` (an expired one the sweep has not reached yet is refused too). */
export function assertAwaiting(row: Row, now: Date): void {
  if (row.status === 'expired' || (row.status === 'awaiting' && row.expiresAt <= now)) throw new AppError(409, approvalMessages.requestExpired);
  if (row.status !== 'awaiting') throw new AppError(409, approvalMessages.requestDecided);
}

/**
 * Expires the requests not decided in time and tells their requesters. One guarded UPDATE: a request is
 * expired once, however many processes sweep at the same moment. Tests call it with the `now` they choose.
 */
export async function sweepApprovals(db: Database, now: Date = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(approvalRequests)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(approvalRequests.status, 'awaiting'), lte(approvalRequests.expiresAt, now)))
      .returning({
        id: approvalRequests.id,
        number: approvalRequests.number,
        companyId: approvalRequests.companyId,
        requesterId: approvalRequests.requesterId,
      });
    for (const request of expired) {
      await notify(tx, request.requesterId, {
        kind: 'order.approval_expired',
        title: fillMessage(approvalNotificationTitles.expired, { number: request.number }),
        link: approvalLink(request.id),
      });
      await auditCompany(tx, {
        companyId: request.companyId,
        actorId: null,
        actorRole: 'system',
        action: 'approval.expired',
        subjectType: 'approval_request',
        subjectId: request.id,
        subjectLabel: request.number,
      });
    }
    return expired.length;
  });
}

/** The permissions these routes check, from the contract's one table (ROLE_PERMISSIONS). */
export type ApprovalPermission = Extract<CompanyPermission, 'rules.manage' | 'budgets.manage' | 'approvals.decide' | 'spend.read'>;

export const mayDo = (role: CompanyRole, permission: ApprovalPermission): boolean => roleHas(role, permission);

/** A member deciding or acting on requests, in their company. */
export interface Decider extends Viewer {
  companyId: string;
}
