// The company, its members and invitations: every change in one transaction with its audit entry. Changes
// to membership lock the company row first, so two admins acting at once are decided one after the other
// and the company always keeps an active admin (the last-admin rule).
import { and, asc, count, desc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  Company,
  CompanyAuditEvent,
  CompanyAuditQuery,
  CompanyCreateValues,
  CompanyInvitation,
  CompanyListQuery,
  CompanyMember,
  InvitationPreview,
  MemberListQuery,
  MyCompany,
} from '../../../src/contract/company';
import { INVITATION_TTL_DAYS, companyMessages, type CompanyRole, type InvitationStatus } from '../../../src/contract/company-messages';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/client';
import { companies, companyApprovalRules, companyAuditEvents, companyBudgets, companyInvitations, companyMembers, files, users } from '../../db/schema';
import { generateToken, sha256 } from '../../lib/codes';
import { AppError, conflict, notFound } from '../../lib/errors';
import { containsPattern } from '../../lib/like';
import { outer } from '../../lib/outer-column';
import { notify } from '../../lib/notify';
import { auditCompany, membershipOf, permissionsOf, revokeLiveAccess, type Membership } from './access';

type CompanyRow = typeof companies.$inferSelect;

/** Where the logo is served: public by its unguessable id, as avatars are (server/modules/catalog/media-repository.ts). */
export const logoUrl = (fileId: string | null): string | null => (fileId ? `/v1/media/${fileId}` : null);

export function companyDto(row: CompanyRow, memberCount: number): Company {
  return {
    id: row.id,
    legal_name: row.legalName,
    country: row.country,
    tax_id: row.taxId,
    billing_address: row.billingAddress,
    budget_currency: row.budgetCurrency,
    logo_url: logoUrl(row.logoFileId),
    status: row.status,
    status_reason: row.status === 'suspended' ? row.statusReason : null,
    member_count: memberCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function memberCountOf(db: Database, companyId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(companyMembers).where(eq(companyMembers.companyId, companyId));
  return row?.n ?? 0;
}

/** The company row, locked for the rest of the transaction. */
async function lockCompany(tx: Database, companyId: string): Promise<CompanyRow> {
  const [row] = await tx.select().from(companies).where(eq(companies.id, companyId)).for('update');
  if (!row) throw notFound(companyMessages.notInCompany);
  return row;
}

/** GET /v1/company: null for a buyer without a company; a suspended member sees the company and no permissions. */
export async function myCompany(db: Database, userId: string): Promise<MyCompany | null> {
  const membership = await membershipOf(db, userId);
  if (!membership) return null;
  const [[company], [member], memberCount] = await Promise.all([
    db.select().from(companies).where(eq(companies.id, membership.companyId)),
    db.select({ joinedAt: companyMembers.joinedAt }).from(companyMembers).where(eq(companyMembers.userId, userId)),
    memberCountOf(db, membership.companyId),
  ]);
  return {
    company: companyDto(company, memberCount),
    membership: {
      role: membership.role,
      status: membership.memberStatus,
      permissions: [...permissionsOf(membership)],
      joined_at: member.joinedAt.toISOString(),
    },
  };
}

/** POST /v1/company: the caller becomes its first admin; 409 when already in a company. */
export async function createCompany(db: Database, userId: string, input: CompanyCreateValues): Promise<MyCompany> {
  try {
    await db.transaction(async (tx) => {
      // The member row's key is the user: of two concurrent creations by one buyer, the second fails here.
      const [existing] = await tx.select({ userId: companyMembers.userId }).from(companyMembers).where(eq(companyMembers.userId, userId)).for('update');
      if (existing) throw conflict(companyMessages.alreadyInCompany);
      const [company] = await tx
        .insert(companies)
        .values({
          legalName: input.legal_name,
          country: input.country,
          taxId: input.tax_id,
          billingAddress: input.billing_address,
          budgetCurrency: input.budget_currency,
          createdBy: userId,
        })
        .returning();
      await tx.insert(companyMembers).values({ userId, companyId: company.id, role: 'admin' });
      await auditCompany(tx, {
        companyId: company.id,
        actorId: userId,
        actorRole: 'admin',
        action: 'company.created',
        subjectType: 'company',
        subjectId: company.id,
        subjectLabel: company.legalName,
        after: companyFacts(company),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(companyMessages.alreadyInCompany);
    throw error;
  }
  return (await myCompany(db, userId))!;
}

/** The fields the trail records of a company change. */
const companyFacts = (row: CompanyRow): Record<string, unknown> => ({
  legal_name: row.legalName,
  country: row.country,
  tax_id: row.taxId,
  billing_address: row.billingAddress,
  budget_currency: row.budgetCurrency,
});

/** PATCH /v1/company (company.manage). The budget currency stays while limits or amount rules are written in it. */
export async function updateCompany(db: Database, member: Membership, input: Partial<CompanyCreateValues>): Promise<MyCompany> {
  await db.transaction(async (tx) => {
    const before = await lockCompany(tx, member.companyId);
    if (input.budget_currency !== undefined && input.budget_currency !== before.budgetCurrency) {
      const [[budgets], [rules]] = await Promise.all([
        tx.select({ n: count() }).from(companyBudgets).where(eq(companyBudgets.companyId, member.companyId)),
        tx
          .select({ n: count() })
          .from(companyApprovalRules)
          .where(and(eq(companyApprovalRules.companyId, member.companyId), sql`${companyApprovalRules.amountMinor} is not null`)),
      ]);
      if (budgets.n > 0 || rules.n > 0) throw new AppError(409, companyMessages.currencyLocked, { budget_currency: companyMessages.currencyLocked });
    }
    const [after] = await tx
      .update(companies)
      .set({
        ...(input.legal_name !== undefined && { legalName: input.legal_name }),
        ...(input.country !== undefined && { country: input.country }),
        ...(input.tax_id !== undefined && { taxId: input.tax_id }),
        ...(input.billing_address !== undefined && { billingAddress: input.billing_address }),
        ...(input.budget_currency !== undefined && { budgetCurrency: input.budget_currency }),
        updatedAt: new Date(),
      })
      .where(eq(companies.id, member.companyId))
      .returning();
    const [was, now] = [companyFacts(before), companyFacts(after)];
    const changed = Object.keys(now).filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]));
    if (changed.length === 0) return;
    await auditCompany(tx, {
      companyId: member.companyId,
      actorId: member.userId,
      actorRole: member.role,
      action: 'company.updated',
      subjectType: 'company',
      subjectId: member.companyId,
      subjectLabel: after.legalName,
      before: Object.fromEntries(changed.map((key) => [key, was[key]])),
      after: Object.fromEntries(changed.map((key) => [key, now[key]])),
    });
  });
  return (await myCompany(db, member.userId))!;
}

/** Sets (fileId) or removes (null) the logo; a replaced logo's bytes are deleted. */
export async function setLogo(db: Database, member: Membership, fileId: string | null): Promise<MyCompany> {
  await db.transaction(async (tx) => {
    const before = await lockCompany(tx, member.companyId);
    if (fileId === null && before.logoFileId === null) throw notFound(companyMessages.noLogo);
    await tx.update(companies).set({ logoFileId: fileId, updatedAt: new Date() }).where(eq(companies.id, member.companyId));
    if (before.logoFileId) await tx.delete(files).where(eq(files.id, before.logoFileId));
    await auditCompany(tx, {
      companyId: member.companyId,
      actorId: member.userId,
      actorRole: member.role,
      action: fileId ? 'company.logo_changed' : 'company.logo_removed',
      subjectType: 'company',
      subjectId: member.companyId,
      subjectLabel: before.legalName,
    });
  });
  return (await myCompany(db, member.userId))!;
}

// ---------------------------------------------------------------------------------------------------
// Members

const inviter = sql<string | null>`(select u.name from ${users} u where u.id = ${companyMembers.invitedBy})`;

function memberDto(row: {
  userId: string;
  name: string;
  email: string;
  role: CompanyRole;
  status: 'active' | 'suspended';
  joinedAt: Date;
  invitedBy: string | null;
  inviterName: string | null;
}): CompanyMember {
  return {
    user_id: row.userId,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.status,
    joined_at: row.joinedAt.toISOString(),
    invited_by: row.invitedBy && row.inviterName !== null ? { id: row.invitedBy, name: row.inviterName } : null,
  };
}

const memberSelection = {
  userId: companyMembers.userId,
  name: users.name,
  email: users.email,
  role: companyMembers.role,
  status: companyMembers.status,
  joinedAt: companyMembers.joinedAt,
  invitedBy: companyMembers.invitedBy,
  inviterName: inviter,
};

/** GET /v1/company/members: admins first, then by name. */
export async function listMembers(db: Database, companyId: string, query: MemberListQuery): Promise<{ rows: CompanyMember[]; total: number }> {
  const conditions: SQL[] = [eq(companyMembers.companyId, companyId)];
  if (query.role) conditions.push(eq(companyMembers.role, query.role));
  if (query.status) conditions.push(eq(companyMembers.status, query.status));
  if (query.q) conditions.push(or(ilike(users.name, containsPattern(query.q)), ilike(users.email, containsPattern(query.q)))!);
  const where = and(...conditions);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select(memberSelection)
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(where)
      .orderBy(
        sql`case ${companyMembers.role} when 'admin' then 0 when 'approver' then 1 when 'buyer' then 2 else 3 end`,
        asc(users.name),
        asc(companyMembers.userId),
      )
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(companyMembers).innerJoin(users, eq(users.id, companyMembers.userId)).where(where),
  ]);
  return { rows: rows.map(memberDto), total: n };
}

/** One member of the actor's company, locked; another company's member or a stranger is a 404. */
async function lockedMember(tx: Database, companyId: string, userId: string) {
  const [row] = await tx
    .select({ ...memberSelection, companyId: companyMembers.companyId })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)))
    .for('update', { of: companyMembers });
  if (!row) throw notFound(companyMessages.memberNotFound);
  return row;
}

/** Active admins of the company other than `exceptUserId`. */
async function otherActiveAdmins(tx: Database, companyId: string, exceptUserId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.companyId, companyId),
        eq(companyMembers.role, 'admin'),
        eq(companyMembers.status, 'active'),
        ne(companyMembers.userId, exceptUserId),
      ),
    );
  return row?.n ?? 0;
}

/** Refuses a change that would leave the company without an active admin. */
async function keepAnAdmin(tx: Database, companyId: string, target: { userId: string; role: CompanyRole; status: string }, message: string) {
  if (target.role !== 'admin' || target.status !== 'active') return;
  if ((await otherActiveAdmins(tx, companyId, target.userId)) === 0) throw conflict(message);
}

/** The change an admin makes to another member (or to their own role). */
type MemberChange = { kind: 'role'; role: CompanyRole } | { kind: 'suspend' } | { kind: 'reactivate' } | { kind: 'remove' };

const ROLE_NOTES: Record<CompanyRole, string> = { admin: 'Admin', approver: 'Approver', buyer: 'Buyer', viewer: 'Viewer (finance)' };

/** Applies one member change: locked, checked against the last-admin rule, audited, the member told. */
export async function changeMember(db: Database, actor: Membership, targetUserId: string, change: MemberChange): Promise<CompanyMember | null> {
  if (targetUserId === actor.userId && change.kind !== 'role') throw conflict(companyMessages.notYourself);
  return db.transaction(async (tx) => {
    const company = await lockCompany(tx, actor.companyId);
    const target = await lockedMember(tx, actor.companyId, targetUserId);
    const label = `${target.name} <${target.email}>`;
    const base = {
      companyId: actor.companyId,
      actorId: actor.userId,
      actorRole: actor.role,
      subjectType: 'member',
      subjectId: target.userId,
      subjectLabel: label,
    };
    const link = '/company';
    switch (change.kind) {
      case 'role': {
        if (change.role === target.role) throw conflict(companyMessages.sameRole);
        if (change.role !== 'admin') await keepAnAdmin(tx, actor.companyId, target, companyMessages.lastAdmin);
        await tx.update(companyMembers).set({ role: change.role, updatedAt: new Date() }).where(eq(companyMembers.userId, target.userId));
        await auditCompany(tx, { ...base, action: 'member.role_changed', before: { role: target.role }, after: { role: change.role } });
        if (target.userId !== actor.userId)
          await notify(tx, target.userId, {
            kind: 'company.role_changed',
            title: `Your role in ${company.legalName} is now ${ROLE_NOTES[change.role]}`,
            link,
          });
        return { ...memberDto(target), role: change.role };
      }
      case 'suspend': {
        if (target.status === 'suspended') throw conflict(companyMessages.alreadySuspended);
        await keepAnAdmin(tx, actor.companyId, target, companyMessages.lastAdmin);
        await tx.update(companyMembers).set({ status: 'suspended', updatedAt: new Date() }).where(eq(companyMembers.userId, target.userId));
        await auditCompany(tx, { ...base, action: 'member.suspended', before: { status: 'active' }, after: { status: 'suspended' } });
        await notify(tx, target.userId, { kind: 'company.suspended', title: `Your access to ${company.legalName} is suspended`, link });
        await revokeLiveAccess(tx, [target.userId], actor.companyId);
        return { ...memberDto(target), status: 'suspended' };
      }
      case 'reactivate': {
        if (target.status === 'active') throw conflict(companyMessages.notSuspended);
        await tx.update(companyMembers).set({ status: 'active', updatedAt: new Date() }).where(eq(companyMembers.userId, target.userId));
        await auditCompany(tx, { ...base, action: 'member.reactivated', before: { status: 'suspended' }, after: { status: 'active' } });
        await notify(tx, target.userId, { kind: 'company.reactivated', title: `Your access to ${company.legalName} is active again`, link });
        return { ...memberDto(target), status: 'active' };
      }
      case 'remove': {
        await keepAnAdmin(tx, actor.companyId, target, companyMessages.lastAdmin);
        await tx.delete(companyMembers).where(eq(companyMembers.userId, target.userId));
        await auditCompany(tx, { ...base, action: 'member.removed', before: { role: target.role, status: target.status } });
        await notify(tx, target.userId, { kind: 'company.removed', title: `You are no longer a member of ${company.legalName}`, link });
        await revokeLiveAccess(tx, [target.userId], actor.companyId);
        return null;
      }
    }
  });
}

/** POST /v1/company/leave: any member, suspended or not, but never the last active admin. */
export async function leaveCompany(db: Database, userId: string): Promise<void> {
  const membership = await membershipOf(db, userId);
  if (!membership) throw notFound(companyMessages.notInCompany);
  await db.transaction(async (tx) => {
    await lockCompany(tx, membership.companyId);
    const me = await lockedMember(tx, membership.companyId, userId);
    await keepAnAdmin(tx, membership.companyId, me, companyMessages.lastAdminLeave);
    await tx.delete(companyMembers).where(eq(companyMembers.userId, userId));
    await auditCompany(tx, {
      companyId: membership.companyId,
      actorId: userId,
      actorRole: me.role,
      action: 'member.left',
      subjectType: 'member',
      subjectId: userId,
      subjectLabel: `${me.name} <${me.email}>`,
      before: { role: me.role, status: me.status },
    });
    await revokeLiveAccess(tx, [userId], membership.companyId);
  });
}

// ---------------------------------------------------------------------------------------------------
// Invitations

type InvitationRow = typeof companyInvitations.$inferSelect;

export function invitationStatus(row: Pick<InvitationRow, 'usedAt' | 'revokedAt' | 'expiresAt'>, now = new Date()): InvitationStatus {
  if (row.usedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'pending';
}

function invitationDto(row: InvitationRow & { inviterName: string | null }): CompanyInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    status: invitationStatus(row),
    expires_at: row.expiresAt.toISOString(),
    invited_by: row.invitedBy && row.inviterName !== null ? { id: row.invitedBy, name: row.inviterName } : null,
    created_at: row.createdAt.toISOString(),
  };
}

const invitationInviter = sql<string | null>`(select u.name from ${users} u where u.id = ${outer(companyInvitations.invitedBy)})`;

/** GET /v1/company/invitations: newest first; `status=pending` shows the open ones. */
export async function listInvitations(
  db: Database,
  companyId: string,
  query: CompanyListQuery & { status?: InvitationStatus },
): Promise<{ rows: CompanyInvitation[]; total: number }> {
  const conditions: SQL[] = [eq(companyInvitations.companyId, companyId)];
  if (query.q) conditions.push(ilike(companyInvitations.email, containsPattern(query.q)));
  const now = new Date();
  if (query.status === 'pending')
    conditions.push(isNull(companyInvitations.usedAt), isNull(companyInvitations.revokedAt), sql`${companyInvitations.expiresAt} > ${now}`);
  if (query.status === 'accepted') conditions.push(sql`${companyInvitations.usedAt} is not null`);
  if (query.status === 'revoked') conditions.push(isNull(companyInvitations.usedAt), sql`${companyInvitations.revokedAt} is not null`);
  if (query.status === 'expired')
    conditions.push(isNull(companyInvitations.usedAt), isNull(companyInvitations.revokedAt), sql`${companyInvitations.expiresAt} <= ${now}`);
  const where = and(...conditions);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ invitation: companyInvitations, inviterName: invitationInviter })
      .from(companyInvitations)
      .where(where)
      .orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(companyInvitations).where(where),
  ]);
  return { rows: rows.map((r) => invitationDto({ ...r.invitation, inviterName: r.inviterName })), total: n };
}

/**
 * POST /v1/company/invitations: a fresh single-use link, valid INVITATION_TTL_DAYS; earlier pending
 * invitations of the same email are withdrawn, so only the newest link works. Whether the email has an
 * account, or belongs to another company, is never said here (that would reveal another company's
 * members); the link itself refuses such a buyer.
 */
export async function createInvitation(
  db: Database,
  actor: Membership,
  input: { email: string; role: CompanyRole },
): Promise<{ invitation: CompanyInvitation; token: string; companyName: string; inviterName: string }> {
  const token = generateToken();
  const result = await db.transaction(async (tx) => {
    const company = await lockCompany(tx, actor.companyId);
    const [member] = await tx
      .select({ userId: companyMembers.userId })
      .from(companyMembers)
      .innerJoin(users, eq(users.id, companyMembers.userId))
      .where(and(eq(companyMembers.companyId, actor.companyId), sql`lower(${users.email}) = ${input.email}`));
    if (member) throw new AppError(409, companyMessages.alreadyMember, { email: companyMessages.alreadyMember });
    const now = new Date();
    await tx
      .update(companyInvitations)
      .set({ revokedAt: now })
      .where(
        and(
          eq(companyInvitations.companyId, actor.companyId),
          eq(companyInvitations.email, input.email),
          isNull(companyInvitations.usedAt),
          isNull(companyInvitations.revokedAt),
        ),
      );
    const [row] = await tx
      .insert(companyInvitations)
      .values({
        companyId: actor.companyId,
        email: input.email,
        role: input.role,
        tokenHash: sha256(token),
        expiresAt: new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000),
        invitedBy: actor.userId,
      })
      .returning();
    await auditCompany(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      actorRole: actor.role,
      action: 'member.invited',
      subjectType: 'invitation',
      subjectId: row.id,
      subjectLabel: input.email,
      after: { email: input.email, role: input.role, expires_at: row.expiresAt.toISOString() },
    });
    const [me] = await tx.select({ name: users.name }).from(users).where(eq(users.id, actor.userId));
    return { row, companyName: company.legalName, inviterName: me?.name ?? '' };
  });
  return {
    invitation: invitationDto({ ...result.row, inviterName: result.inviterName }),
    token,
    companyName: result.companyName,
    inviterName: result.inviterName,
  };
}

/** DELETE /v1/company/invitations/:id: withdraws a pending invitation of the actor's company. */
export async function revokeInvitation(db: Database, actor: Membership, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(companyInvitations)
      .where(and(eq(companyInvitations.id, id), eq(companyInvitations.companyId, actor.companyId)))
      .for('update');
    if (!row) throw notFound(companyMessages.invitationNotFound);
    if (invitationStatus(row) !== 'pending') throw conflict(companyMessages.invitationNotPending);
    await tx.update(companyInvitations).set({ revokedAt: new Date() }).where(eq(companyInvitations.id, id));
    await auditCompany(tx, {
      companyId: actor.companyId,
      actorId: actor.userId,
      actorRole: actor.role,
      action: 'invitation.revoked',
      subjectType: 'invitation',
      subjectId: id,
      subjectLabel: row.email,
    });
  });
}

/** The invitation behind a link, refused as the link's state says: unknown 404, used 409, expired or withdrawn 410. */
async function invitationByToken(db: Database, token: string, lock: boolean): Promise<InvitationRow> {
  const query = db
    .select()
    .from(companyInvitations)
    .where(eq(companyInvitations.tokenHash, sha256(token)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError(404, companyMessages.invitationInvalid, { token: companyMessages.invitationInvalid });
  const status = invitationStatus(row);
  if (status === 'accepted') throw new AppError(409, companyMessages.invitationUsed, { token: companyMessages.invitationUsed });
  if (status === 'revoked') throw new AppError(410, companyMessages.invitationWithdrawn, { token: companyMessages.invitationWithdrawn });
  if (status === 'expired') throw new AppError(410, companyMessages.invitationExpired, { token: companyMessages.invitationExpired });
  return row;
}

/** GET /v1/company-invitations/:token: what the accept page shows. */
export async function previewInvitation(db: Database, token: string): Promise<InvitationPreview> {
  const row = await invitationByToken(db, token, false);
  const [[company], [inviter]] = await Promise.all([
    db.select({ legalName: companies.legalName, country: companies.country }).from(companies).where(eq(companies.id, row.companyId)),
    row.invitedBy ? db.select({ name: users.name }).from(users).where(eq(users.id, row.invitedBy)) : Promise.resolve([]),
  ]);
  return {
    company: { legal_name: company.legalName, country: company.country },
    email: row.email,
    role: row.role,
    expires_at: row.expiresAt.toISOString(),
    invited_by: inviter?.name ?? null,
  };
}

/**
 * POST /v1/company-invitations/accept: the signed-in buyer whose email the invitation was sent to joins
 * with its role. The link works once; a buyer already in a company is refused, and so is anyone while
 * the company is suspended.
 */
export async function acceptInvitation(db: Database, user: { id: string; email: string; name: string }, token: string): Promise<MyCompany> {
  try {
    await db.transaction(async (tx) => {
      const row = await invitationByToken(tx, token, true);
      if (row.email !== user.email.toLowerCase())
        throw new AppError(403, companyMessages.invitationOtherEmail, { token: companyMessages.invitationOtherEmail });
      const company = await lockCompany(tx, row.companyId);
      if (company.status !== 'active') throw new AppError(403, companyMessages.companySuspended);
      const [existing] = await tx.select({ userId: companyMembers.userId }).from(companyMembers).where(eq(companyMembers.userId, user.id));
      if (existing) throw conflict(companyMessages.alreadyInCompany);
      await tx.insert(companyMembers).values({ userId: user.id, companyId: row.companyId, role: row.role, invitedBy: row.invitedBy });
      await tx.update(companyInvitations).set({ usedAt: new Date(), usedBy: user.id }).where(eq(companyInvitations.id, row.id));
      await auditCompany(tx, {
        companyId: row.companyId,
        actorId: user.id,
        actorRole: row.role,
        action: 'member.joined',
        subjectType: 'member',
        subjectId: user.id,
        subjectLabel: `${user.name} <${user.email}>`,
        after: { role: row.role, invitation_id: row.id },
      });
      // The admins hear of it: their member list has changed.
      const admins = await tx
        .select({ userId: companyMembers.userId })
        .from(companyMembers)
        .where(and(eq(companyMembers.companyId, row.companyId), eq(companyMembers.role, 'admin'), eq(companyMembers.status, 'active')));
      for (const admin of admins)
        await notify(tx, admin.userId, {
          kind: 'company.member_joined',
          title: `${user.name} joined ${company.legalName} as ${ROLE_NOTES[row.role]}`,
          link: '/company/members',
        });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(companyMessages.alreadyInCompany);
    throw error;
  }
  return (await myCompany(db, user.id))!;
}

// ---------------------------------------------------------------------------------------------------
// The audit trail

const actorName = sql<string | null>`(select u.name from ${users} u where u.id = ${outer(companyAuditEvents.actorId)})`;

export function auditEventDto(row: typeof companyAuditEvents.$inferSelect & { actorName: string | null }): CompanyAuditEvent {
  return {
    id: row.id,
    actor: { id: row.actorId, name: row.actorName, role: row.actorRole },
    action: row.action,
    subject_type: row.subjectType,
    subject_id: row.subjectId,
    subject_label: row.subjectLabel,
    before: row.before,
    after: row.after,
    note: row.note,
    created_at: row.createdAt.toISOString(),
  };
}

/** A company's audit trail, newest first: the company's admins and staff read it. */
export async function listAuditEvents(db: Database, companyId: string, query: CompanyAuditQuery): Promise<{ rows: CompanyAuditEvent[]; total: number }> {
  const conditions: SQL[] = [eq(companyAuditEvents.companyId, companyId)];
  if (query.action) conditions.push(eq(companyAuditEvents.action, query.action));
  if (query.q)
    conditions.push(or(ilike(companyAuditEvents.subjectLabel, containsPattern(query.q)), ilike(companyAuditEvents.action, containsPattern(query.q)))!);
  const where = and(...conditions);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ event: companyAuditEvents, actorName })
      .from(companyAuditEvents)
      .where(where)
      .orderBy(desc(companyAuditEvents.createdAt), desc(companyAuditEvents.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(companyAuditEvents).where(where),
  ]);
  return { rows: rows.map((r) => auditEventDto({ ...r.event, actorName: r.actorName })), total: n };
}
