import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserSchema, registrationStatusSchema, STORE_SECTIONS, type RegistrationStatus } from '../../../src/contract/auth';
import { envelopeOf } from '../../../src/contract/envelope';
import { storeSections } from '../../db/schema';
import { ok } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { toCurrentUser, type UserRow } from '../auth/users';

const tags = ['seller'];

/** Which onboarding and store steps are done, and the next one to take, in the gate's order. */
export function registrationStatus(user: UserRow, completedSections: Set<string>): RegistrationStatus {
  const store_sections = Object.fromEntries(STORE_SECTIONS.map((s) => [s, completedSections.has(s)]));
  const onboardingSteps: Array<[string, boolean]> = [
    ['verify_email', user.isEmailVerified],
    ['verify_mobile', user.isMobileVerified],
    ['business_details', user.businessDetails != null],
  ];
  const pendingOnboarding = onboardingSteps.find(([, done]) => !done)?.[0];
  const pendingSection = STORE_SECTIONS.find((s) => !completedSections.has(s));
  return {
    email_verified: user.isEmailVerified,
    mobile_verified: user.isMobileVerified,
    business_details: user.businessDetails != null,
    store_sections,
    onboarding_complete: pendingOnboarding === undefined,
    store_complete: pendingSection === undefined,
    next_step: pendingOnboarding ?? (pendingSection ? `store/${pendingSection}` : null),
  };
}

const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get-status',
    { preValidation: app.authenticate, schema: { tags, summary: 'The signed-in user (any role)', response: { 200: envelopeOf(currentUserSchema) } } },
    async (request) => ok(toCurrentUser(authOf(request).user)),
  );

  app.get(
    '/registration-status',
    {
      preValidation: app.authenticate,
      schema: { tags, summary: 'Onboarding and store-profile progress', response: { 200: envelopeOf(registrationStatusSchema) } },
    },
    async (request) => {
      const { userId, user } = authOf(request);
      const rows = await app.db
        .select({ section: storeSections.section, completedAt: storeSections.completedAt })
        .from(storeSections)
        .where(eq(storeSections.userId, userId));
      return ok(registrationStatus(user, new Set(rows.filter((r) => r.completedAt).map((r) => r.section))));
    },
  );
};

export default sellerRoutes;
