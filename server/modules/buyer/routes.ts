import type { FastifyPluginAsync } from 'fastify';

/**
 * The buyer's side: cart, checkout and orders, lists (favourites, wishlist, recently viewed), account
 * settings, notifications and support requests. Each area registers its routes here, one line each.
 */
const buyerRoutes: FastifyPluginAsync = async (_app) => {};

export default buyerRoutes;
