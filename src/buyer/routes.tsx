// The buyer's pages (orders, cart, lists, account, help), inside the signed-in layout that gives a buyer
// the buyer shell. Only their paths are here: the pages and their imports are in pages.tsx, one chunk
// loaded with a buyer's first page, so other roles' first pages do not list them.
import { lazy, useEffect, useState, type ReactElement } from 'react';
import { Route } from 'react-router';
import type { Resource } from '../engine/types';

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

let declared: readonly Resource[] | undefined;
let loading: Promise<unknown> | undefined;

/**
 * Loads the buyer portal's declared resources (./portal.ts), which the signed-in app routes, for a buyer
 * only (the roles that load the buyer's English): other roles' first pages do not carry them or their
 * value lists. Once; a failed load is tried again the next time.
 */
export function loadBuyerResources(roles: readonly string[]): Promise<unknown> {
  if (!roles.includes('buyer')) return Promise.resolve();
  loading ??= import('./portal').then(
    (portal) => (declared = portal.buyerResources),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The buyer portal's declared resources for these roles: undefined while a buyer's are on their way, none for other roles or after a failed load. */
export function useBuyerResources(roles: readonly string[]): readonly Resource[] | undefined {
  const buyer = roles.includes('buyer');
  const [failed, setFailed] = useState(false);
  const [, setLoaded] = useState(declared);
  useEffect(() => {
    if (!buyer || declared) return;
    let current = true;
    loadBuyerResources(['buyer']).then(
      () => current && setLoaded(declared),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [buyer]);
  if (!buyer) return [];
  return declared ?? (failed ? [] : undefined);
}
