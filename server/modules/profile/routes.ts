import type { FastifyPluginAsync } from 'fastify';

/**
 * The seller's profile areas: store sections, documents, recovery contacts and the address book
 * (the address book is the buyer's too). Each area registers its routes here, one line each.
 */
const profileRoutes: FastifyPluginAsync = async (_app) => {};

export default profileRoutes;
