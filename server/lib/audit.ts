import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
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
  /** What the subject is called; by default read from its table (`subjectLabelOf`) in the same transaction. */
  subjectLabel?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  note?: string | null;
  ip?: string | null;
}

const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

/**
 * The name of an audit subject as it is now, read from its own table: a product's name, a seller's
 * company with the person's name, a user's name, a document's title, a category's path, the order a
 * review is of. Null for a subject without one (a recovery contact) or no longer there. Written into
 * each new entry, and read for entries from before labels were stored, which the append-only log
 * cannot be given afterwards.
 */
export function subjectLabelOf(subjectType: SQLWrapper | string, subjectId: SQLWrapper | string | null): SQL<string | null> {
  const id = sql`(${subjectId})::text`;
  const person = sql`(select case when coalesce(u.business_details->>'business_name', '') = '' then u.name else (u.business_details->>'business_name') || ' (' || u.name || ')' end from users u where u.id = ${id}::uuid)`;
  return sql<string | null>`(case when ${id} ~ ${UUID_PATTERN} then case (${subjectType})::text
    when 'product' then (select p.name from products p where p.id = ${id}::uuid)
    when 'seller' then ${person}
    when 'store_section' then ${person}
    when 'user' then (select u.name from users u where u.id = ${id}::uuid)
    when 'document' then (select coalesce(d.title, d.original_name) from documents d where d.id = ${id}::uuid)
    when 'category_request' then (select r.name from category_requests r where r.id = ${id}::uuid)
    when 'category' then (select c.path from categories c where c.id = ${id}::uuid)
    when 'help_article' then (select h.title from help_articles h where h.id = ${id}::uuid)
    when 'review' then (select 'Review of order ' || o.number from reviews r join orders o on o.id = r.order_id where r.id = ${id}::uuid)
    when 'rfq' then (select r.number || ' ' || r.title from rfqs r where r.id = ${id}::uuid)
    when 'payout_batch' then (select b.number from payout_batches b where b.id = ${id}::uuid)
  end end)`;
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
    subjectLabel: record.subjectLabel !== undefined ? record.subjectLabel : subjectLabelOf(record.subjectType, record.subjectId),
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
