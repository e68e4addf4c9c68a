import { lazy } from 'react';

// Every screen is its own chunk, fetched when its route is first shown. Both route sets use these.

const placeholders = () => import('./PlaceholderPages');

export const LoginPage = lazy(() => import('./LoginPage'));
export const SignupPage = lazy(() => import('./SignupPage'));
export const RecoveryLoginPage = lazy(() => import('./RecoveryLoginPage'));
export const SetNewPasswordPage = lazy(() => import('./SetNewPasswordPage'));
export const ActivatePage = lazy(() => import('./ActivatePage'));
export const VerifyEmailPage = lazy(() => import('./VerifyEmailPage'));
export const DevMailboxPage = lazy(() => import('./DevMailboxPage'));
export const NotFoundPage = lazy(() => import('./NotFoundPage'));
export const HomePage = lazy(() => placeholders().then((m) => ({ default: m.HomePage })));
export const SellerLandingPage = lazy(() => placeholders().then((m) => ({ default: m.SellerLandingPage })));
export const HelpCenterPage = lazy(() => placeholders().then((m) => ({ default: m.HelpCenterPage })));
export const HelpCenterDetailsPage = lazy(() => placeholders().then((m) => ({ default: m.HelpCenterDetailsPage })));
export const PublicDashboardPage = lazy(() => placeholders().then((m) => ({ default: m.PublicDashboardPage })));
export const PublicProductDetailsPage = lazy(() => placeholders().then((m) => ({ default: m.PublicProductDetailsPage })));
export const ComingSoonPage = lazy(() => import('../components/ComingSoonPage'));
