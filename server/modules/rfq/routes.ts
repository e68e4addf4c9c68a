import type { FastifyPluginAsync } from 'fastify';
import { STAFF_ROLES } from '../../../src/contract/admin-constants';
import { guardedBy } from '../../plugins/route-access';
import { registerAccept } from './accept';
import { registerAdminRfqs } from './admin';
import { registerBuyerRfqs } from './buyer';
import { registerInviteSearch } from './invite-search';
import { registerAttachmentDownload, registerPublicRfqs } from './public';
import { registerSupplierRfqs } from './supplier';
import { startRfqSweep } from './sweep';

/**
 * Requests for quotation (src/contract/rfq.ts): buyers post them, suppliers quote, an accepted quote
 * becomes a pending order; the public board, the back office's queue and allowances, and the sweep
 * that stores expiry, warns buyers and sends suppliers their digest.
 */
/** Registered by audience: who may call a route is the group it is in. */
const rfqRoutes: FastifyPluginAsync = async (app) => {
  registerPublicRfqs(app);
  await app.register(
    guardedBy(app.requireRole('buyer'), (buyer) => {
      registerBuyerRfqs(buyer);
      registerInviteSearch(buyer);
      registerAccept(buyer);
    }),
  );
  await app.register(guardedBy(app.requireOnboardedSeller, registerSupplierRfqs));
  // Either party of an RFQ or quote: the route checks which files the caller may read.
  await app.register(guardedBy(app.authenticate, registerAttachmentDownload));
  // Staff; closing an RFQ and changing allowances are the administrators' (their routes say so).
  await app.register(guardedBy(app.requireStaff(...STAFF_ROLES), registerAdminRfqs));
  // Tests run the sweep themselves, at the moments they choose.
  if (app.config.env !== 'test') startRfqSweep(app);
};

export default rfqRoutes;
