// The signed-in user's status and the seller's registration progress (its store sections read in
// onboarding-repository.ts). The back office imports registrationStatus from here.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUserSchema, registrationStatusSchema, STORE_SECTIONS, type RegistrationStatus } from '../../../src/contract/auth';
import { envelopeOf } from '../../../src/contract/envelope';
import { ok } from '../../lib/envelope';
import { authOf } from '../../plugins/auth';
import { guardedBy } from '../../plugins/route-access';
import { toCurrentUser, type UserRow } from '../auth/users';
import { completedStoreSections } from './onboarding-repository';

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

function registerSellerStatus(parent: FastifyInstance): void {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  app.get('/get-status', { schema: { tags, summary: 'The signed-in user (any role)', response: { 200: envelopeOf(currentUserSchema) } } }, async (request) =>
    ok(toCurrentUser(authOf(request).user)),
  );

  app.get(
    '/registration-status',
    {
      schema: { tags, summary: 'Onboarding and store-profile progress', response: { 200: envelopeOf(registrationStatusSchema) } },
    },
    async (request) => {
      const { userId, user } = authOf(request);
      return ok(registrationStatus(user, await completedStoreSections(app.db, userId)));
    },
  );
}

/** Any signed-in user: who they are, and (for a seller) how far onboarding has come. */
const sellerRoutes: FastifyPluginAsync = async (app) => {
  await app.register(guardedBy(app.authenticate, registerSellerStatus));
};

export default sellerRoutes;
