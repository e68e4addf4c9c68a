// The seller's onboarding steps: the mobile number (a one-time code) and the business details. The
// account writes are in onboarding-repository.ts.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '../../../src/contract/envelope';
import { onboardingMessages } from '../../../src/contract/messages';
import { businessDetailsSchema, sendOtpSchema, verifyMobileSchema } from '../../../src/contract/onboarding';
import { findRecoveryTarget } from '../auth/recovery';
import { conflict, forbidden } from '../../lib/errors';
import { ok } from '../../lib/envelope';
import { okOrThrow } from '../../lib/outcomes';
import { consumeRateLimits, type RateRule } from '../../lib/rate-limit';
import { authOf } from '../../plugins/auth';
import { guardedBy } from '../../plugins/route-access';
import { consumeCode, issueCode } from '../auth/one-time-codes';
import type { UserRow } from '../auth/users';
import { markMobileVerified, submitBusinessDetails } from './onboarding-repository';

const limits = {
  otpPerPhone: { limit: 5, windowSeconds: 900 },
  otpPerAccount: { limit: 5, windowSeconds: 900 },
  verifyPerAccount: { limit: 20, windowSeconds: 900 },
} satisfies Record<string, RateRule>;

type Step = 'mobile' | 'business';

/** The gate on the server: a step is open only once the steps before it are done, so none can be skipped. */
function requireStepOpen(user: UserRow, step: Step): void {
  if (!user.roles.includes('seller')) throw forbidden(onboardingMessages.sellersOnly);
  if (!user.isEmailVerified) throw forbidden(onboardingMessages.verifyEmailFirst);
  if (step === 'business' && !user.isMobileVerified) throw forbidden(onboardingMessages.verifyMobileFirst);
}

const fullNumber = (countryCode: string, phone: string) => `${countryCode}${phone}`;

const tags = ['seller onboarding'];

function registerOnboarding(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.post(
    '/add-number-send-otp',
    {
      schema: {
        tags,
        summary: 'Send a 6-digit verification code to the mobile number',
        description: 'Without an SMS provider (development) the code is also returned as data.otp and written to the dev outbox.',
        body: sendOtpSchema,
        response: { 200: envelopeOf(z.object({ otp: z.string().optional(), expires_in_seconds: z.number() })) },
      },
    },
    async (request) => {
      const { userId, user } = authOf(request);
      const { country_code, phone } = request.body;
      const number = fullNumber(country_code, phone);
      await consumeRateLimits(db, [
        [`otp:phone:${number}`, limits.otpPerPhone],
        [`otp:user:${userId}`, limits.otpPerAccount],
      ]);
      requireStepOpen(user, 'mobile');
      const code = await issueCode(db, app.serverSecret, { userId, purpose: 'mobile_verification', target: number });
      await app.sms.send(number, `Your verification code is ${code}. It is valid for 10 minutes.`);
      // The spec's client reads data.otp; only hand it out when no real provider delivered the message.
      const data = app.sms.delivery === 'development' ? { otp: code, expires_in_seconds: 600 } : { expires_in_seconds: 600 };
      return ok(data, onboardingMessages.otpSent);
    },
  );

  app.post(
    '/verify-mobile',
    {
      schema: {
        tags,
        summary: 'Check the code and mark the mobile number verified',
        body: verifyMobileSchema,
        response: { 200: envelopeOf(z.object({ is_verified: z.boolean(), phone: z.string(), country_code: z.string() })) },
      },
    },
    async (request) => {
      const { userId, user } = authOf(request);
      const { country_code, phone, otp } = request.body;
      await consumeRateLimits(db, [[`verify-mobile:user:${userId}`, limits.verifyPerAccount]]);
      requireStepOpen(user, 'mobile');
      const number = fullNumber(country_code, phone);
      await consumeCode(db, app.serverSecret, { purpose: 'mobile_verification', target: number, code: otp, userId, field: 'otp' });
      // One account per verified number, as a mobile or a recovery contact: recovery sign-in by phone must find exactly one.
      const holder = await findRecoveryTarget(db, number);
      if (holder && holder.userId !== userId) throw conflict(onboardingMessages.phoneTaken, { phone: onboardingMessages.phoneTaken });
      await markMobileVerified(db, userId, { phone, countryCode: country_code });
      return ok({ is_verified: true, phone, country_code }, onboardingMessages.mobileVerified);
    },
  );

  app.post(
    '/business-details',
    {
      schema: {
        tags,
        summary: 'Submit the business details (once; later edits go through the store profile)',
        body: businessDetailsSchema,
        response: { 201: envelopeOf(z.record(z.string(), z.unknown())) },
      },
    },
    async (request, reply) => {
      const { userId, user } = authOf(request);
      requireStepOpen(user, 'business');
      if (user.businessDetails) throw conflict(onboardingMessages.businessAlreadySubmitted);
      const details = Object.fromEntries(Object.entries(request.body).filter(([, v]) => v !== undefined));
      const written = okOrThrow(await submitBusinessDetails(db, userId, details));
      return reply.code(201).send(ok(written.businessDetails ?? details, onboardingMessages.businessSubmitted));
    },
  );
}

/** Sellers only: buyers are refused before their input is read; the step gates stay in the handlers, after the rate limits. */
const onboardingRoutes: FastifyPluginAsync = async (app) => {
  await app.register(guardedBy(app.requireRole('seller'), registerOnboarding));
};

export default onboardingRoutes;
