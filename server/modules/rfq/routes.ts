import type { FastifyPluginAsync } from 'fastify';
import { registerAccept } from './accept';
import { registerAdminRfqs } from './admin';
import { registerBuyerRfqs } from './buyer';
import { registerPublicRfqs } from './public';
import { registerSupplierRfqs } from './supplier';
import { startRfqSweep } from './sweep';

/**
 * Requests for quotation (src/contract/rfq.ts): buyers post them, suppliers quote, an accepted quote
 * becomes a pending order; the public board, the back office's queue and allowances, and the sweep
 * that stores expiry, warns buyers and sends suppliers their digest.
 */
const rfqRoutes: FastifyPluginAsync = async (app) => {
  registerBuyerRfqs(app);
  registerAccept(app);
  registerSupplierRfqs(app);
  registerPublicRfqs(app);
  registerAdminRfqs(app);
  // Tests run the sweep themselves, at the moments they choose.
  if (app.config.env !== 'test') startRfqSweep(app);
};

export default rfqRoutes;
