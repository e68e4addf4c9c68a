// The back office's navigation, declared once: the sidebar entries with the area each belongs to
// (a reviewer does not see an administrator's), and the header title of every /admin path.
import {
  AppstoreOutlined,
  ApartmentOutlined,
  AuditOutlined,
  ContainerOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  FundOutlined,
  ReadOutlined,
  SafetyOutlined,
  ShopOutlined,
  SmileOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { matchPath } from 'react-router';
import { createSidebarModel, linkState, normalisePath, type NavEntry, type NavLink } from '../shells/common/sidebar-model';
import { staffCan, type AdminArea, type StaffRole } from './access';

/** Below this width the sidebar is a drawer (the seller portal's breakpoint). */
export const ADMIN_DRAWER_BELOW_PX = 992;

export interface AdminNavLink extends NavLink {
  area: AdminArea;
}

export const ADMIN_NAV: readonly AdminNavLink[] = [
  { key: 'overview', labelKey: 'adminNav.overview', path: '/admin', icon: DashboardOutlined, area: 'overview' },
  { key: 'sellers', labelKey: 'adminNav.sellers', path: '/admin/sellers', icon: ShopOutlined, related: ['/admin/sellers'], area: 'sellers' },
  { key: 'documents', labelKey: 'adminNav.documents', path: '/admin/documents', icon: FileProtectOutlined, area: 'documents' },
  { key: 'category-requests', labelKey: 'adminNav.categoryRequests', path: '/admin/category-requests', icon: TagsOutlined, area: 'categoryRequests' },
  { key: 'categories', labelKey: 'adminNav.categories', path: '/admin/categories', icon: ApartmentOutlined, area: 'categoriesRead' },
  { key: 'products', labelKey: 'adminNav.products', path: '/admin/products', icon: AppstoreOutlined, related: ['/admin/products'], area: 'products' },
  { key: 'reviews', labelKey: 'adminNav.reviews', path: '/admin/reviews', icon: SmileOutlined, area: 'reviews' },
  { key: 'rfqs', labelKey: 'adminNav.rfqs', path: '/admin/rfqs', icon: FileSearchOutlined, area: 'rfqs' },
  { key: 'quote-allowances', labelKey: 'adminNav.quoteAllowances', path: '/admin/quote-allowances', icon: FundOutlined, area: 'quoteAllowances' },
  { key: 'orders', labelKey: 'adminNav.orders', path: '/admin/orders', icon: ContainerOutlined, related: ['/admin/orders'], area: 'orders' },
  { key: 'support', labelKey: 'adminNav.support', path: '/admin/support', icon: CustomerServiceOutlined, area: 'support' },
  { key: 'users', labelKey: 'adminNav.users', path: '/admin/users', icon: TeamOutlined, area: 'users' },
  { key: 'staff', labelKey: 'adminNav.staff', path: '/admin/staff', icon: SafetyOutlined, area: 'staff' },
  { key: 'help-articles', labelKey: 'adminNav.helpArticles', path: '/admin/help-articles', icon: ReadOutlined, related: ['/admin/help-articles'], area: 'helpArticles' },
  { key: 'audit-log', labelKey: 'adminNav.auditLog', path: '/admin/audit-log', icon: AuditOutlined, area: 'auditLog' },
];

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
  return ADMIN_NAV.find((item) => linkState(item, path) === 'page') ?? ADMIN_NAV.find((item) => item.path !== '/admin' && matchPath({ path: `${item.path}/*`, end: false }, path));
}
