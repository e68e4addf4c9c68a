import type { FastifyPluginAsync } from 'fastify';
import { guardedBy } from '../../plugins/route-access';
import { registerCart } from './cart';
import { registerCheckout } from './checkout';
import { registerLists } from './lists';
import { registerBuyerOrders } from './orders';
import { registerBuyerSummary } from './summary';
import { registerAccountProfile, registerPaymentPreferences } from './account';
import { registerBusinessProfile } from './business-profile';
import { registerSupport, registerSupportRequests } from './support';
import { registerAnalytics } from './analytics';

/**
 * The buyer's side: cart, checkout and orders, lists (favourites, wishlist, recently viewed), account
 * settings and support requests, registered by audience: who may call a route is the group it is in.
 */
const buyerRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    guardedBy(app.requireRole('buyer'), (buyer) => {
      registerBuyerSummary(buyer);
      registerPaymentPreferences(buyer);
      registerBusinessProfile(buyer);
      registerAnalytics(buyer);
      registerCart(buyer);
      registerCheckout(buyer);
      registerBuyerOrders(buyer);
    }),
  );
  // Lists serve sellers browsing the catalogue too.
  await app.register(guardedBy(app.requireRole('buyer', 'seller'), registerLists));
  await app.register(
    guardedBy(app.authenticate, (signedIn) => {
      registerAccountProfile(signedIn);
      registerSupportRequests(signedIn);
    }),
  );
  // The contact form: anyone, signed in or not.
  registerSupport(app);
};

export default buyerRoutes;
