import { Refine, type I18nProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { Suspense, useMemo } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router';
import i18n, { useTranslation } from './i18n';
import { useEnglishFor } from './i18n/roles';
import { PasswordChangeGate, useAuthBootstrap } from './onboarding/bootstrap';
import { authProvider } from './providers/auth-provider';
import { dataProvider } from './providers/data-provider';
import { notificationProvider } from './providers/notification-provider';
import { rolesOf, useLoginState } from './providers/session';
import { ActivatePage, DevMailboxPage, HelpCenterDetailsPage, HelpCenterPage, NotFoundPage, screen, VerifyEmailPage } from './routes/pages';
import { PleaseWait } from './public/PleaseWait';
import { ThemeProvider } from './theme';
import { AddressBookAccess, BuyerAccess } from './buyer/AddressBookAccess';
import { buyerRoutes, useBuyerResources } from './buyer/routes';
import { rfqRoutes } from './rfq/routes';
import { addressBook } from './resources/addresses';
import { storeRoutes } from './store/routes';
import { sellerChatRoutes } from './chat/routes';
import { sellerAnalyticsRoutes } from './seller-analytics/routes';
import { financeRoutes } from './finance/routes';
import { notificationRoutes } from './notifications/routes';
import { adminRoutes } from './admin/routes';
import { accessControlProvider } from './admin/access';
import { refineResources, resourcePaths, resourceRoutes, resources } from './resources';
import { PlaceholderPage, SellerFrame, SellerHome } from './shells/SellerFrame';
import { SellerOnly } from './shells/SellerOnly';
import { PLACEHOLDER_ROUTES } from './shells/seller/navigation';

// The signed-in catalogue: in the seller's or the buyer's shell, in the public frame for anyone else (see shellFor).
const ProductCataloguePage = screen(() => import('./catalogue/ProductCataloguePage'), ['catalogue']);
const ProductDetailsPage = screen(() => import('./catalogue/ProductDetailsPage'), ['catalogue']);
const SupplierPage = screen(() => import('./catalogue/SupplierPage'), ['catalogue']);

/** The placeholders of the spec's routes that no page and no declared resource serves yet (src/shells/seller/navigation.ts). */
const DECLARED_PATHS = new Set(resources.flatMap((resource) => resourcePaths(resource).map(([, path]) => path)));
const PLACEHOLDERS = PLACEHOLDER_ROUTES.filter(({ pattern }) => !DECLARED_PATHS.has(pattern));

/** Refine's texts through the app's i18next, falling back to Refine's own English defaults. */
const i18nProvider: I18nProvider = {
  translate: (key, options, defaultMessage) => {
    const values = typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
    return i18n.t(key, { ...values, defaultValue: defaultMessage ?? key });
  },
  changeLocale: (language) => i18n.changeLanguage(language),
  getLocale: () => i18n.resolvedLanguage ?? 'en',
};

/**
 * The signed-in app, a separate chunk: Refine, antd's theme and its providers are downloaded only once a
 * token exists, so the public pages stay light.
 */
export default function AuthenticatedApp() {
  const login = useLoginState();
  const { t } = useTranslation();
  useAuthBootstrap(login.token);
  // Labels follow the language (t changes with it); the list of resources itself never changes.
  const refineResourceList = useMemo(() => refineResources(resources, t), [t]);
  // Signing in again in the same tab, maybe with other roles: their English texts first, and a buyer's portal.
  const textsReady = useEnglishFor(rolesOf(login));
  const buyerResources = useBuyerResources(rolesOf(login));
  if (!textsReady || !buyerResources) return <PleaseWait />;

  return (
    <ThemeProvider>
      <Refine
        routerProvider={routerProvider}
        dataProvider={dataProvider}
        authProvider={authProvider}
        notificationProvider={notificationProvider}
        accessControlProvider={accessControlProvider}
        i18nProvider={i18nProvider}
        resources={refineResourceList}
        options={{
          disableTelemetry: true,
          // The HTTP client already retries (spec 7); a second layer would multiply the attempts.
          reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false }, mutations: { retry: false } } } },
        }}
      >
        <Suspense fallback={<PleaseWait />}>
          <PasswordChangeGate>
            <Routes>
              {/* An onboarded seller sees these inside the seller shell; anyone else without it. */}
              <Route element={<SellerFrame />}>
                <Route path="/" element={<SellerHome />} />
                <Route path="/dashboard" element={<SellerHome />} />
                <Route
                  element={
                    <SellerOnly>
                      <Outlet />
                    </SellerOnly>
                  }
                >
                  {resourceRoutes(resources.filter((resource) => resource !== addressBook))}
                  {storeRoutes}
                  {sellerChatRoutes}
                  {sellerAnalyticsRoutes}
                  {financeRoutes}
                </Route>
                {/* The address book is the buyer's too (the API allows both roles). */}
                <Route element={<AddressBookAccess />}>{resourceRoutes([addressBook])}</Route>
                <Route element={<BuyerAccess />}>{resourceRoutes(buyerResources)}</Route>
                {buyerRoutes}
                {rfqRoutes}
                {notificationRoutes}
                <Route path="/Product" element={<ProductCataloguePage />} />
                <Route path="/ProductDetails/:id" element={<ProductDetailsPage />} />
                <Route path="/Public-dashboard" element={<ProductCataloguePage variant="public" />} />
                <Route path="/PublicProductDetails/:id" element={<ProductDetailsPage variant="public" />} />
                <Route path="/supplier/:id" element={<SupplierPage />} />
                {/* Help keeps the portal's shell around it (an article opened from the seller home or a buyer's page). */}
                <Route path="/HelpCenter" element={<HelpCenterPage />} />
                <Route path="/helpCenterDetails" element={<HelpCenterDetailsPage />} />
                {PLACEHOLDERS.map(({ pattern, titleKey }) => (
                  <Route key={pattern} path={pattern} element={<PlaceholderPage titleKey={titleKey} />} />
                ))}
              </Route>
              {adminRoutes}
              {/* The visitors' contact page: signed in, the portal's own form knows who is asking. */}
              <Route path="/contact" element={<Navigate to="/support/contact" replace />} />
              {/* Links from email open in a signed-in browser too. */}
              <Route path="/seller/activate/:token" element={<ActivatePage />} />
              <Route path="/verify_email" element={<VerifyEmailPage />} />
              <Route path="/dev/mailbox" element={<DevMailboxPage />} />
              {/* Signed in already: the sign-in screens lead to the app instead. */}
              <Route path="/login" element={<Navigate to="/" replace />} />
              <Route path="/signup" element={<Navigate to="/" replace />} />
              <Route path="/recovery-login" element={<Navigate to="/" replace />} />
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </PasswordChangeGate>
        </Suspense>
      </Refine>
    </ThemeProvider>
  );
}
