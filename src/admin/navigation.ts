// The back office's navigation, from its declaration (src/resources/admin.ts): the sidebar entries with
// the area each belongs to (a reviewer does not see an administrator's), and the header title of every
// /admin path.
import { matchPath } from 'react-router';
import { createSidebarModel, linkState, normalisePath, type NavEntry, type NavLink } from '../shells/common/sidebar-model';
import { ADMIN_PORTAL, adminResources, discoveredAdminResources } from './portal';
import type { Resource } from '../engine/types';
import { inMenu, menuLink } from '../shells/common/resource-menu';
import { declareAdminAccess, staffCan, type AdminArea, type StaffRole } from './access';

/** Below this width the sidebar is a drawer (the seller portal's breakpoint). */
export const ADMIN_DRAWER_BELOW_PX = 992;

export interface AdminNavLink extends NavLink {
  area: AdminArea;
}

/** A resource's entry, from its menu and access declarations. */
function resourceLink(resource: Resource): AdminNavLink {
  if (!inMenu(resource) || !resource.access) throw new Error(`back-office resource ${resource.name} needs menu and access declarations`);
  return { ...menuLink(resource), area: resource.access.area };
}

export const ADMIN_NAV: readonly AdminNavLink[] = [
  ...ADMIN_PORTAL.map((entry) => ('page' in entry ? entry.page : resourceLink(entry.resource))),
  // Resources that joined by their folder alone come after the declared order.
  ...discoveredAdminResources.map(resourceLink),
];

// Refine's access control learns the areas of the declared resources (their actions' too) with the back office.
declareAdminAccess(adminResources);

/** The entries a staff role may open. */
export function adminNavFor(role: StaffRole | null): NavEntry<never>[] {
  return ADMIN_NAV.filter((item) => staffCan(role, item.area)).map(({ area: _area, ...item }) => ({ kind: 'link', ...item }));
}

/** No sections: only the collapsed flag lives in the URL (only "true" collapses, as for sellers). */
export const adminSidebar = createSidebarModel<never>(
  ADMIN_NAV.map((item) => ({ kind: 'link' as const, ...item })),
  { collapsedUnlessFalse: false },
);

/** The menu entry of a path (a seller's page belongs to Sellers), for the header title and the area guard. */
export function adminNavItemForPath(pathname: string): AdminNavLink | undefined {
  const path = normalisePath(pathname);
  return (
    ADMIN_NAV.find((item) => linkState(item, path) === 'page') ??
    ADMIN_NAV.find((item) => item.path !== '/admin' && matchPath({ path: `${item.path}/*`, end: false }, path))
  );
}
