import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useLoginState } from '../providers/session';
import { PleaseWait } from '../public/PleaseWait';
import { isOnboardedSeller } from './SellerFrame';

/**
 * The seller's pages need a seller past every onboarding step (the API answers 403 otherwise); anyone
 * else goes to '/', where the gate shows the step to finish or their own start page.
 */
export function SellerOnly({ children }: { children: ReactNode }) {
  const { authLoading, userDetails } = useLoginState();
  if (authLoading && !userDetails) return <PleaseWait />;
  return isOnboardedSeller(userDetails) ? <>{children}</> : <Navigate to="/" replace />;
}
