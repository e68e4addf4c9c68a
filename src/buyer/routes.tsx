// The buyer's pages (orders, cart, lists, account, help), inside the signed-in layout that gives a buyer
// the buyer shell. Each area adds its own routes to this list, lazily loaded.
import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router';

const ListPage = lazy(() => import('../lists/ListPage'));
const CartPage = lazy(() => import('../ordering/CartPage'));
const CheckoutPage = lazy(() => import('../ordering/CheckoutPage'));
const OrdersPage = lazy(() => import('../ordering/OrdersPage'));
const OrderDetailsPage = lazy(() => import('../ordering/OrderDetailsPage'));
const TrackingPage = lazy(() => import('../ordering/TrackingPage'));

const AccountProfilePage = lazy(() => import('./account/AccountProfilePage'));
const AccountPaymentPage = lazy(() => import('./account/AccountPaymentPage'));
const AccountSecurityPage = lazy(() => import('./account/AccountSecurityPage'));
const BusinessProfilePage = lazy(() => import('./account/BusinessProfilePage'));
const NotificationsPage = lazy(() => import('./support/NotificationsPage'));
const MessagesPage = lazy(() => import('./support/MessagesPage'));
const ContactPage = lazy(() => import('./support/ContactPage'));
const HelpPage = lazy(() => import('./support/HelpArticles').then((m) => ({ default: m.HelpPage })));
const FaqPage = lazy(() => import('./support/HelpArticles').then((m) => ({ default: m.FaqPage })));
const SpendAnalyticsPage = lazy(() => import('./analytics/SpendAnalyticsPage'));

export const buyerRoutes: ReactElement[] = [
  <Route key="/favorites" path="/favorites" element={<ListPage />} />,
  <Route key="/wishlist" path="/wishlist" element={<ListPage />} />,
  <Route key="/recent" path="/recent" element={<ListPage />} />,
  <Route key="/cart" path="/cart" element={<CartPage />} />,
  <Route key="/checkout" path="/checkout" element={<CheckoutPage />} />,
  <Route key="/orders/all" path="/orders/all" element={<OrdersPage />} />,
  <Route key="/orders/pending" path="/orders/pending" element={<OrdersPage />} />,
  <Route key="/orders/completed" path="/orders/completed" element={<OrdersPage />} />,
  <Route key="/orders/to-review" path="/orders/to-review" element={<OrdersPage />} />,
  <Route key="/orders/:id" path="/orders/:id" element={<OrderDetailsPage />} />,
  <Route key="/logistics/tracking" path="/logistics/tracking" element={<TrackingPage />} />,
  <Route key="/account/profile" path="/account/profile" element={<AccountProfilePage />} />,
  <Route key="/account/payment" path="/account/payment" element={<AccountPaymentPage />} />,
  <Route key="/account/security" path="/account/security" element={<AccountSecurityPage />} />,
  <Route key="/business/profile" path="/business/profile" element={<BusinessProfilePage />} />,
  <Route key="/analytics/sales" path="/analytics/sales" element={<SpendAnalyticsPage />} />,
  <Route key="/notifications" path="/notifications" element={<NotificationsPage />} />,
  <Route key="/messages/all" path="/messages/all" element={<MessagesPage box="all" />} />,
  <Route key="/messages/inquiries" path="/messages/inquiries" element={<MessagesPage box="inquiries" />} />,
  <Route key="/messages/support" path="/messages/support" element={<MessagesPage box="support" />} />,
  <Route key="/support/help" path="/support/help" element={<HelpPage />} />,
  <Route key="/support/contact" path="/support/contact" element={<ContactPage />} />,
  <Route key="/support/faq" path="/support/faq" element={<FaqPage />} />,
];
