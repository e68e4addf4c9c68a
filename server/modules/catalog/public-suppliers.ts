// A supplier's public store page: its completed store profile sections, readable without a token
// (built in public-supplier-repository.ts from what may be shown).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '../../../src/contract/envelope';
import { publicCatalogMessages, publicSupplierSchema } from '../../../src/contract/public-catalog';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { idParamsSchema } from '../../lib/scoped-crud';
import { findPublicSupplier } from './public-supplier-repository';

export function registerPublicSuppliers(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v1/public/suppliers/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A supplier’s public store page (public)',
        description:
          'Completed store profile sections only; never bank details, emails, phone numbers or registration numbers. 404 for anyone who is not an active seller past every onboarding gate (email, mobile, business details).',
        params: idParamsSchema,
        response: { 200: envelopeOf(publicSupplierSchema) },
      },
    },
    async (request) => {
      const supplier = await findPublicSupplier(app.db, request.params.id);
      // A buyer, staff, a seller still onboarding, a suspended seller and an unknown id look the same from outside.
      if (!supplier) throw notFound(publicCatalogMessages.supplierNotFound);
      return ok(supplier);
    },
  );
}
