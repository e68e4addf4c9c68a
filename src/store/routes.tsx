// The store profile's routes: the wizard and one page per section (/store/<section>), inside the seller
// shell. Only paths here: the forms load with the first store page opened.
import { lazy } from 'react';
import { Route } from 'react-router';
import { STORE_SECTIONS } from '../contract/auth-constants';

const StoreWizard = lazy(() => import('./StoreWizard'));
const StoreSectionPage = lazy(() => import('./StoreSectionPage'));

export const storeRoutes = [
  <Route key="/SellerStoreWizard" path="/SellerStoreWizard" element={<StoreWizard />} />,
  ...STORE_SECTIONS.map((section) => <Route key={section} path={`/store/${section}`} element={<StoreSectionPage section={section} />} />),
];
