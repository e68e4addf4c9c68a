import type { FastifyPluginAsync } from 'fastify';
import { registerAddresses } from './addresses';
import { registerDocuments } from './documents';
import { registerRecoveryContacts } from './recovery-contacts';
import storeRoutes from './store';

/**
 * The seller's profile areas: store sections, documents, recovery contacts and the address book
 * (the address book is the buyer's too). Each area registers its routes here, one line each.
 */
const profileRoutes: FastifyPluginAsync = async (app) => {
  registerDocuments(app);
  registerRecoveryContacts(app);
  registerAddresses(app);
  await app.register(storeRoutes);
};

export default profileRoutes;
