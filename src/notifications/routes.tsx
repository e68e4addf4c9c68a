import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router';

const NotificationsPage = lazy(() => import('./NotificationsPage'));

/**
 * "Email me about" for sellers and buyers, inside their shell (see AuthenticatedApp). /notifications
 * itself is the buyer routes' page, which is this same page for both roles.
 */
export const notificationRoutes: ReactElement[] = [<Route key="/notifications/settings" path="/notifications/settings" element={<NotificationsPage />} />];
