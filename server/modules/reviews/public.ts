// Reviews on the public pages, readable without a token: a product's (the reviews of orders that held
// it) and a supplier's (all of its orders'), newest first, with averages and star counts. Hidden
// reviews never show, and buyers appear by first name and country only. The queries are in
// public-reviews-repository.ts.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicReviewsEnvelopeSchema, publicReviewsQuerySchema, reviewMessages } from '../../../src/contract/reviews';
import { okList } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { idParamsSchema } from '../../lib/scoped-crud';
import { catalogueProductSeller, isPublicSupplier, productReviewPage, supplierReviewPage } from './public-reviews-repository';

export function registerPublicReviews(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const common = { tags: ['catalogue'], querystring: publicReviewsQuerySchema, params: idParamsSchema, response: { 200: publicReviewsEnvelopeSchema } };

  app.get(
    '/v1/public/products/:id/reviews',
    { schema: { ...common, summary: "A catalogue product's reviews: those of the orders that held it, newest first, with averages and star counts (public)" } },
    async (request) => {
      const { page, limit } = request.query;
      // A product the catalogue does not show is a 404, as the product page answers.
      const sellerId = await catalogueProductSeller(app.db, request.params.id);
      if (sellerId === null) throw notFound(reviewMessages.productNotFound);
      const { data, total } = await productReviewPage(app.db, sellerId, request.params.id, page, limit);
      return { ...okList([], page, limit, total), data };
    },
  );

  app.get(
    '/v1/public/suppliers/:id/reviews',
    { schema: { ...common, summary: "A supplier's reviews: those of all its orders, newest first, with averages and star counts (public)" } },
    async (request) => {
      const { page, limit } = request.query;
      // A supplier the store page does not show (not active, not onboarded) is a 404.
      if (!(await isPublicSupplier(app.db, request.params.id))) throw notFound(reviewMessages.supplierNotFound);
      const { data, total } = await supplierReviewPage(app.db, request.params.id, page, limit);
      return { ...okList([], page, limit, total), data };
    },
  );
}
