// Sellers as staff read them (the list's rows, one seller's whole file) and the changes of a seller's
// standing: verification, suspension and reinstatement, each audited and told to the seller in one transaction.
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { adminMessages, adminNotificationTitles, type AdminSellerDetails, type AdminSellerSummary, type VerificationGrant } from '../../../src/contract/admin';
import { STORE_SECTIONS } from '../../../src/contract/auth';
import { maskAccountNumber } from '../../../src/contract/store';
import type { Database } from '../../db/client';
import { documents, orders, products, sessions, storeSections, users } from '../../db/schema';
import { notify } from '../../lib/notify';
import { outer } from '../../lib/outer-column';
import type { ScopedResource } from '../../lib/scoped-crud';
import { registrationStatus } from '../seller/routes';
import { companyOf, countryOf, iso, isSeller, recordStaffAction, type StaffActor } from './common';
import { done, inTransaction, missing, refused, type Outcome } from '../../lib/outcomes';
import { documentRows, toAdminDocument } from './documents-repository';
import { awaitingStaff } from './products-repository';
import { grantOf, missingItems, verificationChecklist } from './verification-checklist';

const pendingDocuments =
  sql<number>`(select count(*) from ${documents} where ${documents.ownerId} = ${outer(users.id)} and ${documents.status} = 'pending')`.mapWith(Number);

/** Verified through an override: the grant the badge reads says staff granted it. */
const verifiedByOverride =
  sql<boolean>`(${users.verificationStatus} = 'verified' and coalesce((${users.verificationGrant} ->> 'granted_by_staff')::boolean, false))`.mapWith(Boolean);

const summarySelection = {
  id: users.id,
  name: users.name,
  email: users.email,
  company: companyOf(users),
  country: countryOf(users),
  phone: users.phone,
  countryCode: users.countryCode,
  status: users.status,
  verificationStatus: users.verificationStatus,
  verifiedByOverride,
  pendingDocuments,
  createdAt: users.createdAt,
};

export type SellerSummaryRow = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  country: string | null;
  phone: string | null;
  countryCode: string | null;
  status: 'active' | 'suspended';
  verificationStatus: AdminSellerSummary['verification_status'];
  verifiedByOverride: boolean;
  pendingDocuments: number;
  createdAt: Date;
};

const toSummary = (row: SellerSummaryRow): AdminSellerSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  company: row.company,
  country: row.country,
  phone: row.phone ? `${row.countryCode ?? ''}${row.phone}` : null,
  status: row.status,
  verification_status: row.verificationStatus,
  verified_by_override: row.verifiedByOverride,
  pending_documents: row.pendingDocuments,
  created_at: row.createdAt.toISOString(),
});

type SellerListResource = ScopedResource<SellerSummaryRow, AdminSellerSummary, never, never>;

/** How the sellers' list (server/lib/scoped-crud/) reads its rows: the users who are sellers, with their pending documents. */
export const sellerListRows: Pick<SellerListResource, 'table' | 'idColumn' | 'holds' | 'selection' | 'query' | 'toDto'> = {
  table: users,
  idColumn: users.id,
  holds: isSeller(users),
  selection: summarySelection,
  query: (db, columns) => db.select(columns).from(users).$dynamic(),
  toDto: toSummary,
};

async function findSeller(db: Database, id: string, lock = false) {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isSeller(users)));
  const [seller] = lock ? await query.for('update') : await query;
  return seller;
}

const sellerNotFound = () => missing(adminMessages.sellerNotFound);

/** The store section's saved data as staff may see it: the bank account number only masked. */
function sectionData(section: string, data: Record<string, unknown>): Record<string, unknown> {
  if (section !== 'bank-details' || typeof data.account_number !== 'string') return data;
  const { account_number: accountNumber, ...rest } = data;
  return { ...rest, account_number_masked: maskAccountNumber(accountNumber) };
}

/** One seller's whole file: account, business, store sections, documents and counts; null when there is no such seller. */
export async function findSellerDetails(db: Database, id: string): Promise<AdminSellerDetails | null> {
  const seller = await findSeller(db, id);
  if (!seller) return null;
  const sections = await db.select().from(storeSections).where(eq(storeSections.userId, id));
  const bySection = new Map(sections.map((s) => [s.section, s]));
  const docs = await documentRows(db, eq(documents.ownerId, id)).orderBy(desc(documents.createdAt), desc(documents.id));
  const [productCounts] = await db
    .select({
      total: count(),
      published: sql<number>`count(*) filter (where ${products.status} = 'published')`.mapWith(Number),
      pending: sql<number>`count(*) filter (where ${awaitingStaff})`.mapWith(Number),
    })
    .from(products)
    .where(eq(products.sellerId, id));
  const [{ orderCount }] = await db.select({ orderCount: count() }).from(orders).where(eq(orders.sellerId, id));
  const completed = new Set(sections.filter((s) => s.completedAt).map((s) => s.section));
  return {
    account: {
      id: seller.id,
      name: seller.name,
      email: seller.email,
      phone: seller.phone,
      country_code: seller.countryCode,
      status: seller.status,
      status_reason: seller.statusReason,
      verification_status: seller.verificationStatus,
      verification_note: seller.verificationNote,
      is_email_verified: seller.isEmailVerified,
      is_mobile_verified: seller.isMobileVerified,
      created_at: seller.createdAt.toISOString(),
    },
    business_details: seller.businessDetails ?? null,
    store_sections: STORE_SECTIONS.map((section) => {
      const row = bySection.get(section);
      return {
        section,
        completed: Boolean(row?.completedAt),
        completed_at: iso(row?.completedAt),
        updated_at: iso(row?.updatedAt),
        data: row ? sectionData(section, row.data) : null,
      };
    }),
    store_completeness: Math.round((100 * STORE_SECTIONS.filter((s) => completed.has(s)).length) / STORE_SECTIONS.length),
    documents: docs.map(toAdminDocument),
    checklist: await verificationChecklist(db, seller),
    verification_grant: seller.verificationStatus === 'verified' ? (seller.verificationGrant ?? null) : null,
    registration_status: registrationStatus(seller, completed),
    counts: { products: productCounts.total, products_published: productCounts.published, products_pending_review: productCounts.pending, orders: orderCount },
  };
}

type VerificationStatus = (typeof users.$inferSelect)['verificationStatus'];

/**
 * Sets the seller's verification status and note; the seller is told. 'verified' needs every item of the
 * checklist, or `overrideReason` (audited as an override; the badge then says staff granted it): without
 * either it is refused with the missing items as field errors.
 */
export async function setSellerVerification(
  db: Database,
  actor: StaffActor,
  id: string,
  input: { status: VerificationStatus; note: string | null; overrideReason?: string | null },
): Promise<Outcome> {
  const { status, note } = input;
  const overrideReason = input.overrideReason ?? null;
  return inTransaction(db, async (tx) => {
    const seller = await findSeller(tx, id, true);
    if (!seller) return sellerNotFound();
    let grant: VerificationGrant | null = null;
    let missing: Record<string, string> = {};
    if (status === 'verified') {
      const checklist = await verificationChecklist(tx, seller);
      missing = missingItems(checklist);
      if (Object.keys(missing).length > 0 && !overrideReason) return refused(adminMessages.verificationIncomplete, missing);
      grant = grantOf(checklist, overrideReason, new Date());
    }
    await tx.update(users).set({ verificationStatus: status, verificationNote: note, verificationGrant: grant, updatedAt: new Date() }).where(eq(users.id, id));
    const overridden = grant?.granted_by_staff === true;
    await recordStaffAction(tx, actor, {
      action: overridden ? 'seller.verification_overridden' : 'seller.verification_changed',
      subjectType: 'seller',
      subjectId: id,
      before: { verification_status: seller.verificationStatus, verification_note: seller.verificationNote },
      after: overridden
        ? { verification_status: status, verification_note: note, override_reason: overrideReason, missing: Object.keys(missing) }
        : { verification_status: status, verification_note: note },
      note: overridden ? overrideReason : note,
    });
    await notify(tx, id, {
      kind: 'seller.verification',
      title: adminNotificationTitles['seller.verification'],
      body: note ? `Verification status: ${status}. ${note}` : `Verification status: ${status}`,
      link: '/documents',
    });
    return done;
  });
}

/** Suspends a seller: its sessions end and sign-in is refused. */
export async function suspendSeller(db: Database, actor: StaffActor, id: string, reason: string): Promise<Outcome> {
  return inTransaction(db, async (tx) => {
    const seller = await findSeller(tx, id, true);
    if (!seller) return sellerNotFound();
    if (seller.status === 'suspended') return refused(adminMessages.sellerAlreadySuspended);
    const now = new Date();
    await tx.update(users).set({ status: 'suspended', statusReason: reason, updatedAt: now }).where(eq(users.id, id));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
    await recordStaffAction(tx, actor, {
      action: 'seller.suspended',
      subjectType: 'seller',
      subjectId: id,
      before: { status: seller.status, status_reason: seller.statusReason },
      after: { status: 'suspended', status_reason: reason },
      note: reason,
    });
    // Kept for when the seller is reinstated and signs in again.
    await notify(tx, id, { kind: 'seller.suspended', title: adminNotificationTitles['seller.suspended'], body: reason });
    return done;
  });
}

/** Reinstates a suspended seller; the seller is told. */
export async function reinstateSeller(db: Database, actor: StaffActor, id: string, note: string | null): Promise<Outcome> {
  return inTransaction(db, async (tx) => {
    const seller = await findSeller(tx, id, true);
    if (!seller) return sellerNotFound();
    if (seller.status !== 'suspended') return refused(adminMessages.sellerNotSuspended);
    await tx.update(users).set({ status: 'active', statusReason: note, updatedAt: new Date() }).where(eq(users.id, id));
    await recordStaffAction(tx, actor, {
      action: 'seller.reinstated',
      subjectType: 'seller',
      subjectId: id,
      before: { status: seller.status, status_reason: seller.statusReason },
      after: { status: 'active', status_reason: note },
      note,
    });
    await notify(tx, id, { kind: 'seller.reinstated', title: adminNotificationTitles['seller.reinstated'], body: note ?? '', link: '/dashboard' });
    return done;
  });
}
