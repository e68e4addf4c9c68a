// Staff view of sellers: the list, one seller's whole file, verification, suspension and reinstatement.
import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminIdParamsSchema,
  adminMessages,
  adminNotificationTitles,
  adminSellerDetailsSchema,
  adminSellerSummarySchema,
  sellerListQuerySchema,
  sellerReinstateSchema,
  sellerSuspendSchema,
  sellerVerificationSchema,
  type AdminSellerDetails,
  type AdminSellerSummary,
} from '../../../src/contract/admin';
import { STORE_SECTIONS } from '../../../src/contract/auth';
import { envelopeOf } from '../../../src/contract/envelope';
import { maskAccountNumber } from '../../../src/contract/store';
import type { Database } from '../../db/client';
import { documents, orders, products, sessions, storeSections, users } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { registerScopedCrud, type ScopedResource } from '../../lib/scoped-crud';
import { conflict, notFound } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { registrationStatus } from '../seller/routes';
import { auditStaff, companyOf, contains, countryOf, dayRange, guards, iso, isSeller, tags } from './common';
import { documentRows, toAdminDocument } from './documents';
import { awaitingStaff } from './products';
import { outer } from '../../lib/outer-column';

const pendingDocuments =
  sql<number>`(select count(*) from ${documents} where ${documents.ownerId} = ${outer(users.id)} and ${documents.status} = 'pending')`.mapWith(Number);

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
  pendingDocuments,
  createdAt: users.createdAt,
};

type SummaryRow = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  country: string | null;
  phone: string | null;
  countryCode: string | null;
  status: 'active' | 'suspended';
  verificationStatus: AdminSellerSummary['verification_status'];
  pendingDocuments: number;
  createdAt: Date;
};

const toSummary = (row: SummaryRow): AdminSellerSummary => ({
  id: row.id,
  name: row.name,
  email: row.email,
  company: row.company,
  country: row.country,
  phone: row.phone ? `${row.countryCode ?? ''}${row.phone}` : null,
  status: row.status,
  verification_status: row.verificationStatus,
  pending_documents: row.pendingDocuments,
  created_at: row.createdAt.toISOString(),
});

const joined = dayRange(users.createdAt, 'joined_from', 'joined_to');

/** Sellers as a staff resource: the list, for the staff of the sellers area (the record is the seller's whole file, a route of its own). */
const sellerList: ScopedResource<SummaryRow, AdminSellerSummary, never, never> = {
  path: 'admin/sellers',
  access: { staff: 'sellers' },
  table: users,
  idColumn: users.id,
  holds: isSeller(users),
  ownRecordRoute: true,
  selection: summarySelection,
  query: (db, columns) => db.select(columns).from(users).$dynamic(),
  toDto: toSummary,
  dtoSchema: adminSellerSummarySchema,
  list: {
    querySchema: sellerListQuerySchema,
    check: joined.check,
    sortable: { created_at: users.createdAt, name: users.name, email: users.email, verification_status: users.verificationStatus },
    tieBreaker: users.id,
    filters: {
      verification_status: (value) => eq(users.verificationStatus, value as SummaryRow['verificationStatus']),
      status: (value) => eq(users.status, value as SummaryRow['status']),
      country: (value) => sql`${countryOf(users)} = ${value}`,
      ...joined.filters,
    },
    search: (q) => or(ilike(users.name, contains(q)), ilike(users.email, contains(q)), ilike(companyOf(users), contains(q))),
  },
};

async function findSeller(db: Database, id: string, lock = false) {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isSeller(users)));
  const [seller] = lock ? await query.for('update') : await query;
  if (!seller) throw notFound(adminMessages.sellerNotFound);
  return seller;
}

/** The store section's saved data as staff may see it: the bank account number only masked. */
function sectionData(section: string, data: Record<string, unknown>): Record<string, unknown> {
  if (section !== 'bank-details' || typeof data.account_number !== 'string') return data;
  const { account_number: accountNumber, ...rest } = data;
  return { ...rest, account_number_masked: maskAccountNumber(accountNumber) };
}

export async function sellerDetails(db: Database, id: string): Promise<AdminSellerDetails> {
  const seller = await findSeller(db, id);
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
    registration_status: registrationStatus(seller, completed),
    counts: { products: productCounts.total, products_published: productCounts.published, products_pending_review: productCounts.pending, orders: orderCount },
  };
}

const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { staff, administrator } = guards(app);
  const { db } = app;
  const details = envelopeOf(adminSellerDetailsSchema);

  // The list: the declared staff CRUD (sellerList above); the record below is the seller's whole file.
  registerScopedCrud(app, sellerList);

  app.get(
    '/v1/admin/sellers/:id',
    {
      preValidation: staff,
      schema: {
        tags,
        summary: "One seller's account, business, store, documents and counts",
        params: adminIdParamsSchema,
        response: { 200: details },
      },
    },
    async (request) => ok(await sellerDetails(db, request.params.id)),
  );

  app.put(
    '/v1/admin/sellers/:id/verification',
    {
      preValidation: staff,
      schema: {
        tags,
        summary: "Set the seller's verification status (a note is required to reject)",
        params: adminIdParamsSchema,
        body: sellerVerificationSchema,
        response: { 200: details },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { verification_status: status } = request.body;
      const note = request.body.note ?? null;
      await db.transaction(async (tx) => {
        const seller = await findSeller(tx, id, true);
        await tx.update(users).set({ verificationStatus: status, verificationNote: note, updatedAt: new Date() }).where(eq(users.id, id));
        await auditStaff(tx, request, {
          action: 'seller.verification_changed',
          subjectType: 'seller',
          subjectId: id,
          before: { verification_status: seller.verificationStatus, verification_note: seller.verificationNote },
          after: { verification_status: status, verification_note: note },
          note,
        });
        await notify(tx, id, {
          kind: 'seller.verification',
          title: adminNotificationTitles['seller.verification'],
          body: note ? `Verification status: ${status}. ${note}` : `Verification status: ${status}`,
          link: '/documents',
        });
      });
      return ok(await sellerDetails(db, id), adminMessages.verificationSaved);
    },
  );

  app.post(
    '/v1/admin/sellers/:id/suspend',
    {
      preValidation: administrator,
      schema: {
        tags,
        summary: 'Suspend a seller: its sessions end, sign-in is refused and its products leave the catalogue (administrators)',
        params: adminIdParamsSchema,
        body: sellerSuspendSchema,
        response: { 200: details },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { reason } = request.body;
      await db.transaction(async (tx) => {
        const seller = await findSeller(tx, id, true);
        if (seller.status === 'suspended') throw conflict(adminMessages.sellerAlreadySuspended);
        const now = new Date();
        await tx.update(users).set({ status: 'suspended', statusReason: reason, updatedAt: now }).where(eq(users.id, id));
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
        await auditStaff(tx, request, {
          action: 'seller.suspended',
          subjectType: 'seller',
          subjectId: id,
          before: { status: seller.status, status_reason: seller.statusReason },
          after: { status: 'suspended', status_reason: reason },
          note: reason,
        });
        // Kept for when the seller is reinstated and signs in again.
        await notify(tx, id, { kind: 'seller.suspended', title: adminNotificationTitles['seller.suspended'], body: reason });
      });
      return ok(await sellerDetails(db, id), adminMessages.sellerSuspended);
    },
  );

  app.post(
    '/v1/admin/sellers/:id/reinstate',
    {
      preValidation: administrator,
      schema: {
        tags,
        summary: 'Reinstate a suspended seller (administrators)',
        params: adminIdParamsSchema,
        body: sellerReinstateSchema.nullish(),
        response: { 200: details },
      },
    },
    async (request) => {
      const { id } = request.params;
      const note = request.body?.note ?? null;
      await db.transaction(async (tx) => {
        const seller = await findSeller(tx, id, true);
        if (seller.status !== 'suspended') throw conflict(adminMessages.sellerNotSuspended);
        await tx.update(users).set({ status: 'active', statusReason: note, updatedAt: new Date() }).where(eq(users.id, id));
        await auditStaff(tx, request, {
          action: 'seller.reinstated',
          subjectType: 'seller',
          subjectId: id,
          before: { status: seller.status, status_reason: seller.statusReason },
          after: { status: 'active', status_reason: note },
          note,
        });
        await notify(tx, id, { kind: 'seller.reinstated', title: adminNotificationTitles['seller.reinstated'], body: note ?? '', link: '/dashboard' });
      });
      return ok(await sellerDetails(db, id), adminMessages.sellerReinstated);
    },
  );
};

export default sellerRoutes;
