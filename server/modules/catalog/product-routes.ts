import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productBulkResultSchema, productMessages, productSchema, UNITS, type ProductBulkResult } from '../../../src/contract/catalog';
import { envelopeOf } from '../../../src/contract/envelope';
import { csvColumns, readProductCsv } from './product-csv';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { IMAGE_TYPES, sniffContentType } from '../../lib/file-types';
import { toCsvLine } from '../../lib/csv';
import { authOf } from '../../plugins/auth';
import { findOwned, forgetCounts, idParamsSchema } from '../../lib/scoped-crud';
import { findPublicImage } from './media-repository';
import { mustStayPublishable } from './product-publishing-repository';
import { fieldsOf, formatMajor, productListFilters, productResource, registerProducts, toProduct } from './products';
import { importLookups, importProducts, productsForExport } from './product-csv-repository';
import { addProductImages, removeProductImage, reorderProductImages } from './product-images-repository';
import { checkProduct, deleteProduct, hasOrders, setListingStatus } from './product-writes-repository';
import { ownedProducts, type ProductRow } from './products-repository';

const MAX_IMAGES = 10;
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const MAX_CSV_BYTES = 2 * 1024 * 1024;
const EXPORT_LIMIT = 10_000;
const tags = ['products'];

const bulkSchema = z.strictObject({
  action: z.enum(['publish', 'unpublish', 'delete'], { error: 'Choose publish, unpublish or delete' }),
  ids: z.array(z.uuid('Not a valid id')).min(1, 'Select at least one product').max(100, 'At most 100 products at a time'),
});

/** The seller's products beyond their declared CRUD: images, bulk actions, CSV export and import. */
export function registerProductRoutes(parent: FastifyInstance): void {
  registerProducts(parent);
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const product = envelopeOf(productSchema);

  app.post(
    '/v1/products/:id/images',
    {
      schema: {
        tags,
        summary: 'Add images (multipart field "files"; PNG, JPEG or WebP, up to 5 MB each, 10 per product)',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 201: product },
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const existing = await findOwned<ProductRow>(productResource, db, userId, request.params.id);
      if (!request.isMultipart()) throw badRequest('Send the images as multipart form data', { files: 'Choose at least one image' });
      const uploads: Array<{ data: Buffer; contentType: string }> = [];
      for await (const part of request.files()) {
        const data = await part.toBuffer();
        if (part.file.truncated || data.length > MAX_IMAGE_BYTES)
          throw new AppError(413, `${part.filename} is larger than 5 MB`, { files: `${part.filename} is larger than 5 MB` });
        const contentType = sniffContentType(data);
        if (!contentType || !IMAGE_TYPES.includes(contentType))
          throw badRequest(`${part.filename} is not a PNG, JPEG or WebP image`, { files: `${part.filename} is not a PNG, JPEG or WebP image` });
        uploads.push({ data, contentType });
      }
      if (uploads.length === 0) throw badRequest('Choose at least one image', { files: 'Choose at least one image' });
      if (existing.images.length + uploads.length > MAX_IMAGES)
        throw badRequest(`A product can have at most ${MAX_IMAGES} images`, { files: `A product can have at most ${MAX_IMAGES} images` });
      await addProductImages(db, { auth: authOf(request), ip: request.ip }, { id: existing.id, sellerId: userId, imageCount: existing.images.length }, uploads);
      return reply.code(201).send(ok(toProduct(await findOwned<ProductRow>(productResource, db, userId, existing.id)), 'Images added'));
    },
  );

  app.put(
    '/v1/products/:id/images',
    {
      schema: {
        tags,
        summary: 'Reorder the images: the first becomes the cover',
        params: idParamsSchema,
        body: z.strictObject({ order: z.array(z.uuid()).max(MAX_IMAGES) }),
        response: { 200: product },
      },
    },
    async (request) => {
      const { userId } = authOf(request);
      const existing = await findOwned<ProductRow>(productResource, db, userId, request.params.id);
      const current = new Set(existing.images.map((i) => i.id));
      const order = request.body.order;
      if (order.length !== current.size || !order.every((id) => current.has(id)) || new Set(order).size !== order.length) {
        throw badRequest('List every image of the product exactly once', { order: 'List every image of the product exactly once' });
      }
      await reorderProductImages(db, existing.id, order);
      return ok(toProduct(await findOwned<ProductRow>(productResource, db, userId, existing.id)), 'Images reordered');
    },
  );

  app.delete(
    '/v1/products/:id/images/:imageId',
    {
      schema: { tags, summary: 'Remove an image', params: idParamsSchema.extend({ imageId: z.uuid('Not a valid id') }), response: { 200: product } },
    },
    async (request) => {
      const { userId } = authOf(request);
      const existing = await findOwned<ProductRow>(productResource, db, userId, request.params.id);
      const image = existing.images.find((i) => i.id === request.params.imageId);
      if (!image) throw notFound();
      if (mustStayPublishable(existing) && existing.images.length === 1) {
        throw conflict('A published product needs at least one image. Add another first, or unpublish it');
      }
      const rest = existing.images.filter((i) => i.id !== image.id);
      await removeProductImage(db, image.file_id, rest);
      return ok(toProduct(await findOwned<ProductRow>(productResource, db, userId, existing.id)), 'Image removed');
    },
  );

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

  app.get(
    '/v1/products/export',
    {
      schema: {
        tags,
        summary: 'The filtered product list as CSV (same filters as the list; at most 10,000 rows)',
        querystring: productListFilters.schema.extend({ q: z.string().trim().max(200).optional() }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      const rows = await productsForExport(db, userId, request.query, EXPORT_LIMIT);
      const lines = [toCsvLine(csvColumns)];
      for (const row of rows) {
        lines.push(
          toCsvLine([
            row.sku,
            row.name,
            row.categoryPath,
            row.description,
            row.unit,
            row.currency,
            row.priceMinor === null ? '' : formatMajor(row.priceMinor, row.currency),
            row.moq,
            row.priceTiers.map((t) => `${t.min_quantity}:${formatMajor(t.price_minor, row.currency)}`).join(';'),
            row.leadTimeDays,
            row.specifications.map((s) => `${s.key}=${s.value}`).join(';'),
            row.status,
            row.onHand ?? 0,
          ]),
        );
      }
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="products.csv"')
        .send(`${lines.join('\r\n')}\r\n`);
    },
  );

  app.post(
    '/v1/products/import',
    {
      schema: {
        tags,
        summary: 'Create or update products from a CSV file (multipart field "file"); all rows or none',
        description: `Columns as in the export. Rows are matched to existing products by SKU. Units: ${UNITS.join(', ')}. A file with any bad row changes nothing and answers 422 with every problem by row.`,
        consumes: ['multipart/form-data'],
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      if (!request.isMultipart()) throw badRequest('Upload the CSV file as multipart form data', { file: 'Choose a CSV file' });
      const part = await request.file();
      if (!part) throw badRequest('Choose a CSV file', { file: 'Choose a CSV file' });
      const data = await part.toBuffer();
      if (part.file.truncated || data.length > MAX_CSV_BYTES)
        throw new AppError(413, 'The CSV file is larger than 2 MB', { file: 'The CSV file is larger than 2 MB' });

      const { categoryIds, existing } = await importLookups(db, userId);
      const { rows, problems } = readProductCsv(data.toString('utf8'), categoryIds);
      if (problems.length > 0) {
        return reply.code(422).send({
          success: false,
          message: `No products were imported: ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} to fix`,
          data: { created: 0, updated: 0, problems },
        });
      }
      const imported = await importProducts(db, { auth: authOf(request), ip: request.ip }, userId, rows, existing);
      if (imported.kind === 'line-refused') {
        const { line, cause } = imported;
        const problemsOfRow = Object.entries(cause.errors ?? { row: cause.message }).map(([field, message]) => ({ row: line, field, message }));
        return reply.code(422).send({
          success: false,
          message: `No products were imported: line ${line}: ${cause.message}`,
          data: { created: 0, updated: 0, problems: problemsOfRow },
        });
      }
      const { created, updated, sentForReview } = imported;
      forgetCounts(app.db, 'products', userId);
      return ok({ created, updated, problems: [] }, `${created} created, ${updated} updated${sentForReview > 0 ? `, ${sentForReview} sent for review` : ''}`);
    },
  );
}

/**
 * Public images, by unguessable id: product images and the logos and banners stores show. Anyone may
 * read them (catalogue pages, <img> tags); other files (documents, images not saved anywhere) are not here.
 */
export function registerPublicMedia(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/v1/media/:id',
    { schema: { tags: ['catalogue'], summary: 'A product image, or a store logo or banner', params: idParamsSchema } },
    async (request, reply) => {
      const file = await findPublicImage(app.db, request.params.id);
      if (!file) throw notFound();
      // The bytes behind an id never change, so browsers may keep them.
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${file.sha256}"`)
        .send(file.data);
    },
  );
}
