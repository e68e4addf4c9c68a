// Who a buyer is in their company, and what the role allows: the one place every company route and every
// company-wide read asks. Permissions come only from ROLE_PERMISSIONS (src/contract/company-messages.ts).
// A suspended member, and every member of a company staff suspended, has no company access: company
// routes refuse them (403) and shared reads show them their own records only, from the next request on.
import { eq, sql, type Column, type SQL } from 'drizzle-orm';
import { COMPANY_ACCESS_REVOKED_EVENT } from '../../../src/contract/realtime';
import { companyMessages, ROLE_PERMISSIONS, type CompanyPermission, type CompanyRole } from '../../../src/contract/company-messages';
import type { Database } from '../../db/client';
import { companies, companyAuditEvents, companyMembers } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { outer } from '../../lib/outer-column';
import { publishEvent, type Executor } from '../../lib/realtime';

export interface Membership {
  userId: string;
  companyId: string;
  role: CompanyRole;
  memberStatus: 'active' | 'suspended';
  companyStatus: 'active' | 'suspended';
  budgetCurrency: string;
  legalName: string;
}

/** The caller's membership whatever its state, or undefined for a buyer without a company. */
export async function membershipOf(db: Database, userId: string): Promise<Membership | undefined> {
  const [row] = await db
    .select({
      userId: companyMembers.userId,
      companyId: companyMembers.companyId,
      role: companyMembers.role,
      memberStatus: companyMembers.status,
      companyStatus: companies.status,
      budgetCurrency: companies.budgetCurrency,
      legalName: companies.legalName,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(eq(companyMembers.userId, userId));
  return row;
}

/** Whether the membership gives company access now: the member and the company both active. */
export const hasAccess = (membership: Membership): boolean => membership.memberStatus === 'active' && membership.companyStatus === 'active';

/** The permissions a membership holds now: its role's, or none while it has no access. */
export const permissionsOf = (membership: Membership): readonly CompanyPermission[] => (hasAccess(membership) ? ROLE_PERMISSIONS[membership.role] : []);

/** Refuses a membership without access, or whose role lacks `permission`: the 403 every company route answers. */
export function assertAllowed(membership: Membership | undefined, permission?: CompanyPermission): asserts membership is Membership {
  if (!membership) throw new AppError(403, companyMessages.notInCompany);
  if (membership.companyStatus !== 'active') throw new AppError(403, companyMessages.companySuspended);
  if (membership.memberStatus !== 'active') throw new AppError(403, companyMessages.memberSuspended);
  if (permission && !ROLE_PERMISSIONS[membership.role].includes(permission)) throw new AppError(403, companyMessages.notAllowed);
}

/** The caller as an active member of an active company, allowed `permission` when named; 403 otherwise. */
export async function companyMemberFor(db: Database, userId: string, permission?: CompanyPermission): Promise<Membership> {
  const membership = await membershipOf(db, userId);
  assertAllowed(membership, permission);
  return membership;
}

/**
 * What a buyer's reads of shared records cover: their own, and their company's where the role allows.
 * `companyId` is null for a buyer without a company or without company access (suspended): they see
 * only what is their own.
 */
export interface BuyerScope {
  userId: string;
  companyId: string | null;
  can(permission: CompanyPermission): boolean;
}

/** The scope of a buyer's reads (orders, RFQs, addresses, favourites, requisition lists, spend). */
export async function buyerScope(db: Database, userId: string): Promise<BuyerScope> {
  const membership = await membershipOf(db, userId);
  if (!membership || !hasAccess(membership)) return { userId, companyId: null, can: () => false };
  const allowed = ROLE_PERMISSIONS[membership.role];
  return { userId, companyId: membership.companyId, can: (permission) => allowed.includes(permission) };
}

/** The company whose records the scope reads for `permission`, or null when only the buyer's own. */
export const sharedCompanyOf = (scope: BuyerScope, permission: CompanyPermission): string | null =>
  scope.companyId !== null && scope.can(permission) ? scope.companyId : null;

export interface CompanyAuditEntry {
  companyId: string;
  actorId: string | null;
  /** The actor's company role when acting, or `staff` / `system`. */
  actorRole: string;
  action: string;
  subjectType: string;
  subjectId: string | null;
  subjectLabel?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  note?: string | null;
}

/** Writes one entry of the company's audit trail; call it in the transaction of the change. */
export async function auditCompany(tx: Pick<Database, 'insert'>, entry: CompanyAuditEntry): Promise<void> {
  await tx.insert(companyAuditEvents).values({
    companyId: entry.companyId,
    actorId: entry.actorId,
    actorRole: entry.actorRole,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    subjectLabel: entry.subjectLabel ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    note: entry.note ?? null,
  });
}

/**
 * Ends the open event streams of `userIds` in every API process once the transaction commits
 * (server/plugins/realtime.ts closes a stream after a closing event): company events stop reaching them
 * at once, and their app reconnects and reads its company access afresh.
 */
export async function revokeLiveAccess(tx: Executor, userIds: readonly string[], companyId: string): Promise<void> {
  await publishEvent(tx, userIds, { type: COMPANY_ACCESS_REVOKED_EVENT, data: { company_id: companyId } });
}

/**
 * The legal name of the company a record (an order, an RFQ) was made for, in a selection: what sellers
 * see of a buyer's company, never its members.
 */
export const companyNameOf = (companyId: Column): SQL<string | null> =>
  sql<string | null>`(select c.legal_name from ${companies} c where c.id = ${outer(companyId)})`;

/** The company a buyer acts for now (an active member of an active company), or null: what a new order or RFQ is filed under. */
export async function activeCompanyOf(db: Database, userId: string): Promise<string | null> {
  const membership = await membershipOf(db, userId);
  return membership && hasAccess(membership) ? membership.companyId : null;
}

/**
 * Which rows of a buyer-owned table the scope reads: the buyer's own (`ownerColumn`), and, when the role
 * holds `permission`, every row filed under the company (`companyColumn`).
 */
export function ownedOrShared(scope: BuyerScope, permission: CompanyPermission, ownerColumn: Column | SQL, companyColumn: Column | SQL): SQL {
  const companyId = sharedCompanyOf(scope, permission);
  return companyId ? sql`(${ownerColumn} = ${scope.userId} or ${companyColumn} = ${companyId})` : sql`${ownerColumn} = ${scope.userId}`;
}

/** Rows owned (`ownerColumn`) by the active members of a company: what a company shares of books kept per person (addresses, favourites). */
export const ownedByMembersOf = (companyId: string, ownerColumn: Column | SQL): SQL =>
  sql`${ownerColumn} in (select ${companyMembers.userId} from ${companyMembers} where ${companyMembers.companyId} = ${companyId} and ${companyMembers.status} = 'active')`;
