import type { FastifyPluginAsync } from 'fastify';
import { registerInventory } from './inventory';
import { registerOrders } from './orders';

/** The seller's stock (/v1/inventory…) and orders (/v1/orders…); every route needs an onboarded seller. */
export const inventoryAndOrderRoutes: FastifyPluginAsync = async (app) => {
  registerInventory(app);
  registerOrders(app);
};
