import type { FastifyPluginAsync } from 'fastify';
import { guardedBy } from '../../plugins/route-access';
import { registerBuyerReviews } from './buyer';
import { registerPublicReviews } from './public';
import { registerSellerReviews } from './seller';

/**
 * Reviews of delivered orders: the buyer writes one per order, the seller replies, and product and
 * store pages show them (src/contract/reviews.ts). Staff hide them from the back office (admin/reviews.ts).
 */
const reviewRoutes: FastifyPluginAsync = async (app) => {
  await app.register(guardedBy(app.requireRole('buyer'), registerBuyerReviews));
  await app.register(guardedBy(app.requireOnboardedSeller, registerSellerReviews));
  registerPublicReviews(app);
};

export default reviewRoutes;
