import type { FastifyPluginAsync } from 'fastify';
import { registerBuyerReviews } from './buyer';
import { registerPublicReviews } from './public';
import { registerSellerReviews } from './seller';

/**
 * Reviews of delivered orders: the buyer writes one per order, the seller replies, and product and
 * store pages show them (src/contract/reviews.ts). Staff hide them from the back office (admin/reviews.ts).
 */
const reviewRoutes: FastifyPluginAsync = async (app) => {
  registerBuyerReviews(app);
  registerSellerReviews(app);
  registerPublicReviews(app);
};

export default reviewRoutes;
