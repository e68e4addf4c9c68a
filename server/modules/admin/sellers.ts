// Staff view of sellers: the list, one seller's whole file, verification, suspension and reinstatement.
import { eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminIdParamsSchema,
  adminMessages,
  adminSellerDetailsSchema,
  adminSellerSummarySchema,
  sellerListQuerySchema,
  sellerReinstateSchema,
  sellerSuspendSchema,
  sellerVerificationSchema,
  type AdminSellerSummary,
} from '../../../src/contract/admin';
import { envelopeOf } from '../../../src/contract/envelope';
import { users } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { registerScopedCrud, type ScopedResource } from '../../lib/scoped-crud';
import { notFound } from '../../lib/errors';
import { companyOf, contains, countryOf, dayRange, guards, staffActorOf, tags } from './common';
import { okOrThrow } from '../../lib/outcomes';
import { findSellerDetails, reinstateSeller, sellerListRows, setSellerVerification, suspendSeller, type SellerSummaryRow } from './sellers-repository';

const joined = dayRange(users.createdAt, 'joined_from', 'joined_to');

/** Sellers as a staff resource: the list, for the staff of the sellers area (the record is the seller's whole file, a route of its own). */
const sellerList: ScopedResource<SellerSummaryRow, AdminSellerSummary, never, never> = {
  path: 'admin/sellers',
  access: { staff: 'sellers' },
  ownRecordRoute: true,
  ...sellerListRows,
  dtoSchema: adminSellerSummarySchema,
  list: {
    querySchema: sellerListQuerySchema,
    check: joined.check,
    sortable: { created_at: users.createdAt, name: users.name, email: users.email, verification_status: users.verificationStatus },
    tieBreaker: users.id,
    filters: {
      verification_status: (value) => eq(users.verificationStatus, value as SellerSummaryRow['verificationStatus']),
      status: (value) => eq(users.status, value as SellerSummaryRow['status']),
      country: (value) => sql`${countryOf(users)} = ${value}`,
      ...joined.filters,
    },
    search: (q) => or(ilike(users.name, contains(q)), ilike(users.email, contains(q)), ilike(companyOf(users), contains(q))),
  },
};

const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { administrator } = guards(app);
  const { db } = app;
  const details = envelopeOf(adminSellerDetailsSchema);

  /** The seller's whole file, after a read or a change. */
  const answer = async (id: string, message?: string) => {
    const seller = await findSellerDetails(db, id);
    if (!seller) throw notFound(adminMessages.sellerNotFound);
    return ok(seller, message);
  };

  // The list: the declared staff CRUD (sellerList above); the record below is the seller's whole file.
  registerScopedCrud(app, sellerList);

  app.get(
    '/v1/admin/sellers/:id',
    {
      schema: {
        tags,
        summary: "One seller's account, business, store, documents, verification checklist and counts",
        params: adminIdParamsSchema,
        response: { 200: details },
      },
    },
    async (request) => answer(request.params.id),
  );

  app.put(
    '/v1/admin/sellers/:id/verification',
    {
      schema: {
        tags,
        summary:
          "Set the seller's verification status (a note is required to reject; 'verified' needs the whole checklist, or an override_reason, else 409 naming each missing item)",
        params: adminIdParamsSchema,
        body: sellerVerificationSchema,
        response: { 200: details },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { verification_status: status } = request.body;
      const note = request.body.note ?? null;
      const overrideReason = request.body.override_reason ?? null;
      okOrThrow(await setSellerVerification(db, staffActorOf(request), id, { status, note, overrideReason }));
      return answer(id, adminMessages.verificationSaved);
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
      okOrThrow(await suspendSeller(db, staffActorOf(request), id, reason));
      return answer(id, adminMessages.sellerSuspended);
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
      okOrThrow(await reinstateSeller(db, staffActorOf(request), id, note));
      return answer(id, adminMessages.sellerReinstated);
    },
  );
};

export default sellerRoutes;
