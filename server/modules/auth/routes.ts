// Sign-up, activation, sign-in and out, recovery sign-in and the password change. The account and session
// writes are in accounts-repository.ts and sessions-repository.ts; activation, one-time codes and recovery
// targets in their own files.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activateSchema,
  loginSchema,
  recoveryLoginSchema,
  recoverySendSchema,
  sessionSchema,
  setPasswordSchema,
  signupSchema,
} from '../../../src/contract/auth';
import { envelopeOf } from '../../../src/contract/envelope';
import { authMessages } from '../../../src/contract/messages';
import { AppError, conflict, fieldError, unauthorized } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { hashPassword, timingSafeDummyHash, verifyPassword } from '../../lib/passwords';
import { consumeRateLimits, type RateRule } from '../../lib/rate-limit';
import { actorRoleOf } from '../../lib/audit';
import { okOrThrow } from '../../lib/outcomes';
import { authOf } from '../../plugins/auth';
import { guardedBy } from '../../plugins/route-access';
import { changePassword, createAccount, requirePasswordChange } from './accounts-repository';
import { activate, sendActivationEmail } from './activation';
import { isCommonPassword } from './common-passwords';
import { consumeCode, issueCode } from './one-time-codes';
import { findRecoveryTarget, normaliseIdentifier } from './recovery';
import { revokeAllSessions, revokeSession } from './sessions-repository';
import { findUserByEmail, toCurrentUser } from './users';

/** Abuse limits: per client address and per account or target address (sign-ups per address: app.config). */
const limits = {
  signupPerEmail: { limit: 5, windowSeconds: 3600 },
  resendPerAccount: { limit: 3, windowSeconds: 900 },
  resendPerIp: { limit: 20, windowSeconds: 900 },
  recoveryPerIp: { limit: 20, windowSeconds: 900 },
  recoveryPerIdentifier: { limit: 5, windowSeconds: 900 },
  recoveryPerAccount: { limit: 5, windowSeconds: 900 },
  passwordPerAccount: { limit: 10, windowSeconds: 900 },
} satisfies Record<string, RateRule>;

const sessionEnvelope = envelopeOf(sessionSchema);
const messageOnly = envelopeOf(z.null());
const tags = ['auth'];

/** Anyone: signing up, activating, signing in and the recovery sign-in. */
function registerOpenAuth(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.post(
    '/signup',
    { schema: { tags, summary: 'Create a seller or buyer account and send the activation email', body: signupSchema, response: { 201: sessionEnvelope } } },
    async (request, reply) => {
      const { name, email, password, role } = request.body;
      await consumeRateLimits(db, [
        [`signup:ip:${request.ip}`, { limit: app.config.signupsPerAddressPerHour, windowSeconds: 3600 }],
        [`signup:email:${email}`, limits.signupPerEmail],
      ]);
      if (isCommonPassword(password, email)) throw fieldError('password', authMessages.passwordTooCommon);
      if (await findUserByEmail(db, email)) throw conflict(authMessages.emailTaken, { email: authMessages.emailTaken });
      const passwordHash = await hashPassword(password);
      const { user } = okOrThrow(await createAccount(db, { name, email, passwordHash, role }));
      await sendActivationEmail(db, app.mailer, app.config.appUrl, user);
      const token = await app.issueToken(user.id, 'password');
      return reply.code(201).send(ok({ token, user: toCurrentUser(user) }, 'Account created. Check your email to verify it'));
    },
  );

  app.post(
    '/activate',
    {
      schema: {
        tags,
        summary: 'Verify the email with the token from the activation link',
        body: activateSchema,
        response: { 200: envelopeOf(z.object({ email: z.string() })) },
      },
    },
    async (request) => ok(await activate(db, request.body.token), 'Your email is verified'),
  );

  app.post(
    '/login',
    { schema: { tags, summary: 'Sign in with email and password', body: loginSchema, response: { 200: sessionEnvelope } } },
    async (request) => {
      const { email, password } = request.body;
      await consumeRateLimits(db, [
        [`login:ip:${request.ip}`, { limit: app.config.loginAttemptsPerAddress, windowSeconds: 900 }],
        [`login:email:${email}`, { limit: app.config.loginAttemptsPerEmail, windowSeconds: 900 }],
      ]);
      const user = await findUserByEmail(db, email);
      // Verify against a dummy hash for unknown addresses: same answer, same time.
      const valid = await verifyPassword(user?.passwordHash ?? (await timingSafeDummyHash()), password);
      if (!user || !valid) throw unauthorized(authMessages.badCredentials);
      if (user.status === 'suspended') throw new AppError(403, authMessages.accountSuspended);
      const token = await app.issueToken(user.id, 'password');
      return ok({ token, user: toCurrentUser(user) }, 'Signed in');
    },
  );

  app.post(
    '/recovery/send-code',
    {
      schema: {
        tags,
        summary: 'Send a one-time sign-in code to the account email or a verified recovery contact',
        description: 'Answers the same whether or not the identifier matches an account.',
        body: recoverySendSchema,
        response: { 200: messageOnly },
      },
    },
    async (request) => {
      const identifier = normaliseIdentifier(request.body.identifier).value;
      await consumeRateLimits(db, [
        [`recovery:ip:${request.ip}`, limits.recoveryPerIp],
        [`recovery:id:${identifier}`, limits.recoveryPerIdentifier],
      ]);
      const target = await findRecoveryTarget(db, identifier);
      if (target) {
        await consumeRateLimits(db, [[`recovery:user:${target.userId}`, limits.recoveryPerAccount]]);
        const code = await issueCode(db, app.serverSecret, { userId: target.userId, purpose: 'recovery_login', target: target.address });
        const text = `Your sign-in code is ${code}. It is valid for 10 minutes. If you did not ask for it, ignore this message and consider changing your password.`;
        if (target.channel === 'email') await app.mailer.send({ to: target.address, subject: 'Your sign-in code', text });
        else await app.sms.send(target.address, text);
      }
      return ok(null, authMessages.recoveryCodeSent);
    },
  );

  app.post(
    '/recovery/login',
    {
      schema: {
        tags,
        summary: 'Sign in with a recovery code; the session may only set a new password',
        body: recoveryLoginSchema,
        response: { 200: sessionEnvelope },
      },
    },
    async (request) => {
      const identifier = normaliseIdentifier(request.body.identifier).value;
      await consumeRateLimits(db, [[`recovery-login:ip:${request.ip}`, limits.recoveryPerIp]]);
      const userId = await consumeCode(db, app.serverSecret, { purpose: 'recovery_login', target: identifier, code: request.body.code });
      const user = await requirePasswordChange(db, userId);
      if (user.status === 'suspended') throw new AppError(403, authMessages.accountSuspended);
      const token = await app.issueToken(user.id, 'recovery');
      return ok({ token, user: toCurrentUser(user) }, 'Signed in. Set a new password to continue');
    },
  );
}

/** The signed-in account: a fresh activation link, signing out, and the password change. */
function registerSignedInAuth(parent: FastifyInstance): void {
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

const authRoutes: FastifyPluginAsync = async (app) => {
  registerOpenAuth(app);
  await app.register(guardedBy(app.authenticate, registerSignedInAuth));
};

export default authRoutes;
