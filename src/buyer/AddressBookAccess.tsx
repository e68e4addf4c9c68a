import { Navigate, Outlet } from 'react-router';
import { useLoginState } from '../providers/session';
import { PleaseWait } from '../public/PleaseWait';
import { isBuyerAccount, isOnboardedSeller } from '../providers/roles';

/**
 * The address book's pages: an onboarded seller's (in the seller portal) and a buyer's (in the buyer
 * shell, where checkout reads the same book). Anyone else goes to '/', where the gate shows their step.
 */
export function AddressBookAccess() {
  const { authLoading, userDetails } = useLoginState();
  if (authLoading && !userDetails) return <PleaseWait />;
  return isOnboardedSeller(userDetails) || isBuyerAccount(userDetails) ? <Outlet /> : <Navigate to="/" replace />;
}

/** The buyer portal's declared resources (src/buyer/portal.ts): a buyer's only; anyone else goes to '/'. */
export function BuyerAccess() {
  const { authLoading, userDetails } = useLoginState();
  if (authLoading && !userDetails) return <PleaseWait />;
  return isBuyerAccount(userDetails) ? <Outlet /> : <Navigate to="/" replace />;
}
