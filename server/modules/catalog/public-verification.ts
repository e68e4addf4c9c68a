// What the public Verified badge says, from the seller's row: nothing unless the seller is verified now.
import type { PublicVerification } from '../../../src/contract/public-catalog';
import type { users } from '../../db/schema';

type SellerRow = typeof users.$inferSelect;

/** The badge's facts, without the override's reason (that stays in the back office); null when not verified. */
export function publicVerificationOf(status: SellerRow['verificationStatus'], grant: SellerRow['verificationGrant']): PublicVerification | null {
  if (status !== 'verified' || !grant) return null;
  return { verified_at: grant.verified_at, granted_by_staff: grant.granted_by_staff, checks: grant.checks.map(({ key, checked_at }) => ({ key, checked_at })) };
}
