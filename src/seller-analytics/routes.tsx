import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router';

const AnalyticsPage = lazy(() => import('./AnalyticsPage'));

/** The seller's analytics page, under Dashboard in the seller shell (see AuthenticatedApp); the home is SellerHome. */
export const sellerAnalyticsRoutes: ReactElement[] = [<Route key="/dashboard/analytics" path="/dashboard/analytics" element={<AnalyticsPage />} />];
