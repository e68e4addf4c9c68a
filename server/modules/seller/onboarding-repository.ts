// The seller's onboarding as stored: the verified mobile number, the business details (written once)
// and which store-profile sections are complete, for the registration status.
import { and, eq, isNull } from 'drizzle-orm';
import { onboardingMessages } from '../../../src/contract/messages';
import type { Database } from '../../db/client';
import { storeSections, users } from '../../db/schema';
import { refused, type Outcome } from '../../lib/outcomes';

/** Marks the account's mobile number verified, with the number as it was verified. */
export async function markMobileVerified(db: Database, userId: string, number: { phone: string; countryCode: string }): Promise<void> {
  await db
    .update(users)
    .set({ isMobileVerified: true, phone: number.phone, countryCode: number.countryCode, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Writes the business details once, after the mobile step; refused when they are already there. The details as stored. */
export async function submitBusinessDetails(
  db: Database,
  userId: string,
  details: Record<string, unknown>,
): Promise<Outcome<{ businessDetails: (typeof users.$inferSelect)['businessDetails'] }>> {
  // Guarded update: two submissions racing cannot both write.
  const written = await db
    .update(users)
    .set({ businessDetails: details, verificationStatus: 'pending', updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.isMobileVerified, true), isNull(users.businessDetails)))
    .returning({ businessDetails: users.businessDetails });
  if (written.length === 0) return refused(onboardingMessages.businessAlreadySubmitted);
  return { kind: 'ok', businessDetails: written[0].businessDetails };
}

/** The store-profile sections the seller has completed. */
export async function completedStoreSections(db: Database, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ section: storeSections.section, completedAt: storeSections.completedAt })
    .from(storeSections)
    .where(eq(storeSections.userId, userId));
  return new Set(rows.filter((r) => r.completedAt).map((r) => r.section));
}
