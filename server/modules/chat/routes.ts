import type { FastifyPluginAsync } from 'fastify';

/** Conversations and messages between buyers, suppliers and support staff. */
const chatRoutes: FastifyPluginAsync = async () => {};

export default chatRoutes;
