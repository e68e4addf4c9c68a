import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorySchema } from '../../../src/contract/catalog';
import { envelopeOf } from '../../../src/contract/envelope';
import type { Database } from '../../db/client';
import { categories } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { registerCategoryRequests } from './category-requests';
import { inventoryAndOrderRoutes } from './inventory-and-orders';
import productRoutes from './product-routes';
import { registerPublicProducts } from './public-products';
import { registerPublicSuppliers } from './public-suppliers';

/** The category tree, flat and ordered by path; clients nest it by parent_id. */
export async function activeCategories(db: Database) {
  const rows = await db
    .select({ id: categories.id, parent_id: categories.parentId, name: categories.name, path: categories.path })
    .from(categories)
    .where(eq(categories.status, 'active'))
    .orderBy(asc(categories.path));
  return rows;
}

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
