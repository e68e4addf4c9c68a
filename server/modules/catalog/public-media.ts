// Public images by id, product images and store logos and banners, served to anyone with a year's
// cache: the bytes behind an id never change.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_VARIANT_WIDTHS } from '../../../src/contract/catalog-constants';
import { notFound } from '../../lib/errors';
import { variantFor } from '../../lib/image-variants';
import { idParamsSchema } from '../../lib/scoped-crud';
import { findPublicImage, isPublicImage } from './media-repository';

/** A year, and never revalidated: the bytes behind a URL here never change. */
const FOREVER = 'public, max-age=31536000, immutable';

const variantParamsSchema = idParamsSchema.extend({
  width: z.coerce
    .number()
    .int()
    .refine((width) => (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width), `One of ${IMAGE_VARIANT_WIDTHS.join(', ')}`),
});

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
      return reply.header('content-type', file.contentType).header('cache-control', FOREVER).header('etag', `"${file.sha256}"`).send(file.data);
    },
  );

  app.get(
    '/v1/media/:id/:width',
    {
      schema: {
        tags: ['catalogue'],
        summary: `A public image resized to a width (${IMAGE_VARIANT_WIDTHS.join(', ')}) as WebP; never wider than the original`,
        params: variantParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, width } = request.params;
      if (!(await isPublicImage(app.db, id))) throw notFound();
      const variant = await variantFor(app.db, id, width);
      if (variant) {
        return reply
          .header('content-type', variant.contentType)
          .header('cache-control', FOREVER)
          .header('etag', `"${variant.sha256}"`)
          .send(Buffer.from(variant.data));
      }
      // Bytes the resizer cannot read: the original, as /v1/media/:id serves it.
      const file = await findPublicImage(app.db, id);
      if (!file) throw notFound();
      return reply.header('content-type', file.contentType).header('cache-control', FOREVER).header('etag', `"${file.sha256}"`).send(file.data);
    },
  );
}
