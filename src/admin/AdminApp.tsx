// The back office, one chunk: its shell, pages and declared resources load only for staff.
import { cloneElement, lazy, type ReactElement } from 'react';
import { useTranslation } from '../i18n';
import { Route, Routes } from 'react-router';
import { adminResources } from './portal';
import { resourceRoutes } from '../engine/routes';
import { NotFoundState } from '../engine/states';
import AdminShell from './AdminShell';

const OverviewPage = lazy(() => import('./pages/OverviewPage'));
const SupportInboxPage = lazy(() => import('./pages/SupportInboxPage'));

/**
 * The declarations name full paths (/admin/sellers/:id); these routes sit under "/admin/*", where
 * react-router matches paths relative to /admin.
 */
const relativeRoutes = (routes: ReactElement[]): ReactElement[] =>
  routes.map((route) => {
    const { path } = route.props as { path: string };
    return cloneElement(route as ReactElement<{ path: string }>, { path: path.replace(/^\/admin\/?/, '') });
  });

const RESOURCE_ROUTES = relativeRoutes(resourceRoutes(adminResources));

function AdminNotFound() {
  const { t } = useTranslation();
  return <NotFoundState backTo="/admin" backLabel={t('adminShell.backToOverview')} />;
}

export default function AdminApp() {
  return (
    <Routes>
      <Route element={<AdminShell />}>
        <Route index element={<OverviewPage />} />
        {RESOURCE_ROUTES}
        <Route path="support" element={<SupportInboxPage />} />
        <Route path="*" element={<AdminNotFound />} />
      </Route>
    </Routes>
  );
}
