// The buyer's pages by route, each loaded with its first visit. This table loads only when a buyer's page
// opens, so a seller's or staff member's first page carries none of these imports (see routes.tsx).
import { lazy, type ReactElement } from 'react';
import type { BuyerPath } from './routes';

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
const CompanyOverviewPage = lazy(() => import('../company/CompanyOverviewPage'));
const ApprovalsPage = lazy(() => import('../company/ApprovalsPage'));
const ApprovalRequestPage = lazy(() => import('../company/ApprovalsPage').then((m) => ({ default: m.ApprovalRequestPage })));
const JoinCompanyPage = lazy(() => import('../company/JoinCompanyPage'));

const pages: Record<BuyerPath, () => ReactElement> = {
  '/favorites': () => <ListPage />,
  '/wishlist': () => <ListPage />,
  '/recent': () => <ListPage />,
  '/cart': () => <CartPage />,
  '/checkout': () => <CheckoutPage />,
  '/orders/all': () => <OrdersPage />,
  '/orders/pending': () => <OrdersPage />,
  '/orders/completed': () => <OrdersPage />,
  '/orders/to-review': () => <OrdersPage />,
  '/orders/:id': () => <OrderDetailsPage />,
  '/logistics/tracking': () => <TrackingPage />,
  '/account/profile': () => <AccountProfilePage />,
  '/account/payment': () => <AccountPaymentPage />,
  '/account/security': () => <AccountSecurityPage />,
  '/business/profile': () => <BusinessProfilePage />,
  '/analytics/sales': () => <SpendAnalyticsPage />,
  '/notifications': () => <NotificationsPage />,
  '/messages/all': () => <MessagesPage box="all" />,
  '/messages/inquiries': () => <MessagesPage box="inquiries" />,
  '/messages/support': () => <MessagesPage box="support" />,
  '/support/help': () => <HelpPage />,
  '/support/contact': () => <ContactPage />,
  '/support/faq': () => <FaqPage />,
  '/company': () => <CompanyOverviewPage />,
  '/company/approvals': () => <ApprovalsPage />,
  '/company/approvals/:id': () => <ApprovalRequestPage />,
  '/company/join/:token': () => <JoinCompanyPage />,
};

export default function BuyerPage({ path }: { path: BuyerPath }) {
  return pages[path]();
}
