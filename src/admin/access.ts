// Who on the staff may do what in the back office, from the contract's table of areas and roles. The
// server enforces each route's roles; this only decides what the UI shows (menu entries, buttons),
// through Refine's access control.
import type { AccessControlProvider } from '@refinedev/core';
import type { CurrentUser } from '../contract/auth';
import { ADMIN_AREA_ROLES, canStaff, type AdminArea, type StaffRole } from '../contract/admin-constants';
import { sessionStore } from '../providers/session';
import type { AccessDeclaration, Resource } from '../engine/types';

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

/** The access declarations of the back office's resources, by Refine resource name; the back office registers them when it loads. */
const declaredAccess = new Map<string, AccessDeclaration>();

export function declareAdminAccess(resources: readonly Resource[]): void {
  for (const resource of resources) {
    if (!resource.access) continue;
    declaredAccess.set(resource.name, resource.access);
    // The generic pages offer create, edit and delete only to the staff roles of the resource's write area.
    const writeArea = resource.access.write ?? resource.access.area;
    resource.writable = () => currentStaffCan(writeArea);
  }
}

/**
 * The area a Refine resource and action belong to, from the resource's access declaration:
 * 'admin/sellers' + 'suspend' → sellerSuspension, 'admin/categories' + 'create' → categoriesWrite.
 * A back-office page without a declaration ('admin/overview') is the area of its name. Null: not a
 * back-office resource.
 */
export function areaOf(resource: string | undefined, action: string | undefined): AdminArea | null {
  if (!resource?.startsWith('admin/')) return null;
  // The longest declared name the resource starts with: 'admin/money/figures' is declared whole, and
  // 'admin/sellers/…' actions belong to 'admin/sellers'.
  const parts = resource.split('/');
  for (let length = parts.length; length >= 2; length--) {
    const declared = declaredAccess.get(parts.slice(0, length).join('/'));
    if (!declared) continue;
    const reading = action === undefined || action === 'list' || action === 'show';
    return declared.actions?.[action ?? ''] ?? (reading ? declared.area : (declared.write ?? declared.area));
  }
  const page = parts[1];
  return page in ADMIN_AREA_ROLES ? (page as AdminArea) : null;
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
