import { lazy, type ReactElement } from 'react';
import { Route } from 'react-router';

const BalancePage = lazy(() => import('./BalancePage'));

/** The seller's Finance pages that are not resources (the ledger is a declared resource: src/resources/ledger). */
export const financeRoutes: ReactElement[] = [<Route key="/finance/balance" path="/finance/balance" element={<BalancePage />} />];
