import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorySchema } from '../../../src/contract/catalog';
import { envelopeOf } from '../../../src/contract/envelope';
import { ok } from '../../lib/envelope';
import { activeCategories } from './categories-repository';
import { registerCategoryRequests } from './category-requests';
import { guardedBy } from '../../plugins/route-access';
import { registerInventory } from './inventory';
import { registerOrders } from './orders';
import { registerProductRoutes } from './product-routes';
import { registerPublicMedia } from './public-media';
import { registerPublicProducts } from './public-products';
import { registerPublicSuppliers } from './public-suppliers';

/** The catalogue: the public category tree, products, suppliers and images, and the seller's side of it. */
const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/categories',
    { schema: { tags: ['catalogue'], summary: 'The active category tree (public)', response: { 200: envelopeOf(z.array(categorySchema)) } } },
    async () => ok(await activeCategories(app.db)),
  );
  registerPublicProducts(app);
  registerPublicSuppliers(app);
  registerPublicMedia(app);
  // Category requests are a declared resource: its declaration names who may call it.
  registerCategoryRequests(app);
  // The seller's products, stock (/v1/inventory…) and orders (/v1/orders…): onboarded sellers only.
  await app.register(
    guardedBy(app.requireOnboardedSeller, (seller) => {
      registerProductRoutes(seller);
      registerInventory(seller);
      registerOrders(seller);
    }),
  );
};

export default catalogRoutes;
