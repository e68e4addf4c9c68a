// The routes of the signed-in account: a fresh activation link, signing out (this session or all), and the
// password change, which revokes every other session.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionSchema, setPasswordSchema } from '../../../src/contract/auth';
import { envelopeOf } from '../../../src/contract/envelope';
import { authMessages } from '../../../src/contract/messages';
import { conflict, fieldError } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { consumeRateLimits, type RateRule } from '../../lib/rate-limit';
import { actorRoleOf } from '../../lib/audit';
import { authOf } from '../../plugins/auth';
import { changePassword } from './accounts-repository';
import { sendActivationEmail } from './activation';
import { isCommonPassword } from './common-passwords';
import { revokeAllSessions, revokeSession } from './sessions-repository';
import { toCurrentUser } from './users';

/** Abuse limits: per client address and per account. */
const limits = {
  resendPerAccount: { limit: 3, windowSeconds: 900 },
  resendPerIp: { limit: 20, windowSeconds: 900 },
  passwordPerAccount: { limit: 10, windowSeconds: 900 },
} satisfies Record<string, RateRule>;

const sessionEnvelope = envelopeOf(sessionSchema);
const messageOnly = envelopeOf(z.null());
const tags = ['auth'];

/** The signed-in account: a fresh activation link, signing out, and the password change. */
export function registerSignedInAuth(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.post('/resend-verification', { schema: { tags, summary: 'Send a fresh activation link', response: { 200: messageOnly } } }, async (request) => {
    const { userId, user } = authOf(request);
    await consumeRateLimits(db, [
      [`resend:ip:${request.ip}`, limits.resendPerIp],
      [`resend:user:${userId}`, limits.resendPerAccount],
    ]);
    if (user.isEmailVerified) throw conflict(authMessages.alreadyVerified);
    await sendActivationEmail(db, app.mailer, app.config.appUrl, user);
    return ok(null, 'Email Sent!');
  });

  app.post('/logout', { schema: { tags, summary: 'Revoke the current token', response: { 200: messageOnly } } }, async (request) => {
    await revokeSession(db, authOf(request).sessionId);
    return ok(null, 'Signed out');
  });

  app.post('/logout-all', { schema: { tags, summary: 'Revoke every token of the account', response: { 200: messageOnly } } }, async (request) => {
    await revokeAllSessions(db, authOf(request).userId);
    return ok(null, 'Signed out of all devices');
  });

  app.post(
    '/set-password',
    {
      schema: {
        tags,
        summary: 'Change the password; after recovery sign-in the current password is not asked',
        description: 'Every other session of the account is revoked; the answer carries a fresh token.',
        body: setPasswordSchema,
        response: { 200: sessionEnvelope },
      },
    },
    async (request) => {
      const auth = authOf(request);
      await consumeRateLimits(db, [[`password:user:${auth.userId}`, limits.passwordPerAccount]]);
      const { user } = auth;
      const recovering = auth.sessionKind === 'recovery' || user.mustChangePassword;
      if (!recovering) {
        const current = request.body.currentPassword;
        if (!current) throw fieldError('currentPassword', authMessages.currentPasswordRequired);
        if (!(await verifyPassword(user.passwordHash, current))) throw fieldError('currentPassword', authMessages.currentPasswordWrong);
      }
      if (isCommonPassword(request.body.password, user.email)) throw fieldError('password', authMessages.passwordTooCommon);
      const passwordHash = await hashPassword(request.body.password);
      const updated = await changePassword(db, user, passwordHash, {
        actorRole: actorRoleOf(auth),
        via: recovering ? 'recovery' : 'current_password',
        ip: request.ip,
      });
      const token = await app.issueToken(user.id, 'password');
      return ok({ token, user: toCurrentUser(updated) }, authMessages.passwordChanged);
    },
  );
}
