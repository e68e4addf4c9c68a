// The seller's products beyond their declared CRUD (products.ts): the bulk actions here, images in
// product-image-routes.ts, CSV export and import in product-csv-routes.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productBulkResultSchema, productMessages, type ProductBulkResult } from '../../../src/contract/catalog';
import { envelopeOf } from '../../../src/contract/envelope';
import { AppError, conflict } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { forgetCounts } from '../../lib/scoped-crud';
import { fieldsOf, registerProducts } from './products';
import { registerProductCsvRoutes } from './product-csv-routes';
import { registerProductImageRoutes } from './product-image-routes';
import { checkProduct, deleteProduct, hasOrders, setListingStatus } from './product-writes-repository';
import { ownedProducts } from './products-repository';

const tags = ['products'];

const bulkSchema = z.strictObject({
  action: z.enum(['publish', 'unpublish', 'delete'], { error: 'Choose publish, unpublish or delete' }),
  ids: z.array(z.uuid('Not a valid id')).min(1, 'Select at least one product').max(100, 'At most 100 products at a time'),
});

/** The seller's products beyond their declared CRUD: images, bulk actions, CSV export and import. */
export function registerProductRoutes(parent: FastifyInstance): void {
  registerProducts(parent);
  registerProductImageRoutes(parent);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.post(
    '/v1/products/bulk',
    {
      schema: {
        tags,
        summary: 'Publish, unpublish or delete several products',
        body: bulkSchema,
        response: { 200: envelopeOf(productBulkResultSchema) },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const { action, ids } = request.body;
      const rows = await ownedProducts(db, userId, ids);
      const found = new Map(rows.map((r) => [r.id, r]));
      const done: string[] = [];
      const failed: ProductBulkResult['failed'] = ids.filter((id) => !found.has(id)).map((id) => ({ id, message: 'Not found' }));
      /** Products staff had unpublished: publishing them asks staff to review them again. */
      const sentForReview: string[] = [];
      for (const row of rows) {
        try {
          if (action === 'delete') {
            if (await hasOrders(db, row.id)) throw conflict('This product has orders, so it stays on record. Unpublish it instead');
            await deleteProduct(db, userId, row.id);
          } else {
            const status = action === 'publish' ? 'published' : 'draft';
            if (action === 'publish') await checkProduct(db, userId, { ...fieldsOf(row), status }, { productId: row.id, imageCount: row.images.length });
            // Publishing an already published product changes nothing, so its review stands.
            const publishing = await setListingStatus(db, { auth: authOf(request), ip: request.ip }, userId, row.id, status);
            if (publishing.values.moderationStatus === 'resubmitted') sentForReview.push(row.id);
          }
          done.push(row.id);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          // The name apart from the message, so that the message stays one of the contract's (translated as is).
          const missing = error.message === productMessages.incomplete && error.errors ? { missing: Object.keys(error.errors) } : {};
          failed.push({ id: row.id, name: row.name, message: error.message, ...(error.errors ? { errors: error.errors } : {}), ...missing });
        }
      }
      const verb = { publish: 'published', unpublish: 'unpublished', delete: 'deleted' }[action];
      forgetCounts(app.db, 'products', userId);
      const summary =
        failed.length === 0 ? `${done.length} ${done.length === 1 ? 'product' : 'products'} ${verb}` : `${done.length} ${verb}, ${failed.length} not`;
      const review =
        sentForReview.length === 0
          ? ''
          : `; ${sentForReview.length} sent for review instead (staff had unpublished ${sentForReview.length === 1 ? 'it' : 'them'})`;
      return ok({ done, failed }, `${summary}${review}`);
    },
  );

  registerProductCsvRoutes(parent);
}
