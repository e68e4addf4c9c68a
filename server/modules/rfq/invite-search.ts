// GET /v1/rfq-suppliers: the RFQ form's search for suppliers to invite by name (the catalogue finds them
// only by what they sell). Buyers only; the query is in invite-search-repository.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '../../../src/contract/envelope';
import { rfqSupplierOptionSchema, rfqSupplierQuerySchema } from '../../../src/contract/rfq';
import { ok } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { findInvitableSuppliers, INVITE_SEARCH_LIMIT } from './invite-search-repository';

export function registerInviteSearch(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v1/rfq-suppliers',
    {
      schema: {
        tags: ['rfq'],
        summary: `Suppliers to invite to an RFQ, found by store, company or account name (at least 2 letters; at most ${INVITE_SEARCH_LIMIT}, names starting with q first)`,
        querystring: rfqSupplierQuerySchema,
        response: { 200: envelopeOf(z.array(rfqSupplierOptionSchema)) },
      },
    },
    async (request) => ok(await findInvitableSuppliers(app.db, authOf(request).userId, request.query.q)),
  );
}
