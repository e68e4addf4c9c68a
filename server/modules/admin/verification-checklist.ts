// What "Verified" needs: the checklist staff see on a seller's file, and the grant the public badge reads
// once staff set the seller verified (with every item done, or an override with a reason).
import { and, eq, inArray, isNotNull, max } from 'drizzle-orm';
import { adminMessages, type VerificationChecklistItem, type VerificationChecklistKey, type VerificationGrant } from '../../../src/contract/admin';
import { STORE_SECTIONS } from '../../../src/contract/auth';
import { REQUIRED_DOCUMENT_TYPES, type DocumentType } from '../../../src/contract/documents-constants';
import type { Database } from '../../db/client';
import { documents, storeSections, users } from '../../db/schema';

type SellerRow = typeof users.$inferSelect;

const documentKey = (type: (typeof REQUIRED_DOCUMENT_TYPES)[number]): VerificationChecklistKey => `document_${type}`;

export const isRequiredDocument = (type: DocumentType): boolean => (REQUIRED_DOCUMENT_TYPES as readonly DocumentType[]).includes(type);

/** When staff last approved a document of each required kind that is still approved. */
async function approvedDocuments(db: Database, sellerId: string): Promise<Map<string, Date>> {
  const rows = await db
    .select({ type: documents.type, checkedAt: max(documents.reviewedAt) })
    .from(documents)
    .where(and(eq(documents.ownerId, sellerId), eq(documents.status, 'verified'), inArray(documents.type, [...REQUIRED_DOCUMENT_TYPES])))
    .groupBy(documents.type);
  return new Map(rows.flatMap((row) => (row.checkedAt ? [[row.type, new Date(row.checkedAt)] as const] : [])));
}

/** Every item "Verified" needs, in the back office's order; document items say when staff checked them. */
export async function verificationChecklist(db: Database, seller: SellerRow): Promise<VerificationChecklistItem[]> {
  const [approved, completedRows] = await Promise.all([
    approvedDocuments(db, seller.id),
    db
      .select({ section: storeSections.section })
      .from(storeSections)
      .where(and(eq(storeSections.userId, seller.id), isNotNull(storeSections.completedAt))),
  ]);
  const completed = new Set(completedRows.map((row) => row.section));
  const missingSections = STORE_SECTIONS.filter((section) => !completed.has(section));
  const plain = (key: VerificationChecklistKey, done: boolean): VerificationChecklistItem => ({ key, done, checked_at: null });
  return [
    plain('email_verified', seller.isEmailVerified),
    plain('mobile_verified', seller.isMobileVerified),
    plain('business_details', seller.businessDetails != null),
    ...REQUIRED_DOCUMENT_TYPES.map((type) => {
      const checkedAt = approved.get(type);
      return { key: documentKey(type), done: checkedAt !== undefined, checked_at: checkedAt ? checkedAt.toISOString() : null };
    }),
    { key: 'store_profile', done: missingSections.length === 0, checked_at: null, missing_sections: missingSections },
  ];
}

/** The items not done, each named with what is missing: the 409's field errors. */
export const missingItems = (checklist: VerificationChecklistItem[]): Record<string, string> =>
  Object.fromEntries(checklist.filter((item) => !item.done).map((item) => [item.key, adminMessages.checklistMissing[item.key]]));

/** What the badge will say: now, granted by staff when items were missing (with the reason), and the documents checked. */
export function grantOf(checklist: VerificationChecklistItem[], overrideReason: string | null, now: Date): VerificationGrant {
  const overridden = checklist.some((item) => !item.done);
  return {
    verified_at: now.toISOString(),
    granted_by_staff: overridden,
    override_reason: overridden ? overrideReason : null,
    checks: checklist.flatMap((item) =>
      item.done && item.checked_at && item.key.startsWith('document_') ? [{ key: item.key.slice('document_'.length), checked_at: item.checked_at }] : [],
    ),
  };
}
