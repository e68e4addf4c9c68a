// The public catalogue's routes: published products of every active seller, readable without a token.
// The reads are in the repositories (public-products-repository.ts and the files it names).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, listEnvelopeOf } from '../../../src/contract/envelope';
import { catalogueProductDetailsSchema, catalogueProductSchema, catalogueQuerySchema, publicCatalogMessages } from '../../../src/contract/public-catalog';
import { okList, ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { idParamsSchema } from '../../lib/scoped-crud';
import { findPublicProduct } from './public-product-page-repository';
import { searchPublicProducts } from './public-search-repository';

// Other modules, the tests and the benchmarks take these from here; listCatalogue is the search's former name.
export { catalogueCards, isInCatalogue, visible } from './public-products-repository';
export { COUNTED_TOTAL_LIMIT, estimatedRows } from './public-totals-repository';
export { searchPublicProducts as listCatalogue } from './public-search-repository';

export function registerPublicProducts(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const tags = ['catalogue'];

  app.get(
    '/v1/public/products',
    {
      schema: {
        tags,
        summary: 'Published products of every active seller (public)',
        description:
          'Search with `q`: full text over name, SKU, specifications and description (English stemming, `"quoted phrases"`, `or`, `-word`, and the last word as a prefix) plus products whose category path contains it; ranked: names starting with it, other name hits, SKU and specification hits, category hits, the rest, newest first within each. `total` is exact up to 5,000, above that PostgreSQL’s estimate. Filter by `category_id` (and its sub-categories), `price_gte` / `price_lte` (major units of each product’s currency, on the base price), `moq_lte`, `supplier_id`, `supplier_country`, `verified=true` and `min_rating` (1–5: suppliers whose rating of the last 90 days, as the cards show it, is at least that; suppliers without enough reviews are left out); sort `relevance` (default with `q`), `newest` (default without), `price_asc`, `price_desc` or `name`.',
        querystring: catalogueQuerySchema,
        response: { 200: listEnvelopeOf(catalogueProductSchema) },
      },
    },
    async (request) => {
      const query = request.query;
      const { items, total } = await searchPublicProducts(app.db, query);
      return okList(items, query.page, query.limit, total);
    },
  );

  app.get(
    '/v1/public/products/:id',
    {
      schema: {
        tags,
        summary: 'One published product with its images, price tiers, specifications and supplier (public)',
        params: idParamsSchema,
        response: { 200: envelopeOf(catalogueProductDetailsSchema) },
      },
    },
    async (request) => {
      const found = await findPublicProduct(app.db, request.params.id);
      if (found.kind === 'not-found') throw notFound(publicCatalogMessages.productNotFound);
      return ok(found.product);
    },
  );
}
