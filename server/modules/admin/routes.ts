import type { FastifyPluginAsync } from 'fastify';

/** The back office's API under /v1/admin: staff only, each route with the staff roles it allows. */
const adminRoutes: FastifyPluginAsync = async () => {};

export default adminRoutes;
