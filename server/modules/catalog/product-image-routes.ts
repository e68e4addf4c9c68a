// A seller's product images: adding them (PNG, JPEG or WebP, up to 5 MB each, 10 per product, each
// stored with resized WebP copies), putting them in order (the first is the cover) and removing one,
// never a published product's last.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productSchema } from '../../../src/contract/catalog';
import { envelopeOf } from '../../../src/contract/envelope';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { IMAGE_TYPES, sniffContentType } from '../../lib/file-types';
import { makeImageVariants, type ImageVariant } from '../../lib/image-variants';
import { authOf } from '../../plugins/auth';
import { findOwned, idParamsSchema } from '../../lib/scoped-crud';
import { mustStayPublishable } from './product-publishing-repository';
import { productResource, toProduct } from './products';
import { addProductImages, removeProductImage, reorderProductImages } from './product-images-repository';
import type { ProductRow } from './products-repository';

const MAX_IMAGES = 10;
const notAnImage = (name: string) => badRequest(`${name} is not a PNG, JPEG or WebP image`, { files: `${name} is not a PNG, JPEG or WebP image` });
const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const tags = ['products'];

/** The routes of a seller's product images: add, reorder, remove. */
export function registerProductImageRoutes(parent: FastifyInstance): void {
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
      const uploads: Array<{ data: Buffer; contentType: string; name: string }> = [];
      for await (const part of request.files()) {
        const data = await part.toBuffer();
        if (part.file.truncated || data.length > MAX_IMAGE_BYTES)
          throw new AppError(413, `${part.filename} is larger than 5 MB`, { files: `${part.filename} is larger than 5 MB` });
        const contentType = sniffContentType(data);
        if (!contentType || !IMAGE_TYPES.includes(contentType)) throw notAnImage(part.filename);
        uploads.push({ data, contentType, name: part.filename });
      }
      if (uploads.length === 0) throw badRequest('Choose at least one image', { files: 'Choose at least one image' });
      if (existing.images.length + uploads.length > MAX_IMAGES)
        throw badRequest(`A product can have at most ${MAX_IMAGES} images`, { files: `A product can have at most ${MAX_IMAGES} images` });
      // Resized before the transaction (a 12-megapixel photo takes a few hundred ms); bytes that only
      // look like an image fail here.
      const resized: Array<{ data: Buffer; contentType: string; variants: ImageVariant[] }> = [];
      for (const upload of uploads) {
        const variants = await makeImageVariants(upload.data).catch(() => {
          throw notAnImage(upload.name);
        });
        resized.push({ data: upload.data, contentType: upload.contentType, variants });
      }
      await addProductImages(db, { auth: authOf(request), ip: request.ip }, { id: existing.id, sellerId: userId, imageCount: existing.images.length }, resized);
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
}
