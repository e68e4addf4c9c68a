// An account's recovery contacts: the rows the scoped CRUD reads, the account lock that serialises their
// changes, and verifying, choosing the primary and removing a contact, each in one audited transaction.
import { and, count, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { AuditActorRole } from '../../../src/contract/admin';
import type { RecoveryContact } from '../../../src/contract/recovery-contacts';
import type { Database } from '../../db/client';
import { recoveryContacts, users } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { ScopedResource } from '../../lib/scoped-crud';

const selection = {
  id: recoveryContacts.id,
  kind: recoveryContacts.kind,
  value: recoveryContacts.value,
  isPrimary: recoveryContacts.isPrimary,
  verifiedAt: recoveryContacts.verifiedAt,
  createdAt: recoveryContacts.createdAt,
};
type Row = typeof recoveryContacts.$inferSelect;
export type ContactRow = Pick<Row, keyof typeof selection>;

export const toContact = (row: ContactRow): RecoveryContact => ({
  id: row.id,
  kind: row.kind,
  value: row.value,
  is_primary: row.isPrimary,
  is_verified: row.verifiedAt !== null,
  verified_at: row.verifiedAt ? row.verifiedAt.toISOString() : null,
  created_at: row.createdAt.toISOString(),
});

/** How the contact list (server/lib/scoped-crud/) reads its rows: scoped to the account's own contacts. */
export const contactRows: Pick<
  ScopedResource<ContactRow, RecoveryContact, never, never>,
  'table' | 'idColumn' | 'ownerColumn' | 'ownerKey' | 'selection' | 'query' | 'toDto'
> = {
  table: recoveryContacts,
  idColumn: recoveryContacts.id,
  ownerColumn: recoveryContacts.userId,
  ownerKey: 'userId',
  selection,
  query: (db, columns) => db.select(columns).from(recoveryContacts).$dynamic(),
  toDto: toContact,
};

/** One of the account's contacts, read as the scoped CRUD reads it, in the caller's transaction. */
async function ownContact(db: Database, userId: string, id: string): Promise<ContactRow | undefined> {
  const [row] = await db
    .select(selection)
    .from(recoveryContacts)
    .where(and(eq(recoveryContacts.id, id), eq(recoveryContacts.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Serialises one account's contact changes (count limit, the single primary) by locking its user row
 * for the rest of the transaction; other accounts are not held up.
 */
export async function lockAccount(db: Database, userId: string): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** The values of the account's contacts, verified or not. */
export async function contactValues(db: Database, userId: string): Promise<string[]> {
  const rows = await db.select({ value: recoveryContacts.value }).from(recoveryContacts).where(eq(recoveryContacts.userId, userId));
  return rows.map((row) => row.value);
}

/**
 * Whether `value` already leads recovery sign-in to another account: as that account's email, its
 * verified mobile number, or one of its verified contacts. Recovery must find exactly one account.
 */
async function recoversAnotherAccount(db: Database, userId: string, kind: Row['kind'], value: string): Promise<boolean> {
  const accountMatch =
    kind === 'email' ? sql`lower(${users.email}) = ${value}` : and(eq(users.isMobileVerified, true), sql`${users.countryCode} || ${users.phone} = ${value}`);
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(accountMatch, ne(users.id, userId)))
    .limit(1);
  if (account) return true;
  const [contact] = await db
    .select({ id: recoveryContacts.id })
    .from(recoveryContacts)
    .where(and(eq(recoveryContacts.value, value), isNotNull(recoveryContacts.verifiedAt), ne(recoveryContacts.userId, userId)))
    .limit(1);
  return Boolean(contact);
}

/** Who changes the contacts, for the audit entries. */
export interface ContactActor {
  userId: string;
  actorRole: AuditActorRole;
  ip: string;
}

/**
 * Marks a contact verified, the account's first verified one becoming primary; refused when the value
 * already leads recovery to another account. The caller has checked the code.
 */
export async function verifyContact(db: Database, actor: ContactActor, contact: ContactRow): Promise<{ kind: 'ok' } | { kind: 'used-elsewhere' }> {
  const { userId } = actor;
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    // Checked once the code proves the contact is theirs, so it tells nothing to anyone else.
    if (await recoversAnotherAccount(tx, userId, contact.kind, contact.value)) return { kind: 'used-elsewhere' };
    const [{ primaries }] = await tx
      .select({ primaries: count() })
      .from(recoveryContacts)
      .where(and(eq(recoveryContacts.userId, userId), eq(recoveryContacts.isPrimary, true)));
    await tx
      .update(recoveryContacts)
      .set({ verifiedAt: new Date(), isPrimary: Number(primaries) === 0 })
      .where(and(eq(recoveryContacts.id, contact.id), eq(recoveryContacts.userId, userId)));
    await recordAudit(tx, {
      actorId: userId,
      actorRole: actor.actorRole,
      action: 'recovery_contact.verified',
      subjectType: 'recovery_contact',
      subjectId: contact.id,
      before: { kind: contact.kind, value: contact.value, verified: false },
      after: { kind: contact.kind, value: contact.value, verified: true, is_primary: Number(primaries) === 0 },
      ip: actor.ip,
    });
    return { kind: 'ok' };
  });
}

/** Makes a verified contact of the account its primary one; the previous primary stops being it. */
export async function makePrimary(db: Database, userId: string, id: string): Promise<{ kind: 'ok' } | { kind: 'not-found' } | { kind: 'unverified' }> {
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const contact = await ownContact(tx, userId, id);
    if (!contact) return { kind: 'not-found' };
    if (!contact.verifiedAt) return { kind: 'unverified' };
    await tx
      .update(recoveryContacts)
      .set({ isPrimary: sql`${recoveryContacts.id} = ${contact.id}` })
      .where(eq(recoveryContacts.userId, userId));
    return { kind: 'ok' };
  });
}

/**
 * Removes a contact; the account's last verified one only when `confirmed`. Removing the primary makes
 * the most recently verified remaining one primary.
 */
export async function removeContact(
  db: Database,
  actor: ContactActor,
  id: string,
  confirmed: boolean,
): Promise<{ kind: 'ok' } | { kind: 'not-found' } | { kind: 'last-verified' }> {
  const { userId } = actor;
  return db.transaction(async (tx) => {
    await lockAccount(tx, userId);
    const contact = await ownContact(tx, userId, id);
    if (!contact) return { kind: 'not-found' };
    const [newestOtherVerified] = await tx
      .select({ id: recoveryContacts.id })
      .from(recoveryContacts)
      .where(and(eq(recoveryContacts.userId, userId), ne(recoveryContacts.id, contact.id), isNotNull(recoveryContacts.verifiedAt)))
      .orderBy(desc(recoveryContacts.verifiedAt), desc(recoveryContacts.id))
      .limit(1);
    if (contact.verifiedAt && !newestOtherVerified && !confirmed) return { kind: 'last-verified' };
    await tx.delete(recoveryContacts).where(and(eq(recoveryContacts.id, contact.id), eq(recoveryContacts.userId, userId)));
    if (contact.isPrimary && newestOtherVerified) {
      await tx.update(recoveryContacts).set({ isPrimary: true }).where(eq(recoveryContacts.id, newestOtherVerified.id));
    }
    await recordAudit(tx, {
      actorId: userId,
      actorRole: actor.actorRole,
      action: 'recovery_contact.removed',
      subjectType: 'recovery_contact',
      subjectId: contact.id,
      before: { kind: contact.kind, value: contact.value, verified: contact.verifiedAt !== null, is_primary: contact.isPrimary },
      ip: actor.ip,
    });
    return { kind: 'ok' };
  });
}
