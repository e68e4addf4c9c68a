import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorySchema } from '../../../src/contract/catalog';
import { envelopeOf } from '../../../src/contract/envelope';
import { ok } from '../../lib/envelope';
import { activeCategories } from './categories-repository';
import { registerCategoryRequests } from './category-requests';
import { inventoryAndOrderRoutes } from './inventory-and-orders';
import productRoutes from './product-routes';
import { registerPublicProducts } from './public-products';
import { registerPublicSuppliers } from './public-suppliers';

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/categories',
    { schema: { tags: ['catalogue'], summary: 'The active category tree (public)', response: { 200: envelopeOf(z.array(categorySchema)) } } },
    async () => ok(await activeCategories(app.db)),
  );
  registerCategoryRequests(app);
  registerPublicProducts(app);
  registerPublicSuppliers(app);
  await app.register(productRoutes);
  await app.register(inventoryAndOrderRoutes);
};

export default catalogRoutes;
