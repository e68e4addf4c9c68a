// The buyer's pages (orders, cart, lists, account, help), inside the signed-in layout that gives a buyer
// the buyer shell. Only their paths are here: the pages and their imports are in pages.tsx, one chunk
// loaded with a buyer's first page, so other roles' first pages do not list them.
import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router';

const BUYER_PATHS = [
  '/favorites',
  '/wishlist',
  '/recent',
  '/cart',
  '/checkout',
  '/orders/all',
  '/orders/pending',
  '/orders/completed',
  '/orders/to-review',
  '/orders/:id',
  '/logistics/tracking',
  '/account/profile',
  '/account/payment',
  '/account/security',
  '/business/profile',
  '/analytics/sales',
  '/notifications',
  '/messages/all',
  '/messages/inquiries',
  '/messages/support',
  '/support/help',
  '/support/contact',
  '/support/faq',
  '/company',
  '/company/approvals',
  '/company/approvals/:id',
  '/company/join/:token',
] as const;
export type BuyerPath = (typeof BUYER_PATHS)[number];

const BuyerPage = lazy(() => import('./pages'));

export const buyerRoutes: ReactElement[] = BUYER_PATHS.map((path) => <Route key={path} path={path} element={<BuyerPage path={path} />} />);
