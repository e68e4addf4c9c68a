// Shared by the back-office component tests: Refine with the app's data provider and access control
// over MSW, a router at a given URL, a signed-in staff member of either role, and the dialog host.
import '@ant-design/v5-patch-for-react-19';
import { Refine } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { configure, render, type RenderResult } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { accessControlProvider } from '../../../src/admin/access';
import { AdminDialogs } from '../../../src/admin/common/AdminDialogs';
import { Toaster } from '../../../src/components/Toaster';
import type { CurrentUser } from '../../../src/contract/auth';
import type { StaffRole } from '../../../src/contract/admin';
import { dataProvider } from '../../../src/providers/data-provider';
import { sessionStore } from '../../../src/providers/session';

export function staff(role: StaffRole): CurrentUser {
  return {
    id: `staff-${role}`,
    name: role === 'administrator' ? 'Ada Admin' : 'Rita Reviewer',
    email: `${role}@demo.test`,
    roles: ['admin'],
    status: 'active',
    verification_status: 'unverified',
    is_verified: true,
    is_email_verified: true,
    business_details: null,
    phone: null,
    country_code: null,
    must_change_password: false,
    staff_role: role,
  };
}

export const signInAs = (role: StaffRole) => sessionStore.setSession(`tok-${role}`, staff(role));

/** Renders `element` at `path` (matched by `pattern`) inside Refine as the app does, with the dialog host. */
export function renderAdmin(element: ReactElement, path: string, pattern = path.split('?')[0]): RenderResult {
  // Role queries check every ancestor's computed style, slow with antd's styles in jsdom.
  configure({ defaultHidden: true });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Refine
        dataProvider={dataProvider}
        routerProvider={routerProvider}
        accessControlProvider={accessControlProvider}
        options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false }, mutations: { retry: false } } } } }}
      >
        <Toaster />
        <Suspense fallback={null}>
          <Routes>
            <Route path={pattern} element={element} />
          </Routes>
        </Suspense>
        <AdminDialogs />
      </Refine>
    </MemoryRouter>,
  );
}

export const listEnvelope = <T,>(rows: T[]) =>
  HttpResponse.json({ success: true, message: 'OK', data: rows, total: rows.length, pagination: { page: 1, limit: 20, totalPages: 1 } });
export const okEnvelope = (message: string, data: unknown = null) => HttpResponse.json({ success: true, message, data });
