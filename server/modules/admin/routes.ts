import type { FastifyPluginAsync } from 'fastify';
import { STAFF_ROLES } from '../../../src/contract/admin-constants';
import { guardedBy } from '../../plugins/route-access';
import auditLogRoutes from './audit-log';
import categoryRoutes from './categories';
import categoryRequestRoutes from './category-requests';
import documentRoutes from './documents';
import { exchangeRateRoutes } from '../exchange-rates/exchange-rates';
import helpArticleRoutes from './help-articles';
import orderRoutes from './orders';
import overviewRoutes from './overview';
import productRoutes from './products';
import reviewRoutes from './reviews';
import sellerRoutes from './sellers';
import userRoutes from './users';

/**
 * The back office's API under /v1/admin: staff only. A route open to fewer staff roles (administrators)
 * names its narrower hook itself (see ADMIN_AREA_ROLES in src/contract/admin-constants.ts).
 */
const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    guardedBy(app.requireStaff(...STAFF_ROLES), async (staff) => {
      await staff.register(overviewRoutes);
      await staff.register(sellerRoutes);
      await staff.register(documentRoutes);
      await staff.register(categoryRequestRoutes);
      await staff.register(categoryRoutes);
      await staff.register(productRoutes);
      await staff.register(reviewRoutes);
      await staff.register(orderRoutes);
      await staff.register(userRoutes);
      await staff.register(helpArticleRoutes);
      await staff.register(auditLogRoutes);
      await staff.register(exchangeRateRoutes);
    }),
  );
};

export default adminRoutes;
