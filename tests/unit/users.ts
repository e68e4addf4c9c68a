// Signed-in users for the unit tests: one place for the shape of CurrentUser, each test naming only what it relies on.
import type { CurrentUser } from '../../src/contract/auth';

const base: CurrentUser = {
  id: 'u1',
  name: 'Asha',
  email: 'seller@demo.test',
  roles: ['seller'],
  status: 'active',
  verification_status: 'verified',
  is_verified: true,
  is_email_verified: true,
  business_details: null,
  phone: null,
  country_code: null,
  must_change_password: false,
};

/** An onboarded, staff-verified seller. */
export const sellerUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({ ...base, ...overrides });

/** A buyer with a verified email, not verified by staff. */
export const buyerUser = (overrides: Partial<CurrentUser> = {}): CurrentUser => ({
  ...base,
  id: 'b1',
  name: 'Daniel Meyer',
  email: 'buyer@demo.test',
  roles: ['buyer'],
  verification_status: 'unverified',
  is_verified: false,
  ...overrides,
});
