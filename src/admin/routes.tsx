import { lazy, Suspense, type ReactElement } from 'react';
import { Route } from 'react-router';
import { useLoginState } from '../providers/session';
import { NotFoundPage } from '../routes/pages';
import { PleaseWait } from '../public/PleaseWait';
import { isStaff } from './access';

const AdminApp = lazy(() => import('./AdminApp'));

/**
 * /admin/...: staff only. Anyone else signed in gets the ordinary not-found page, so the back office
 * does not even show that it exists.
 */
function AdminGate() {
  const { authLoading, userDetails } = useLoginState();
  if (!userDetails) return authLoading ? <PleaseWait /> : <NotFoundPage />;
  if (!isStaff(userDetails)) return <NotFoundPage />;
  return (
    <Suspense fallback={<PleaseWait />}>
      <AdminApp />
    </Suspense>
  );
}

/** The back office's pages under /admin, in their own shell (see AdminApp). */
export const adminRoutes: ReactElement[] = [<Route key="admin" path="/admin/*" element={<AdminGate />} />];
