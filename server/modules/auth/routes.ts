// Sign-up, activation, sign-in and out, recovery sign-in and the password change: the routes anyone may call
// (open-routes.ts) and the signed-in account's (signed-in-routes.ts). The account and session writes are in
// accounts-repository.ts and sessions-repository.ts; activation, one-time codes and recovery targets in their own files.
import type { FastifyPluginAsync } from 'fastify';
import { guardedBy } from '../../plugins/route-access';
import { registerOpenAuth } from './open-routes';
import { registerSignedInAuth } from './signed-in-routes';

const authRoutes: FastifyPluginAsync = async (app) => {
  registerOpenAuth(app);
  await app.register(guardedBy(app.authenticate, registerSignedInAuth));
};

export default authRoutes;
