import { lazy, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router';
import { PageErrorBoundary } from './components/PageErrorBoundary';
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
  PublicRfqBoardPage,
  PublicSupplierPage,
  RecoveryLoginPage,
  SellerLandingPage,
  SignupPage,
  VerifyEmailPage,
} from './routes/pages';
import { PleaseWait } from './public/PleaseWait';
import { loginPathFor } from './public/sign-in-return';
import { RemoteDataContext, type RemoteData } from './ssr/remote-data';
import { ThemeModeProvider } from './theme-mode';

// Refine, antd, its providers and every signed-in screen live behind this import (src/signed-in.ts).
const AuthenticatedApp = lazy(() => import('./signed-in').then((entry) => entry.loadAuthenticatedApp()));

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
      <Route path="/rfq" element={<PublicRfqBoardPage />} />
      {/* Posting a request needs an account: sign in, then come back to the form. */}
      <Route path="/rfq/new" element={<SignInFirst />} />
      <Route path="/verify_email" element={<VerifyEmailPage />} />
      <Route path="/dev/mailbox" element={<DevMailboxPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** A page that needs an account: sign in first, then come back to it (with its query string). */
function SignInFirst() {
  const location = useLocation();
  return <Navigate to={loginPathFor(location)} replace />;
}

/** A new page starts at the top, as a full page load would; the first page stays where the browser put it. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Spec 2: the presence of a token decides which route set applies. */
function RouteSets() {
  const { token } = useLoginState();
  return <Suspense fallback={<PleaseWait />}>{token ? <AuthenticatedApp /> : <PublicRoutes />}</Suspense>;
}

export interface AppProps {
  /** The API's answers a page rendered on the server was rendered with (src/ssr/remote-data.ts). */
  remoteData?: RemoteData | null;
  /** The browser's router by default; the server renders with a StaticRouter at the request's URL. */
  Router?: ComponentType<{ children: ReactNode }>;
}

export default function App({ remoteData = null, Router = BrowserRouter }: AppProps) {
  return (
    <ThemeModeProvider>
      <RemoteDataContext.Provider value={remoteData}>
        <Router>
          <ScrollToTop />
          {/* The last line of defence; each shell has its own boundary around the page. */}
          <PageErrorBoundary home="/">
            <RouteSets />
          </PageErrorBoundary>
        </Router>
      </RemoteDataContext.Provider>
    </ThemeModeProvider>
  );
}
