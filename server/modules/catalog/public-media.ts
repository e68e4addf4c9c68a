// Public images by id, product images and store logos and banners, served to anyone with a year's
// cache: the bytes behind an id never change.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { idParamsSchema } from '../../lib/scoped-crud';
import { findPublicImage } from './media-repository';

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
