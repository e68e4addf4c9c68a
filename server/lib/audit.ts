import type { AuditAction, AuditActorRole, AuditSubjectType } from '../../src/contract/admin';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';
import type { AuthContext } from '../plugins/auth';

export interface AuditRecord {
  actorId: string | null;
  actorRole: AuditActorRole;
  action: AuditAction;
  subjectType: AuditSubjectType;
  subjectId: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  note?: string | null;
  ip?: string | null;
}

/**
 * Appends one entry to the audit log. Call it with the transaction that makes the change, so the
 * entry exists exactly when the change does. Never pass secrets: mask them first (bank details carry only `maskAccountNumber`).
 */
export async function recordAudit(tx: Database, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: record.actorId,
    actorRole: record.actorRole,
    action: record.action,
    subjectType: record.subjectType,
    subjectId: record.subjectId,
    before: record.before ?? null,
    after: record.after ?? null,
    note: record.note ?? null,
    ip: record.ip ?? null,
  });
}

/** The role an audit entry names for a signed-in caller: the staff role for staff, else seller or buyer. */
export function actorRoleOf(auth: Pick<AuthContext, 'user' | 'roles'>): AuditActorRole {
  if (auth.roles.includes('admin') && auth.user.staffRole) return auth.user.staffRole;
  if (auth.roles.includes('seller')) return 'seller';
  if (auth.roles.includes('buyer')) return 'buyer';
  return 'system';
}
