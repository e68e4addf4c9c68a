import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { PageErrorBoundary } from './components/PageErrorBoundary';
import { Toaster } from './components/Toaster';
import { useLoginState } from './providers/session';
import {
  ActivatePage,
  ContactSupportPage,
  DevMailboxPage,
  HelpCenterDetailsPage,
  HelpCenterPage,
  HomePage,
  LoginPage,
  NotFoundPage,
  PublicDashboardPage,
  PublicProductDetailsPage,
  PublicSupplierPage,
  RecoveryLoginPage,
  SellerLandingPage,
  SignupPage,
  VerifyEmailPage,
} from './public/pages';
import { PleaseWait } from './public/PleaseWait';
import { ThemeProvider } from './theme';

// Refine, its providers and every signed-in screen live behind this import.
const AuthenticatedApp = lazy(() => import('./AuthenticatedApp'));

/** Spec 2, "Public routes (signed out)". */
function PublicRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LoginPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/home" element={<HomePage />} />
      <Route path="/seller" element={<SellerLandingPage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/recovery-login" element={<RecoveryLoginPage />} />
      <Route path="/seller/activate/:token" element={<ActivatePage />} />
      <Route path="/seller/register" element={<SignupPage preselectSeller />} />
      <Route path="/HelpCenter" element={<HelpCenterPage />} />
      <Route path="/helpCenterDetails" element={<HelpCenterDetailsPage />} />
      <Route path="/contact" element={<ContactSupportPage />} />
      <Route path="/Public-dashboard" element={<PublicDashboardPage />} />
      <Route path="/PublicProductDetails/:id" element={<PublicProductDetailsPage />} />
      <Route path="/supplier/:id" element={<PublicSupplierPage />} />
      <Route path="/verify_email" element={<VerifyEmailPage />} />
      <Route path="/dev/mailbox" element={<DevMailboxPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** A new page starts at the top, as a full page load would. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Spec 2: the presence of a token decides which route set applies. */
function RouteSets() {
  const { token } = useLoginState();
  return <Suspense fallback={<PleaseWait />}>{token ? <AuthenticatedApp /> : <PublicRoutes />}</Suspense>;
}

export default function App() {
  return (
    <ThemeProvider>
      <BrowserRouter>
        <ScrollToTop />
        <Toaster />
        {/* The last line of defence; each shell has its own boundary around the page. */}
        <PageErrorBoundary home="/">
          <RouteSets />
        </PageErrorBoundary>
      </BrowserRouter>
    </ThemeProvider>
  );
}
