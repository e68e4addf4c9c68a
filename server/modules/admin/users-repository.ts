// Accounts as administrators read them (buyers and sellers, and the staff accounts) and the changes of a
// staff account: create, change its role, deactivate and reactivate, each audited in one transaction.
import { and, eq, getTableColumns, isNull, ne, sql } from 'drizzle-orm';
import { adminMessages, type AdminUser, type StaffAccount, type StaffRole } from '../../../src/contract/admin';
import { isUniqueViolation, type Database } from '../../db/client';
import { sessions, users } from '../../db/schema';
import type { ScopedResource } from '../../lib/scoped-crud';
import { recordStaffAction, type StaffActor } from './common';
import { inTransaction, missing, refused, type Outcome } from '../../lib/outcomes';

export type UserRow = typeof users.$inferSelect;

const toUser = (row: UserRow): AdminUser => ({
  id: row.id,
  name: row.name,
  email: row.email,
  roles: row.roles,
  status: row.status,
  status_reason: row.statusReason,
  verification_status: row.verificationStatus,
  company: typeof row.businessDetails?.business_name === 'string' ? row.businessDetails.business_name : null,
  country: typeof row.businessDetails?.country === 'string' ? row.businessDetails.country : null,
  is_email_verified: row.isEmailVerified,
  created_at: row.createdAt.toISOString(),
});

const toStaff = (row: UserRow, selfId: string): StaffAccount => ({
  id: row.id,
  name: row.name,
  email: row.email,
  staff_role: row.staffRole ?? 'reviewer',
  status: row.status,
  must_change_password: row.mustChangePassword,
  is_self: row.id === selfId,
  created_at: row.createdAt.toISOString(),
});

const isStaff = sql`'admin' = any(${users.roles})`;

/** How the accounts' list (server/lib/scoped-crud/) reads its rows: buyers and sellers, not staff. */
export const accountListRows: Pick<ScopedResource<UserRow, AdminUser, never, never>, 'table' | 'idColumn' | 'holds' | 'selection' | 'query' | 'toDto'> = {
  table: users,
  idColumn: users.id,
  holds: sql`(${users.roles} && array['seller','buyer']::text[])`,
  selection: getTableColumns(users),
  query: (db, columns) => db.select(columns).from(users).$dynamic(),
  toDto: toUser,
};

/** How the staff accounts' list reads its rows: each marked when it is the viewer's own. */
export const staffListRows: Pick<ScopedResource<UserRow, StaffAccount, never, never>, 'table' | 'idColumn' | 'holds' | 'selection' | 'query' | 'toDto'> = {
  table: users,
  idColumn: users.id,
  holds: isStaff,
  selection: getTableColumns(users),
  query: (db, columns) => db.select(columns).from(users).$dynamic(),
  toDto: (row, viewer) => toStaff(row, viewer.userId),
};

async function findStaff(db: Database, id: string, lock = false): Promise<UserRow | undefined> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isStaff));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Whether `id` is the only active administrator; every administrator row is locked while deciding. */
async function isLastAdministrator(db: Database, id: string): Promise<boolean> {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isStaff, eq(users.staffRole, 'administrator'), eq(users.status, 'active')))
    .for('update');
  return admins.length === 1 && admins[0].id === id;
}

const staffSnapshot = (row: UserRow) => ({ name: row.name, email: row.email, staff_role: row.staffRole, status: row.status });

const staffNotFound = () => missing(adminMessages.staffNotFound);

/** The account as the acting administrator sees it in the answer. */
type StaffChange = Outcome<{ account: StaffAccount }>;

/** Creates a staff account with the hash of its temporary password; an address already in use is refused. */
export async function createStaffAccount(
  db: Database,
  actor: StaffActor,
  input: { name: string; email: string; staffRole: StaffRole; passwordHash: string },
): Promise<StaffChange> {
  const { name, email, staffRole, passwordHash } = input;
  try {
    const created = await db.transaction(async (tx) => {
      // The administrator vouches for the address; the owner must replace the password at first sign-in.
      const [row] = await tx
        .insert(users)
        .values({ name, email, passwordHash, roles: ['admin'], staffRole, mustChangePassword: true, isEmailVerified: true })
        .returning();
      await recordStaffAction(tx, actor, { action: 'staff.created', subjectType: 'user', subjectId: row.id, before: null, after: staffSnapshot(row) });
      return row;
    });
    return { kind: 'ok', account: toStaff(created, actor.id) };
  } catch (error) {
    if (isUniqueViolation(error)) return refused(adminMessages.emailTaken, { email: adminMessages.emailTaken });
    throw error;
  }
}

/** Changes a staff account's role; the last active administrator keeps theirs. */
export async function changeStaffRole(db: Database, actor: StaffActor, id: string, staffRole: StaffRole): Promise<StaffChange> {
  return inTransaction(db, async (tx) => {
    const current = await findStaff(tx, id, true);
    if (!current) return staffNotFound();
    if (current.staffRole === 'administrator' && staffRole !== 'administrator' && (await isLastAdministrator(tx, id))) {
      return refused(adminMessages.lastAdministrator, { staff_role: adminMessages.lastAdministrator });
    }
    const [row] = await tx.update(users).set({ staffRole, updatedAt: new Date() }).where(eq(users.id, id)).returning();
    if (current.staffRole !== staffRole) {
      await recordStaffAction(tx, actor, {
        action: 'staff.role_changed',
        subjectType: 'user',
        subjectId: id,
        before: staffSnapshot(current),
        after: staffSnapshot(row),
      });
    }
    return { kind: 'ok', account: toStaff(row, actor.id) };
  });
}

/** Deactivates a staff account (never the last active administrator): its sessions end. */
export async function deactivateStaff(db: Database, actor: StaffActor, id: string, reason: string | null): Promise<StaffChange> {
  return inTransaction(db, async (tx) => {
    const current = await findStaff(tx, id, true);
    if (!current) return staffNotFound();
    if (current.status === 'suspended') return refused(adminMessages.staffAlreadyDeactivated);
    if (current.staffRole === 'administrator' && (await isLastAdministrator(tx, id))) return refused(adminMessages.lastAdministrator);
    const now = new Date();
    const [row] = await tx.update(users).set({ status: 'suspended', statusReason: reason, updatedAt: now }).where(eq(users.id, id)).returning();
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
    await recordStaffAction(tx, actor, {
      action: 'staff.deactivated',
      subjectType: 'user',
      subjectId: id,
      before: staffSnapshot(current),
      after: staffSnapshot(row),
      note: reason,
    });
    return { kind: 'ok', account: toStaff(row, actor.id) };
  });
}

/** Reactivates a deactivated staff account. */
export async function reactivateStaff(db: Database, actor: StaffActor, id: string): Promise<StaffChange> {
  return inTransaction(db, async (tx) => {
    const current = await findStaff(tx, id, true);
    if (!current) return staffNotFound();
    if (current.status !== 'suspended') return refused(adminMessages.staffNotDeactivated);
    const [row] = await tx
      .update(users)
      .set({ status: 'active', statusReason: null, updatedAt: new Date() })
      .where(and(eq(users.id, id), ne(users.status, 'active')))
      .returning();
    await recordStaffAction(tx, actor, {
      action: 'staff.reactivated',
      subjectType: 'user',
      subjectId: id,
      before: staffSnapshot(current),
      after: staffSnapshot(row),
    });
    return { kind: 'ok', account: toStaff(row, actor.id) };
  });
}
