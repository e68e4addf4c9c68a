import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recoveryContacts, users } from '../../db/schema';

export interface RecoveryTarget {
  userId: string;
  channel: 'email' | 'sms';
  /** Normalised address the code goes to; also the code's target. */
  address: string;
}

/** `Name@Example.com` → `name@example.com`; `+91 98765-43210` → `+919876543210`. */
export function normaliseIdentifier(identifier: string): { kind: 'email' | 'phone'; value: string } {
  const trimmed = identifier.trim();
  if (trimmed.includes('@')) return { kind: 'email', value: trimmed.toLowerCase() };
  const digits = trimmed.replace(/[^\d]/g, '');
  return { kind: 'phone', value: `+${digits}` };
}

/**
 * Finds where a recovery code may go: the account email, a verified recovery contact, or the
 * account's verified mobile number. Nothing else is accepted.
 */
export async function findRecoveryTarget(db: Database, identifier: string): Promise<RecoveryTarget | undefined> {
  const { kind, value } = normaliseIdentifier(identifier);
  if (kind === 'email') {
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${value}`);
    if (owner) return { userId: owner.id, channel: 'email', address: value };
  } else {
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isMobileVerified, true), sql`${users.countryCode} || ${users.phone} = ${value}`));
    if (owner) return { userId: owner.id, channel: 'sms', address: value };
  }
  const [contact] = await db
    .select({ userId: recoveryContacts.userId })
    .from(recoveryContacts)
    .where(and(eq(recoveryContacts.value, value), eq(recoveryContacts.kind, kind), isNotNull(recoveryContacts.verifiedAt)))
    .limit(1);
  return contact ? { userId: contact.userId, channel: kind === 'email' ? 'email' : 'sms', address: value } : undefined;
}
