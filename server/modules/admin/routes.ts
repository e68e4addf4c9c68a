import type { FastifyPluginAsync } from 'fastify';
import auditLogRoutes from './audit-log';
import categoryRoutes from './categories';
import categoryRequestRoutes from './category-requests';
import documentRoutes from './documents';
import helpArticleRoutes from './help-articles';
import orderRoutes from './orders';
import overviewRoutes from './overview';
import productRoutes from './products';
import reviewRoutes from './reviews';
import sellerRoutes from './sellers';
import userRoutes from './users';

/** The back office's API under /v1/admin: staff only, each route with the staff roles it allows (see src/contract/admin.ts). */
const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(overviewRoutes);
  await app.register(sellerRoutes);
  await app.register(documentRoutes);
  await app.register(categoryRequestRoutes);
  await app.register(categoryRoutes);
  await app.register(productRoutes);
  await app.register(reviewRoutes);
  await app.register(orderRoutes);
  await app.register(userRoutes);
  await app.register(helpArticleRoutes);
  await app.register(auditLogRoutes);
};

export default adminRoutes;
