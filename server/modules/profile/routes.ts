import type { FastifyPluginAsync } from 'fastify';
import { registerAddresses } from './addresses';
import { registerDocuments } from './documents';
import { registerRecoveryContacts } from './recovery-contacts';
import { registerStore } from './store';
import { guardedBy } from '../../plugins/route-access';

/**
 * The seller's profile areas: store sections, documents, recovery contacts and the address book
 * (the address book and recovery contacts are the buyer's too), registered by audience.
 */
const profileRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    guardedBy(app.requireOnboardedSeller, (seller) => {
      registerDocuments(seller);
      registerStore(seller);
    }),
  );
  await app.register(
    guardedBy(app.requireRole('seller', 'buyer'), (account) => {
      registerRecoveryContacts(account);
      registerAddresses(account);
    }),
  );
};

export default profileRoutes;
