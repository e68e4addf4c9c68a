import type { FastifyPluginAsync } from 'fastify';
import { registerCart } from './cart';
import { registerCheckout } from './checkout';
import { registerLists } from './lists';
import { registerBuyerOrders } from './orders';
import { registerBuyerSummary } from './summary';
import { registerAccount } from './account';
import { registerBusinessProfile } from './business-profile';
import { registerSupport } from './support';
import { registerAnalytics } from './analytics';

/**
 * The buyer's side: cart, checkout and orders, lists (favourites, wishlist, recently viewed), account
 * settings and support requests. Each area registers its routes here, one line each.
 */
const buyerRoutes: FastifyPluginAsync = async (app) => {
  registerBuyerSummary(app);
  registerAccount(app);
  registerBusinessProfile(app);
  registerSupport(app);
  registerAnalytics(app);
  registerCart(app);
  registerCheckout(app);
  registerBuyerOrders(app);
  registerLists(app);
};

export default buyerRoutes;
