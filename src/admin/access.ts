// Who on the staff may do what in the back office, from the contract's table of areas and roles. The
// server enforces each route's roles; this only decides what the UI shows (menu entries, buttons),
// through Refine's access control.
import type { AccessControlProvider } from '@refinedev/core';
import type { CurrentUser } from '../contract/auth';
import { ADMIN_AREA_ROLES, canStaff, type AdminArea, type StaffRole } from '../contract/admin-constants';
import { sessionStore } from '../providers/session';

export type { AdminArea, StaffRole };

/** The staff role of a signed-in user; an admin without one is treated as a reviewer (the lesser role). */
export function staffRoleOf(user: CurrentUser | null | undefined): StaffRole | null {
  if (!user || !user.roles.includes('admin')) return null;
  return user.staff_role === 'administrator' ? 'administrator' : 'reviewer';
}

export const isStaff = (user: CurrentUser | null | undefined): boolean => staffRoleOf(user) !== null;

export const staffCan = (role: StaffRole | null, area: AdminArea): boolean => canStaff(role, area);

/** The signed-in user's permission, read at the time of the call (for record actions' `visible`). */
export const currentStaffCan = (area: AdminArea): boolean => canStaff(staffRoleOf(sessionStore.getState().login.userDetails), area);

/**
 * The area a Refine resource and action belong to: 'admin/sellers' + 'suspend' → sellerSuspension,
 * 'admin/categories' + 'create' → categoriesWrite. Null: not a back-office resource.
 */
export function areaOf(resource: string | undefined, action: string | undefined): AdminArea | null {
  if (!resource?.startsWith('admin/')) return null;
  const name = resource.slice('admin/'.length).split('/')[0];
  const reading = action === undefined || action === 'list' || action === 'show';
  switch (name) {
    case 'overview':
      return 'overview';
    case 'sellers':
      return action === 'suspend' || action === 'reinstate' ? 'sellerSuspension' : 'sellers';
    case 'documents':
      return 'documents';
    case 'category-requests':
      return 'categoryRequests';
    case 'categories':
      return reading ? 'categoriesRead' : 'categoriesWrite';
    case 'products':
      return 'products';
    case 'orders':
      return 'orders';
    case 'users':
      return 'users';
    case 'staff':
      return 'staff';
    case 'help-articles':
      return 'helpArticles';
    case 'audit-log':
      return 'auditLog';
    case 'quote-allowances':
      return 'quoteAllowances';
    default:
      return name in ADMIN_AREA_ROLES ? (name as AdminArea) : null;
  }
}

/**
 * Refine's access control: back-office resources by staff role; everything else is left to its own
 * routes and the server (sellers' and buyers' pages guard themselves).
 */
export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action }) => {
    if (!resource?.startsWith('admin/')) return { can: true };
    const area = areaOf(resource, action);
    const role = staffRoleOf(sessionStore.getState().login.userDetails);
    return area && canStaff(role, area) ? { can: true } : { can: false, reason: 'administratorOnly' };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
