// The routes anyone may call: sign-up, activation, sign-in and the recovery sign-in (a one-time code to the
// account email or a recovery contact), each behind its abuse limits.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activateSchema, loginSchema, recoveryLoginSchema, recoverySendSchema, sessionSchema, signupSchema } from '../../../src/contract/auth';
import { envelopeOf } from '../../../src/contract/envelope';
import { authMessages } from '../../../src/contract/messages';
import { AppError, conflict, fieldError, unauthorized } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { hashPassword, timingSafeDummyHash, verifyPassword } from '../../lib/passwords';
import { consumeRateLimits, type RateRule } from '../../lib/rate-limit';
import { okOrThrow } from '../../lib/outcomes';
import { createAccount, requirePasswordChange } from './accounts-repository';
import { activate, sendActivationEmail } from './activation';
import { isCommonPassword } from './common-passwords';
import { consumeCode, issueCode } from './one-time-codes';
import { findRecoveryTarget, normaliseIdentifier } from './recovery';
import { findUserByEmail, toCurrentUser } from './users';

/** Abuse limits: per client address and per account or target address (sign-ups per address: app.config). */
const limits = {
  signupPerEmail: { limit: 5, windowSeconds: 3600 },
  recoveryPerIp: { limit: 20, windowSeconds: 900 },
  recoveryPerIdentifier: { limit: 5, windowSeconds: 900 },
  recoveryPerAccount: { limit: 5, windowSeconds: 900 },
} satisfies Record<string, RateRule>;

const sessionEnvelope = envelopeOf(sessionSchema);
const messageOnly = envelopeOf(z.null());
const tags = ['auth'];

/** Anyone: signing up, activating, signing in and the recovery sign-in. */
export function registerOpenAuth(parent: FastifyInstance): void {
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
