// The account rows the auth routes write: a new account at sign-up, the flag a recovery sign-in sets,
// and a password change (with every session revoked and the change audited, in one transaction).
import { eq } from 'drizzle-orm';
import { authMessages } from '../../../src/contract/messages';
import type { AuditActorRole } from '../../../src/contract/admin';
import type { Role } from '../../../src/contract/constants';
import { isUniqueViolation, type Database } from '../../db/client';
import { users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { refused, type Outcome } from '../../lib/outcomes';
import { revokeAllSessions } from './sessions-repository';
import type { UserRow } from './users';

/** A new account with one role; refused when the address is taken (the unique index decides between two sign-ups racing). */
export async function createAccount(
  db: Database,
  account: { name: string; email: string; passwordHash: string; role: Role },
): Promise<Outcome<{ user: UserRow }>> {
  const { name, email, passwordHash, role } = account;
  try {
    const [user] = await db
      .insert(users)
      .values({ name, email, passwordHash, roles: [role] })
      .returning();
    return { kind: 'ok', user };
  } catch (error) {
    // Two sign-ups racing for one address: the unique index decides.
    if (isUniqueViolation(error)) return refused(authMessages.emailTaken, { email: authMessages.emailTaken });
    throw error;
  }
}

/** After a recovery sign-in the account must set a new password before anything else; the row as it now is. */
export async function requirePasswordChange(db: Database, userId: string): Promise<UserRow> {
  const [user] = await db.update(users).set({ mustChangePassword: true, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  return user;
}

/** How a password change was authorised, as its audit entry records it. */
export interface PasswordChangeAudit {
  actorRole: AuditActorRole;
  via: 'recovery' | 'current_password';
  ip: string;
}

/** Sets the new password hash, revokes every session of the account and audits the change; the row as it now is. */
export async function changePassword(db: Database, user: UserRow, passwordHash: string, audit: PasswordChangeAudit): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(users).set({ passwordHash, mustChangePassword: false, updatedAt: new Date() }).where(eq(users.id, user.id)).returning();
    await revokeAllSessions(tx, user.id);
    // No hash in the log: only how the change was authorised.
    await recordAudit(tx, {
      actorId: user.id,
      actorRole: audit.actorRole,
      action: 'password.changed',
      subjectType: 'user',
      subjectId: user.id,
      before: { must_change_password: user.mustChangePassword },
      after: { must_change_password: false, via: audit.via },
      ip: audit.ip,
    });
    return row;
  });
}
