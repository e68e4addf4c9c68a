// The back office's side of requests for quotation: the queue of every RFQ, closing one as spam or
// abuse (audited, the buyer told, live quotes declined), and each seller's monthly quote allowance.
// The queries are in admin-repository.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminMessages } from '../../../src/contract/admin';
import { envelopeOf } from '../../../src/contract/envelope';
import {
  adminAllowanceQuerySchema,
  adminQuoteAllowanceSchema,
  adminRfqQuerySchema,
  adminRfqSchema,
  quoteAllowanceInputSchema,
  rfqMessages,
  rfqStaffCloseSchema,
  type AdminQuoteAllowance,
  type AdminRfq,
} from '../../../src/contract/rfq';
import { ok } from '../../lib/envelope';
import { okOrThrow } from '../../lib/outcomes';
import { idParamsSchema, registerScopedCrud, type ScopedResource } from '../../lib/scoped-crud';
import { guards, staffActorOf } from '../admin/common';
import {
  allowanceListing,
  allowanceListRows,
  closeRfqByStaff,
  findQueueRfq,
  rfqQueueListing,
  rfqQueueRows,
  setQuoteAllowance,
  type AllowanceRow,
  type QueueRow,
} from './admin-repository';
import { allowanceOf } from './supplier';

const tags = ['admin', 'rfq'];

/** Every RFQ as a staff resource, for the staff of the RFQ moderation area: newest first. */
const rfqQueue: ScopedResource<QueueRow, AdminRfq, never, never> = {
  path: 'admin/rfqs',
  access: { staff: 'rfqs' },
  ...rfqQueueRows,
  dtoSchema: adminRfqSchema,
  notFoundMessage: rfqMessages.rfqNotFound,
  list: {
    querySchema: adminRfqQuerySchema,
    ...rfqQueueListing,
  },
};

/** Every seller's quote allowance this month (its own, or `defaultLimit`) and use, for administrators. */
function allowanceList(defaultLimit: number): ScopedResource<AllowanceRow, AdminQuoteAllowance, never, never> {
  return {
    path: 'admin/quote-allowances',
    access: { staff: 'quoteAllowances' },
    ...allowanceListRows(defaultLimit),
    dtoSchema: adminQuoteAllowanceSchema,
    notFoundMessage: adminMessages.sellerNotFound,
    list: {
      querySchema: adminAllowanceQuerySchema,
      ...allowanceListing,
    },
  };
}

export function registerAdminRfqs(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const { administrator } = guards(app);

  // The queue and one RFQ: the declared staff CRUD (rfqQueue above).
  registerScopedCrud(app, rfqQueue);

  app.post(
    '/v1/admin/rfqs/:id/close',
    {
      schema: {
        tags,
        summary: 'Close a request as spam or abuse with a reason: audited, the buyer is notified and the live quotes are declined',
        params: idParamsSchema,
        body: rfqStaffCloseSchema,
        response: { 200: envelopeOf(adminRfqSchema) },
      },
    },
    async (request) => {
      const { id } = request.params;
      okOrThrow(await closeRfqByStaff(db, staffActorOf(request), id, request.body));
      return ok(await findQueueRfq(db, id), rfqMessages.rfqClosedByStaff);
    },
  );

  // Sellers with this month's allowance, and one of them: the declared staff CRUD (allowanceList below).
  registerScopedCrud(app, allowanceList(app.config.rfqMonthlyQuotes));

  app.put(
    '/v1/admin/quote-allowances/:id',
    {
      preValidation: administrator,
      schema: {
        tags,
        summary: "Set a seller's monthly quote allowance (null: back to the configured default); audited",
        params: idParamsSchema,
        body: quoteAllowanceInputSchema,
        response: { 200: envelopeOf(adminQuoteAllowanceSchema) },
      },
    },
    async (request) => {
      const sellerId = request.params.id;
      const { monthly_limit: limit } = request.body;
      const { seller } = okOrThrow(await setQuoteAllowance(db, staffActorOf(request), sellerId, limit));
      const allowance = await allowanceOf(db, sellerId, app.config.rfqMonthlyQuotes);
      return ok({ id: seller.id, seller, ...allowance }, rfqMessages.allowanceSaved);
    },
  );
}
