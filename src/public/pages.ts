import { lazy } from 'react';

// Every screen is its own chunk, fetched when its route is first shown. Both route sets use these.

export const LoginPage = lazy(() => import('./LoginPage'));
export const SignupPage = lazy(() => import('./SignupPage'));
export const RecoveryLoginPage = lazy(() => import('./RecoveryLoginPage'));
export const SetNewPasswordPage = lazy(() => import('./SetNewPasswordPage'));
export const ActivatePage = lazy(() => import('./ActivatePage'));
export const VerifyEmailPage = lazy(() => import('./VerifyEmailPage'));
export const DevMailboxPage = lazy(() => import('./DevMailboxPage'));
export const NotFoundPage = lazy(() => import('./NotFoundPage'));
export const HomePage = lazy(() => import('../landing/HomePage'));
export const SellerLandingPage = lazy(() => import('../landing/SellerLandingPage'));
const helpCenter = () => import('../help/HelpCenterPages');
export const HelpCenterPage = lazy(() => helpCenter().then((m) => ({ default: m.HelpCenterPage })));
export const HelpCenterDetailsPage = lazy(() => helpCenter().then((m) => ({ default: m.HelpCenterDetailsPage })));
export const ContactSupportPage = lazy(() => import('../help/ContactSupportPage'));
export const PublicDashboardPage = lazy(() => import('../catalogue/PublicCataloguePage'));
export const PublicProductDetailsPage = lazy(() => import('../catalogue/PublicProductDetailsPage'));
export const PublicSupplierPage = lazy(() => import('../catalogue/PublicSupplierPage'));
export const ComingSoonPage = lazy(() => import('../components/ComingSoonPage'));
