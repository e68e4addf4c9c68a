// What kind of account is signed in, read from the user the status call returned. Kept apart from the
// frames that use it, so the public pages can ask without loading the portals.
import { matchPath } from 'react-router';
import type { LoginState } from './session';

/** A seller past every onboarding step: the one who gets the seller portal (the API refuses the others). */
export function isOnboardedSeller(userDetails: LoginState['userDetails']): boolean {
  return Boolean(
    userDetails && userDetails.roles.includes('seller') && userDetails.is_email_verified && userDetails.is_verified && userDetails.business_details,
  );
}

/**
 * A buyer who is not also a seller: spec 4 sends an account holding both roles through the seller's
 * onboarding gates first, so the buyer shell is for buyer-only accounts.
 */
export function isBuyerAccount(userDetails: LoginState['userDetails']): boolean {
  return Boolean(userDetails && userDetails.roles.includes('buyer') && !userDetails.roles.includes('seller'));
}

/** The shareable catalogue addresses: the same public page signed in or out, so they keep the public frame. */
const PUBLIC_CATALOGUE_PATTERNS = ['/Public-dashboard', '/PublicProductDetails/:id'];
const isPublicCataloguePath = (pathname: string): boolean =>
  PUBLIC_CATALOGUE_PATTERNS.some((pattern) => matchPath({ path: pattern, caseSensitive: true, end: true }, pathname) !== null);

/**
 * The portal shell around a signed-in page: the seller's for an onboarded seller, the buyer's for a
 * buyer (the signed-in catalogue /Product included), none for anyone else or on the public catalogue.
 */
export function shellFor(userDetails: LoginState['userDetails'], pathname: string): 'seller' | 'buyer' | null {
  if (isOnboardedSeller(userDetails)) return 'seller';
  if (isBuyerAccount(userDetails) && !isPublicCataloguePath(pathname)) return 'buyer';
  return null;
}
