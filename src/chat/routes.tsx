import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router';

const SellerChatPage = lazy(() => import('./SellerChatPage'));

/** The seller's chat pages, inside the seller shell (see AuthenticatedApp). */
export const sellerChatRoutes: ReactElement[] = [<Route key="/chat" path="/chat" element={<SellerChatPage />} />];
